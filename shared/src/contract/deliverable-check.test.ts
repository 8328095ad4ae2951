import { deliverablesDone } from './deliverable-check';

const link = (platform: 'instagram' | 'youtube' | null) => ({
  url: 'https://example.com/post',
  platform,
});

test("a platform's links tick off its lines in the campaign's order, each by its count", () => {
  const deliverables = [
    { platform: 'instagram', kind: 'reel', count: 2 },
    { platform: 'youtube', kind: 'video', count: 1 },
    { platform: 'instagram', kind: 'story', count: 1 },
  ] as const;
  expect(deliverablesDone(deliverables, [])).toEqual([false, false, false]);
  expect(deliverablesDone(deliverables, [link('instagram'), link('youtube')])).toEqual([
    false,
    true,
    false,
  ]);
  expect(deliverablesDone(deliverables, [link('instagram'), link('instagram')])).toEqual([
    true,
    false,
    false,
  ]);
  expect(
    deliverablesDone(deliverables, [
      link('instagram'),
      link('instagram'),
      link('instagram'),
      link('youtube'),
    ]),
  ).toEqual([true, true, true]);
});

test('links with no platform tick nothing off', () => {
  expect(
    deliverablesDone([{ platform: 'instagram', kind: 'post', count: 1 }], [link(null)]),
  ).toEqual([false]);
});
