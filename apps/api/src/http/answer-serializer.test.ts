import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler } from './answer-serializer.js';

describe('answerSerializerCompiler', () => {
  const app = Fastify();
  const declared = z.object({ name: z.string(), price: z.number() });

  beforeAll(async () => {
    app.setSerializerCompiler(answerSerializerCompiler);
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/as-made', { schema: { response: { 200: declared } } }, () => ({
      price: 10.5,
      extra: 'kept',
      name: 'Botín',
    }));
    r.get('/wrong', { schema: { response: { 200: declared } } }, () =>
      JSON.parse('{"name":"Botín","price":"10"}'),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('writes the answer exactly as made: no field dropped, reordered or rewritten', async () => {
    const res = await app.inject('/as-made');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"price":10.5,"extra":"kept","name":"Botín"}');
  });

  it('refuses an answer that breaks its declared schema (a 500, not a wrong answer)', async () => {
    const res = await app.inject('/wrong');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('"price":"10"');
  });
});
