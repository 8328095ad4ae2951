import { useAnswerOffer } from '@portal/shared/api/offers';
import { REASON_MAX_LENGTH } from '@portal/shared/contract/collaborations';
import type { Offer } from '@portal/shared/contract/offers';
import { useSubmitFailure } from '@portal/shared/submit-failure';
import { Button } from '@portal/shared/ui/button';
import { ErrorBox } from '@portal/shared/ui/error-box';
import { Modal } from '@portal/shared/ui/modal';
import { TextAreaField } from '@portal/shared/ui/text-area-field';
import { useState } from 'react';
import { useOffersTexts } from '../texts';

/** The influencer declines an offer, saying why if they wish. */
export function DeclineOfferModal({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const { t } = useOffersTexts();
  const answer = useAnswerOffer();
  const [reason, setReason] = useState('');
  const refusal = useSubmitFailure({ fallback: t('failed') });

  function decline() {
    refusal.clear();
    answer.mutate(
      { id: offer.id, decision: 'declined', reason },
      { onSuccess: onClose, onError: (error) => refusal.fail(error) },
    );
  }

  return (
    <Modal
      title={t('declineTitle')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant="danger" onClick={decline} disabled={answer.isPending}>
            {answer.isPending ? t('declining') : t('decline')}
          </Button>
        </>
      }
    >
      {refusal.failure !== '' && <ErrorBox>{refusal.failure}</ErrorBox>}
      <TextAreaField
        label={t('declineReason')}
        value={reason}
        limit={REASON_MAX_LENGTH}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
}
