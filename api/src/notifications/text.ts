import type {
  NotificationContent,
  NotificationKind,
  NotificationParams,
} from '@portal/shared/contract/notifications';
import { digitsFor, type Language } from '@portal/shared/language';
import { formatTaka } from '@portal/shared/money';
import { textsIn, sentenceIn, type SayText } from '../texts';

/**
 * A notification stored before its kind had values (migration 0009 could not read its sentence):
 * the sentence as it was written, shown as it is.
 */
export interface LegacyNotificationText {
  text: string;
}

/** What a kind's sentence is written with: the reader's messages, and their language's forms. */
interface Writer {
  say: SayText;
  /** An amount as every page shows it (formatTaka): '৳1,500.00', '৳১,৫০০.০০'. */
  taka: (amount: string) => string;
  /** A phone number in the language's digits. */
  digits: (text: string) => string;
  /**
   * An admin's reason as a sentence: a preset reason translated (free text as typed), ended with
   * the language's full stop unless it has one.
   */
  reason: (reason: string) => string;
}

type Sentences = {
  [Kind in NotificationKind]: (params: NotificationParams[Kind], writer: Writer) => string;
};

/** The wallets by the names their owners write (the same in both languages). */
const WALLETS = { bkash: 'bKash', nagad: 'Nagad' } as const;

/** Each kind's message (src/locales, `notification.<kind>…`) and its values. */
const SENTENCES: Sentences = {
  application_received: (params, { say }) => say('notification.application_received', params),
  application_decided: ({ campaign, status }, { say }) =>
    say(`notification.application_decided.${status}`, { campaign }),
  payment_submitted: ({ brand, amount, campaign }, { say, taka }) =>
    say('notification.payment_submitted', { brand, amount: taka(amount), campaign }),
  payment_decided: (params, { say, taka, reason }) => {
    const values = {
      amount: taka(params.amount),
      campaign: params.campaign,
      ...(params.to === 'influencer' ? { brand: params.brand } : { influencer: params.influencer }),
    };
    if (params.status === 'confirmed') {
      return say(`notification.payment_decided.${params.to}.confirmed`, values);
    }
    return params.reason === undefined
      ? say(`notification.payment_decided.${params.to}.rejected`, values)
      : say(`notification.payment_decided.${params.to}.rejected_because`, {
          ...values,
          reason: reason(params.reason),
        });
  },
  withdrawal_decided: (params, { say, taka, digits, reason }) => {
    const amount = taka(params.amount);
    if (params.status === 'rejected') {
      return params.reason === undefined
        ? say('notification.withdrawal_decided.rejected', { amount })
        : say('notification.withdrawal_decided.rejected_because', {
            amount,
            reason: reason(params.reason),
          });
    }
    const phone_number = digits(params.phone_number);
    return params.transaction_id === undefined
      ? say('notification.withdrawal_decided.approved', { amount, phone_number })
      : say('notification.withdrawal_decided.sent', {
          amount,
          phone_number,
          transaction_id: params.transaction_id,
        });
  },
  message_received: (params, { say }) => say('notification.message_received', params),
  delivery_submitted: (params, { say }) => say('notification.delivery_submitted', params),
  delivery_reviewed: (params, { say }) => say('notification.delivery_reviewed', params),
  collaboration_released: (params, { say, taka }) => {
    const values = {
      amount: taka(params.amount),
      campaign: params.campaign,
      ...(params.to === 'influencer' ? {} : { influencer: params.influencer }),
    };
    return params.auto
      ? say(`notification.collaboration_released.${params.to}.auto`, values)
      : say(`notification.collaboration_released.${params.to}`, values);
  },
  dispute_opened: ({ by, campaign, to }, { say }) =>
    say(`notification.dispute_opened.${to}`, { by, campaign }),
  dispute_statement_added: ({ by, campaign }, { say }) =>
    say('notification.dispute_statement_added', { by, campaign }),
  dispute_cancel_agreed: ({ by, campaign, amount, done }, { say, taka }) =>
    say(done ? 'notification.dispute_cancel_agreed.done' : 'notification.dispute_cancel_agreed', {
      by,
      campaign,
      amount: taka(amount),
    }),
  dispute_decided: ({ campaign, outcome, influencer_amount, brand_amount }, { say, taka }) =>
    say(`notification.dispute_decided.${outcome}`, {
      campaign,
      influencer_amount: taka(influencer_amount),
      brand_amount: taka(brand_amount),
    }),
  collaboration_refunded: ({ cause, campaign, amount, by, to }, { say, taka }) =>
    say(`notification.collaboration_refunded.${cause}.${to}`, {
      by,
      campaign,
      amount: taka(amount),
    }),
  refund_sent: ({ campaign, amount, transaction_id }, { say, taka }) =>
    say('notification.refund_sent', { campaign, amount: taka(amount), transaction_id }),
  payment_pending: ({ brand, amount, campaign, reference }, { say, taka }) =>
    say('notification.payment_pending', { brand, amount: taka(amount), campaign, reference }),
  withdrawal_pending: ({ influencer, amount, payment_method }, { say, taka }) =>
    say('notification.withdrawal_pending', {
      influencer,
      amount: taka(amount),
      wallet: WALLETS[payment_method],
    }),
  withdrawal_cancelled: ({ influencer, amount, payment_method }, { say, taka }) =>
    say('notification.withdrawal_cancelled', {
      influencer,
      amount: taka(amount),
      wallet: WALLETS[payment_method],
    }),
  refund_pending: ({ brand, amount, campaign }, { say, taka }) =>
    say('notification.refund_pending', { brand, amount: taka(amount), campaign }),
  review_published: ({ reviewer, campaign, rating }, { say }) =>
    say('notification.review_published', { reviewer, campaign, count: rating }),
  refund_wallet_missing: ({ campaign, amount }, { say, taka }) =>
    say('notification.refund_wallet_missing', { campaign, amount: taka(amount) }),
  offer_received: ({ brand, title, amount }, { say, taka }) =>
    say('notification.offer_received', { brand, title, amount: taka(amount) }),
  offer_decided: ({ influencer, title, decision }, { say }) =>
    say(`notification.offer_decided.${decision}`, { influencer, title }),
  draft_submitted: (params, { say }) => say('notification.draft_submitted', params),
  draft_decided: ({ brand, campaign, decision, reason }, { say }) =>
    say(`notification.draft_decided.${decision}`, { brand, campaign, reason: reason ?? '' }),
  gateway_payment_returned: ({ campaign, amount, gateway, transaction_id }, { say, taka }) =>
    say('notification.gateway_payment_returned', {
      campaign,
      amount: taka(amount),
      wallet: WALLETS[gateway],
      transaction_id,
    }),
  package_ordered: ({ brand, title, amount }, { say, taka }) =>
    say('notification.package_ordered', { brand, title, amount: taka(amount) }),
};

function writerIn(language: Language): Writer {
  const say = textsIn(language);
  return {
    say,
    taka: (amount) => formatTaka(amount, { language }),
    digits: (text) => digitsFor(language, text),
    reason: (reason) => {
      const text = sentenceIn(language, reason);
      if (/[.!?।]$/.test(text)) return text;
      return `${text}${say('sentence.end')}`;
    },
  };
}

/** The sentence of a notification in `language`, written from its kind and values. */
export function notificationText(
  {
    kind,
    params,
  }: NotificationContent | { kind: NotificationKind; params: LegacyNotificationText },
  language: Language,
): string {
  if ('text' in params) return params.text;
  const write = SENTENCES[kind] as (
    params: NotificationContent['params'],
    writer: Writer,
  ) => string;
  return write(params, writerIn(language));
}
