import type { TextareaHTMLAttributes } from 'react';
import { classNames } from '../class-names';
import {
  FieldFrame,
  splitTextFieldProps,
  type FieldFrameProps,
  type TextLimitProps,
} from './field-frame';
import styles from './ui.module.css';

export interface TextAreaFieldProps
  extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldFrameProps, TextLimitProps {}

/** A labelled multi-line text field (a proposal, a description, a bio). */
export function TextAreaField({ className, ...props }: TextAreaFieldProps) {
  const { frame, control } = splitTextFieldProps(props);
  return (
    <FieldFrame {...frame}>
      {(aria) => (
        <textarea
          rows={4}
          {...control}
          {...aria}
          className={classNames(styles.fieldInput, className)}
        />
      )}
    </FieldFrame>
  );
}
