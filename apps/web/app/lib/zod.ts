/**
 * zod for the browser, to import instead of 'zod': without compiled parsers. The pages' content
 * security policy forbids eval, and zod's probe for it is reported as a policy violation.
 * (The shared schemas of @shop/domain set the same through their Spanish messages module.)
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
