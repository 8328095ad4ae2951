import {
  CONTENT_CHECK_WARM_UP,
  CONTACT_DETAILS_ERROR,
  containsRestrictedWords,
  refusedContent,
  RESTRICTED_WORDS_ERROR,
  sendMessageRequestSchema,
} from './messages';

describe('containsRestrictedWords', () => {
  it.each([
    ['the plain words', 'Please send the payment today'],
    ['any case', 'my BANK ACCOUNT is ready'],
    ['the third phrase', 'what is your account number?'],
    ['a plural', 'two payments'],
    ['runs of spaces and line breaks between words', 'bank   account\nnumber'],
    ['a line break inside a phrase', 'account\nnumber'],
    ['joined or dashed phrases', 'bankaccount, bank-account, account_number'],
    ['full-width letters', 'ｐａｙｍｅｎｔ'],
    ['styled mathematical letters', '𝐩𝐚𝐲𝐦𝐞𝐧𝐭'],
    ['accents', 'pàymént'],
    ['invisible characters', 'pay\u200bment, pay\u00adment, pay\u2060ment'],
    ['letters spaced out', 'p a y m e n t'],
    ['letters spaced out in capitals with dots', 'P.A.Y.M.E.N.T please'],
    ['letters with dashes and several spaces', 'send the p-a-y  m-e-n-t'],
    ['a spaced-out phrase', 'b a n k a c c o u n t'],
    ['a spaced-out phrase with a gap between the words', 'a c c o u n t   n u m b e r'],
    ['a Cyrillic а', 'p\u0430yment'],
    ['several Cyrillic letters', '\u0440\u0430\u0443m\u0435nt'],
    ['Greek capitals', '\u03a1\u0391\u03a5\u039c\u0395\u039d\u03a4'],
    ['Greek small letters', 'b\u03b1nk \u03b1cc\u03bfunt'],
    ['a zero for an o', 'acc0unt number'],
    ['an @ for an a', 'p@yment'],
    ['Cyrillic letters spaced out', 'p \u0430 y m \u0435 n t'],
    ['a space inside the word', 'send the pay ment now'],
    ['a dash inside the word', 'pay-ment'],
    ['an underscore inside the word', 'pay_ment'],
    ['a dot inside the word', 'pay.ment'],
    ['a slash between the words of a phrase', 'my bank/account is ready'],
    ['a split plural', 'two pay ments'],
    ['a 3 for an e', 'paym3nt'],
    ['a 4 for an a', 'p4yment'],
    ['a 7 for a t and an 8 for a b', 'paymen7 to my 8ank account'],
    ['small capitals', '\u1d18\u1d00\u028f\u1d0d\u1d07\u0274\u1d1b'],
    ['a zero-width space', 'pay\u200bment'],
    ['a zero-width joiner and a byte-order mark', 'bank\u200d \ufeffaccount'],
    ['a bidirectional control', 'pay\u202ement'],
    ["the word inside another, as the spec's substring rule says", 'prepayment'],
    ['Bangla payment', 'পেমেন্ট পাঠান'],
    ['Bangla payment with an ending', 'পেমেন্টের কী হলো?'],
    ['Bangla bank account', 'আমার ব্যাংক একাউন্ট দিচ্ছি'],
    ['Bangla bank account, the other spelling', 'ব্যাংক অ্যাকাউন্ট'],
    ['Bangla account number', 'অ্যাকাউন্ট নম্বর দিন'],
    ['Bangla account number, the spoken spelling', 'একাউন্ট নাম্বার'],
    ['Bangla split by a space', 'পে মেন্ট'],
    ['Bangla with a zero-width non-joiner', 'পেমে\u200cন্ট'],
    ['Bangla bank and account joined by a dash', 'ব্যাংক-একাউন্ট'],
  ])('catches %s', (_name, text) => {
    expect(containsRestrictedWords(text)).toBe(true);
  });

  it.each([
    ['an ordinary message', 'Hello, can you post the reel on Friday?'],
    ['pay and mentor side by side', 'I will pay mentors for the workshop'],
    ['pay and men side by side', 'We pay men and women the same fee'],
    ['a bank and an account apart', 'The bank will account for the delay'],
    ['words that end a sentence apart', 'I work at a bank. Account managers love it.'],
    ['single letters that spell nothing', 'Plan A, B or C: a b c d e'],
    ['an account on its own', 'Check my Instagram account'],
    ['a number on its own', 'My phone number changed'],
    ['Russian', 'Привет! Как дела? Спасибо за сотрудничество.'],
    ['Greek', 'Καλημέρα, τι κάνεις; Ευχαριστώ πολύ.'],
    ['Bengali', 'আমি শুক্রবার রিলটি পোস্ট করব, ধন্যবাদ!'],
    ['emoji', 'Looks great 👍🏽🎉'],
    ['company', 'Our company sponsors the show'],
    ['accountable', 'We hold every creator accountable'],
    ['bank holiday', 'The shoot moves because of the bank holiday'],
    ['pay and mentor apart by a comma', 'Ask about my pay, mentor'],
    ['pay and a word starting with ment', 'They pay mentally draining rates'],
    ['a dotted word that is no restricted word', 'see pay.mentor.com'],
    ['numbers beside words', 'Room 4, floor 3, 2024 accountability report'],
    ['an account and a number far apart', 'My account was made in 2020; the number of posts is 40'],
    ['Bangla: the bank is closed', 'আজ ব্যাংক বন্ধ, কাল কথা বলব'],
    ['Bangla: my account is verified', 'আমার অ্যাকাউন্ট ভেরিফাই হয়েছে'],
    ['Bangla: give the number', 'ফোন নম্বরটা দিন, রিল নিয়ে কথা বলি'],
    ['Bangla: an ordinary request', 'ক্যাম্পেইনের রিলটা কবে পোস্ট করবেন? ধন্যবাদ।'],
    ['an emoji sequence with joiners', 'Team 👩‍💻👨‍👩‍👧 ready'],
  ])('lets through %s', (_name, text) => {
    expect(containsRestrictedWords(text)).toBe(false);
  });
});

describe('sendMessageRequestSchema', () => {
  it.each([
    ['zero-width spaces', '\u200b\u200b'],
    ['a byte-order mark and a word joiner', '\ufeff\u2060'],
    ['bidirectional controls', '\u202e\u2066\u200f'],
    ['invisible characters among spaces', ' \u200b \u00a0\u3164 '],
  ])('refuses a message of only %s as empty', (_name, content) => {
    const result = sendMessageRequestSchema.safeParse({ receiver: 1, content });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please select a user and enter a message',
    ]);
  });

  it('keeps a message with visible text', () => {
    expect(sendMessageRequestSchema.parse({ receiver: 1, content: ' hi\u200b ' }).content).toBe(
      'hi\u200b',
    );
  });
});

describe('CONTENT_CHECK_WARM_UP', () => {
  it('builds and runs every pattern ahead of a check, which then refuses and passes as before', () => {
    for (const step of CONTENT_CHECK_WARM_UP) step();
    expect(refusedContent('p a y ment please')).toEqual({
      sentence: RESTRICTED_WORDS_ERROR,
      found: 'p a y ment',
    });
    expect(refusedContent('on tele gram')?.sentence).toBe(CONTACT_DETAILS_ERROR);
    expect(refusedContent('The draft is ready.')).toBeNull();
  });
});

describe('refusedContent', () => {
  it.each([
    ['Payment done via bKash', 'Payment'],
    ['পেমেন্ট করে দিয়েছি', 'পেমেন্ট'],
    ['send it to my b a n k account', 'b a n k account'],
    // Separators beyond the Basic Multilingual Plane: the word is named as written, whole.
    ['the pay😀ment is late', 'pay😀ment'],
    ['😀😀 p😀a😀y ment', 'p😀a😀y ment'],
    ['the bank. Account managers', null],
  ])('names the restricted word of %j', (text, found) => {
    expect(refusedContent(text)).toEqual(
      found === null ? null : { sentence: RESTRICTED_WORDS_ERROR, found },
    );
  });

  it.each([
    ['Call me on 01711-123456, WhatsApp করুন', '01711-123456'],
    ['০১৭১১ ১২৩ ৪৫৬', '০১৭১১ ১২৩ ৪৫৬'],
    ['+880 1711 123456 anytime', '+880 1711 123456'],
    ['8801711123456', '8801711123456'],
    ['London: +44 20 7946 0958', '+44 20 7946 0958'],
    ['mail a.b@gmail.com', 'a.b@gmail.com'],
    ['mail me: nusrat (at) gmail (dot) com', 'nusrat (at) gmail (dot) com'],
    ['ｎｕｓｒａｔ＠ｇｍａｉｌ．ｃｏｍ', 'nusrat@gmail.com'],
    ['WhatsApp করুন', 'WhatsApp'],
    ['Whats App me', 'Whats App'],
    ['W h a t s A p p', 'W h a t s A p p'],
    ['wh\u0430tsapp', 'wh\u0430tsapp'],
    ['find me on imo', 'imo'],
    ['Telegram: my handle', 'Telegram'],
    ['viber', 'viber'],
    ['হোয়াটসঅ্যাপে আসুন', 'হোয়াটসঅ্যাপে'],
    ['ইমো দিন', 'ইমো'],
    ['টেলিগ্রামে', 'টেলিগ্রামে'],
    ['ভাইবার', 'ভাইবার'],
    ['t.me/nusrat', 't.me/'],
    ['on 🙂 tele🙂gram 🙂', 'tele🙂gram'],
  ])('names the contact detail of %j', (text, found) => {
    expect(refusedContent(text)).toEqual({ sentence: CONTACT_DETAILS_ERROR, found });
  });

  it('names a restricted word before a contact detail', () => {
    expect(refusedContent('payment to 01711123456')?.sentence).toBe(RESTRICTED_WORDS_ERROR);
  });

  it.each([
    'Hello, can you post the reel on Friday?',
    '৳15,000.00 for 3 posts by 2026-12-01',
    'Order 12345678 is ready',
    'TrxID 9AB3CD4EF5',
    'The shoot is in Timor-Leste',
    'I will do it immortally well',
    'আমি শুক্রবার রিলটি পোস্ট করব',
    '১৫,০০০ টাকা, ৩টি পোস্ট',
  ])('lets %j through', (text) => {
    expect(refusedContent(text)).toBeNull();
  });
});
