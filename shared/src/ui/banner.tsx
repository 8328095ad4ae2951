import styles from './ui.module.css';

export type BannerTone = 'error' | 'success';

/**
 * Spec §8: a message is red when it contains 'Error' or 'Failed', green otherwise. Messages that
 * the spec marks with ❌ or ⚠️ are failures too, whatever their wording. In Bangla a failure says
 * ত্রুটি (error), ব্যর্থ (failed) or that something could not be done (যায়নি, পারেনি).
 */
export function bannerTone(message: string): BannerTone {
  return /Error|Failed|❌|⚠️|ত্রুটি|ব্যর্থ|যায়নি|পারেনি/.test(message) ? 'error' : 'success';
}

/**
 * A page's message line: red and announced at once, or green and announced politely; `tone`
 * when the caller knows it (a flash message does), else read from the words.
 */
export function Banner({ message, tone: given }: { message: string; tone?: BannerTone }) {
  if (!message) return null;
  const tone = given ?? bannerTone(message);
  return (
    <div
      className={`${styles.banner} ${tone === 'error' ? styles.bannerError : styles.bannerSuccess}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {message}
    </div>
  );
}
