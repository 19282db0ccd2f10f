import { useLingui } from '@lingui/react/macro';
import { type RefObject, useEffect, useRef } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type FormState,
  type RefCallBack,
  useController,
} from 'react-hook-form';

import { FORM_MESSAGES, isFormMessage } from './formMessages';

/**
 * The text of a field's error: a key of FORM_MESSAGES (what formResolver and the refusal mappings
 * set) translated in the current language, else a message already translated (a refusal of the
 * server shown on its field).
 */
export function useFieldError(): (error: { message?: string | undefined } | undefined) => string | undefined {
  const { i18n } = useLingui();
  return (error) => {
    const message = error?.message;
    if (!message) return undefined;
    return isFormMessage(message) ? i18n._(FORM_MESSAGES[message]) : message;
  };
}

interface FieldOptions<V extends FieldValues, N extends FieldPath<V>> {
  /** Rewrites what was typed before the form keeps it (digits only, no spaces...). */
  transform?: (value: FieldPathValue<V, N>) => FieldPathValue<V, N>;
  /** Fields checked again when this one changes (after a submit): the confirmation of a password. */
  deps?: FieldPath<V>[];
}

/** A field of a form bound to its input: what `useFormField` gives. */
export interface BoundField<T> {
  name: string;
  value: T;
  onValueChange: (value: T) => void;
  onBlur: () => void;
  ref: RefCallBack;
  error: string | undefined;
}

/**
 * A form field as the inputs of the forms take it (TextField, PhoneField, SmsCodeField...): its
 * name, value, change and blur handlers, the ref react-hook-form focuses, and its error translated.
 */
export function useFormField<V extends FieldValues, N extends FieldPath<V>, C, O>(
  control: Control<V, C, O>,
  name: N,
  { transform, deps }: FieldOptions<V, N> = {},
): BoundField<FieldPathValue<V, N>> {
  const { field, fieldState } = useController({ control, name, ...(deps ? { rules: { deps } } : {}) });
  const errorText = useFieldError();
  return {
    name: field.name,
    value: field.value,
    onValueChange: (value: FieldPathValue<V, N>) => field.onChange(transform ? transform(value) : value),
    onBlur: field.onBlur,
    ref: field.ref,
    error: errorText(fieldState.error),
  };
}

/**
 * After a submit that found errors (the form's checks or a refusal naming fields), the keyboard
 * goes to the first field to correct, in the order the form shows them: the first element marked
 * `aria-invalid` (a text input, a select, a radio group's first input, the agreement box).
 */
export function useFocusFirstInvalid<V extends FieldValues>(
  form: RefObject<HTMLFormElement | null>,
  { isSubmitting, submitCount, errors }: Pick<FormState<V>, 'isSubmitting' | 'submitCount' | 'errors'>,
): void {
  const handled = useRef(0);
  const invalid = Object.keys(errors).length > 0;
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (invalid) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, isSubmitting, submitCount, invalid]);
}
