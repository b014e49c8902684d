import { STALE_WRITE_ERROR, type StaffArea } from '@shop/domain';
import { useSessionStore } from './session';

/** SPEC.md section 6: the admin's token lives in local storage under this key. */
export const TOKEN_KEY = 'userToken';

export const NETWORK_ERROR =
  'No se pudo conectar con el servidor. Revisá tu conexión e intentá de nuevo.';
export const SERVER_ERROR = 'El servidor no pudo completar la operación. Intentá de nuevo.';
export const LOGIN_WRONG = 'Datos incorrectos, ingresa de vuelta tu usuario y contraseña.';

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function saveToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  window.localStorage.removeItem(TOKEN_KEY);
}

/** A refused or failed call; `message` is the server's Spanish text, ready to show the admin. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Dotted path of the field at fault, when the server names one ('variants.0.imgUrl'). */
    readonly field?: string,
    /** The server's error code ('stale_version', 'conflict', …). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

/** A write refused because the page read an older version of the row (409 stale_version). */
export function isStaleWrite(error: unknown): error is AdminApiError {
  return error instanceof AdminApiError && error.code === STALE_WRITE_ERROR;
}

/** A stale write, with what is there now (`current`), read again after the refusal. */
export class StaleWriteError<C> extends AdminApiError {
  constructor(
    refused: AdminApiError,
    readonly current: C,
  ) {
    super(refused.status, refused.message, refused.field, refused.code);
    this.name = 'StaleWriteError';
  }
}

/**
 * Writes from a stale page (decision 0030): runs `save`; when the server refuses it as stale,
 * runs `reload` and throws a StaleWriteError carrying what is there now, so the page shows the
 * server's Spanish message beside the current values. Any other failure is thrown as it is.
 */
export async function saveOrReload<T, C>(
  save: () => Promise<T>,
  reload: () => Promise<C>,
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (!isStaleWrite(error)) throw error;
    throw new StaleWriteError(error, await reload());
  }
}

/** Shows what went wrong in Spanish, whatever was thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof AdminApiError) return error.message;
  return SERVER_ERROR;
}

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** A file sent as it is (the products CSV import), instead of a JSON body. */
  file?: { data: Blob; type: string };
  signal?: AbortSignal;
}

async function readError(response: Response): Promise<AdminApiError> {
  try {
    const body = (await response.json()) as { message?: unknown; field?: unknown; error?: unknown };
    if (typeof body.message === 'string' && body.message) {
      return new AdminApiError(
        response.status,
        body.message,
        typeof body.field === 'string' ? body.field : undefined,
        typeof body.error === 'string' ? body.error : undefined,
      );
    }
  } catch {
    // Not JSON: fall through to the generic message.
  }
  return new AdminApiError(response.status, SERVER_ERROR);
}

/**
 * Calls an admin endpoint with the stored bearer token. A 401 means the session is over (token
 * missing, expired or revoked): the session store hears of it so the layout can ask to sign in
 * again without dropping what the admin typed.
 */
async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.file) headers['content-type'] = options.file.type;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body:
        options.file?.data ??
        (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new AdminApiError(0, NETWORK_ERROR);
  }
  if (response.status === 401) {
    useSessionStore.getState().markExpired();
  }
  if (!response.ok) throw await readError(response);
  return response;
}

/** An admin call answering JSON. */
export async function adminJson<T>(path: string, options: CallOptions = {}): Promise<T> {
  const response = await call(path, options);
  return (await response.json()) as T;
}

/** An admin call answering plain text (POST /api/uploadImage answers the image URL). */
export async function adminText(path: string, options: CallOptions = {}): Promise<string> {
  const response = await call(path, options);
  return response.text();
}

/** An admin call answering a file (a PDF to print), with the name the server gave it, if any. */
export async function adminFile(
  path: string,
  options: CallOptions = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await call(path, options);
  const disposition = response.headers.get('content-disposition') ?? '';
  return {
    blob: await response.blob(),
    filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null,
  };
}

/**
 * An admin call answering a file, saved by the browser under `filename` (a POST with a body for
 * a chosen selection).
 */
export async function adminDownload(
  path: string,
  filename: string,
  options: CallOptions = {},
): Promise<void> {
  const response = await call(path, options);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/** An admin call whose answer carries nothing to read (204). */
export async function adminSend(path: string, options: CallOptions = {}): Promise<void> {
  await call(path, options);
}

/**
 * POST /api/login. Wrong credentials become SPEC.md's message; a throttled or failed call keeps
 * the server's own Spanish text.
 */
export async function logIn(username: string, password: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
  } catch {
    throw new AdminApiError(0, NETWORK_ERROR);
  }
  if (response.status === 401) {
    throw new AdminApiError(response.status, LOGIN_WRONG);
  }
  if (!response.ok) throw await readError(response);
  const { token } = (await response.json()) as { token: string };
  saveToken(token);
  useSessionStore.getState().signedIn();
}

/** GET /api/admin: who is signed in, or null when there is no valid session. */
export async function currentAdmin(): Promise<{
  username: string;
  owner: boolean;
  permissions: StaffArea[];
} | null> {
  if (!readToken()) return null;
  try {
    const { username, owner, permissions } = await adminJson<{
      username: string;
      owner?: boolean;
      permissions?: StaffArea[];
    }>('/api/admin');
    return { username, owner: owner === true, permissions: permissions ?? [] };
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 401) {
      logOut();
      return null;
    }
    throw error;
  }
}

export function logOut(): void {
  clearToken();
  useSessionStore.getState().signedOut();
}
