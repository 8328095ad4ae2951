import { defineMessages } from '@portal/shared/i18n/define-messages';
import { richMessages } from '../../components/rich-message';
import english from './locales/en.json';

/** The text of the Privacy Policy (namespace `public-privacy`), imported only by its page. */
const NAMESPACE = 'public-privacy';

export const usePrivacyMessages = defineMessages(
  NAMESPACE,
  english,
  (language) => import(`./locales/${language}.json`),
);

/** One of these messages with links inside it. */
export const PrivacyRichMessage = richMessages<typeof english>(NAMESPACE);
