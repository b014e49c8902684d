import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that checks the body the form will send with a domain schema, so
 * each field shows the schema's own Spanish message. `toBody` turns the form's values into that
 * body; `fieldOf` maps a body path back to the form field that shows it (brand -> brandChoice).
 */
export function domainResolver<TForm extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
  toBody: (values: TForm) => unknown,
  fieldOf: (path: string, values: TForm) => string = (path) => path,
): Resolver<TForm> {
  return (values, _context, options) => {
    const parsed = schema.safeParse(toBody(values));
    // The form's own values go on: the caller builds the body with the same toBody.
    if (parsed.success) return { values, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path.map(String).join('.'), values);
      flat[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

/** A number input's value: an empty box is NaN, which the schemas report with their message. */
export function numberValue(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value);
}
