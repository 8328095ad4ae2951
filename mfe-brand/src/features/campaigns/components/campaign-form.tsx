import { useEffect } from 'react';
import { useCreateCampaign, useUpdateCampaign } from '@portal/shared/api/campaigns';
import {
  CAMPAIGN_DESCRIPTION_MAX_LENGTH,
  CAMPAIGN_TITLE_MAX_LENGTH,
  INFLUENCERS_WANTED_MAX,
  type Campaign,
} from '@portal/shared/contract/campaigns';
import { todayInDhaka } from '@portal/shared/dates';
import { clearDraft, useDraft } from '@portal/shared/drafts';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { CategoryField } from '@portal/shared/ui/category-field';
import { DeliverablesEditor } from '@portal/shared/ui/deliverables-editor';
import { Form, useForm } from '@portal/shared/ui/form';
import { MoneyInput } from '@portal/shared/ui/money-input';
import { TextAreaField } from '@portal/shared/ui/text-area-field';
import { TextField } from '@portal/shared/ui/text-field';
import {
  CAMPAIGN_DRAFT_KEY,
  campaignDraftSchema,
  campaignFormSchema,
  EMPTY_CAMPAIGN,
  valuesOf,
} from './campaign-checks';
import { useBrandTexts } from '../../../texts';
import styles from './campaigns.module.css';
import { useSubmitFailure } from '@portal/shared/submit-failure';

/** Where the edit form of `campaign` keeps what was typed, until it is saved or cancelled. */
export const editDraftKey = (campaign: Pick<Campaign, 'id'>) => `edit-campaign-${campaign.id}`;

/**
 * The Create Campaign form, and with a `campaign` its Edit form (see docs/screens.md and
 * docs/campaigns.md): title, description, budget (step 0.01) and category required, an optional
 * deadline from today (Dhaka), how many influencers are wanted and the deliverables. Checked
 * before sending; the server's field errors appear beside the fields and its reason after
 * 'Failed to create campaign' ('Failed to save campaign'). Editing keeps the category and, once an
 * application is accepted, the budget. What is typed is kept in the tab until it is saved, so a
 * reload loses nothing.
 */
export function CampaignForm({
  id,
  campaign,
  onSaved,
}: {
  id: string;
  campaign?: Campaign;
  onSaved: () => void;
}) {
  const { t } = useBrandTexts();
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const saving = create.isPending || update.isPending;
  const submitFailure = useSubmitFailure({
    fallback: t(campaign ? 'campaignForm.saveFailed' : 'createCampaign.failed'),
    because: (reason) =>
      t(campaign ? 'campaignForm.saveFailedBecause' : 'createCampaign.failedBecause', { reason }),
  });
  const draftKey = campaign ? editDraftKey(campaign) : CAMPAIGN_DRAFT_KEY;
  const today = todayInDhaka();
  const form = useForm({
    schema: campaignFormSchema(
      today,
      {
        budgetRequired: t('createCampaign.budgetRequired'),
        pastDeadline: t('createCampaign.pastDeadline'),
      },
      campaign?.deadline,
    ),
    initialValues: campaign ? valuesOf(campaign) : EMPTY_CAMPAIGN,
    onInvalid: () => submitFailure.clear(),
    onSubmit: (values) => {
      submitFailure.clear();
      const handlers = {
        onSuccess: () => {
          clearDraft(draftKey);
          onSaved();
        },
        onError: (error: unknown) => submitFailure.fail(error, form.showErrors),
      };
      if (campaign === undefined) {
        create.mutate(values, handlers);
        return;
      }
      const { title, description, budget, deadline, influencers_wanted, deliverables } = values;
      update.mutate(
        { id: campaign.id, title, description, budget, deadline, influencers_wanted, deliverables },
        handlers,
      );
    },
  });
  const { element } = form;
  useDraft(draftKey, campaignDraftSchema, form.values, form.reset);

  useEffect(() => {
    element?.querySelector('input')?.focus();
  }, [element]);

  const budgetKept = campaign !== undefined && campaign.accepted_count > 0;
  const busy = campaign ? t('campaignForm.saving') : t('createCampaign.creating');
  const idle = campaign ? t('campaignForm.save') : t('campaign.create');

  return (
    <section className={styles.createCampaign} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.createCampaignTitle}>
        {campaign ? t('campaignForm.editTitle') : t('createCampaign.title')}
      </h2>
      <Form form={form} id={id}>
        <TextField
          label={t('createCampaign.campaignTitle')}
          required
          limit={CAMPAIGN_TITLE_MAX_LENGTH}
          {...form.field('title')}
        />
        <TextAreaField
          label={t('createCampaign.description')}
          required
          rows={4}
          limit={CAMPAIGN_DESCRIPTION_MAX_LENGTH}
          hint={t('createCampaign.descriptionHint')}
          {...form.field('description')}
        />
        <div className={styles.createCampaignFields}>
          <MoneyInput
            label={t('createCampaign.budget')}
            required
            readOnly={budgetKept}
            hint={budgetKept ? t('campaignForm.budgetKept') : t('createCampaign.budgetHint')}
            {...form.field('budget')}
          />
          {campaign === undefined && (
            <CategoryField
              required
              value={form.values.category}
              errors={form.errors.category}
              hint={t('createCampaign.categoryHint')}
              onChange={(category) => form.setValue('category', category)}
            />
          )}
          <TextField
            label={t('createCampaign.deadline')}
            type="date"
            min={today}
            hint={t('createCampaign.deadlineHint')}
            {...form.field('deadline')}
          />
          <TextField
            label={t('campaignForm.influencersWanted')}
            inputMode="numeric"
            hint={t('campaignForm.influencersWantedHint', { max: INFLUENCERS_WANTED_MAX })}
            {...form.field('influencers_wanted')}
          />
        </div>
        <DeliverablesEditor
          lines={form.values.deliverables}
          errors={form.errors}
          onChange={(lines) => form.setValue('deliverables', lines)}
        />
        <Banner message={submitFailure.failure} tone="error" />
        <Button type="submit" disabled={saving}>
          {saving ? busy : idle}
        </Button>
      </Form>
    </section>
  );
}
