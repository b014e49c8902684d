/** Column kinds the tables share. */
import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** JSON kept as written (key order too), parsed by the drivers on read. */
export const json = customType<{ data: unknown }>({ dataType: () => 'json' });

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Money is stored in integer cents; the API speaks pesos. */
export const cents = (name: string) => bigint(name, { mode: 'number' });

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
