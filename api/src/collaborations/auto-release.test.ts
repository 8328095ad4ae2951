import { and, eq, inArray, sql } from 'drizzle-orm';
import { ledgerEntries, notifications } from '../db/schema';
import { transactionWithEvents } from '../realtime/after-commit';
import { createInProcessEventBus } from '../realtime/event-bus';
import {
  bearer,
  confirmedPayment,
  registerAdmin,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import { autoReleaseInterval, startAutoRelease } from './auto-release';
import {
  createCollaborationService,
  RELEASED_WHEN_DUE,
  type CollaborationService,
} from './service';

/**
 * The server's auto-release (see docs/money.md): exactly once per collaboration however many
 * runners look at the same database at the same moment, by its timer without any call, never twice
 * when a brand approves at the moment the runner releases, and from the very moment it is due,
 * before any runner comes round: no party may answer then, and every read shows it released. With
 * DATABASE_URL set, on PostgreSQL, where the runners really hold separate connections.
 */

const HOURS = 0.0005;
const HOUR_MS = 60 * 60 * 1000;

const start = new Date('2026-03-01T06:00:00Z');
/** The app's time: `start` unless a test moves it (and puts it back after). */
let now = start;
const clock = () => now;
afterEach(() => {
  now = start;
});

let testApp: TestApp;
let parties: { brand: SignedIn; influencer: SignedIn; admin: SignedIn };

beforeAll(async () => {
  testApp = await startTestApp(
    { escrowAutoReleaseHours: HOURS, platformFeePercent: 10 },
    undefined,
    { clock, autoRelease: false },
  );
  parties = {
    brand: await registerUser(testApp.app, 'brand'),
    influencer: await registerUser(testApp.app, 'influencer'),
    admin: await registerAdmin(testApp.app, testApp.database.db),
  };
});

afterAll(async () => {
  await testApp?.close();
});

/** Another API instance's collaboration service over the same database, at `at`. */
function runner(at: () => Date): CollaborationService {
  const bus = createInProcessEventBus(testApp.app.log);
  const transaction = transactionWithEvents(testApp.database.db, bus);
  return createCollaborationService(testApp.database.db, testApp.config, transaction, at);
}

/** A funded collaboration the influencer delivered at the test clock's time. */
async function deliveredCollaboration(): Promise<number> {
  const { applicationId } = await confirmedPayment(
    testApp.app,
    testApp.database.db,
    parties,
    '1000.00',
  );
  const delivered = await testApp.app.inject({
    method: 'POST',
    url: `/api/applications/${applicationId}/deliveries/`,
    headers: bearer(parties.influencer),
    payload: { links: [{ url: 'https://www.facebook.com/reel/7', platform: 'facebook' }] },
  });
  expect(delivered.statusCode).toBe(201);
  return applicationId;
}

const pastDue = () => new Date(now.getTime() + HOURS * HOUR_MS + 60_000);

/** Ledger entries of `kind` per collaboration. */
async function entriesPer(ids: number[], kind: 'released' | 'fee'): Promise<Map<number, number>> {
  const rows = await testApp.database.db
    .select({ id: ledgerEntries.applicationId, count: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.applicationId, ids), eq(ledgerEntries.kind, kind)))
    .groupBy(ledgerEntries.applicationId);
  return new Map(rows.map((row) => [row.id, row.count]));
}

/** 'collaboration_released' notifications per collaboration (one for each party). */
async function releaseNoticesPer(ids: number[]): Promise<Map<number, number>> {
  const links = ids.map((id) => `/collaborations/${id}`);
  const rows = await testApp.database.db
    .select({ link: notifications.link, count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      and(eq(notifications.kind, 'collaboration_released'), inArray(notifications.link, links)),
    )
    .groupBy(notifications.link);
  return new Map(rows.map((row) => [Number(row.link?.split('/').pop()), row.count]));
}

async function statusOf(id: number): Promise<string> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/applications/${id}/`,
    headers: bearer(parties.brand),
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { status: string }).status;
}

describe('releaseDue', () => {
  it('releases every due delivery exactly once with two runners at the same moment', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 12; index += 1) ids.push(await deliveredCollaboration());
    const early = runner(() => new Date(now.getTime() + 1_000));
    expect(await early.releaseDue()).toBe(0);

    const first = runner(pastDue);
    const second = runner(pastDue);
    const counts = await Promise.all([first.releaseDue(), second.releaseDue()]);

    expect(counts[0] + counts[1]).toBe(ids.length);
    const released = await entriesPer(ids, 'released');
    const fees = await entriesPer(ids, 'fee');
    const notices = await releaseNoticesPer(ids);
    for (const id of ids) {
      expect(released.get(id)).toBe(1);
      expect(fees.get(id)).toBe(1);
      expect(notices.get(id)).toBe(2);
      expect(await statusOf(id)).toBe('released');
    }
    // Nothing is left for a later round.
    expect(await first.releaseDue()).toBe(0);
  });

  it('lets a brand approval racing the runner win or lose, with exactly one release', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      const id = await deliveredCollaboration();
      const [approval, releasedByRunner] = await Promise.all([
        testApp.app.inject({
          method: 'PUT',
          url: `/api/applications/${id}/delivery/`,
          headers: bearer(parties.brand),
          payload: { decision: 'approved' },
        }),
        runner(pastDue).releaseDue(),
      ]);
      if (approval.statusCode === 200) {
        expect(releasedByRunner).toBe(0);
        outcomes.push('brand');
      } else {
        expect(approval.statusCode).toBe(409);
        expect(releasedByRunner).toBe(1);
        outcomes.push('runner');
      }
      expect((await entriesPer([id], 'released')).get(id)).toBe(1);
      expect((await releaseNoticesPer([id])).get(id)).toBe(2);
      expect(await statusOf(id)).toBe('released');
    }
    expect(outcomes).toHaveLength(6);
  });
});

describe('startAutoRelease', () => {
  it('releases a due delivery by its timer, with fractional hours, without any call', async () => {
    const id = await deliveredCollaboration();
    const running = startAutoRelease(runner(pastDue), HOURS, testApp.app.log);
    try {
      const until = Date.now() + 10_000;
      while ((await statusOf(id)) !== 'released' && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await statusOf(id)).toBe('released');
      expect((await entriesPer([id], 'released')).get(id)).toBe(1);
    } finally {
      await running.stop();
    }
  });

  it('stop() waits for a round under way and starts no other', async () => {
    let finishRound: (released: number) => void = () => undefined;
    let rounds = 0;
    const slow = {
      releaseDue: () => {
        rounds += 1;
        return new Promise<number>((resolve) => {
          finishRound = resolve;
        });
      },
    };
    const running = startAutoRelease(slow, HOURS, testApp.app.log);
    const until = Date.now() + 5_000;
    while (rounds === 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(rounds).toBe(1);
    let stopped = false;
    const stopping = running.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false);
    finishRound(0);
    await stopping;
    expect(stopped).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, autoReleaseInterval(HOURS) * 2));
    expect(rounds).toBe(1);
  });
});

describe('autoReleaseInterval', () => {
  it('is a twentieth of the release time, between half a second and a minute', () => {
    expect(autoReleaseInterval(72)).toBe(60_000);
    expect(autoReleaseInterval(1)).toBe(60_000);
    expect(autoReleaseInterval(0.01)).toBe(1_800);
    expect(autoReleaseInterval(0.001)).toBe(500);
    expect(autoReleaseInterval(0.0001)).toBe(500);
    expect(autoReleaseInterval(0.2)).toBe(36_000);
  });
});

describe('at the auto-release time, before any runner comes round', () => {
  /** The moment a delivery made at `start` comes due, and `ms` after it. */
  const due = (ms = 0) => new Date(start.getTime() + HOURS * HOUR_MS + ms);

  type Call = (id: number) => Promise<{ statusCode: number; json(): unknown }>;
  const as = (user: SignedIn, method: 'PUT' | 'POST', path: string, payload?: object): Call => {
    return (id) =>
      testApp.app.inject({
        method,
        url: `/api/applications/${id}/${path}`,
        headers: bearer(user),
        ...(payload === undefined ? {} : { payload }),
      });
  };
  const answers: [string, () => Call][] = [
    ['the brand approves', () => as(parties.brand, 'PUT', 'delivery/', { decision: 'approved' })],
    [
      'the brand asks for changes',
      () =>
        as(parties.brand, 'PUT', 'delivery/', {
          decision: 'changes_requested',
          reason: 'Please show the product label.',
        }),
    ],
    [
      'the brand opens a dispute',
      () => as(parties.brand, 'POST', 'dispute/', { reason: 'The post was not what we agreed.' }),
    ],
    ['the brand cancels', () => as(parties.brand, 'POST', 'cancel/')],
    [
      'the influencer opens a dispute',
      () => as(parties.influencer, 'POST', 'dispute/', { reason: 'The brand will not answer me.' }),
    ],
    ['the influencer steps back', () => as(parties.influencer, 'POST', 'withdraw/')],
  ];

  async function expectReleasedOnce(id: number): Promise<void> {
    expect((await entriesPer([id], 'released')).get(id)).toBe(1);
    expect((await entriesPer([id], 'fee')).get(id)).toBe(1);
    expect((await releaseNoticesPer([id])).get(id)).toBe(2);
    expect(await statusOf(id)).toBe('released');
  }

  it.each(answers)('refuses when %s at the deadline, 0.3 s and 0.9 s after it', async (_, call) => {
    for (const late of [0, 300, 900]) {
      const id = await deliveredCollaboration();
      now = due(late);
      const answer = await call()(id);
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({
        status: 409,
        body: { error: RELEASED_WHEN_DUE },
      });
      // Asked again, the same answer: the money stays the influencer's.
      expect((await call()(id)).json()).toEqual({ error: RELEASED_WHEN_DUE });
      await expectReleasedOnce(id);
      now = start;
    }
  });

  it('lets the brand answer until the deadline', async () => {
    const id = await deliveredCollaboration();
    now = due(-1);
    const approval = await as(parties.brand, 'PUT', 'delivery/', { decision: 'approved' })(id);
    expect(approval.statusCode).toBe(200);
    expect((await entriesPer([id], 'released')).get(id)).toBe(1);
  });

  it('refuses a change racing the deadline inside its own transaction, and keeps the release', async () => {
    const id = await deliveredCollaboration();
    // The request was let in just before the deadline; its transaction runs at it.
    const atDeadline = runner(() => due());
    const brand = {
      id: parties.brand.user.id,
      role: 'brand' as const,
      username: parties.brand.user.username,
      language: 'en' as const,
      sessionId: null,
      emailVerified: true,
    };
    await expect(
      atDeadline.answerDelivery(brand, id, { decision: 'approved', reason: null }),
    ).rejects.toMatchObject({ statusCode: 409, message: RELEASED_WHEN_DUE });
    await expectReleasedOnce(id);
  });

  /** Reads that show a collaboration's state or its money, each the first request at the deadline. */
  const reads: [string, (id: number) => Promise<unknown>][] = [
    ['its page, for the brand', (id) => viewOf(parties.brand, `/applications/${id}/`)],
    ['its page, for the influencer', (id) => viewOf(parties.influencer, `/applications/${id}/`)],
    ['its page, for an admin', (id) => viewOf(parties.admin, `/applications/${id}/`)],
    [
      "the brand's payments list",
      async (id) =>
        ((await viewOf(parties.brand, '/applications/?brand=true&limit=100')) as Listed[]).find(
          (row) => row.id === id,
        )?.collaboration_status,
    ],
    [
      "the influencer's dashboard",
      async (id) =>
        (
          (await viewOf(parties.influencer, '/dashboard/influencer/')) as {
            recent_applications: Listed[];
          }
        ).recent_applications.find((row) => row.id === id)?.collaboration_status,
    ],
  ];

  interface Listed {
    id: number;
    collaboration_status: string | null;
  }

  async function viewOf(user: SignedIn, path: string): Promise<unknown> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api${path}`,
      headers: bearer(user),
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  const balanceOf = async () =>
    ((await viewOf(parties.influencer, '/influencer/balance/')) as { balance: string }).balance;

  it.each(reads)('shows it released on %s at the deadline', async (_, read) => {
    const id = await deliveredCollaboration();
    now = due();
    const seen = await read(id);
    expect(typeof seen === 'string' ? seen : (seen as { status: string }).status).toBe('released');
    await expectReleasedOnce(id);
  });

  it("puts the money in the influencer's balance at the deadline, once", async () => {
    const id = await deliveredCollaboration();
    const before = await balanceOf();
    now = due(300);
    // 1000.00 less the 10% fee.
    expect(Number(await balanceOf())).toBeCloseTo(Number(before) + 900, 2);
    expect(Number(await balanceOf())).toBeCloseTo(Number(before) + 900, 2);
    await expectReleasedOnce(id);
  });

  it('lets the influencer review at the deadline: the delivery is released first', async () => {
    const id = await deliveredCollaboration();
    now = due();
    const review = await testApp.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/review/`,
      headers: bearer(parties.influencer),
      payload: { rating: 5, text: 'Clear brief, fair brand.' },
    });
    expect(review.statusCode).toBe(201);
    await expectReleasedOnce(id);
  });

  it('releases once when reads of both parties and an admin race two runners', async () => {
    const ids = [await deliveredCollaboration(), await deliveredCollaboration()];
    now = due();
    const page = (user: SignedIn, id: number) =>
      viewOf(user, `/applications/${id}/`) as Promise<{ status: string }>;
    const views = ids.flatMap((id) =>
      [parties.brand, parties.influencer, parties.admin, parties.brand, parties.influencer].map(
        (user) => page(user, id),
      ),
    );
    const [seen, released] = await Promise.all([
      Promise.all(views),
      Promise.all([runner(due).releaseDue(), runner(due).releaseDue(), balanceOf()]),
    ]);
    expect(seen.map((view) => view.status)).toEqual(views.map(() => 'released'));
    expect(released[0] + released[1]).toBeLessThanOrEqual(ids.length);
    for (const id of ids) await expectReleasedOnce(id);
  });
});
