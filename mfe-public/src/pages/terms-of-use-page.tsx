import { Link } from '@portal/shared/router';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@portal/shared/product';
import { Section } from '@portal/shared/ui/layout';
import { InfoPage } from '../components/info-page';
import {
  MINIMUM_AGE,
  MINIMUM_WITHDRAWAL,
  POLICY_EFFECTIVE,
  WITHDRAWAL_DAYS,
} from '../content/policy-facts';
import infoPageStyles from '../components/info-page.module.css';

export default function TermsOfUsePage() {
  return (
    <InfoPage
      title="Terms of Use"
      intro={`Effective ${POLICY_EFFECTIVE}. These terms, including the payment and refund policy below, apply to everyone who uses ${PRODUCT_NAME}.`}
    >
      <Section title="1. Who may use the marketplace">
        <ul>
          <li>You must be at least {MINIMUM_AGE} years old.</li>
          <li>
            You register as a brand or as an influencer, give true details and keep your password to
            yourself. You are responsible for what is done with your account.
          </li>
          <li>A brand account must be opened by someone allowed to act for that business.</li>
        </ul>
      </Section>
      <Section title="2. Campaigns and applications">
        <ul>
          <li>
            Brands describe each campaign honestly: what is asked, the budget and any deadline.
          </li>
          <li>
            Influencers apply with a proposal and, if they wish, their own fee. Once a brand accepts
            an application, the agreed amount is the influencer&apos;s fee, or the campaign budget
            when no fee was proposed.
          </li>
          <li>
            Influencers deliver what they agreed and label sponsored posts clearly as paid
            partnerships.
          </li>
        </ul>
      </Section>
      <Section title="3. Messages">
        <p>
          Messaging opens between a brand and an influencer once an application between them is
          accepted. Keep payments on the platform: messages asking for payment or bank details are
          blocked.
        </p>
      </Section>
      <Section title="4. Payment and refund policy">
        <h3>How a brand pays</h3>
        <ol>
          <li>The brand sends the agreed amount through bKash or Nagad to the platform.</li>
          <li>The brand enters the transaction ID on the Payments page. The payment is pending.</li>
          <li>
            An administrator checks the transaction by hand and confirms the payment. Only then is
            the amount added to the influencer&apos;s balance.
          </li>
        </ol>
        <p>
          A transaction ID can be used for one payment only. Payments are confirmed manually;
          automated payments are planned for later.
        </p>
        <h3>Rejected payments</h3>
        <p>
          If the administrator cannot find the transaction, or the amount or wallet does not match,
          the payment is rejected. The application stays accepted and the brand can pay again with
          the right transaction ID. A rejected payment never reaches the influencer&apos;s balance.
        </p>
        <h3>Refunds</h3>
        <ul>
          <li>
            Money that reached us for a payment we rejected is returned to the wallet it came from
            within {WITHDRAWAL_DAYS} of the rejection.
          </li>
          <li>
            A brand may ask for a refund of a confirmed payment when the influencer did not deliver
            what was agreed. Write to support with the transaction ID; we hear both sides before we
            decide. Amounts the influencer has already withdrawn may not be recoverable.
          </li>
          <li>Charges taken by bKash or Nagad for sending money are not refunded by us.</li>
        </ul>
        <h3>Fees</h3>
        <p>
          A small platform or service fee may be deducted from a payment before it is added to the
          influencer&apos;s balance. We announce the rate on the platform before it applies.
        </p>
        <h3>Withdrawals</h3>
        <ul>
          <li>
            Influencers withdraw from their balance to a Bangladeshi bKash or Nagad number, at least{' '}
            {MINIMUM_WITHDRAWAL} at a time and never more than the balance.
          </li>
          <li>
            Withdrawals are processed manually and take {WITHDRAWAL_DAYS}. A rejected withdrawal
            returns its amount to the balance.
          </li>
          <li>
            Check the wallet number: money sent to a number you entered wrongly cannot always be
            recovered.
          </li>
        </ul>
        <p className={infoPageStyles.infoPageNote}>
          We never ask for your bKash or Nagad PIN or a one-time code.
        </p>
      </Section>
      <Section title="5. What is not allowed">
        <ul>
          <li>Fake accounts, fake followers or false statements about your audience.</li>
          <li>Paying or being paid outside the platform for work found on it.</li>
          <li>Content that is illegal in Bangladesh, hateful, or misleading to consumers.</li>
          <li>Harassing other users or trying to break into accounts or systems.</li>
        </ul>
      </Section>
      <Section title="6. Suspension">
        <p>
          We may deactivate an account that breaks these terms. A deactivated user cannot log in;
          money already confirmed as earned is still paid out once any dispute is settled.
        </p>
      </Section>
      <Section title="7. Our responsibility">
        <p>
          We provide the marketplace and handle payments as described above. The content of a
          campaign and the work delivered are agreed between the brand and the influencer. We are
          not liable for indirect losses, and our liability for a payment is limited to the amount
          of that payment.
        </p>
      </Section>
      <Section title="8. Changes, law and contact">
        <p>
          We announce changes to these terms on the platform before they take effect. These terms
          are governed by the laws of Bangladesh. Questions:{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, or see{' '}
          <Link to="/contact">Contact</Link> and our{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      </Section>
    </InfoPage>
  );
}
