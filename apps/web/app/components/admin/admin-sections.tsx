import { mayUseArea, type AdminAccess, type StaffArea } from '@shop/domain';

/** The back office's sections: the sidebar and the /admin hub tiles list the same ones. */
export interface AdminSection {
  to: string;
  label: string;
  description: string;
  icon: string;
  /** The staff area it belongs to: left out of the menu and hub of staff without it. */
  area?: StaffArea;
}

/** 24x24 outline icons, one path each. */
const ICONS = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5',
  products: 'M4 7.5 12 3l8 4.5v9L12 21l-8-4.5v-9ZM4 7.5l8 4.5 8-4.5M12 12v9',
  commissions: 'M12 3v4M5.6 5.6l2.8 2.8M3 12h4M12 21a9 9 0 1 1 9-9M16 16l5 5M21 16v5h-5',
  orders: 'M6 3h12l1 4H5l1-4ZM5 7h14v13H5zM9 11h6M9 15h4',
  customers: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1',
  coupons:
    'M3 8a2 2 0 0 0 0 4 2 2 0 0 1 0 4v2h18v-2a2 2 0 0 1 0-4 2 2 0 0 0 0-4V6H3v2ZM9 9l6 6M9.5 14.5h0M14.5 9.5h0',
  promotions: 'M20 12 12 20l-8-8V4h8l8 8ZM8 8h.01',
  users:
    'M16 20v-1.5a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4V20M9.5 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7M21 20v-1.5a4 4 0 0 0-3-3.9M15.5 4.1a3.5 3.5 0 0 1 0 6.8',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM19.4 13.5l1.6 1.2-2 3.4-1.9-.7a7 7 0 0 1-2.1 1.2L14.7 21h-4l-.3-2.4a7 7 0 0 1-2.1-1.2l-1.9.7-2-3.4 1.6-1.2a7 7 0 0 1 0-3L4.4 9.3l2-3.4 1.9.7a7 7 0 0 1 2.1-1.2L10.7 3h4l.3 2.4a7 7 0 0 1 2.1 1.2l1.9-.7 2 3.4-1.6 1.2a7 7 0 0 1 0 3Z',
  emails: 'M3 5h18v14H3zM3 6l9 7 9-7',
  reports: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  searches: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM15.5 15.5 21 21M8 10.5h5',
  synonyms: 'M4 7h11M4 7l3-3M4 7l3 3M20 17H9M20 17l-3-3M20 17l-3 3',
} as const;

export const ADMIN_HOME: AdminSection = {
  to: '/admin',
  label: 'Inicio',
  description: 'Resumen del panel',
  icon: ICONS.home,
};

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    to: '/producttable',
    label: 'Productos',
    description: 'Catálogo, stock por talle, imágenes y estado',
    icon: ICONS.products,
  },
  {
    to: '/orderstable',
    label: 'Órdenes',
    description: 'Pedidos, pagos, envíos y seguimiento',
    icon: ICONS.orders,
  },
  {
    to: '/clientes',
    label: 'Clientes',
    description: 'Quienes compraron: contacto, pedidos y total comprado',
    icon: ICONS.customers,
  },
  {
    to: '/reportes',
    label: 'Reportes',
    description: 'Ventas netas por día, semana o mes, categoría y marca',
    icon: ICONS.reports,
  },
  {
    to: '/discounts',
    label: 'Cupones',
    description: 'Códigos de descuento y usos disponibles',
    icon: ICONS.coupons,
  },
  {
    to: '/promociones',
    label: 'Promociones',
    description: '2x1, 3x2 y regalos con su vencimiento',
    icon: ICONS.promotions,
  },
  {
    to: '/commissionstable',
    label: 'Por encargo',
    description: 'Productos por encargo (30 a 35 días)',
    icon: ICONS.commissions,
  },
  {
    to: '/usertable',
    label: 'Usuarios',
    description: 'Administradores del panel',
    icon: ICONS.users,
    area: 'users',
  },
  {
    to: '/ajustes',
    label: 'Ajustes',
    description: 'Descuento por transferencia, envío gratis, cuenta y contacto',
    icon: ICONS.settings,
    area: 'settings',
  },
  {
    to: '/correos',
    label: 'Correos',
    description: 'Bandeja de salida de los e-mails a clientes',
    icon: ICONS.emails,
  },
  {
    to: '/busquedas',
    label: 'Búsquedas',
    description: 'Lo que buscaron los clientes sin encontrar nada',
    icon: ICONS.searches,
  },
  {
    to: '/sinonimos',
    label: 'Sinónimos',
    description: 'Palabras que la búsqueda toma como iguales',
    icon: ICONS.synonyms,
  },
];

/** The sections this admin may use, in the menu's order. */
export function visibleSections(access: AdminAccess): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => !section.area || mayUseArea(access, section.area));
}

export function SectionIcon({ path, className }: { path: string; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
