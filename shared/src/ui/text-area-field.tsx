import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-frame';

export interface TextAreaFieldProps
  extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldFrameProps {}

/** A labelled multi-line text field (a proposal, a description, a bio). */
export function TextAreaField({
  label,
  hint,
  errors,
  id,
  className,
  ...props
}: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} errors={errors} id={id} required={props.required}>
      {(control) => (
        <textarea
          rows={4}
          {...props}
          {...control}
          className={['portal-field__input', className].filter(Boolean).join(' ')}
        />
      )}
    </FieldFrame>
  );
}
