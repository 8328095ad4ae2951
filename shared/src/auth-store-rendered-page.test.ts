import { PAGE_STATE_ID } from './page-state';

/**
 * A page the server rendered for a signed-in user (docs/rendering.md): the tab's store starts from
 * the page's user, and restoring the session keeps it.
 */
const renderedUser = { id: 3, username: 'nadia', email: 'nadia@example.com', role: 'brand' };

/** The auth store of a tab that opened a page rendered for `user` (null: signed out). */
function openRenderedPage(user: typeof renderedUser | null) {
  const state = document.createElement('script');
  state.type = 'application/json';
  state.id = PAGE_STATE_ID;
  state.textContent = JSON.stringify({
    user,
    language: 'en',
    queries: { mutations: [], queries: [] },
    page: { remote: 'mfe-brand', module: './DashboardPage', failed: false },
  });
  document.body.replaceChildren(state);
  let store: typeof import('./auth-store').useAuthStore | undefined;
  jest.isolateModules(() => {
    store = jest.requireActual<typeof import('./auth-store')>('./auth-store').useAuthStore;
  });
  if (!store) throw new Error('the auth store did not load');
  return store;
}

beforeEach(() => localStorage.clear());

test('keeps the rendered user and re-renders nothing, and storage takes the server’s user', async () => {
  localStorage.setItem('accessToken', 'a');
  localStorage.setItem('refreshToken', 'r');
  localStorage.setItem('user', JSON.stringify({ ...renderedUser, username: 'old-name' }));
  const store = openRenderedPage(renderedUser);
  const shownUser = store.getState().user;
  const changes = jest.fn();
  store.subscribe(changes);

  await store.getState().restoreSession();

  expect(store.getState()).toMatchObject({ accessToken: 'a', refreshToken: 'r', hydrated: true });
  expect(store.getState().user).toBe(shownUser);
  expect(changes).not.toHaveBeenCalled();
  expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(renderedUser);
});

test('takes over tokens rotated since the page started', async () => {
  localStorage.setItem('accessToken', 'a');
  localStorage.setItem('refreshToken', 'r');
  localStorage.setItem('user', JSON.stringify(renderedUser));
  const store = openRenderedPage(renderedUser);
  localStorage.setItem('accessToken', 'a2');
  localStorage.setItem('refreshToken', 'r2');

  await store.getState().restoreSession();

  expect(store.getState()).toMatchObject({
    user: renderedUser,
    accessToken: 'a2',
    refreshToken: 'r2',
  });
});

test.each([
  ['no access token', { refreshToken: 'r', user: JSON.stringify(renderedUser) }],
  ['no user', { accessToken: 'a', refreshToken: 'r' }],
])('with %s stored, a rendered page still signs out', async (_case, values) => {
  for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  const store = openRenderedPage(renderedUser);

  await store.getState().restoreSession();

  expect(store.getState()).toMatchObject({ user: null, accessToken: null, hydrated: true });
  expect(localStorage.length).toBe(0);
});

test('a page rendered signed out restores the session this browser stored', async () => {
  localStorage.setItem('accessToken', 'a');
  localStorage.setItem('refreshToken', 'r');
  localStorage.setItem('user', JSON.stringify(renderedUser));
  const store = openRenderedPage(null);

  await store.getState().restoreSession();

  expect(store.getState()).toMatchObject({ user: renderedUser, accessToken: 'a' });
});
