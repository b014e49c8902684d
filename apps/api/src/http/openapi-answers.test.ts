import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../test/harness.js';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: object }> }> };

const NO_BODY = new Set(['204', '304']);

/** Every operation of the OpenAPI document, as 'METHOD /path'. */
function operationsOf(paths: Record<string, Record<string, Operation>>) {
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
}

describe('OpenAPI document: every answer is declared', () => {
  let shop: TestShop;
  let paths: Record<string, Record<string, Operation>>;

  beforeAll(async () => {
    shop = await createTestShop('pglite');
    paths = (await shop.app.inject('/api/docs/json')).json().paths;
  });
  afterAll(() => shop.close());

  it('gives every operation a 2xx answer with a schema (none for 204/304)', () => {
    const undeclared = operationsOf(paths)
      .filter(({ operation }) => {
        const successes = Object.entries(operation.responses ?? {}).filter(([code]) =>
          /^2(\d\d|XX)$/i.test(code),
        );
        return (
          successes.length === 0 ||
          successes.some(
            ([code, answer]) =>
              !NO_BODY.has(code) &&
              !Object.values(answer.content ?? {}).some((media) => media.schema !== undefined),
          )
        );
      })
      .map(({ name }) => name);
    expect(operationsOf(paths).length).toBeGreaterThan(40);
    expect(undeclared).toEqual([]);
  });

  it('gives every operation the shared { error, message, field? } answer for 4xx and 5xx', () => {
    const errorSchemaOf = (operation: Operation, range: string) =>
      operation.responses?.[range]?.content?.['application/json']?.schema;
    for (const { name, operation } of operationsOf(paths)) {
      for (const range of ['4XX', '5XX']) {
        expect(errorSchemaOf(operation, range), `${name} ${range}`).toMatchObject({
          type: 'object',
          properties: { error: { type: 'string' }, message: { type: 'string' } },
          required: ['error', 'message'],
        });
      }
    }
  });
});
