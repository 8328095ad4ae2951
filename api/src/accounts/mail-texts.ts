import type { Language } from '@portal/shared/language';
import { escapeHtml } from '../http/html';
import type { MailMessage } from '../mail/mailer';
import { textsIn, type ServerTextKey } from '../texts';

/** An e-mail's messages (src/locales, `mail.<name>.…`) and the values of its body. */
interface Mail {
  subject: ServerTextKey;
  body: ServerTextKey;
  values?: Record<string, string>;
  /** The link of its button, the button's label and how long the link works. */
  link?: { url: string; label: ServerTextKey; valid: ServerTextKey };
  /** What to do if the mail was not expected. */
  notYou: ServerTextKey;
}

/** An e-mail's words, already in the reader's language. */
interface Letter {
  subject: string;
  body: string;
  /** The link of its button and the button's label. */
  link?: { url: string; label: string };
  /** The paragraphs after the link. */
  after: string[];
}

/**
 * The e-mail as plain text and simple HTML of the same words, signed, every value escaped in the
 * HTML.
 */
export function letter(to: string, language: Language, words: Letter): MailMessage {
  const { body, link, after } = words;
  const signature = textsIn(language)('mail.signature');
  const text = [
    body,
    ...(link === undefined ? [] : [`${link.label}: ${link.url}`]),
    ...after,
    signature,
  ].join('\n\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family: sans-serif">`,
    paragraph(body),
    ...(link === undefined
      ? []
      : [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`]),
    ...after.map(paragraph),
    paragraph(signature),
    '</body></html>',
  ].join('\n');
  return {
    to,
    subject: words.subject,
    text,
    html,
    ...(link === undefined ? {} : { link: link.url }),
  };
}

/** The e-mail in the reader's language, written from its messages. */
function message(to: string, language: Language, mail: Mail): MailMessage {
  const say = textsIn(language);
  return letter(to, language, {
    subject: say(mail.subject),
    body: say(mail.body, mail.values),
    ...(mail.link === undefined
      ? {}
      : { link: { url: mail.link.url, label: say(mail.link.label) } }),
    after: [...(mail.link === undefined ? [] : [say(mail.link.valid)]), say(mail.notYou)],
  });
}

/** The link to verify `email`, sent to that address. */
export function verifyEmailMail(to: string, language: Language, url: string): MailMessage {
  return message(to, language, {
    subject: 'mail.verify_email.subject',
    body: 'mail.verify_email.body',
    values: { email: to },
    link: { url, label: 'mail.verify_email.link', valid: 'mail.verify_email.valid' },
    notYou: 'mail.verify_email.not_you',
  });
}

/** The link to choose a new password, valid for 30 minutes. */
export function resetPasswordMail(to: string, language: Language, url: string): MailMessage {
  return message(to, language, {
    subject: 'mail.reset_password.subject',
    body: 'mail.reset_password.body',
    link: { url, label: 'mail.reset_password.link', valid: 'mail.reset_password.valid' },
    notYou: 'mail.reset_password.not_you',
  });
}

/** To the old address: someone asked to move the account to `newEmail`. */
export function emailChangeNoticeMail(
  to: string,
  language: Language,
  newEmail: string,
): MailMessage {
  return message(to, language, {
    subject: 'mail.email_change.subject',
    body: 'mail.email_change.body',
    values: { email: newEmail },
    notYou: 'mail.email_change.not_you',
  });
}

/** After the password was changed while signed in. */
export function passwordChangedMail(to: string, language: Language): MailMessage {
  return message(to, language, {
    subject: 'mail.password_changed.subject',
    body: 'mail.password_changed.body',
    notYou: 'mail.password_changed.not_you',
  });
}
