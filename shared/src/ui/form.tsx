import {
  useEffect,
  useMemo,
  useState,
  type ChangeEvent,
  type FormEvent,
  type FormHTMLAttributes,
  type ReactNode,
} from 'react';
import type { output, ZodType } from '@portal/shared/contract/zod';
import type { FieldErrors } from '../data/api-error';
import { useTranslateFields } from '@portal/shared/i18n/sentences';
import { Button } from './button';
import styles from './form.module.css';
import { useUiTexts } from './ui-messages';

/** The keys of `Values` whose field takes any text (a select of a closed set is set by value). */
type TextKeys<Values> = {
  [Key in keyof Values]: string extends Values[Key] ? Key : never;
}[keyof Values] &
  string;

/** A zod issue, as far as the form reads it. */
interface Issue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  /** Of an `invalid_union`: the issues of each option. */
  errors?: readonly (readonly Issue[])[];
}

/**
 * What to tell of an issue. A value none of a union's options took (an optional amount: an
 * amount, '' or null) is told by the option it came closest to ('Enter an amount in taka...'),
 * not zod's 'Invalid input'.
 */
function messageOf(issue: Issue): string {
  const closest = issue.errors
    ?.flat()
    .find((option) => option.code !== 'invalid_type' && option.code !== 'invalid_value');
  return closest?.message ?? issue.message;
}

/** The errors of a refused parse: the first message of each field, keyed by its path ('social_links.instagram'). */
function errorsOf(issues: readonly Issue[]) {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= [messageOf(issue)];
  }
  return errors;
}

function without(errors: FieldErrors, key: string): FieldErrors {
  if (!(key in errors)) return errors;
  const rest = { ...errors };
  delete rest[key];
  return rest;
}

export interface FormOptions<Values, Schema extends ZodType> {
  /** The contract's schema (or one built on it) the values must pass before they are sent. */
  schema: Schema;
  initialValues: Values | (() => Values);
  /**
   * Called with the schema's output once the values pass. A returned promise keeps `submitting`
   * true until it settles.
   */
  onSubmit: (data: output<Schema>) => void | Promise<void>;
  /** Told the errors of a refused submit, e.g. to sum them up in the form's message line. */
  onInvalid?: (errors: FieldErrors) => void;
}

/** The props `field(name)` gives a text input, text area, select or MoneyInput. */
export interface FieldBinding {
  name: string;
  value: string;
  errors: string[] | undefined;
  /** A change event, or the text itself (MoneyInput reports text). */
  onChange: (
    change: string | ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
  onBlur: () => void;
}

/** What a `<Form>` element needs of its form. */
export interface FormBinding {
  /** Tells the form its `<form>` element (a callback ref). */
  attach: (element: HTMLFormElement | null) => void;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A form's state over a zod schema (the one way the portal holds form state): the values as
 * typed, each field's errors keyed by its path (the schema's on submit or when a changed field is
 * left, the server's `fields` through `showErrors`), and the submit. A field's errors go when it
 * changes; on a refused submit the first invalid field takes the focus.
 */
export function useForm<Values extends object, Schema extends ZodType>({
  schema,
  initialValues,
  onSubmit,
  onInvalid,
}: FormOptions<Values, Schema>) {
  const [element, setElement] = useState<HTMLFormElement | null>(null);
  const [firstValues] = useState(initialValues);
  const [values, setValues] = useState(firstValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitting, setSubmitting] = useState(false);
  const [focusRequests, setFocusRequests] = useState(0);
  // Errors are kept as the schema and the server word them (English, the catalog's keys) and
  // shown in the page's language, so a language switch rewords the ones on screen.
  const translateFields = useTranslateFields();
  const shownErrors = useMemo(() => translateFields(errors), [errors, translateFields]);

  useEffect(() => {
    if (focusRequests > 0) {
      element?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [element, focusRequests]);

  /** Shows errors beside their fields (the server's, or a check the schema cannot make) and focuses the first. */
  function showErrors(found: FieldErrors) {
    setErrors(found);
    setFocusRequests((count) => count + 1);
  }

  /** Changes a field and clears its errors (`errorKey`, when they are keyed otherwise). */
  function setValue<Key extends keyof Values & string>(
    name: Key,
    value: Values[Key],
    errorKey: string = name,
  ) {
    setValues((current) => ({ ...current, [name]: value }));
    setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
    setErrors((current) => without(current, errorKey));
  }

  /** A changed field that is left is checked at once, so a user sees its rule before submitting. */
  function checkField(name: string) {
    if (!touched.has(name)) return;
    const result = schema.safeParse(values);
    const messages = result.success ? undefined : errorsOf(result.error.issues)[name];
    setErrors((current) => (messages ? { ...current, [name]: messages } : without(current, name)));
  }

  /**
   * The props of a text input, text area, select or MoneyInput for the field `name`: its
   * `onChange` takes a change event or the text itself.
   */
  function field(name: TextKeys<Values>): FieldBinding {
    return {
      name,
      value: values[name] as string,
      errors: shownErrors[name],
      onChange: (change) =>
        setValue(
          name,
          (typeof change === 'string' ? change : change.target.value) as Values[typeof name],
        ),
      onBlur: () => checkField(name),
    };
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const result = schema.safeParse(values);
    if (!result.success) {
      const found = errorsOf(result.error.issues);
      showErrors(found);
      onInvalid?.(translateFields(found));
      return;
    }
    setErrors({});
    const pending = onSubmit(result.data);
    if (pending) {
      setSubmitting(true);
      void pending.finally(() => setSubmitting(false));
    }
  }

  /** Back to `next` (or the initial values) with no errors, e.g. after a request was recorded. */
  function reset(next: Values = firstValues) {
    setValues(next);
    setErrors({});
    setTouched(new Set());
  }

  return {
    attach: setElement,
    /** The `<form>` element once mounted, e.g. to focus its first field. */
    element,
    values,
    errors: shownErrors,
    submitting,
    field,
    setValue,
    showErrors,
    handleSubmit,
    reset,
  };
}

export interface FormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'noValidate'
> {
  form: FormBinding;
}

/**
 * The `<form>` of a `useForm`: the browser's own validation bubbles are off (`noValidate`), since
 * the form tells its errors beside the fields. `method="post"`: a form the server rendered and
 * sent before its script ran is submitted by the browser itself, and its fields (a password)
 * must never go into the URL; the server answers that post by sending the page again.
 */
export function Form({ form: { attach, handleSubmit }, children, ...props }: FormProps) {
  return (
    <form method="post" {...props} ref={attach} noValidate onSubmit={handleSubmit}>
      {children}
    </form>
  );
}

/** The row of a form's buttons (Cancel, then the submit) under its fields, on the right. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={styles.formActions}>{children}</div>;
}

/** A form's one button, the submit saying `children`, disabled while `busy`. */
export function FormSubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <FormActions>
      <Button type="submit" disabled={busy}>
        {children}
      </Button>
    </FormActions>
  );
}

/**
 * A dialog's form buttons: Cancel, then the submit button saying `children`, disabled while `busy`
 * (`danger` for a submit that takes something away).
 */
export function CancelAndSubmit({
  onCancel,
  busy,
  danger = false,
  children,
}: {
  onCancel: () => void;
  busy: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  const { t } = useUiTexts();
  return (
    <FormActions>
      <Button variant="secondary" onClick={onCancel}>
        {t('cancel')}
      </Button>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy}>
        {children}
      </Button>
    </FormActions>
  );
}
