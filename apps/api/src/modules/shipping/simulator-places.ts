import { SIMULATED_PROVINCES, type SimulatedProvince } from './simulator-provinces.js';

/**
 * Which province a 4-digit postal code belongs to: Argentina's codes grew out of regions, so
 * ranges are close enough for a simulator. Checked in order; the first range that holds wins.
 */
const POSTAL_RANGES: readonly [from: number, to: number, provinceCode: string][] = [
  [1000, 1499, 'C'],
  [1500, 1999, 'B'],
  [2000, 2399, 'S'],
  [2400, 2599, 'X'],
  [2600, 2699, 'S'],
  [2820, 2869, 'E'],
  [2700, 2999, 'B'],
  [3000, 3099, 'S'],
  [3220, 3239, 'W'],
  [3100, 3299, 'E'],
  [3300, 3399, 'N'],
  [3400, 3499, 'W'],
  [3560, 3589, 'S'],
  [3500, 3599, 'H'],
  [3600, 3699, 'P'],
  [3700, 3799, 'H'],
  [4000, 4199, 'T'],
  [4200, 4399, 'G'],
  [4400, 4599, 'A'],
  [4600, 4699, 'Y'],
  [4700, 4799, 'K'],
  [5000, 5299, 'X'],
  [5300, 5399, 'F'],
  [5400, 5499, 'J'],
  [5500, 5699, 'M'],
  [5700, 5799, 'D'],
  [5881, 5889, 'D'],
  [5800, 5999, 'X'],
  [6300, 6399, 'L'],
  [8200, 8299, 'L'],
  [6000, 8199, 'B'],
  [8324, 8336, 'R'],
  [8300, 8399, 'Q'],
  [8400, 8599, 'R'],
  [9000, 9299, 'U'],
  [9410, 9439, 'V'],
  [9300, 9499, 'Z'],
];

export function provinceOfPostalCode(postalCode4: string): SimulatedProvince {
  const code = Number(postalCode4);
  const letter = POSTAL_RANGES.find(([from, to]) => code >= from && code <= to)?.[2] ?? 'B';
  const found = SIMULATED_PROVINCES.find((p) => p.provinceCode === letter);
  if (!found) throw new Error(`No simulated province ${letter}`);
  return found;
}
