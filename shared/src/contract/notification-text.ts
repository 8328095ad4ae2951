import type { Language } from '../language';
import { formatTaka } from '../money';
import { bengaliDigits } from './digits';
import type { NotificationContent, NotificationKind, NotificationParams } from './notifications';

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

/** English: the spec's sentences, word for word, amounts as the contract writes them (৳1500.00). */
const ENGLISH: Sentences = {
  application_received: ({ influencer, campaign }) => `${influencer} applied to ${campaign}.`,
  application_decided: ({ campaign, status }) => `Your application to ${campaign} was ${status}.`,
  payment_submitted: ({ brand, amount, campaign }) =>
    `${brand} sent a payment of ৳${amount} for ${campaign}. It is awaiting confirmation.`,
  payment_decided: (params) => {
    const { amount, campaign, status } = params;
    if (params.to === 'influencer') {
      const outcome =
        status === 'confirmed'
          ? 'was confirmed.'
          : 'was rejected. The brand can submit the payment again.';
      return `The payment of ৳${amount} from ${params.brand} for ${campaign} ${outcome}`;
    }
    return status === 'confirmed'
      ? `Your payment of ৳${amount} to ${params.influencer} for ${campaign} was confirmed.`
      : `Your payment of ৳${amount} to ${params.influencer} for ${campaign} was rejected. Please check the transaction ID and pay again.`;
  },
  withdrawal_decided: (params) =>
    params.status === 'approved'
      ? `Your withdrawal of ৳${params.amount} to ${params.phone_number} was approved. It reaches your wallet within 2-5 working days.`
      : `Your withdrawal of ৳${params.amount} was rejected. The amount is back in your balance.`,
  message_received: ({ sender }) => `New message from ${sender}.`,
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
    const { amount, campaign, status } = params;
    if (params.to === 'influencer') {
      return status === 'confirmed'
        ? `‘${campaign}’ ক্যাম্পেইনের জন্য ${params.brand}-এর পাঠানো ${taka(amount)} পেমেন্ট নিশ্চিত হয়েছে।`
        : `‘${campaign}’ ক্যাম্পেইনের জন্য ${params.brand}-এর পাঠানো ${taka(amount)} পেমেন্ট বাতিল হয়েছে। ব্র্যান্ড আবার পেমেন্ট জমা দিতে পারবে।`;
    }
    return status === 'confirmed'
      ? `‘${campaign}’ ক্যাম্পেইনের জন্য ${params.influencer}-কে পাঠানো আপনার ${taka(amount)} পেমেন্ট নিশ্চিত হয়েছে।`
      : `‘${campaign}’ ক্যাম্পেইনের জন্য ${params.influencer}-কে পাঠানো আপনার ${taka(amount)} পেমেন্ট বাতিল হয়েছে। ট্রানজেকশন আইডি দেখে আবার পেমেন্ট করুন।`;
  },
  withdrawal_decided: (params) =>
    params.status === 'approved'
      ? `${bengaliDigits(params.phone_number)} নম্বরে ${taka(params.amount)} তোলার অনুরোধ অনুমোদিত হয়েছে। ২-৫ কর্মদিবসের মধ্যে টাকা আপনার ওয়ালেটে পৌঁছাবে।`
      : `আপনার ${taka(params.amount)} তোলার অনুরোধ বাতিল হয়েছে। টাকাটি আপনার ব্যালান্সে ফেরত গেছে।`,
  message_received: ({ sender }) => `${sender} আপনাকে একটি নতুন মেসেজ পাঠিয়েছেন।`,
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
