/**
 * Whether an error means the database could not be reached or dropped the connection (a
 * restart, a terminated backend, a failover, a network cut), rather than a statement it refused.
 * Such a request gets 503 with Retry-After: the shop reconnects by itself (decision 0032).
 */

type ErrorFields = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** SQLSTATE classes and codes of a lost or refused connection. */
const CONNECTION_STATES = /^(08...|57P01|57P02|57P03|53300)$/;
/** Socket errors of Node (no SQLSTATE: the server never answered). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What node-postgres says when the socket closes or a connect times out (no code). */
const DRIVER_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable/;

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length > 0) {
    const next = pending.shift();
    if (!next || typeof next !== 'object' || seen.has(next) || seen.size > 8) continue;
    seen.add(next);
    // A call to another service (MiCorreo, Mercado Pago) failed on its socket, not the database.
    if (next instanceof TypeError && (next as Error).message === 'fetch failed') continue;
    const { code, message, cause, errors } = next as ErrorFields;
    if (typeof code === 'string' && (CONNECTION_STATES.test(code) || SOCKET_CODES.has(code))) {
      return true;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    pending.push(cause, ...(Array.isArray(errors) ? errors : []));
  }
  return false;
}

/** Seconds a client is told to wait (Retry-After) while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'La tienda no puede llegar a su base de datos en este momento. Volvé a intentar en unos segundos.';
