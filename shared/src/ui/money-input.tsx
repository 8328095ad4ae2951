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

/** An amount in taka with up to two decimals (step 0.01), typed on a phone's number pad. */
export function MoneyInput({ label, value, onChange, ...props }: MoneyInputProps) {
  return (
    <TextField
      {...props}
      label={label}
      type="number"
      inputMode="decimal"
      min="0.01"
      step="0.01"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
