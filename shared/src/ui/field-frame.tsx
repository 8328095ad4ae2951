import { useId, type ReactNode } from 'react';
import { CharacterCounter } from './character-counter';
import styles from './ui.module.css';

/** What every form field takes beside its control's own attributes. */
export interface FieldFrameProps {
  label: string;
  /** A hint under the label, e.g. 'Square, 400x400 px or larger'. */
  hint?: string;
  /** The server's or the form's messages for this field, shown beside it. */
  errors?: readonly string[] | string;
}

/** What a free-text field takes beside: the contract's limit, counted instead of cutting input. */
export interface TextLimitProps {
  limit?: number;
}

/**
 * A free-text field's props split into its frame's (its text counted against `limit`) and its
 * control's own.
 */
export function splitTextFieldProps<
  Props extends FieldFrameProps &
    TextLimitProps & { id?: string; required?: boolean; value?: unknown },
>({ label, hint, errors, limit, id, ...control }: Props) {
  const length = String(control.value ?? '').length;
  return {
    frame: { label, hint, errors, limit, length, id, required: control.required },
    control,
  };
}

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The label, hint and error lines of a field, tied to its control (label as its accessible name,
 * hint and errors as its description) so a screen reader reads them with the field.
 */
export function FieldFrame({
  label,
  hint,
  errors,
  limit,
  length,
  id,
  required,
  children,
}: FieldFrameProps &
  TextLimitProps & {
    id: string | undefined;
    required?: boolean;
    /** How many characters the control holds, counted against `limit`. */
    length?: number;
    children: (control: FieldControlProps) => ReactNode;
  }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const messages = errors === undefined ? [] : typeof errors === 'string' ? [errors] : errors;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = messages.length > 0 ? `${controlId}-errors` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <span className={styles.fieldLabelRow}>
        <label className={styles.fieldLabel} htmlFor={controlId}>
          {label}
        </label>
        {required && (
          <span className={styles.fieldRequired} aria-hidden="true">
            *
          </span>
        )}
      </span>
      {hint && (
        <span id={hintId} className={styles.fieldHint}>
          {hint}
        </span>
      )}
      {children({
        id: controlId,
        'aria-invalid': messages.length > 0 ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {limit !== undefined && <CharacterCounter length={length ?? 0} limit={limit} />}
      {errorId && (
        <span id={errorId} className={styles.fieldError}>
          {messages.join(' ')}
        </span>
      )}
    </div>
  );
}
