import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { anOffer } from '@portal/shared/testing/contract-fixtures';
import { serveApi } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import { PHONE_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import OffersPage from './offers-page';

beforeEach(() => setViewportWidth(PHONE_WIDTH));
afterEach(() => chooseLanguage('en'));

function showOffers(user: 'brand' | 'influencer') {
  return renderPage(<OffersPage />, {
    user,
    url: '/offers',
    routes: { '/collaborations/:id': <p>collaboration page</p> },
  });
}

test('an influencer sees the offer with the fee and accepts it, on to the collaboration', async () => {
  const requests = serveApi({
    'GET /offers/': { status: 200, data: [anOffer()] },
    'PUT /offers/41/': {
      status: 200,
      data: anOffer({ status: 'accepted', application_id: 77 }),
    },
  });
  showOffers('influencer');

  const card = (await screen.findByRole('heading', { name: 'Boishakh lookbook' })).closest('div')
    ?.parentElement as HTMLElement;
  expect(card).toHaveTextContent('From aarong_style · Private brief');
  expect(card).toHaveTextContent('Amount৳12,000.00');
  expect(card).toHaveTextContent('Platform fee৳1,200.00');
  expect(card).toHaveTextContent('The influencer receives৳10,800.00');
  expect(within(card).getByRole('listitem')).toHaveTextContent('Instagram: Reel × 2');
  expect(card).toHaveTextContent('Two reels before Pohela Boishakh.');

  await userEvent.click(within(card).getByRole('button', { name: 'Accept offer' }));
  expect(await screen.findByText('collaboration page')).toBeInTheDocument();
  expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
    decision: 'accepted',
  });
});

test('an influencer declines with a reason; a refusal is said', async () => {
  const requests = serveApi({
    'GET /offers/': { status: 200, data: [anOffer()] },
    'PUT /offers/41/': { status: 409, data: { error: 'This offer has expired.' } },
  });
  showOffers('influencer');

  await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
  const dialog = screen.getByRole('dialog', { name: 'Decline offer' });
  await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Fully booked.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This offer has expired.');
  expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
    decision: 'declined',
    reason: 'Fully booked.',
  });
});

test('a brand sees the status and withdraws a pending offer after confirming', async () => {
  const requests = serveApi({
    'GET /offers/': {
      status: 200,
      data: [anOffer(), anOffer({ id: 40, status: 'accepted', application_id: 77 })],
    },
    'DELETE /offers/41/': { status: 200, data: anOffer({ status: 'withdrawn' }) },
  });
  showOffers('brand');

  expect(await screen.findAllByText('To nusrat_styles · Private brief')).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'View collaboration' })).toHaveAttribute(
    'href',
    '/collaborations/77',
  );
  expect(screen.queryByRole('button', { name: 'Accept offer' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Withdraw offer' }));
  const dialog = screen.getByRole('dialog', { name: 'Withdraw offer' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw offer' }));
  await screen.findByRole('button', { name: 'Withdraw offer' });
  expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
});

test('loading, empty and error states, in Bangla too', async () => {
  serveApi({ 'GET /offers/': { status: 200, data: [] } });
  const { unmount } = showOffers('brand');
  expect(screen.getByRole('status')).toHaveTextContent('Loading offers...');
  expect(await screen.findByText(/You have not sent any offers yet/)).toBeInTheDocument();
  unmount();

  await chooseLanguage('bn');
  serveApi({ 'GET /offers/': { status: 500, data: { error: 'Down.' } } });
  showOffers('influencer');
  expect(await screen.findByRole('heading', { level: 1, name: 'অফার' })).toBeInTheDocument();
  expect(await screen.findByText('অফার আনা যায়নি')).toBeInTheDocument();
});
