import { ProfilePanel } from './profile-panel';
import styles from './profile.module.css';
import { useUiTexts } from './ui-messages';
import ui from './ui.module.css';

export interface StrengthItem {
  label: string;
  done: boolean;
}

/**
 * How complete a profile is (see docs/screens.md): each item done or missing, marked required
 * (influencers: photo, bio, category) or optional (brands: logo, bio, industry), and how many are
 * done.
 */
export function ProfileStrength({
  items,
  marker,
}: {
  items: readonly StrengthItem[];
  marker: 'required' | 'optional';
}) {
  const { t } = useUiTexts();
  const done = items.filter((item) => item.done).length;
  return (
    <ProfilePanel title={t('strength.title')}>
      <p className={styles.profileStrengthSummary}>
        {t('strength.summary', { done, total: items.length })}
      </p>
      <progress
        className={styles.profileStrengthBar}
        value={done}
        max={items.length}
        aria-label={t('strength.label')}
      />
      <ul className={styles.profileStrengthList}>
        {items.map((item) => (
          <li key={item.label} className={item.done ? styles.profileStrengthItemDone : undefined}>
            <span aria-hidden="true">{item.done ? '✓' : '○'}</span> {item.label}{' '}
            <span className={styles.profileStrengthMarker}>{t(`strength.${marker}`)}</span>
            <span className={ui.visuallyHidden}>
              {item.done ? t('strength.done') : t('strength.missing')}
            </span>
          </li>
        ))}
      </ul>
    </ProfilePanel>
  );
}
