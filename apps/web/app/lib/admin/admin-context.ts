import { useOutletContext } from 'react-router';

/** What the guarded admin layout hands its pages. */
export interface AdminContext {
  /** The signed-in admin's username (GET /api/admin). */
  admin: string;
}

export function useAdminContext(): AdminContext {
  return useOutletContext<AdminContext>();
}
