/**
 * The database's tables, one file per part of the shop under schema/; drizzle-kit reads them all
 * from here (drizzle.config.ts), and the code imports them from here.
 */
export * from './schema/catalogue.js';
export * from './schema/discounts.js';
export * from './schema/orders.js';
export * from './schema/payments.js';
export * from './schema/platform.js';
export * from './schema/search.js';
