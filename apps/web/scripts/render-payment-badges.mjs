// Draws the footer's payment badges (scripts/payment-badges/*.svg) as pictures in public/pagos.
// A picture costs the browser a decode; an SVG with text costs it a whole document each, eleven
// of them on every page near the footer. Run after changing a drawing:
//   node apps/web/scripts/render-payment-badges.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const sources = new URL('./payment-badges/', import.meta.url);
const target = new URL('../public/pagos/', import.meta.url);
/** Twice the badge's 64 × 40 CSS pixels, for high-density screens. */
const DENSITY = 2 * 72;

for (const name of readdirSync(sources).filter((file) => file.endsWith('.svg'))) {
  const picture = await sharp(readFileSync(new URL(name, sources)), { density: DENSITY })
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();
  writeFileSync(new URL(name.replace(/\.svg$/, '.png'), target), picture);
  console.log(`${name} -> public/pagos (${picture.length} bytes)`);
}
