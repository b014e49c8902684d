import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicHttpsUrl, loadConfig, MercadoPagoSetupError } from './config.js';
import { openDatabase } from './db/client.js';
import { loggerOptions } from './http/request-log.js';
import { printedLines, runCommand } from './test/commands.js';

/**
 * The shop that cannot start says why and what to do in one Spanish line, ends with 1, and
 * shows no stack trace unless LOG_LEVEL=debug.
 */

let folder: string;

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    }),
  );
}

/** A port where nothing listens (taken, then freed). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Speaks just enough PostgreSQL to refuse every password (SQLSTATE 28P01). */
function passwordRefusingServer(): Server {
  return createServer((socket) => {
    socket.once('data', () => {
      const fields = ['SFATAL', 'C28P01', 'Mpassword authentication failed for user "tienda"'];
      const body = Buffer.concat([...fields.map((f) => Buffer.from(`${f}\0`)), Buffer.from([0])]);
      const header = Buffer.alloc(5);
      header.write('E', 0);
      header.writeInt32BE(body.length + 4, 1);
      socket.end(Buffer.concat([header, body]));
    });
  });
}

async function start(env: Record<string, string>) {
  const result = await runCommand('shop', { env: { PORT: '0', ...env }, timeoutMs: 60_000 });
  return { code: result.code, lines: printedLines(result.output), output: result.output };
}

describe('start-up failures', () => {
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'tienda-arranque-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('a port already in use', async () => {
    const taken = createServer();
    const port = await listen(taken);
    try {
      const result = await start({
        DATA_DIR: join(folder, 'puerto'),
        PORT: String(port),
        ADMIN_USERNAME: 'duena',
        ADMIN_PASSWORD: 'clave-segura-puerto',
        LOG_LEVEL: 'error',
      });
      expect(result.code).toBe(1);
      expect(result.lines).toEqual([
        `El puerto ${port} ya está en uso por otro programa: cerrá ese programa o elegí otro puerto con PORT.`,
      ]);
    } finally {
      taken.close();
    }
  });

  it('a DATA_DIR that cannot be written', async () => {
    const file = join(folder, 'un-archivo');
    writeFileSync(file, '');
    const dataDir = join(file, 'datos');
    const result = await start({ DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([
      `No se puede escribir en la carpeta de datos ${dataDir}: dale permiso de escritura al usuario que inicia la tienda o elegí otra carpeta con DATA_DIR.`,
    ]);
  });

  it('an unreachable DATABASE_URL', async () => {
    const port = await closedPort();
    const result = await start({
      DATABASE_URL: `postgres://tienda:clave@127.0.0.1:${port}/tienda`,
    });
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([
      `No se puede conectar a PostgreSQL en 127.0.0.1:${port} (DATABASE_URL): verificá que el servidor esté encendido y que la dirección y el puerto sean correctos.`,
    ]);
  });

  it('a wrong PostgreSQL password', async () => {
    const server = passwordRefusingServer();
    const port = await listen(server);
    try {
      const result = await start({
        DATABASE_URL: `postgres://tienda:equivocada@127.0.0.1:${port}/tienda`,
      });
      expect(result.code).toBe(1);
      expect(result.lines).toEqual([
        `PostgreSQL (127.0.0.1:${port}) rechazó el usuario o la contraseña de DATABASE_URL: corregí el usuario y la contraseña.`,
      ]);
    } finally {
      server.close();
    }
  });

  it('a malformed DATABASE_URL', async () => {
    const result = await start({ DATABASE_URL: 'postgres://tienda:cl#ave@127.0.0.1:5432/tienda' });
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([
      'DATABASE_URL no es una dirección de PostgreSQL válida: escribila como postgres://usuario:clave@servidor:5432/base (los caracteres especiales de la clave van codificados, @ como %40).',
    ]);
  });

  it('a port out of range', async () => {
    const result = await start({ DATA_DIR: join(folder, 'puerto-grande'), PORT: '99999' });
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([
      'PORT es "99999": debe ser un número de puerto entre 1 y 65535 (por ejemplo PORT=3000).',
    ]);
  });

  it('a database migrated by a newer version of the shop', async () => {
    const dataDir = join(folder, 'nueva');
    const database = await openDatabase({ dataDir });
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('de-una-version-nueva', ${Date.now() + 86_400_000})`,
    );
    await database.close();
    const result = await start({ DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([
      'La base de datos fue actualizada por una versión más nueva de la tienda: instalá esa versión (o una posterior), o restaurá una copia de seguridad anterior.',
    ]);
  });

  it('a real Mercado Pago token with a local PUBLIC_URL and no webhook secret', async () => {
    const result = await start({
      DATA_DIR: join(folder, 'mp-local'),
      MP_ACCESS_TOKEN: 'APP_USR-123456789-token-de-prueba',
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([
      'Mercado Pago: PUBLIC_URL es http://localhost:3000; definí PUBLIC_URL con la dirección pública https de la tienda (https://mitienda.com.ar): Mercado Pago no acepta avisos ni retornos a http ni a direcciones locales.',
      'Mercado Pago: falta MP_WEBHOOK_SECRET; definilo con la clave secreta de Webhooks de Tus integraciones en Mercado Pago: sin ella se rechaza cada aviso de pago.',
    ]);
  });

  it('a real Mercado Pago token with a public https address but no webhook secret', async () => {
    const result = await start({
      DATA_DIR: join(folder, 'mp-secreto'),
      MP_ACCESS_TOKEN: 'APP_USR-123456789-token-de-prueba',
      PUBLIC_URL: 'https://tienda.example.com.ar',
    });
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([
      'Mercado Pago: falta MP_WEBHOOK_SECRET; definilo con la clave secreta de Webhooks de Tus integraciones en Mercado Pago: sin ella se rechaza cada aviso de pago.',
    ]);
  });

  it('shows the stack trace only with LOG_LEVEL=debug', async () => {
    const port = await closedPort();
    const url = `postgres://tienda:clave@127.0.0.1:${port}/tienda`;
    const quiet = await start({ DATABASE_URL: url });
    expect(quiet.output).not.toMatch(/^\s+at /m);
    const debug = await start({ DATABASE_URL: url, LOG_LEVEL: 'debug' });
    expect(debug.code).toBe(1);
    expect(debug.lines[0]).toMatch(/^No se puede conectar a PostgreSQL/);
    expect(debug.output).toMatch(/^\s+at /m);
  });
});

describe('Mercado Pago set-up', () => {
  it('takes only a public https address, and without a token the simulator runs on localhost', () => {
    expect(isPublicHttpsUrl('https://tienda.example.com.ar')).toBe(true);
    for (const url of [
      'http://tienda.example.com.ar',
      'https://localhost:3000',
      'https://127.0.0.1',
      'https://192.168.0.10',
      'https://tienda.localhost',
      'no es una dirección',
    ]) {
      expect(isPublicHttpsUrl(url)).toBe(false);
    }
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000', JWT_SECRET: 'x' })).toMatchObject({
      publicUrl: 'http://localhost:3000',
      mpAccessToken: undefined,
    });
    expect(() =>
      loadConfig({
        MP_ACCESS_TOKEN: 'APP_USR-1',
        MP_WEBHOOK_SECRET: 'secreto',
        PUBLIC_URL: 'https://tienda.example.com.ar',
        JWT_SECRET: 'x',
      }),
    ).not.toThrow();
    expect(() =>
      loadConfig({ MP_ACCESS_TOKEN: 'APP_USR-1', MP_WEBHOOK_SECRET: 's', JWT_SECRET: 'x' }),
    ).toThrow(MercadoPagoSetupError);
  });
});

describe('log format', () => {
  it('writes JSON lines by default and readable lines for a terminal', () => {
    expect(loggerOptions({ logLevel: 'info', logFormat: 'json' })).toEqual({ level: 'info' });
    expect(loggerOptions({ logLevel: 'info', logFormat: 'pretty' })).toMatchObject({
      level: 'info',
      transport: { target: 'pino-pretty', options: { colorize: true } },
    });
  });
});
