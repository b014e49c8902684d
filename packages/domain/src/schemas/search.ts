import { z } from 'zod';
import { searchWords } from '../search.js';

const synonymTerm = z
  .string('Cada sinónimo es un texto.')
  .trim()
  .min(1, 'Cada sinónimo necesita al menos una letra.')
  .max(60, 'Cada sinónimo puede tener hasta 60 caracteres.')
  .refine((term) => searchWords(term).length > 0, 'Cada sinónimo necesita una palabra que buscar.');

/** A synonym group as the admin edits it: 2 to 12 different words or phrases. */
export const synonymGroupSchema = z.object({
  terms: z
    .array(synonymTerm, 'Escribí los sinónimos.')
    .min(2, 'Un grupo de sinónimos necesita al menos dos palabras.')
    .max(12, 'Un grupo de sinónimos puede tener hasta 12 palabras.')
    .refine(
      (terms) => new Set(terms.map((t) => searchWords(t).join(' '))).size === terms.length,
      'Hay palabras repetidas en el grupo.',
    ),
});
export type SynonymGroupInput = z.infer<typeof synonymGroupSchema>;
