import './production-mode.js';
import './memory-settings.js';
import { buildApp } from './app.js';
import { startDailyBackups } from './backup/daily.js';
import { serveBackupRequests } from './backup/control.js';
import { loadConfig } from './config.js';
import { seedDemoShopIfEmpty } from './seed/seed.js';
import { seedNewFolderInChild } from './seed/first-start.js';
import { reportStartupFailure } from './startup-failure.js';

/** Everything up to listening; any failure is explained in one line (startup-failure.ts). */
async function start() {
  const config = loadConfig();
  // A new embedded shop is seeded by a short-lived process: seed/first-start.ts.
  if (config.seedDemoData) await seedNewFolderInChild(config);
  const { app, services, database, drain } = await buildApp(config);

  const generated = await services.users.ensureAdmin(config.adminUsername, config.adminPassword);
  if (generated) {
    console.log(
      `\n  Administrador creado: usuario "${generated.username}", contraseña "${generated.password}".` +
        '\n  Guardala ahora: no se vuelve a mostrar. (O definí ADMIN_USERNAME y ADMIN_PASSWORD.)\n',
    );
  }
  if (config.seedDemoData) await seedDemoShopIfEmpty(database, services, app.log);
  // Products saved before search documents existed (a database from an older version).
  await services.search.indexProductsWithoutDocument();

  // The embedded database: `npm run backup` asks this process for a backup, and it takes one
  // every BACKUP_INTERVAL_HOURS into DATA_DIR/backups.
  const { pglite, folderLock } = database;
  const backupRequests =
    pglite && folderLock
      ? await serveBackupRequests({ pglite, folderLock, log: app.log })
      : undefined;
  const dailyBackups =
    pglite && folderLock && config.backupIntervalHours
      ? startDailyBackups({
          pglite,
          dataDir: folderLock.dataDir,
          intervalMs: config.backupIntervalHours * 3_600_000,
          log: app.log,
        })
      : undefined;

  // SIGTERM (a deployment, a load balancer draining this instance): no new connections, every
  // request already here answered, a backup under way finished, then the job worker stops and
  // the database closes (onClose).
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: finishing in-flight requests`);
      drain()
        .then(() => Promise.all([dailyBackups?.stop(), backupRequests?.close()]))
        .then(() => app.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            app.log.error({ err: error }, 'shutdown failed');
            process.exit(1);
          },
        );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  console.log(`Tienda lista en ${config.publicUrl}`);
}

await start().catch((error: unknown) => reportStartupFailure(error));
