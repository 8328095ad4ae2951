import { hasHiddenCharacters, isBlank } from './hidden-characters';

describe('isBlank', () => {
  it.each([
    ['nothing', ''],
    ['spaces and line breaks', ' \n\t '],
    ['zero-width characters', '\u200b\u200c\u200d\u2060'],
    ['a byte-order mark', '\ufeff'],
    ['bidirectional controls', '\u200e\u200f\u202a\u202e\u2066\u2069\u061c'],
    ['a Hangul filler and a braille blank', '\u3164\u2800'],
  ])('is true for %s', (_name, text) => {
    expect(isBlank(text)).toBe(true);
  });

  it.each([
    ['a letter among invisible characters', '\u200ba\u200b'],
    ['Bangla', 'হ্যাঁ'],
    ['an emoji', '👍'],
  ])('is false for %s', (_name, text) => {
    expect(isBlank(text)).toBe(false);
  });
});

describe('hasHiddenCharacters', () => {
  it.each([
    ['a zero-width space', 'admin\u200b'],
    ['a zero-width joiner between Latin letters', 'ad\u200dmin'],
    ['a byte-order mark inside', 'Eid\ufeffSale'],
    ['a soft hyphen', 'Eid\u00adSale'],
    ['a right-to-left override', 'Summer \u202etxt.exe'],
    ['a left-to-right mark', 'Sale\u200e'],
    ['a directional isolate', '\u2067Sale\u2069'],
    ['a word joiner', 'Eid\u2060Sale'],
  ])('is true for %s', (_name, text) => {
    expect(hasHiddenCharacters(text)).toBe(true);
  });

  it.each([
    ['plain text', 'Eid Sale 2026: 20% off'],
    ['Bangla with a zero-width joiner (র‍্যা)', 'র\u200d্যাম্প শো'],
    ['Bangla with a zero-width non-joiner', 'কি\u200cন্তু'],
    ['an emoji sequence', 'Creators 👩\u200d💻 wanted'],
    ['an emoji with a presentation selector', 'Love it ❤\ufe0f'],
    ['a flag sequence', 'Pride 🏳\ufe0f\u200d🌈'],
  ])('is false for %s', (_name, text) => {
    expect(hasHiddenCharacters(text)).toBe(false);
  });
});
