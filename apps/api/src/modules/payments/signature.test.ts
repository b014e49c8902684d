import { describe, expect, it } from 'vitest';
import { signNotification, verifyNotificationSignature } from './signature.js';

// INTEGRATIONS.md section 1.5's test vector.
const secret = 'test-webhook-secret';
const requestId = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';
const ts = '1704908010';

describe('Mercado Pago x-signature', () => {
  it('signs the manifest as the documented test vector', () => {
    expect(signNotification({ secret, dataId: '123456789', requestId, ts })).toBe(
      'ts=1704908010,v1=84a027b72f65253f3552243c5e627df84dfc2f20d4f0ec1d6f4cf7094dbd9594',
    );
    expect(signNotification({ secret, requestId, ts })).toBe(
      'ts=1704908010,v1=ca177b9cdcdd173973abd6536c86533719ef4a45434eedf139c38ff8c42d8eca',
    );
  });

  it('accepts the vector, with spaces or unknown keys in the header', () => {
    const v1 = '84a027b72f65253f3552243c5e627df84dfc2f20d4f0ec1d6f4cf7094dbd9594';
    for (const xSignature of [`ts=${ts},v1=${v1}`, ` ts = ${ts} , v2=abc, v1=${v1} `]) {
      expect(
        verifyNotificationSignature({
          xSignature,
          xRequestId: requestId,
          dataId: '123456789',
          secret,
        }),
      ).toBe(true);
    }
  });

  it('refuses a missing header, missing parts, another secret, id, request or time', () => {
    const good = signNotification({ secret, dataId: '123456789', requestId, ts });
    const check = (overrides: Partial<Parameters<typeof verifyNotificationSignature>[0]>) =>
      verifyNotificationSignature({
        xSignature: good,
        xRequestId: requestId,
        dataId: '123456789',
        secret,
        ...overrides,
      });
    expect(check({})).toBe(true);
    expect(check({ xSignature: undefined })).toBe(false);
    expect(check({ xSignature: `ts=${ts}` })).toBe(false);
    expect(check({ xSignature: good.replace(`ts=${ts}`, 'ts=1704908011') })).toBe(false);
    expect(check({ xSignature: good.replace('ts=', 'ts=x') })).toBe(false);
    expect(check({ xSignature: `${good.slice(0, -1)}` })).toBe(false);
    expect(check({ secret: 'otro' })).toBe(false);
    expect(check({ dataId: '123456780' })).toBe(false);
    expect(check({ dataId: undefined })).toBe(false);
    expect(check({ xRequestId: 'otra' })).toBe(false);
  });
});
