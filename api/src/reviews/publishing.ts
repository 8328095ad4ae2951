import type { FastifyBaseLogger } from 'fastify';
import { startDueWork, type AutoReleaseRunner } from '../collaborations/auto-release';
import type { ReviewService } from './service';

/** A review window is 14 days: looking once a minute publishes a lone review within a minute. */
export const REVIEW_PUBLISHING_INTERVAL_MS = 60_000;

/**
 * Publishes lone reviews whose 14-day window has closed, on every API instance, exactly once per
 * review across restarts and instances (`publishDue` claims each with SKIP LOCKED).
 */
export function startReviewPublishing(
  reviews: Pick<ReviewService, 'publishDue'>,
  log: FastifyBaseLogger,
): AutoReleaseRunner {
  return startDueWork(
    {
      name: 'review publishing',
      run: () => reviews.publishDue(),
      intervalMs: REVIEW_PUBLISHING_INTERVAL_MS,
    },
    log,
  );
}
