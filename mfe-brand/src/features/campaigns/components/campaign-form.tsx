import { useEffect } from 'react';
import { useCreateCampaign } from '@portal/shared/api/campaigns';
import {
  CAMPAIGN_DESCRIPTION_MAX_LENGTH,
  CAMPAIGN_TITLE_MAX_LENGTH,
} from '@portal/shared/contract/campaigns';
import { todayInDhaka } from '@portal/shared/dates';
import { clearDraft, useDraft } from '@portal/shared/drafts';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { CategoryField } from '@portal/shared/ui/category-field';
import { Form, useForm } from '@portal/shared/ui/form';
import { MoneyInput } from '@portal/shared/ui/money-input';
import { TextAreaField } from '@portal/shared/ui/text-area-field';
import { TextField } from '@portal/shared/ui/text-field';
import {
  CAMPAIGN_DRAFT_KEY,
  campaignDraftSchema,
  campaignFormSchema,
  EMPTY_CAMPAIGN,
} from './campaign-checks';
import { useBrandTexts } from '../../../texts';
import styles from './campaigns.module.css';
import { useSubmitFailure } from '@portal/shared/submit-failure';

/**
 * The Create Campaign form (see docs/screens.md and docs/api-conventions.md): title, description,
 * budget (step 0.01) and category required, an optional deadline from today (Dhaka). Checked before
 * sending; the server's field errors appear beside the fields and its reason after 'Failed to
 * create campaign'. What is typed is kept in the tab until the campaign is created, so a reload
 * loses nothing.
 */
export function CreateCampaignForm({ id, onCreated }: { id: string; onCreated: () => void }) {
  const { t } = useBrandTexts();
  const create = useCreateCampaign();
  const submitFailure = useSubmitFailure({
    fallback: t('createCampaign.failed'),
    because: (reason) => t('createCampaign.failedBecause', { reason }),
  });
  const today = todayInDhaka();
  const form = useForm({
    schema: campaignFormSchema(today, {
      budgetRequired: t('createCampaign.budgetRequired'),
      pastDeadline: t('createCampaign.pastDeadline'),
    }),
    initialValues: EMPTY_CAMPAIGN,
    onInvalid: () => submitFailure.clear(),
    onSubmit: (campaign) => {
      submitFailure.clear();
      create.mutate(campaign, {
        onSuccess: () => {
          clearDraft(CAMPAIGN_DRAFT_KEY);
          onCreated();
        },
        onError: (error) => submitFailure.fail(error, form.showErrors),
      });
    },
  });
  const { element } = form;
  useDraft(CAMPAIGN_DRAFT_KEY, campaignDraftSchema, form.values, form.reset);

  useEffect(() => {
    element?.querySelector('input')?.focus();
  }, [element]);

  return (
    <section className={styles.createCampaign} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.createCampaignTitle}>
        {t('createCampaign.title')}
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
            hint={t('createCampaign.budgetHint')}
            {...form.field('budget')}
          />
          <CategoryField
            required
            value={form.values.category}
            errors={form.errors.category}
            hint={t('createCampaign.categoryHint')}
            onChange={(category) => form.setValue('category', category)}
          />
          <TextField
            label={t('createCampaign.deadline')}
            type="date"
            min={today}
            hint={t('createCampaign.deadlineHint')}
            {...form.field('deadline')}
          />
        </div>
        <Banner message={submitFailure.failure} tone="error" />
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('createCampaign.creating') : t('campaign.create')}
        </Button>
      </Form>
    </section>
  );
}
