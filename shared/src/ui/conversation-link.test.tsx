import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveApi } from '../testing/fake-api';
import { currentLocation, renderPage } from '../testing/render-page';
import { ConversationLink } from './conversation-link';

test("'Message' on a collaboration's row opens the Messages screen with that user's thread", async () => {
  serveApi({});
  renderPage(<ConversationLink userId={21} username="nusrat_styles" />, {
    user: 'brand',
    url: '/applications',
    routes: { '/messages': <p>messages screen</p> },
  });

  const link = screen.getByRole('link', { name: 'Message nusrat_styles' });
  expect(link).toHaveTextContent('Message');
  expect(link).toHaveAttribute('href', '/messages?with=21');
  await userEvent.click(link);
  expect(currentLocation()).toBe('/messages?with=21');
});
