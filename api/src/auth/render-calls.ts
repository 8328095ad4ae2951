import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import type { CurrentUser } from './authenticate';

/**
 * The API calls of one page render (docs/rendering.md). A render checks its page cookie against
 * the database once, then reads the page's data through `app.inject` with an access token it
 * signed for that session. Those calls are the render's: authentication takes the user the render
 * checked instead of reading it again for each call, and the work done before every signed-in
 * request (releasing due deliveries) runs once for all of them.
 *
 * A request is one of a render's calls only when both hold: it runs inside the render's
 * `app.inject` (an async context that no request arriving on a socket is in), and it carries the
 * render's own token, which never leaves this process. Anything else is authenticated as usual.
 */
interface RenderCalls {
  token: string;
  user: CurrentUser;
  /** The work done once for all the render's calls, by name. */
  done: Map<string, Promise<void>>;
}

const currentCalls = new AsyncLocalStorage<RenderCalls>();
const callsOfRequest = new WeakMap<FastifyRequest, RenderCalls>();

/** Runs one call of a render: the request `call` makes is the render's if it carries `token`. */
export type RenderCall = <T>(call: () => Promise<T>) => Promise<T>;

/**
 * The calls of a render whose page cookie named `user` (checked against the database at the start
 * of the render), made with the access token `token` signed for its session.
 */
export function renderCalls(token: string, user: CurrentUser): RenderCall {
  const calls: RenderCalls = { token, user, done: new Map() };
  // Awaited inside the context: `app.inject` answers a thenable that starts the request only when
  // it is awaited, which must happen within the render's context for the request to be in it.
  return (call) => currentCalls.run(calls, async () => await call());
}

/**
 * The user of a request that is one of a render's calls (its bearer token `token` is the render's,
 * inside the render's context); undefined for any other request, which authenticates as usual.
 */
export function renderCaller(request: FastifyRequest, token: string): CurrentUser | undefined {
  const calls = currentCalls.getStore();
  if (calls === undefined || calls.token !== token) return undefined;
  callsOfRequest.set(request, calls);
  return calls.user;
}

/**
 * Runs `work` for a request, or, when the request is one of a render's calls, once for all the
 * calls of that render: the others wait for the same run.
 */
export function oncePerRender(
  request: FastifyRequest,
  name: string,
  work: () => Promise<void>,
): Promise<void> {
  const calls = callsOfRequest.get(request);
  if (calls === undefined) return work();
  let run = calls.done.get(name);
  if (run === undefined) {
    run = work();
    calls.done.set(name, run);
  }
  return run;
}
