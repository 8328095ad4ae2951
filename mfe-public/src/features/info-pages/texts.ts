import { defineTexts } from '@portal/shared/i18n/define-texts';
import { richMessages } from '../../components/rich-message';
import english from './locales/en.json';

/**
 * The texts of the short information pages (namespace `public-info`): about, contact, pricing and
 * the placeholder pages. Imported only by those pages, so the landing page does not carry them.
 */
const NAMESPACE = 'public-info';

export const useInfoTexts = defineTexts(
  NAMESPACE,
  english,
  (language) => import(`./locales/${language}.json`),
);

/** One of these messages with links inside it. */
export const InfoRichMessage = richMessages<typeof english>(NAMESPACE);
