import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { signInBrowser } from '../lib/api';
import { assertNoCspViolations, launchBrowser } from '../lib/browser';
import {
  acceptApplication,
  applyWithFee,
  confirmPayment,
  createCampaign,
  openCollaboration,
  payByBkash,
  register,
  requestWithdrawal,
  rowCells,
  submitDelivery,
} from '../lib/marketplace';
import { startPortalServer, type PortalServer } from '../lib/portal-server';
import { bothWidths, taka, waitForText } from '../lib/screens';

/**
 * The escrow (see docs/money.md) through the screens only: the money the brand pays is held until
 * the brand approves the work, released by time when the brand stays silent, or decided by the
 * admin in a dispute, whose refund the admin then sends. The platform keeps 10 %.
 */

let server: PortalServer;
let browser: Browser;

/** The settings of every server of these journeys: a fee to take, no rate limit in the way. */
const ENV = { RATE_LIMIT: 'off', PLATFORM_FEE_PERCENT: '10' } as const;

before(async () => {
  server = await startPortalServer({ env: ENV });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  assertNoCspViolations(browser);
});

const PASSWORD = 'escrow-journey-2026';

interface Parties {
  brand: Page;
  influencer: Page;
  admin: Page;
  brandName: string;
  influencerName: string;
  title: string;
  transaction: string;
}

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/**
 * A new brand and a new influencer agree on `amount` for a new campaign; the brand pays by bKash
 * and the admin confirms: the money is in escrow. Each of the three is left on their own page.
 */
async function fundCollaboration(on: PortalServer, name: string, amount: string): Promise<Parties> {
  const suffix = `${name}${Date.now().toString(36)}`;
  const parties: Parties = {
    brand: await newPage(),
    influencer: await newPage(),
    admin: await newPage(),
    brandName: `es_brand_${suffix}`,
    influencerName: `es_infl_${suffix}`,
    title: `Eid Lookbook ${suffix}`,
    transaction: `ES${suffix}`.toUpperCase().padEnd(12, '7').slice(0, 20),
  };
  const { brand, influencer, admin, title } = parties;
  await register(brand, on, 'Brand', parties.brandName, PASSWORD);
  await createCampaign(brand, on, {
    title,
    description: 'Two reels and a photo set of the Eid collection, posted in the Eid week.',
    budget: amount,
  });
  await register(influencer, on, 'Influencer', parties.influencerName, PASSWORD);
  await applyWithFee(influencer, on, {
    title,
    proposal: 'Two reels at Hatirjheel at dusk and a photo set in Old Dhaka.',
    fee: amount,
  });
  await acceptApplication(brand, on, parties.influencerName);
  await payByBkash(brand, on, { title, amount, transaction: parties.transaction });
  await signInBrowser(admin, on, 'admin@demo.local');
  await confirmPayment(admin, on, parties.transaction);
  return parties;
}

/** The value of the collaboration page's 'Status' fact. */
function collaborationStatus(page: Page) {
  return page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: /^Status$/ }) })
    .locator('dd');
}

/** The influencer's balance on /withdrawals: the current balance and the money in escrow. */
async function expectBalance(
  influencer: Page,
  on: PortalServer,
  balance: { current: string; inEscrow: string },
): Promise<void> {
  await influencer.goto(`${on.url}/withdrawals`);
  const summary = influencer.getByRole('region', { name: 'Your balance' });
  await waitForText(summary, `Current Balance${taka(balance.current)}`);
  await waitForText(summary, `In Escrow${taka(balance.inEscrow)}`);
}

async function closeAll(parties: Parties): Promise<void> {
  const { brand, influencer, admin } = parties;
  await Promise.all([brand, influencer, admin].map((page) => page.context().close()));
}

test('the money waits in escrow through a change request until the brand approves and releases it', async () => {
  const AMOUNT = '12000.00';
  const NET = '10800.00';
  const parties = await fundCollaboration(server, 'a', AMOUNT);
  const { brand, influencer, title, influencerName } = parties;

  // The influencer sees the money in escrow (what they will receive, after the fee), not in the
  // balance, and cannot withdraw it.
  await influencer.goto(`${server.url}/payments`);
  assert.equal((await rowCells(influencer, 'My Earnings', title))[7], 'In Escrow');
  await expectBalance(influencer, server, { current: '0.00', inEscrow: NET });
  await influencer.getByLabel('Amount (৳)').fill('1000');
  await influencer.getByLabel('bKash Number').fill('01712345678');
  await influencer.getByRole('button', { name: 'Request Withdrawal' }).click();
  await influencer.getByRole('alert').filter({ hasText: '⚠️ Insufficient balance.' }).waitFor();
  await waitForText(
    influencer.getByRole('region', { name: 'Your balance' }),
    'Current Balance৳0.00',
  );

  // The influencer opens the collaboration from My Earnings and delivers two links.
  await openCollaboration(influencer, server, 'My Earnings', title);
  await waitForText(collaborationStatus(influencer), 'In Escrow');
  await influencer
    .getByText('The money is held in escrow. Deliver your work to get paid.')
    .waitFor();
  await bothWidths(influencer, 'escrow-in-escrow-influencer');
  await submitDelivery(influencer, {
    links: [
      { url: 'https://www.facebook.com/reel/1001', platform: 'Facebook' },
      { url: 'https://www.instagram.com/p/eid-lookbook' },
    ],
    note: 'The photo set is in the second link.',
  });
  await waitForText(collaborationStatus(influencer), 'Delivered');

  // The brand sees the delivery and asks for changes with a reason.
  await openCollaboration(brand, server, 'Campaign Payments', title);
  await waitForText(collaborationStatus(brand), 'Delivered');
  const links = brand.getByRole('list', { name: 'Links of delivery 1' });
  await links.getByRole('link', { name: 'https://www.facebook.com/reel/1001' }).waitFor();
  await links.getByRole('link', { name: 'https://www.instagram.com/p/eid-lookbook' }).waitFor();
  await brand.getByText('You can request changes 2 more times.').waitFor();
  await bothWidths(brand, 'escrow-delivered-brand');
  const REASON = 'Please show the panjabi in daylight too, and tag our page.';
  await brand.getByRole('button', { name: 'Request Changes' }).click();
  const changes = brand.getByRole('dialog', { name: 'Request Changes' });
  await changes.getByLabel('Reason').fill(REASON);
  await changes.getByRole('button', { name: 'Request Changes' }).click();
  await brand.getByRole('status').filter({ hasText: 'Changes requested.' }).waitFor();
  await waitForText(collaborationStatus(brand), 'Changes Requested');

  // The influencer's page follows without a reload: the reason, and a new delivery.
  await waitForText(collaborationStatus(influencer), 'Changes Requested');
  await influencer.getByText(new RegExp(`^Changes requested on .*: ${REASON}$`)).waitFor();
  await influencer.getByText(`Reason: ${REASON}`).waitFor();
  await bothWidths(influencer, 'escrow-changes-requested-influencer');
  await submitDelivery(influencer, {
    links: [{ url: 'https://www.facebook.com/reel/1002', platform: 'Facebook' }],
    note: 'Daylight reel, with your page tagged.',
  });

  // The brand approves and releases after confirming.
  await brand
    .getByRole('list', { name: 'Links of delivery 2' })
    .getByRole('link', { name: 'https://www.facebook.com/reel/1002' })
    .waitFor();
  await brand.getByText('You can request changes 1 more time.').waitFor();
  await brand.getByRole('button', { name: 'Approve and Release' }).click();
  const approve = brand.getByRole('dialog', { name: 'Approve the work and release the money?' });
  await approve.getByText(`${taka(NET)} is released to ${influencerName}`).waitFor();
  await approve.getByRole('button', { name: 'Approve and Release' }).click();
  await brand
    .getByRole('status')
    .filter({ hasText: 'The work is approved and the money released.' })
    .waitFor();
  await waitForText(collaborationStatus(brand), 'Released');
  await brand
    .getByText(
      `The money was released: ${influencerName} received ${taka(NET)} after the platform fee.`,
    )
    .waitFor();
  assert.equal(await brand.getByRole('button', { name: 'Approve and Release' }).count(), 0);
  await bothWidths(brand, 'escrow-released-brand');

  // The influencer's balance rose by the amount less the fee, and is withdrawable.
  await waitForText(collaborationStatus(influencer), 'Released');
  await bothWidths(influencer, 'escrow-released-influencer');
  await expectBalance(influencer, server, { current: NET, inEscrow: '0.00' });
  await requestWithdrawal(influencer, { amount: '5000', wallet: 'bKash', number: '01712345678' });
  await waitForText(
    influencer.getByRole('region', { name: 'Your balance' }),
    `Current Balance${taka('5800.00')}`,
  );
  await influencer.goto(`${server.url}/payments`);
  assert.equal((await rowCells(influencer, 'My Earnings', title))[7], 'Released');

  await closeAll(parties);
});

test('a delivery the brand leaves unanswered is released by time', async () => {
  // 0.002 hours: a delivery is released 7.2 s after it is submitted.
  const quick = await startPortalServer({ env: { ...ENV, ESCROW_AUTO_RELEASE_HOURS: '0.002' } });
  try {
    const AMOUNT = '6000.00';
    const NET = '5400.00';
    const parties = await fundCollaboration(quick, 'b', AMOUNT);
    const { brand, influencer, title, brandName } = parties;
    await openCollaboration(brand, quick, 'Campaign Payments', title);
    await waitForText(collaborationStatus(brand), 'In Escrow');

    await openCollaboration(influencer, quick, 'My Earnings', title);
    await submitDelivery(influencer, {
      links: [{ url: 'https://www.youtube.com/watch?v=eid-lookbook', platform: 'YouTube' }],
      note: '',
    });
    await influencer
      .getByText(
        new RegExp(`^If ${brandName} doesn't answer by .* the money is released to you\\.$`),
      )
      .waitFor();

    // The brand does nothing; both pages follow the release without a reload.
    for (const page of [brand, influencer]) {
      await collaborationStatus(page).getByText('Released').waitFor({ timeout: 30_000 });
      await page
        .getByText(/^Released automatically on .*: the brand did not answer in time\.$/)
        .waitFor();
      await page
        .getByRole('list', { name: 'Timeline' })
        .getByText('Released automatically')
        .waitFor();
    }
    await influencer
      .getByText(`The money was released: ${taka(NET)} was added to your balance.`)
      .waitFor();
    await bothWidths(brand, 'escrow-auto-released-brand');
    await bothWidths(influencer, 'escrow-auto-released-influencer');
    await expectBalance(influencer, quick, { current: NET, inEscrow: '0.00' });
    await closeAll(parties);
  } finally {
    await quick.stop();
  }
});

test('the admin splits a disputed escrow and sends the brand its part back', async () => {
  const AMOUNT = '8000.00';
  const PART = '5000.00';
  const NET = '4500.00';
  const BACK = '3000.00';
  const parties = await fundCollaboration(server, 'c', AMOUNT);
  const { brand, influencer, admin, title, brandName, influencerName } = parties;
  const refundTransaction = `RF${parties.transaction}`.slice(0, 20);

  await openCollaboration(influencer, server, 'My Earnings', title);
  await submitDelivery(influencer, {
    links: [{ url: 'https://www.tiktok.com/@eid/video/77', platform: 'TikTok' }],
    note: 'One reel instead of two: the second location was closed.',
  });

  // The brand opens a dispute with a reason, confirmed.
  const REASON = 'Only one of the two agreed reels was delivered.';
  await openCollaboration(brand, server, 'Campaign Payments', title);
  await waitForText(collaborationStatus(brand), 'Delivered');
  await brand.getByRole('button', { name: 'Open Dispute' }).click();
  const dispute = brand.getByRole('dialog', { name: 'Open Dispute' });
  await dispute.getByLabel('Reason').fill(REASON);
  await dispute.getByRole('button', { name: 'Open Dispute' }).click();
  await brand
    .getByRole('dialog', { name: 'Open a dispute?' })
    .getByRole('button', { name: 'Open Dispute' })
    .click();
  await brand
    .getByRole('status')
    .filter({ hasText: 'The dispute is opened. An admin will review it.' })
    .waitFor();
  await waitForText(collaborationStatus(brand), 'Disputed');
  await brand
    .getByText('An admin is reviewing the dispute. The money stays held until they decide.')
    .waitFor();
  await bothWidths(brand, 'escrow-disputed-brand');
  await waitForText(collaborationStatus(influencer), 'Disputed');

  // The admin sees both sides, the reason and the delivery, and splits the money.
  await admin.goto(`${server.url}/admin-panel`);
  await admin.getByRole('tab', { name: 'Disputes' }).click();
  const card = admin.getByRole('article', { name: title });
  await card.waitFor();
  const text = (await card.textContent()) ?? '';
  for (const shown of [brandName, influencerName, taka(AMOUNT), REASON, `${brandName} (brand)`]) {
    assert.ok(text.includes(shown), `the dispute shows "${shown}"`);
  }
  await card
    .getByRole('list', { name: 'Links' })
    .getByRole('link', { name: 'https://www.tiktok.com/@eid/video/77' })
    .waitFor();
  await card.getByText('The brand opened this dispute instead of answering.').waitFor();
  await card.getByRole('radio', { name: 'Split' }).check();
  await card.getByLabel("Influencer's amount").fill('5000');
  await card
    .getByText(
      `${brandName} gets back ${taka(BACK)}. The platform fee of ${taka('500.00')} is taken from the influencer's part: ${influencerName} receives ${taka(NET)}.`,
    )
    .waitFor();
  await card
    .getByLabel('Reason for the decision')
    .fill('One of two reels delivered: 5000 of 8000.');
  await bothWidths(admin, 'escrow-admin-dispute', card);
  await card.getByRole('button', { name: 'Decide' }).click();
  const decide = admin.getByRole('dialog', { name: 'Decide dispute' });
  await decide.getByText(new RegExp(`^Split ${taka(AMOUNT)}: ${taka(PART)} to`)).waitFor();
  await decide.getByRole('button', { name: 'Decide' }).click();
  await admin.getByRole('status').filter({ hasText: 'Dispute decided successfully' }).waitFor();

  // The influencer's balance rose by their part less its fee.
  await waitForText(collaborationStatus(influencer), 'Split');
  await expectBalance(influencer, server, { current: NET, inEscrow: '0.00' });

  // The admin's Refunds tab holds the brand's part, pending, and records its transfer.
  await admin.getByRole('tab', { name: 'Refunds' }).click();
  const pending = await rowCells(admin, 'Refunds', title);
  assert.equal(pending[2], taka(BACK));
  assert.equal(pending[3], 'Dispute');
  assert.equal(pending[5], 'Pending');
  // The table is laid out as cards on a phone: wait for a row's button in either layout (the
  // demo data has refunds waiting too).
  await bothWidths(
    admin,
    'escrow-admin-refunds',
    admin.getByRole('button', { name: 'Record Transfer' }).first(),
  );
  await admin
    .getByRole('table', { name: 'Refunds' })
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Record Transfer' })
    .click();
  const transfer = admin.getByRole('dialog', { name: `Record the refund to ${brandName}` });
  await transfer.getByLabel("Brand's bKash number").fill('01812345678');
  await transfer.getByLabel('Transaction ID').fill(refundTransaction);
  await transfer.getByRole('button', { name: 'Record Transfer' }).click();
  await admin
    .getByRole('dialog', { name: 'Record refund' })
    .getByRole('button', { name: 'Record Transfer' })
    .click();
  await admin
    .getByRole('status')
    .filter({ hasText: 'Refund transfer recorded successfully' })
    .waitFor();

  // The brand sees the refund sent, with its transaction ID, on the collaboration page.
  await waitForText(collaborationStatus(brand), 'Split');
  await brand
    .getByText(
      new RegExp(
        `^Your refund of ${taka(BACK)} was sent on .* \\(transaction ID ${refundTransaction}\\)\\.$`,
      ),
    )
    .waitFor();
  await bothWidths(brand, 'escrow-refund-sent-brand');
  await closeAll(parties);
});
