import type { Application } from '@portal/shared/contract/applications';
import type { Column } from '@portal/shared/ui/data-table';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { useBrandTexts } from './texts';

/** The column's heading in the shown language: the column is made once, outside a component. */
function InfluencerHeading() {
  const { t } = useBrandTexts();
  return <>{t('label.influencer')}</>;
}

function InfluencerProfile({ application }: { application: Application }) {
  const { t } = useBrandTexts();
  return (
    <ProfileLink
      username={application.influencer_name}
      fallback={t('application.unknownInfluencer')}
    />
  );
}

/** A brand's application table's 'Influencer' column: who applied, leading to their profile. */
export const influencerColumn: Column<Application> = {
  header: <InfluencerHeading />,
  cell: (application) => <InfluencerProfile application={application} />,
};
