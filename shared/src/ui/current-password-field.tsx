import { TextField, type TextFieldProps } from './text-field';
import { useUiTexts } from './ui-messages';

export type CurrentPasswordFieldProps = Omit<
  TextFieldProps,
  'label' | 'type' | 'required' | 'autoComplete'
>;

/**
 * The account's password, asked for before its email or its password is changed; the hint says
 * what for ('Needed to change your email.' unless another `hint` is given).
 */
export function CurrentPasswordField({ hint, ...props }: CurrentPasswordFieldProps) {
  const { t } = useUiTexts();
  return (
    <TextField
      {...props}
      label={t('profile.currentPassword')}
      type="password"
      required
      autoComplete="current-password"
      hint={hint ?? t('profile.currentPasswordHint')}
    />
  );
}
