import { screen } from '@testing-library/react';
import { serveApi } from '@portal/shared/testing/fake-api';
import {
  aDeliveredCollaboration,
  AT_COLLABORATION,
} from '@portal/shared/testing/contract-fixtures';
import { renderPage } from '@portal/shared/testing/render-page';
import CollaborationPage from './collaboration-page';

test('/collaborations/:id shows the brand their collaboration with their buttons', async () => {
  serveApi({ 'GET /applications/31/': { status: 200, data: aDeliveredCollaboration() } });
  renderPage(<CollaborationPage />, { user: 'brand', ...AT_COLLABORATION });

  expect(await screen.findByRole('button', { name: 'Approve and Release' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Message nusrat_styles' })).toBeInTheDocument();
});
