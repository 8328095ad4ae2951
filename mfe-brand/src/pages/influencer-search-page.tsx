import { Page } from '@portal/shared/ui/layout';
import { InfluencerSearch } from '../features/influencer-search/components/influencer-search';
import { useBrandMessages } from '../messages';

/** /influencers (see docs/screens.md); the filters live in the address's query. */
export default function InfluencerSearchPage() {
  const { t } = useBrandMessages();
  return (
    <Page title={t('title.findInfluencers')}>
      <InfluencerSearch />
    </Page>
  );
}
