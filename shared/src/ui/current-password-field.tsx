import { TextField, type TextFieldProps } from './text-field';

export type CurrentPasswordFieldProps = Omit<
  TextFieldProps,
  'label' | 'type' | 'hint' | 'required' | 'autoComplete'
>;

/** The account's password, asked for by a profile form only while its email is being changed. */
export function CurrentPasswordField(props: CurrentPasswordFieldProps) {
  return (
    <TextField
      {...props}
      label="Current password"
      type="password"
      required
      autoComplete="current-password"
      hint="Needed to change your email."
    />
  );
}
