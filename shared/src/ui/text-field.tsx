import { useId, type InputHTMLAttributes } from 'react';
import './ui-styles';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
}

/** A labelled input; the label is tied to the input so it is its accessible name. */
export function TextField({ label, id, className, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className="portal-field">
      <label className="portal-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...props}
        id={inputId}
        className={['portal-field__input', className].filter(Boolean).join(' ')}
      />
    </div>
  );
}
