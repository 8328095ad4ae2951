import { LANGUAGE_NAMES, LANGUAGES, chooseLanguage } from '@portal/shared/i18n/i18n';
import { classNames } from '@portal/shared/class-names';
import { useUiTexts } from './ui-messages';
import styles from './language-switch.module.css';

/**
 * English / বাংলা: each language offered by its own name (and marked as written in it); the shown
 * one is pressed. The choice applies at once, without a reload, and the browser remembers it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, language } = useUiTexts();
  return (
    <div
      role="group"
      aria-label={t('languageSwitch.label')}
      className={classNames(styles.languageSwitch, className)}
    >
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={styles.languageSwitchOption}
          aria-pressed={option === language}
          onClick={() => void chooseLanguage(option)}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
