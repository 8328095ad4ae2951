import { Link } from '@portal/shared/router';
import type { Campaign } from '@portal/shared/contract/campaigns';
import { formatTaka } from '@portal/shared/money';
import { DataTable } from '@portal/shared/ui/data-table';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import ui from '@portal/shared/ui/ui.module.css';
import { CampaignTitle } from '@portal/shared/ui/campaign-title';
import { useInfluencerTexts } from '../../../texts';
import { useCampaignLinks } from '../../../campaign-links';

/**
 * The newest open campaigns, each with Apply -> its detail page, or marked Applied when the
 * influencer has already applied to it (one application per campaign).
 */
export function AvailableCampaignsTable({ campaigns }: { campaigns: readonly Campaign[] }) {
  const { t, language } = useInfluencerTexts();
  const { browse } = useCampaignLinks();
  if (campaigns.length === 0) {
    return <EmptyState message={t('dashboard.noCampaigns')} action={browse} />;
  }
  return (
    <DataTable
      caption={t('dashboard.availableCampaigns')}
      rows={campaigns}
      rowKey={(campaign) => campaign.id}
      columns={[
        {
          header: t('column.campaign'),
          cell: (campaign) => <CampaignTitle title={campaign.title} />,
        },
        {
          header: t('column.brand'),
          cell: (campaign) => (
            <ProfileLink username={campaign.brand_name} fallback={t('common.unknownBrand')} />
          ),
        },
        {
          header: t('dashboard.budget'),
          cell: (campaign) => formatTaka(campaign.budget, { language }),
        },
        {
          header: t('dashboard.action'),
          cell: (campaign) =>
            campaign.application_status ? (
              <StatusBadge status="applied" label={t('dashboard.alreadyApplied')} />
            ) : (
              <Link to={`/campaigns/${campaign.id}`}>
                {t('dashboard.apply')}
                <span className={ui.visuallyHidden}>
                  {t('dashboard.applyTo', { title: campaign.title })}
                </span>
              </Link>
            ),
        },
      ]}
    />
  );
}
