import { useId, useState } from 'react';
import type { DisputeCase, DisputeOutcome } from '@portal/shared/contract/collaborations';
import { formatDateTime } from '@portal/shared/dates';
import { useTranslateSentence } from '@portal/shared/i18n/sentences';
import { formatTaka } from '@portal/shared/money';
import { Button } from '@portal/shared/ui/button';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import { useAdminTexts } from '../../../texts';
import { DisputeDecisionForm } from './dispute-decision-form';
import { DisputeDeliveries } from './dispute-deliveries';
import { DisputeDrafts } from './dispute-drafts';
import { DisputeMessages } from './dispute-messages';
import { DisputeStatements } from './dispute-statements';
import styles from './disputes.module.css';

/** The collaboration state an outcome leaves, for its badge's colour. */
const STATE_OF: Record<DisputeOutcome, string> = {
  release: 'released',
  refund: 'refunded',
  split: 'split',
};

/** What was decided: the outcome, who got what (the influencer's before the fee), why, when. */
function DisputeOutcomeSummary({ dispute }: { dispute: DisputeCase }) {
  const { t, language } = useAdminTexts();
  // A reason the server words itself (both sides agreed to cancel) reads in the shown language.
  const translate = useTranslateSentence();
  if (dispute.outcome === null) return null;
  const amount = (value: string | null) =>
    value === null ? t('notAvailable') : formatTaka(value, { language });
  return (
    <dl className={styles.adminDisputeFacts}>
      <div>
        <dt>{t('disputes.outcome')}</dt>
        <dd>
          <StatusBadge
            status={STATE_OF[dispute.outcome]}
            label={t(`disputes.outcomeDone.${dispute.outcome}`)}
          />
        </dd>
      </div>
      <div>
        <dt>{t('disputes.toInfluencer')}</dt>
        <dd>{amount(dispute.influencer_amount)}</dd>
      </div>
      <div>
        <dt>{t('disputes.toBrand')}</dt>
        <dd>{amount(dispute.brand_amount)}</dd>
      </div>
      <div>
        <dt>{t('disputes.decisionReason')}</dt>
        <dd>
          {dispute.decision_reason === null
            ? t('notAvailable')
            : translate(dispute.decision_reason)}
        </dd>
      </div>
      <div>
        <dt>{t('disputes.decidedAt')}</dt>
        <dd>{dispute.decided_at ? formatDateTime(dispute.decided_at, language) : '—'}</dd>
      </div>
    </dl>
  );
}

/**
 * One dispute as the admin weighs it (see docs/money.md): the campaign and both sides, the money
 * held, who opened it, why and when, both parties' statements, the work delivered and the drafts with the brand's answers, the pair's
 * messages, and the decision form while it is open, or what was decided.
 */
export function DisputeCard({
  dispute,
  onDecided,
}: {
  dispute: DisputeCase;
  onDecided: () => void;
}) {
  const { t, language } = useAdminTexts();
  const titleId = useId();
  const [showMessages, setShowMessages] = useState(false);
  const { collaboration } = dispute;
  return (
    <article aria-labelledby={titleId} className={styles.adminDispute}>
      <h3 id={titleId} className={styles.adminDisputeTitle}>
        {collaboration.campaign_title}
      </h3>
      <dl className={styles.adminDisputeFacts}>
        <div>
          <dt>{t('column.brand')}</dt>
          <dd>
            <ProfileLink username={collaboration.brand_name} fallback={t('unknown.brand')} />
          </dd>
        </div>
        <div>
          <dt>{t('column.influencer')}</dt>
          <dd>
            <ProfileLink
              username={collaboration.influencer_name}
              fallback={t('unknown.influencer')}
            />
          </dd>
        </div>
        <div>
          <dt>{t('disputes.inEscrow')}</dt>
          <dd>{formatTaka(collaboration.amount, { language })}</dd>
        </div>
        <div>
          <dt>{t('disputes.openedBy')}</dt>
          <dd>
            {t('disputes.openedByWho', {
              name: dispute.opened_by_name,
              role: t(`role.${dispute.opened_by}`),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('disputes.openedAt')}</dt>
          <dd>{formatDateTime(dispute.opened_at, language)}</dd>
        </div>
        <div>
          <dt>{t('disputes.stateBefore')}</dt>
          <dd>
            <StatusBadge status={dispute.status_before} />
          </dd>
        </div>
        <div className={styles.adminDisputeWide}>
          <dt>{t('disputes.reason')}</dt>
          <dd className={styles.adminDisputeText}>{dispute.reason}</dd>
        </div>
      </dl>
      <h4 className={styles.adminDisputeSubtitle}>{t('disputes.statements')}</h4>
      <DisputeStatements
        statements={dispute.statements}
        cancelAgreedBy={dispute.cancel_agreed_by}
      />
      <h4 className={styles.adminDisputeSubtitle}>{t('disputes.deliveries')}</h4>
      <DisputeDeliveries deliveries={collaboration.deliveries} openedBy={dispute.opened_by} />
      <h4 className={styles.adminDisputeSubtitle}>{t('disputes.drafts')}</h4>
      <DisputeDrafts applicationId={collaboration.id} />
      <p>
        <Button variant="secondary" small onClick={() => setShowMessages(true)}>
          {t('disputes.viewMessages')}
        </Button>
      </p>
      {dispute.outcome === null ? (
        <DisputeDecisionForm dispute={dispute} onDecided={onDecided} />
      ) : (
        <DisputeOutcomeSummary dispute={dispute} />
      )}
      {showMessages && <DisputeMessages dispute={dispute} onClose={() => setShowMessages(false)} />}
    </article>
  );
}
