/**
 * Issue 41's query set: queries typed the way Argentine shoppers type on a phone, by kind, each
 * with what the shopper means, judged against the demo catalogue (src/seed/demo-shop/):
 * a rule over its products (an empty rule: the shop sells nothing relevant, and the answer must
 * be empty). A query is found when any product the rule picks is in the first 5.
 *
 * Written before the search was changed for it, and split by a fixed seed into a tuning half
 * (what the search was improved on) and a held-out half (only measured): see SHOPPER_QUERY_SEED.
 */
import type { DemoProduct } from '../../seed/catalogue/types.js';

export type ShopperQueryKind =
  | 'sizes'
  | 'price words'
  | 'purpose phrases'
  | 'teams and nicknames'
  | 'years'
  | 'gender and age'
  | 'short forms'
  | 'English words'
  | 'typos'
  | 'brand or model only'
  | 'not sold';

type Rule = (p: DemoProduct) => boolean;

/** What the shopper means: the products a rule picks, or none ('not sold'). */
export type ShopperQuery = { kind: ShopperQueryKind; q: string; means: Rule | null };

const named =
  (...words: string[]): Rule =>
  (p) =>
    words.every((w) => p.productName.toLowerCase().includes(w.toLowerCase()));
const cat =
  (category: DemoProduct['cat'], sub?: string): Rule =>
  (p) =>
    p.cat === category && (sub === undefined || p.sub_cat === sub);
const brand =
  (name: DemoProduct['brand']): Rule =>
  (p) =>
    p.brand === name;
const tag =
  (name: string): Rule =>
  (p) =>
    p.tags.includes(name);
/** In stock in that size (or a size range holding it: '42' is in medias '41-42'). */
const size =
  (wanted: string): Rule =>
  (p) =>
    p.variants.some((v) =>
      v.sizes.some((s) => s.stock > 0 && s.size.toUpperCase().split(/[-/]/).includes(wanted)),
    );
const onSale: Rule = (p) => p.compare_price !== null && p.compare_price > p.price;
const all =
  (...rules: Rule[]): Rule =>
  (p) =>
    rules.every((rule) => rule(p));
const any =
  (...rules: Rule[]): Rule =>
  (p) =>
    rules.some((rule) => rule(p));
/** Among the products `rule` picks, the `count` cheapest. */
const cheapest =
  (rule: Rule, count = 5): Rule =>
  (p) =>
    rule(p) && cheapestOf(rule, count).includes(p.productName);
let catalogueForCheapest: readonly DemoProduct[] = [];
function cheapestOf(rule: Rule, count: number): string[] {
  return catalogueForCheapest
    .filter((p) => !p.disabled && rule(p))
    .sort((a, b) => a.price - b.price)
    .slice(0, count)
    .map((p) => p.productName);
}

const queries = (kind: ShopperQueryKind, pairs: [string, Rule | null][]): ShopperQuery[] =>
  pairs.map(([q, means]) => ({ kind, q, means }));

const running = any(
  named('ultraboost'),
  named('pegasus'),
  named('deviate'),
  named('runfalcon'),
  named('revolution'),
  named('duramo'),
);
const argentinaShirt = all(cat('Camisetas'), named('argentina'));

export const SHOPPER_QUERIES: readonly ShopperQuery[] = [
  ...queries('sizes', [
    ['botines nike 42', all(cat('Botines'), brand('Nike'), size('42'))],
    ['zapatillas 36', all(cat('Zapatillas'), size('36'))],
    ['buzo xl', all(cat('Indumentaria', 'Buzo'), size('XL'))],
    ['camiseta argentina talle m', all(argentinaShirt, size('M'))],
    ['zapatillas mujer 37', all(cat('Zapatillas', 'Mujer'), size('37'))],
    ['botines 44', all(cat('Botines'), size('44'))],
    ['botines talle 39', all(cat('Botines'), size('39'))],
    ['zapatillas n° 41', all(cat('Zapatillas'), size('41'))],
    ['zapatillas nro 40', all(cat('Zapatillas'), size('40'))],
    ['camiseta boca l', all(cat('Camisetas'), named('boca'), size('L'))],
    ['camiseta river xxl', all(cat('Camisetas'), named('river'), size('XXL'))],
    ['campera talle s', all(cat('Indumentaria', 'Campera'), size('S'))],
    ['calza m', all(cat('Indumentaria', 'Calzas'), size('M'))],
    ['medias 41', all(any(cat('Medias'), named('medias')), size('41'))],
    ['chanclas 38', all(cat('Accesorios', 'Chanclas'), size('38'))],
    ['botines futbol 5 43', all(cat('Botines', 'Futbol 5'), size('43'))],
    ['zapatillas 45 hombre', all(cat('Zapatillas', 'Hombre'), size('45'))],
    ['buzo nike talle l', all(named('buzo nike'), size('L'))],
    ['guantes arquero talle m', all(named('guantes'), size('M'))],
    ['botines adidas 40', all(cat('Botines'), brand('Adidas'), size('40'))],
    ['zapatillas puma 38', all(cat('Zapatillas'), brand('Puma'), size('38'))],
  ]),
  ...queries('price words', [
    ['zapatillas baratas', cheapest(cat('Zapatillas'))],
    ['botines en oferta', all(cat('Botines'), onSale)],
    ['ofertas nike', all(brand('Nike'), onSale)],
    ['botines baratos', cheapest(cat('Botines'))],
    ['camisetas en descuento', all(cat('Camisetas'), onSale)],
    ['liquidacion zapatillas', all(cat('Zapatillas'), onSale)],
    ['buzo barato', cheapest(cat('Indumentaria', 'Buzo'), 2)],
    ['ofertas', onSale],
    ['promo adidas', all(brand('Adidas'), onSale)],
    ['camiseta economica', cheapest(cat('Camisetas'))],
    ['medias baratas', cheapest(any(cat('Medias'), named('medias')))],
    ['mochila oferta', all(cat('Accesorios', 'Mochila'), onSale)],
    ['botines mas baratos', cheapest(cat('Botines'))],
    ['descuentos puma', all(brand('Puma'), onSale)],
    ['zapatillas en promocion', all(cat('Zapatillas'), onSale)],
    ['ofertas de botines', all(cat('Botines'), onSale)],
    ['termo barato', cheapest(cat('Accesorios', 'Termo'), 2)],
    ['camisetas rebajadas', all(cat('Camisetas'), onSale)],
    ['sale nike', all(brand('Nike'), onSale)],
  ]),
  ...queries('purpose phrases', [
    ['buzo con capucha', cat('Indumentaria', 'Buzo')],
    ['termo para mate', cat('Accesorios', 'Termo')],
    ['zapatillas para correr', running],
    ['mochila para el colegio', cat('Accesorios', 'Mochila')],
    ['botines futsal', any(named('club in'), cat('Botines', 'Futbol 5'))],
    ['zapatillas para caminar', cat('Zapatillas')],
    ['botines para pasto sintetico', cat('Botines', 'Futbol 5')],
    ['botines para cancha de 5', cat('Botines', 'Futbol 5')],
    ['botines para cesped natural', cat('Botines', 'Futbol 11')],
    ['zapatillas para el gimnasio', all(cat('Zapatillas'), tag('Deportivo'))],
    ['medias para jugar al futbol', any(cat('Medias', 'Largas'), named('antideslizantes'))],
    ['guantes para atajar', named('guantes de arquero')],
    ['campera para la lluvia', any(named('windrunner'), cat('Indumentaria', 'Campera'))],
    ['ojotas para la pileta', cat('Accesorios', 'Chanclas')],
    ['calzas para entrenar', cat('Indumentaria', 'Calzas')],
    ['zapatillas de running', running],
    ['zapatillas para salir', all(cat('Zapatillas'), tag('Urbano'))],
    ['medias que no se resbalen', named('antideslizantes')],
    ['mochila para el gym', cat('Accesorios', 'Mochila')],
    ['campera de abrigo', cat('Indumentaria', 'Campera')],
  ]),
  ...queries('teams and nicknames', [
    ['la seleccion', argentinaShirt],
    ['camiseta seleccion', argentinaShirt],
    ['camiseta afa', argentinaShirt],
    ['scaloneta', argentinaShirt],
    ['camiseta de la scaloneta', argentinaShirt],
    ['camiseta bostera', named('boca')],
    ['camiseta del millo', named('river')],
    ['el rojo de avellaneda', named('independiente')],
    ['camiseta merengue', named('real madrid')],
    ['camiseta del barca', named('barcelona')],
    ['camiseta messi', any(named('inter miami'), argentinaShirt)],
    ['camiseta verdeamarela', named('brasil')],
    ['camiseta azzurra', named('italia')],
    ['naranja mecanica', named('holanda')],
    ['camiseta man city', named('manchester city')],
    ['paris saint germain', named('psg')],
    ['inter de miami', named('inter miami')],
    ['camiseta del real', named('real madrid')],
    ['camiseta de los pumas', null],
    ['camiseta maradona', any(named('argentina retro 1994'), named('boca juniors retro 1981'))],
  ]),
  ...queries('years', [
    ['argentina 78', named('argentina retro 1978')],
    ['argentina 94', named('argentina retro 1994')],
    ['boca 81', named('boca juniors retro 1981')],
    ['francia 98', named('francia retro 1998')],
    ['river 86', named('river plate retro 1986')],
    ['brasil 2002', named('brasil retro 2002')],
    ['italia 2006', named('italia retro 2006')],
    ["holanda '88", named('holanda retro 1988')],
    ['camiseta 1978', named('retro 1978')],
    ['camerun 02', named('camerún retro 2002')],
    ['brasil 02', named('brasil retro 2002')],
    ['argentina mundial 78', named('argentina retro 1978')],
    ['camiseta retro 94', named('retro 1994')],
    ['argentina 1994', named('argentina retro 1994')],
    ['italia 06', named('italia retro 2006')],
    ['river 1986', named('river plate retro 1986')],
    ['holanda 88', named('holanda retro 1988')],
    ['camiseta argentina 2024', named('argentina titular 24/25')],
    ['boca 2025', named('boca juniors titular 24/25')],
    ['argentina 86', all(argentinaShirt, named('retro'))],
  ]),
  ...queries('gender and age', [
    ['zapatillas dama', cat('Zapatillas', 'Mujer')],
    ['femeninas', tag('Mujer')],
    ['caballero', tag('Hombre')],
    ['zapatillas niño', all(cat('Zapatillas'), any(size('34'), size('35')))],
    ['infantil', null],
    ['zapatillas de hombre', cat('Zapatillas', 'Hombre')],
    ['calzas mujer', cat('Indumentaria', 'Calzas')],
    ['zapatillas femeninas', cat('Zapatillas', 'Mujer')],
    ['buzo mujer', all(cat('Indumentaria', 'Buzo'), tag('Mujer'))],
    ['zapatillas para chica', cat('Zapatillas', 'Mujer')],
    ['zapatillas nena', cat('Zapatillas', 'Mujer')],
    ['zapatillas masculinas', cat('Zapatillas', 'Hombre')],
    ['medias mujer', all(any(cat('Medias'), named('medias')), tag('Mujer'))],
    ['ropa de mujer', all(cat('Indumentaria'), tag('Mujer'))],
    ['zapatillas de señora', cat('Zapatillas', 'Mujer')],
    ['zapatillas varon', cat('Zapatillas', 'Hombre')],
    ['camiseta argentina mujer', named('argentina titular')],
    ['botines para chicos', all(cat('Botines'), size('39'))],
    ['ropa deportiva hombre', all(cat('Indumentaria'), tag('Hombre'), tag('Deportivo'))],
    ['zapatillas urbanas de dama', all(cat('Zapatillas', 'Mujer'), tag('Urbano'))],
  ]),
  ...queries('short forms', [
    ['zapas nike', all(cat('Zapatillas'), brand('Nike'))],
    ['nike zapas', all(cat('Zapatillas'), brand('Nike'))],
    ['zapas', cat('Zapatillas')],
    ['zapas adidas mujer', all(cat('Zapatillas', 'Mujer'), brand('Adidas'))],
    ['cami boca', all(cat('Camisetas'), named('boca'))],
    ['camis retro', cat('Camisetas', 'Retro')],
    ['botines f5', cat('Botines', 'Futbol 5')],
    ['f5 nike', all(cat('Botines', 'Futbol 5'), brand('Nike'))],
    ['botines f11 adidas', all(cat('Botines', 'Futbol 11'), brand('Adidas'))],
    ['futbol5', cat('Botines', 'Futbol 5')],
    ['river cami', all(cat('Camisetas'), named('river'))],
    ['zapa puma', all(cat('Zapatillas'), brand('Puma'))],
    ['conju adidas', named('conjunto deportivo adidas')],
    ['joggin nike', named('conjunto deportivo nike')],
    ['af1', named('air force 1')],
    ['botin adidas', all(cat('Botines'), brand('Adidas'))],
    ['canis nike', named('canilleras nike')],
    ['campe nike', named('campera nike')],
    ['remera arg', argentinaShirt],
  ]),
  ...queries('English words', [
    ['sneakers', cat('Zapatillas')],
    ['running shoes', running],
    ['soccer cleats', cat('Botines')],
    ['football boots', cat('Botines')],
    ['jersey argentina', argentinaShirt],
    ['socks', any(cat('Medias'), named('medias'))],
    ['backpack', cat('Accesorios', 'Mochila')],
    ['jacket nike', named('campera nike')],
    ['shin guards', cat('Accesorios', 'Canilleras')],
    ['goalkeeper gloves', named('guantes de arquero')],
    ['leggings', cat('Indumentaria', 'Calzas')],
    ['slides', cat('Accesorios', 'Chanclas')],
    ['tracksuit', cat('Indumentaria', 'Conjunto')],
    ['vest', cat('Indumentaria', 'Chaleco')],
    ['water bottle', cat('Accesorios', 'Termo')],
    ['women sneakers', cat('Zapatillas', 'Mujer')],
    ['boca jersey', all(cat('Camisetas'), named('boca'))],
    ['sweatshirt', cat('Indumentaria', 'Buzo')],
    ['shirt river', all(cat('Camisetas'), named('river'))],
  ]),
  ...queries('typos', [
    ['zapatiyas', cat('Zapatillas')],
    ['botinez', cat('Botines')],
    ['camiceta boca', all(cat('Camisetas'), named('boca'))],
    ['adida samba', named('samba')],
    ['pumma suede', named('suede')],
    ['mercurial superflai', named('superfly')],
    ['cmiseta river', all(cat('Camisetas'), named('river'))],
    ['canilleras nik', named('canilleras nike')],
    ['termo nikee', named('termo nike')],
    ['buso nike', named('buzo nike')],
    ['guantes arqero', named('guantes de arquero')],
    ['zapatilla gazel', named('gazelle')],
    ['samva', named('samba')],
    ['predaror', named('predator')],
    ['chaleko puma', named('chaleco puma')],
    ['mochilla', cat('Accesorios', 'Mochila')],
    ['medias antidezlizantes', named('antideslizantes')],
    ['camiseta independiete', named('independiente')],
    ['zapatillas pegasuss', named('pegasus')],
    ['botines fantom', named('phantom')],
  ]),
  ...queries('brand or model only', [
    ['superfly', named('superfly')],
    ['vapor 16', named('vapor 16')],
    ['tiempo legend', named('tiempo legend')],
    ['predator', named('predator')],
    ['f50', named('f50')],
    ['copa pure', named('copa pure')],
    ['air max', named('air max')],
    ['samba', named('samba')],
    ['gazelle', named('gazelle')],
    ['ultraboost', named('ultraboost')],
    ['pegasus', named('pegasus')],
    ['suede', named('suede')],
    ['court vision', named('court vision')],
    ['phantom gx', named('phantom gx')],
    ['windrunner', named('windrunner')],
    ['adilette', named('adilette')],
    ['nitro', named('nitro')],
    ['mayze', named('mayze')],
    ['tiro 24', named('tiro 24')],
    ['adidas', brand('Adidas')],
  ]),
  ...queries('not sold', [
    ['pelota', null],
    ['pelota de futbol', null],
    ['short', null],
    ['heladera', null],
    ['celular samsung', null],
    ['raqueta de tenis', null],
    ['bicicleta', null],
    ['gorra', null],
    ['anteojos de sol', null],
    ['paraguas', null],
    ['vestido', null],
    ['zapatos de vestir', null],
    ['colchoneta', null],
    ['pesas', null],
    ['paleta de padel', null],
    ['silbato', null],
    ['tobillera', null],
    ['malla', null],
    ['gorro de lana', null],
    ['pelota adidas', null],
  ]),
];

/** The seed of the split: fixed, so both halves stay the same queries. */
export const SHOPPER_QUERY_SEED = 41;

/** A number from 0 to 1 for each text, the same for the same seed (FNV-1a, then mixed). */
function seededDraw(text: string, seed: number): number {
  let hash = 2166136261 ^ seed;
  for (let at = 0; at < text.length; at++) {
    hash ^= text.charCodeAt(at);
    hash = Math.imul(hash, 16777619);
  }
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x2c1b3c6d);
  hash ^= hash >>> 12;
  return (hash >>> 0) / 2 ** 32;
}

/**
 * Each kind's queries ordered by their seeded draw, alternately into the two halves: every kind
 * is in both halves in equal parts (one more in the tuning half when odd).
 */
function split(): { tuning: ShopperQuery[]; heldOut: ShopperQuery[] } {
  const tuning: ShopperQuery[] = [];
  const heldOut: ShopperQuery[] = [];
  const kinds = [...new Set(SHOPPER_QUERIES.map((query) => query.kind))];
  for (const kind of kinds) {
    const ofKind = SHOPPER_QUERIES.filter((query) => query.kind === kind)
      .map((query) => ({ query, draw: seededDraw(query.q, SHOPPER_QUERY_SEED) }))
      .sort((a, b) => a.draw - b.draw);
    ofKind.forEach(({ query }, at) => (at % 2 === 0 ? tuning : heldOut).push(query));
  }
  return { tuning, heldOut };
}

const halves = split();
/** The queries the search was improved on. */
export const TUNING_QUERIES: readonly ShopperQuery[] = halves.tuning;
/** The queries only measured, never tuned on. */
export const HELD_OUT_QUERIES: readonly ShopperQuery[] = halves.heldOut;

/** The names of the enabled products a query means, from the catalogue the search runs on. */
export function meantNames(query: ShopperQuery, catalogue: readonly DemoProduct[]): Set<string> {
  if (!query.means) return new Set();
  catalogueForCheapest = catalogue;
  const rule = query.means;
  return new Set(catalogue.filter((p) => !p.disabled && rule(p)).map((p) => p.productName));
}
