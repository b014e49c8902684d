/**
 * Back-office areas an owner ('Dueño') holds and may grant to a staff admin, one by one
 * (issue 44). Everything else in the admin is open to every active admin.
 */
export const STAFF_AREAS = ['refunds', 'exports', 'settings', 'users'] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

export const STAFF_AREA_LABELS: Record<StaffArea, string> = {
  refunds: 'Devoluciones de dinero',
  exports: 'Exportar datos de clientes',
  settings: 'Ajustes de la tienda',
  users: 'Usuarios',
};

/** One word each, for the users list's narrow column. */
export const STAFF_AREA_SHORT_LABELS: Record<StaffArea, string> = {
  refunds: 'Devoluciones',
  exports: 'Exportar',
  settings: 'Ajustes',
  users: 'Usuarios',
};

/** Why a staff admin is refused an area: said by the API and shown by the admin. */
export const STAFF_AREA_REFUSALS: Record<StaffArea, string> = {
  refunds: 'Solo el Dueño, o quien tenga el permiso de devoluciones, puede devolver dinero.',
  exports:
    'Solo el Dueño, o quien tenga el permiso de exportar datos de clientes, puede descargarlos.',
  settings:
    'Solo el Dueño, o quien tenga el permiso de ajustes, puede cambiar los ajustes de la tienda.',
  users: 'Solo el Dueño, o quien tenga el permiso de usuarios, puede administrar usuarios.',
};

export type AdminAccess = { owner: boolean; permissions: readonly StaffArea[] };

export function mayUseArea(access: AdminAccess, area: StaffArea): boolean {
  return access.owner || access.permissions.includes(area);
}

/** Granting areas or the Dueño role is the owner's alone: a staff admin cannot raise anyone. */
export const ONLY_OWNER_GRANTS = 'Solo el Dueño puede dar o quitar permisos y el rol de Dueño.';

/** An owner cannot lock himself out: another owner has to take his role or account away. */
export const OWN_ACCESS_KEPT =
  'No podés quitarte el rol de Dueño ni desactivar tu propio usuario: pedíselo a otro Dueño.';

/** A staff admin with the users area manages staff, never a Dueño's account. */
export const ONLY_OWNER_TOUCHES_OWNER = 'Solo un Dueño puede cambiar o eliminar a otro Dueño.';
