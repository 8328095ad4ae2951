import { sentenceIn } from '../texts';
import { sentencesInSources } from '../test/sentence-sources';

describe('the sentences the API and the contract say to a user', () => {
  const sentences = sentencesInSources();

  it('are found in the sources (the scan sees the error helpers and the schemas)', () => {
    const texts = sentences.map(({ text }) => text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Please log in.',
        'Campaign not found.',
        'This username is reserved. Please choose another.',
        'Title is at most 7 characters.',
        'Username must be 3-30 characters.',
        'The request body is not valid JSON.',
      ]),
    );
    expect(new Set(texts).size).toBeGreaterThan(90);
  });

  it('each have a Bangla entry in shared/src/contract/sentences/bn.json', () => {
    const missing = sentences
      .filter(({ text }) => sentenceIn('bn', text) === text)
      .map(({ file, text }) => `${file}: ${text}`);
    expect(missing).toEqual([]);
  });
});
