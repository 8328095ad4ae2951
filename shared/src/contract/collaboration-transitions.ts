import type { CollaborationStatus } from './collaborations';

/**
 * The collaboration's state machine as one table (see docs/money.md): from a state, an event by
 * one of the parties who may cause it leads to one state. The API decides by it (any other event
 * is 409) and the portal shows a party the actions it allows. Two events have a condition besides
 * the state, which the collaboration view carries: `request_changes` needs a change request left
 * (`revision_rounds_left`), `cancel` the cancel date (`cancellable_from`).
 */

export const COLLABORATION_EVENTS = [
  'confirm_payment',
  'deliver',
  'approve',
  'auto_release',
  'request_changes',
  'dispute',
  'step_back',
  'cancel',
  'decide_release',
  'decide_refund',
  'decide_split',
  'agree_cancel',
] as const;
export type CollaborationEvent = (typeof COLLABORATION_EVENTS)[number];

/** Who causes an event: a party, an admin, or the server (the auto-release clock). */
export type CollaborationActor = 'brand' | 'influencer' | 'admin' | 'server';

export interface CollaborationTransition {
  from: CollaborationStatus;
  event: CollaborationEvent;
  to: CollaborationStatus;
  by: readonly CollaborationActor[];
}

const PARTIES = ['brand', 'influencer'] as const;

export const COLLABORATION_TRANSITIONS: readonly CollaborationTransition[] = [
  { from: 'awaiting_payment', event: 'confirm_payment', to: 'in_escrow', by: ['admin'] },
  { from: 'in_escrow', event: 'deliver', to: 'delivered', by: ['influencer'] },
  { from: 'changes_requested', event: 'deliver', to: 'delivered', by: ['influencer'] },
  { from: 'delivered', event: 'approve', to: 'released', by: ['brand'] },
  { from: 'delivered', event: 'auto_release', to: 'released', by: ['server'] },
  { from: 'delivered', event: 'request_changes', to: 'changes_requested', by: ['brand'] },
  { from: 'in_escrow', event: 'dispute', to: 'disputed', by: PARTIES },
  { from: 'delivered', event: 'dispute', to: 'disputed', by: PARTIES },
  { from: 'changes_requested', event: 'dispute', to: 'disputed', by: PARTIES },
  { from: 'in_escrow', event: 'step_back', to: 'refunded', by: ['influencer'] },
  { from: 'delivered', event: 'step_back', to: 'refunded', by: ['influencer'] },
  { from: 'changes_requested', event: 'step_back', to: 'refunded', by: ['influencer'] },
  { from: 'in_escrow', event: 'cancel', to: 'refunded', by: ['brand'] },
  { from: 'disputed', event: 'decide_release', to: 'released', by: ['admin'] },
  { from: 'disputed', event: 'decide_refund', to: 'refunded', by: ['admin'] },
  { from: 'disputed', event: 'decide_split', to: 'split', by: ['admin'] },
  // Both parties agree to cancel a disputed collaboration: a refund, no admin decision needed.
  { from: 'disputed', event: 'agree_cancel', to: 'refunded', by: PARTIES },
];

/** The row for `event` in state `from`, or undefined when the event is not allowed there. */
export function transitionOf(
  from: CollaborationStatus,
  event: CollaborationEvent,
): CollaborationTransition | undefined {
  return COLLABORATION_TRANSITIONS.find((row) => row.from === from && row.event === event);
}

/** Whether `actor` may cause `event` in state `from` (conditions aside, see above). */
export function mayCause(
  actor: CollaborationActor,
  from: CollaborationStatus,
  event: CollaborationEvent,
): boolean {
  return transitionOf(from, event)?.by.includes(actor) ?? false;
}
