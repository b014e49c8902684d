import { fromCents, type CustomerAnswer, type CustomersPage } from '@shop/domain';
import { stringify } from 'csv-stringify/sync';
import type { CustomerRepo, CustomerRow } from './repo.js';

function toCustomerAnswer(row: CustomerRow): CustomerAnswer {
  return {
    email: row.email,
    name: row.name,
    phone: row.phone ?? '',
    client_id: row.client_id ?? '',
    orders: row.orders,
    bought: fromCents(Number(row.bought_cents)),
    last_order_at: new Date(row.last_order_at).toISOString(),
    last_order_number: row.last_order_number,
  };
}

/**
 * A cell a spreadsheet would run as a formula (a name typed as '=HYPERLINK(…)' at checkout) is
 * kept as text, as OWASP's CSV injection advice says.
 */
const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const CSV_COLUMNS: [string, (c: CustomerAnswer) => string | number][] = [
  ['Nombre', (c) => safeCell(c.name)],
  ['Email', (c) => safeCell(c.email)],
  ['Teléfono', (c) => safeCell(c.phone)],
  ['DNI/CUIT', (c) => safeCell(c.client_id)],
  ['Pedidos', (c) => c.orders],
  ['Total comprado', (c) => c.bought.toFixed(2)],
  ['Último pedido', (c) => c.last_order_number],
  ['Fecha del último pedido', (c) => c.last_order_at],
];

export function createCustomerService(repo: CustomerRepo) {
  return {
    /** GET /api/customers: one page, newest last order first, with the count of all that match. */
    async list(query: {
      q?: string | undefined;
      page: number;
      per_page: number;
    }): Promise<CustomersPage> {
      const rows = await repo.list({
        search: query.q?.trim(),
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      return {
        customers: rows.map(toCustomerAnswer),
        // Past the last page no row carries the count: count the matches alone.
        total: rows.length
          ? Number(rows[0]!.total)
          : query.page > 1
            ? Number((await repo.list({ search: query.q?.trim(), limit: 1 }))[0]?.total ?? 0)
            : 0,
        page: query.page,
        per_page: query.per_page,
      };
    },

    /** Every matching customer in CSV: UTF-8 with a byte-order mark (Excel), Spanish headers. */
    async csv(search?: string): Promise<string> {
      const customers = (await repo.list({ search: search?.trim() })).map(toCustomerAnswer);
      return (
        '\uFEFF' +
        stringify(
          customers.map((c) => CSV_COLUMNS.map(([, value]) => value(c))),
          {
            header: true,
            columns: CSV_COLUMNS.map(([header]) => header),
            record_delimiter: 'windows',
          },
        )
      );
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
