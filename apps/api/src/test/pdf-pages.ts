/** Reading a PDF back as a person would: each page's text, and the page drawn as pixels (mupdf). */
import * as mupdf from 'mupdf';

function open(bytes: Uint8Array) {
  return mupdf.Document.openDocument(bytes, 'application/pdf');
}

/** Each page's text, in reading order. */
export function pdfPageTexts(bytes: Uint8Array): string[] {
  const doc = open(bytes);
  return Array.from({ length: doc.countPages() }, (_, i) =>
    doc.loadPage(i).toStructuredText().asText(),
  );
}

/** Each page's size in millimetres, rounded. */
export function pdfPageSizes(bytes: Uint8Array): { width: number; height: number }[] {
  const doc = open(bytes);
  return Array.from({ length: doc.countPages() }, (_, i) => {
    const [x0, y0, x1, y1] = doc.loadPage(i).getBounds();
    const mm = (points: number) => Math.round((points * 25.4) / 72);
    return { width: mm(x1 - x0), height: mm(y1 - y0) };
  });
}

/** The page drawn in grey at `scale` pixels a point: its PNG and its pixels, one byte each. */
export function renderPdfPage(bytes: Uint8Array, index: number, scale: number) {
  const page = open(bytes).loadPage(index);
  const pixmap = page.toPixmap(
    mupdf.Matrix.scale(scale, scale),
    mupdf.ColorSpace.DeviceGray,
    false,
  );
  return {
    png: Buffer.from(pixmap.asPNG()),
    width: pixmap.getWidth(),
    height: pixmap.getHeight(),
    stride: pixmap.getStride(),
    pixels: pixmap.getPixels(),
  };
}

/**
 * The widths of the bars and spaces of the barcode on a drawn page, bar first, in modules of a
 * code `modules` wide. Read along a pixel row of the barcode, found as the tallest stack of
 * identical rows with many dark-light edges (text lines change every few rows; bars do not).
 */
export function barcodeModules(page: ReturnType<typeof renderPdfPage>, modules: number): number[] {
  const row = (y: number) =>
    Array.from({ length: page.width }, (_, x) => (page.pixels[y * page.stride + x]! < 128 ? 1 : 0));
  const edges = (bits: number[]) => bits.filter((bit, x) => x > 0 && bit !== bits[x - 1]).length;
  let best = { y: 0, height: 0 };
  for (let y = 0, run = 0, previous = ''; y < page.height; y++) {
    const bits = row(y);
    const key = bits.join('');
    run = key === previous ? run + 1 : 1;
    previous = key;
    if (run > best.height && edges(bits) >= 20) best = { y, height: run };
  }
  const bits = row(best.y);
  const runs: number[] = [];
  bits.slice(bits.indexOf(1), bits.lastIndexOf(1) + 1).forEach((bit, x, line) => {
    if (x > 0 && bit === line[x - 1]) runs[runs.length - 1]! += 1;
    else runs.push(1);
  });
  const module = runs.reduce((sum, run) => sum + run, 0) / modules;
  return runs.map((run) => Math.round(run / module));
}
