import styles from './ui.module.css';

export type BannerTone = 'error' | 'success';

/**
 * Spec §8: a message is red when it contains 'Error' or 'Failed', green otherwise. Messages that
 * the spec marks with ❌ or ⚠️ are failures too, whatever their wording.
 */
export function bannerTone(message: string): BannerTone {
  return /Error|Failed|❌|⚠️/.test(message) ? 'error' : 'success';
}

/** A page's message line: red and announced at once, or green and announced politely. */
export function Banner({ message }: { message: string }) {
  if (!message) return null;
  const tone = bannerTone(message);
  return (
    <div
      className={`${styles.banner} ${tone === 'error' ? styles.bannerError : styles.bannerSuccess}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {message}
    </div>
  );
}
