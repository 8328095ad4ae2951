import {
  openDisputeRequestSchema,
  decideDisputeRequestSchema,
  reviewDeliveryRequestSchema,
  submitDeliveryRequestSchema,
} from './collaborations';
import { createApplicationRequestSchema } from './applications';
import { createCampaignRequestSchema } from './campaigns';
import { freeTextSchema } from './free-text';
import { sendMessageRequestSchema } from './messages';
import { decidePaymentRequestSchema } from './payments';
import { brandProfileUpdateSchema, influencerProfileUpdateSchema } from './profiles';
import { createReviewRequestSchema, replyRequestSchema } from './reviews';
import { decideWithdrawalRequestSchema } from './withdrawals';

/** Texts that show nothing: spaces, zero-width characters, direction marks, a BOM, Braille blanks. */
const INVISIBLE = {
  'zero-width spaces': '\u200b'.repeat(12),
  'a zero-width joiner and non-joiner': '\u200d\u200c\u200d\u200c',
  'direction marks and overrides': '\u200e\u200f\u202e\u2066\u2069',
  'a byte-order mark and soft hyphens': '\ufeff\u00ad\u00ad',
  'word joiners amid spaces': ' \u2060 \u2060 ',
  'Braille blanks': '\u2800\u2800\u2800',
  'Hangul fillers': '\u3164\u3164\u115f',
};

const rule = freeTextSchema({
  required: 'Please give a reason.',
  min: { length: 10, message: 'Write at least 10 characters.' },
  max: { length: 40, message: 'Write at most 40 characters.' },
});
const messagesOf = (text: unknown) =>
  rule.safeParse(text).error?.issues.map((issue) => issue.message) ?? [];

describe('the free-text rule', () => {
  it.each(Object.entries(INVISIBLE))('reads a text of only %s as empty', (_, text) => {
    expect(messagesOf(text)).toEqual(['Please give a reason.']);
    expect(freeTextSchema({ max: { length: 5, message: 'At most 5.' } }).parse(text)).toBe('');
  });

  it('counts only the characters that show towards the minimum', () => {
    expect(messagesOf(`abc${'\u200b'.repeat(9)}`)).toEqual(['Write at least 10 characters.']);
    expect(messagesOf('a\u200bb\u200bc\u200bd\u200be')).toEqual(['Write at least 10 characters.']);
    expect(rule.parse('Too short!')).toBe('Too short!');
  });

  it('trims, keeps what shows as it was written, and counts what is stored towards the maximum', () => {
    expect(rule.parse('  Late by a week.  ')).toBe('Late by a week.');
    // Bangla needs its joiners (র‍্য) and emoji theirs (❤️, 👩‍💻): they stay.
    expect(rule.parse('র‍্যাব নিয়ে রিভিউ ❤️')).toBe('র‍্যাব নিয়ে রিভিউ ❤️');
    expect(rule.parse('Great work 👩‍💻 team')).toBe('Great work 👩‍💻 team');
    expect(messagesOf('x'.repeat(41))).toEqual(['Write at most 40 characters.']);
    expect(messagesOf(`${'x'.repeat(32)}${'\u200b'.repeat(9)}`)).toEqual([
      'Write at most 40 characters.',
    ]);
  });

  it('refuses what is not text with the empty sentence', () => {
    expect(messagesOf(undefined)).toEqual(['Please give a reason.']);
    expect(messagesOf(42)).toEqual(['Please give a reason.']);
  });
});

describe('every free-text field of the contract follows it', () => {
  const blank = '\u200b'.repeat(12);
  const fieldMessage = (
    schema: {
      safeParse(value: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
    },
    body: object,
    field: string,
  ) => schema.safeParse(body).error?.issues.find((issue) => issue.path[0] === field)?.message;

  it.each([
    ['a dispute reason', openDisputeRequestSchema, {}, 'reason', 'Please give a reason.'],
    [
      'a change-request reason',
      reviewDeliveryRequestSchema,
      { decision: 'changes_requested' },
      'reason',
      'Please give a reason.',
    ],
    [
      'a payment rejection reason',
      decidePaymentRequestSchema,
      { status: 'rejected' },
      'reason',
      'Please give a reason.',
    ],
    [
      'a withdrawal rejection reason',
      decideWithdrawalRequestSchema,
      { status: 'rejected' },
      'reason',
      'Please give a reason.',
    ],
    [
      'a dispute decision reason',
      decideDisputeRequestSchema,
      { outcome: 'release' },
      'reason',
      'Please give a reason.',
    ],
    ['a review', createReviewRequestSchema, { rating: 5 }, 'text', 'Write your review.'],
    ['a reply', replyRequestSchema, {}, 'text', 'Write your reply.'],
    [
      'a message',
      sendMessageRequestSchema,
      { receiver: 1 },
      'content',
      'Please select a user and enter a message',
    ],
    [
      'a proposal',
      createApplicationRequestSchema,
      { campaign: 1 },
      'proposal',
      'Proposal is required.',
    ],
    [
      "a campaign's title",
      createCampaignRequestSchema,
      { description: 'Looks', budget: '500', category: 'fashion' },
      'title',
      'Title is required.',
    ],
    [
      "a campaign's description",
      createCampaignRequestSchema,
      { title: 'Eid', budget: '500', category: 'fashion' },
      'description',
      'Description is required.',
    ],
    [
      "an influencer's bio",
      influencerProfileUpdateSchema,
      { username: 'nusrat', email: 'n@example.com', category: 'fashion', followers_count: 1 },
      'bio',
      'Bio is required.',
    ],
  ])('%s of only invisible characters is empty', (_, schema, rest, field, sentence) => {
    expect(fieldMessage(schema, { ...rest, [field]: blank }, field)).toBe(sentence);
  });

  it('an optional text of only invisible characters is none: a delivery note, a brand bio or industry', () => {
    const links = [{ url: 'https://www.instagram.com/p/abc' }];
    expect(submitDeliveryRequestSchema.parse({ links, note: blank }).note).toBe('');
    const brand = brandProfileUpdateSchema.parse({
      username: 'aarong',
      email: 'a@example.com',
      bio: blank,
      industry: ` ${blank} `,
    });
    expect(brand).toMatchObject({ bio: null, industry: null });
  });
});
