/**
 * Customers derived from their orders (issue 44): no accounts, one customer per e-mail whatever
 * its case; and the admin's count of new orders.
 */
import { z } from 'zod';

/** One customer: the latest order's name, the latest phone and DNI/CUIT given, and totals. */
export const customerAnswerSchema = z.object({
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  client_id: z.string(),
  orders: z.number().int(),
  /** Pesos of paid orders (shipped and delivered too), net of refunds, as the dashboard counts sales. */
  bought: z.number(),
  last_order_at: z.string(),
  last_order_number: z.number().int(),
});
export type CustomerAnswer = z.infer<typeof customerAnswerSchema>;

/** Customers whose last order is most recent first. */
export const customersPageSchema = z.object({
  customers: z.array(customerAnswerSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type CustomersPage = z.infer<typeof customersPageSchema>;

/** GET /api/customers: `q` (every word somewhere in the name, e-mail, phone or DNI/CUIT). */
export const CUSTOMERS_MAX_PER_PAGE = 5000;
export const customersQuerySchema = z.object({
  q: z.string().max(200, 'La búsqueda debe tener hasta 200 caracteres.').optional(),
  page: z.coerce
    .number('La página debe ser un número entero desde 1.')
    .int('La página debe ser un número entero desde 1.')
    .min(1, 'La página debe ser un número entero desde 1.')
    .default(1),
  per_page: z.coerce
    .number(`Por página debe ser un número entero entre 1 y ${CUSTOMERS_MAX_PER_PAGE}.`)
    .int(`Por página debe ser un número entero entre 1 y ${CUSTOMERS_MAX_PER_PAGE}.`)
    .min(1, `Por página debe ser un número entero entre 1 y ${CUSTOMERS_MAX_PER_PAGE}.`)
    .max(
      CUSTOMERS_MAX_PER_PAGE,
      `Por página debe ser un número entero entre 1 y ${CUSTOMERS_MAX_PER_PAGE}.`,
    )
    .default(50),
});

/** Orders no admin has opened yet, and the newest of them (the admin's badge and notice). */
export const newOrdersAnswerSchema = z.object({
  count: z.number().int(),
  latest: z
    .object({
      id: z.string(),
      order_number: z.number().int(),
      name: z.string(),
      total: z.number(),
      created_at: z.string(),
    })
    .nullable(),
});
export type NewOrdersAnswer = z.infer<typeof newOrdersAnswerSchema>;
