import { useState } from 'react';
import { useApplyToCampaign } from '@portal/shared/api/applications';
import {
  createApplicationRequestSchema,
  PROPOSAL_MAX_LENGTH,
} from '@portal/shared/contract/applications';
import type { Campaign } from '@portal/shared/contract/campaigns';
import { serverErrorSentence, serverFieldErrors } from '@portal/shared/data/api-error';
import { formatTaka } from '@portal/shared/money';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { Form, FormActions, useForm } from '@portal/shared/ui/form';
import { Modal } from '@portal/shared/ui/modal';
import { MoneyInput } from '@portal/shared/ui/money-input';
import { TextAreaField } from '@portal/shared/ui/text-area-field';
import styles from './campaigns.module.css';

/** What the influencer types: a proposal, and a fee only if they ask for one. */
const applicationFormSchema = createApplicationRequestSchema.omit({ campaign: true });

/**
 * The application modal (spec §2): a proposal (required) and an expected fee (optional, step
 * 0.01). A refusal stays in the modal with the proposal kept, so it can be corrected.
 */
export function ApplicationModal({
  campaign,
  onClose,
  onSubmitted,
}: {
  campaign: Campaign;
  onClose: () => void;
  onSubmitted: () => void;
}) {
  const apply = useApplyToCampaign();
  const [failure, setFailure] = useState('');
  const form = useForm({
    schema: applicationFormSchema,
    initialValues: { proposal: '', expected_fee: '' },
    onInvalid: () => setFailure(''),
    onSubmit: (application) => {
      setFailure('');
      apply.mutate(
        { campaign: campaign.id, ...application },
        {
          onSuccess: onSubmitted,
          onError: (error) => {
            form.showErrors(serverFieldErrors(error));
            setFailure(
              `Failed to submit application: ${serverErrorSentence(error) ?? 'Unknown error'}`,
            );
          },
        },
      );
    },
  });

  return (
    <Modal title="Apply to Campaign" onClose={onClose}>
      <p className={styles.applicationModalCampaign}>
        <strong>{campaign.title}</strong> · budget {formatTaka(campaign.budget)}
      </p>
      <Banner message={failure} />
      <Form form={form}>
        <TextAreaField
          label="Proposal"
          required
          rows={5}
          limit={PROPOSAL_MAX_LENGTH}
          hint="What you will create, when, and why your audience fits this campaign."
          {...form.field('proposal')}
        />
        <MoneyInput
          label="Expected Fee (optional)"
          hint={`Leave empty to accept the campaign budget of ${formatTaka(campaign.budget)}.`}
          {...form.field('expected_fee')}
        />
        <FormActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={apply.isPending}>
            {apply.isPending ? 'Submitting...' : 'Submit Application'}
          </Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
