import { DELIVERY_PLATFORMS } from '../contract/collaborations';
import {
  DELIVERABLE_COUNT_MAX,
  DELIVERABLE_KINDS,
  DELIVERABLES_MAX,
  type Deliverable,
} from '../contract/deliverables';
import { Button } from './button';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { useUiTexts } from './ui-messages';
import styles from './ui.module.css';

/** A deliverable as a line of text in the shown language: '2 × Instagram reel'. */
export function useDeliverableText(): (line: Deliverable) => string {
  const { t } = useUiTexts();
  return (line) =>
    t('deliverable.line', {
      count: line.count,
      platform: t(`deliverable.platform.${line.platform}`),
      kind: t(`deliverable.kind.${line.kind}`),
    });
}

/** The lines of `deliverables`, each as useDeliverableText writes it. */
export function DeliverableList({ deliverables }: { deliverables: readonly Deliverable[] }) {
  const text = useDeliverableText();
  return (
    <ul>
      {deliverables.map((line) => (
        <li key={`${line.platform}:${line.kind}`}>{text(line)}</li>
      ))}
    </ul>
  );
}

/**
 * The deliverables of a brief or a package being written: a platform, a kind and how many per
 * line, lines added and removed (at most DELIVERABLES_MAX); the contract's schema checks them.
 */
export function DeliverablesEditor({
  legend,
  value,
  onChange,
  errors,
}: {
  legend: string;
  value: readonly Deliverable[];
  onChange: (lines: Deliverable[]) => void;
  errors?: readonly string[];
}) {
  const { t } = useUiTexts();
  const change = (index: number, patch: Partial<Deliverable>) =>
    onChange(value.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  return (
    <fieldset className={styles.deliverables}>
      <legend className={styles.fieldLabel}>{legend}</legend>
      {value.map((line, index) => (
        <div key={index} className={styles.deliverableLine}>
          <SelectField
            label={t('deliverable.platform')}
            value={line.platform}
            options={DELIVERY_PLATFORMS.map((platform) => ({
              value: platform,
              label: t(`deliverable.platform.${platform}`),
            }))}
            onChange={(event) =>
              change(index, { platform: event.target.value as Deliverable['platform'] })
            }
          />
          <SelectField
            label={t('deliverable.kind')}
            value={line.kind}
            options={DELIVERABLE_KINDS.map((kind) => ({
              value: kind,
              label: t(`deliverable.kind.${kind}`),
            }))}
            onChange={(event) => change(index, { kind: event.target.value as Deliverable['kind'] })}
          />
          <TextField
            label={t('deliverable.count')}
            type="number"
            inputMode="numeric"
            min={1}
            max={DELIVERABLE_COUNT_MAX}
            value={String(line.count)}
            onChange={(event) => change(index, { count: Number(event.target.value) })}
          />
          <Button
            variant="secondary"
            small
            aria-label={t('deliverable.remove', { number: index + 1 })}
            onClick={() => onChange(value.filter((_line, at) => at !== index))}
          >
            ×
          </Button>
        </div>
      ))}
      {errors?.map((error) => (
        <p key={error} role="alert" className={styles.fieldError}>
          {error}
        </p>
      ))}
      {value.length < DELIVERABLES_MAX && (
        <Button
          variant="secondary"
          small
          onClick={() => onChange([...value, { platform: 'instagram', kind: 'post', count: 1 }])}
        >
          {t('deliverable.add')}
        </Button>
      )}
    </fieldset>
  );
}
