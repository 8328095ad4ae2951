import { useDecideDispute } from '@portal/shared/api/disputes';
import {
  DISPUTE_OUTCOMES,
  REASON_MAX_LENGTH,
  decideDisputeRequestSchema,
  type DisputeCase,
  type DisputeOutcome,
} from '@portal/shared/contract/collaborations';
import type { output } from '@portal/shared/contract/zod';
import type { Language } from '@portal/shared/language';
import { formatTaka, fromPaisa } from '@portal/shared/money';
import { Banner } from '@portal/shared/ui/banner';
import { useConfirm } from '@portal/shared/ui/confirm-dialog';
import { Form, FormSubmit, useForm } from '@portal/shared/ui/form';
import { MoneyInput } from '@portal/shared/ui/money-input';
import { RadioGroup } from '@portal/shared/ui/radio-group';
import { TextAreaField } from '@portal/shared/ui/text-area-field';
import { useAdminTexts, type AdminTranslate } from '../../../texts';
import {
  escrowPaisa,
  isSplittable,
  splitAmounts,
  typedPaisa,
  type SplitAmounts,
} from './split-amounts';
import ui from '@portal/shared/ui/ui.module.css';
import styles from './disputes.module.css';
import { useSubmitFailure } from '@portal/shared/submit-failure';

type Decision = output<typeof decideDisputeRequestSchema>;

interface DecisionValues {
  outcome: DisputeOutcome | '';
  influencer_amount: string;
  reason: string;
}

const NO_DECISION: DecisionValues = { outcome: '', influencer_amount: '', reason: '' };

/** The shares of a decision: all to the influencer, all to the brand, or the typed split. */
function sharesOf(dispute: DisputeCase, decision: Decision): SplitAmounts {
  const escrow = escrowPaisa(dispute.collaboration);
  if (decision.outcome === 'release') return splitAmounts(dispute.collaboration, escrow);
  if (decision.outcome === 'refund') return splitAmounts(dispute.collaboration, 0n);
  return splitAmounts(dispute.collaboration, typedPaisa(decision.influencer_amount ?? '') ?? 0n);
}

/** The question before the decision, naming who gets what. */
function question(
  dispute: DisputeCase,
  decision: Decision,
  t: AdminTranslate,
  language: Language,
): string {
  const shares = sharesOf(dispute, decision);
  const money = (paisa: bigint) => formatTaka(fromPaisa(paisa), { language });
  const values = {
    amount: formatTaka(dispute.collaboration.amount, { language }),
    brand: dispute.collaboration.brand_name,
    influencer: dispute.collaboration.influencer_name,
    influencerPart: money(shares.influencerPart),
    brandPart: money(shares.brandPart),
    fee: money(shares.fee),
    net: money(shares.net),
  };
  return t(`disputes.${decision.outcome}Question`, values);
}

/**
 * The admin's decision on an open dispute (see docs/money.md): release all, refund all, or split
 * with the influencer's part (what the brand gets back and the fee shown as it is typed), a reason,
 * and 'Decide' after a confirmation. A refusal stays in the form, beside the field it names.
 */
export function DisputeDecisionForm({
  dispute,
  onDecided,
}: {
  dispute: DisputeCase;
  onDecided: () => void;
}) {
  const { t, language } = useAdminTexts();
  const decide = useDecideDispute();
  const { confirm, dialog } = useConfirm();
  const submitFailure = useSubmitFailure({
    fallback: t('disputes.decideFailed'),
    because: (reason) => t('disputes.decideFailedBecause', { reason }),
  });
  const { collaboration } = dispute;
  const money = (paisa: bigint) => formatTaka(fromPaisa(paisa), { language });
  const bounds = { min: money(1n), max: money(escrowPaisa(collaboration) - 1n) };

  const form = useForm({
    schema: decideDisputeRequestSchema,
    initialValues: NO_DECISION,
    onInvalid: () => submitFailure.clear(),
    onSubmit: async (decision) => {
      submitFailure.clear();
      if (decision.outcome === 'split') {
        const part = typedPaisa(decision.influencer_amount ?? '');
        if (part === null || !isSplittable(collaboration, part)) {
          form.showErrors({ influencer_amount: [t('disputes.splitOutOfRange', bounds)] });
          return;
        }
      }
      const confirmed = await confirm({
        title: t('disputes.confirmTitle'),
        message: question(dispute, decision, t, language),
        confirmLabel: t('disputes.decide'),
        danger: true,
      });
      if (!confirmed) return;
      decide.mutate(
        { id: dispute.id, ...decision },
        {
          onSuccess: onDecided,
          onError: (error) => submitFailure.fail(error, form.showErrors),
        },
      );
    },
  });

  const typed = typedPaisa(form.values.influencer_amount);
  const preview =
    typed !== null && isSplittable(collaboration, typed)
      ? splitAmounts(collaboration, typed)
      : null;
  return (
    <section aria-label={t('disputes.decideForm')} className={styles.adminDisputeDecision}>
      <Banner message={submitFailure.failure} tone="error" />
      <Form form={form}>
        <RadioGroup
          legend={t('disputes.outcomeLegend')}
          name="outcome"
          options={DISPUTE_OUTCOMES.map((outcome) => ({
            value: outcome,
            label: t(`disputes.outcome.${outcome}`),
          }))}
          value={form.values.outcome}
          onChange={(outcome) =>
            form.setValue('outcome', DISPUTE_OUTCOMES.find((known) => known === outcome) ?? '')
          }
        />
        {form.errors.outcome && <p className={ui.fieldError}>{t('disputes.chooseOutcome')}</p>}
        {form.values.outcome === 'split' && (
          <>
            <MoneyInput
              label={t('disputes.influencerAmount')}
              hint={t('disputes.influencerAmountHint', bounds)}
              {...form.field('influencer_amount')}
            />
            {preview && (
              <p className={styles.adminDisputePreview}>
                {t('disputes.splitPreview', {
                  brand: collaboration.brand_name,
                  influencer: collaboration.influencer_name,
                  brandPart: money(preview.brandPart),
                  fee: money(preview.fee),
                  net: money(preview.net),
                })}
              </p>
            )}
          </>
        )}
        <TextAreaField
          label={t('disputes.decisionReason')}
          limit={REASON_MAX_LENGTH}
          rows={3}
          {...form.field('reason')}
        />
        <FormSubmit busy={decide.isPending || form.submitting}>
          {decide.isPending ? t('disputes.deciding') : t('disputes.decide')}
        </FormSubmit>
      </Form>
      {dialog}
    </section>
  );
}
