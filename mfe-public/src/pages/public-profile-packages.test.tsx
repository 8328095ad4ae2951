import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { aPackage } from '@portal/shared/testing/contract-fixtures';
import {
  deferredReply,
  serveApi,
  type FakeHandler,
  type FakeReply,
} from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import PublicProfilePage from './public-profile-page';

afterEach(() => chooseLanguage('en'));

const nusrat = {
  id: 21,
  username: 'nusrat_styles',
  role: 'influencer',
  bio: 'Dhaka fashion and lifestyle.',
  category: 'fashion',
  profile_picture: null,
  followers_count: 25000,
  social_links: {},
  portfolio: null,
  industry: null,
  website: null,
  average_rating: null,
  review_count: 0,
  completed_collaborations: 0,
  member_since: '2026-01-15T04:00:00Z',
};

function serveProfile(packages: FakeReply | FakeHandler, more = {}) {
  return serveApi({
    'GET /profile/nusrat_styles/': { status: 200, data: nusrat },
    'GET /profile/nusrat_styles/reviews/': { status: 200, data: [] },
    'GET /profile/nusrat_styles/packages/': packages,
    ...more,
  });
}

function showProfile(user?: 'brand' | 'influencer') {
  return renderPage(<PublicProfilePage />, {
    ...(user === undefined ? {} : { user }),
    url: '/user/nusrat_styles',
    path: '/user/:username',
    routes: { '/collaborations/:id': <p>collaboration page</p>, '/login': <p>login page</p> },
  });
}

const packagesSection = () => screen.findByRole('region', { name: 'Packages' });

test('a visitor signed out sees each package and a way to log in, and no Hire', async () => {
  serveProfile({ status: 200, data: [aPackage()] });
  showProfile();

  const section = await packagesSection();
  const card = await within(section).findByRole('article', { name: 'Eid reel bundle' });
  expect(card).toHaveTextContent('On Instagram');
  expect(card).toHaveTextContent('Delivered in 7 days');
  expect(
    within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Instagram: Reel × 2', 'Facebook: Post × 1']);
  expect(card).toHaveTextContent('৳12,500.00');
  expect(within(section).queryByRole('button', { name: /Hire/ })).not.toBeInTheDocument();
  await userEvent.click(within(section).getByRole('link', { name: 'Log in as a brand' }));
  expect(await screen.findByText('login page')).toBeInTheDocument();
});

test('loading, then an empty list says so', async () => {
  const reply = deferredReply();
  serveProfile(() => reply.promise);
  showProfile();
  const section = await packagesSection();
  expect(within(section).getByRole('status')).toHaveTextContent('Loading packages...');
  reply.resolve({ status: 200, data: [] });
  expect(await within(section).findByText('No packages yet.')).toBeInTheDocument();
});

test('a failure to load offers to try again', async () => {
  let calls = 0;
  serveProfile(() => {
    calls += 1;
    return calls === 1 ? { status: 500, data: { error: 'Down.' } } : { status: 200, data: [] };
  });
  showProfile();
  const section = await packagesSection();
  expect(await within(section).findByText('The packages could not be loaded.')).toBeInTheDocument();
  await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
  expect(await within(section).findByText('No packages yet.')).toBeInTheDocument();
});

test('a signed-in brand hires: the price and the fee asked first, then the collaboration page', async () => {
  const requests = serveProfile(
    { status: 200, data: [aPackage()] },
    { 'POST /packages/51/orders/': { status: 201, data: { application_id: 77 } } },
  );
  showProfile('brand');

  const section = await packagesSection();
  const hire = await within(section).findByRole('button', {
    name: 'Hire for the package Eid reel bundle',
  });
  expect(within(section).queryByRole('link', { name: 'Log in as a brand' })).toBeNull();

  // Cancelling asks nothing of the server.
  await userEvent.click(hire);
  let dialog = screen.getByRole('dialog', { name: 'Hire for Eid reel bundle' });
  expect(dialog).toHaveTextContent(
    'You pay ৳12,500.00 for Eid reel bundle. The platform fee of ৳1,250.00 comes out of it, so nusrat_styles receives ৳11,250.00.',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(requests.some((request) => request.method === 'POST')).toBe(false);

  await userEvent.click(hire);
  dialog = screen.getByRole('dialog', { name: 'Hire for Eid reel bundle' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Hire for ৳12,500.00' }));
  expect(await screen.findByText('collaboration page')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/collaborations/77');
  expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
    price: '12500.00',
  });
});

test('each order carries an Idempotency-Key: confirmed again after a failure, the same; another package, a new one', async () => {
  const keys: unknown[] = [];
  serveProfile(
    { status: 200, data: [aPackage(), aPackage({ id: 52, title: 'Story pack' })] },
    {
      'POST /packages/51/orders/': ((_request, headers) => {
        keys.push(headers.get('Idempotency-Key'));
        return { status: 503 };
      }) satisfies FakeHandler,
      'POST /packages/52/orders/': ((_request, headers) => {
        keys.push(headers.get('Idempotency-Key'));
        return { status: 201, data: { application_id: 78 } };
      }) satisfies FakeHandler,
    },
  );
  showProfile('brand');
  const section = await packagesSection();
  const hireFor = async (title: string) => {
    await userEvent.click(
      await within(section).findByRole('button', { name: `Hire for the package ${title}` }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hire for ৳12,500.00' }));
  };

  await hireFor('Eid reel bundle');
  expect(await within(section).findByRole('alert')).toBeInTheDocument();
  await hireFor('Eid reel bundle');
  await hireFor('Story pack');
  expect(await screen.findByText('collaboration page')).toBeInTheDocument();

  expect(keys).toHaveLength(3);
  expect(keys[0]).toMatch(/^"[0-9a-f-]{36}"$/);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});

test("the server's refusal is told in the page (a package changed meanwhile)", async () => {
  serveProfile(
    { status: 200, data: [aPackage()] },
    {
      'POST /packages/51/orders/': {
        status: 409,
        data: {
          error:
            'This package changed after you opened it. Look at its price and deliverables again.',
        },
      },
    },
  );
  showProfile('brand');
  const section = await packagesSection();
  await userEvent.click(
    await within(section).findByRole('button', { name: 'Hire for the package Eid reel bundle' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Hire for ৳12,500.00' }));
  expect(
    await within(section).findByText(
      'This package changed after you opened it. Look at its price and deliverables again.',
    ),
  ).toBeInTheDocument();
});

test('an influencer sees the packages without Hire', async () => {
  serveProfile({ status: 200, data: [aPackage()] });
  showProfile('influencer');
  const section = await packagesSection();
  await within(section).findByRole('article', { name: 'Eid reel bundle' });
  expect(within(section).queryByRole('button', { name: /Hire/ })).not.toBeInTheDocument();
  expect(within(section).queryByRole('link', { name: 'Log in as a brand' })).toBeNull();
});

test('in Bangla: the package, its days and its price in Bengali digits', async () => {
  chooseLanguage('bn');
  serveProfile({ status: 200, data: [aPackage()] });
  showProfile('brand');
  const section = await screen.findByRole('region', { name: 'প্যাকেজ' });
  const card = await within(section).findByRole('article', { name: 'Eid reel bundle' });
  expect(card).toHaveTextContent('৭ দিনে ডেলিভারি');
  expect(card).toHaveTextContent('৳১২,৫০০.০০');
  expect(
    within(section).getByRole('button', { name: 'Eid reel bundle প্যাকেজের জন্য হায়ার করুন' }),
  ).toBeInTheDocument();
});
