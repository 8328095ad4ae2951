import { DELIVERABLE_COUNT_MAX, DELIVERABLES_MAX, deliverablesSchema } from './deliverables';

const firstError = (value: unknown) =>
  deliverablesSchema.safeParse(value).error?.issues[0]?.message;

describe('deliverablesSchema', () => {
  it('takes lines of a known platform and kind with a count from 1 to the maximum', () => {
    const lines = [
      { platform: 'instagram', kind: 'reel', count: 2 },
      { platform: 'facebook', kind: 'post', count: DELIVERABLE_COUNT_MAX },
    ];
    expect(deliverablesSchema.parse(lines)).toEqual(lines);
    expect(deliverablesSchema.parse([])).toEqual([]);
  });

  it('refuses an unknown platform or kind', () => {
    expect(
      deliverablesSchema.safeParse([{ platform: 'myspace', kind: 'post', count: 1 }]).success,
    ).toBe(false);
    expect(
      deliverablesSchema.safeParse([{ platform: 'youtube', kind: 'tweet', count: 1 }]).success,
    ).toBe(false);
  });

  it('refuses a count that is not a whole number from 1 to the maximum, with a sentence', () => {
    expect(firstError([{ platform: 'youtube', kind: 'video', count: 0 }])).toBe(
      'Enter how many: at least 1.',
    );
    expect(
      firstError([{ platform: 'youtube', kind: 'video', count: DELIVERABLE_COUNT_MAX + 1 }]),
    ).toBe(`Enter how many: at most ${DELIVERABLE_COUNT_MAX}.`);
    expect(firstError([{ platform: 'youtube', kind: 'video', count: 1.5 }])).toBe(
      'Enter how many as a whole number.',
    );
  });

  it('refuses the same platform and kind twice, and more lines than the maximum', () => {
    expect(
      firstError([
        { platform: 'tiktok', kind: 'video', count: 1 },
        { platform: 'tiktok', kind: 'video', count: 3 },
      ]),
    ).toBe('List each platform and kind once, with how many.');
    const many = Array.from({ length: DELIVERABLES_MAX + 1 }, (_, index) => ({
      platform: 'instagram',
      kind: 'post',
      count: index + 1,
    }));
    expect(firstError(many)).toBe(`List at most ${DELIVERABLES_MAX} deliverables.`);
  });
});
