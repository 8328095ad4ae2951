import type { Language } from '../language';
import { formatTaka } from '../money';
import { bengaliDigits } from './digits';
import type { NotificationContent, NotificationKind, NotificationParams } from './notifications';
import { sentenceCatalog } from './sentences/catalogs';
import { translateSentence } from './sentences/translate';

/**
 * A notification stored before its kind had values (migration 0009 could not read its sentence):
 * the sentence as it was written, shown as it is.
 */
export interface LegacyNotificationText {
  text: string;
}

type Sentences = {
  [Kind in NotificationKind]: (params: NotificationParams[Kind]) => string;
};

/** The wallets by the names their owners write (the same in both languages). */
const WALLETS = { bkash: 'bKash', nagad: 'Nagad' } as const;

/**
 * An admin's reason as a sentence of `language`: a preset reason translated by the sentence catalog
 * (free text as typed), ended with the language's full stop unless it has one.
 */
function reasonSentence(reason: string, language: Language): string {
  const text = translateSentence(reason, language, sentenceCatalog(language));
  if (/[.!?।]$/.test(text)) return text;
  return language === 'bn' ? `${text}।` : `${text}.`;
}

/** English: the spec's sentences, word for word, amounts as the contract writes them (৳1500.00). */
const ENGLISH: Sentences = {
  application_received: ({ influencer, campaign }) => `${influencer} applied to ${campaign}.`,
  application_decided: ({ campaign, status }) => `Your application to ${campaign} was ${status}.`,
  payment_submitted: ({ brand, amount, campaign }) =>
    `${brand} sent a payment of ৳${amount} for ${campaign}. It is awaiting confirmation.`,
  payment_decided: (params) => {
    const { amount, campaign, status, reason } = params;
    const rejected =
      reason === undefined ? 'was rejected.' : `was rejected: ${reasonSentence(reason, 'en')}`;
    if (params.to === 'influencer') {
      const outcome =
        status === 'confirmed'
          ? 'was confirmed.'
          : `${rejected} The brand can submit the payment again.`;
      return `The payment of ৳${amount} from ${params.brand} for ${campaign} ${outcome}`;
    }
    if (status === 'confirmed') {
      return `Your payment of ৳${amount} to ${params.influencer} for ${campaign} was confirmed.`;
    }
    return reason === undefined
      ? `Your payment of ৳${amount} to ${params.influencer} for ${campaign} was rejected. Please check the transaction ID and pay again.`
      : `Your payment of ৳${amount} to ${params.influencer} for ${campaign} ${rejected} Pay again with the right transaction ID.`;
  },
  withdrawal_decided: (params) => {
    if (params.status === 'rejected') {
      const rejected =
        params.reason === undefined
          ? 'was rejected.'
          : `was rejected: ${reasonSentence(params.reason, 'en')}`;
      return `Your withdrawal of ৳${params.amount} ${rejected} The amount is back in your balance.`;
    }
    return params.transaction_id === undefined
      ? `Your withdrawal of ৳${params.amount} to ${params.phone_number} was approved. It reaches your wallet within 2-5 working days.`
      : `Your withdrawal of ৳${params.amount} was sent to ${params.phone_number}. Payout reference: ${params.transaction_id}.`;
  },
  message_received: ({ sender }) => `New message from ${sender}.`,
  delivery_submitted: ({ influencer, campaign }) =>
    `${influencer} delivered the work for ${campaign}. Please review it.`,
  delivery_reviewed: ({ brand, campaign, reason }) =>
    `${brand} asked for changes to your work for ${campaign}: ${reason}`,
  collaboration_released: (params) => {
    const how = params.auto ? 'was released automatically' : 'was released';
    return params.to === 'influencer'
      ? `The payment of ৳${params.amount} for ${params.campaign} ${how}. It is in your balance.`
      : `The payment of ৳${params.amount} to ${params.influencer} for ${params.campaign} ${how}.`;
  },
  dispute_opened: ({ by, campaign, to }) =>
    to === 'admin'
      ? `${by} opened a dispute on ${campaign}. It is waiting for your decision.`
      : `${by} opened a dispute on ${campaign}. The money stays held until an admin decides.`,
  dispute_decided: ({ campaign, outcome, influencer_amount, brand_amount }) => {
    if (outcome === 'release') {
      return `The dispute on ${campaign} was decided: ৳${influencer_amount} goes to the influencer.`;
    }
    if (outcome === 'refund') {
      return `The dispute on ${campaign} was decided: ৳${brand_amount} goes back to the brand.`;
    }
    return `The dispute on ${campaign} was decided: ৳${influencer_amount} to the influencer and ৳${brand_amount} back to the brand.`;
  },
  collaboration_refunded: ({ cause, campaign, amount, by, to }) => {
    const what =
      cause === 'withdrawn'
        ? `${by} stepped back from ${campaign}.`
        : `${by} cancelled ${campaign} because nothing was delivered.`;
    return to === 'admin'
      ? `${what} Refund ৳${amount} to the brand.`
      : `${what} ৳${amount} goes back to the brand.`;
  },
  refund_sent: ({ campaign, amount, transaction_id }) =>
    `Your refund of ৳${amount} for ${campaign} was sent. Transaction ID: ${transaction_id}.`,
  payment_pending: ({ brand, amount, campaign, reference }) =>
    `${brand} paid ৳${amount} for ${campaign} (reference ${reference}). Please confirm it.`,
  withdrawal_pending: ({ influencer, amount, payment_method }) =>
    `${influencer} asked to withdraw ৳${amount} to ${WALLETS[payment_method]}. Please review it.`,
  withdrawal_cancelled: ({ influencer, amount, payment_method }) =>
    `${influencer} cancelled the withdrawal of ৳${amount} to ${WALLETS[payment_method]}. Do not send it.`,
  refund_pending: ({ brand, amount, campaign }) => `Refund ৳${amount} to ${brand} for ${campaign}.`,
  review_published: ({ reviewer, campaign, rating }) =>
    `${reviewer} reviewed you for ${campaign}: ${rating} ${rating === 1 ? 'star' : 'stars'}.`,
};

/** An amount in Bangla: '৳১,৫০০.০০'. */
const taka = (amount: string) => formatTaka(amount, { language: 'bn' });

const BANGLA: Sentences = {
  application_received: ({ influencer, campaign }) =>
    `${influencer} আপনার ‘${campaign}’ ক্যাম্পেইনে আবেদন করেছেন।`,
  application_decided: ({ campaign, status }) =>
    `‘${campaign}’ ক্যাম্পেইনে আপনার আবেদন ${status === 'accepted' ? 'গৃহীত' : 'বাতিল'} হয়েছে।`,
  payment_submitted: ({ brand, amount, campaign }) =>
    `${brand} ‘${campaign}’ ক্যাম্পেইনের জন্য ${taka(amount)} পেমেন্ট পাঠিয়েছে। এটি নিশ্চিত হওয়ার অপেক্ষায় আছে।`,
  payment_decided: (params) => {
    const { amount, campaign, status, reason } = params;
    const rejected =
      reason === undefined ? 'বাতিল হয়েছে।' : `বাতিল হয়েছে: ${reasonSentence(reason, 'bn')}`;
    if (params.to === 'influencer') {
      return status === 'confirmed'
        ? `‘${campaign}’ ক্যাম্পেইনের জন্য ${params.brand}-এর পাঠানো ${taka(amount)} পেমেন্ট নিশ্চিত হয়েছে।`
        : `‘${campaign}’ ক্যাম্পেইনের জন্য ${params.brand}-এর পাঠানো ${taka(amount)} পেমেন্ট ${rejected} ব্র্যান্ড আবার পেমেন্ট জমা দিতে পারবে।`;
    }
    if (status === 'confirmed') {
      return `‘${campaign}’ ক্যাম্পেইনের জন্য ${params.influencer}-কে পাঠানো আপনার ${taka(amount)} পেমেন্ট নিশ্চিত হয়েছে।`;
    }
    return reason === undefined
      ? `‘${campaign}’ ক্যাম্পেইনের জন্য ${params.influencer}-কে পাঠানো আপনার ${taka(amount)} পেমেন্ট বাতিল হয়েছে। ট্রানজেকশন আইডি দেখে আবার পেমেন্ট করুন।`
      : `‘${campaign}’ ক্যাম্পেইনের জন্য ${params.influencer}-কে পাঠানো আপনার ${taka(amount)} পেমেন্ট ${rejected} সঠিক ট্রানজেকশন আইডি দিয়ে আবার পেমেন্ট করুন।`;
  },
  withdrawal_decided: (params) => {
    if (params.status === 'rejected') {
      const rejected =
        params.reason === undefined
          ? 'বাতিল হয়েছে।'
          : `বাতিল হয়েছে: ${reasonSentence(params.reason, 'bn')}`;
      return `আপনার ${taka(params.amount)} তোলার অনুরোধ ${rejected} টাকাটি আপনার ব্যালান্সে ফেরত গেছে।`;
    }
    return params.transaction_id === undefined
      ? `${bengaliDigits(params.phone_number)} নম্বরে ${taka(params.amount)} তোলার অনুরোধ অনুমোদিত হয়েছে। ২-৫ কর্মদিবসের মধ্যে টাকা আপনার ওয়ালেটে পৌঁছাবে।`
      : `আপনার ${taka(params.amount)} ${bengaliDigits(params.phone_number)} নম্বরে পাঠানো হয়েছে। পেআউট রেফারেন্স: ${params.transaction_id}।`;
  },
  message_received: ({ sender }) => `${sender} আপনাকে একটি নতুন মেসেজ পাঠিয়েছেন।`,
  delivery_submitted: ({ influencer, campaign }) =>
    `${influencer} ‘${campaign}’ ক্যাম্পেইনের কাজ জমা দিয়েছেন। কাজটি দেখে নিন।`,
  delivery_reviewed: ({ brand, campaign, reason }) =>
    `${brand} ‘${campaign}’ ক্যাম্পেইনে আপনার কাজে পরিবর্তন চেয়েছে: ${reason}`,
  collaboration_released: (params) => {
    const how = params.auto ? 'স্বয়ংক্রিয়ভাবে ছাড় করা হয়েছে' : 'ছাড় করা হয়েছে';
    return params.to === 'influencer'
      ? `‘${params.campaign}’ ক্যাম্পেইনের ${taka(params.amount)} পেমেন্ট ${how}। টাকাটি আপনার ব্যালান্সে আছে।`
      : `‘${params.campaign}’ ক্যাম্পেইনে ${params.influencer}-এর ${taka(params.amount)} পেমেন্ট ${how}।`;
  },
  dispute_opened: ({ by, campaign, to }) =>
    to === 'admin'
      ? `${by} ‘${campaign}’ ক্যাম্পেইনে একটি বিরোধ তুলেছেন। এটি আপনার সিদ্ধান্তের অপেক্ষায় আছে।`
      : `${by} ‘${campaign}’ ক্যাম্পেইনে একটি বিরোধ তুলেছেন। অ্যাডমিন সিদ্ধান্ত না নেওয়া পর্যন্ত টাকা জমা থাকবে।`,
  dispute_decided: ({ campaign, outcome, influencer_amount, brand_amount }) => {
    if (outcome === 'release') {
      return `‘${campaign}’ ক্যাম্পেইনের বিরোধের সিদ্ধান্ত হয়েছে: ${taka(influencer_amount)} ইনফ্লুয়েন্সার পাবেন।`;
    }
    if (outcome === 'refund') {
      return `‘${campaign}’ ক্যাম্পেইনের বিরোধের সিদ্ধান্ত হয়েছে: ${taka(brand_amount)} ব্র্যান্ডকে ফেরত দেওয়া হবে।`;
    }
    return `‘${campaign}’ ক্যাম্পেইনের বিরোধের সিদ্ধান্ত হয়েছে: ইনফ্লুয়েন্সার পাবেন ${taka(influencer_amount)}, ব্র্যান্ড ফেরত পাবে ${taka(brand_amount)}।`;
  },
  collaboration_refunded: ({ cause, campaign, amount, by, to }) => {
    const what =
      cause === 'withdrawn'
        ? `${by} ‘${campaign}’ ক্যাম্পেইন থেকে সরে দাঁড়িয়েছেন।`
        : `কোনো কাজ জমা না পড়ায় ${by} ‘${campaign}’ ক্যাম্পেইন বাতিল করেছে।`;
    return to === 'admin'
      ? `${what} ব্র্যান্ডকে ${taka(amount)} ফেরত দিন।`
      : `${what} ${taka(amount)} ব্র্যান্ডকে ফেরত দেওয়া হবে।`;
  },
  refund_sent: ({ campaign, amount, transaction_id }) =>
    `‘${campaign}’ ক্যাম্পেইনের ${taka(amount)} ফেরত পাঠানো হয়েছে। ট্রানজেকশন আইডি: ${transaction_id}।`,
  payment_pending: ({ brand, amount, campaign, reference }) =>
    `${brand} ‘${campaign}’ ক্যাম্পেইনের জন্য ${taka(amount)} পেমেন্ট করেছে (রেফারেন্স ${reference})। পেমেন্টটি নিশ্চিত করুন।`,
  withdrawal_pending: ({ influencer, amount, payment_method }) =>
    `${influencer} ${WALLETS[payment_method]}-এ ${taka(amount)} তুলতে চেয়েছেন। অনুরোধটি দেখে নিন।`,
  withdrawal_cancelled: ({ influencer, amount, payment_method }) =>
    `${influencer} ${WALLETS[payment_method]}-এ ${taka(amount)} তোলার অনুরোধটি প্রত্যাহার করেছেন। টাকাটি পাঠাবেন না।`,
  refund_pending: ({ brand, amount, campaign }) =>
    `‘${campaign}’ ক্যাম্পেইনের জন্য ${brand}-কে ${taka(amount)} ফেরত দিন।`,
  review_published: ({ reviewer, campaign, rating }) =>
    `${reviewer} ‘${campaign}’ ক্যাম্পেইনের জন্য আপনাকে ${bengaliDigits(String(rating))} স্টার দিয়ে রিভিউ করেছেন।`,
};

const SENTENCES: Record<Language, Sentences> = { en: ENGLISH, bn: BANGLA };

/** The sentence of a notification in `language`, written from its kind and values. */
export function notificationText(
  {
    kind,
    params,
  }: NotificationContent | { kind: NotificationKind; params: LegacyNotificationText },
  language: Language,
): string {
  if ('text' in params) return params.text;
  const write = SENTENCES[language][kind] as (params: NotificationContent['params']) => string;
  return write(params);
}
