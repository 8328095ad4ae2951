import fc from 'fast-check';
import type { PublicProfile } from '@portal/shared/contract/profiles';
import { recountReputation } from '../db/queries/reputation';
import { transactionWithEvents } from '../realtime/after-commit';
import { createInProcessEventBus } from '../realtime/event-bus';
import {
  confirmedPayment,
  deliverAndApprove,
  injectAs,
  registerAdmin,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import { diskPictureStorage } from '../uploads/picture-storage';
import { createReviewService, type ReviewService } from './service';

/**
 * The reputation kept on profiles as a property (see docs/collaboration.md): for any sequence of
 * collaborations funded, released, disputed and decided (release, refund, split), stepped back
 * from, reviewed by either side, and days passing with the publishing job running, after every step
 * the kept figures equal a fresh count from the reviews and collaborations (`reputation_recount()`
 * corrects nothing), and the public profiles show them.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The app's clock; a wait step moves it on. */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

let t: TestApp;
let admin: SignedIn;
let brands: SignedIn[];
let influencers: SignedIn[];
let publisher: ReviewService;
let checks = 0;
/** Steps the API accepted, by kind: shows the sequences reach every state. */
const accepted = new Map<string, number>();
const tally = (kind: string) => accepted.set(kind, (accepted.get(kind) ?? 0) + 1);

beforeAll(async () => {
  t = await startTestApp({ platformFeePercent: 10 }, undefined, { clock, autoRelease: false });
  admin = await registerAdmin(t.app, t.database.db);
  brands = [await registerUser(t.app, 'brand'), await registerUser(t.app, 'brand')];
  influencers = [await registerUser(t.app, 'influencer'), await registerUser(t.app, 'influencer')];
  publisher = createReviewService(
    t.database.db,
    transactionWithEvents(t.database.db, createInProcessEventBus(t.app.log)),
    clock,
    diskPictureStorage(t.config.uploadDir),
  );
});

afterAll(async () => {
  console.log(`reputation properties: ${checks} checks after steps; accepted steps:`, [
    ...accepted,
  ]);
  await t?.close();
});

type Step =
  | { kind: 'fund'; brand: number; influencer: number }
  | { kind: 'approve'; pick: number }
  | { kind: 'decide'; pick: number; outcome: 'release' | 'refund' | 'split' }
  | { kind: 'stepBack'; pick: number }
  | { kind: 'review'; pick: number; byBrand: boolean; rating: number }
  | { kind: 'wait'; days: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('fund' as const),
      brand: fc.nat({ max: 1 }),
      influencer: fc.nat({ max: 1 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('approve' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      pick: fc.nat(),
      outcome: fc.constantFrom('release' as const, 'refund' as const, 'split' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('stepBack' as const), pick: fc.nat() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('review' as const),
      pick: fc.nat(),
      byBrand: fc.boolean(),
      rating: fc.integer({ min: 1, max: 5 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      days: fc.integer({ min: 1, max: 15 }),
    }),
  },
);

interface Collaboration {
  id: number;
  brand: SignedIn;
  influencer: SignedIn;
}

/** The item at `index` of a list, counting round; undefined for an empty list. */
const nth = <T>(list: T[], index: number): T | undefined => list[index % Math.max(1, list.length)];

async function run(sequence: Step[]): Promise<void> {
  const collaborations: Collaboration[] = [];
  /** Those that ended released or by a dispute decision: the reviews pick among them. */
  const ended: Collaboration[] = [];
  for (const current of sequence) {
    if (current.kind === 'fund') {
      const brand = nth(brands, current.brand);
      const influencer = nth(influencers, current.influencer);
      if (brand === undefined || influencer === undefined) throw new Error('no parties');
      const parties = { brand, influencer, admin };
      const { applicationId } = await confirmedPayment(t.app, t.database.db, parties, '100.00');
      collaborations.push({ id: applicationId, ...parties });
      tally('fund');
    }
    const collaboration =
      current.kind === 'fund' || current.kind === 'wait'
        ? undefined
        : nth(current.kind === 'review' ? ended : collaborations, current.pick);
    if (current.kind === 'approve' && collaboration !== undefined) {
      await deliverAndApprove(t.app, collaboration, collaboration.id).then(
        () => {
          ended.push(collaboration);
          tally('approve');
        },
        () => undefined,
      );
    }
    if (current.kind === 'decide' && collaboration !== undefined) {
      const opened = await injectAs(
        t.app,
        'POST',
        `/applications/${collaboration.id}/dispute/`,
        collaboration.brand,
        { reason: 'Decided by the property.' },
      );
      if (opened.statusCode === 201) {
        const decided = await injectAs(
          t.app,
          'PUT',
          `/admin/disputes/${(opened.json() as { id: number }).id}/`,
          admin,
          {
            outcome: current.outcome,
            reason: 'Decided by the property.',
            ...(current.outcome === 'split' ? { influencer_amount: '40.00' } : {}),
          },
        );
        expect(decided.statusCode).toBe(200);
        ended.push(collaboration);
        tally(`decide ${current.outcome}`);
      }
    }
    if (current.kind === 'stepBack' && collaboration !== undefined) {
      const response = await injectAs(
        t.app,
        'POST',
        `/applications/${collaboration.id}/withdraw/`,
        collaboration.influencer,
      );
      if (response.statusCode === 200) tally('stepBack');
    }
    if (current.kind === 'review' && collaboration !== undefined) {
      const response = await injectAs(
        t.app,
        'POST',
        `/applications/${collaboration.id}/review/`,
        current.byBrand ? collaboration.brand : collaboration.influencer,
        { rating: current.rating, text: 'Reviewed by the property.' },
      );
      if (response.statusCode === 201) tally('review');
    }
    if (current.kind === 'wait') {
      offsetMs += current.days * DAY_MS;
      if ((await publisher.publishDue()) > 0) tally('published by the job');
    }
    await expectKeptEqualsFresh();
  }
}

async function expectKeptEqualsFresh(): Promise<void> {
  expect(await recountReputation(t.database.db)).toBe(0);
  for (const user of [...brands, ...influencers]) {
    const response = await injectAs(t.app, 'GET', `/profile/${user.user.username}/`);
    const profile = response.json() as PublicProfile;
    expect(profile.average_rating === null).toBe(profile.review_count === 0);
  }
  checks += 1;
}

test('the kept reputation equals a fresh count after any sequence', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 24, size: 'max' }), run),
    {
      numRuns: 15,
    },
  );
  // The sequences reached what matters.
  for (const kind of ['fund', 'approve', 'review']) {
    expect(accepted.get(kind) ?? 0).toBeGreaterThan(0);
  }
});
