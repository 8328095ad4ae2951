import type { TimelineEvent } from '@portal/shared/contract/collaborations';
import { formatDateTime } from '@portal/shared/dates';
import { useTranslateSentence } from '@portal/shared/i18n/sentences';
import { formatTaka } from '@portal/shared/money';
import { Section } from '@portal/shared/ui/layout';
import { useCollaborationTexts } from '../texts';
import styles from './collaboration.module.css';

/** What happened so far, oldest first, each at its time in Dhaka with its reason or amount. */
export function CollaborationTimeline({ events }: { events: readonly TimelineEvent[] }) {
  const { t, language } = useCollaborationTexts();
  // A reason the server words itself (both sides agreed to cancel) reads in the shown language.
  const translate = useTranslateSentence();
  return (
    <Section title={t('timeline.title')}>
      <ol className={styles.timeline} aria-label={t('timeline.title')}>
        {events.map((event, index) => (
          <li key={`${event.event}-${event.at}-${index}`} className={styles.timelineEvent}>
            <span className={styles.timelineWhat}>{t(`event.${event.event}`)}</span>
            {event.amount !== null && (
              <span className={styles.timelineAmount}>
                {formatTaka(event.amount, { language })}
              </span>
            )}
            <time className={styles.muted} dateTime={event.at}>
              {formatDateTime(event.at, language)}
            </time>
            {event.reason !== null && (
              <p className={styles.reason}>
                {t('timeline.reason', { reason: translate(event.reason) })}
              </p>
            )}
          </li>
        ))}
      </ol>
    </Section>
  );
}
