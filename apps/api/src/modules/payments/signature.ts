/** Mercado Pago's x-signature (INTEGRATIONS.md section 1.5): HMAC-SHA256 over a manifest. */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, leaving out a segment whose value is missing. */
function manifest(dataId: string | undefined, requestId: string | undefined, ts: string): string {
  return (
    (dataId ? `id:${dataId};` : '') + (requestId ? `request-id:${requestId};` : '') + `ts:${ts};`
  );
}

const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

/** The x-signature header for a notification, as Mercado Pago sends it. */
export function signNotification(options: {
  secret: string;
  dataId?: string;
  requestId?: string;
  ts: string;
}): string {
  const v1 = hmac(options.secret, manifest(options.dataId, options.requestId, options.ts));
  return `ts=${options.ts},v1=${v1}`;
}

export function verifyNotificationSignature(options: {
  xSignature?: string | undefined;
  xRequestId?: string | undefined;
  /** data.id from the URL query, as signed. */
  dataId?: string | undefined;
  secret: string;
}): boolean {
  if (!options.xSignature) return false;
  let ts: string | undefined;
  let v1: string | undefined;
  for (const part of options.xSignature.split(',')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const key = part.slice(0, at).trim().toLowerCase();
    const value = part.slice(at + 1).trim();
    if (key === 'ts') ts = value;
    else if (key === 'v1') v1 = value;
  }
  if (!ts || !v1 || !/^\d+$/.test(ts)) return false;
  const expected = Buffer.from(
    hmac(options.secret, manifest(options.dataId, options.xRequestId, ts)),
  );
  const given = Buffer.from(v1);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
