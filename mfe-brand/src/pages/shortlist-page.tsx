import { Page } from '@portal/shared/ui/layout';
import { SavedInfluencers } from '../features/shortlist/components/saved-influencers';
import { useBrandTexts } from '../texts';

/** /shortlist: the brand's saved influencers (see docs/screens.md). */
export default function ShortlistPage() {
  const { t } = useBrandTexts();
  return (
    <Page title={t('title.shortlist')}>
      <SavedInfluencers />
    </Page>
  );
}
