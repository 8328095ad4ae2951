import { useMemo } from 'react';
import * as z from '@portal/shared/contract/zod';
import { CAMPAIGN_TITLE_MAX_LENGTH } from '../contract/campaigns';
import { deliverableDraftsSchema, type DeliverableDraft } from '../contract/deliverables';
import {
  createOfferRequestSchema,
  OFFER_NOTE_MAX_LENGTH,
  type CreateOfferRequest,
  type NewOffer,
  type OfferableCampaign,
} from '../contract/offers';
import { useSubmitFailure } from '../submit-failure';
import { Banner } from './banner';
import { DeliverablesEditor } from './deliverables-editor';
import { CancelAndSubmit, Form, useForm } from './form';
import { Modal } from './modal';
import { MoneyInput } from './money-input';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';
import { useUiTexts } from './ui-messages';

export interface SendOfferModalProps {
  influencer: { id: number; username: string };
  campaigns: readonly OfferableCampaign[];
  /** The platform's fee percent (GET /config/), for what the influencer receives; unknown while loading. */
  feePercent: number | undefined;
  /** Sends the offer (POST /offers/); a rejection is told in the dialog. */
  send: (offer: NewOffer) => Promise<unknown>;
  onSent: () => void;
  onClose: () => void;
}

interface OfferValues {
  /** A campaign's id, or '' for a private brief. */
  campaign: string;
  title: string;
  deadline: string;
  deliverables: DeliverableDraft[];
  amount: string;
  note: string;
}

/** The request the form's values make, checked by the contract's own schema. */
const offerFormSchema = (influencer: number) =>
  z.pipe(
    z.pipe(
      z.object({
        campaign: z.string(),
        title: z.string(),
        deadline: z.string(),
        deliverables: deliverableDraftsSchema,
        amount: z.string(),
        note: z.string(),
      }),
      z.transform(
        ({ campaign, title, deadline, deliverables, amount, note }): CreateOfferRequest => ({
          influencer,
          ...(campaign === ''
            ? { brief: { title, deliverables, deadline } }
            : { campaign: Number(campaign) }),
          amount,
          note,
        }),
      ),
    ),
    createOfferRequestSchema,
  );

/**
 * 'Send offer' (see docs/collaboration.md): one of the brand's active campaigns or a private brief
 * (a title, the deliverables, an optional deadline), the amount with what the influencer receives
 * after the platform fee, and a note. Fetches nothing: the caller gives the campaigns, the fee
 * and the sending. Rendered only while open.
 */
export function SendOfferModal({
  influencer,
  campaigns,
  feePercent,
  send,
  onSent,
  onClose,
}: SendOfferModalProps) {
  const { t } = useUiTexts();
  const refusal = useSubmitFailure({ fallback: t('offer.failed') });
  const schema = useMemo(() => offerFormSchema(influencer.id), [influencer.id]);
  const form = useForm({
    schema,
    initialValues: (): OfferValues => ({
      campaign: campaigns[0] === undefined ? '' : String(campaigns[0].id),
      title: '',
      deadline: '',
      deliverables: [{ platform: 'instagram', kind: 'post', count: '1' }],
      amount: '',
      note: '',
    }),
    onInvalid: () => refusal.clear(),
    onSubmit: async (offer) => {
      refusal.clear();
      try {
        await send(offer);
        onSent();
      } catch (error) {
        refusal.fail(error, form.showErrors);
      }
    },
  });
  const isBrief = form.values.campaign === '';
  /** The brief's deliverables' errors, the form's own and the server's ('brief.deliverables.0.count'). */
  const deliverableErrors = Object.fromEntries(
    Object.entries(form.errors).map(([key, messages]) => [key.replace(/^brief\./, ''), messages]),
  );

  return (
    <Modal title={t('offer.title', { name: influencer.username })} onClose={onClose}>
      <Banner message={refusal.failure} tone="error" />
      <Form form={form}>
        <SelectField
          label={t('offer.for')}
          options={[
            ...campaigns.map((campaign) => ({ value: String(campaign.id), label: campaign.title })),
            { value: '', label: t('offer.brief') },
          ]}
          {...form.field('campaign')}
        />
        {isBrief && (
          <>
            <TextField
              label={t('offer.briefTitle')}
              required
              limit={CAMPAIGN_TITLE_MAX_LENGTH}
              {...form.field('title')}
              errors={form.errors['brief.title']}
            />
            <DeliverablesEditor
              lines={form.values.deliverables}
              errors={deliverableErrors}
              onChange={(lines) => form.setValue('deliverables', lines, 'brief.deliverables')}
            />
            <TextField
              label={t('offer.deadline')}
              type="date"
              {...form.field('deadline')}
              errors={form.errors['brief.deadline']}
            />
          </>
        )}
        <MoneyInput
          label={t('offer.amount')}
          required
          afterFee={{ percent: feePercent, says: (amount) => t('offer.receives', { amount }) }}
          {...form.field('amount')}
        />
        <TextAreaField
          label={t('offer.note')}
          limit={OFFER_NOTE_MAX_LENGTH}
          {...form.field('note')}
        />
        <CancelAndSubmit onCancel={onClose} busy={form.submitting}>
          {form.submitting ? t('offer.sending') : t('offer.send')}
        </CancelAndSubmit>
      </Form>
    </Modal>
  );
}
