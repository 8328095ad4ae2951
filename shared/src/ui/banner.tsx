import styles from './ui.module.css';

export type BannerTone = 'error' | 'success';

/**
 * A page's message line (spec §8): a failure red and announced at once, a success green and
 * announced politely. The caller says which: it knows whether its action failed (a flash
 * message's `tone`), in any language, where the words alone would not tell.
 */
export function Banner({ message, tone }: { message: string; tone: BannerTone }) {
  if (!message) return null;
  return (
    <div
      className={`${styles.banner} ${tone === 'error' ? styles.bannerError : styles.bannerSuccess}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {message}
    </div>
  );
}
