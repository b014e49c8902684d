import { parseArgs } from 'node:util';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { reportStartupFailure } from '../startup-failure.js';
import { seedGeneratedProducts } from './benchmark-catalogue/seed-generated-products.js';
import { catalogueIsEmpty, seedDemoShop } from './seed.js';

/** npm run seed                     demo shop (when the catalogue is empty)
 *  npm run seed -- --products 10000  adds that many generated products (benchmarks) */
const { values } = parseArgs({ options: { products: { type: 'string' } } });
// Refused, in one line, while the shop runs on the same data folder (DataDirInUseError).
const { app, database, services } = await buildApp(loadConfig(), {
  logger: false,
  web: false,
}).catch((error: unknown) => reportStartupFailure(error, 'La carga de datos no se pudo hacer'));
const log = { info: (message: string) => console.log(message) };

if (await catalogueIsEmpty(database)) await seedDemoShop(database, services, log);
else console.log('El catálogo ya tiene productos: no se cargan los de demostración.');

if (values.products) {
  const count = Number(values.products);
  if (!Number.isInteger(count) || count < 1) {
    console.error('--products debe ser un número entero positivo');
    process.exitCode = 1;
  } else {
    await seedGeneratedProducts(database, services, count, log);
  }
}
await app.close();
