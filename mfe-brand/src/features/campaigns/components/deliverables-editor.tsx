import { useId } from 'react';
import { DELIVERY_PLATFORMS, type DeliveryPlatform } from '@portal/shared/contract/collaborations';
import {
  DELIVERABLE_COUNT_MAX,
  DELIVERABLE_KINDS,
  DELIVERABLES_MAX,
  type DeliverableKind,
} from '@portal/shared/contract/deliverables';
import type { FieldErrors } from '@portal/shared/data/api-error';
import { useDeliverableLabels } from '@portal/shared/option-labels';
import { Button } from '@portal/shared/ui/button';
import { SelectField } from '@portal/shared/ui/select-field';
import { TextField } from '@portal/shared/ui/text-field';
import { useBrandTexts } from '../../../texts';
import type { DeliverableDraft } from './campaign-checks';
import styles from './campaigns.module.css';

const NEW_LINE: DeliverableDraft = { platform: 'instagram', kind: 'post', count: '1' };

const platformOf = (value: string): DeliveryPlatform =>
  DELIVERY_PLATFORMS.find((platform) => platform === value) ?? 'other';
const kindOf = (value: string): DeliverableKind =>
  DELIVERABLE_KINDS.find((kind) => kind === value) ?? 'post';

/**
 * The campaign form's deliverables (see docs/campaigns.md): one line each of a platform, a kind
 * and how many, added up to the contract's limit and removed one by one. Each field shows its own
 * errors ('deliverables.0.count'); the list's own (a platform and kind twice) show under it.
 */
export function DeliverablesEditor({
  lines,
  errors,
  onChange,
}: {
  lines: readonly DeliverableDraft[];
  errors: FieldErrors;
  onChange: (lines: DeliverableDraft[]) => void;
}) {
  const { t } = useBrandTexts();
  const labels = useDeliverableLabels();
  const legendId = useId();
  const change = (index: number, line: Partial<DeliverableDraft>) =>
    onChange(lines.map((current, at) => (at === index ? { ...current, ...line } : current)));
  const listErrors = errors.deliverables;

  return (
    <fieldset className={styles.deliverables} aria-labelledby={legendId}>
      <legend id={legendId}>{t('campaignForm.deliverables')}</legend>
      <p className={styles.deliverablesHint}>{t('campaignForm.deliverablesHint')}</p>
      {lines.map((line, index) => {
        const number = index + 1;
        return (
          <div
            key={index}
            className={styles.deliverableLine}
            role="group"
            aria-label={t('campaignForm.deliverableNumber', { number })}
          >
            <SelectField
              label={t('campaignForm.platform')}
              options={labels.platformOptions}
              value={line.platform}
              errors={errors[`deliverables.${index}.platform`]}
              onChange={(event) => change(index, { platform: platformOf(event.target.value) })}
            />
            <SelectField
              label={t('campaignForm.kind')}
              options={labels.kindOptions}
              value={line.kind}
              errors={errors[`deliverables.${index}.kind`]}
              onChange={(event) => change(index, { kind: kindOf(event.target.value) })}
            />
            <TextField
              label={t('campaignForm.count')}
              inputMode="numeric"
              value={line.count}
              hint={t('campaignForm.countHint', { max: DELIVERABLE_COUNT_MAX })}
              errors={errors[`deliverables.${index}.count`]}
              onChange={(event) => change(index, { count: event.target.value })}
            />
            <Button
              variant="secondary"
              small
              onClick={() => onChange(lines.filter((_line, at) => at !== index))}
            >
              {t('campaignForm.removeDeliverable', { number })}
            </Button>
          </div>
        );
      })}
      {listErrors && (
        <p className={styles.deliverablesError} role="alert">
          {listErrors[0]}
        </p>
      )}
      {lines.length < DELIVERABLES_MAX && (
        <Button variant="secondary" small onClick={() => onChange([...lines, NEW_LINE])}>
          {t('campaignForm.addDeliverable')}
        </Button>
      )}
    </fieldset>
  );
}
