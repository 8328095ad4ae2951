import { TextField } from './text-field';

export interface CurrentPasswordFieldProps {
  value: string;
  errors: string[] | undefined;
  onChange: (value: string) => void;
}

/** The account's password, asked for by a profile form only while its email is being changed. */
export function CurrentPasswordField({ value, errors, onChange }: CurrentPasswordFieldProps) {
  return (
    <TextField
      label="Current password"
      type="password"
      required
      autoComplete="current-password"
      hint="Needed to change your email."
      value={value}
      errors={errors}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
