import { useState, type FormEvent } from 'react';
import { useApplyToCampaign } from '@portal/shared/api/applications';
import { createApplicationRequestSchema } from '@portal/shared/contract/applications';
import type { Campaign } from '@portal/shared/contract/campaigns';
import { moneyInputSchema } from '@portal/shared/contract/common';
import {
  serverErrorSentence,
  serverFieldErrors,
  type FieldErrors,
} from '@portal/shared/data/api-error';
import { formatTaka } from '@portal/shared/money';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { Modal } from '@portal/shared/ui/modal';
import { MoneyInput } from '@portal/shared/ui/money-input';
import { TextAreaField } from '@portal/shared/ui/text-area-field';
import styles from './campaigns.module.css';

/** The contract's rules for an application: a proposal, and a fee only if one is typed. */
function applicationErrors(proposal: string, expectedFee: string): FieldErrors {
  const errors: FieldErrors = {};
  const checkedProposal = createApplicationRequestSchema.shape.proposal.safeParse(proposal);
  if (!checkedProposal.success) {
    errors.proposal = checkedProposal.error.issues.map((issue) => issue.message);
  }
  const checkedFee = moneyInputSchema.safeParse(expectedFee);
  if (expectedFee.trim() !== '' && !checkedFee.success) {
    errors.expected_fee = checkedFee.error.issues.map((issue) => issue.message);
  }
  return errors;
}

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
  const [proposal, setProposal] = useState('');
  const [expectedFee, setExpectedFee] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = applicationErrors(proposal, expectedFee);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) return;
    apply.mutate(
      {
        campaign: campaign.id,
        proposal: proposal.trim(),
        expected_fee: expectedFee.trim() || null,
      },
      {
        onSuccess: onSubmitted,
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          setFailure(
            `Failed to submit application: ${serverErrorSentence(error) ?? 'Unknown error'}`,
          );
        },
      },
    );
  }

  return (
    <Modal title="Apply to Campaign" onClose={onClose}>
      <p className={styles.applicationModalCampaign}>
        <strong>{campaign.title}</strong> · budget {formatTaka(campaign.budget)}
      </p>
      <Banner message={failure} />
      <form onSubmit={handleSubmit} noValidate>
        <TextAreaField
          label="Proposal"
          required
          rows={5}
          value={proposal}
          errors={errors.proposal}
          hint="What you will create, when, and why your audience fits this campaign."
          onChange={(event) => {
            setProposal(event.target.value);
            setErrors((current) => ({ ...current, proposal: [] }));
          }}
        />
        <MoneyInput
          label="Expected Fee (optional)"
          value={expectedFee}
          errors={errors.expected_fee}
          hint={`Leave empty to accept the campaign budget of ${formatTaka(campaign.budget)}.`}
          onChange={(text) => {
            setExpectedFee(text);
            setErrors((current) => ({ ...current, expected_fee: [] }));
          }}
        />
        <div className={styles.applicationModalActions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={apply.isPending}>
            {apply.isPending ? 'Submitting...' : 'Submit Application'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
