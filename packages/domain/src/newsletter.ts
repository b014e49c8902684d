/**
 * Footer newsletter box (client-side only in SPEC; nothing is sent). Plain code rather than a zod
 * schema so the footer of every page does not load zod.
 *
 * SPEC's pattern /^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$/ accepts the same addresses, but its
 * nested quantifiers backtrack exponentially on a long near-miss; this form cannot.
 */
export const NEWSLETTER_EMAIL = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*(?:\.\w{2,3})+$/;

const REQUIRED = 'Porfavor provee un email';
const INVALID = 'Please give a valid Email!';

/** The box's check: the lowercased address, or the message to show under it. */
export function validateNewsletterEmail(
  input: string,
): { ok: true; email: string } | { ok: false; error: string } {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, error: REQUIRED };
  const email = trimmed.toLowerCase();
  return NEWSLETTER_EMAIL.test(email) ? { ok: true, email } : { ok: false, error: INVALID };
}
