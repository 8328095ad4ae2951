import { PAYMENT_METHODS, type PaymentMethod } from '../contract/common';
import { PAYMENT_METHOD_OPTIONS } from '../option-labels';
import { RadioGroup } from './radio-group';
import { useUiTexts } from './ui-messages';

function isPaymentMethod(value: string): value is PaymentMethod {
  return PAYMENT_METHODS.some((method) => method === value);
}

/**
 * The wallet of a payment or a withdrawal (see docs/screens.md): 'Payment Method', bKash or Nagad.
 */
export function PaymentMethodField({
  value,
  onChange,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const { t } = useUiTexts();
  return (
    <RadioGroup
      legend={t('paymentMethod.legend')}
      name="payment_method"
      options={PAYMENT_METHOD_OPTIONS}
      value={value}
      onChange={(method) => {
        if (isPaymentMethod(method)) onChange(method);
      }}
    />
  );
}
