import type { SessionUser } from '../contract/auth';
import { ROLE_FEATURES } from '../role-features';
import { Card } from './card';
import { Section } from './layout';

/** The generic dashboard's greeting with the user's name and role, and the role's features. */
export function RoleWelcome({ user }: { user: SessionUser }) {
  return (
    <Card>
      <p>
        Welcome, <strong>{user.username}</strong>! You are signed in as <strong>{user.role}</strong>
        .
      </p>
      <Section title="What you can do">
        <ul>
          {ROLE_FEATURES[user.role].map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </Section>
    </Card>
  );
}
