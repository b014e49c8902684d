import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { create as createTar } from 'tar';
import { describe, expect, it } from 'vitest';
import { printedLines, runCommand } from '../test/commands.js';
import {
  adminOrders,
  createStockedProduct,
  placeOrder,
  setUpTransferOverHttp,
  signIn,
  unitsOf,
} from '../test/shop-client.js';
import { useEmbeddedShops } from '../test/embedded-shops.js';
import { BACKUPS_KEPT, listBackups, pruneBackups } from './daily.js';

const ADMIN = { username: 'duena', password: 'clave-segura-copias' };

describe('backups of the embedded database', () => {
  const { newFolder, startShop } = useEmbeddedShops({
    folderPrefix: 'tienda-copias-',
    admin: ADMIN,
    logLevel: 'info',
  });

  it('restores every order acknowledged before the backup began, while orders kept coming', async () => {
    const dataDir = newFolder();
    const shop = await startShop(dataDir);
    const headers = await signIn(shop.baseUrl, ADMIN);
    const productId = await createStockedProduct(shop.baseUrl, headers);
    await setUpTransferOverHttp(shop.baseUrl, headers);

    const acknowledged = new Map<number, { units: number; amount: number }>();
    let next = 0;
    let streaming = true;
    const client = async () => {
      while (streaming) {
        const n = next++;
        const res = await placeOrder(shop.baseUrl, productId, n);
        expect(res.status).toBe(201);
        const body = (await res.json()) as { order_number: number; transaction_amount: number };
        acknowledged.set(body.order_number, { units: unitsOf(n), amount: body.transaction_amount });
      }
    };
    const clients = Promise.all([client(), client()]);
    while (acknowledged.size < 20) await new Promise((resolve) => setTimeout(resolve, 20));

    const beforeBackup = new Map(acknowledged);
    const file = join(newFolder(), 'copia.tar.gz');
    const backup = await runCommand('backup', { args: [file], env: { DATA_DIR: dataDir } });
    const duringBackup = acknowledged.size - beforeBackup.size;
    streaming = false;
    await clients;
    expect(backup.code, backup.output).toBe(0);
    expect(printedLines(backup.output)).toEqual([
      expect.stringMatching(/^Copia de seguridad guardada en .*copia\.tar\.gz \(.* MB, .* s\)\.$/),
    ]);
    // The shop kept answering orders while it wrote the backup.
    expect(duringBackup).toBeGreaterThan(0);

    const restoredDir = join(newFolder(), 'restaurada');
    const restore = await runCommand('restore', { args: [file], env: { DATA_DIR: restoredDir } });
    expect(restore.code, restore.output).toBe(0);
    await shop.kill();

    const restored = await startShop(restoredDir);
    const restoredHeaders = await signIn(restored.baseUrl, ADMIN);
    const orders = await adminOrders(restored.baseUrl, restoredHeaders);
    const byNumber = new Map(orders.map((order) => [order.order_number, order]));
    for (const [number, sent] of beforeBackup) {
      const order = byNumber.get(number);
      expect(order, `order ${number}`).toBeDefined();
      expect(order!.items).toHaveLength(1);
      expect(order!.items[0]!.quantity).toBe(sent.units);
      expect(order!.transaction_amount).toBe(sent.amount);
      expect(order!.status).toBe('Pago Pendiente');
    }
    const highest = Math.max(...orders.map((order) => order.order_number));
    const after = await placeOrder(restored.baseUrl, productId, 1);
    expect(after.status).toBe(201);
    expect(((await after.json()) as { order_number: number }).order_number).toBeGreaterThan(
      highest,
    );
  }, 240_000);

  it('asks before replacing a folder with data, keeps the replaced database, and restores a SQL dump', async () => {
    const parent = newFolder();
    const dataDir = join(parent, 'datos');
    const shop = await startShop(dataDir);
    const headers = await signIn(shop.baseUrl, ADMIN);
    const productId = await createStockedProduct(shop.baseUrl, headers);
    await setUpTransferOverHttp(shop.baseUrl, headers);
    const placed = await placeOrder(shop.baseUrl, productId, 3);
    expect(placed.status).toBe(201);
    const { order_number } = (await placed.json()) as { order_number: number };
    // A name ending in .sql.gz asks for a plain SQL dump (every backup was one before 0033).
    const file = join(newFolder(), 'copia.sql.gz');
    expect((await runCommand('backup', { args: [file], env: { DATA_DIR: dataDir } })).code).toBe(0);
    expect(gunzipSync(readFileSync(file)).toString('utf8')).toContain('CREATE TABLE');
    await shop.kill();

    const refused = await runCommand('restore', { args: [file], env: { DATA_DIR: dataDir } });
    expect(refused.code).toBe(1);
    expect(printedLines(refused.output)).toEqual([
      expect.stringMatching(
        new RegExp(`^La carpeta ${dataDir} ya tiene una base de datos: confirmá con --yes`),
      ),
    ]);

    const confirmed = await runCommand('restore', {
      args: [file, '--yes'],
      env: { DATA_DIR: dataDir },
    });
    expect(confirmed.code, confirmed.output).toBe(0);
    const kept = readdirSync(parent).filter((name) => name.includes('.anterior-'));
    expect(kept).toHaveLength(1);
    expect(existsSync(join(parent, kept[0]!, 'PG_VERSION'))).toBe(true);
    const again = await startShop(dataDir);
    const orders = await adminOrders(again.baseUrl, await signIn(again.baseUrl, ADMIN));
    expect(orders.map((order) => order.order_number)).toContain(order_number);
  }, 180_000);

  it('refuses an archive that holds no database, creating none', async () => {
    const parent = newFolder();
    writeFileSync(join(parent, 'nota.txt'), 'no es una base\n');
    const file = join(newFolder(), 'otra-cosa.tar.gz');
    await createTar({ gzip: true, file, cwd: parent }, ['nota.txt']);
    const dataDir = join(newFolder(), 'datos');
    const restore = await runCommand('restore', { args: [file], env: { DATA_DIR: dataDir } });
    expect(restore.code).toBe(1);
    expect(printedLines(restore.output)).toEqual([
      'La copia no se pudo restaurar: el archivo no es una copia de la tienda (no tiene una ' +
        'base de datos) (LOG_LEVEL=debug muestra el detalle).',
    ]);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(false);
  }, 60_000);

  it('takes the daily backup into DATA_DIR/backups and logs it', async () => {
    const dataDir = newFolder();
    // A thousandth of an hour: the first backup 3.6 s after the start.
    const shop = await startShop(dataDir, { BACKUP_INTERVAL_HOURS: '0.001' });
    const deadline = Date.now() + 60_000;
    while (listBackups(join(dataDir, 'backups')).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(listBackups(join(dataDir, 'backups'))).toEqual([
      expect.stringMatching(/^tienda-\d{8}-\d{6}\.tar\.gz$/),
    ]);
    await expect
      .poll(() => shop.logLines().some((line) => line.msg === 'daily backup written'))
      .toBe(true);
  }, 120_000);

  it('keeps the newest 14 daily backups, SQL dumps of before among them', () => {
    const folder = newFolder();
    const names = Array.from(
      { length: 16 },
      (_, day) =>
        `tienda-202611${String(day + 1).padStart(2, '0')}-030000.${day < 4 ? 'sql' : 'tar'}.gz`,
    );
    for (const name of [...names, 'otra-cosa.txt']) writeFileSync(join(folder, name), '');
    expect(pruneBackups(folder)).toEqual(names.slice(0, 2));
    expect(listBackups(folder)).toEqual(names.slice(2));
    expect(BACKUPS_KEPT).toBe(14);
    expect(existsSync(join(folder, 'otra-cosa.txt'))).toBe(true);
  });
});
