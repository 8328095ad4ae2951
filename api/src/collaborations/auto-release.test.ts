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
import { createCollaborationService, type CollaborationService } from './service';

/**
 * The server's auto-release (design §6): exactly once per collaboration however many runners
 * look at the same database at the same moment, by its timer without any call, and never twice
 * when a brand approves at the moment the runner releases. With DATABASE_URL set, on PostgreSQL,
 * where the runners really hold separate connections.
 */

const HOURS = 0.0005;
const HOUR_MS = 60 * 60 * 1000;

const now = new Date('2026-03-01T06:00:00Z');
const clock = () => now;

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
