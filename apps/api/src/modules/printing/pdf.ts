/** The printing module's PDF basics: pages, the one font, Spanish text it can draw, dates. */
import PDFDocument from 'pdfkit';

/** Millimetres to PDF points. */
export const mm = (millimetres: number) => (millimetres * 72) / 25.4;

/** A4 for the packing slips; 10 × 15 cm, the common thermal label printer's roll, for labels. */
export const PAGE = {
  slip: { size: 'A4', margin: mm(14) },
  label: { size: [mm(100), mm(150)] as [number, number], margin: mm(5) },
} as const;

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
export const INK = { text: '#111111', muted: '#555555', rule: '#999999', band: '#111111' };

export type Pdf = PDFKit.PDFDocument;

/** A document with no page yet: each order adds its own. */
export function newPdf(title: string, author: string): Pdf {
  return new PDFDocument({
    autoFirstPage: false,
    info: { Title: winAnsi(title), Author: winAnsi(author), Creator: 'Remitos y etiquetas' },
  });
}

/** The finished file. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** The characters beyond Latin-1 that the PDF fonts' WinAnsi encoding still has. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const drawable = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(character)
  );
};

/**
 * Text as the built-in PDF fonts can draw it: Spanish (á, ñ, ü, ¿, ¡) stays as it is; another
 * accented letter loses its accent (ő → o); whatever else (emoji, other scripts) becomes '?'.
 * Line breaks stay; tabs and other spaces become plain spaces.
 */
export function winAnsi(text: string): string {
  let out = '';
  for (const character of text.normalize('NFC')) {
    if (drawable(character) || character === '\n') {
      out += character;
      continue;
    }
    if (/\s/u.test(character)) {
      out += ' ';
      continue;
    }
    const bare = character.normalize('NFD').replace(/\p{M}/gu, '');
    out += bare && [...bare].every(drawable) ? bare : '?';
  }
  return out;
}

const SHOP_DATE = new Intl.DateTimeFormat('es-AR', {
  timeZone: 'America/Argentina/Buenos_Aires',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** "29/11/2026 10:32", in Argentina whatever the server's zone. */
export function shopDateTime(date: Date): string {
  return SHOP_DATE.format(date).replace(',', '');
}

/** "Rosario, Santa Fe"; the city once when it is also the province (Ciudad Autónoma…). */
export function placeText(city: string, province: string): string {
  const [c, p] = [city.trim(), province.trim()];
  return c.toLowerCase() === p.toLowerCase() ? c : [c, p].filter(Boolean).join(', ');
}
