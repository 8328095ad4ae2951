import {
  mayCause,
  type CollaborationEvent,
} from '@portal/shared/contract/collaboration-transitions';
import type { Collaboration } from '@portal/shared/contract/collaborations';

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

/** Each button's event in the contract's table of transitions, in the order the buttons show. */
const ACTION_EVENTS: readonly (readonly [CollaborationAction, CollaborationEvent])[] = [
  ['submitDelivery', 'deliver'],
  ['stepBack', 'step_back'],
  ['approve', 'approve'],
  ['requestChanges', 'request_changes'],
  ['cancel', 'cancel'],
  ['dispute', 'dispute'],
];

/**
 * What the viewer may do now: the actions whose event the contract's table of transitions allows
 * the viewer in the collaboration's state (see docs/money.md), with the table's two conditions
 * read from the view: changes only while rounds are left, cancel from `cancellable_from`. An admin
 * only reads the collaboration here.
 */
export function availableActions(
  collaboration: Collaboration,
  viewer: Viewer,
  now: Date,
): CollaborationAction[] {
  return ACTION_EVENTS.filter(([action, event]) => {
    if (!mayCause(viewer, collaboration.status, event)) return false;
    if (action === 'requestChanges') return collaboration.revision_rounds_left > 0;
    if (action === 'cancel') {
      const from = collaboration.cancellable_from;
      return from !== null && now.getTime() >= new Date(from).getTime();
    }
    return true;
  }).map(([action]) => action);
}
