import type { DeliveryLink } from './collaborations';
import type { Deliverable } from './deliverables';

/**
 * Which of a campaign's deliverables a delivery covers (docs/collaboration.md): each of its links
 * marked with a platform is one piece published there; a platform's lines take those pieces in the
 * order the campaign lists them, each as many as its count, and a line is done when it has them
 * all. Links with no platform tick nothing off.
 */
export function deliverablesDone(
  deliverables: readonly Deliverable[],
  links: readonly DeliveryLink[],
): boolean[] {
  const pieces = new Map<string, number>();
  for (const { platform } of links) {
    if (platform !== null) pieces.set(platform, (pieces.get(platform) ?? 0) + 1);
  }
  return deliverables.map(({ platform, count }) => {
    const left = pieces.get(platform) ?? 0;
    pieces.set(platform, Math.max(0, left - count));
    return left >= count;
  });
}
