import { moneyInputSchema } from '../contract/common';
import { TextField, type TextFieldProps } from './text-field';

/**
 * The amount typed, as the API takes it ("1500.00"), or null when it is not an amount in taka
 * greater than 0 with at most two decimals: the contract's own rule, so the form and the server
 * never disagree.
 */
export function parseTaka(text: string): string | null {
  const parsed = moneyInputSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
}

export interface MoneyInputProps extends Omit<TextFieldProps, 'type' | 'onChange' | 'value'> {
  value: string;
  onChange: (text: string) => void;
}

/**
 * An amount in taka with up to two decimals, typed on a phone's number pad, in Latin or Bengali
 * digits: a text field, since a number field refuses ০-৯.
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
