import { moneyInputSchema } from '../contract/common';
import { afterFeeAtPercent, formatTaka } from '../money';
import { TextField, type TextFieldProps } from './text-field';
import { useUiTexts } from './ui-messages';

/** What the hint of an amount tells: what its receiver keeps after the platform's fee. */
export interface AfterFeeHint {
  /** The platform's fee in percent; undefined while its settings load. */
  percent: number | undefined;
  /** The sentence, given the amount kept in taka, e.g. 'You receive ৳9,500.00 after the platform fee.' */
  says: (amount: string) => string;
}

export interface MoneyInputProps extends Omit<TextFieldProps, 'type' | 'onChange' | 'value'> {
  value: string;
  onChange: (text: string) => void;
  /** The hint follows the typed amount (see docs/money.md); none while it is no valid amount. */
  afterFee?: AfterFeeHint;
}

/**
 * An amount in taka with up to two decimals, typed on a phone's number pad, in Latin or Bengali
 * digits, or pasted as the portal shows amounts (৳15,000, ১৫,০০,০০০): a text field, since a
 * number field refuses ০-৯ and commas. The form's schema reads it (`moneyInputSchema`).
 */
export function MoneyInput({ label, value, onChange, afterFee, hint, ...props }: MoneyInputProps) {
  const { language } = useUiTexts();
  const typed = moneyInputSchema.safeParse(value);
  const kept =
    afterFee && afterFee.percent !== undefined && typed.success
      ? afterFee.says(formatTaka(afterFeeAtPercent(typed.data, afterFee.percent), { language }))
      : undefined;
  return (
    <TextField
      {...props}
      label={label}
      hint={afterFee ? kept : hint}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
