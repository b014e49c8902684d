import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiJson } from './answers.js';

describe('asciiJson', () => {
  it('writes accents and other characters as escapes that read back as the same value', () => {
    expect(asciiJson({ name: 'Botín ñandú — 😀' })).toBe(
      '{"name":"Bot\\u00edn \\u00f1and\\u00fa \\u2014 \\ud83d\\ude00"}',
    );
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = asciiJson(value);
        expect([...text].every((character) => character.charCodeAt(0) < 0x7f)).toBe(true);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
