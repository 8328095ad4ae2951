import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Package } from '@portal/shared/contract/packages';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { aPackage, aPlatformConfig } from '@portal/shared/testing/contract-fixtures';
import { serveApi, type FakeRequest } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import { aProfile } from '../testing/fixtures';
import ProfilePage from './profile-page';

afterEach(() => chooseLanguage('en'));

/** The profile and a packages list that changes as the server would. */
function servePackages(start: Package[], refuse?: (request: FakeRequest) => string | undefined) {
  let packages = start;
  let next = 60;
  const refusal = (request: FakeRequest) => {
    const error = refuse?.(request);
    return error === undefined ? undefined : { status: 400, data: { error, fields: {} } };
  };
  return serveApi({
    'GET /profile/': { status: 200, data: aProfile() },
    'GET /config/': { status: 200, data: aPlatformConfig({ platform_fee_percent: 10 }) },
    'GET /profile/nusrat_styles/packages/': () => ({ status: 200, data: packages }),
    'POST /packages/': (request) => {
      const refused = refusal(request);
      if (refused) return refused;
      next += 1;
      const made = aPackage({ ...(request.body as Partial<Package>), id: next });
      packages = [...packages, made];
      return { status: 201, data: made };
    },
    'PUT /packages/51/': (request) => {
      const refused = refusal(request);
      if (refused) return refused;
      packages = packages.map((pack) =>
        pack.id === 51 ? { ...pack, ...(request.body as Partial<Package>) } : pack,
      );
      return { status: 200, data: packages[0] };
    },
    'DELETE /packages/51/': () => {
      packages = packages.filter((pack) => pack.id !== 51);
      return { status: 204 };
    },
  });
}

function showProfile() {
  return renderPage(<ProfilePage />, { user: 'influencer', url: '/profile' });
}

const section = () => screen.findByRole('region', { name: 'Packages' });

test('an influencer with no packages is told so and adds one, seeing what she receives', async () => {
  const requests = servePackages([]);
  showProfile();
  const packages = await section();
  expect(await within(packages).findByText(/No packages yet/)).toBeInTheDocument();
  expect(within(packages).getByText('You can list up to 6 packages.')).toBeInTheDocument();

  await userEvent.click(within(packages).getByRole('button', { name: 'Add a package' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a package' });
  // Nothing typed: each required field says so, nothing is sent.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save package' }));
  expect(within(dialog).getByLabelText(/^Title/)).toHaveAccessibleDescription(
    expect.stringContaining('Title is required.'),
  );
  expect(within(dialog).getByLabelText(/^Delivery days/)).toHaveAccessibleDescription(
    expect.stringContaining('Enter the delivery time as whole days, from 1 to 90.'),
  );
  expect(requests.some((request) => request.method === 'POST')).toBe(false);

  await userEvent.type(within(dialog).getByLabelText(/^Title/), 'Eid reel bundle');
  await userEvent.selectOptions(within(dialog).getByLabelText('Main platform'), 'instagram');
  const line = within(dialog).getByRole('group', { name: 'Deliverable 1' });
  await userEvent.selectOptions(within(line).getByLabelText('Kind'), 'reel');
  await userEvent.clear(within(line).getByLabelText(/^How many/));
  await userEvent.type(within(line).getByLabelText(/^How many/), '২');
  await userEvent.type(within(dialog).getByLabelText(/^Price/), '১২,৫০০');
  expect(within(dialog).getByLabelText(/^Price/)).toHaveAccessibleDescription(
    expect.stringContaining('You receive ৳11,250.00 after the platform fee.'),
  );
  await userEvent.type(within(dialog).getByLabelText(/^Delivery days/), '৭');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save package' }));

  expect(await within(packages).findByText('Your package was added.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
    title: 'Eid reel bundle',
    platform: 'instagram',
    deliverables: [{ platform: 'instagram', kind: 'reel', count: 2 }],
    price: '12500.00',
    delivery_days: 7,
  });
  expect(
    await within(packages).findByRole('article', { name: 'Eid reel bundle' }),
  ).toBeInTheDocument();
});

test("the server's refusal is told in the dialog, which stays open", async () => {
  servePackages([], () => 'You can list at most 6 packages. Delete one to add another.');
  showProfile();
  const packages = await section();
  await userEvent.click(await within(packages).findByRole('button', { name: 'Add a package' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a package' });
  await userEvent.type(within(dialog).getByLabelText(/^Title/), 'Extra');
  await userEvent.type(within(dialog).getByLabelText(/^Price/), '500');
  await userEvent.type(within(dialog).getByLabelText(/^Delivery days/), '3');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save package' }));
  expect(
    await within(dialog).findByText('You can list at most 6 packages. Delete one to add another.'),
  ).toBeInTheDocument();
});

test('she edits a package, its values filled in, and deletes it after confirming', async () => {
  const requests = servePackages([aPackage()]);
  showProfile();
  const packages = await section();
  await userEvent.click(
    await within(packages).findByRole('button', { name: 'Edit package Eid reel bundle' }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Edit package' });
  expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Eid reel bundle');
  expect(within(dialog).getByLabelText(/^Price/)).toHaveValue('12500.00');
  expect(within(dialog).getByLabelText(/^Delivery days/)).toHaveValue('7');
  expect(within(dialog).getAllByRole('group', { name: /^Deliverable \d/ })).toHaveLength(2);
  await userEvent.clear(within(dialog).getByLabelText(/^Price/));
  await userEvent.type(within(dialog).getByLabelText(/^Price/), '15000');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save package' }));
  expect(await within(packages).findByText('Your package was saved.')).toBeInTheDocument();
  expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
    price: '15000.00',
    delivery_days: 7,
  });

  await userEvent.click(
    within(packages).getByRole('button', { name: 'Delete package Eid reel bundle' }),
  );
  const confirm = screen.getByRole('dialog', { name: 'Delete package' });
  expect(confirm).toHaveTextContent('Collaborations already bought from it stay as they are.');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(
    await within(packages).findByText('The package Eid reel bundle was deleted.'),
  ).toBeInTheDocument();
  expect(await within(packages).findByText(/No packages yet/)).toBeInTheDocument();
});

test('with 6 packages, Add is disabled and says why', async () => {
  servePackages(Array.from({ length: 6 }, (_, index) => aPackage({ id: 100 + index })));
  showProfile();
  const packages = await section();
  expect(await within(packages).findByRole('button', { name: 'Add a package' })).toBeDisabled();
  expect(
    within(packages).getByText(
      'You have 6 packages, the most you can list. Delete one to add another.',
    ),
  ).toBeInTheDocument();
});

test('a failure to load offers to try again', async () => {
  serveApi({
    'GET /profile/': { status: 200, data: aProfile() },
    'GET /profile/nusrat_styles/packages/': { status: 500, data: { error: 'Down.' } },
  });
  showProfile();
  const packages = await section();
  expect(
    await within(packages).findByText('Your packages could not be loaded.'),
  ).toBeInTheDocument();
  expect(within(packages).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test('in Bangla', async () => {
  chooseLanguage('bn');
  servePackages([aPackage()]);
  showProfile();
  const packages = await screen.findByRole('region', { name: 'প্যাকেজ' });
  expect(
    await within(packages).findByRole('button', { name: 'Eid reel bundle প্যাকেজ সম্পাদনা করুন' }),
  ).toBeInTheDocument();
  expect(within(packages).getByText('আপনি সর্বোচ্চ ৬টি প্যাকেজ রাখতে পারেন।')).toBeInTheDocument();
});
