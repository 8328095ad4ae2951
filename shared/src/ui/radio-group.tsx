import { useId } from 'react';
import type { SelectOption } from './select-field';
import styles from './ui.module.css';

export interface RadioGroupProps {
  /** The group's name as a screen reader announces it (its legend). */
  legend: string;
  name: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
}

/** A choice of one, e.g. the wallet: bKash or Nagad. */
export function RadioGroup({ legend, name, options, value, onChange }: RadioGroupProps) {
  const groupId = useId();
  return (
    <fieldset className={styles.radioGroup}>
      <legend className={styles.fieldLabel}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.radioGroupOption}>
          <input
            type="radio"
            name={`${name}-${groupId}`}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
