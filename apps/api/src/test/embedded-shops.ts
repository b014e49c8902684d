/**
 * Shop processes on embedded databases in folders of their own, for the durability and backup
 * tests: after each test its shops are killed and its folders removed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { startShopProcess, type ShopProcess } from './shop-process.js';

export function useEmbeddedShops(options: {
  /** Start of each folder's name in the system's temporary folder. */
  folderPrefix: string;
  admin: { username: string; password: string };
  logLevel: string;
}) {
  const jwtSecret = randomBytes(32).toString('hex');
  const folders: string[] = [];
  const shops: ShopProcess[] = [];

  afterEach(async () => {
    await Promise.all(shops.splice(0).map((shop) => shop.kill()));
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  return {
    newFolder(): string {
      const folder = mkdtempSync(join(tmpdir(), options.folderPrefix));
      folders.push(folder);
      return folder;
    },

    async startShop(dataDir: string, env: Record<string, string> = {}) {
      const shop = await startShopProcess({
        dataDir,
        jwtSecret,
        admin: options.admin,
        env: { LOG_LEVEL: options.logLevel, JOBS_ENABLED: 'false', ...env },
      });
      shops.push(shop);
      return shop;
    },
  };
}
