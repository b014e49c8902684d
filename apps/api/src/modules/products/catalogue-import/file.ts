import { createHash } from 'node:crypto';
import { PRODUCT_CSV_HEADERS, PRODUCT_CSV_IMPORT_HEADERS } from '@shop/domain';
import { parse } from 'csv-parse/sync';
import { unprocessable } from '../../../http/errors.js';

const SAVE_AS_CSV = 'Guardalo desde Excel como «CSV UTF-8 (delimitado por comas)».';

/** sha256 of the file's bytes: 'Aplicar' must send the very file the dry run checked. */
export const fileHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The file's text. UTF-8 (with or without a byte-order mark) as the export writes it, or
 * Windows-1252, what Excel's plain «CSV» writes on a Spanish Windows; UTF-16 and binary files
 * (an .xlsx) are refused.
 */
function decode(bytes: Buffer): string {
  if (bytes.length === 0) throw unprocessable('El archivo está vacío.', 'invalid_file');
  if (bytes[0] === 0x50 && bytes[1] === 0x4b)
    throw unprocessable(
      `El archivo es una planilla de Excel, no un CSV. ${SAVE_AS_CSV}`,
      'invalid_file',
    );
  const utf16 =
    (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (utf16 || bytes.includes(0))
    throw unprocessable(
      `El archivo no es un texto en UTF-8 (parece UTF-16 o binario). ${SAVE_AS_CSV}`,
      'invalid_file',
    );
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const headerKey = (text: string) => text.normalize('NFC').trim().toLocaleLowerCase('es');

/** The records of the file in the export's column order, header left out. */
export function readCatalogueFile(bytes: Buffer): string[][] {
  const text = decode(bytes).replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  // Excel in a Spanish locale separates with ';'; the export with ','.
  const delimiter =
    (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: string[][];
  try {
    records = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw unprocessable(
      `No pudimos leer el archivo como CSV${line ? ` (cerca de la línea ${line})` : ''}: revisá las comillas.`,
      'invalid_file',
    );
  }
  const [header = [], ...rows] = records;
  // The package's columns may be left out: their cells then read as blank.
  const positions = PRODUCT_CSV_IMPORT_HEADERS.map((name) =>
    header.findIndex((cell) => headerKey(cell) === headerKey(name)),
  );
  const missing = PRODUCT_CSV_HEADERS.filter((_, index) => positions[index] === -1);
  const extra = header.filter(
    (cell) =>
      cell.trim() &&
      !PRODUCT_CSV_IMPORT_HEADERS.some((name) => headerKey(name) === headerKey(cell)),
  );
  if (missing.length || extra.length) {
    throw unprocessable(
      [
        'Las columnas no son las de la exportación de productos.',
        missing.length ? `Faltan: ${missing.join(', ')}.` : '',
        extra.length ? `Sobran: ${extra.join(', ')}.` : '',
        'Exportá el catálogo y editá ese archivo.',
      ]
        .filter(Boolean)
        .join(' '),
      'invalid_file',
    );
  }
  const data = rows
    .map((cells) => positions.map((position) => (position === -1 ? '' : (cells[position] ?? ''))))
    // Excel keeps rows emptied by hand as a line of separators.
    .filter((cells) => cells.some((cell) => cell.trim()));
  if (!data.length) throw unprocessable('El archivo no tiene filas de productos.', 'invalid_file');
  return data;
}
