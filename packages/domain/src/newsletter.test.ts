import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateNewsletterEmail } from './newsletter.js';

/** SPEC's own pattern, safe to run on the short strings generated here. */
const SPEC_PATTERN = /^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$/;

describe('newsletter e-mail', () => {
  it('asks for an e-mail when the box is empty', () => {
    expect(validateNewsletterEmail('')).toEqual({ ok: false, error: 'Porfavor provee un email' });
    expect(validateNewsletterEmail('   ')).toEqual({
      ok: false,
      error: 'Porfavor provee un email',
    });
  });

  it('lowercases a valid address', () => {
    expect(validateNewsletterEmail('Hincha.Futbol@Example.COM.AR')).toEqual({
      ok: true,
      email: 'hincha.futbol@example.com.ar',
    });
    expect(validateNewsletterEmail('juan-perez@mi-club.org').ok).toBe(true);
  });

  it('wants dot-suffixes of 2 or 3 characters', () => {
    for (const email of [
      'juan@example',
      'juan@example.info',
      'juan..perez@example.com',
      'juan@.com',
      '@example.com',
    ]) {
      expect(validateNewsletterEmail(email)).toEqual({
        ok: false,
        error: 'Please give a valid Email!',
      });
    }
  });

  it('answers a long near-miss at once (no catastrophic backtracking)', () => {
    const started = Date.now();
    expect(validateNewsletterEmail(`${'a'.repeat(5000)}@${'a'.repeat(5000)}!`).ok).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("accepts exactly what SPEC's pattern accepts", () => {
    // Mostly near-addresses, plus free noise around '@', '.' and '-'.
    const text = fc.oneof(
      fc.stringMatching(
        /^\w{1,3}([.-]{0,2}\w{0,3}){0,2}@\w{0,3}([.-]{0,2}\w{1,3}){0,2}(\.\w{1,4}){1,2}$/,
      ),
      fc
        .array(fc.constantFrom('a', 'B', '1', '_', '.', '-', '@'), { maxLength: 14 })
        .map((chars) => chars.join('')),
    );
    fc.assert(
      fc.property(text, (value) => {
        const lowered = value.toLowerCase();
        expect(validateNewsletterEmail(value).ok).toBe(value !== '' && SPEC_PATTERN.test(lowered));
      }),
      { numRuns: 2000 },
    );
  });
});
