import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

type Values = Record<string, string | boolean>;
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** First message per field of a failed parse, in the schema's field order. */
export function fieldErrors<T>(error: z.ZodError): FieldErrors<T> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors as FieldErrors<T>;
}

/**
 * The template sign-in/up forms: values checked with the shared zod schema on submit, a field's
 * error cleared as soon as it is edited, and `submitted` once the values pass. Nothing is sent.
 */
export function useTemplateForm<T extends Values>(
  schema: z.ZodType<unknown, T>,
  initial: T,
  gate?: (values: T) => FieldErrors<T> | null,
) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [submitted, setSubmitted] = useState(false);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const { name, type, checked, value } = event.target;
    setValues((current) => ({ ...current, [name]: type === 'checkbox' ? checked : value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name as keyof T & string];
      return next;
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const blocked = gate?.(values);
    if (blocked) {
      setErrors(blocked);
      return;
    }
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      setSubmitted(true);
    } else {
      setErrors(fieldErrors<T>(result.error));
    }
  }

  return { values, errors, submitted, onChange, onSubmit };
}
