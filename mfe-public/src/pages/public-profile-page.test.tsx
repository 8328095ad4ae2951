import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_AVATAR } from '@portal/shared/ui/avatar';
import { deferredReply, serveApiWith } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import PublicProfilePage from './public-profile-page';

const nusrat = {
  username: 'nusrat_styles',
  role: 'influencer',
  bio: 'Dhaka fashion and lifestyle.',
  category: 'fashion',
  profile_picture: '/uploads/ab12.png',
  average_rating: '4.5',
  review_count: 2,
  completed_collaborations: 3,
  member_since: '2026-01-15T04:00:00Z',
};

function showProfile(username = 'nusrat_styles') {
  return renderPage(<PublicProfilePage />, { url: `/user/${username}`, path: '/user/:username' });
}

test("reads 'Loading profile...' until the profile arrives, then shows it without login", async () => {
  const reply = deferredReply();
  const requests = serveApiWith(() => reply.promise);
  showProfile();

  expect(screen.getByRole('status')).toHaveTextContent('Loading profile...');
  reply.resolve({ status: 200, data: nusrat });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'nusrat_styles' }),
  ).toBeInTheDocument();
  expect(screen.getByText('influencer')).toBeInTheDocument();
  expect(screen.getByText('fashion')).toBeInTheDocument();
  expect(screen.getByText('Dhaka fashion and lifestyle.')).toBeInTheDocument();
  expect(requests).toEqual([
    {
      method: 'GET',
      url: '/profile/nusrat_styles/',
      params: {},
      authorization: undefined,
      body: undefined,
    },
  ]);
  expect(document.body.textContent).not.toMatch(/@/);
});

test('a relative picture path is loaded from the API host; a broken one falls back', async () => {
  serveApiWith(() => ({ status: 200, data: nusrat }));
  showProfile();

  const picture = await screen.findByRole('img', { name: 'Profile picture of nusrat_styles' });
  expect(picture).toHaveAttribute('src', '/uploads/ab12.png');
  fireEvent.error(picture);
  expect(picture).toHaveAttribute('src', DEFAULT_AVATAR);
});

test('a profile without a picture or bio shows the default image and says so', async () => {
  serveApiWith(() => ({
    status: 200,
    data: { ...nusrat, bio: null, category: null, profile_picture: null },
  }));
  showProfile();

  const picture = await screen.findByRole('img', { name: 'Profile picture of nusrat_styles' });
  expect(picture).toHaveAttribute('src', DEFAULT_AVATAR);
  expect(screen.getByText('No bio yet.')).toBeInTheDocument();
});

test('an unknown username shows a clear not-found state', async () => {
  serveApiWith(() => ({ status: 404, data: { error: 'Profile not found.' } }));
  showProfile('nobody_here');

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Profile not found' }),
  ).toBeInTheDocument();
  expect(screen.getByText('nobody_here')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/');
});

test('any other failure offers to try again', async () => {
  let calls = 0;
  serveApiWith(() => (++calls === 1 ? { status: 503 } : { status: 200, data: nusrat }));
  showProfile();

  expect(await screen.findByRole('alert')).toHaveTextContent('This profile could not be loaded.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

  expect(
    await screen.findByRole('heading', { level: 1, name: 'nusrat_styles' }),
  ).toBeInTheDocument();
});
