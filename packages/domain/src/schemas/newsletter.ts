/** Footer newsletter box (client-side only in SPEC; nothing is sent). */
import { z } from 'zod';
import { requiredText } from './common.js';

/**
 * SPEC's pattern /^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$/ accepts the same addresses, but its
 * nested quantifiers backtrack exponentially on a long near-miss; this form cannot.
 */
const NEWSLETTER_EMAIL = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*(?:\.\w{2,3})+$/;

export const newsletterEmailSchema = requiredText('Porfavor provee un email').pipe(
  z.string().toLowerCase().regex(NEWSLETTER_EMAIL, 'Please give a valid Email!'),
);

/** The box's check: the lowercased address, or the message to show under it. */
export function validateNewsletterEmail(
  input: string,
): { ok: true; email: string } | { ok: false; error: string } {
  const result = newsletterEmailSchema.safeParse(input);
  if (result.success) return { ok: true, email: result.data };
  return { ok: false, error: result.error.issues[0]?.message ?? 'Please give a valid Email!' };
}
