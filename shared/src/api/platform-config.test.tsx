import { renderHook, waitFor } from '@testing-library/react';
import { serveApi } from '../testing/fake-api';
import { withQueryClient } from '../testing/query-wrapper';
import { createTestQueryClient } from '../testing/render-page';
import { usePlatformConfig } from './platform-config';

test("reads the platform's public settings from GET /config/", async () => {
  const config = {
    pay_to: { bkash: '01700000000', nagad: '01800000000' },
    platform_fee_percent: 10,
    min_withdrawal: '500.00',
    escrow_auto_release_hours: 72,
    revision_rounds: 2,
  };
  const requests = serveApi({ 'GET /config/': { status: 200, data: config } });

  const { result } = renderHook(() => usePlatformConfig(), {
    wrapper: withQueryClient(createTestQueryClient()),
  });

  await waitFor(() => expect(result.current.data).toEqual(config));
  expect(requests.map((request) => request.url)).toEqual(['/config/']);
});
