import type { FastifyBaseLogger } from 'fastify';
import type { NotificationContent } from '@portal/shared/contract/notifications';
import type { Language } from '@portal/shared/language';
import { letter } from '../accounts/mail-texts';
import { sendOrWarn, type Mailer, type MailMessage } from '../mail/mailer';
import { textsIn } from '../texts';

/**
 * Whether a notification also goes out as an e-mail (docs/accounts.md): what a user must not miss
 * about their own money and work. An application accepted, a payment confirmed, work delivered
 * or sent back for changes, money released, a withdrawal approved or sent, a dispute opened
 * against them or decided, a refund sent, an offer received, a package bought, a draft sent for
 * approval or answered, a gateway payment that could not be credited sent back. Not the admins'
 * queue items, messages or rejections.
 */
export function isMailed({ kind, params }: NotificationContent): boolean {
  switch (kind) {
    case 'application_decided':
      return params.status === 'accepted';
    case 'payment_decided':
      return params.status === 'confirmed';
    case 'withdrawal_decided':
      return params.status === 'approved';
    case 'dispute_opened':
      return params.to === 'party';
    case 'delivery_submitted':
    case 'delivery_reviewed':
    case 'collaboration_released':
    case 'dispute_decided':
    case 'refund_sent':
    case 'offer_received':
    case 'package_ordered':
    case 'draft_submitted':
    case 'draft_decided':
    case 'gateway_payment_returned':
      return true;
    default:
      return false;
  }
}

/** A notification to send as an e-mail: its sentence in the reader's language, and its link. */
export interface NotificationEmail {
  to: string;
  language: Language;
  sentence: string;
  /** The portal path the notification leads to, e.g. `/collaborations/7`. */
  link: string | null;
}

/** The e-mail of a notification: its sentence as subject and body, a link to its page. */
export function notificationMail(email: NotificationEmail, publicUrl: string): MailMessage {
  const say = textsIn(email.language);
  return letter(email.to, email.language, {
    subject: email.sentence,
    body: email.sentence,
    ...(email.link === null
      ? {}
      : { link: { url: `${publicUrl}${email.link}`, label: say('mail.notification.link') } }),
    after: [say('mail.notification.why')],
  });
}

export interface NotificationMailer {
  /** Sends the e-mail without waiting for it; never throws (a failure is a warning in the log). */
  send(email: NotificationEmail): void;
  /** Resolves once every e-mail handed over has been sent or given up. */
  settle(): Promise<void>;
}

/** The notifications' e-mails through `mailer`, their links under `publicUrl`. */
export function createNotificationMailer(
  mailer: Mailer,
  publicUrl: string,
  log: FastifyBaseLogger,
): NotificationMailer {
  const underWay = new Set<Promise<void>>();
  return {
    send(email) {
      const sending = sendOrWarn(mailer, notificationMail(email, publicUrl), log);
      underWay.add(sending);
      void sending.finally(() => underWay.delete(sending));
    },
    async settle() {
      await Promise.all(underWay);
    },
  };
}
