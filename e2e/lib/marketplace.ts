import type { Locator, Page } from 'playwright-core';
import { watchForText } from './flash';
import type { PortalServer } from './portal-server';
import { taka } from './screens';

/** Pay Now's success message (docs/screens.md). */
export const PAYMENT_SUBMITTED = '✅ Payment submitted successfully! Awaiting admin confirmation.';

/**
 * The steps a marketplace journey takes through the screens, as a person does: register, create a
 * campaign, apply, accept, pay, confirm, open a collaboration.
 */

/** Registers a new account through /register and waits for its dashboard. */
export async function register(
  page: Page,
  server: PortalServer,
  role: 'Brand' | 'Influencer',
  username: string,
  password: string,
): Promise<void> {
  await page.goto(`${server.url}/register`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Role').selectOption({ label: role });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
}

/** The cells of the first row of table `table` holding `hasText`, once it shows. */
export async function rowCells(page: Page, table: string, hasText: string): Promise<string[]> {
  const row = page.getByRole('table', { name: table }).getByRole('row').filter({ hasText });
  await row.first().waitFor();
  return row.first().getByRole('cell').allTextContents();
}

/** The brand creates a lifestyle campaign from /create-campaign. */
export async function createCampaign(
  brand: Page,
  server: PortalServer,
  campaign: { title: string; description: string; budget: string },
): Promise<void> {
  await brand.goto(`${server.url}/create-campaign`);
  await brand.getByLabel('Title').fill(campaign.title);
  await brand.getByLabel('Description').fill(campaign.description);
  await brand.getByLabel('Budget (৳)').fill(campaign.budget);
  await brand.getByLabel('Category').selectOption('lifestyle');
  await brand.getByRole('button', { name: 'Create Campaign' }).click();
  await brand.getByRole('article').filter({ hasText: campaign.title }).waitFor();
}

/** The influencer finds the campaign by its title and applies with a proposal and a fee. */
export async function applyWithFee(
  influencer: Page,
  server: PortalServer,
  application: { title: string; proposal: string; fee: string },
): Promise<void> {
  await influencer.goto(`${server.url}/campaigns`);
  await influencer.getByLabel('Search').fill(application.title);
  await influencer.getByRole('button', { name: 'Apply filters' }).click();
  await influencer
    .getByRole('article', { name: application.title })
    .getByRole('link', { name: application.title })
    .click();
  await influencer.getByRole('button', { name: 'Apply to Campaign' }).click();
  const apply = influencer.getByRole('dialog', { name: 'Apply to Campaign' });
  await apply.getByLabel('Proposal').fill(application.proposal);
  await apply.getByLabel('Expected Fee (optional)').fill(application.fee);
  await apply.getByRole('button', { name: 'Submit Application' }).click();
  await influencer.getByText('Application submitted successfully!').waitFor();
}

/** The brand accepts the influencer's application from Campaign Applications, confirming it; returns its row. */
export async function acceptApplication(
  brand: Page,
  server: PortalServer,
  influencerName: string,
): Promise<Locator> {
  await brand.goto(`${server.url}/applications`);
  const row = brand
    .getByRole('table', { name: 'Campaign Applications' })
    .getByRole('row')
    .filter({ hasText: influencerName });
  await row.getByRole('button', { name: 'Accept' }).click();
  await brand
    .getByRole('dialog', { name: 'Accept application' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await brand.getByText('Application accepted successfully!').waitFor();
  return row;
}

/** The brand pays the agreed amount by bKash from Campaign Payments ('Pay Now'). */
export async function payByBkash(
  brand: Page,
  server: PortalServer,
  payment: { title: string; amount: string; transaction: string },
): Promise<void> {
  await brand.goto(`${server.url}/payments`);
  await brand
    .getByRole('table', { name: 'Campaign Payments' })
    .getByRole('row')
    .filter({ hasText: payment.title })
    .getByRole('button', { name: 'Pay Now' })
    .click();
  const pay = brand.getByRole('dialog', { name: 'Complete Your Payment' });
  await pay
    .getByRole('region', { name: 'How to pay with bKash' })
    .getByText(taka(payment.amount), { exact: true })
    .waitFor();
  await pay.getByLabel('Transaction ID').fill(payment.transaction);
  const submitted = await watchForText(brand, PAYMENT_SUBMITTED);
  await pay.getByRole('button', { name: 'Confirm Payment' }).click();
  await submitted();
}

/** The admin confirms the pending payment with that transaction ID. */
export async function confirmPayment(
  admin: Page,
  server: PortalServer,
  transaction: string,
): Promise<void> {
  await admin.goto(`${server.url}/admin-panel?tab=payments&status=pending`);
  await admin.getByRole('button', { name: `Approve payment ${transaction}` }).click();
  await admin
    .getByRole('dialog', { name: 'Approve payment' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await admin.getByText('Payment confirmed successfully').waitFor();
}

/**
 * The influencer asks for a withdrawal on /withdrawals: fills in the form, Request Withdrawal, then
 * Confirm Withdrawal in the confirmation that names the amount and the wallet, and waits for the
 * form's success.
 */
export async function requestWithdrawal(
  page: Page,
  request: { amount: string; wallet: 'bKash' | 'Nagad'; number: string },
): Promise<void> {
  await page.getByLabel('Amount (৳)').fill(request.amount);
  await page.getByRole('radio', { name: request.wallet }).check();
  await page.getByLabel(`${request.wallet} Number`).fill(request.number);
  await page.getByRole('button', { name: 'Request Withdrawal' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Confirm your withdrawal' });
  await confirmation.getByRole('button', { name: 'Confirm Withdrawal' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: '✅ Withdrawal request submitted successfully!' })
    .waitFor();
}

/**
 * Approves a withdrawal in its open 'Approve withdrawal' dialog: the transaction ID of the admin's
 * transfer (the influencer's payout reference, docs/money.md), then Approve.
 */
export async function approveWithdrawal(
  dialog: Locator,
  payoutTransactionId: string,
): Promise<void> {
  await dialog
    .getByRole('textbox', { name: 'Transaction ID of your transfer' })
    .fill(payoutTransactionId);
  await dialog.getByRole('button', { name: 'Approve' }).click();
}

/**
 * Opens the collaboration from /payments (Campaign Payments or My Earnings), where the campaign's
 * title leads to it, and waits for its title.
 */
export async function openCollaboration(
  page: Page,
  server: PortalServer,
  table: 'Campaign Payments' | 'My Earnings',
  title: string,
): Promise<void> {
  await page.goto(`${server.url}/payments`);
  await page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('link', { name: title })
    .click();
  await page.waitForURL(/\/collaborations\/\d+$/);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

/** A link of a delivery and the platform's name as the form lists it ('Facebook'), if given. */
export interface DeliveredLink {
  url: string;
  platform?: string;
}

/** The influencer submits a delivery of `links` with a note from the collaboration page. */
export async function submitDelivery(
  influencer: Page,
  delivery: { links: readonly DeliveredLink[]; note: string },
): Promise<void> {
  await influencer.getByRole('button', { name: 'Submit Delivery' }).click();
  const dialog = influencer.getByRole('dialog', { name: 'Submit Delivery' });
  for (const [index, link] of delivery.links.entries()) {
    if (index > 0) await dialog.getByRole('button', { name: 'Add Link' }).click();
    const row = dialog.getByRole('group', { name: `Link ${index + 1}` });
    await row.getByLabel('URL').fill(link.url);
    if (link.platform) await row.getByLabel('Platform').selectOption({ label: link.platform });
  }
  await dialog.getByLabel('Note (optional)').fill(delivery.note);
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await influencer.getByRole('status').filter({ hasText: 'Your work was delivered.' }).waitFor();
  await dialog.waitFor({ state: 'detached' });
}
