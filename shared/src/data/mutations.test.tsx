import { act, renderHook, waitFor } from '@testing-library/react';
import { useBrandDashboard } from '../api/dashboards';
import { useCampaigns, useCreateCampaign } from '../api/campaigns';
import { usePaymentApplications } from '../api/applications';
import { aCampaign } from '../testing/contract-fixtures';
import { serveApi, type FakeReply, type FakeRequest } from '../testing/fake-api';
import { withQueryClient } from '../testing/query-wrapper';
import { createTestQueryClient } from '../testing/render-page';

const created = aCampaign({
  id: 9,
  title: 'Winter Launch',
  description: 'Jackets',
  budget: '8500.00',
  deadline: null,
  applications_count: 0,
  created_at: '2026-11-23T04:00:00Z',
});

const dashboard = {
  stats: { total_campaigns: 1, total_applications: 0, money_spent: '0.00' },
  recent_campaigns: [],
  recent_applications: [],
  monthly_spending: ['06', '07', '08', '09', '10', '11'].map((month) => ({
    month: `2026-${month}`,
    amount: '0.00',
  })),
};

function count(requests: FakeRequest[], line: string) {
  return requests.filter((request) => `${request.method} ${request.url}` === line).length;
}

test('creating a campaign refetches the campaign lists and the dashboard, not other lists', async () => {
  const requests = serveApi({
    'GET /campaigns/': { status: 200, data: [] },
    'GET /dashboard/brand/': { status: 200, data: dashboard },
    'GET /applications/': { status: 200, data: [] },
    'POST /campaigns/': { status: 201, data: created },
  });
  const { result } = renderHook(
    () => ({
      campaigns: useCampaigns(),
      dashboard: useBrandDashboard(),
      payments: usePaymentApplications('brand'),
      create: useCreateCampaign(),
    }),
    { wrapper: withQueryClient(createTestQueryClient()) },
  );
  await waitFor(() => expect(result.current.dashboard.isSuccess).toBe(true));
  await waitFor(() => expect(result.current.payments.isLoading).toBe(false));

  await act(() =>
    result.current.create.mutateAsync({
      title: 'Winter Launch',
      description: 'Jackets',
      budget: '8500',
      category: 'fashion',
    }),
  );

  expect(count(requests, 'GET /campaigns/')).toBe(2);
  expect(count(requests, 'GET /dashboard/brand/')).toBe(2);
  expect(count(requests, 'GET /applications/')).toBe(1);
  expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
    title: 'Winter Launch',
    description: 'Jackets',
    budget: '8500',
    category: 'fashion',
  });
});

test('a refused write refetches nothing and hands the error to the page', async () => {
  const requests = serveApi({
    'GET /campaigns/': { status: 200, data: [] },
    'POST /campaigns/': {
      status: 400,
      data: { error: 'Check the fields.', fields: { budget: ['Enter an amount.'] } },
    },
  });
  const { result } = renderHook(() => ({ list: useCampaigns(), create: useCreateCampaign() }), {
    wrapper: withQueryClient(createTestQueryClient()),
  });
  await waitFor(() => expect(result.current.list.isLoading).toBe(false));

  await act(async () => {
    await expect(
      result.current.create.mutateAsync({
        title: 't',
        description: 'd',
        budget: 'x',
        category: 'food',
      }),
    ).rejects.toMatchObject({ response: { status: 400 } });
  });
  expect(count(requests, 'GET /campaigns/')).toBe(1);
});

describe("a call's callbacks run after the component that called mutate has unmounted", () => {
  // The refetch a write causes often removes the component that wrote (a paid row closes the
  // Pay Now dialog): its success message must not depend on whether it is still mounted.
  async function writeThenUnmount(reply: FakeReply) {
    let answer: ((reply: FakeReply) => void) | undefined;
    serveApi({
      'GET /campaigns/': { status: 200, data: [] },
      'POST /campaigns/': () => new Promise<FakeReply>((resolve) => (answer = resolve)),
    });
    const { result, unmount } = renderHook(() => useCreateCampaign(), {
      wrapper: withQueryClient(createTestQueryClient()),
    });
    const onSuccess = jest.fn();
    const onError = jest.fn();
    const onSettled = jest.fn();
    const input = {
      title: 'Winter Launch',
      description: 'Jackets',
      budget: '8500',
      category: 'fashion' as const,
    };
    act(() => result.current.mutate(input, { onSuccess, onError, onSettled }));
    await waitFor(() => expect(answer).toBeDefined());
    unmount();
    answer?.(reply);
    return { onSuccess, onError, onSettled, input };
  }

  test('success', async () => {
    const { onSuccess, onError, onSettled, input } = await writeThenUnmount({
      status: 201,
      data: created,
    });
    await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1));
    expect(onSuccess).toHaveBeenCalledWith(created, input);
    expect(onError).not.toHaveBeenCalled();
  });

  test('refusal', async () => {
    const { onSuccess, onError, onSettled } = await writeThenUnmount({
      status: 400,
      data: { error: 'Check the fields.' },
    });
    await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1));
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ response: expect.objectContaining({ status: 400 }) }),
      expect.anything(),
    );
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
