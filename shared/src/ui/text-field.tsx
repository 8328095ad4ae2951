import type { InputHTMLAttributes } from 'react';
import { classNames } from '../class-names';
import { FieldFrame, type FieldFrameProps } from './field-frame';
import styles from './ui.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement>, FieldFrameProps {}

/** A labelled input; the label is its accessible name, hint and errors its description. */
export function TextField({ label, hint, errors, id, className, ...props }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} errors={errors} id={id} required={props.required}>
      {(control) => (
        <input {...props} {...control} className={classNames(styles.fieldInput, className)} />
      )}
    </FieldFrame>
  );
}
