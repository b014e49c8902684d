import { z } from 'zod';

const spanish = z.locales.es();

/**
 * zod's own messages (wrong type, unknown value…) in Spanish and naming the field, so that a
 * refusal the schemas do not word themselves still tells a person what to fix. Messages the
 * schemas set per field (SPEC.md's texts) take precedence over this one.
 */
z.config({
  // In the browser, no compiled parsers: the pages' content security policy forbids eval, and
  // zod's probe for it is reported as a policy violation. The server keeps the faster parsers.
  jitless: 'document' in globalThis,
  localeError: (issue) => {
    const base = spanish.localeError(issue);
    const message = typeof base === 'string' ? base : (base?.message ?? 'Dato inválido');
    const path = (issue as { path?: PropertyKey[] }).path;
    return path?.length ? `${message} (campo: ${path.join('.')})` : message;
  },
});
