/** The colour names of the seed's variants and the hex values their pictures are drawn in. */

/** Colour names used by variants and their hex values for the pictures. */
export const DEMO_COLORS: Readonly<Record<string, string>> = {
  Negro: '#1c1c1e',
  Blanco: '#f4f4f2',
  Rojo: '#d62b2b',
  Azul: '#1f4fa8',
  'Azul Marino': '#1b2a4a',
  Celeste: '#75aadb',
  Amarillo: '#f2c230',
  Verde: '#2e8b57',
  'Verde Lima': '#b5d334',
  'Verde Agua': '#3fc1b0',
  Gris: '#8a8f98',
  'Gris Oscuro': '#4a4f57',
  Naranja: '#f26b21',
  Rosa: '#f28cb1',
  Fucsia: '#d63384',
  Violeta: '#6b4fbb',
  Lila: '#b59fd6',
  Dorado: '#c9a43a',
  Plateado: '#b8bcc2',
  Bordó: '#7a1f2b',
  Beige: '#d9c7a7',
  Crema: '#efe6d2',
  Marrón: '#7b4a2d',
};

const colorHexCache = new Map<string, readonly string[]>();

export function colorHexOf(colourway: string): string[] {
  let hexes = colorHexCache.get(colourway);
  if (!hexes) {
    hexes = colourway.split('/').map((name) => {
      const hex = DEMO_COLORS[name];
      if (!hex) throw new Error(`Unknown demo colour '${name}' in '${colourway}'`);
      return hex;
    });
    colorHexCache.set(colourway, hexes);
  }
  return [...hexes];
}
