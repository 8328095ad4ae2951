import type { SessionUser } from '../contract/auth';
import { ROLE_FEATURES } from '../role-features';
import { Card } from './card';
import { Section } from './layout';
import { slot, SlottedText } from './slotted-text';
import { useUiMessages } from './ui-messages';

/** The generic dashboard's greeting with the user's name and role, and the role's features. */
export function RoleWelcome({ user }: { user: SessionUser }) {
  const { t } = useUiMessages();
  return (
    <Card>
      <p>
        <SlottedText
          text={t('welcome.greeting', { username: slot('username'), role: slot('role') })}
          slots={{
            username: <strong>{user.username}</strong>,
            role: <strong>{t(`role.${user.role}`)}</strong>,
          }}
        />
      </p>
      <Section title={t('welcome.whatYouCanDo')}>
        <ul>
          {ROLE_FEATURES[user.role].map((feature) => (
            <li key={feature}>{t(feature)}</li>
          ))}
        </ul>
      </Section>
    </Card>
  );
}
