import { useState } from 'react';
import {
  DELIVERY_NOTE_MAX_LENGTH,
  DELIVERY_PLATFORMS,
  MAX_DELIVERY_LINKS,
  submitDeliveryRequestSchema,
  type DeliveryPlatform,
} from '@portal/shared/contract/collaborations';
import { submitDraftRequestSchema } from '@portal/shared/contract/drafts';
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
import { DraftFilePicker } from './draft-file-picker';
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
  /**
   * Sends the delivery (with a draft's files); resolves once done (the page then closes the
   * dialog), throws on failure.
   */
  onSend: (delivery: DeliveryInput, files: readonly File[]) => Promise<void>;
  onConflict: (error: unknown) => void;
  onClose: () => void;
  /**
   * A draft for approval instead (see docs/collaboration.md): links optional, files besides, at
   * least one of them; `progress` is the share of its upload sent, 0 to 1, while it goes.
   */
  draft?: { progress: number | null };
}

/**
 * 'Submit Delivery' (see docs/money.md): 1-10 links, each with an optional platform, and an
 * optional note, checked with the contract's schema before sending; the server's field errors show
 * beside their fields ('links.0.url'). As 'Submit draft for approval' the links are optional and
 * files may go with them. Rendered only while open, so closing it resets it.
 */
export function DeliveryModal({ onSend, onConflict, onClose, draft }: DeliveryModalProps) {
  const { t } = useCollaborationTexts();
  const { failure, clear, fail } = useSubmitFailure({ fallback: t('failed') }, { onConflict });
  const [files, setFiles] = useState<readonly File[]>([]);
  const [empty, setEmpty] = useState(false);
  const form = useForm({
    schema: draft === undefined ? submitDeliveryRequestSchema : submitDraftRequestSchema,
    initialValues: (): DeliveryValues => ({
      links: draft === undefined ? [EMPTY_ROW] : [],
      note: '',
    }),
    onInvalid: clear,
    onSubmit: async (delivery) => {
      clear();
      const nothing = delivery.links.length === 0 && files.length === 0;
      setEmpty(nothing);
      if (nothing) return;
      try {
        await onSend(delivery, files);
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
    <Modal title={t(draft ? 'action.submitDraft' : 'action.submitDelivery')} onClose={onClose}>
      <p>{t(draft ? 'draft.intro' : 'delivery.intro', { max: MAX_DELIVERY_LINKS })}</p>
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
              links.length > 1 || draft !== undefined
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
        {draft !== undefined && (
          <DraftFilePicker files={files} onChange={setFiles} progress={draft.progress} />
        )}
        {empty && <ErrorBox>{t('draft.empty')}</ErrorBox>}
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
