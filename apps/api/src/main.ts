import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { seedDemoShopIfEmpty } from './seed/seed.js';

const config = loadConfig();
const { app, services, database } = await buildApp(config);

const generated = await services.users.ensureAdmin(config.adminUsername, config.adminPassword);
if (generated) {
  console.log(
    `\n  Administrador creado: usuario "${generated.username}", contraseña "${generated.password}".` +
      '\n  Guardala ahora: no se vuelve a mostrar. (O definí ADMIN_USERNAME y ADMIN_PASSWORD.)\n',
  );
}
if (config.seedDemoData) await seedDemoShopIfEmpty(database, services, app.log);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.port, host: config.host });
console.log(`Tienda lista en ${config.publicUrl}`);
