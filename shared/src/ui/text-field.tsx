import type { InputHTMLAttributes } from 'react';
import { classNames } from '../class-names';
import {
  FieldFrame,
  splitTextFieldProps,
  type FieldFrameProps,
  type TextLimitProps,
} from './field-frame';
import styles from './ui.module.css';

export interface TextFieldProps
  extends InputHTMLAttributes<HTMLInputElement>, FieldFrameProps, TextLimitProps {}

/** A labelled input; the label is its accessible name, hint and errors its description. */
export function TextField({ className, ...props }: TextFieldProps) {
  const { frame, control } = splitTextFieldProps(props);
  return (
    <FieldFrame {...frame}>
      {(aria) => (
        <input {...control} {...aria} className={classNames(styles.fieldInput, className)} />
      )}
    </FieldFrame>
  );
}

/**
 * A wallet transaction ID (a TrxID such as 8N7A6B5C4D): typed in capitals, never completed or
 * spell-checked by the browser.
 */
export function TransactionIdField(props: TextFieldProps) {
  return <TextField autoComplete="off" autoCapitalize="characters" spellCheck={false} {...props} />;
}
