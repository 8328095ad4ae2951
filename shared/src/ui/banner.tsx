import { SECURITY_SETTINGS_PATH } from '../account-paths';
import { Link } from '@portal/shared/router';
import styles from './ui.module.css';
import { useUiTexts, type UiTextKey } from './ui-messages';

export type BannerTone = 'error' | 'success';

/** What a refusal's link to a portal page reads; a page not named here reads the generic words. */
const LINK_LABELS: Record<string, UiTextKey> = {
  [SECURITY_SETTINGS_PATH]: 'errorLink.securitySettings',
};

/**
 * A page's message line (see docs/screens.md): a failure red and announced at once, a success green
 * and announced politely. The caller says which: it knows whether its action failed (a flash
 * message's `tone`), in any language, where the words alone would not tell. A refusal's `link`
 * (`serverErrorLink`: where the user can fix its cause) follows the sentence.
 */
export function Banner({
  message,
  tone,
  link,
}: {
  message: string;
  tone: BannerTone;
  link?: string;
}) {
  const { t } = useUiTexts();
  if (!message) return null;
  return (
    <div
      className={`${styles.banner} ${tone === 'error' ? styles.bannerError : styles.bannerSuccess}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {message}
      {link && (
        <>
          {' '}
          <Link to={link}>{t(LINK_LABELS[link] ?? 'errorLink.other')}</Link>
        </>
      )}
    </div>
  );
}
