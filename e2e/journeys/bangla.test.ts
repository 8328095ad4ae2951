import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { callApi, signInApi, type ApiSession } from '../lib/api';
import { assertNoCspViolations, launchBrowser } from '../lib/browser';
import { watchForText } from '../lib/flash';
import { startPortalServer, type PortalServer } from '../lib/portal-server';
import { assertBengaliFontInUse, bothWidths, waitForText } from '../lib/screens';

/**
 * The two languages (docs/i18n.md) in a browser: a brand and an influencer who read Bangla. The
 * brand switches to বাংলা on the landing page and registers; the influencer's browser remembers
 * Bangla from an earlier visit. The brand creates a campaign with the budget typed in Bengali
 * digits, the influencer applies with a fee in Bengali digits, the brand pays with a transaction ID
 * holding Bengali digits, the influencer reads the notifications in Bangla and withdraws to a
 * wallet number typed in Bengali digits. Every number on screen is in Bengali digits, the server
 * stores Latin ones, and the Bangla is drawn in the Noto Sans Bengali the portal serves, at desktop
 * and phone width.
 */

let server: PortalServer;
let browser: Browser;

before(async () => {
  server = await startPortalServer({ env: { RATE_LIMIT: 'off' } });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  assertNoCspViolations(browser);
});

const PASSWORD = 'bangla-journey-2026';

async function newPage(rememberBangla = false): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (rememberBangla) {
    await context.addInitScript(() => localStorage.setItem('portal.language', 'bn'));
  }
  return context.newPage();
}

/** Registers through the Bangla form (the navigation bar's নিবন্ধন link) and lands on the dashboard. */
async function register(page: Page, role: 'ব্র্যান্ড' | 'ইনফ্লুয়েন্সার', username: string) {
  await page
    .getByRole('navigation', { name: 'প্রধান' })
    .getByRole('link', { name: 'নিবন্ধন' })
    .click();
  await page.getByRole('heading', { name: 'অ্যাকাউন্ট খুলুন' }).waitFor();
  await page.getByLabel('ইউজারনেম').fill(username);
  await page.getByLabel('ইমেইল').fill(`${username}@example.com`);
  await page.getByLabel('পাসওয়ার্ড').fill(PASSWORD);
  await page.getByLabel('ভূমিকা').selectOption({ label: role });
  await page.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
}

/** Opens the bell and waits for a notification whose text is `text`. */
async function readNotification(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: /^নোটিফিকেশন, [০-৯]+টি অপঠিত$/ }).click();
  await page.getByRole('region', { name: 'নোটিফিকেশন' }).getByText(text).waitFor();
  await page.keyboard.press('Escape');
}

test('a brand and an influencer use the portal in Bangla, from the landing page to a withdrawal', async () => {
  const suffix = Date.now().toString(36);
  const brandName = `bn_brand_${suffix}`;
  const influencerName = `bn_infl_${suffix}`;
  const title = `Pohela Boishakh Reels ${suffix}`;

  // The landing page in English, switched to বাংলা with its own language switch.
  const brand = await newPage();
  await brand.goto(`${server.url}/`);
  await brand
    .getByRole('main')
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'বাংলা' })
    .click();
  const nav = brand.getByRole('navigation', { name: 'প্রধান' });
  await nav.waitFor();
  assert.equal(await brand.evaluate(() => document.documentElement.lang), 'bn');
  assert.equal(
    await brand
      .getByRole('main')
      .getByRole('group', { name: 'ভাষা' })
      .getByRole('button', { name: 'বাংলা' })
      .getAttribute('aria-pressed'),
    'true',
  );
  // The switch's own বাংলা (marked lang="bn"), a heading and a price: Bengali glyphs, not boxes.
  for (const shown of [
    brand.getByRole('main').getByRole('button', { name: 'বাংলা' }),
    brand.getByRole('heading', { level: 1 }),
    brand.getByText('৳৯,৯০০').first(),
  ]) {
    await assertBengaliFontInUse(brand, shown);
  }
  await bothWidths(brand, 'bangla-landing');

  // The brand registers in Bangla; the account keeps the language chosen before it existed.
  await register(brand, 'ব্র্যান্ড', brandName);
  await brand.getByRole('heading', { name: 'ব্র্যান্ড ড্যাশবোর্ড', level: 1 }).waitFor();
  assert.match(await brand.title(), /^ব্র্যান্ড ড্যাশবোর্ড – /);
  const brandSession = await signInApi(server, `${brandName}@example.com`, PASSWORD);
  assert.equal((brandSession.user as { language?: string }).language, 'bn');
  await assertBengaliFontInUse(brand, brand.getByRole('heading', { level: 1 }));
  await bothWidths(brand, 'bangla-brand-dashboard');

  // A campaign whose budget is typed in Bengali digits: shown in Bengali digits, stored in Latin.
  await brand.goto(`${server.url}/create-campaign`);
  await brand.getByLabel('শিরোনাম').fill(title);
  await brand.getByLabel('বিবরণ').fill('পহেলা বৈশাখে তিনটি রিল, আগের দিন একটি স্টোরি।');
  await brand.getByLabel('বাজেট (৳)').fill('২০০০০');
  await brand.getByLabel('ক্যাটাগরি').selectOption('lifestyle');
  await brand.getByRole('button', { name: 'ক্যাম্পেইন তৈরি করুন' }).click();
  const card = brand.getByRole('article').filter({ hasText: title });
  await card.waitFor();
  await card.getByText('৳২০,০০০.০০').waitFor();
  const campaigns = await callApi<{ id: number; title: string; budget: string }[]>(
    server,
    brandSession,
    'GET',
    '/campaigns/',
  );
  const campaign = campaigns.find((item) => item.title === title);
  assert.equal(campaign?.budget, '20000.00');

  // The influencer's browser remembers Bangla; they register and apply with a fee in Bengali digits.
  const influencer = await newPage(true);
  await influencer.goto(`${server.url}/`);
  await register(influencer, 'ইনফ্লুয়েন্সার', influencerName);
  await influencer.goto(`${server.url}/campaigns/${campaign.id}`);
  await influencer.getByRole('button', { name: 'ক্যাম্পেইনে আবেদন করুন' }).click();
  const apply = influencer.getByRole('dialog', { name: 'ক্যাম্পেইনে আবেদন করুন' });
  await apply.getByText(`${title} · বাজেট ৳২০,০০০.০০`).waitFor();
  await apply.getByLabel('প্রস্তাব').fill('জাতীয় স্মৃতিসৌধে তিনটি রিল, নববর্ষের সকালে।');
  await apply.getByLabel('প্রত্যাশিত ফি (ঐচ্ছিক)').fill('১৮৫০০');
  await apply.getByRole('button', { name: 'আবেদন জমা দিন' }).click();
  await influencer.getByText('আবেদন সফলভাবে জমা হয়েছে!').waitFor();

  // The brand accepts; the influencer reads it in Bangla.
  const applications = await callApi<{ id: number; expected_fee: string | null }[]>(
    server,
    brandSession,
    'GET',
    `/applications/?campaign=${campaign.id}`,
  );
  const [application] = applications;
  assert.equal(application?.expected_fee, '18500.00');
  await callApi(server, brandSession, 'PUT', `/applications/${application.id}/status/`, {
    status: 'accepted',
  });
  await readNotification(influencer, `‘${title}’ ক্যাম্পেইনে আপনার আবেদন গৃহীত হয়েছে।`);

  // The brand pays by bKash. A transaction ID too short is refused beside its field, in Bangla;
  // one with Bengali digits is taken and stored with Latin ones.
  await brand.goto(`${server.url}/payments`);
  await brand
    .getByRole('table', { name: 'ক্যাম্পেইনের পেমেন্ট' })
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: 'এখনই পেমেন্ট করুন' })
    .click();
  const pay = brand.getByRole('dialog', { name: 'আপনার পেমেন্ট সম্পন্ন করুন' });
  await pay
    .getByRole('region', { name: 'bKash দিয়ে যেভাবে পেমেন্ট করবেন' })
    .getByText('৳১৮,৫০০.০০', { exact: true })
    .waitFor();
  await pay.getByLabel('ট্রানজেকশন আইডি').fill('BK১২৩');
  await pay.getByRole('button', { name: 'পেমেন্ট নিশ্চিত করুন' }).click();
  await pay.getByText('ট্রানজেকশন আইডি ৮ থেকে ২০টি অক্ষর ও সংখ্যার হয়।').waitFor();
  await pay.getByLabel('ট্রানজেকশন আইডি').fill('BK২০২৬০৪১৪PB৭');
  await bothWidths(brand, 'bangla-payment', pay);
  const submitted = await watchForText(
    brand,
    '✅ পেমেন্ট সফলভাবে জমা হয়েছে! অ্যাডমিনের নিশ্চিতকরণের অপেক্ষায় আছে।',
  );
  await pay.getByRole('button', { name: 'পেমেন্ট নিশ্চিত করুন' }).click();
  await submitted();
  const admin = await signInApi(server, 'admin@demo.local');
  const pending = await callApi<{ id: number; transaction_id: string }[]>(
    server,
    admin,
    'GET',
    '/admin/payments/?status=pending&transaction_id=BK20260414PB7',
  );
  assert.deepEqual(
    pending.map((payment) => payment.transaction_id),
    ['BK20260414PB7'],
  );
  await readNotification(
    influencer,
    `${brandName} ‘${title}’ ক্যাম্পেইনের জন্য ৳১৮,৫০০.০০ পেমেন্ট পাঠিয়েছে। এটি নিশ্চিত হওয়ার অপেক্ষায় আছে।`,
  );

  // The admin confirms; the work is delivered and approved, which releases the escrow; the
  // influencer withdraws to a wallet number typed in Bengali digits.
  await callApi(server, admin, 'PUT', `/admin/payments/${pending[0]?.id}/`, {
    status: 'confirmed',
  });
  const influencerSession: ApiSession = await signInApi(
    server,
    `${influencerName}@example.com`,
    PASSWORD,
  );
  await callApi(server, influencerSession, 'POST', `/applications/${application.id}/deliveries/`, {
    links: [{ url: 'https://www.facebook.com/reel/boishakh', platform: 'facebook' }],
  });
  await callApi(server, brandSession, 'PUT', `/applications/${application.id}/delivery/`, {
    decision: 'approved',
  });
  await influencer.goto(`${server.url}/withdrawals`);
  await influencer.getByLabel('পরিমাণ (৳)').fill('৫০০০');
  await influencer.getByLabel('bKash নম্বর').fill('০১৭১২৩৪৫৬৭৮');
  await influencer.getByRole('button', { name: 'টাকা তোলার অনুরোধ পাঠান' }).click();
  const confirmation = influencer.getByRole('dialog', {
    name: 'টাকা তোলার অনুরোধ নিশ্চিত করুন',
  });
  await waitForText(confirmation, 'bKash নম্বর০১৭১২৩৪৫৬৭৮');
  await confirmation.getByRole('button', { name: 'অনুরোধ নিশ্চিত করুন' }).click();
  await influencer.getByText('✅ টাকা তোলার অনুরোধ সফলভাবে পাঠানো হয়েছে!').waitFor();
  const history = influencer.getByRole('table').filter({ hasText: '০১৭১২৩৪৫৬৭৮' });
  await history.getByText('৳৫,০০০.০০').waitFor();
  const withdrawals = await callApi<{ phone_number: string; amount: string }[]>(
    server,
    influencerSession,
    'GET',
    '/withdrawals/',
  );
  assert.deepEqual(
    withdrawals.map(({ phone_number, amount }) => [phone_number, amount]),
    [['01712345678', '5000.00']],
  );
  await assertBengaliFontInUse(influencer, history.getByText('০১৭১২৩৪৫৬৭৮'));
  await assertBengaliFontInUse(influencer, history.getByText('৳৫,০০০.০০'));
  // The bell's count (the payment's confirmation is unread), drawn inside a button: a control
  // is given the browser's own font unless told otherwise.
  const bell = influencer.getByRole('button', { name: /^নোটিফিকেশন, [০-৯]+টি অপঠিত$/ });
  await assertBengaliFontInUse(influencer, bell);
  // On a phone the history's rows are cards, not a table: wait for the number itself.
  await bothWidths(influencer, 'bangla-withdrawals', influencer.getByText('০১৭১২৩৪৫৬৭৮').first());

  // Back to English without a reload: the same page speaks the spec's words again.
  await influencer
    .getByRole('navigation', { name: 'প্রধান' })
    .getByRole('button', { name: 'English' })
    .click();
  await influencer.getByRole('navigation', { name: 'Main' }).waitFor();
  await influencer.getByRole('table').getByText('01712345678').waitFor();
  assert.equal(await influencer.evaluate(() => document.documentElement.lang), 'en');
});
