import { describe, expect, it } from 'vitest';
import { synonymGroupSchema } from './search.js';

describe('synonymGroupSchema', () => {
  it('accepts two or more different words or phrases', () => {
    expect(synonymGroupSchema.parse({ terms: [' ojotas ', 'chanclas'] })).toEqual({
      terms: ['ojotas', 'chanclas'],
    });
  });

  it('refuses one word, repeated words, or terms without words, in Spanish', () => {
    const message = (input: unknown) =>
      synonymGroupSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ terms: ['ojotas'] })).toBe(
      'Un grupo de sinónimos necesita al menos dos palabras.',
    );
    expect(message({ terms: ['Ojotas', 'ojotas'] })).toBe('Hay palabras repetidas en el grupo.');
    expect(message({ terms: ['ojotas', 'de'] })).toBe(
      'Cada sinónimo necesita una palabra que buscar.',
    );
    expect(message({ terms: ['ojotas', 'x'.repeat(61)] })).toBe(
      'Cada sinónimo puede tener hasta 60 caracteres.',
    );
  });
});
