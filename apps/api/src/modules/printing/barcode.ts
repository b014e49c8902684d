/** Code 128 barcodes for the labels, drawn by bwip-js (a maintained port of BWIPP). */
import bwipjs from 'bwip-js';

/**
 * The code's bars as a PNG, 3 pixels a module, no text (the label prints it in its own font);
 * null for a code Code 128 cannot hold (beyond ASCII), which the label then prints as text only.
 */
export async function code128Png(code: string): Promise<Buffer | null> {
  if (!/^[\x20-\x7e]+$/.test(code)) return null;
  return bwipjs.toBuffer({ bcid: 'code128', text: code, scale: 3, height: 14, includetext: false });
}
