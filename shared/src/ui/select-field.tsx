import { useId, type SelectHTMLAttributes } from 'react';
import './ui-styles';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
}

export function SelectField({ label, options, id, className, ...props }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className="portal-field">
      <label className="portal-field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        {...props}
        id={selectId}
        className={['portal-field__input', className].filter(Boolean).join(' ')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
