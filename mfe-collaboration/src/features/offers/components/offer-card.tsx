import { useAuthStore } from '@portal/shared/auth-store';
import { useAnswerOffer, useWithdrawOffer } from '@portal/shared/api/offers';
import type { Offer } from '@portal/shared/contract/offers';
import { formatDate, formatDateTime } from '@portal/shared/dates';
import { formatTaka } from '@portal/shared/money';
import { useNavigate } from '@portal/shared/router';
import { useSubmitFailure } from '@portal/shared/submit-failure';
import { Button } from '@portal/shared/ui/button';
import { Card } from '@portal/shared/ui/card';
import { CampaignTitle } from '@portal/shared/ui/campaign-title';
import { CollaborationLink, collaborationPath } from '@portal/shared/ui/collaboration-link';
import { useConfirm } from '@portal/shared/ui/confirm-dialog';
import { DeliverableLines } from '@portal/shared/ui/campaign-deliverables';
import { ErrorBox } from '@portal/shared/ui/error-box';
import { FactList, type Fact } from '@portal/shared/ui/fact-list';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import { useState } from 'react';
import { useOffersTexts } from '../texts';
import { DeclineOfferModal } from './decline-offer-modal';
import styles from './offers.module.css';

/**
 * One offer as its two parties see it (see docs/collaboration.md): what is asked, the amount with
 * the platform's fee and what the influencer receives, and the answers the reader may give.
 */
export function OfferCard({ offer }: { offer: Offer }) {
  const { t, language } = useOffersTexts();
  const isInfluencer = useAuthStore((state) => state.user?.role) === 'influencer';
  const navigate = useNavigate();
  const answer = useAnswerOffer();
  const withdraw = useWithdrawOffer();
  const { confirm, dialog } = useConfirm();
  const [declining, setDeclining] = useState(false);
  const refusal = useSubmitFailure({
    fallback: t(isInfluencer ? 'failed' : 'withdrawFailed'),
  });
  const taka = (amount: string) => formatTaka(amount, { language });
  const pending = offer.status === 'pending';

  const facts: Fact[] = [
    { term: t('amount'), value: taka(offer.amount) },
    { term: t('platformFee'), value: taka(offer.platform_fee) },
    { term: t('influencerReceives'), value: taka(offer.influencer_receives) },
    ...(pending ? [{ term: t('expires'), value: formatDateTime(offer.expires_at, language) }] : []),
    ...(offer.brief?.deadline
      ? [{ term: t('deadline'), value: formatDate(offer.brief.deadline, language) }]
      : []),
  ];

  async function accept() {
    refusal.clear();
    try {
      const accepted = await answer.mutateAsync({ id: offer.id, decision: 'accepted' });
      if (accepted.application_id !== null) {
        navigate(collaborationPath({ id: accepted.application_id }));
      }
    } catch (error) {
      refusal.fail(error);
    }
  }

  async function takeBack() {
    const sure = await confirm({
      title: t('withdrawTitle'),
      message: t('withdrawQuestion', { name: offer.influencer_name }),
      confirmLabel: t('withdraw'),
      danger: true,
    });
    if (!sure) return;
    refusal.clear();
    withdraw.mutate({ id: offer.id }, { onError: (error) => refusal.fail(error) });
  }

  return (
    <Card>
      <div className={styles.head}>
        <h2 className={styles.title}>
          <CampaignTitle title={offer.title} />
        </h2>
        <StatusBadge status={offer.status} />
      </div>
      <p>
        {isInfluencer
          ? t('from', { name: offer.brand_name })
          : t('to', { name: offer.influencer_name })}
        {offer.brief && ` · ${t('privateBrief')}`}
      </p>
      <FactList facts={facts} className={styles.facts} />
      {offer.brief && (
        <>
          <h3>{t('deliverables')}</h3>
          <DeliverableLines deliverables={offer.brief.deliverables} />
        </>
      )}
      {offer.note !== '' && (
        <p className={styles.text}>
          <strong>{t('note')}:</strong> {offer.note}
        </p>
      )}
      {offer.reason !== null && (
        <p className={styles.text}>
          <strong>{t('reason')}:</strong> {offer.reason}
        </p>
      )}
      {refusal.failure !== '' && <ErrorBox>{refusal.failure}</ErrorBox>}
      <div className={styles.actions}>
        {pending && isInfluencer && (
          <>
            <Button onClick={() => void accept()} disabled={answer.isPending}>
              {answer.isPending ? t('accepting') : t('accept')}
            </Button>
            <Button variant="secondary" onClick={() => setDeclining(true)}>
              {t('decline')}
            </Button>
          </>
        )}
        {pending && !isInfluencer && (
          <Button variant="danger" onClick={() => void takeBack()} disabled={withdraw.isPending}>
            {withdraw.isPending ? t('withdrawing') : t('withdraw')}
          </Button>
        )}
        {offer.application_id !== null && (
          <CollaborationLink
            application={{ id: offer.application_id }}
            label={t('viewCollaboration')}
            description={t('collaborationOf', { title: offer.title })}
          />
        )}
      </div>
      {declining && <DeclineOfferModal offer={offer} onClose={() => setDeclining(false)} />}
      {dialog}
    </Card>
  );
}
