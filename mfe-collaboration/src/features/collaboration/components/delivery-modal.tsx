import {
  DELIVERY_NOTE_MAX_LENGTH,
  DELIVERY_PLATFORMS,
  MAX_DELIVERY_LINKS,
  submitDeliveryRequestSchema,
  type DeliveryPlatform,
} from '@portal/shared/contract/collaborations';
import type { output } from '@portal/shared/contract/zod';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { ErrorBox } from '@portal/shared/ui/error-box';
import { CancelAndSubmit, Form, useForm } from '@portal/shared/ui/form';
import { Modal } from '@portal/shared/ui/modal';
import { SelectField } from '@portal/shared/ui/select-field';
import { TextAreaField } from '@portal/shared/ui/text-area-field';
import { useCollaborationTexts } from '../texts';
import { useSubmitFailure } from '@portal/shared/submit-failure';
import { LinkRow } from './link-row';

interface LinkRow {
  url: string;
  platform: DeliveryPlatform | '';
}

interface DeliveryValues {
  links: LinkRow[];
  note: string;
}

/** What the form sends once the contract's schema passes it. */
export type DeliveryInput = output<typeof submitDeliveryRequestSchema>;

const EMPTY_ROW: LinkRow = { url: '', platform: '' };

export interface DeliveryModalProps {
  /** Sends the delivery; resolves once done (the page then closes the dialog), throws on failure. */
  onSend: (delivery: DeliveryInput) => Promise<void>;
  onConflict: (error: unknown) => void;
  onClose: () => void;
}

/**
 * 'Submit Delivery' (see docs/money.md): 1-10 links, each with an optional platform, and an
 * optional note, checked with the contract's schema before sending; the server's field errors show
 * beside their fields ('links.0.url'). Rendered only while open, so closing it resets it.
 */
export function DeliveryModal({ onSend, onConflict, onClose }: DeliveryModalProps) {
  const { t } = useCollaborationTexts();
  const { failure, clear, fail } = useSubmitFailure({ fallback: t('failed') }, { onConflict });
  const form = useForm({
    schema: submitDeliveryRequestSchema,
    initialValues: (): DeliveryValues => ({ links: [EMPTY_ROW], note: '' }),
    onInvalid: clear,
    onSubmit: async (delivery) => {
      clear();
      try {
        await onSend(delivery);
      } catch (error) {
        fail(error, form.showErrors);
      }
    },
  });
  const { links } = form.values;

  function changeRow(index: number, change: Partial<LinkRow>, field: keyof LinkRow) {
    const next = links.map((row, at) => (at === index ? { ...row, ...change } : row));
    form.setValue('links', next, `links.${index}.${field}`);
  }

  const platformOptions = [
    { value: '', label: t('delivery.noPlatform') },
    ...DELIVERY_PLATFORMS.map((platform) => ({
      value: platform,
      label: t(`platform.${platform}`),
    })),
  ];
  const listErrors = form.errors.links;

  return (
    <Modal title={t('action.submitDelivery')} onClose={onClose}>
      <p>{t('delivery.intro', { max: MAX_DELIVERY_LINKS })}</p>
      <Banner message={failure} tone="error" />
      <Form form={form}>
        {links.map((row, index) => (
          <LinkRow
            key={index}
            index={index}
            url={row.url}
            urlErrors={form.errors[`links.${index}.url`]}
            onUrlChange={(url) => changeRow(index, { url }, 'url')}
            onRemove={
              links.length > 1
                ? () =>
                    form.setValue(
                      'links',
                      links.filter((_, at) => at !== index),
                      'links',
                    )
                : undefined
            }
          >
            <SelectField
              label={t('delivery.platform')}
              options={platformOptions}
              value={row.platform}
              errors={form.errors[`links.${index}.platform`]}
              onChange={(event) =>
                changeRow(
                  index,
                  {
                    platform:
                      DELIVERY_PLATFORMS.find((platform) => platform === event.target.value) ?? '',
                  },
                  'platform',
                )
              }
            />
          </LinkRow>
        ))}
        {listErrors && <ErrorBox>{listErrors.join(' ')}</ErrorBox>}
        {links.length < MAX_DELIVERY_LINKS && (
          <Button
            variant="secondary"
            small
            onClick={() => form.setValue('links', [...links, EMPTY_ROW], 'links')}
          >
            {t('delivery.addLink')}
          </Button>
        )}
        <TextAreaField
          label={t('delivery.noteLabel')}
          limit={DELIVERY_NOTE_MAX_LENGTH}
          {...form.field('note')}
        />
        <CancelAndSubmit onCancel={onClose} busy={form.submitting}>
          {t('delivery.submit')}
        </CancelAndSubmit>
      </Form>
    </Modal>
  );
}
