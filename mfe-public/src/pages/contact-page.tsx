import { SUPPORT_EMAIL } from '@portal/shared/product';
import { Section } from '@portal/shared/ui/layout';
import { InfoPage } from '../components/info-page';
import infoPageStyles from '../components/info-page.module.css';

export default function ContactPage() {
  return (
    <InfoPage title="Contact" intro="Our support team answers every message by e-mail.">
      <Section title="Support e-mail">
        <p>
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
        <p>We reply within one working day (Sunday to Thursday, Bangladesh time).</p>
      </Section>
      <Section title="Questions about a payment or withdrawal">
        <p>Write from the e-mail address of your account and include:</p>
        <ul>
          <li>your username;</li>
          <li>the campaign name;</li>
          <li>the bKash or Nagad transaction ID, or the date of the withdrawal request.</li>
        </ul>
        <p className={infoPageStyles.infoPageNote}>
          We will never ask for your bKash or Nagad PIN or a one-time code. Do not share them with
          anyone, including someone who says they work for us.
        </p>
      </Section>
    </InfoPage>
  );
}
