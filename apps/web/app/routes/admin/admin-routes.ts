import { layout, route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * The back office (SPEC.md section 2, Admin routes). Everything sits in a shell rendered only in
 * the browser, so no admin screen is server-rendered and admin code ships in its own chunks.
 * The guarded layout shows the sign-in screen unless GET /api/admin accepts the stored token.
 */
export const adminRoutes: RouteConfigEntry[] = [
  layout('routes/admin/admin-shell.tsx', [
    route('login', 'routes/admin/login.tsx'),
    layout('routes/admin/admin-layout.tsx', [
      route('admin', 'routes/admin/hub.tsx'),
      route('producttable', 'routes/admin/product-table.tsx'),
      route('uploadproduct', 'routes/admin/upload-product.tsx'),
      route('importar-productos', 'routes/admin/product-import.tsx'),
      route('productdetailbdd/:id', 'routes/admin/product-detail.tsx'),
      route('productos/:id/stock', 'routes/admin/product-stock.tsx'),
      route('commissionstable', 'routes/admin/commission-table.tsx'),
      route('commissionsdetail/:id', 'routes/admin/commission-detail.tsx'),
      route('cargar-producto-encargo', 'routes/admin/upload-commission.tsx'),
      route('orderstable', 'routes/admin/order-table.tsx'),
      route('orderdetailbdd/:id', 'routes/admin/order-detail.tsx'),
      route('clientes', 'routes/admin/customers.tsx'),
      route('uploadorder', 'routes/admin/upload-order.tsx'),
      route('usertable', 'routes/admin/user-table.tsx'),
      route('discounts', 'routes/admin/discounts.tsx'),
      route('discounts-form', 'routes/admin/discounts-form.tsx'),
      route('promociones', 'routes/admin/promotions.tsx'),
      route('ajustes', 'routes/admin/settings.tsx'),
      route('correos', 'routes/admin/emails.tsx'),
      route('busquedas', 'routes/admin/search-misses.tsx'),
      route('stock-bajo', 'routes/admin/low-stock.tsx'),
      route('reportes', 'routes/admin/reports.tsx'),
      route('sinonimos', 'routes/admin/synonyms.tsx'),
    ]),
  ]),
];
