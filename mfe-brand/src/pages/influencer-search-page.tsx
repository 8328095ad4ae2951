import { Page } from '@portal/shared/ui/layout';
import { InfluencerSearch } from '../features/influencer-search/components/influencer-search';
import { ShortlistLink } from '../features/shortlist/components/shortlist-link';
import { useBrandTexts } from '../texts';

/**
 * /influencers (see docs/screens.md); the filters live in the address's query, and a link leads to
 * the brand's shortlist.
 */
export default function InfluencerSearchPage() {
  const { t } = useBrandTexts();
  return (
    <Page title={t('title.findInfluencers')}>
      <ShortlistLink />
      <InfluencerSearch />
    </Page>
  );
}
