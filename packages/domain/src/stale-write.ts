/**
 * Writes from a stale page (decision 0030): the owner's forms send the `version` they read; a
 * write against a newer version changes nothing and answers 409 with this message.
 */
import { z } from 'zod';

export const STALE_WRITE_ERROR = 'stale_version';

export const STALE_WRITE_MESSAGES = {
  order: 'El pedido cambió mientras lo editabas: revisá los cambios y volvé a guardar',
  product: 'El producto cambió mientras lo editabas: revisá los cambios y volvé a guardar',
  coupon: 'El cupón cambió mientras lo editabas: revisá los cambios y volvé a guardar',
  promotion: 'La promoción cambió mientras la editabas: revisá los cambios y volvé a guardar',
} as const;
export type VersionedEntity = keyof typeof STALE_WRITE_MESSAGES;

/**
 * The version an admin write was read at. Optional: SPEC's own clients send none and keep
 * last-writer-wins.
 */
export const readVersion = z
  .number({ error: 'La versión debe ser un número entero mayor que 0' })
  .int()
  .min(1)
  .optional();

/** The body of an admin DELETE: only the version the page read, if any. */
export const versionedDeleteSchema = z
  .object({ version: readVersion }, { error: 'El cuerpo debe ser un objeto JSON.' })
  .nullish();
