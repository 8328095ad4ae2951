import type { Campaign } from '../contract/campaigns';
import { formatDate } from '../dates';
import { digitsFor } from '../language';
import { formatTaka } from '../money';
import { useCategoryLabels } from '../option-labels';
import { useUiTexts } from './ui-messages';
import styles from './campaign.module.css';

/**
 * Budget, category, the deadline when there is one and whether it takes new applications (see
 * docs/campaigns.md), as label-value pairs. On a campaign's detail (`detail`) the deadline is
 * always there ('No deadline'), with the applications count and the influencers wanted.
 */
export function CampaignFacts({
  campaign,
  detail = false,
}: {
  campaign: Campaign;
  detail?: boolean;
}) {
  const { t, language } = useUiTexts();
  const categories = useCategoryLabels();
  return (
    <dl className={styles.campaignFacts}>
      <div>
        <dt>{t('campaign.budget')}</dt>
        <dd>{formatTaka(campaign.budget, { language })}</dd>
      </div>
      <div>
        <dt>{t('category.label')}</dt>
        <dd>{categories.label(campaign.category)}</dd>
      </div>
      {(campaign.deadline || detail) && (
        <div>
          <dt>{t('campaign.deadline')}</dt>
          <dd>
            {campaign.deadline ? formatDate(campaign.deadline, language) : t('campaign.noDeadline')}
          </dd>
        </div>
      )}
      <div>
        <dt>{t('campaign.newApplications')}</dt>
        <dd>{campaign.is_open ? t('campaign.open') : t('campaign.closed')}</dd>
      </div>
      {detail && (
        <div>
          <dt>{t('campaign.applications')}</dt>
          <dd>{digitsFor(language, String(campaign.applications_count))}</dd>
        </div>
      )}
      {detail && (
        <div>
          <dt>{t('campaign.influencersWanted')}</dt>
          <dd>
            {campaign.influencers_wanted === null
              ? t('campaign.noLimit')
              : t('campaign.acceptedOfWanted', {
                  accepted: digitsFor(language, String(campaign.accepted_count)),
                  wanted: digitsFor(language, String(campaign.influencers_wanted)),
                })}
          </dd>
        </div>
      )}
    </dl>
  );
}
