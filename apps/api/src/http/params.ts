import { z } from 'zod';

/** An `:id` path value: any bounded text, so a malformed id reaches the service's 404. */
export const idParams = z.object({ id: z.string().min(1).max(200) });
