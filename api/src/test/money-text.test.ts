import { MONEY_MALFORMED } from '@portal/shared/contract/common';
import { acceptedApplication, injectAs, type SignedIn } from './marketplace-fixtures';
import { startTestApp, type TestApp } from './test-app';
import { registerUser } from './users';

/**
 * The money text rule through the API (README "Money text"): an amount is read as the portal
 * shows it and as people write it (grouping commas western or Bangladeshi, the taka sign, Bengali
 * digits, spaces around), everything else is refused with the amount's sentence; a transaction ID
 * pasted with spaces or dashes is normalised.
 */

let t: TestApp;
let brand: SignedIn;
let influencer: SignedIn;

beforeAll(async () => {
  t = await startTestApp();
  brand = await registerUser(t.app, 'brand');
  influencer = await registerUser(t.app, 'influencer');
});
afterAll(() => t.close());

const createCampaign = (budget: unknown) =>
  injectAs(t.app, 'POST', '/campaigns/', brand, {
    title: 'Eid collection',
    description: 'Three reels about the Eid collection.',
    budget,
    category: 'fashion',
  });

describe("a campaign's budget", () => {
  it.each([
    ['15,000', '15000.00'],
    ['৳15,000', '15000.00'],
    [' 15,00,000 ', '1500000.00'],
    ['1,500,000.50', '1500000.50'],
    ['৳১৫,০০০.৫০', '15000.50'],
    ['Tk 500', '500.00'],
    ['৫০০ টাকা', '500.00'],
    [' 1', '1.00'],
    ['1000.00 ', '1000.00'],
  ])('takes %j as %s', async (budget, stored) => {
    const created = await createCampaign(budget);
    expect(created.statusCode).toBe(201);
    expect((created.json() as { budget: string }).budget).toBe(stored);
  });

  it.each(['1,00', '1,0,0', '1,000,00', '15 000', '৳৳15', '-15,000', '15,000.001'])(
    'refuses %j with the amount sentence',
    async (budget) => {
      const refused = await createCampaign(budget);
      expect(refused.statusCode).toBe(400);
      expect((refused.json() as { fields: Record<string, string[]> }).fields.budget).toEqual([
        MONEY_MALFORMED,
      ]);
    },
  );
});

it('reads the budget filter of the campaign list the same way', async () => {
  const created = await createCampaign('৳12,345');
  expect(created.statusCode).toBe(201);
  const id = (created.json() as { id: number }).id;
  const listed = await injectAs(
    t.app,
    'GET',
    `/campaigns/?min_budget=${encodeURIComponent('১২,৩৪৫')}&max_budget=${encodeURIComponent('৳12,345.00')}`,
    influencer,
  );
  expect(listed.statusCode).toBe(200);
  expect((listed.json() as { id: number }[]).map((campaign) => campaign.id)).toContain(id);
  const refused = await injectAs(t.app, 'GET', '/campaigns/?min_budget=1,00', influencer);
  expect(refused.statusCode).toBe(400);
});

it('takes a payment of a grouped amount with a transaction ID pasted with spaces and dashes', async () => {
  const { application } = await acceptedApplication(
    t.database.db,
    brand.user.id,
    influencer.user.id,
    '15000.00',
  );
  const submitted = await injectAs(t.app, 'POST', '/payments/submit/', brand, {
    application_id: application.id,
    amount: '৳15,000.00',
    payment_method: 'bkash',
    transaction_id: ' 9ab 3cd-4ef5 ',
  });
  expect(submitted.statusCode).toBe(201);
  expect(submitted.json()).toMatchObject({ amount: '15000.00', transaction_id: '9AB3CD4EF5' });
});
