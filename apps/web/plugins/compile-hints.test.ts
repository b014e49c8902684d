import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, withCompileHint } from './compile-hints';

describe('compile hints', () => {
  it('puts the hint on the first line, where V8 reads it, and keeps the code after it', () => {
    const marked = withCompileHint('import{a}from"./b.js";a();');
    expect(marked.split('\n')).toEqual([COMPILE_HINT, 'import{a}from"./b.js";a();']);
  });

  it('adds it once, however often the chunk is written', () => {
    const once = withCompileHint('export const x=1;');
    expect(withCompileHint(once)).toBe(once);
  });
});
