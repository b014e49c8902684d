import { useOutletContext } from 'react-router';

/** What the guarded admin layout hands its pages. */
export interface AdminContext {
  /** The signed-in admin's username (GET /api/admin). */
  admin: string;
  /** A Dueño: may change the settings and manage users; other admins see those read-only. */
  owner: boolean;
}

export function useAdminContext(): AdminContext {
  return useOutletContext<AdminContext>();
}
