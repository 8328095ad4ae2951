import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useCreateCampaign } from '@portal/shared/api/campaigns';
import {
  serverErrorSentence,
  serverFieldErrors,
  type FieldErrors,
} from '@portal/shared/data/api-error';
import { todayInDhaka } from '@portal/shared/dates';
import { CATEGORY_CHOICES, categoryOrNone } from '@portal/shared/option-labels';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { MoneyInput } from '@portal/shared/ui/money-input';
import { SelectField } from '@portal/shared/ui/select-field';
import { TextAreaField } from '@portal/shared/ui/text-area-field';
import { TextField } from '@portal/shared/ui/text-field';
import {
  campaignErrors,
  campaignRequest,
  EMPTY_DRAFT,
  type CampaignDraft,
} from './campaign-checks';
import styles from './campaigns.module.css';

/**
 * The Create Campaign form (spec §2, §5): title, description, budget (step 0.01) and category
 * required, an optional deadline from today (Dhaka). Checked before sending; the server's field
 * errors appear beside the fields and its reason after 'Failed to create campaign'.
 */
export function CreateCampaignForm({ id, onCreated }: { id: string; onCreated: () => void }) {
  const create = useCreateCampaign();
  const [draft, setDraft] = useState<CampaignDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const today = todayInDhaka();

  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);

  function set<K extends keyof CampaignDraft>(name: K, value: CampaignDraft[K]) {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: [] }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = campaignErrors(draft, today);
    setErrors(found);
    setFailure('');
    const { category } = draft;
    if (Object.keys(found).length > 0 || category === '') return;
    create.mutate(campaignRequest({ ...draft, category }), {
      onSuccess: onCreated,
      onError: (error) => {
        const reason = serverErrorSentence(error);
        setErrors(serverFieldErrors(error));
        setFailure(reason ? `Failed to create campaign: ${reason}` : 'Failed to create campaign');
      },
    });
  }

  return (
    <section className={styles.createCampaign} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.createCampaignTitle}>
        New Campaign
      </h2>
      <form id={id} ref={formRef} onSubmit={handleSubmit} noValidate>
        <TextField
          label="Title"
          required
          maxLength={200}
          value={draft.title}
          errors={errors.title}
          onChange={(event) => set('title', event.target.value)}
        />
        <TextAreaField
          label="Description"
          required
          rows={4}
          maxLength={5000}
          value={draft.description}
          errors={errors.description}
          hint="What influencers should create, for whom, and what you expect."
          onChange={(event) => set('description', event.target.value)}
        />
        <div className={styles.createCampaignFields}>
          <MoneyInput
            label="Budget (৳)"
            required
            value={draft.budget}
            errors={errors.budget}
            hint="In taka, up to two decimals."
            onChange={(text) => set('budget', text)}
          />
          <SelectField
            label="Category"
            required
            options={CATEGORY_CHOICES}
            value={draft.category}
            errors={errors.category}
            hint="Influencers filter campaigns by it."
            onChange={(event) => set('category', categoryOrNone(event.target.value))}
          />
          <TextField
            label="Deadline (optional)"
            type="date"
            min={today}
            value={draft.deadline}
            errors={errors.deadline}
            hint="Today or later."
            onChange={(event) => set('deadline', event.target.value)}
          />
        </div>
        <Banner message={failure} />
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Campaign'}
        </Button>
      </form>
    </section>
  );
}
