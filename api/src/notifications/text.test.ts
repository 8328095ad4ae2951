import { notificationText } from './text';
import type { NotificationContent } from '@portal/shared/contract/notifications';
import { NOTIFICATION_EXAMPLES as CASES } from '../test/notification-examples';

describe('notificationText', () => {
  it.each(CASES)('writes %j in English and Bangla', (content, english, bangla) => {
    expect(notificationText(content, 'en')).toBe(english);
    expect(notificationText(content, 'bn')).toBe(bangla);
  });

  it('covers every kind', () => {
    expect(new Set(CASES.map(([content]) => content.kind)).size).toBe(6);
  });

  it.each<[NotificationContent, string, string]>([
    [
      {
        kind: 'package_ordered',
        params: { brand: 'aarong', title: 'Eid reel bundle', amount: '12500.00' },
      },
      'aarong bought your package Eid reel bundle for ৳12,500.00. It starts once the payment is confirmed.',
      'aarong আপনার প্যাকেজ ‘Eid reel bundle’ ৳১২,৫০০.০০-এ কিনেছে। পেমেন্ট নিশ্চিত হলে কাজ শুরু হবে।',
    ],
    [
      {
        kind: 'payment_decided',
        params: {
          to: 'brand',
          status: 'rejected',
          amount: '5000.00',
          influencer: 'rina_k',
          campaign: 'Eid Collection',
          reason: 'Amount does not match',
        },
      },
      'Your payment of ৳5,000.00 to rina_k for Eid Collection was rejected: Amount does not match. Pay again with the right transaction ID.',
      '‘Eid Collection’ ক্যাম্পেইনের জন্য rina_k-কে পাঠানো আপনার ৳৫,০০০.০০ পেমেন্ট প্রত্যাখ্যাত হয়েছে: টাকার পরিমাণ মেলেনি। সঠিক ট্রানজেকশন আইডি দিয়ে আবার পেমেন্ট করুন।',
    ],
    [
      {
        kind: 'payment_decided',
        params: {
          to: 'influencer',
          status: 'rejected',
          amount: '5000.00',
          brand: 'aarong',
          campaign: 'Eid Collection',
          reason: 'The screenshot shows another number!',
        },
      },
      'The payment of ৳5,000.00 from aarong for Eid Collection was rejected: The screenshot shows another number! The brand can submit the payment again.',
      '‘Eid Collection’ ক্যাম্পেইনের জন্য aarong-এর পাঠানো ৳৫,০০০.০০ পেমেন্ট প্রত্যাখ্যাত হয়েছে: The screenshot shows another number! ব্র্যান্ড আবার পেমেন্ট জমা দিতে পারবে।',
    ],
    [
      {
        kind: 'withdrawal_decided',
        params: {
          status: 'approved',
          amount: '2000.00',
          phone_number: '01712345678',
          transaction_id: '8N7A6D5C4B',
        },
      },
      'Your withdrawal of ৳2,000.00 was sent to 01712345678. Payout reference: 8N7A6D5C4B.',
      'আপনার ৳২,০০০.০০ ০১৭১২৩৪৫৬৭৮ নম্বরে পাঠানো হয়েছে। পেআউট রেফারেন্স: 8N7A6D5C4B।',
    ],
    [
      {
        kind: 'withdrawal_decided',
        params: { status: 'rejected', amount: '2000.00', reason: 'Wrong wallet' },
      },
      'Your withdrawal of ৳2,000.00 was rejected: Wrong wallet. The amount is back in your balance.',
      'আপনার ৳২,০০০.০০ তোলার অনুরোধ প্রত্যাখ্যাত হয়েছে: ভুল ওয়ালেট। টাকাটি আপনার ব্যালেন্সে ফেরত গেছে।',
    ],
  ])("writes the admin's reason or payout reference: %j", (content, english, bangla) => {
    expect(notificationText(content, 'en')).toBe(english);
    expect(notificationText(content, 'bn')).toBe(bangla);
  });

  it('shows a sentence kept from before the values as it is, in every language', () => {
    const legacy = { kind: 'message_received' as const, params: { text: 'An old sentence.' } };
    expect(notificationText(legacy, 'en')).toBe('An old sentence.');
    expect(notificationText(legacy, 'bn')).toBe('An old sentence.');
  });
});
