import { defineTexts } from '@portal/shared/i18n/define-texts';
import { richMessages } from '../../components/rich-message';
import english from './locales/en.json';

/** The text of the Terms of Use, with the payment and refund policy (namespace `public-terms`), imported only by its page. */
const NAMESPACE = 'public-terms';

export const useTermsTexts = defineTexts(
  NAMESPACE,
  english,
  (language) => import(`./locales/${language}.json`),
);

/** One of these messages with links inside it. */
export const TermsRichMessage = richMessages<typeof english>(NAMESPACE);
