import fc from 'fast-check';
import {
  COLLABORATION_EVENTS,
  COLLABORATION_TRANSITIONS,
  mayCause,
  transitionOf,
  type CollaborationActor,
  type CollaborationTransition,
} from './collaboration-transitions';
import {
  COLLABORATION_STATUSES,
  FINAL_STATUSES,
  HELD_STATUSES,
  type CollaborationStatus,
} from './collaborations';

const ACTORS: readonly CollaborationActor[] = ['brand', 'influencer', 'admin', 'server'];
const isFinal = (status: CollaborationStatus) =>
  (FINAL_STATUSES as readonly CollaborationStatus[]).includes(status);
const isHeld = (status: CollaborationStatus) =>
  (HELD_STATUSES as readonly CollaborationStatus[]).includes(status);

test('one row at most for a state and an event, each with someone who may cause it', () => {
  const keys = COLLABORATION_TRANSITIONS.map((row) => `${row.from} ${row.event}`);
  expect(new Set(keys).size).toBe(keys.length);
  for (const row of COLLABORATION_TRANSITIONS) expect(row.by.length).toBeGreaterThan(0);
});

test('final states end the collaboration; the money is held in every other state but the first', () => {
  for (const status of COLLABORATION_STATUSES) {
    const out = COLLABORATION_TRANSITIONS.filter((row) => row.from === status);
    expect({ status, ends: out.length === 0 }).toEqual({ status, ends: isFinal(status) });
    expect({ status, held: isHeld(status) }).toEqual({
      status,
      held: status !== 'awaiting_payment' && !isFinal(status),
    });
  }
});

test('random events walk from awaiting payment through held states to one end, reaching every state', () => {
  const reached = new Set<CollaborationStatus>(['awaiting_payment']);
  // Each step is a row the state allows (three in four) or any actor's any event.
  const step = fc.record({
    allowed: fc.integer({ min: 0, max: 3 }).map((draw) => draw > 0),
    pick: fc.nat(),
    actor: fc.constantFrom(...ACTORS),
    event: fc.constantFrom(...COLLABORATION_EVENTS),
  });
  fc.assert(
    fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), (steps) => {
      let status: CollaborationStatus = 'awaiting_payment';
      for (const { allowed, pick, actor, event } of steps) {
        const from: CollaborationStatus = status;
        const open: CollaborationTransition[] = COLLABORATION_TRANSITIONS.filter(
          (candidate) => candidate.from === from,
        );
        const row: CollaborationTransition | undefined = allowed
          ? open[pick % Math.max(open.length, 1)]
          : transitionOf(status, event);
        const by = allowed ? row?.by[pick % (row?.by.length ?? 1)] : actor;
        if (row === undefined || by === undefined || !mayCause(by, status, row.event)) {
          // Refused: the state stays.
          continue;
        }
        // Money is held from the payment until the end, and nothing leaves a final state.
        expect(isFinal(status)).toBe(false);
        if (status !== 'awaiting_payment') expect(isHeld(status)).toBe(true);
        status = row.to;
        reached.add(status);
      }
    }),
    { numRuns: 2000 },
  );
  expect([...reached].sort()).toEqual([...COLLABORATION_STATUSES].sort());
});

test('only the actors a row names may cause its event', () => {
  for (const row of COLLABORATION_TRANSITIONS) {
    for (const actor of ACTORS) {
      expect({ row, actor, may: mayCause(actor, row.from, row.event) }).toEqual({
        row,
        actor,
        may: row.by.includes(actor),
      });
    }
  }
});
