import { SESSION_KEYS, useAuthStore } from './auth-store';

const user = { id: 3, username: 'nadia', email: 'nadia@example.com', role: 'influencer' };

function store(values: Partial<Record<keyof typeof SESSION_KEYS, string>>) {
  for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
}

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ user: null, accessToken: null, refreshToken: null, hydrated: false });
});

test('starts unhydrated so the shell can wait for the check', () => {
  expect(useAuthStore.getState().hydrated).toBe(false);
});

test('restores the session when both an access token and a user are stored', async () => {
  store({ accessToken: 'a', refreshToken: 'r', user: JSON.stringify(user) });

  await useAuthStore.getState().restoreSession();

  expect(useAuthStore.getState()).toMatchObject({
    user,
    accessToken: 'a',
    refreshToken: 'r',
    hydrated: true,
  });
});

test('restores a user stored before accounts had a language, and one with a language', async () => {
  store({ accessToken: 'a', refreshToken: 'r', user: JSON.stringify(user) });
  await useAuthStore.getState().restoreSession();
  expect(useAuthStore.getState().user).toEqual(user);

  const bangla = { ...user, language: 'bn' };
  store({ user: JSON.stringify(bangla) });
  await useAuthStore.getState().restoreSession();
  expect(useAuthStore.getState().user).toEqual(bangla);
});

test('updateUser keeps a new language in storage too', () => {
  useAuthStore
    .getState()
    .signIn({ user: { ...user, role: 'influencer' }, access: 'a', refresh: 'r' });
  useAuthStore.getState().updateUser({ language: 'bn' });
  expect(useAuthStore.getState().user?.language).toBe('bn');
  expect(JSON.parse(localStorage.getItem(SESSION_KEYS.user) ?? '{}')).toMatchObject({
    username: 'nadia',
    language: 'bn',
  });
});

test.each([
  ['no access token', { refreshToken: 'r', user: JSON.stringify(user) }],
  ['no user', { accessToken: 'a', refreshToken: 'r' }],
  ['an unreadable user', { accessToken: 'a', user: '{not json' }],
  [
    'a user without a role',
    { accessToken: 'a', user: JSON.stringify({ ...user, role: undefined }) },
  ],
  [
    'a user with an unknown language',
    { accessToken: 'a', user: JSON.stringify({ ...user, language: 'fr' }) },
  ],
])('with %s nothing is restored and storage is cleared', async (_case, values) => {
  store(values);

  await useAuthStore.getState().restoreSession();

  expect(useAuthStore.getState()).toMatchObject({ user: null, accessToken: null, hydrated: true });
  expect(Object.values(SESSION_KEYS).map((key) => localStorage.getItem(key))).toEqual([
    null,
    null,
    null,
  ]);
});

test('signIn persists the three keys and clearSession removes them', () => {
  useAuthStore.getState().signIn({ user: { ...user, role: 'brand' }, access: 'a', refresh: 'r' });
  expect(localStorage.getItem('accessToken')).toBe('a');
  expect(localStorage.getItem('refreshToken')).toBe('r');
  expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ username: 'nadia' });

  useAuthStore.getState().clearSession();

  expect(localStorage.length).toBe(0);
  expect(useAuthStore.getState().user).toBeNull();
});
