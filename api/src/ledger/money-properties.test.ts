import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import type { AuthResponse } from '@portal/shared/contract/auth';
import {
  COLLABORATION_TRANSITIONS,
  mayCause,
  transitionOf,
  type CollaborationEvent,
} from '@portal/shared/contract/collaboration-transitions';
import type { CollaborationStatus } from '@portal/shared/contract/collaborations';
import { fromPaisa, toPaisa } from '@portal/shared/money';
import { totalsMismatches } from '../db/queries/account-totals';
import { transferDifferences } from '../db/queries/transfers';
import { refunds } from '../db/schema';
import {
  acceptedApplication,
  bearer,
  newTransactionId,
  registerAdmin,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

/**
 * The money rules as properties (see docs/money.md): for any sequence of payments and their
 * decisions, deliveries, approvals, requests for changes, disputes and the admin's decisions
 * (release, refund, split), stepping back, cancelling after the deadline, refunds sent, and
 * withdrawals (also sent at the same moment) and their decisions, after every step:
 * - the API accepts a collaboration's event exactly when the contract's table of transitions
 *   allows it in the collaboration's state (and its condition holds), and the collaboration is
 *   then in the table's next state, as the API reports it;
 * - the balance the API reports never goes negative, equals the sum over the source tables
 *   (released entries less withdrawals pending or approved) and a model kept here in paisa;
 * - in_escrow equals the model: what is held, less the fee recorded with each payment held;
 * - each collaboration's held amount = released + fee + refunded + what is still held;
 * - the confirmed payments (money in) = the held entries = what went out + what is in escrow;
 * - every kept total (account_totals, their months, the platform's) equals a fresh count from the
 *   entries and the other rows: `account_totals_mismatches` is empty.
 */

const MIN_WITHDRAWAL_PAISA = 100_00n;
const FEE_PERCENT = 7.5;
const REVISION_ROUNDS = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The app's clock; a cancel step moves it past the cancel date (21 days after funding). */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

let testApp: TestApp;
let brand: SignedIn;
let admin: SignedIn;
let sequencesRun = 0;
let balanceChecks = 0;
/** Steps the API accepted, by kind: shows the sequences reach every state. */
const accepted = new Map<string, number>();
const tally = (kind: string) => accepted.set(kind, (accepted.get(kind) ?? 0) + 1);

beforeAll(async () => {
  testApp = await startTestApp(
    { platformFeePercent: FEE_PERCENT, minWithdrawal: 100, revisionRounds: REVISION_ROUNDS },
    undefined,
    { clock, autoRelease: false },
  );
  brand = await registerUser(testApp.app, 'brand');
  admin = await registerAdmin(testApp.app, testApp.database.db);
});

afterAll(async () => {
  console.log(
    `money properties: ${sequencesRun} sequences, ${balanceChecks} balance checks after steps;`,
    'accepted steps:',
    Object.fromEntries(accepted),
  );
  await testApp?.close();
});

type Step =
  | { kind: 'pay'; paisa: number }
  | { kind: 'decidePayment'; pick: number; confirm: boolean }
  | { kind: 'deliver'; pick: number }
  | { kind: 'approve'; pick: number }
  | { kind: 'requestChanges'; pick: number }
  | { kind: 'dispute'; pick: number; byBrand: boolean }
  | { kind: 'decideDispute'; pick: number; outcome: 'release' | 'refund' | 'split'; part: number }
  | { kind: 'stepBack'; pick: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'sendRefund'; pick: number }
  | { kind: 'withdraw'; paisa: number }
  | { kind: 'withdrawTogether'; paisa: number; count: number }
  | { kind: 'decideWithdrawal'; pick: number; approve: boolean };

const pickStep = <K extends Step['kind']>(kind: K) =>
  fc.record({ kind: fc.constant(kind), pick: fc.nat() });

const pay = fc.record({
  kind: fc.constant('pay' as const),
  paisa: fc.integer({ min: 100_00, max: 5_000_00 }),
});
const decidePayment = fc.record({
  kind: fc.constant('decidePayment' as const),
  pick: fc.nat(),
  confirm: fc.integer({ min: 0, max: 3 }).map((draw) => draw > 0),
});

const steps: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: pay },
  { weight: 3, arbitrary: decidePayment },
  { weight: 5, arbitrary: pickStep('deliver') },
  { weight: 4, arbitrary: pickStep('approve') },
  { weight: 2, arbitrary: pickStep('requestChanges') },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('dispute' as const),
      pick: fc.nat(),
      byBrand: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('decideDispute' as const),
      pick: fc.nat(),
      outcome: fc.constantFrom('release' as const, 'refund' as const, 'split' as const),
      part: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
  },
  { weight: 1, arbitrary: pickStep('stepBack') },
  { weight: 1, arbitrary: pickStep('cancel') },
  { weight: 1, arbitrary: pickStep('sendRefund') },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      paisa: fc.integer({ min: 50_00, max: 4_000_00 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('withdrawTogether' as const),
      paisa: fc.integer({ min: 100_00, max: 1_500_00 }),
      count: fc.integer({ min: 2, max: 6 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('decideWithdrawal' as const),
      pick: fc.nat(),
      approve: fc.boolean(),
    }),
  },
);

/** A few payments and their decisions first, so that most sequences have money to move. */
const sequences: fc.Arbitrary<Step[]> = fc
  .tuple(
    fc.array(fc.tuple(pay, decidePayment), { minLength: 1, maxLength: 3 }),
    fc.array(steps, { minLength: 6, maxLength: 16 }),
  )
  .map(([opening, rest]) => [...opening.flat(), ...rest]);

const toTaka = (paisa: bigint | number) => fromPaisa(BigInt(paisa));

/** A collaboration as the model sees it: `paying` until the admin decides its payment. */
interface CollaborationModel {
  id: number;
  paymentId: number;
  amount: bigint;
  fee: bigint;
  status: 'paying' | CollaborationStatus;
  revisionsUsed: number;
  disputeId?: number;
}

/** What the API has accepted so far for one influencer, kept in whole paisa. */
interface Model {
  collaborations: CollaborationModel[];
  /** Released to the influencer, net of fees. */
  releasedNet: bigint;
  pendingWithdrawals: { id: number; paisa: bigint }[];
  heldByWithdrawals: bigint;
  pendingRefunds: number[];
}

const HELD: readonly string[] = ['in_escrow', 'delivered', 'changes_requested', 'disputed'];

type PartyStep = Extract<
  Step,
  { kind: 'deliver' | 'approve' | 'requestChanges' | 'dispute' | 'stepBack' | 'cancel' }
>;

/** Each party step's event in the contract's table of transitions. */
const EVENT_OF: Record<PartyStep['kind'], CollaborationEvent> = {
  deliver: 'deliver',
  approve: 'approve',
  requestChanges: 'request_changes',
  dispute: 'dispute',
  stepBack: 'step_back',
  cancel: 'cancel',
};

/** The state the table leads `from` to by `event`; the test fails when it allows none. */
function nextBy(from: CollaborationModel['status'], event: CollaborationEvent) {
  const to = from === 'paying' ? undefined : transitionOf(from, event)?.to;
  if (to === undefined) throw new Error(`the table has no ${event} from ${from}`);
  return to;
}

const balanceOf = (model: Model) => model.releasedNet - model.heldByWithdrawals;
const heldIn = (model: Model) =>
  model.collaborations.filter((collaboration) => HELD.includes(collaboration.status));

/** What is held, gross: the payments in escrow. */
const heldOf = (model: Model) =>
  heldIn(model).reduce((sum, collaboration) => sum + collaboration.amount, 0n);

/** The influencer's in_escrow: what is held, less the fee recorded with each payment. */
const inEscrowOf = (model: Model) =>
  heldIn(model).reduce((sum, collaboration) => sum + collaboration.amount - collaboration.fee, 0n);

/**
 * The model's settlement by `event`: `part` paisa to the influencer less its share of the fee,
 * half up; the collaboration goes where the table says.
 */
function settle(
  model: Model,
  collaboration: CollaborationModel,
  event: CollaborationEvent,
  part: bigint,
): void {
  const fee = (part * collaboration.fee * 2n + collaboration.amount) / (2n * collaboration.amount);
  model.releasedNet += part - fee;
  collaboration.status = nextBy(collaboration.status, event);
  if (part < collaboration.amount) model.pendingRefunds.push(collaboration.id);
}

/** Signs in again after the clock moved past the access tokens' lifetime. */
async function signInAgain(user: SignedIn): Promise<SignedIn> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email: user.user.email, password: user.password },
  });
  expect(response.statusCode).toBe(200);
  return { ...(response.json() as AuthResponse), password: user.password };
}

const picked = <T>(items: T[], pick: number): T | undefined => items[pick % items.length];

async function send(user: SignedIn, method: 'POST' | 'PUT', url: string, payload?: object) {
  return testApp.app.inject({ method, url: `/api${url}`, headers: bearer(user), payload });
}

async function run(people: { influencer: SignedIn }, model: Model, step: Step): Promise<void> {
  const { database } = testApp;
  const { influencer } = people;
  switch (step.kind) {
    case 'pay': {
      const amount = toTaka(step.paisa);
      const { application } = await acceptedApplication(
        database.db,
        brand.user.id,
        influencer.user.id,
        amount,
      );
      const response = await send(brand, 'POST', '/payments/submit/', {
        application_id: application.id,
        amount,
        payment_method: 'bkash',
        transaction_id: newTransactionId(),
      });
      expect(response.statusCode).toBe(201);
      const payment = response.json() as { id: number };
      model.collaborations.push({
        id: application.id,
        paymentId: payment.id,
        amount: BigInt(step.paisa),
        fee: 0n,
        status: 'paying',
        revisionsUsed: 0,
      });
      return;
    }
    case 'decidePayment': {
      const paying = model.collaborations.filter((c) => c.status === 'paying');
      const collaboration = picked(paying, step.pick);
      if (collaboration === undefined) return;
      const response = await send(admin, 'PUT', `/admin/payments/${collaboration.paymentId}/`, {
        status: step.confirm ? 'confirmed' : 'rejected',
        ...(step.confirm ? {} : { reason: 'Not received.' }),
      });
      expect(response.statusCode).toBe(200);
      const decided = response.json() as { platform_fee: string };
      collaboration.fee = toPaisa(decided.platform_fee);
      collaboration.status = step.confirm
        ? nextBy('awaiting_payment', 'confirm_payment')
        : 'awaiting_payment';
      tally(step.confirm ? 'confirmPayment' : 'rejectPayment');
      return;
    }
    case 'sendRefund': {
      const id = picked(model.pendingRefunds, step.pick);
      if (id === undefined) return;
      const [refund] = await database.db
        .select({ id: refunds.id })
        .from(refunds)
        .where(eq(refunds.applicationId, id));
      expect(refund).toBeDefined();
      const response = await send(admin, 'PUT', `/admin/refunds/${refund?.id}/`, {
        transaction_id: newTransactionId(),
        phone_number: '01812345678',
        payment_method: 'bkash',
      });
      expect(response.statusCode).toBe(200);
      model.pendingRefunds = model.pendingRefunds.filter((pending) => pending !== id);
      tally(step.kind);
      return;
    }
    case 'decideDispute': {
      const disputed = model.collaborations.filter((c) => c.status === 'disputed');
      const collaboration = picked(disputed, step.pick);
      if (collaboration === undefined) return;
      const { amount } = collaboration;
      const part =
        step.outcome === 'release'
          ? amount
          : step.outcome === 'refund'
            ? 0n
            : 1n + BigInt(Math.floor(step.part * Number(amount - 2n)));
      const response = await send(admin, 'PUT', `/admin/disputes/${collaboration.disputeId}/`, {
        outcome: step.outcome,
        ...(step.outcome === 'split' ? { influencer_amount: toTaka(part) } : {}),
        reason: 'Decided on the evidence.',
      });
      expect(response.statusCode).toBe(200);
      settle(model, collaboration, `decide_${step.outcome}`, part);
      tally(`decideDispute:${step.outcome}`);
      return;
    }
    case 'withdraw':
    case 'withdrawTogether': {
      const count = step.kind === 'withdraw' ? 1 : step.count;
      const paisa = BigInt(step.paisa);
      const available = balanceOf(model);
      const expected =
        paisa < MIN_WITHDRAWAL_PAISA ? 0 : Math.min(count, Number(available / paisa));
      const answers = await Promise.all(
        Array.from({ length: count }, () =>
          send(influencer, 'POST', '/withdrawals/', {
            amount: toTaka(paisa),
            payment_method: 'nagad',
            phone_number: '01712345678',
          }),
        ),
      );
      const granted = answers.filter((answer) => answer.statusCode === 201);
      for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
        expect(refused.statusCode).toBe(400);
      }
      expect(granted).toHaveLength(expected);
      for (const answer of granted) {
        tally('withdraw');
        const { id } = answer.json() as { id: number };
        model.pendingWithdrawals.push({ id, paisa });
        model.heldByWithdrawals += paisa;
      }
      return;
    }
    case 'decideWithdrawal': {
      const withdrawal = picked(model.pendingWithdrawals, step.pick);
      if (withdrawal === undefined) return;
      model.pendingWithdrawals = model.pendingWithdrawals.filter((w) => w !== withdrawal);
      const response = await send(admin, 'PUT', `/admin/withdrawals/${withdrawal.id}/`, {
        status: step.approve ? 'approved' : 'rejected',
        ...(step.approve ? { transaction_id: newTransactionId() } : { reason: 'Wrong wallet.' }),
      });
      expect(response.statusCode).toBe(200);
      // A rejected withdrawal gives its amount back; an approved one stays spent.
      if (!step.approve) model.heldByWithdrawals -= withdrawal.paisa;
      return;
    }
    default:
      await transition(people, model, step);
  }
}

/** A party's step on one collaboration: the table of transitions says what the API answers. */
async function transition(
  people: { influencer: SignedIn },
  model: Model,
  step: PartyStep,
): Promise<void> {
  const event = EVENT_OF[step.kind];
  const actor = step.kind === 'dispute' && !step.byBrand ? 'influencer' : partyOf(event);
  // Three picks in four take a collaboration the table allows the step in (so sequences go
  // forward), the fourth any collaboration (so wrong states are tried too).
  const suited = model.collaborations.filter(
    (c) => c.status !== 'paying' && mayCause(actor, c.status, event),
  );
  const collaboration = picked(
    step.pick % 4 !== 0 && suited.length > 0 ? suited : model.collaborations,
    Math.floor(step.pick / 4),
  );
  if (collaboration === undefined) return;
  const { id } = collaboration;
  if (step.kind === 'cancel') {
    // Past every cancel date so far (21 days after funding); the tokens need signing in again.
    offsetMs += 22 * DAY_MS;
    brand = await signInAgain(brand);
    admin = await signInAgain(admin);
    people.influencer = await signInAgain(people.influencer);
  }
  const user = actor === 'brand' ? brand : people.influencer;
  const status = collaboration.status;
  const allowed =
    status !== 'paying' &&
    mayCause(actor, status, event) &&
    (event !== 'request_changes' || collaboration.revisionsUsed < REVISION_ROUNDS);
  const response = await request(step, id, user);
  if (step.kind === 'cancel') {
    // A signed-in request first releases the user's deliveries whose auto-release time has
    // passed (docs/money.md), and 22 days are past every delivery's: the brand's request
    // released each delivered collaboration, whatever it answers of this one.
    for (const due of model.collaborations.filter((c) => c.status === 'delivered')) {
      tally('released when due');
      settle(model, due, 'auto_release', due.amount);
    }
  }
  expect({ step: step.kind, status, answer: response.statusCode }).toEqual({
    step: step.kind,
    status,
    answer: allowed ? (event === 'deliver' || event === 'dispute' ? 201 : 200) : 409,
  });
  if (!allowed) return;
  tally(step.kind);
  switch (event) {
    case 'approve':
      settle(model, collaboration, event, collaboration.amount);
      break;
    case 'step_back':
    case 'cancel':
      settle(model, collaboration, event, 0n);
      break;
    default:
      collaboration.status = nextBy(status, event);
      if (event === 'request_changes') collaboration.revisionsUsed += 1;
      if (event === 'dispute') collaboration.disputeId = (response.json() as { id: number }).id;
  }
  const view = await testApp.app.inject({
    method: 'GET',
    url: `/api/applications/${id}/`,
    headers: bearer(user),
  });
  expect((view.json() as { status: string }).status).toBe(collaboration.status);
}

/** The party a step's event is for (a dispute may be either's: the step says whose). */
function partyOf(event: CollaborationEvent): 'brand' | 'influencer' {
  const row = COLLABORATION_TRANSITIONS.find((candidate) => candidate.event === event);
  return row?.by.includes('brand') === true ? 'brand' : 'influencer';
}

/** The party's request for `step` on collaboration `id`. */
function request(step: PartyStep, id: number, user: SignedIn) {
  switch (step.kind) {
    case 'deliver':
      return send(user, 'POST', `/applications/${id}/deliveries/`, {
        links: [{ url: 'https://www.youtube.com/watch?v=abc', platform: 'youtube' }],
      });
    case 'approve':
      return send(user, 'PUT', `/applications/${id}/delivery/`, { decision: 'approved' });
    case 'requestChanges':
      return send(user, 'PUT', `/applications/${id}/delivery/`, {
        decision: 'changes_requested',
        reason: 'Please show the product in the first seconds.',
      });
    case 'dispute':
      return send(user, 'POST', `/applications/${id}/dispute/`, {
        reason: 'We do not agree on the work.',
      });
    case 'stepBack':
      return send(user, 'POST', `/applications/${id}/withdraw/`);
    case 'cancel':
      return send(user, 'POST', `/applications/${id}/cancel/`);
  }
}

interface SourceSums {
  balance: bigint;
  confirmedPayments: bigint;
  perCollaboration: { id: number; held: bigint; out: bigint }[];
}

/** The money summed straight from the source tables, independent of the service's queries. */
async function sourceSums(influencerId: number): Promise<SourceSums> {
  const { db } = testApp.database;
  const totals = await db.execute<{ balance: string; confirmed: string }>(sql`
    select (
      coalesce((select sum(amount) from ledger_entries
        where influencer_id = ${influencerId} and kind = 'released'), 0)
      - coalesce((select sum(amount) from withdrawals
        where influencer_id = ${influencerId} and status in ('pending', 'approved')), 0)
    )::numeric(20,2)::text as balance,
    coalesce((select sum(amount) from payments
      where influencer_id = ${influencerId} and status = 'confirmed'), 0)::numeric(20,2)::text
      as confirmed`);
  const entries = await db.execute<{ id: number; held: string; out: string }>(sql`
    select application_id as id,
      coalesce(sum(amount) filter (where kind = 'held'), 0)::numeric(20,2)::text as held,
      coalesce(sum(amount) filter (where kind <> 'held'), 0)::numeric(20,2)::text as out
    from ledger_entries where influencer_id = ${influencerId} group by application_id`);
  return {
    balance: toPaisa(totals.rows[0]?.balance ?? '0.00'),
    confirmedPayments: toPaisa(totals.rows[0]?.confirmed ?? '0.00'),
    perCollaboration: entries.rows.map((row) => ({
      id: Number(row.id),
      held: toPaisa(row.held),
      out: toPaisa(row.out),
    })),
  };
}

async function reported(influencer: SignedIn): Promise<{ balance: bigint; inEscrow: bigint }> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/influencer/balance/',
    headers: bearer(influencer),
  });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { balance: string; in_escrow: string };
  return { balance: toPaisa(body.balance), inEscrow: toPaisa(body.in_escrow) };
}

/** What the collaboration's escrow still holds as a pending transfer, in paisa (docs/money.md). */
async function escrowPending(applicationId: number): Promise<bigint> {
  const { rows } = await testApp.database.db.execute<{ pending: string }>(sql`
    select pending::text from account_balances
    where kind = 'escrow' and application_id = ${applicationId}`);
  return BigInt(rows[0]?.pending ?? '0');
}

async function checkMoney(influencer: SignedIn, model: Model): Promise<void> {
  const answer = await reported(influencer);
  const sums = await sourceSums(influencer.user.id);
  expect(answer.balance).toBeGreaterThanOrEqual(0n);
  expect(answer.balance).toBe(sums.balance);
  expect(answer.balance).toBe(balanceOf(model));
  expect(answer.inEscrow).toBe(inEscrowOf(model));
  for (const { id, held, out } of sums.perCollaboration) {
    const collaboration = model.collaborations.find((c) => c.id === id);
    const stillHeld =
      collaboration !== undefined && HELD.includes(collaboration.status)
        ? collaboration.amount
        : 0n;
    expect(held).toBe(out + stillHeld);
    expect(await escrowPending(id)).toBe(stillHeld);
  }
  const held = sums.perCollaboration.reduce((sum, row) => sum + row.held, 0n);
  const out = sums.perCollaboration.reduce((sum, row) => sum + row.out, 0n);
  expect(sums.confirmedPayments).toBe(held);
  expect(held).toBe(out + heldOf(model));
  expect(await totalsMismatches(testApp.database.db)).toEqual([]);
  expect(await transferDifferences(testApp.database.db)).toEqual([]);
  balanceChecks += 1;
}

test('money is never lost or made: balances, escrow and ledger agree after every step', async () => {
  await fc.assert(
    fc.asyncProperty(sequences, async (sequence) => {
      const people = { influencer: await registerUser(testApp.app, 'influencer') };
      const model: Model = {
        collaborations: [],
        releasedNet: 0n,
        pendingWithdrawals: [],
        heldByWithdrawals: 0n,
        pendingRefunds: [],
      };
      for (const step of sequence) {
        await run(people, model, step);
        await checkMoney(people.influencer, model);
      }
      sequencesRun += 1;
    }),
    {
      numRuns: 15,
      // Always one split and its refund, then withdrawals of the split's money at once; and a
      // delivery released when due.
      examples: [
        [
          [
            { kind: 'pay', paisa: 8_000_00 },
            { kind: 'decidePayment', pick: 0, confirm: true },
            { kind: 'deliver', pick: 0 },
            { kind: 'dispute', pick: 0, byBrand: true },
            { kind: 'decideDispute', pick: 0, outcome: 'split', part: 0.625 },
            { kind: 'sendRefund', pick: 0 },
            { kind: 'withdrawTogether', paisa: 2_000_00, count: 3 },
            { kind: 'decideWithdrawal', pick: 0, approve: true },
            { kind: 'decideWithdrawal', pick: 0, approve: false },
          ],
        ],
        // A delivery left unanswered past its auto-release time: the next request releases it.
        [
          [
            { kind: 'pay', paisa: 100_00 },
            { kind: 'decidePayment', pick: 0, confirm: true },
            { kind: 'deliver', pick: 0 },
            { kind: 'cancel', pick: 0 },
            { kind: 'approve', pick: 0 },
            { kind: 'withdraw', paisa: 50_00 },
          ],
        ],
      ],
    },
  );
}, 180_000);
