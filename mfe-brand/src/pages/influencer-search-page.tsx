import { Page } from '@portal/shared/ui/layout';
import { InfluencerSearch } from '../features/influencer-search/components/influencer-search';
import { useBrandTexts } from '../texts';

/** /influencers (see docs/screens.md); the filters live in the address's query. */
export default function InfluencerSearchPage() {
  const { t } = useBrandTexts();
  return (
    <Page title={t('title.findInfluencers')}>
      <InfluencerSearch />
    </Page>
  );
}
