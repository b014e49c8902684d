/** How the catalogue import reads a spreadsheet's cells: pesos, stock counts, «Sí» and «No». */
import { fromCents } from './money.js';

/** A cell as compared: trimmed, lower case. */
export const fold = (text: string) => text.trim().toLocaleLowerCase('es');

/**
 * A peso amount as people type it in a spreadsheet: `1234.50` (the export), `1234,50`,
 * `1.234,50` or `$ 1.234,50`. Cents, or an error in Spanish.
 */
export function parsePesos(text: string, label: string): number | string {
  let value = text.replace(/[\s$]/g, '');
  const lastComma = value.lastIndexOf(',');
  const lastDot = value.lastIndexOf('.');
  // The last separator is the decimal one; any other is a thousands separator.
  if (lastComma > lastDot) value = value.replace(/\./g, '').replace(',', '.');
  else if (lastComma >= 0) value = value.replace(/,/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(value)) return `${label} debe ser un número.`;
  if (value.startsWith('-')) return `${label} no puede ser negativo.`;
  const [whole = '0', fraction = ''] = value.split('.');
  if (fraction.replace(/0+$/, '').length > 2)
    return `${label} no puede tener más de dos decimales.`;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  if (!Number.isSafeInteger(cents)) return `${label} es demasiado grande.`;
  return cents;
}

export function parseStock(text: string): number | string {
  const value = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(value)) return 'El stock debe ser un número entero.';
  const number = Number(value);
  if (number < 0) return 'El stock no puede ser negativo.';
  if (!Number.isInteger(number)) return 'El stock debe ser un número entero, sin decimales.';
  if (number > 1_000_000) return 'El stock no puede superar 1.000.000.';
  return number;
}

export function parseDisabled(text: string): boolean | string {
  const value = fold(text);
  if (value === '' || value === 'no') return false;
  if (value === 'sí' || value === 'si') return true;
  return 'Desactivado debe ser «Sí» o «No».';
}

export const pesosText = (cents: number | null) =>
  cents === null ? 'sin precio' : fromCents(cents).toFixed(2).replace('.', ',');
