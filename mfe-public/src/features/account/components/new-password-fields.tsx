import type { FieldBinding } from '@portal/shared/ui/form';
import { TextField } from '@portal/shared/ui/text-field';
import { useAccountTexts } from '../texts';

/** The new password and its copy, as the reset page and the security settings ask for them. */
export function NewPasswordFields({
  field,
}: {
  field: (name: 'new_password' | 'confirm_password') => FieldBinding;
}) {
  const { t } = useAccountTexts();
  return (
    <>
      <TextField
        label={t('field.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...field('new_password')}
      />
      <TextField
        label={t('field.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...field('confirm_password')}
      />
    </>
  );
}
