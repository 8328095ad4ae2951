import { useSearchParams } from '@portal/shared/router';
import { Page } from '@portal/shared/ui/layout';
import { MyCampaigns } from '../features/campaigns/components/my-campaigns';
import { useBrandTexts } from '../texts';

/**
 * /campaigns for a brand (see docs/screens.md); /campaigns?create=1 (/create-campaign) opens the
 * form.
 */
export default function CampaignsPage() {
  const { t } = useBrandTexts();
  const [query, setQuery] = useSearchParams();
  return (
    <Page title={t('title.campaigns')}>
      <MyCampaigns
        creating={query.get('create') === '1'}
        onCreatingChange={(open) => setQuery(open ? { create: '1' } : {})}
      />
    </Page>
  );
}
