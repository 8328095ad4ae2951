import type { Collaboration, CollaborationStatus } from '@portal/shared/contract/collaborations';

/** Who looks at the collaboration: one of its two parties, or an admin (who only reads it). */
export type Viewer = 'brand' | 'influencer' | 'admin';

/** The viewer of `collaboration` signed in as `userId`. */
export function viewerOf(collaboration: Collaboration, userId: number | undefined): Viewer {
  if (userId === collaboration.brand) return 'brand';
  if (userId === collaboration.influencer) return 'influencer';
  return 'admin';
}

export type CollaborationAction =
  'submitDelivery' | 'stepBack' | 'approve' | 'requestChanges' | 'cancel' | 'dispute';

const WHILE_HELD: readonly CollaborationStatus[] = ['in_escrow', 'delivered', 'changes_requested'];

/**
 * What the viewer may do now (see docs/money.md), in the order the buttons show: the influencer
 * delivers while the money is held and undelivered, and may step back while it is held; the brand
 * answers a delivery (changes only while rounds are left) and may cancel an undelivered
 * collaboration from `cancellable_from`; either party may open a dispute while the money is held.
 */
export function availableActions(
  collaboration: Collaboration,
  viewer: Viewer,
  now: Date,
): CollaborationAction[] {
  const { status } = collaboration;
  const held = WHILE_HELD.includes(status);
  const actions: CollaborationAction[] = [];
  if (viewer === 'influencer') {
    if (status === 'in_escrow' || status === 'changes_requested') actions.push('submitDelivery');
    if (held) actions.push('stepBack');
  }
  if (viewer === 'brand') {
    if (status === 'delivered') {
      actions.push('approve');
      if (collaboration.revision_rounds_left > 0) actions.push('requestChanges');
    }
    const from = collaboration.cancellable_from;
    if (status === 'in_escrow' && from !== null && now.getTime() >= new Date(from).getTime()) {
      actions.push('cancel');
    }
  }
  if (viewer !== 'admin' && held) actions.push('dispute');
  return actions;
}
