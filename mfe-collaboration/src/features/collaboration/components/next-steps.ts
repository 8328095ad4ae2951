import type { Collaboration } from '@portal/shared/contract/collaborations';
import { formatDateTime } from '@portal/shared/dates';
import { formatTaka } from '@portal/shared/money';
import type { CollaborationTexts } from '../texts';
import type { Viewer } from './collaboration-rules';

/**
 * 'What happens next' (see docs/money.md): one plain sentence for the state and the viewer, and
 * what follows from it (the change requests left, a refund on its way or sent). An admin reads only
 * the dispute's.
 */
export function nextSteps(
  collaboration: Collaboration,
  viewer: Viewer,
  { t, language }: CollaborationTexts,
): string[] {
  const money = (amount: string) => formatTaka(amount, { language });
  const names = {
    brand: collaboration.brand_name,
    influencer: collaboration.influencer_name,
    amount: money(collaboration.amount),
    released: money(collaboration.released_amount),
    refunded: money(collaboration.refunded_amount),
  };
  const { status, refund } = collaboration;
  if (status === 'disputed') return [t('next.disputed')];
  if (viewer === 'admin') return [];

  if (viewer === 'influencer') {
    switch (status) {
      case 'awaiting_payment':
        return [t('next.influencer.awaitingPayment', names)];
      case 'in_escrow':
        return [t('next.influencer.inEscrow')];
      case 'delivered':
        return collaboration.auto_release_at === null
          ? [t('next.influencer.deliveredNoTimer', names)]
          : [
              t('next.influencer.delivered', {
                ...names,
                time: formatDateTime(collaboration.auto_release_at, language),
              }),
            ];
      case 'changes_requested':
        return [t('next.influencer.changesRequested', names)];
      case 'released':
        return [t('next.influencer.released', names)];
      case 'split':
        return [t('next.influencer.split', names)];
      case 'refunded':
        return [t('next.influencer.refunded', names)];
    }
  }

  const refundSentence =
    refund === null
      ? []
      : refund.status === 'sent'
        ? [
            t('next.brand.refundSent', {
              amount: money(refund.amount),
              time: formatDateTime(refund.sent_at ?? '', language),
              transactionId: refund.transaction_id ?? '',
            }),
          ]
        : [t('next.brand.refundPending', { amount: money(refund.amount) })];
  switch (status) {
    case 'awaiting_payment':
      return collaboration.payment?.status === 'pending'
        ? [t('next.brand.paymentPending', names)]
        : [t('next.brand.awaitingPayment', names)];
    case 'in_escrow':
      return [t('next.brand.inEscrow')];
    case 'delivered':
      return [
        collaboration.auto_release_at === null
          ? t('next.brand.deliveredNoTimer', names)
          : t('next.brand.delivered', {
              ...names,
              time: formatDateTime(collaboration.auto_release_at, language),
            }),
        collaboration.revision_rounds_left > 0
          ? t('next.brand.roundsLeft', { count: collaboration.revision_rounds_left })
          : t('next.brand.noRoundsLeft'),
      ];
    case 'changes_requested':
      return [t('next.brand.changesRequested', names)];
    case 'released':
      return [t('next.brand.released', names)];
    case 'split':
      return [t('next.brand.split', names), ...refundSentence];
    case 'refunded':
      return [t('next.brand.refunded', names), ...refundSentence];
  }
}
