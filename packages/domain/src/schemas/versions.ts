/**
 * The version an admin write carries (decision 0030), apart from stale-write.ts's constants: a
 * zod schema made at a module's top level keeps zod in every bundle that imports the module.
 */
import { z } from 'zod';

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
