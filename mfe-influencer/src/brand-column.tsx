import type { Application } from '@portal/shared/contract/applications';
import type { Column } from '@portal/shared/ui/data-table';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { useInfluencerTexts } from './texts';

/** The column's heading in the shown language: the column is made once, outside a component. */
function BrandHeading() {
  const { t } = useInfluencerTexts();
  return <>{t('column.brand')}</>;
}

function BrandProfile({ application }: { application: Application }) {
  const { t } = useInfluencerTexts();
  return <ProfileLink username={application.campaign_brand} fallback={t('common.unknownBrand')} />;
}

/** An influencer's application table's 'Brand' column: the brand's name, leading to its profile. */
export const brandColumn: Column<Application> = {
  header: <BrandHeading />,
  cell: (application) => <BrandProfile application={application} />,
};
