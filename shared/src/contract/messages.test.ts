import { containsRestrictedWords } from './messages';

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
  ])('lets through %s', (_name, text) => {
    expect(containsRestrictedWords(text)).toBe(false);
  });
});
