import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import type { NotificationContent } from '@portal/shared/contract/notifications';
import type { Language } from '@portal/shared/language';
import { notifications, users } from '../db/schema';
import { smtpMailer } from '../mail/mailer';
import { transactionWithEvents } from '../realtime/after-commit';
import { createInProcessEventBus } from '../realtime/event-bus';
import { startMailServer, type MailServer } from '../test/mail-server';
import { injectAs, insertApplication, insertCampaign } from '../test/marketplace-fixtures';
import { NOTIFICATION_EXAMPLES } from '../test/notification-examples';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import { createNotificationMailer, isMailed } from './mail';
import { notify } from './notify';
import { notificationText } from './text';

const PUBLIC_URL = 'https://portal.example.com';
const log = Fastify({ logger: false }).log;

let mail: MailServer;
let t: TestApp;
beforeAll(async () => {
  mail = await startMailServer();
  t = await startTestApp({ smtpUrl: mail.url, publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

/** A registered user reading in `language`, and their address. */
async function reader(role: 'brand' | 'influencer', language: Language = 'en') {
  const user = await registerUser(t.app, role);
  await t.database.db.update(users).set({ language }).where(eq(users.id, user.user.id));
  return { ...user, email: `${user.user.username}@example.com` };
}

/** Services' transactions whose e-mails go to the test mail server, links under PUBLIC_URL. */
const mailingTransaction = () =>
  transactionWithEvents(
    t.database.db,
    createInProcessEventBus(log),
    createNotificationMailer(smtpMailer(mail.url, 'portal@example.com'), PUBLIC_URL, log),
  );

/** A notification of every kind and variant that is mailed. */
const MAILED: NotificationContent[] = [
  { kind: 'application_decided', params: { campaign: 'Eid Collection', status: 'accepted' } },
  {
    kind: 'payment_decided',
    params: {
      to: 'influencer',
      status: 'confirmed',
      amount: '1500.00',
      brand: 'aarong',
      campaign: 'Eid Collection',
    },
  },
  {
    kind: 'payment_decided',
    params: {
      to: 'brand',
      status: 'confirmed',
      amount: '1500.00',
      influencer: 'rina_k',
      campaign: 'Eid Collection',
    },
  },
  { kind: 'delivery_submitted', params: { influencer: 'rina_k', campaign: 'Eid Collection' } },
  {
    kind: 'delivery_reviewed',
    params: { brand: 'aarong', campaign: 'Eid Collection', reason: 'Please show the logo.' },
  },
  {
    kind: 'collaboration_released',
    params: {
      to: 'influencer',
      brand: 'aarong',
      campaign: 'Eid Collection',
      amount: '1500.00',
      auto: false,
    },
  },
  {
    kind: 'collaboration_released',
    params: {
      to: 'brand',
      influencer: 'rina_k',
      campaign: 'Eid Collection',
      amount: '1500.00',
      auto: true,
    },
  },
  {
    kind: 'withdrawal_decided',
    params: { status: 'approved', amount: '2500.00', phone_number: '01712345678' },
  },
  {
    kind: 'withdrawal_decided',
    params: {
      status: 'approved',
      amount: '2500.00',
      phone_number: '01712345678',
      transaction_id: 'BK12345',
    },
  },
  { kind: 'dispute_opened', params: { by: 'aarong', campaign: 'Eid Collection', to: 'party' } },
  {
    kind: 'dispute_decided',
    params: {
      campaign: 'Eid Collection',
      outcome: 'split',
      influencer_amount: '1000.00',
      brand_amount: '500.00',
    },
  },
  {
    kind: 'refund_sent',
    params: { campaign: 'Eid Collection', amount: '1500.00', transaction_id: 'NG98765' },
  },
  {
    kind: 'offer_received',
    params: { brand: 'aarong', title: 'Eid Collection', amount: '1500.00' },
  },
  {
    kind: 'gateway_payment_returned',
    params: {
      campaign: 'Eid Collection',
      amount: '1500.00',
      gateway: 'bkash',
      transaction_id: 'BKR11112222',
    },
  },
  {
    kind: 'package_ordered',
    params: { brand: 'aarong', title: 'Eid reel bundle', amount: '12500.00' },
  },
  { kind: 'draft_submitted', params: { influencer: 'nusrat', campaign: 'Eid Collection' } },
  {
    kind: 'draft_decided',
    params: { brand: 'aarong', campaign: 'Eid Collection', decision: 'approved', reason: null },
  },
  {
    kind: 'draft_decided',
    params: {
      brand: 'aarong',
      campaign: 'Eid Collection',
      decision: 'changes_requested',
      reason: 'Show the logo.',
    },
  },
];

/** Notifications that stay in the portal: rejections, messages, the admins' queue items. */
const NOT_MAILED: NotificationContent[] = [
  ...NOTIFICATION_EXAMPLES.map(([content]) => content).filter(
    (content) => !MAILED.some((mailed) => JSON.stringify(mailed) === JSON.stringify(content)),
  ),
  { kind: 'dispute_opened', params: { by: 'aarong', campaign: 'Eid Collection', to: 'admin' } },
  { kind: 'refund_pending', params: { brand: 'aarong', amount: '500.00', campaign: 'Eid' } },
];

describe('the e-mail of a notification that matters', () => {
  it('covers every kind that matters, and none of the admins’ queue items or messages', () => {
    expect(MAILED.every(isMailed)).toBe(true);
    expect(NOT_MAILED.some(isMailed)).toBe(false);
    expect([...new Set(MAILED.map(({ kind }) => kind))].sort()).toEqual([
      'application_decided',
      'collaboration_released',
      'delivery_reviewed',
      'delivery_submitted',
      'dispute_decided',
      'dispute_opened',
      'draft_decided',
      'draft_submitted',
      'gateway_payment_returned',
      'offer_received',
      'package_ordered',
      'payment_decided',
      'refund_sent',
      'withdrawal_decided',
    ]);
  });

  for (const language of ['en', 'bn'] as const) {
    it(`goes to the reader in their language (${language}), the notification's sentence with the link to its page`, async () => {
      const user = await reader('influencer', language);
      const transaction = mailingTransaction();
      for (const [index, content] of MAILED.entries()) {
        const link = `/collaborations/${index + 1}`;
        await transaction((tx, events) =>
          notify(tx, events, { ...content, userId: user.user.id, link }),
        );
        const sentence = notificationText(content, language);
        if (language === 'bn') expect(sentence).not.toBe(notificationText(content, 'en'));
        const received = await mail.next(user.email);
        expect(received.subject).toBe(sentence);
        expect(received.text).toContain(sentence);
        expect(received.text).toContain(`${PUBLIC_URL}${link}`);
        expect(received.html).toContain(`href="${PUBLIC_URL}${link}"`);
        expect(received.text).toContain(
          language === 'en' ? 'Open it in the portal' : 'পোর্টালে খুলুন',
        );
        expect(received.text).toContain(
          language === 'en' ? 'in Security Settings' : 'নিরাপত্তা সেটিংস থেকে',
        );
      }
      await mail.nothingFor(user.email);
    });
  }

  it('is not sent for a notification that does not matter enough (a message, a rejection)', async () => {
    const user = await reader('influencer');
    const transaction = mailingTransaction();
    for (const content of NOT_MAILED) {
      await transaction((tx, events) =>
        notify(tx, events, { ...content, userId: user.user.id, link: '/messages' }),
      );
    }
    await mail.nothingFor(user.email);
  });

  it('is not sent when the transaction rolls back', async () => {
    const user = await reader('influencer');
    const transaction = mailingTransaction();
    await expect(
      transaction(async (tx, events) => {
        await notify(tx, events, {
          kind: 'refund_sent',
          params: { campaign: 'Eid', amount: '500.00', transaction_id: 'NG1' },
          userId: user.user.id,
          link: '/collaborations/1',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await mail.nothingFor(user.email);
  });
});

describe('through the app: a brand accepts an application', () => {
  async function pendingApplication(language: Language = 'en') {
    const brand = await reader('brand');
    const influencer = await reader('influencer', language);
    const campaign = await insertCampaign(t.database.db, {
      brandId: brand.user.id,
      title: 'Eid Collection',
    });
    const application = await insertApplication(t.database.db, {
      campaignId: campaign.id,
      influencerId: influencer.user.id,
      status: 'pending',
    });
    return { brand, influencer, application };
  }
  const accept = (brand: { access: string }, id: number) =>
    injectAs(t.app, 'PUT', `/applications/${id}/status/`, brand, { status: 'accepted' });

  it('e-mails the influencer in their language, with the link under PUBLIC_URL', async () => {
    const { brand, influencer, application } = await pendingApplication('bn');
    expect((await accept(brand, application.id)).statusCode).toBe(200);
    const received = await mail.next(influencer.email);
    expect(received.subject).toBe('‘Eid Collection’ ক্যাম্পেইনে আপনার আবেদন গৃহীত হয়েছে।');
    expect(received.text).toMatch(new RegExp(`${PUBLIC_URL}/\\S+`));
  });

  it('sends nothing to a deactivated user, who still gets the notification', async () => {
    const { brand, influencer, application } = await pendingApplication();
    await t.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, influencer.user.id));
    expect((await accept(brand, application.id)).statusCode).toBe(200);
    await mail.nothingFor(influencer.email);
    const stored = await t.database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, influencer.user.id));
    expect(stored).toEqual([{ kind: 'application_decided' }]);
  });
});

describe('a mail server that cannot be reached', () => {
  it('does not fail the request: the change is saved and answered', async () => {
    const closed = await startMailServer();
    await closed.close();
    const down = await startTestApp({ smtpUrl: closed.url, publicUrl: PUBLIC_URL });
    try {
      const brand = await registerUser(down.app, 'brand');
      const influencer = await registerUser(down.app, 'influencer');
      const campaign = await insertCampaign(down.database.db, { brandId: brand.user.id });
      const application = await insertApplication(down.database.db, {
        campaignId: campaign.id,
        influencerId: influencer.user.id,
        status: 'pending',
      });
      const response = await injectAs(
        down.app,
        'PUT',
        `/applications/${application.id}/status/`,
        brand,
        { status: 'accepted' },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: application.id, status: 'accepted' });
    } finally {
      await down.close();
    }
  });
});

describe('GET and PUT /account/email-preferences/', () => {
  const preferences = (user: { access: string }) =>
    injectAs(t.app, 'GET', '/account/email-preferences/', user);
  const setPreferences = (user: { access: string }, body: unknown) =>
    injectAs(t.app, 'PUT', '/account/email-preferences/', user, body);

  it('has every e-mail on by default; keeps the kinds switched off, once each, in a fixed order', async () => {
    const user = await reader('influencer');
    expect((await preferences(user)).json()).toEqual({ off: [] });
    const put = await setPreferences(user, {
      off: ['refund_sent', 'application_decided', 'refund_sent'],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ off: ['application_decided', 'refund_sent'] });
    expect((await preferences(user)).json()).toEqual({
      off: ['application_decided', 'refund_sent'],
    });
  });

  it('refuses a kind that is not mailed, and a body without the list', async () => {
    const user = await reader('influencer');
    for (const body of [{ off: ['message_received'] }, { off: 'refund_sent' }, {}]) {
      expect((await setPreferences(user, body)).statusCode).toBe(400);
    }
    expect((await preferences(user)).json()).toEqual({ off: [] });
  });

  it('sends no e-mail of a kind switched off, and still those of the others', async () => {
    const user = await reader('influencer');
    await setPreferences(user, { off: ['refund_sent'] });
    const transaction = mailingTransaction();
    await transaction((tx, events) =>
      notify(tx, events, {
        kind: 'refund_sent',
        params: { campaign: 'Eid', amount: '500.00', transaction_id: 'NG1' },
        userId: user.user.id,
        link: '/collaborations/1',
      }),
    );
    await mail.nothingFor(user.email);
    await transaction((tx, events) =>
      notify(tx, events, {
        kind: 'application_decided',
        params: { campaign: 'Eid Collection', status: 'accepted' },
        userId: user.user.id,
        link: '/applications',
      }),
    );
    expect((await mail.next(user.email)).subject).toBe(
      'Your application to Eid Collection was accepted.',
    );
  });
});
