import type { Page } from 'playwright-core';
import type { PortalServer } from './portal-server';

/** The password of every demo account (README "Demo logins"). */
export const DEMO_PASSWORD = 'demo-pass-2025';

export interface ApiSession {
  access: string;
  user: { id: number; username: string; role: string };
}

/** Calls the real API as a client would; throws with the answer on a non-2xx status. */
export async function callApi<T>(
  server: PortalServer,
  session: ApiSession | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(session ? { Authorization: `Bearer ${session.access}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Signs in through the API (for setting up state a journey then looks at in the browser). */
export function signInApi(server: PortalServer, email: string, password = DEMO_PASSWORD) {
  return callApi<ApiSession>(server, null, 'POST', '/login/', { email, password });
}

/** Signs in through the login screen, as a person does, and waits for where the role lands. */
export async function signInBrowser(
  page: Page,
  server: PortalServer,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`${server.url}/login`);
  await submitLogin(page, email, password);
}

/** Fills the login screen already shown, submits it and waits for where the role lands. */
export async function submitLogin(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Waits until the page's bell shows the unread count the server holds for `email` (the bell shows
 * no count while its query loads) and answers that count.
 */
export async function settledUnreadCount(
  page: Page,
  server: PortalServer,
  email: string,
): Promise<number> {
  const session = await signInApi(server, email);
  const unread = await callApi<unknown[]>(
    server,
    session,
    'GET',
    '/notifications/?unread=true&limit=100',
  );
  await page.getByRole('button', { name: bellName(unread.length) }).waitFor();
  return unread.length;
}

/** The bell's accessible name with `unread` notifications. */
export function bellName(unread: number): string {
  return unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
}
