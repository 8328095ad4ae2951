import type { Language } from '@portal/shared/language';
import { escapeHtml } from '../http/html';
import type { MailMessage } from '../mail/mailer';

/** The words of one e-mail: paragraphs, and the link with the label of its button. */
interface Words {
  subject: string;
  paragraphs: string[];
  link?: { url: string; label: string };
  /** After the link: how long it works, and what to do if the mail was not expected. */
  after: string[];
}

const PRODUCT = { en: 'Influencer Marketplace', bn: 'ইনফ্লুয়েন্সার মার্কেটপ্লেস' } as const;

/** Plain text and simple HTML of the same words, every value escaped in the HTML. */
function message(to: string, language: Language, words: Words): MailMessage {
  const link = words.link;
  const text = [
    ...words.paragraphs,
    ...(link === undefined ? [] : [`${link.label}: ${link.url}`]),
    ...words.after,
    `— ${PRODUCT[language]}`,
  ].join('\n\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family: sans-serif">`,
    ...words.paragraphs.map(paragraph),
    ...(link === undefined
      ? []
      : [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`]),
    ...words.after.map(paragraph),
    paragraph(`— ${PRODUCT[language]}`),
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

/** The link to verify `email`, sent to that address. */
export function verifyEmailMail(to: string, language: Language, url: string): MailMessage {
  return message(
    to,
    language,
    language === 'bn'
      ? {
          subject: 'আপনার ইমেইল ঠিকানা যাচাই করুন',
          paragraphs: [`${to} ঠিকানাটি আপনার কিনা নিশ্চিত করতে নিচের লিংকটি খুলুন।`],
          link: { url, label: 'ইমেইল যাচাই করুন' },
          after: ['লিংকটি ৭২ ঘণ্টা কাজ করবে।', 'আপনি এই অনুরোধ না করে থাকলে এই ইমেইলটি উপেক্ষা করুন।'],
        }
      : {
          subject: 'Verify your email address',
          paragraphs: [`Open the link below to confirm that ${to} is your address.`],
          link: { url, label: 'Verify email address' },
          after: [
            'The link is valid for 72 hours.',
            'If you did not ask for this, ignore this email.',
          ],
        },
  );
}

/** The link to choose a new password, valid for 30 minutes. */
export function resetPasswordMail(to: string, language: Language, url: string): MailMessage {
  return message(
    to,
    language,
    language === 'bn'
      ? {
          subject: 'আপনার পাসওয়ার্ড রিসেট করুন',
          paragraphs: ['নতুন পাসওয়ার্ড বেছে নিতে নিচের লিংকটি খুলুন।'],
          link: { url, label: 'পাসওয়ার্ড রিসেট করুন' },
          after: [
            'লিংকটি ৩০ মিনিট কাজ করবে এবং একবারই ব্যবহার করা যাবে।',
            'আপনি এই অনুরোধ না করে থাকলে এই ইমেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড বদলাবে না।',
          ],
        }
      : {
          subject: 'Reset your password',
          paragraphs: ['Open the link below to choose a new password.'],
          link: { url, label: 'Reset password' },
          after: [
            'The link is valid for 30 minutes and works once.',
            'If you did not ask for this, ignore this email: your password stays as it is.',
          ],
        },
  );
}

/** To the old address: someone asked to move the account to `newEmail`. */
export function emailChangeNoticeMail(
  to: string,
  language: Language,
  newEmail: string,
): MailMessage {
  return message(
    to,
    language,
    language === 'bn'
      ? {
          subject: 'আপনার ইমেইল ঠিকানা বদলের অনুরোধ',
          paragraphs: [
            `আপনার অ্যাকাউন্টের ইমেইল ঠিকানা ${newEmail} এ বদলানোর অনুরোধ করা হয়েছে। নতুন ঠিকানায় পাঠানো লিংকটি খোলা হলে বদলটি কার্যকর হবে।`,
          ],
          after: [
            'আপনি এই অনুরোধ না করে থাকলে এখনই আপনার পাসওয়ার্ড বদলান এবং নিরাপত্তা সেটিংসে অন্য সব সেশন থেকে সাইন আউট করুন।',
          ],
        }
      : {
          subject: 'A change of your email address was requested',
          paragraphs: [
            `Someone asked to change the email address of your account to ${newEmail}. The change happens when the link sent to the new address is opened.`,
          ],
          after: [
            'If this was not you, change your password now and sign out of your other sessions in Security settings.',
          ],
        },
  );
}

/** After the password was changed while signed in. */
export function passwordChangedMail(to: string, language: Language): MailMessage {
  return message(
    to,
    language,
    language === 'bn'
      ? {
          subject: 'আপনার পাসওয়ার্ড বদলানো হয়েছে',
          paragraphs: [
            'আপনার অ্যাকাউন্টের পাসওয়ার্ড বদলানো হয়েছে। অন্য সব সেশন থেকে সাইন আউট করা হয়েছে।',
          ],
          after: [
            'আপনি এটি না করে থাকলে লগইন পাতার "পাসওয়ার্ড ভুলে গেছেন?" থেকে এখনই পাসওয়ার্ড রিসেট করুন।',
          ],
        }
      : {
          subject: 'Your password was changed',
          paragraphs: [
            'The password of your account was changed. Your other sessions were signed out.',
          ],
          after: [
            'If this was not you, reset your password now with "Forgot password?" on the sign-in page.',
          ],
        },
  );
}
