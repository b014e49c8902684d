import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { DESKTOP, openPage } from './browser.js';

const shop = inject('shopUrl');
const admin = inject('adminCredentials');

/** Signs the admin in: a new token on every call, as a fresh visit would get. */
export async function adminToken(): Promise<string> {
  const response = await fetch(`${shop}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!response.ok) throw new Error(`sign-in refused: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

let signedIn: Promise<string> | undefined;

/**
 * One sign-in per file: POST /api/login takes 30 a minute per address, and a journey that polls
 * through admin calls would otherwise be refused (a 429, then 401s) on a slow machine.
 */
export function sharedAdminToken(): Promise<string> {
  signedIn ??= adminToken();
  return signedIn;
}

/** Types the admin's name and a password into the sign-in form and sends it. */
export async function signIn(page: Page, password = admin.password) {
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** A page already signed in (the token where the login form keeps it). */
export async function signedInPage(browser: Browser, viewport = DESKTOP, signIn = adminToken) {
  const opened = await openPage(browser, viewport);
  const token = await signIn();
  await opened.context.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('userToken', value);
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, token);
  return opened;
}

/** Expected refusals (the wrong password) show up as failed loads in the console. */
export const unexpected = (problems: string[]) =>
  problems.filter((p) => !p.includes('status of 401'));

/** An admin call; `body`, when given, is sent as JSON. */
export async function adminFetch(
  path: string,
  method = 'GET',
  body?: unknown,
  signIn = adminToken,
): Promise<Response> {
  return fetch(`${shop}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await signIn()}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** An admin call with a JSON answer, on the file's one sign-in; a refusal throws its words. */
export async function adminApi<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await adminFetch(path, method, body, sharedAdminToken);
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}
