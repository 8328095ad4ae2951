import type { FastifyBaseLogger } from 'fastify';
import type { CollaborationService } from './service';

/** How often the runner looks for due deliveries: a twentieth of the release time, 0.5-60 s. */
export function autoReleaseInterval(hours: number): number {
  return Math.min(60_000, Math.max(500, (hours * 60 * 60 * 1000) / 20));
}

export interface AutoReleaseRunner {
  /** Stops the timer and waits for a round under way, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Releases unanswered deliveries once their time has passed (ESCROW_AUTO_RELEASE_HOURS), on every
 * API instance: each due collaboration is claimed under a row lock with SKIP LOCKED, so exactly
 * one instance releases it, and a restart only resumes the queue, which lives in the database.
 * The timer never keeps the process alive, and a failed round is logged and retried next time.
 */
export function startAutoRelease(
  collaborations: Pick<CollaborationService, 'releaseDue'>,
  hours: number,
  log: FastifyBaseLogger,
): AutoReleaseRunner {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | undefined;
  const round = async () => {
    try {
      const released = await collaborations.releaseDue();
      if (released > 0) log.info({ released }, 'escrow auto-release');
    } catch (error) {
      log.error({ err: error }, 'escrow auto-release failed; retrying next round');
    }
    if (!stopped) schedule();
  };
  const schedule = () => {
    timer = setTimeout(() => {
      running = round();
    }, autoReleaseInterval(hours));
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
