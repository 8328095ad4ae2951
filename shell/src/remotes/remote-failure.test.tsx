import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeRemotes, renderShell, storeSession } from '../testing/render-shell';
import type { RemotePageLoader } from './remote-loader-context';

beforeEach(() => {
  storeSession(null);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

test('a remote that cannot be loaded shows Retry inside the shell, and Retry loads it once it is back', async () => {
  let remoteIsUp = false;
  const attempts: number[] = [];
  const loadPage: RemotePageLoader = (page, attempt) => {
    attempts.push(attempt);
    if (!remoteIsUp) return Promise.reject(new Error('Failed to fetch mf-manifest.json'));
    return fakeRemotes(page, attempt);
  };

  renderShell('/', loadPage);

  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Part of the portal could not be reached');
  // The frame stays: the navigation bar is still there.
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();

  remoteIsUp = true;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByText('page mfe_public/LandingPage')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  expect(attempts).toEqual([0, 1, 2]);
});

test('a failed page does not follow the user to the next page', async () => {
  const loadPage: RemotePageLoader = (page, attempt) =>
    page.module === 'LandingPage' ? Promise.reject(new Error('down')) : fakeRemotes(page, attempt);

  renderShell('/', loadPage);
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('link', { name: 'Login' }));

  expect(await screen.findByText('page mfe_public/LoginPage')).toBeInTheDocument();
});

test("a profile whose remote cannot be loaded drops the server's first paint that lay over Retry", async () => {
  const paint = document.createElement('div');
  paint.id = 'first-paint';
  paint.textContent = 'nusrat_styles, as the server painted her card';
  document.body.append(paint);

  renderShell('/user/nusrat_styles', () => Promise.reject(new Error('down')));

  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(paint).not.toBeInTheDocument();
});
