import type { NotificationContent } from '@portal/shared/contract/notifications';

/**
 * A notification of every kind and variant, with its sentence in English (word for word as the
 * services wrote it before notifications stored values, amounts as formatTaka writes them) and in
 * Bangla: for the tests of the sentences and of the migration that reads values back from the old
 * sentences.
 */
export const NOTIFICATION_EXAMPLES: [NotificationContent, string, string][] = [
  [
    { kind: 'application_received', params: { influencer: 'rina_k', campaign: 'Eid Collection' } },
    'rina_k applied to Eid Collection.',
    'rina_k আপনার ‘Eid Collection’ ক্যাম্পেইনে আবেদন করেছেন।',
  ],
  [
    { kind: 'application_decided', params: { campaign: 'Eid Collection', status: 'accepted' } },
    'Your application to Eid Collection was accepted.',
    '‘Eid Collection’ ক্যাম্পেইনে আপনার আবেদন গৃহীত হয়েছে।',
  ],
  [
    { kind: 'application_decided', params: { campaign: 'Eid Collection', status: 'rejected' } },
    'Your application to Eid Collection was rejected.',
    '‘Eid Collection’ ক্যাম্পেইনে আপনার আবেদন প্রত্যাখ্যাত হয়েছে।',
  ],
  [
    {
      kind: 'payment_submitted',
      params: { brand: 'aarong', amount: '1234567.50', campaign: 'Eid Collection' },
    },
    'aarong sent a payment of ৳12,34,567.50 for Eid Collection. It is awaiting confirmation.',
    'aarong ‘Eid Collection’ ক্যাম্পেইনের জন্য ৳১২,৩৪,৫৬৭.৫০ পেমেন্ট পাঠিয়েছে। এটি নিশ্চিত হওয়ার অপেক্ষায় আছে।',
  ],
  [
    {
      kind: 'payment_decided',
      params: {
        to: 'influencer',
        status: 'confirmed',
        amount: '1500.00',
        brand: 'aarong',
        campaign: 'Eid Collection',
      },
    },
    'The payment of ৳1,500.00 from aarong for Eid Collection was confirmed.',
    '‘Eid Collection’ ক্যাম্পেইনের জন্য aarong-এর পাঠানো ৳১,৫০০.০০ পেমেন্ট নিশ্চিত হয়েছে।',
  ],
  [
    {
      kind: 'payment_decided',
      params: {
        to: 'influencer',
        status: 'rejected',
        amount: '1500.00',
        brand: 'aarong',
        campaign: 'Eid Collection',
      },
    },
    'The payment of ৳1,500.00 from aarong for Eid Collection was rejected. The brand can submit the payment again.',
    '‘Eid Collection’ ক্যাম্পেইনের জন্য aarong-এর পাঠানো ৳১,৫০০.০০ পেমেন্ট প্রত্যাখ্যাত হয়েছে। ব্র্যান্ড আবার পেমেন্ট জমা দিতে পারবে।',
  ],
  [
    {
      kind: 'payment_decided',
      params: {
        to: 'brand',
        status: 'confirmed',
        amount: '1500.00',
        influencer: 'rina_k',
        campaign: 'Eid Collection',
      },
    },
    'Your payment of ৳1,500.00 to rina_k for Eid Collection was confirmed.',
    '‘Eid Collection’ ক্যাম্পেইনের জন্য rina_k-কে পাঠানো আপনার ৳১,৫০০.০০ পেমেন্ট নিশ্চিত হয়েছে।',
  ],
  [
    {
      kind: 'payment_decided',
      params: {
        to: 'brand',
        status: 'rejected',
        amount: '1500.00',
        influencer: 'rina_k',
        campaign: 'Eid Collection',
      },
    },
    'Your payment of ৳1,500.00 to rina_k for Eid Collection was rejected. Please check the transaction ID and pay again.',
    '‘Eid Collection’ ক্যাম্পেইনের জন্য rina_k-কে পাঠানো আপনার ৳১,৫০০.০০ পেমেন্ট প্রত্যাখ্যাত হয়েছে। ট্রানজেকশন আইডি দেখে আবার পেমেন্ট করুন।',
  ],
  [
    {
      kind: 'withdrawal_decided',
      params: { status: 'approved', amount: '2500.00', phone_number: '01712345678' },
    },
    'Your withdrawal of ৳2,500.00 to 01712345678 was approved. It reaches your wallet within 2-5 working days.',
    '০১৭১২৩৪৫৬৭৮ নম্বরে ৳২,৫০০.০০ তোলার অনুরোধ অনুমোদিত হয়েছে। ২-৫ কর্মদিবসের মধ্যে টাকা আপনার ওয়ালেটে পৌঁছাবে।',
  ],
  [
    { kind: 'withdrawal_decided', params: { status: 'rejected', amount: '2500.00' } },
    'Your withdrawal of ৳2,500.00 was rejected. The amount is back in your balance.',
    'আপনার ৳২,৫০০.০০ তোলার অনুরোধ প্রত্যাখ্যাত হয়েছে। টাকাটি আপনার ব্যালেন্সে ফেরত গেছে।',
  ],
  [
    { kind: 'message_received', params: { sender: 'aarong' } },
    'New message from aarong.',
    'aarong আপনাকে একটি নতুন মেসেজ পাঠিয়েছেন।',
  ],
];
