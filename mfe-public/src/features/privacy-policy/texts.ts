import { defineTexts } from '@portal/shared/i18n/define-texts';
import { richMessages } from '../../components/rich-message';
import english from './locales/en.json';

/** The text of the Privacy Policy (namespace `public-privacy`), imported only by its page. */
const NAMESPACE = 'public-privacy';

export const usePrivacyTexts = defineTexts(
  NAMESPACE,
  english,
  (language) => import(`./locales/${language}.json`),
);

/** One of these messages with links inside it. */
export const PrivacyRichMessage = richMessages<typeof english>(NAMESPACE);
