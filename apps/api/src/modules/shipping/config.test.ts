import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';

const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/shop-config-test' };
const account = {
  CORREO_USER: 'api-user',
  CORREO_PASSWORD: 'clave',
  CORREO_CUSTOMER_ID: '0000550997',
  CORREO_ORIGIN_POSTAL_CODE: 'B1757ABC',
};

describe('Correo Argentino configuration', () => {
  it('uses the simulator when no CORREO_* is set', () => {
    expect(loadConfig(base).correo).toBeUndefined();
  });

  it('uses MiCorreo with all four set, sending the origin as 4 digits', () => {
    expect(loadConfig({ ...base, ...account }).correo).toEqual({
      baseUrl: 'https://api.correoargentino.com.ar/micorreo/v1',
      user: 'api-user',
      password: 'clave',
      customerId: '0000550997',
      originPostalCode: '1757',
      timeoutMs: 8000,
    });
    expect(
      loadConfig({
        ...base,
        ...account,
        CORREO_API_URL: 'https://apitest.correoargentino.com.ar/micorreo/v1',
        CORREO_TIMEOUT_MS: '3000',
      }).correo,
    ).toMatchObject({
      baseUrl: 'https://apitest.correoargentino.com.ar/micorreo/v1',
      timeoutMs: 3000,
    });
  });

  it('refuses to start with part of the account or a bad origin', () => {
    expect(() => loadConfig({ ...base, CORREO_USER: 'api-user' })).toThrow(/CORREO_PASSWORD/);
    expect(() => loadConfig({ ...base, ...account, CORREO_ORIGIN_POSTAL_CODE: 'abc' })).toThrow(
      /CORREO_ORIGIN_POSTAL_CODE/,
    );
  });
});
