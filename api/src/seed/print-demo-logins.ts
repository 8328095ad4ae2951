import type { DemoLogin } from './seed-demo';
import { DEMO_PASSWORD } from './demo-data';

/** The demo logins, printed at every start while the demo accounts exist. */
export function demoLoginsText(logins: DemoLogin[]): string {
  const lines = logins.map(({ email, role }) => `  ${role.padEnd(10)} ${email}`);
  return [
    'Demo logins (any of these accounts):',
    ...lines,
    `  password for all of them: ${DEMO_PASSWORD}`,
  ].join('\n');
}
