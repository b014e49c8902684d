import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { seedDemoShopIfEmpty } from './seed/seed.js';

const config = loadConfig();
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

// SIGTERM (a deployment, a load balancer draining this instance): no new connections, every
// request already here answered, then the job worker stops and the database closes (onClose).
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests`);
    drain()
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
