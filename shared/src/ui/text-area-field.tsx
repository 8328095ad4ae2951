import type { TextareaHTMLAttributes } from 'react';
import { classNames } from '../class-names';
import { FieldFrame, type FieldFrameProps } from './field-frame';
import styles from './ui.module.css';

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
          className={classNames(styles.fieldInput, className)}
        />
      )}
    </FieldFrame>
  );
}
