import { resolve } from 'node:path';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { NewerDatabaseError } from './db/client.js';
import { MercadoPagoSetupError, SettingError } from './config.js';

/** What a start-up failure is explained against: the environment as the operator set it. */
export type StartupContext = {
  env: NodeJS.ProcessEnv;
};

type ErrorFields = {
  code?: string;
  path?: string;
  syscall?: string;
  address?: string;
  port?: number;
  cause?: unknown;
  errors?: unknown[];
};

/** The error, its causes and the errors it aggregates (a connection tried on IPv4 and IPv6). */
function* errorChain(error: unknown): Generator<ErrorFields & Error> {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length > 0) {
    const next = pending.shift();
    if (!next || typeof next !== 'object' || seen.has(next)) continue;
    seen.add(next);
    yield next as ErrorFields & Error;
    const fields = next as ErrorFields;
    pending.push(fields.cause, ...(fields.errors ?? []));
  }
}

function databaseHost(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}`;
  } catch {
    return 'la dirección de DATABASE_URL';
  }
}

const NETWORK_FAILURES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST']);

/**
 * One Spanish line that says why the shop could not start and what to do about it (one per
 * setting, when several are missing); undefined
 * for a failure nobody foresaw (shown with its own message).
 */
export function explainStartupFailure(error: unknown, context: StartupContext): string | undefined {
  const { env } = context;
  const port = env.PORT ?? '3000';
  const dataDir = resolve(env.DATA_DIR ?? './data');
  for (const cause of errorChain(error)) {
    if (
      cause instanceof DataDirInUseError ||
      cause instanceof NewerDatabaseError ||
      cause instanceof MercadoPagoSetupError ||
      cause instanceof SettingError
    ) {
      return cause.message;
    }
    const code = cause.code;
    if (code === 'EADDRINUSE') {
      return `El puerto ${port} ya está en uso por otro programa: cerrá ese programa o elegí otro puerto con PORT.`;
    }
    if (code === 'EACCES' && cause.syscall === 'listen') {
      return `No hay permiso para escuchar en el puerto ${port}: usá un puerto mayor que 1023 con PORT.`;
    }
    if (env.DATABASE_URL) {
      const host = databaseHost(env.DATABASE_URL);
      if (code === '28P01' || code === '28000') {
        return `PostgreSQL (${host}) rechazó el usuario o la contraseña de DATABASE_URL: corregí el usuario y la contraseña.`;
      }
      if (code === '3D000') {
        return `La base de datos de DATABASE_URL no existe en ${host}: creala (createdb) o corregí su nombre.`;
      }
      if (code && NETWORK_FAILURES.has(code)) {
        return `No se puede conectar a PostgreSQL en ${host} (DATABASE_URL): verificá que el servidor esté encendido y que la dirección y el puerto sean correctos.`;
      }
    }
    if (code && NOT_WRITABLE.has(code) && cause.path?.startsWith(dataDir)) {
      return `No se puede escribir en la carpeta de datos ${dataDir}: dale permiso de escritura al usuario que inicia la tienda o elegí otra carpeta con DATA_DIR.`;
    }
  }
  return undefined;
}

/**
 * Prints a failure of the shop's start or of a command as one line and ends the process with 1.
 * The stack trace is shown only with LOG_LEVEL=debug: the operator needs the fix, not the
 * internals. `what` names what failed, for a failure nobody foresaw.
 */
export function reportStartupFailure(error: unknown, what = 'La tienda no pudo iniciar'): never {
  const env = process.env;
  const explained = explainStartupFailure(error, { env });
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    explained ?? `${what}: ${message.split('\n')[0]} (LOG_LEVEL=debug muestra el detalle).`,
  );
  if (env.LOG_LEVEL === 'debug') console.error(error);
  process.exit(1);
}
