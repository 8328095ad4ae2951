import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserSummary } from '@portal/shared/contract/users';
import { nextPageLink, serveApi, type FakeRequest } from '@portal/shared/testing/fake-api';
import { currentLocation, renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import { SIGNED_IN_ADMIN, aUser } from '../testing/fixtures';
import AdminPanel from './admin-panel';

const nusrat = aUser();
const walton = aUser({
  id: 13,
  username: 'walton_tech',
  email: 'brand.tech@example.com',
  role: 'brand',
  is_active: false,
});

function openUsers(url = '/admin-panel?tab=users') {
  return renderPage(<AdminPanel />, { user: 'admin', url, path: '/admin-panel' });
}

/** A user list that follows the decisions made through PUT /admin/users/{id}/. */
function serveUsers(users: UserSummary[] = [SIGNED_IN_ADMIN, nusrat, walton]) {
  let current = users;
  return serveApi({
    'GET /users/all/': () => ({ status: 200, data: current }),
    'PUT /admin/users/21/': (request) => {
      const { action } = request.body as { action: string };
      current = current.map((user) =>
        user.id === 21 ? { ...user, is_active: action === 'activate' } : user,
      );
      return { status: 200, data: current.find((user) => user.id === 21) };
    },
    'PUT /admin/users/13/': () => {
      current = current.map((user) => (user.id === 13 ? { ...user, is_active: true } : user));
      return { status: 200, data: current.find((user) => user.id === 13) };
    },
  });
}

const puts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'PUT');

afterEach(() => setViewportWidth(DESKTOP_WIDTH));

test('lists username, email, role, Active or Inactive, and Activate or Deactivate', async () => {
  serveUsers();
  openUsers();

  const table = await screen.findByRole('table', { name: 'Users' });
  const rows = within(table).getAllByRole('row');
  expect(rows[0]).toHaveTextContent('UsernameEmailRoleStatusActions');
  expect(rows[2]).toHaveTextContent('nusrat_stylesnusrat@example.cominfluencerActiveDeactivate');
  expect(rows[3]).toHaveTextContent('walton_techbrand.tech@example.combrandInactiveActivate');
  expect(within(rows[2] as HTMLElement).getByText('Active')).toBeVisible();
  expect(within(rows[3] as HTMLElement).getByText('Inactive')).toBeVisible();
});

test('the signed-in admin has no button on their own row', async () => {
  serveUsers();
  openUsers();

  const table = await screen.findByRole('table', { name: 'Users' });
  const own = within(table).getAllByRole('row')[1] as HTMLElement;
  expect(own).toHaveTextContent('adminadmin@example.comadminActiveYou');
  expect(within(own).queryByRole('button')).not.toBeInTheDocument();
});

test("Deactivate asks first, with a reason shown to the user; then 'User deactivated successfully' in green", async () => {
  const requests = serveUsers();
  openUsers();

  await userEvent.click(await screen.findByRole('button', { name: 'Deactivate nusrat_styles' }));
  const dialog = screen.getByRole('dialog', { name: 'Deactivate user' });
  expect(dialog).toHaveTextContent(
    'Deactivate nusrat_styles? They are signed out at once and cannot log in until you activate them again.',
  );
  const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
  expect(reason).toHaveAccessibleDescription(
    'Shown to the user when they try to log in; 3-500 characters.',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
  expect(reason).toBeInvalid();
  expect(puts(requests)).toEqual([]);

  await userEvent.type(reason, 'Fake follower numbers');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

  const banner = await screen.findByRole('status');
  expect(banner).toHaveTextContent('User deactivated successfully');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(puts(requests)).toEqual([
    expect.objectContaining({
      url: '/admin/users/21/',
      body: { action: 'deactivate', reason: 'Fake follower numbers' },
    }),
  ]);
  expect(await screen.findByRole('button', { name: 'Activate nusrat_styles' })).toBeEnabled();
});

test('cancelling the confirmation changes nothing', async () => {
  const requests = serveUsers();
  openUsers();

  await userEvent.click(await screen.findByRole('button', { name: 'Deactivate nusrat_styles' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(puts(requests)).toEqual([]);
});

test("Activate acts at once and says 'User activated successfully'", async () => {
  const requests = serveUsers();
  openUsers();

  await userEvent.click(await screen.findByRole('button', { name: 'Activate walton_tech' }));

  expect(await screen.findByRole('status')).toHaveTextContent('User activated successfully');
  expect(puts(requests)).toEqual([
    expect.objectContaining({ url: '/admin/users/13/', body: { action: 'activate' } }),
  ]);
  expect(await screen.findByRole('button', { name: 'Deactivate walton_tech' })).toBeEnabled();
});

test("a refused action reads 'Error processing user action' in red, with the server's reason", async () => {
  serveApi({
    'GET /users/all/': { status: 200, data: [nusrat, walton] },
    'PUT /admin/users/13/': { status: 404, data: { error: 'User not found.' } },
    'PUT /admin/users/21/': { status: 503 },
  });
  openUsers();

  await userEvent.click(await screen.findByRole('button', { name: 'Activate walton_tech' }));
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('Error processing user action: User not found.');

  await userEvent.click(screen.getByRole('button', { name: 'Deactivate nusrat_styles' }));
  const dialog = screen.getByRole('dialog', { name: 'Deactivate user' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Spam');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    /^Error processing user action$/,
  );
});

test('searches by name or email through the address, and Clear shows everyone again', async () => {
  const requests = serveUsers();
  openUsers();
  await screen.findByRole('table', { name: 'Users' });

  await userEvent.type(screen.getByLabelText('Search users'), '  nusrat ');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));

  expect(currentLocation()).toBe('/admin-panel?tab=users&search=nusrat');
  await waitFor(() => expect(requests.at(-1)?.params).toEqual({ search: 'nusrat' }));

  await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
  expect(currentLocation()).toBe('/admin-panel?tab=users');
  expect(screen.getByLabelText('Search users')).toHaveValue('');
  expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
});

test('a search in the address is sent and shown in the field', async () => {
  const requests = serveApi({ 'GET /users/all/': { status: 200, data: [] } });
  openUsers('/admin-panel?tab=users&search=nobody');

  expect(await screen.findByText('No users match "nobody".')).toBeInTheDocument();
  expect(screen.getByLabelText('Search users')).toHaveValue('nobody');
  expect(requests[0]?.params).toEqual({ search: 'nobody' });
});

test("an empty list says 'No users found.'", async () => {
  serveApi({ 'GET /users/all/': { status: 200, data: [] } });
  openUsers();
  expect(await screen.findByText('No users found.')).toBeInTheDocument();
});

test('Load more fetches the next page', async () => {
  const requests = serveApi({
    'GET /users/all/': (request) =>
      request.params.cursor === 'Mg'
        ? { status: 200, data: [walton] }
        : { status: 200, data: [nusrat], headers: nextPageLink('/users/all/', 'Mg') },
  });
  openUsers();

  await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

  expect(await screen.findByText('walton_tech')).toBeInTheDocument();
  expect(screen.getByText('nusrat_styles')).toBeInTheDocument();
  expect(requests.at(-1)?.params).toEqual({ cursor: 'Mg' });
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test("a load failure reads 'Error loading users', and Try again recovers", async () => {
  let calls = 0;
  serveApi({
    'GET /users/all/': () => (++calls === 1 ? { status: 500 } : { status: 200, data: [nusrat] }),
  });
  openUsers();

  expect(await screen.findByRole('alert')).toHaveTextContent('Error loading users');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('nusrat_styles')).toBeInTheDocument();
});

test('on a 360 px phone each user is a card with its button', async () => {
  setViewportWidth(PHONE_WIDTH);
  serveUsers();
  openUsers();

  const cards = within(await screen.findByRole('list', { name: 'Users' })).getAllByRole('listitem');
  expect(cards).toHaveLength(3);
  expect(
    within(cards[1] as HTMLElement).getByRole('button', { name: 'Deactivate nusrat_styles' }),
  ).toBeInTheDocument();
});

test('in Bangla the deactivation asks for its reason in Bangla', async () => {
  serveUsers();
  await chooseLanguage('bn');
  openUsers();
  try {
    await userEvent.click(await screen.findByRole('button', { name: 'nusrat_styles নিষ্ক্রিয় করুন' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'কারণ' })).toHaveAccessibleDescription(
      'ব্যবহারকারী লগইন করার চেষ্টা করলে এটি দেখবেন; ৩ থেকে ৫০০ অক্ষর।',
    );
  } finally {
    await chooseLanguage('en');
  }
});

test.each([
  [
    'en',
    'Deactivate nusrat_styles',
    [
      'nusrat_styles holds money on the platform; deactivating does not move it, so settle it or tell them what happens to it:',
      'balance ৳1,800.00',
      'in escrow ৳900.00',
    ],
  ],
  [
    'bn',
    'nusrat_styles নিষ্ক্রিয় করুন',
    [
      'প্ল্যাটফর্মে nusrat_styles-এর টাকা আছে; নিষ্ক্রিয় করলে তা সরে না, তাই আগে নিষ্পত্তি করুন বা টাকার কী হবে তাকে জানান:',
      'ব্যালেন্স ৳১,৮০০.০০',
      'এসক্রোতে জমা ৳৯০০.০০',
    ],
  ],
] as const)(
  "in '%s' the deactivation warns the admin of the money the user holds",
  async (language, button, lines) => {
    serveApi({
      'GET /users/all/': { status: 200, data: [SIGNED_IN_ADMIN, nusrat, walton] },
      'GET /admin/users/21/money/': {
        status: 200,
        data: {
          balance: '1800.00',
          in_escrow: '900.00',
          pending_withdrawals: '0.00',
          refunds_owed: '0.00',
        },
      },
    });
    await chooseLanguage(language);
    openUsers();
    try {
      await userEvent.click(await screen.findByRole('button', { name: button }));
      const warning = await within(screen.getByRole('dialog')).findByRole('alert');
      expect(warning).toHaveTextContent(lines[0]);
      expect(
        within(warning)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(lines.slice(1));
    } finally {
      await chooseLanguage('en');
    }
  },
);
