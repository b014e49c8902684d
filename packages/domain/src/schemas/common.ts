/** Building blocks shared by the schemas: each field carries its own Spanish message. */
import { z } from 'zod';
import { isValidPercent, isValidPesoAmount } from '../money.js';
import { provinceOf, UNKNOWN_PROVINCE_TEXT } from '../address-rules.js';
// zod's own messages in Spanish wherever a schema is used.
import '../zod-locale.js';

/**
 * A text that must be filled in: missing, not text and blank all give `message`. Further rules
 * go in a `.pipe(...)`, which only runs once this passes, so an empty field gets one message.
 * (An `abort: true` check would do the same but also stop the object-level rules that let a
 * form show every message at once.)
 */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1);
}

/** An optional text; `label` names the field in the message for a wrong type ("La descripción"). */
/** Optional text; `null` (as the API answers an empty field) counts as not sent. */
export function optionalText(label: string) {
  return z
    .string({ error: `${label} debe ser un texto` })
    .trim()
    .nullish()
    .transform((value) => value ?? undefined);
}

/** An optional yes/no that starts false. */
export function flag(label: string) {
  return z.boolean({ error: `${label} debe ser verdadero o falso` }).default(false);
}

const pesoAmount = z
  .number()
  .refine(isValidPesoAmount, 'El monto no es válido: debe estar en pesos con hasta 2 decimales');

/**
 * Pesos above 0, with at most 2 decimals. Forms send numbers (valueAsNumber), so an empty field
 * (NaN) gets `message` too.
 */
export function positivePesos(message: string) {
  return z.number({ error: message }).positive().pipe(pesoAmount);
}

/** Pesos from 0 up, with at most 2 decimals. */
export function nonNegativePesos(message: string) {
  return z.number({ error: message }).min(0).pipe(pesoAmount);
}

/** A percentage from 0 to 100 with at most 2 decimals, as the pricing rules take it. */
export function percent(message: string) {
  return z.number({ error: message }).refine(isValidPercent);
}

/** A whole count from 0 up (stock, units sold, uses left). */
export function count(message: string) {
  return z.number({ error: message }).int().min(0);
}

/** The e-mail pattern of the checkout and the admin (zod's practical e-mail check). */
export const EMAIL_PATTERN = z.regexes.email;

/**
 * Runs an object-level rule as soon as the fields it reads are valid, even when other fields
 * are not, so a form shows that rule's message together with every other one.
 */
export function whenValid(...fields: string[]) {
  return (payload: z.core.ParsePayload) =>
    payload.issues.every((issue) => {
      const field = issue.path?.[0];
      return field !== undefined && !fields.includes(String(field));
    });
}

/** A province as people write it ("CABA", "Cba"), kept by its name in PROVINCES. */
export const provinceName = z
  .string()
  .refine((text) => provinceOf(text) !== undefined, UNKNOWN_PROVINCE_TEXT)
  .transform((text) => provinceOf(text)?.name ?? text);
