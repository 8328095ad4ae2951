import type { FieldBinding } from '@portal/shared/ui/form';
import { TextField } from '@portal/shared/ui/text-field';
import { useAccountTexts } from '../texts';

/** An account's email address ('Email' unless another label is given). */
export function EmailField({ label, ...binding }: FieldBinding & { label?: string }) {
  const { t } = useAccountTexts();
  return (
    <TextField
      label={label ?? t('field.email')}
      type="email"
      autoComplete="email"
      required
      {...binding}
    />
  );
}
