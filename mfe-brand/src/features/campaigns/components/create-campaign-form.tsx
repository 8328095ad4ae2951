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
import styles from './campaigns.module.css';

/**
 * The Create Campaign form (spec §2, §5): title, description, budget (step 0.01) and category
 * required, an optional deadline from today (Dhaka). Checked before sending; the server's field
 * errors appear beside the fields and its reason after 'Failed to create campaign'.
 */
export function CreateCampaignForm({ id, onCreated }: { id: string; onCreated: () => void }) {
  const create = useCreateCampaign();
  const [failure, setFailure] = useState('');
  const today = todayInDhaka();
  const form = useForm({
    schema: campaignFormSchema(today),
    initialValues: EMPTY_CAMPAIGN,
    onInvalid: () => setFailure(''),
    onSubmit: (campaign) => {
      setFailure('');
      create.mutate(campaign, {
        onSuccess: onCreated,
        onError: (error) => {
          const reason = serverErrorSentence(error);
          form.showErrors(serverFieldErrors(error));
          setFailure(reason ? `Failed to create campaign: ${reason}` : 'Failed to create campaign');
        },
      });
    },
  });
  const { element } = form;

  useEffect(() => {
    element?.querySelector('input')?.focus();
  }, [element]);

  return (
    <section className={styles.createCampaign} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.createCampaignTitle}>
        New Campaign
      </h2>
      <Form form={form} id={id}>
        <TextField
          label="Title"
          required
          limit={CAMPAIGN_TITLE_MAX_LENGTH}
          {...form.field('title')}
        />
        <TextAreaField
          label="Description"
          required
          rows={4}
          limit={CAMPAIGN_DESCRIPTION_MAX_LENGTH}
          hint="What influencers should create, for whom, and what you expect."
          {...form.field('description')}
        />
        <div className={styles.createCampaignFields}>
          <MoneyInput
            label="Budget (৳)"
            required
            hint="In taka, up to two decimals."
            {...form.field('budget')}
          />
          <CategoryField
            required
            value={form.values.category}
            errors={form.errors.category}
            hint="Influencers filter campaigns by it."
            onChange={(category) => form.setValue('category', category)}
          />
          <TextField
            label="Deadline (optional)"
            type="date"
            min={today}
            hint="Today or later."
            {...form.field('deadline')}
          />
        </div>
        <Banner message={failure} />
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Campaign'}
        </Button>
      </Form>
    </section>
  );
}
