import type { Language } from '@portal/shared/language';
import { escapeHtml } from '../http/html';
import type { MailMessage } from '../mail/mailer';
import { messagesIn, type ServerMessageKey } from '../messages';

/** The e-mails of an account, by their messages in src/locales (`mail.<name>.…`). */
type MailName = 'verify_email' | 'reset_password' | 'email_change' | 'password_changed';

/** One e-mail: its messages' name, the values of its body, and the link of its button if any. */
interface Mail {
  name: MailName;
  values?: Record<string, string>;
  url?: string;
}

/**
 * The e-mail in the reader's language as plain text and simple HTML of the same words, every
 * value escaped in the HTML: the body, the link with its button, how long it works, what to do if
 * the mail was not expected.
 */
function message(to: string, language: Language, { name, values, url }: Mail): MailMessage {
  const say = messagesIn(language);
  const part = (suffix: string) => say(`mail.${name}.${suffix}` as ServerMessageKey, values);
  const link = url === undefined ? undefined : { url, label: part('link') };
  const after = [...(url === undefined ? [] : [part('valid')]), part('not_you')];
  const signature = say('mail.signature');
  const text = [
    part('body'),
    ...(link === undefined ? [] : [`${link.label}: ${link.url}`]),
    ...after,
    signature,
  ].join('\n\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family: sans-serif">`,
    paragraph(part('body')),
    ...(link === undefined
      ? []
      : [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`]),
    ...after.map(paragraph),
    paragraph(signature),
    '</body></html>',
  ].join('\n');
  return { to, subject: part('subject'), text, html, ...(link === undefined ? {} : { link: url }) };
}

/** The link to verify `email`, sent to that address. */
export function verifyEmailMail(to: string, language: Language, url: string): MailMessage {
  return message(to, language, { name: 'verify_email', values: { email: to }, url });
}

/** The link to choose a new password, valid for 30 minutes. */
export function resetPasswordMail(to: string, language: Language, url: string): MailMessage {
  return message(to, language, { name: 'reset_password', url });
}

/** To the old address: someone asked to move the account to `newEmail`. */
export function emailChangeNoticeMail(
  to: string,
  language: Language,
  newEmail: string,
): MailMessage {
  return message(to, language, { name: 'email_change', values: { email: newEmail } });
}

/** After the password was changed while signed in. */
export function passwordChangedMail(to: string, language: Language): MailMessage {
  return message(to, language, { name: 'password_changed' });
}
