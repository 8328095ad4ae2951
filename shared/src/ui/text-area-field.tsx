import type { TextareaHTMLAttributes } from 'react';
import { classNames } from '../class-names';
import { FieldFrame, type FieldFrameProps, type TextLimitProps } from './field-frame';
import styles from './ui.module.css';

export interface TextAreaFieldProps
  extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldFrameProps, TextLimitProps {}

/** A labelled multi-line text field (a proposal, a description, a bio). */
export function TextAreaField({
  label,
  hint,
  errors,
  limit,
  id,
  className,
  ...props
}: TextAreaFieldProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      errors={errors}
      limit={limit}
      length={String(props.value ?? '').length}
      id={id}
      required={props.required}
    >
      {(control) => (
        <textarea
          rows={4}
          {...props}
          {...control}
          className={classNames(styles.fieldInput, className)}
        />
      )}
    </FieldFrame>
  );
}
