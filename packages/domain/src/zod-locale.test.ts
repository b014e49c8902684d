import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newProductSchema } from './index.js';

describe('zod messages', () => {
  it('are Spanish and name the field when a schema does not word them', () => {
    const result = z
      .object({ price: z.object({ amount: z.number() }) })
      .safeParse({ price: { amount: 'caro' } });
    expect(result.error?.issues[0]?.message).toBe(
      'Entrada inválida: se esperaba número, recibido texto (campo: price.amount)',
    );
  });

  it('leave the messages of SPEC.md untouched', () => {
    const result = newProductSchema.safeParse({ productName: '' });
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain('El nombre del producto es obligatorio');
    expect(messages.every((m) => !m.includes('(campo:') || !m.startsWith('El nombre'))).toBe(true);
  });
});
