import { TextField, type TextFieldProps } from './text-field';
import { useUiMessages } from './ui-messages';

export type CurrentPasswordFieldProps = Omit<
  TextFieldProps,
  'label' | 'type' | 'hint' | 'required' | 'autoComplete'
>;

/** The account's password, asked for by a profile form only while its email is being changed. */
export function CurrentPasswordField(props: CurrentPasswordFieldProps) {
  const { t } = useUiMessages();
  return (
    <TextField
      {...props}
      label={t('profile.currentPassword')}
      type="password"
      required
      autoComplete="current-password"
      hint={t('profile.currentPasswordHint')}
    />
  );
}
