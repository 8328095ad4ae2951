import { CAMPAIGN_TITLE_MAX_LENGTH } from '@portal/shared/contract/campaigns';
import { deliveryPlatformSchema } from '@portal/shared/contract/collaborations';
import {
  deliverableDraftsSchema,
  type DeliverableDraft,
} from '@portal/shared/contract/deliverables';
import {
  DELIVERY_DAYS_MAX,
  DELIVERY_DAYS_MIN,
  packageRequestSchema,
  type Package,
  type PackageRequest,
} from '@portal/shared/contract/packages';
import * as z from '@portal/shared/contract/zod';
import { digitsFor } from '@portal/shared/language';
import { useDeliverableLabels } from '@portal/shared/option-labels';
import { useSubmitFailure } from '@portal/shared/submit-failure';
import { Banner } from '@portal/shared/ui/banner';
import { DeliverablesEditor } from '@portal/shared/ui/deliverables-editor';
import { CancelAndSubmit, Form, useForm } from '@portal/shared/ui/form';
import { Modal } from '@portal/shared/ui/modal';
import { MoneyInput } from '@portal/shared/ui/money-input';
import { SelectField } from '@portal/shared/ui/select-field';
import { TextField } from '@portal/shared/ui/text-field';
import { useInfluencerTexts } from '../../../texts';

interface PackageValues {
  title: string;
  /** A platform's value as the select holds it, read by deliveryPlatformSchema. */
  platform: string;
  deliverables: DeliverableDraft[];
  price: string;
  delivery_days: string;
}

/** The request the form's values make, checked by the contract's own schema. */
const packageFormSchema = z.pipe(
  z.pipe(
    z.object({
      title: z.string(),
      platform: deliveryPlatformSchema,
      deliverables: deliverableDraftsSchema,
      price: z.string(),
      delivery_days: z.string(),
    }),
    z.transform((values): PackageRequest => values),
  ),
  packageRequestSchema,
);

function valuesOf(pack: Package | undefined): PackageValues {
  if (pack === undefined) {
    return {
      title: '',
      platform: 'instagram',
      deliverables: [{ platform: 'instagram', kind: 'post', count: '1' }],
      price: '',
      delivery_days: '',
    };
  }
  return {
    title: pack.title,
    platform: pack.platform,
    deliverables: pack.deliverables.map((line) => ({ ...line, count: String(line.count) })),
    price: pack.price,
    delivery_days: String(pack.delivery_days),
  };
}

/**
 * Adding or editing a package (see docs/packages.md): a title, the platform, the deliverables,
 * the price with what the influencer receives after the platform fee, and the delivery days.
 * Rendered only while open.
 */
export function PackageFormModal({
  pack,
  feePercent,
  save,
  onClose,
}: {
  /** The package being edited; a new one when absent. */
  pack?: Package;
  feePercent: number | undefined;
  /** Saves the package (POST or PUT); a refusal is told in the dialog. */
  save: (request: PackageRequest) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t, language } = useInfluencerTexts();
  const labels = useDeliverableLabels();
  const refusal = useSubmitFailure({ fallback: t('packages.saveFailed') });
  const form = useForm({
    schema: packageFormSchema,
    initialValues: () => valuesOf(pack),
    onInvalid: () => refusal.clear(),
    onSubmit: async (request) => {
      refusal.clear();
      try {
        await save(request);
        onClose();
      } catch (error) {
        refusal.fail(error, form.showErrors);
      }
    },
  });

  return (
    <Modal title={pack ? t('packages.editTitle') : t('packages.addTitle')} onClose={onClose}>
      <Banner message={refusal.failure} tone="error" />
      <Form form={form}>
        <TextField
          label={t('packages.name')}
          required
          limit={CAMPAIGN_TITLE_MAX_LENGTH}
          {...form.field('title')}
        />
        <SelectField
          label={t('packages.platform')}
          options={labels.platformOptions}
          {...form.field('platform')}
        />
        <DeliverablesEditor
          lines={form.values.deliverables}
          errors={form.errors}
          onChange={(lines) => form.setValue('deliverables', lines)}
        />
        <MoneyInput
          label={t('packages.price')}
          required
          afterFee={{ percent: feePercent, says: (amount) => t('packages.receives', { amount }) }}
          {...form.field('price')}
        />
        <TextField
          label={t('packages.deliveryDays')}
          required
          inputMode="numeric"
          hint={t('packages.deliveryDaysHint', {
            min: digitsFor(language, String(DELIVERY_DAYS_MIN)),
            max: digitsFor(language, String(DELIVERY_DAYS_MAX)),
          })}
          {...form.field('delivery_days')}
        />
        <CancelAndSubmit onCancel={onClose} busy={form.submitting}>
          {form.submitting ? t('packages.saving') : t('packages.save')}
        </CancelAndSubmit>
      </Form>
    </Modal>
  );
}
