import { Link } from '@portal/shared/router';
import { PRODUCT_NAME } from '@portal/shared/product';
import { Section } from '@portal/shared/ui/layout';
import { InfoPage } from '../components/info-page';

export default function AboutPage() {
  return (
    <InfoPage
      title="About Us"
      intro={`${PRODUCT_NAME} connects Bangladeshi brands with the influencers their customers follow, and makes sure everyone gets paid.`}
    >
      <Section title="Why we exist">
        <p>
          Influencer marketing in Bangladesh often runs on direct messages, verbal promises and
          payments sent before any work is agreed. Brands worry about paying for posts that never
          appear; creators worry about delivering work that is never paid. We built one place where
          the campaign, the proposal, the agreed fee and the payment are written down and visible to
          both sides.
        </p>
      </Section>
      <Section title="For brands">
        <ul>
          <li>Post a campaign with its budget, category and deadline.</li>
          <li>Review proposals, accept the influencers that fit and message them.</li>
          <li>Pay the agreed fee through bKash or Nagad; our team confirms every payment.</li>
        </ul>
      </Section>
      <Section title="For influencers">
        <ul>
          <li>Browse open campaigns and apply with a proposal and your fee.</li>
          <li>Track your applications and earnings in one dashboard.</li>
          <li>Withdraw your balance to your own bKash or Nagad number.</li>
        </ul>
      </Section>
      <Section title="How we handle money">
        <p>
          Payments go to the platform, not straight to a person, and are checked by a member of our
          team before they count. Withdrawals are processed by hand today; automated payments are
          planned. The details are in our <Link to="/terms-of-use">Terms of Use</Link> and{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      </Section>
      <Section title="Talk to us">
        <p>
          Questions, partnerships or press: see <Link to="/contact">Contact</Link>.
        </p>
      </Section>
    </InfoPage>
  );
}
