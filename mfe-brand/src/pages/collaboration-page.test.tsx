import { screen } from '@testing-library/react';
import { serveApi } from '@portal/shared/testing/fake-api';
import { aCollaboration, aDelivery } from '@portal/shared/testing/contract-fixtures';
import { renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import CollaborationPage from './collaboration-page';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));

test('/collaborations/:id shows the brand their collaboration with their buttons', async () => {
  serveApi({
    'GET /applications/31/': {
      status: 200,
      data: aCollaboration({
        status: 'delivered',
        deliveries: [aDelivery()],
        auto_release_at: '2026-11-27T09:40:00Z',
      }),
    },
  });
  renderPage(<CollaborationPage />, {
    user: 'brand',
    url: '/collaborations/31',
    path: '/collaborations/:id',
  });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Eid Collection Launch' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Approve and Release' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Message nusrat_styles' })).toBeInTheDocument();
});
