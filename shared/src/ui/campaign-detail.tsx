import type { ReactNode } from 'react';
import type { Campaign } from '../contract/campaigns';
import { errorStatus } from '../data/api-error';
import { formatDate } from '../dates';
import { BrandReputation } from './brand-reputation';
import { CampaignBackLink, type CampaignList } from './campaign-back-link';
import { CampaignDeliverables } from './campaign-deliverables';
import { CampaignFacts } from './campaign-facts';
import { CampaignNotFoundText } from './campaign-not-found';
import type { Loaded } from './loaded';
import { LoadFailure } from './load-failure';
import { LoadingSkeleton } from './loading-skeleton';
import { ProfileLink } from './profile-link';
import { StatusBadge } from './status-badge';
import { useUiTexts } from './ui-messages';
import styles from './campaign-detail.module.css';
import ui from './ui.module.css';

/**
 * /campaigns/:id for every role (see docs/screens.md), one layout: the way back to the role's
 * `list`, the title as the page's heading, 'By:' brand and when it was posted, the role's `notice`
 * (its message line), then a card with the campaign's status and the role's `actions` (Apply,
 * Deactivate...), why it takes no new applications when it is closed (docs/campaigns.md), its
 * description, facts and deliverables; `children` (e.g. the brand's applications) follow.
 * An influencer also sees the brand's reputation (`withBrandReputation`). The feature loads the
 * `campaign` (`useCampaign`): a campaign the API does not show (400, 404) is not found; any other
 * failure reads `failure` with Try again.
 */
export function CampaignDetailView({
  campaign,
  list,
  failure,
  withBrandReputation = false,
  notice,
  actions,
  children,
}: {
  campaign: Loaded<Campaign>;
  list: CampaignList;
  failure: string;
  withBrandReputation?: boolean;
  notice?: ReactNode;
  actions?: (campaign: Campaign) => ReactNode;
  children?: (campaign: Campaign) => ReactNode;
}) {
  const { t, language } = useUiTexts();

  function body() {
    if (campaign.isError && [400, 404].includes(errorStatus(campaign.error) ?? 0)) {
      return <CampaignNotFoundText />;
    }
    if (campaign.isError) {
      return (
        <>
          <h1 className={ui.pageTitle}>{t('campaign.details')}</h1>
          <LoadFailure message={failure} onRetry={() => void campaign.refetch()} />
        </>
      );
    }
    const { data } = campaign;
    if (data === undefined) {
      return (
        <>
          <h1 className={ui.pageTitle}>{t('campaign.details')}</h1>
          <LoadingSkeleton label={t('campaign.loading')} rows={6} />
        </>
      );
    }
    return (
      <>
        <h1 className={styles.title}>{data.title}</h1>
        <p className={styles.byline}>
          {t('campaign.by')}{' '}
          <ProfileLink username={data.brand_name} fallback={t('campaign.unknownBrand')} /> ·{' '}
          {t('campaign.posted', { date: formatDate(data.created_at, language) })}
        </p>
        {withBrandReputation && <BrandReputation reputation={data.brand_reputation} />}
        {notice}
        <div className={styles.card}>
          <div className={styles.statusRow}>
            <StatusBadge status={data.is_active ? 'active' : 'inactive'} />
            {actions && <div className={styles.actions}>{actions(data)}</div>}
          </div>
          {data.closed_because !== null && (
            <p className={styles.closed}>{t(`campaign.closedBecause.${data.closed_because}`)}</p>
          )}
          <p className={styles.description}>{data.description}</p>
          <CampaignFacts campaign={data} detail />
          <CampaignDeliverables deliverables={data.deliverables} />
        </div>
        {children?.(data)}
      </>
    );
  }

  return (
    <div className={ui.page}>
      <CampaignBackLink list={list} />
      {body()}
    </div>
  );
}
