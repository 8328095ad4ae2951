import { act, renderHook, waitFor } from '@testing-library/react';
import { useCampaigns } from '../api/campaigns';
import { aCampaign } from '../testing/contract-fixtures';
import { nextPageLink, serveApi } from '../testing/fake-api';
import { withQueryClient } from '../testing/query-wrapper';
import { createTestQueryClient } from '../testing/render-page';
import { nextCursorFromLink } from './keyset-pages';

function campaign(id: number) {
  return aCampaign({
    id,
    title: `Campaign ${id}`,
    description: 'Eid collection shoot',
    deadline: null,
    applications_count: 0,
    created_at: '2026-11-01T04:00:00Z',
  });
}

test.each([
  ['</api/campaigns/?limit=50&cursor=MTI>; rel="next"', 'MTI'],
  ['<https://portal.example/api/x/?cursor=abc&limit=2>; rel=next', 'abc'],
  ['</api/x/?cursor=first>; rel="prev", </api/x/?cursor=second>; rel="next"', 'second'],
  ['</api/x/?limit=50>; rel="next"', undefined],
  [undefined, undefined],
])('the next cursor of %p is %p', (link, cursor) => {
  expect(nextCursorFromLink(link)).toBe(cursor);
});

test('follows Link: rel="next" page by page and stops when there is none', async () => {
  const requests = serveApi({
    'GET /campaigns/': (request) =>
      request.params.cursor === undefined
        ? {
            status: 200,
            data: [campaign(3), campaign(2)],
            headers: nextPageLink('/campaigns/', 'Mg'),
          }
        : { status: 200, data: [campaign(1)] },
  });
  const { result } = renderHook(() => useCampaigns(), {
    wrapper: withQueryClient(createTestQueryClient()),
  });

  await waitFor(() => expect(result.current.items).toHaveLength(2));
  expect(result.current.hasMore).toBe(true);

  act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual([3, 2, 1]));
  expect(result.current.hasMore).toBe(false);
  expect(requests.map((request) => request.params)).toEqual([{}, { cursor: 'Mg' }]);
});

test('only non-empty filters are sent, and each filter set has its own cache entry', async () => {
  const requests = serveApi({ 'GET /campaigns/': { status: 200, data: [campaign(1)] } });
  const client = createTestQueryClient();
  const { result, rerender } = renderHook(
    ({ category }: { category: 'fashion' | '' }) =>
      useCampaigns({ category, search: '  eid  ', min_budget: '' }),
    { wrapper: withQueryClient(client), initialProps: { category: '' } },
  );
  await waitFor(() => expect(result.current.items).toHaveLength(1));

  rerender({ category: 'fashion' });
  await waitFor(() => expect(requests).toHaveLength(2));

  expect(requests.map((request) => request.params)).toEqual([
    { search: 'eid' },
    { category: 'fashion', search: 'eid' },
  ]);
  expect(client.getQueryCache().findAll({ queryKey: ['campaigns', 'list'] })).toHaveLength(2);
});

test('a list item the contract does not recognise is an error, never shown half-read', async () => {
  serveApi({ 'GET /campaigns/': { status: 200, data: [{ id: 'x' }] } });
  const { result } = renderHook(() => useCampaigns(), {
    wrapper: withQueryClient(createTestQueryClient()),
  });
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(result.current.items).toEqual([]);
});
