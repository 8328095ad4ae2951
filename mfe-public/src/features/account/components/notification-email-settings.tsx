import { useEmailPreferences, useSetEmailPreferences } from '@portal/shared/api/accounts';
import { EMAIL_KINDS, type EmailKind } from '@portal/shared/contract/notifications';
import { useFlashMessage } from '@portal/shared/flash-message';
import { Banner } from '@portal/shared/ui/banner';
import { Section } from '@portal/shared/ui/layout';
import styles from '@portal/shared/ui/ui.module.css';
import { useAccountTexts } from '../texts';
import { failureSentence } from '@portal/shared/submit-failure';
import { LoadedView } from '@portal/shared/ui/loaded-view';

/** A checkbox per kind of notification that also comes by e-mail: ticked, it does; saved at once. */
function KindSwitches({ off }: { off: EmailKind[] }) {
  const { t } = useAccountTexts();
  const save = useSetEmailPreferences();
  const message = useFlashMessage();
  const toggle = async (kind: EmailKind, on: boolean) => {
    message.clear();
    const next = on ? off.filter((other) => other !== kind) : [...off, kind];
    try {
      await save.mutateAsync({ off: next });
      message.showSuccess(t('notificationEmails.saved'));
    } catch (error) {
      message.showFailure(failureSentence(error, { fallback: t('notificationEmails.failed') }));
    }
  };
  return (
    <>
      <Banner message={message.message} tone={message.tone} />
      <fieldset className={styles.radioGroup}>
        <legend className={styles.fieldLabel}>{t('notificationEmails.hint')}</legend>
        {EMAIL_KINDS.map((kind) => (
          <label key={kind} className={styles.radioGroupOption}>
            <input
              type="checkbox"
              checked={!off.includes(kind)}
              disabled={save.isPending}
              onChange={(event) => void toggle(kind, event.target.checked)}
            />
            {t(`notificationEmails.kind.${kind}`)}
          </label>
        ))}
      </fieldset>
    </>
  );
}

/** Which notifications also reach the user by e-mail (docs/accounts.md). */
export function NotificationEmailSettings() {
  const { t } = useAccountTexts();
  const preferences = useEmailPreferences();
  return (
    <Section title={t('notificationEmails.title')}>
      <LoadedView query={preferences} loadFailed={t('notificationEmails.loadFailed')}>
        {(data) => <KindSwitches off={data.off} />}
      </LoadedView>
    </Section>
  );
}
