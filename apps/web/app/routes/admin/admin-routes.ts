import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The back office's routes (SPEC.md section 2, Admin routes); filled in by the admin work. */
export const adminRoutes: RouteConfigEntry[] = [];
