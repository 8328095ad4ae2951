import { Link } from '@portal/shared/router';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@portal/shared/product';
import { Section } from '@portal/shared/ui/layout';
import { InfoPage } from '../components/info-page';
import { MINIMUM_AGE, POLICY_EFFECTIVE } from '../content/policy-facts';

export default function PrivacyPolicyPage() {
  return (
    <InfoPage
      title="Privacy Policy"
      intro={`Effective ${POLICY_EFFECTIVE}. This policy explains what ${PRODUCT_NAME} collects, why, and what you can ask us to do with it.`}
    >
      <Section title="1. Who we are">
        <p>
          {PRODUCT_NAME} is a marketplace where brands in Bangladesh hire influencers and pay them
          through bKash or Nagad. We are responsible for the personal information described here.
        </p>
      </Section>
      <Section title="2. What we collect">
        <ul>
          <li>
            <strong>Account:</strong> username, e-mail address, role (brand or influencer) and your
            password, which we store only as a one-way hash.
          </li>
          <li>
            <strong>Profile:</strong> bio, category, profile picture, and for brands the industry
            and website; for influencers the follower count, social media links and portfolio.
          </li>
          <li>
            <strong>Marketplace activity:</strong> campaigns, applications, proposals, agreed fees
            and the messages you exchange with approved collaborators.
          </li>
          <li>
            <strong>Payments and withdrawals:</strong> the wallet used (bKash or Nagad), the
            transaction IDs you enter, amounts, and the wallet number you give for a withdrawal. We
            never receive or store your wallet PIN.
          </li>
          <li>
            <strong>Technical data:</strong> sign-in tokens kept in your browser&apos;s storage and
            server logs (IP address, time and page requested) kept for security.
          </li>
        </ul>
      </Section>
      <Section title="3. How we use it">
        <ul>
          <li>To run your account and show your work to the people you collaborate with.</li>
          <li>To confirm payments, pay withdrawals and keep an accurate record of balances.</li>
          <li>
            To prevent fraud and abuse, including blocking attempts to move payments off the
            platform.
          </li>
          <li>To answer you when you contact support.</li>
        </ul>
        <p>We do not sell your personal information and we do not show third-party advertising.</p>
      </Section>
      <Section title="4. What others can see">
        <p>
          Your public profile at /user/your-username shows your username, role, bio, category and
          picture, to anyone, without logging in. Your e-mail address is never shown on a public
          profile. Brands and influencers who work together see each other&apos;s names, the
          campaign, the application and their messages.
        </p>
      </Section>
      <Section title="5. Who we share it with">
        <ul>
          <li>Our administrators, who review payments, withdrawals and reported misuse.</li>
          <li>
            bKash or Nagad, only the wallet number and amount needed to send you a withdrawal.
          </li>
          <li>
            Service providers that host the platform for us, bound to protect the data and use it
            only on our instructions.
          </li>
          <li>Authorities in Bangladesh, when the law requires it.</li>
        </ul>
      </Section>
      <Section title="6. How long we keep it">
        <p>
          We keep your account data while your account is open. Payment and withdrawal records are
          kept for as long as accounting and tax law requires, even after an account is closed.
          Server logs are kept only as long as they are needed for security.
        </p>
      </Section>
      <Section title="7. Security">
        <p>
          Passwords are hashed, sign-in sessions expire and can be ended by logging out, and every
          administrator action on money is recorded. No system is perfectly secure; tell us at once
          if you think your account has been misused.
        </p>
      </Section>
      <Section title="8. Your choices">
        <ul>
          <li>You can correct your profile and remove your picture at any time from Profile.</li>
          <li>
            You can ask for a copy of your data, or for your account to be closed and your data
            deleted, by writing to support.
          </li>
        </ul>
      </Section>
      <Section title="9. Age">
        <p>
          The marketplace is for people aged {MINIMUM_AGE} or over. We do not knowingly collect
          information about anyone younger, and we close such accounts when we learn of them.
        </p>
      </Section>
      <Section title="10. Changes and contact">
        <p>
          We will announce changes to this policy on the platform before they take effect.
          Questions: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, or see{' '}
          <Link to="/contact">Contact</Link>.
        </p>
      </Section>
    </InfoPage>
  );
}
