// @vitest-environment happy-dom
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentBadges } from './payment-badges';

afterEach(cleanup);

const publicFile = (src: string) => join(import.meta.dirname, '../../../public', src);
const drawing = (name: string) =>
  join(import.meta.dirname, '../../../scripts/payment-badges', `${name}.svg`);

/** A PNG's width and height, from its header. */
function pngSize(path: string) {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the footer payment badges', () => {
  it('show the nine cards and the two cash networks of SPEC.md, named', () => {
    render(<PaymentBadges />);
    const cards = within(screen.getByRole('list', { name: 'Tarjetas' })).getAllByRole('img');
    const cash = within(screen.getByRole('list', { name: 'Efectivo' })).getAllByRole('img');
    expect(cards.map((badge) => badge.getAttribute('alt'))).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
      'Cabal',
      'Naranja',
      'Maestro',
      'Diners Club',
      'Tarjeta Shopping',
      'Argencard',
    ]);
    expect(cash.map((badge) => badge.getAttribute('alt'))).toEqual(['Rapipago', 'Pago Fácil']);
  });

  it('are local pictures with their size reserved, loaded when the footer comes near', () => {
    render(<PaymentBadges />);
    for (const badge of screen.getAllByRole('img')) {
      const src = badge.getAttribute('src') ?? '';
      // Pictures, not SVG: each SVG image with text is a whole document for the browser.
      const name = /^\/pagos\/([a-z]+)\.png$/.exec(src)?.[1];
      expect(name, src).toBeDefined();
      expect(pngSize(publicFile(src)), src).toEqual({ width: 128, height: 80 });
      expect(existsSync(drawing(name!)), `${name}.svg`).toBe(true);
      expect(badge.getAttribute('width')).toBe('64');
      expect(badge.getAttribute('height')).toBe('40');
      expect(badge.getAttribute('loading')).toBe('lazy');
    }
  });
});
