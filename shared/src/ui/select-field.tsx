import type { SelectHTMLAttributes } from 'react';
import { classNames } from '../class-names';
import { FieldFrame, type FieldFrameProps } from './field-frame';
import styles from './ui.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement>, FieldFrameProps {
  options: readonly SelectOption[];
}

export function SelectField({
  label,
  hint,
  errors,
  options,
  id,
  className,
  ...props
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} errors={errors} id={id} required={props.required}>
      {(control) => (
        <select {...props} {...control} className={classNames(styles.fieldInput, className)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
