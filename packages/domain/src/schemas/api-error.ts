import type { z } from 'zod';

export interface ApiValidationError {
  error: 'validation_error';
  message: string;
  /** Dotted path of the offending field ('variants.0.imgUrl'); '' for the body as a whole. */
  field: string;
}

function dottedPath(issue: z.core.$ZodIssue): string {
  return issue.path.map(String).join('.');
}

/** The API's 400 answer: the first issue's Spanish message and the field it belongs to. */
export function zodErrorToApiError(error: z.ZodError): ApiValidationError {
  const [issue] = error.issues;
  return {
    error: 'validation_error',
    message: issue?.message ?? 'Los datos enviados no son válidos',
    field: issue ? dottedPath(issue) : '',
  };
}

/** The message a form shows under each field: the first issue per dotted path. */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[dottedPath(issue)] ??= issue.message;
  return errors;
}
