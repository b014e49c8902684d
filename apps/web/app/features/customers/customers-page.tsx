import { CUSTOMERS_MAX_PER_PAGE, type CustomerAnswer, type CustomersPage } from '@shop/domain';
import { Link } from 'react-router';
import styles from '../../components/admin/admin.module.css';
import { AdminList, type Column } from '../../components/admin/admin-list';
import { ExportButton } from '../../components/admin/export-button';
import { PageHeader } from '../../components/admin/page-header';
import { buttonClass } from '../../components/ui/button';
import { adminJson } from '../../lib/admin/api';
import { formatDateTime } from '../../lib/admin/dates';
import { useMayUse } from '../../lib/admin/admin-context';
import { formatPrice } from '../../lib/format';
import customerStyles from './customers.module.css';

/** Every customer at once (the admin lists search and page in the browser), up to the API's cap. */
export async function loadCustomers() {
  return {
    page: await adminJson<CustomersPage>(`/api/customers?per_page=${CUSTOMERS_MAX_PER_PAGE}`),
  };
}

/** The orders list with only this customer's orders. */
export const customerOrdersPath = (email: string) =>
  `/orderstable?${new URLSearchParams({ cliente: email }).toString()}`;

/** A CUIT or CUIL as people write it (20-12345678-6); orders keep its digits only. */
const cuitText = (id: string) =>
  /^\d{11}$/.test(id) ? `${id.slice(0, 2)}-${id.slice(2, 10)}-${id.slice(10)}` : id;

const columns: Column<CustomerAnswer>[] = [
  {
    header: 'Cliente',
    cell: (c) => (
      <span className={customerStyles.stack}>
        <strong>{c.name}</strong>
        <span className={styles.muted}>{c.email}</span>
      </span>
    ),
  },
  {
    header: 'Teléfono y DNI/CUIT',
    cell: (c) => (
      <span className={customerStyles.stack}>
        <span className={styles.nowrap}>{c.phone || '—'}</span>
        <span className={styles.muted}>{c.client_id ? cuitText(c.client_id) : '—'}</span>
      </span>
    ),
  },
  { header: 'Pedidos', numeric: true, cell: (c) => c.orders },
  {
    header: 'Total comprado',
    numeric: true,
    cell: (c) => <span className={styles.nowrap}>{formatPrice(c.bought)}</span>,
  },
  {
    header: 'Último pedido',
    cell: (c) => (
      <span className={customerStyles.stack}>
        <span className={styles.nowrap}>#{c.last_order_number}</span>
        <span className={`${styles.muted} ${styles.nowrap}`}>
          {formatDateTime(c.last_order_at)}
        </span>
      </span>
    ),
  },
  {
    header: 'Acciones',
    cell: (c) => (
      <Link className={buttonClass('outline', { small: true })} to={customerOrdersPath(c.email)}>
        Ver pedidos
      </Link>
    ),
  },
];

/**
 * /clientes: the customers as their orders say, one per e-mail (shoppers have no accounts):
 * search by name, e-mail, phone or DNI/CUIT, export (the exports area), and each one's orders.
 */
export function CustomersPageView({
  loaderData,
}: {
  loaderData: Awaited<ReturnType<typeof loadCustomers>>;
}) {
  const mayExport = useMayUse('exports');
  const { customers, total } = loaderData.page;
  return (
    <>
      <PageHeader
        title="Clientes"
        subtitle="Quienes compraron, según sus pedidos: uno por email, sin cuentas."
      />
      {total > customers.length ? (
        <p className={styles.hint} role="status">
          Se muestran los {customers.length} clientes con pedidos más recientes de {total}. Exportá
          para tenerlos todos.
        </p>
      ) : null}
      <AdminList
        rows={customers}
        columns={columns}
        rowKey={(c) => c.email.toLowerCase()}
        caption="Clientes"
        noun={['cliente', 'clientes']}
        empty="No se encontraron clientes."
        search={{
          label: 'Buscar clientes',
          placeholder: 'Nombre, email, teléfono o DNI/CUIT',
          texts: (c) => [
            c.name,
            c.email,
            c.phone,
            c.phone.replace(/\D/g, ''),
            c.client_id,
            cuitText(c.client_id),
          ],
        }}
        toolbar={({ query }) =>
          mayExport ? (
            <ExportButton
              path={() =>
                `/api/admin/customers/export${
                  query.trim() ? `?${new URLSearchParams({ q: query.trim() }).toString()}` : ''
                }`
              }
              filename="clientes.csv"
            />
          ) : null
        }
      />
    </>
  );
}
