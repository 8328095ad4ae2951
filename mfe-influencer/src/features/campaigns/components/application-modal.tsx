import * as z from '@portal/shared/contract/zod';
import { useApplyToCampaign } from '@portal/shared/api/applications';
import { usePlatformConfig } from '@portal/shared/api/platform-config';
import {
  createApplicationRequestSchema,
  PROPOSAL_MAX_LENGTH,
} from '@portal/shared/contract/applications';
import type { Campaign } from '@portal/shared/contract/campaigns';
import { moneyInputSchema } from '@portal/shared/contract/common';
import { digitsFor } from '@portal/shared/language';
import { afterFeeAtPercent, formatTaka } from '@portal/shared/money';
import { Banner } from '@portal/shared/ui/banner';
import { CancelAndSubmit, Form, useForm } from '@portal/shared/ui/form';
import { Modal } from '@portal/shared/ui/modal';
import { MoneyInput } from '@portal/shared/ui/money-input';
import { TextAreaField } from '@portal/shared/ui/text-area-field';
import { useInfluencerTexts } from '../../../texts';
import styles from './campaigns.module.css';
import { useSubmitFailure } from '@portal/shared/submit-failure';

/** What the influencer types: a proposal, and a fee only if they ask for one. */
const applicationFormSchema = z.omit(createApplicationRequestSchema, { campaign: true });

/**
 * What the influencer will receive (docs/money.md: fees are never a surprise): the typed fee, or
 * the budget while none (or no valid amount) is typed, less the platform's fee by the server's
 * rule. Nothing until the platform's settings are known.
 */
function YouReceive({ campaign, typedFee }: { campaign: Campaign; typedFee: string }) {
  const { t, language } = useInfluencerTexts();
  const config = usePlatformConfig();
  if (config.data === undefined) return null;
  const typed = moneyInputSchema.safeParse(typedFee);
  const agreed = typed.success ? typed.data : campaign.budget;
  const percent = config.data.platform_fee_percent;
  return (
    <p className={styles.applicationModalReceive} aria-live="polite">
      {t('apply.youReceive', {
        amount: formatTaka(afterFeeAtPercent(agreed, percent), { language }),
        percent: digitsFor(language, String(percent)),
      })}
    </p>
  );
}

/**
 * The application modal (see docs/screens.md): a proposal (required) and an expected fee (optional,
 * step 0.01), with what the influencer receives after the platform fee as the fee is typed. A
 * refusal stays in the modal with the proposal kept, so it can be corrected.
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
  const { t, language } = useInfluencerTexts();
  const apply = useApplyToCampaign();
  const submitFailure = useSubmitFailure({
    fallback: t('apply.failed', { reason: t('apply.unknownError') }),
    because: (reason) => t('apply.failed', { reason }),
  });
  const form = useForm({
    schema: applicationFormSchema,
    initialValues: { proposal: '', expected_fee: '' },
    onInvalid: () => submitFailure.clear(),
    onSubmit: (application) => {
      submitFailure.clear();
      apply.mutate(
        { campaign: campaign.id, ...application },
        {
          onSuccess: onSubmitted,
          onError: (error) => submitFailure.fail(error, form.showErrors),
        },
      );
    },
  });

  const budget = formatTaka(campaign.budget, { language });
  return (
    <Modal title={t('apply.title')} onClose={onClose}>
      <p className={styles.applicationModalCampaign}>
        <strong>{campaign.title}</strong> · {t('apply.budget', { budget })}
      </p>
      <Banner message={submitFailure.failure} tone="error" />
      <Form form={form}>
        <TextAreaField
          label={t('apply.proposal')}
          required
          rows={5}
          limit={PROPOSAL_MAX_LENGTH}
          hint={t('apply.proposalHint')}
          {...form.field('proposal')}
        />
        <MoneyInput
          label={t('apply.fee')}
          hint={t('apply.feeHint', { budget })}
          {...form.field('expected_fee')}
        />
        <YouReceive campaign={campaign} typedFee={form.values.expected_fee} />
        <CancelAndSubmit onCancel={onClose} busy={apply.isPending}>
          {apply.isPending ? t('apply.submitting') : t('apply.submit')}
        </CancelAndSubmit>
      </Form>
    </Modal>
  );
}
