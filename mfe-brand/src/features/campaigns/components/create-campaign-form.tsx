import { useEffect, useState } from 'react';
import { useCreateCampaign } from '@portal/shared/api/campaigns';
import {
  CAMPAIGN_DESCRIPTION_MAX_LENGTH,
  CAMPAIGN_TITLE_MAX_LENGTH,
} from '@portal/shared/contract/campaigns';
import { serverErrorSentence, serverFieldErrors } from '@portal/shared/data/api-error';
import { todayInDhaka } from '@portal/shared/dates';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { CategoryField } from '@portal/shared/ui/category-field';
import { Form, useForm } from '@portal/shared/ui/form';
import { MoneyInput } from '@portal/shared/ui/money-input';
import { TextAreaField } from '@portal/shared/ui/text-area-field';
import { TextField } from '@portal/shared/ui/text-field';
import { campaignFormSchema, EMPTY_CAMPAIGN } from './campaign-checks';
import { useBrandMessages } from '../../../messages';
import styles from './campaigns.module.css';

/**
 * The Create Campaign form (spec §2, §5): title, description, budget (step 0.01) and category
 * required, an optional deadline from today (Dhaka). Checked before sending; the server's field
 * errors appear beside the fields and its reason after 'Failed to create campaign'.
 */
export function CreateCampaignForm({ id, onCreated }: { id: string; onCreated: () => void }) {
  const { t } = useBrandMessages();
  const create = useCreateCampaign();
  /** The refusal after a failed create: null while there is none, the server's reason or ''. */
  const [failure, setFailure] = useState<{ reason: string } | null>(null);
  const today = todayInDhaka();
  const form = useForm({
    schema: campaignFormSchema(today, {
      budgetRequired: t('createCampaign.budgetRequired'),
      pastDeadline: t('createCampaign.pastDeadline'),
    }),
    initialValues: EMPTY_CAMPAIGN,
    onInvalid: () => setFailure(null),
    onSubmit: (campaign) => {
      setFailure(null);
      create.mutate(campaign, {
        onSuccess: onCreated,
        onError: (error) => {
          form.showErrors(serverFieldErrors(error));
          setFailure({ reason: serverErrorSentence(error) ?? '' });
        },
      });
    },
  });
  const { element } = form;
  let failureSentence = '';
  if (failure) {
    failureSentence = failure.reason
      ? t('createCampaign.failedBecause', { reason: failure.reason })
      : t('createCampaign.failed');
  }

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
        <Banner message={failureSentence} tone="error" />
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('createCampaign.creating') : t('campaign.create')}
        </Button>
      </Form>
    </section>
  );
}
