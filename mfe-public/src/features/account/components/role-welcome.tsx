import type { SessionUser } from '@portal/shared/contract/auth';
import type { Role } from '@portal/shared/contract/common';
import { Card } from '@portal/shared/ui/card';
import { Section } from '@portal/shared/ui/layout';
import { slot, SlottedText } from '@portal/shared/ui/slotted-text';
import { useAccountTexts, type AccountTextKey } from '../texts';

/** What each role can do, as the generic dashboard lists it (see docs/screens.md). */
const ROLE_FEATURES: Record<Role, readonly AccountTextKey[]> = {
  brand: ['feature.createCampaigns', 'feature.reviewApplications', 'feature.messageInfluencers'],
  influencer: ['feature.browseCampaigns', 'feature.applyToCampaigns', 'feature.messageBrands'],
  admin: ['feature.viewAllUsers', 'feature.monitorCampaigns', 'feature.platformManagement'],
};

/** The generic dashboard's greeting with the user's name and role, and the role's features. */
export function RoleWelcome({ user }: { user: SessionUser }) {
  const { t } = useAccountTexts();
  return (
    <Card>
      <p>
        <SlottedText
          text={t('welcome.greeting', { username: slot('username'), role: slot('role') })}
          slots={{
            username: <strong>{user.username}</strong>,
            role: <strong>{t(`welcome.role.${user.role}`)}</strong>,
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
