import { TextField, type TextFieldProps } from './text-field';

export interface MoneyInputProps extends Omit<TextFieldProps, 'type' | 'onChange' | 'value'> {
  value: string;
  onChange: (text: string) => void;
}

/**
 * An amount in taka with up to two decimals, typed on a phone's number pad, in Latin or Bengali
 * digits, or pasted as the portal shows amounts (৳15,000, ১৫,০০,০০০): a text field, since a
 * number field refuses ০-৯ and commas. The form's schema reads it (`moneyInputSchema`).
 */
export function MoneyInput({ label, value, onChange, ...props }: MoneyInputProps) {
  return (
    <TextField
      {...props}
      label={label}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
