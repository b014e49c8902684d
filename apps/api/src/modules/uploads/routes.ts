import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../http/errors.js';
import { IMAGE_TOO_LARGE, MAX_UPLOAD_BYTES } from '@shop/domain';
import type { UploadService } from './service.js';
import { IMAGE_MIMES } from './image-format.js';
import { errorAnswers, noContent } from '../../http/answers.js';

// The bytes go out as they are (a Buffer); the document says a binary string.
const imageBytes = z.any().meta({ type: 'string', format: 'binary' });

const uploadBody = z.object({
  image: z.string('Falta la imagen (campo image).').min(1, 'Falta la imagen (campo image).'),
});

export function uploadRoutes(app: FastifyInstance, service: UploadService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/uploadImage',
    {
      config: { admin: true },
      // Room for a 10 MB photo in base64 (4/3 larger) and the data URL around it: only here.
      bodyLimit: Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024,
      schema: {
        tags: ['uploads'],
        summary:
          'Subir una foto (data URL base64, hasta 10 MB): se guarda derecha, sin metadatos, en WebP de hasta 100 KB con copias de 400, 800 y 1200 px',
        body: uploadBody,
        response: {
          200: {
            description: 'La URL de la imagen guardada, en texto plano',
            content: { 'text/plain': { schema: z.string() } },
          },
          ...errorAnswers,
        },
      },
      errorHandler: (error, _request, reply) => {
        if ((error as { statusCode?: number }).statusCode === 413 && !(error instanceof ApiError)) {
          return reply.status(413).send({ error: 'image_too_large', message: IMAGE_TOO_LARGE });
        }
        throw error;
      },
    },
    async (request, reply) =>
      reply.type('text/plain; charset=utf-8').send(await service.upload(request.body.image)),
  );

  r.get(
    '/api/images/:id',
    {
      schema: {
        tags: ['uploads'],
        summary:
          'Imagen guardada; ?w= elige la copia guardada más chica de al menos ese ancho (o escala una imagen sin copias)',
        params: z.object({ id: z.uuid('La imagen no existe.') }),
        querystring: z.object({ w: z.coerce.number().int().min(16).max(4000).optional() }),
        response: {
          200: {
            description: 'La imagen (AVIF, WebP, PNG o JPEG según Accept)',
            content: Object.fromEntries(IMAGE_MIMES.map((mime) => [mime, { schema: imageBytes }])),
          },
          304: noContent,
          ...errorAnswers,
        },
      },
    },
    async (request, reply) => {
      const image = await service.serve(
        request.params.id,
        request.query.w,
        request.headers.accept ?? '',
      );
      if (request.headers['if-none-match'] === image.etag) return reply.status(304).send(undefined);
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Vary', 'Accept')
        .header('ETag', image.etag)
        .type(image.mime)
        .send(image.body);
    },
  );
}
