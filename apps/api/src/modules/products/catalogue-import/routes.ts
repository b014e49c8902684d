import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CATALOGUE_IMPORT_MAX_BYTES,
  CATALOGUE_IMPORT_TOO_LARGE,
  catalogueImportAnswerSchema,
} from '@shop/domain';
import { z } from 'zod';
import { errorAnswers } from '../../../http/answers.js';
import { ApiError } from '../../../http/errors.js';
import { IMPORT_FAILED, type CatalogueImport } from './service.js';

/** The file as sent: the raw bytes of a CSV (text/csv), read only by the import routes. */
const csvFile = z.instanceof(Buffer, { message: 'Falta el archivo CSV.' }).meta({
  type: 'string',
  format: 'binary',
});

/** The import's upload: at most 5 MB, refused in Spanish before it is read. */
const importUpload = {
  bodyLimit: CATALOGUE_IMPORT_MAX_BYTES,
  errorHandler: (
    error: Error & { statusCode?: number },
    _request: unknown,
    reply: { status(code: number): { send(body: { error: string; message: string }): unknown } },
  ) => {
    if (error.statusCode === 413 && !(error instanceof ApiError)) {
      return reply
        .status(413)
        .send({ error: 'file_too_large', message: CATALOGUE_IMPORT_TOO_LARGE });
    }
    throw error;
  },
};

/** The products CSV import's dry run and 'Aplicar' (API.md); their OpenAPI tag stays `reports`. */
export function catalogueImportRoutes(app: FastifyInstance, catalogueImport: CatalogueImport) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser('text/csv', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  r.post(
    '/api/admin/products/import/preview',
    {
      config: { admin: true, readsOnly: true },
      ...importUpload,
      schema: {
        tags: ['reports'],
        summary:
          'Importar productos, prueba: qué filas crearía, actualizaría o dejaría igual, y los errores de cada una (no escribe nada)',
        consumes: ['text/csv'],
        body: csvFile,
        response: { 200: catalogueImportAnswerSchema, ...errorAnswers },
      },
    },
    (request) => catalogueImport.preview(request.body),
  );
  r.post(
    '/api/admin/products/import',
    {
      config: { admin: true },
      ...importUpload,
      schema: {
        tags: ['reports'],
        summary:
          'Importar productos, aplicar: escribe todo el archivo en una transacción, o nada si alguna fila tiene errores; `hash` es el de la prueba',
        querystring: z.object({
          hash: z.string().regex(/^[0-9a-f]{64}$/, 'Falta el hash de la prueba del archivo.'),
        }),
        consumes: ['text/csv'],
        body: csvFile,
        response: { 200: catalogueImportAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => {
      try {
        return await catalogueImport.apply(request.body, request.query.hash);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        // The database refused a write partway: the transaction rolled all of it back.
        request.log.error({ err: error }, 'catalogue import failed');
        throw new ApiError(500, 'import_failed', IMPORT_FAILED);
      }
    },
  );
}
