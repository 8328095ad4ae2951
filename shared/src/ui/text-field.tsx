import type { InputHTMLAttributes } from 'react';
import { classNames } from '../class-names';
import { FieldFrame, type FieldFrameProps, type TextLimitProps } from './field-frame';
import styles from './ui.module.css';

export interface TextFieldProps
  extends InputHTMLAttributes<HTMLInputElement>, FieldFrameProps, TextLimitProps {}

/** A labelled input; the label is its accessible name, hint and errors its description. */
export function TextField({ label, hint, errors, limit, id, className, ...props }: TextFieldProps) {
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
        <input {...props} {...control} className={classNames(styles.fieldInput, className)} />
      )}
    </FieldFrame>
  );
}
