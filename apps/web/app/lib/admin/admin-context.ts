import { mayUseArea, STAFF_AREAS, type AdminAccess, type StaffArea } from '@shop/domain';
import { useOutletContext } from 'react-router';

/** What the guarded admin layout hands its pages. */
export interface AdminContext {
  /** The signed-in admin's username (GET /api/admin). */
  admin: string;
  /** A Dueño: holds every staff area. */
  owner: boolean;
  /** The staff areas this admin may use (GET /api/admin; all of them for a Dueño). */
  permissions: readonly StaffArea[];
}

export function useAdminContext(): AdminContext {
  return useOutletContext<AdminContext>();
}

/**
 * The signed-in admin's owner flag and areas. A component rendered outside the admin frame (alone,
 * in a component test) hides nothing: the API refuses what the admin may not do anyway.
 */
export function useAdminAccess(): AdminAccess {
  return useOutletContext<AdminContext | undefined>() ?? { owner: true, permissions: STAFF_AREAS };
}

/** Whether the signed-in admin may use an area's controls: staff never see the ones refused. */
export function useMayUse(area: StaffArea): boolean {
  return mayUseArea(useAdminAccess(), area);
}
