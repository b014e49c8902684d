import { importedProductIds, planCatalogueImport, type CatalogueImportAnswer } from '@shop/domain';
import { ApiError, unprocessable } from '../../../http/errors.js';
import type { ProductService } from '../service.js';
import { fileHash, readCatalogueFile } from './file.js';

export const IMPORT_CHANGED =
  'El archivo no es el mismo que revisaste. Volvé a revisarlo antes de aplicar.';
export const IMPORT_HAS_ERRORS =
  'El archivo tiene errores: no se aplicó ningún cambio. Revisalo para ver qué corregir.';
/** A write that failed partway through 'Aplicar': its transaction took everything back. */
export const IMPORT_FAILED =
  'No se pudo guardar la importación: no se aplicó ningún cambio. Volvé a intentarlo en unos minutos.';

/**
 * The products CSV import: a dry run that says what each row would do, and 'Aplicar', which
 * writes the same file's plan through the products module in one transaction.
 */
export function createCatalogueImport(products: Pick<ProductService, 'importCatalogue'>) {
  async function run(bytes: Buffer, write: boolean): Promise<CatalogueImportAnswer> {
    const records = readCatalogueFile(bytes);
    const { plan, applied } = await products.importCatalogue(
      importedProductIds(records),
      (state) => planCatalogueImport(records, state),
      write,
    );
    return {
      fileHash: fileHash(bytes),
      applied,
      counts: plan.counts,
      rows: plan.rows,
      needs: plan.needs,
    };
  }

  return {
    preview: (bytes: Buffer) => run(bytes, false),

    /** Writes the file's plan when `hash` is the dry-run's and no row has an error. */
    async apply(bytes: Buffer, hash: string): Promise<CatalogueImportAnswer> {
      if (fileHash(bytes) !== hash) throw new ApiError(409, 'import_changed', IMPORT_CHANGED);
      const answer = await run(bytes, true);
      if (!answer.applied) throw unprocessable(IMPORT_HAS_ERRORS, 'import_invalid');
      return answer;
    },
  };
}

export type CatalogueImport = ReturnType<typeof createCatalogueImport>;
