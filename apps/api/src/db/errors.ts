type DriverError = { code?: unknown; message?: unknown; cause?: unknown };

/** The error and the errors it wraps (Drizzle wraps the driver's error in its own). */
function* errorChain(error: unknown): Generator<DriverError> {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    yield current as DriverError;
    current = (current as DriverError).cause;
  }
}

function sqlState(error: unknown): string | undefined {
  for (const { code } of errorChain(error)) {
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** True when PostgreSQL refused a row for breaking a unique constraint (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/** The reason a statement's `refuse_unless` check gave when it failed (SQLSTATE SH001). */
export function refusalOf(error: unknown): string | undefined {
  for (const { code, message } of errorChain(error)) {
    if (code === 'SH001' && typeof message === 'string') return message;
  }
  return undefined;
}

/** True when PostgreSQL ended the transaction to break a deadlock (SQLSTATE 40P01). */
export function isDeadlock(error: unknown): boolean {
  return sqlState(error) === '40P01';
}
