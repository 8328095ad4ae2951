import { Link } from '@portal/shared/router';
import { useAdminCampaigns } from '@portal/shared/api/campaigns';
import { formatTaka } from '@portal/shared/money';
import { Banner } from '@portal/shared/ui/banner';
import { CategoryName } from '@portal/shared/ui/category-name';
import { ListTable } from '@portal/shared/ui/list-view';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import { CampaignTitle } from '@portal/shared/ui/campaign-title';
import { useAdminTexts } from '../../../texts';
import { CampaignActivationButton } from './campaign-activation-button';
import { useCampaignActivation } from './use-campaign-activation';
import styles from './campaigns.module.css';
import ui from '@portal/shared/ui/ui.module.css';

/**
 * The Campaigns tab (see docs/screens.md): every campaign; View opens it; Activate or Deactivate.
 */
export function CampaignsTab() {
  const { t, language } = useAdminTexts();
  const campaigns = useAdminCampaigns({ refetchOnMount: 'always' });
  const activation = useCampaignActivation();

  return (
    <>
      <Banner message={activation.message} tone={activation.messageTone} />
      <ListTable
        list={campaigns}
        loading={t('campaigns.loading')}
        loadFailed={t('campaigns.loadFailed')}
        empty={t('campaigns.none')}
        caption={t('tab.campaigns')}
        rowKey={(campaign) => campaign.id}
        columns={[
          {
            header: t('column.title'),
            cell: (campaign) => <CampaignTitle title={campaign.title} />,
          },
          {
            header: t('column.brand'),
            cell: (campaign) => (
              <ProfileLink username={campaign.brand_name} fallback={t('unknown.brand')} />
            ),
          },
          {
            header: t('column.budget'),
            cell: (campaign) => formatTaka(campaign.budget, { language }),
          },
          {
            header: t('column.category'),
            cell: (campaign) => <CategoryName category={campaign.category} />,
          },
          {
            header: t('column.status'),
            cell: (campaign) => <StatusBadge status={campaign.is_active ? 'active' : 'inactive'} />,
          },
          {
            header: t('column.actions'),
            cell: (campaign) => (
              <span className={styles.adminCampaignsActions}>
                <Link
                  className={`${ui.button} ${ui.buttonSecondary} ${ui.buttonSmall}`}
                  to={`/campaigns/${campaign.id}`}
                  aria-label={t('campaigns.viewNamed', { title: campaign.title })}
                >
                  {t('campaigns.view')}
                </Link>
                <CampaignActivationButton
                  small
                  campaign={campaign}
                  busy={activation.busyId === campaign.id}
                  onToggle={() => activation.toggle(campaign)}
                />
              </span>
            ),
          },
        ]}
      />
    </>
  );
}
