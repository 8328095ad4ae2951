import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { oncePerRender } from '../auth/render-calls';
import type { CollaborationService } from './service';

/** How often the runner looks for due deliveries: a twentieth of the release time, 0.5-60 s. */
export function autoReleaseInterval(hours: number): number {
  return Math.min(60_000, Math.max(500, (hours * 60 * 60 * 1000) / 20));
}

export interface AutoReleaseRunner {
  /** Stops the timer and waits for a round under way, so the database can close after it. */
  stop(): Promise<void>;
}

/** Work the server does when its time comes, e.g. releasing due deliveries. */
export interface DueWork {
  /** What the log calls it. */
  name: string;
  /** Does what is due; answers how many things it did. */
  run(): Promise<number>;
  /** Milliseconds between rounds. */
  intervalMs: number;
}

/**
 * Runs `work` every `intervalMs` on every API instance. The work claims each due row under a row
 * lock with SKIP LOCKED, so exactly one instance does it, and a restart only resumes the queue,
 * which lives in the database. The timer never keeps the process alive, and a failed round is
 * logged and retried next time.
 */
export function startDueWork(work: DueWork, log: FastifyBaseLogger): AutoReleaseRunner {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | undefined;
  const round = async () => {
    try {
      const done = await work.run();
      if (done > 0) log.info({ done }, work.name);
    } catch (error) {
      log.error({ err: error }, `${work.name} failed; retrying next round`);
    }
    if (!stopped) schedule();
  };
  const schedule = () => {
    timer = setTimeout(() => {
      running = round();
    }, work.intervalMs);
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

/**
 * Releases unanswered deliveries once their time has passed (ESCROW_AUTO_RELEASE_HOURS): exactly
 * once per collaboration across restarts and instances (`releaseDue` claims with SKIP LOCKED).
 */
export function startAutoRelease(
  collaborations: Pick<CollaborationService, 'releaseDue'>,
  hours: number,
  log: FastifyBaseLogger,
): AutoReleaseRunner {
  return startDueWork(
    {
      name: 'escrow auto-release',
      run: () => collaborations.releaseDue(),
      intervalMs: autoReleaseInterval(hours),
    },
    log,
  );
}

/**
 * A preHandler hook: before a signed-in request reads or changes anything, the deliveries of the
 * user's collaborations (every one for an admin) whose auto-release time has passed are released,
 * so no page shows as waiting, and no party answers, a delivery whose time is up while the runner
 * has not come round to it. Usually one indexed query finding nothing. A failure is logged and
 * the request goes on: the runner releases the delivery, and a change of it releases it first.
 */
export function releaseDueBeforeRequest(
  collaborations: Pick<CollaborationService, 'releaseDueFor'>,
): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const { user } = request;
    if (user === null) return;
    // A page render's calls release them once for the whole render (auth/render-calls.ts).
    await oncePerRender(request, 'release due deliveries', async () => {
      try {
        await collaborations.releaseDueFor(user);
      } catch (error) {
        request.log.error({ err: error }, 'releasing due deliveries before a request failed');
      }
    });
  };
}
