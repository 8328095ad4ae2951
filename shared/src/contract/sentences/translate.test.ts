import { createTexts } from '../../i18n/texts';
import bangla from './bn.json';
import { SENTENCES, translateFields, translateSentence } from './translate';

const messages = createTexts({ bn: { [SENTENCES]: bangla } });

describe('translateSentence', () => {
  it('keeps English exactly as it is', () => {
    expect(translateSentence('Campaign not found.', 'en', messages)).toBe('Campaign not found.');
    expect(translateSentence('Title is at most 200 characters.', 'en', messages)).toBe(
      'Title is at most 200 characters.',
    );
  });

  it('translates a known sentence into Bangla', () => {
    expect(translateSentence('Campaign not found.', 'bn', messages)).toBe(
      'ক্যাম্পেইনটি পাওয়া যায়নি।',
    );
  });

  it('fills a template with its values, numbers in Bengali digits', () => {
    expect(translateSentence('Title is at most 200 characters.', 'bn', messages)).toBe(
      'শিরোনাম সর্বোচ্চ ২০০ অক্ষরের হতে পারে।',
    );
    expect(translateSentence('The minimum withdrawal is ৳500.00.', 'bn', messages)).toBe(
      'সর্বনিম্ন ৳৫০০.০০ তোলা যায়।',
    );
  });

  it('writes an amount as the pages do (formatTaka), the English sentence untouched', () => {
    const sentence = 'The amount must equal the agreed amount of ৳123456.50.';
    expect(translateSentence(sentence, 'bn', messages)).toBe(
      'টাকার অঙ্ক নির্ধারিত ৳১,২৩,৪৫৬.৫০-এর সমান হতে হবে।',
    );
    expect(translateSentence(sentence, 'en', messages)).toBe(sentence);
  });

  it('translates a phrase inside a template ("5 minutes")', () => {
    expect(
      translateSentence(
        'Too many failed sign-in attempts for this account. Please wait 5 minutes and try again.',
        'bn',
        messages,
      ),
    ).toBe('এই অ্যাকাউন্টে অনেকবার ভুল লগইনের চেষ্টা হয়েছে। ৫ মিনিট অপেক্ষা করে আবার চেষ্টা করুন।');
    expect(translateSentence('1 second', 'bn', messages)).toBe('১ সেকেন্ড');
  });

  it('prefers the most specific template, and words zod’s own messages in Bangla', () => {
    expect(
      translateSentence('Invalid input: expected string, received undefined', 'bn', messages),
    ).toBe('এই ঘরটি পূরণ করতে হবে।');
    expect(
      translateSentence('Invalid input: expected string, received number', 'bn', messages),
    ).toBe('ভুল মান: লেখা দরকার, এসেছে সংখ্যা');
    expect(translateSentence('Too big: expected array to have <=100 items', 'bn', messages)).toBe(
      'অনেক বেশি: সর্বোচ্চ ১০০টি',
    );
  });

  it('answers the English sentence when the file has none', () => {
    expect(translateSentence('A sentence nobody wrote.', 'bn', messages)).toBe(
      'A sentence nobody wrote.',
    );
  });

  it('translates every message of a 400’s fields', () => {
    expect(
      translateFields(
        { title: ['Title is required.'], cursor: ['Something new.'] },
        'bn',
        messages,
      ),
    ).toEqual({ title: ['শিরোনাম লিখতে হবে।'], cursor: ['Something new.'] });
  });

  it('has a catalog whose entries are Bangla, placeholders only the English one’s', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [english, translation] of Object.entries(bangla)) {
      expect(translation).toMatch(/[\u0980-\u09FF]/);
      expect(placeholders(english)).toEqual(expect.arrayContaining(placeholders(translation)));
    }
  });
});
