/**
 * Queries typed the way shoppers type them, written from the demo catalogue
 * (src/seed/demo-shop/), each with the product it is looking for. Recall@5 over this set
 * is kept by search-recall.test.ts and reported in bench/RESULTS.md.
 */
export type QueryKind =
  | 'singular/plural'
  | 'word order'
  | 'accents and case'
  | 'stop words'
  | 'typos'
  | 'split/joined'
  | 'synonyms'
  | 'subcategory'
  | 'brand'
  | 'colour'
  | 'offer words';

export type SearchCase = { kind: QueryKind; q: string; wants: string };

const cases = (kind: QueryKind, pairs: [string, string][]): SearchCase[] =>
  pairs.map(([q, wants]) => ({ kind, q, wants }));

export const SEARCH_QUERY_SET: readonly SearchCase[] = [
  ...cases('singular/plural', [
    ['botin nike mercurial superfly', 'Botines Nike Mercurial Superfly 10 Academy FG'],
    ['canillera nike', 'Canilleras Nike Mercurial Lite'],
    ['canilleras puma', 'Canilleras Puma Ultra Light'],
    ['guante arquero puma', 'Guantes de Arquero Puma Future Match'],
    ['calza adidas', 'Calzas Adidas Optime'],
    ['zapatilla samba', 'Zapatillas Adidas Samba OG'],
    ['media antideslizante nike', 'Medias Antideslizantes Nike Grip Strike'],
    ['mochilas puma', 'Mochila Puma Phase'],
    ['chancla nike', 'Chanclas Nike Victori One'],
    ['camisetas river titular', 'Camiseta River Plate Titular 24/25'],
    ['termos adidas', 'Termo Adidas Steel Acero Inoxidable'],
  ]),
  ...cases('word order', [
    ['nike botines phantom luna', 'Botines Nike Phantom Luna 2 Club TF'],
    ['predator elite adidas', 'Botines Adidas Predator Elite FG'],
    ['boca camiseta retro', 'Camiseta Boca Juniors Retro 1981'],
    ['fleece club nike buzo', 'Buzo Nike Club Fleece'],
    ['windrunner campera', 'Campera Nike Windrunner'],
    ['juniors boca titular', 'Camiseta Boca Juniors Titular 24/25'],
    ['max air 90', 'Zapatillas Nike Air Max 90'],
    ['gazelle mujer adidas', 'Zapatillas Adidas Gazelle Mujer'],
    ['retro 1986 river', 'Camiseta River Plate Retro 1986'],
    ['largas medias matchfit', 'Medias Nike Matchfit Largas'],
  ]),
  ...cases('accents and case', [
    ['camerun', 'Camiseta Camerún Retro 2002'],
    ['CAMERÚN retro', 'Camiseta Camerún Retro 2002'],
    ['botín copa pure', 'Botines Adidas Copa Pure 2 League FG'],
    ['botines crema marron', 'Botines Adidas Copa Pure 2 League FG'],
    ['bordo barcelona', 'Camiseta Barcelona Titular 24/25'],
    ['fútbol 5 tiempo', 'Botines Nike Tiempo Legend 10 Club TF'],
    ['futból 11 tiempo', 'Botines Nike Tiempo Legend 10 Academy FG'],
    ['Bordó buzo puma', 'Buzo Puma Essentials Big Logo'],
    ['BOTINES PUMA KING', 'Botines Puma King Match FG'],
    ['Selección Argentína titular', 'Camiseta Argentina Titular 24/25'],
  ]),
  ...cases('stop words', [
    ['zapatillas de mujer', 'Zapatillas Adidas Gazelle Mujer'],
    ['guantes de arquero nike', 'Guantes de Arquero Nike Match'],
    ['camiseta de boca', 'Camiseta Boca Juniors Titular 24/25'],
    ['camiseta de la seleccion argentina', 'Camiseta Argentina Titular 24/25'],
    ['medias con grip', 'Medias Antideslizantes Adidas Grip'],
    ['conjunto de adidas', 'Conjunto Deportivo Adidas Tiro 24'],
    ['campera para entrenamiento', 'Campera Adidas Tiro 24 Entrenamiento'],
    ['mochila de nike', 'Mochila Nike Brasilia 24L'],
    ['termo de acero', 'Termo Nike Hypercharge Acero'],
    ['chaleco acolchado de puma', 'Chaleco Puma Essentials Acolchado'],
    ['botines para futbol 5 adidas', 'Botines Adidas Predator Club TF'],
  ]),
  ...cases('typos', [
    ['adiddas samba', 'Zapatillas Adidas Samba OG'],
    ['camisteta boca', 'Camiseta Boca Juniors Titular 24/25'],
    ['predatr league', 'Botines Adidas Predator League FG'],
    ['mercurail vapor', 'Botines Nike Mercurial Vapor 16 Academy TF'],
    ['nkie pegasus', 'Zapatillas Nike Pegasus 41'],
    ['zapatilas gazele', 'Zapatillas Adidas Gazelle Mujer'],
    ['botnes puma future', 'Botines Puma Future 7 Match FG'],
    ['canilleraz adidas', 'Canilleras Adidas Tiro Club'],
    ['ultrabost', 'Zapatillas Adidas Ultraboost 5'],
    ['windrunerr', 'Campera Nike Windrunner'],
    ['camiseta indepndiente', 'Camiseta Independiente Titular 24/25'],
    ['buzo adiadas', 'Buzo Adidas Essentials 3 Tiras'],
    ['chanclas adilete', 'Chanclas Adidas Adilette Aqua'],
    ['barcelonna', 'Camiseta Barcelona Titular 24/25'],
    ['borusia dortmund', 'Camiseta Borussia Dortmund Titular 24/25'],
  ]),
  ...cases('split/joined', [
    ['ultra boost', 'Zapatillas Adidas Ultraboost 5'],
    ['airforce', "Zapatillas Nike Air Force 1 '07"],
    ['air force', "Zapatillas Nike Air Force 1 '07"],
    ['run falcon', 'Zapatillas Adidas Runfalcon 3'],
    ['therma fit', 'Chaleco Nike Therma-FIT Academy'],
    ['thermafit', 'Chaleco Nike Therma-FIT Academy'],
    ['drifit conjunto', 'Conjunto Deportivo Nike Academy Dri-FIT'],
    ['team goal campera', 'Campera Puma teamGOAL Entrenamiento'],
    ['team liga', 'Medias Puma teamLIGA Largas'],
    ['match fit', 'Medias Nike Matchfit Largas'],
    ['hyper charge', 'Termo Nike Hypercharge Acero'],
    ['lead cat', 'Chanclas Puma Leadcat 2.0'],
    ['super fly', 'Botines Nike Mercurial Superfly 10 Academy FG'],
    ['courtvision', 'Zapatillas Nike Court Vision Low Mujer'],
  ]),
  ...cases('synonyms', [
    ['ojotas nike', 'Chanclas Nike Victori One'],
    ['ojotas', 'Chanclas Adidas Adilette Aqua'],
    ['remera boca', 'Camiseta Boca Juniors Titular 24/25'],
    ['remera river retro', 'Camiseta River Plate Retro 1986'],
    ['tapones nike mercurial', 'Botines Nike Mercurial Superfly 10 Academy FG'],
    ['espinilleras adidas', 'Canilleras Adidas Tiro Club'],
    ['guantes de portero', 'Guantes de Arquero Adidas Predator Training'],
    ['chaqueta nike', 'Campera Nike Windrunner'],
    ['hoodie puma', 'Buzo Puma Essentials Big Logo'],
    ['zapatos de futbol puma king', 'Botines Puma King Match FG'],
    ['botines cesped natural adidas f50', 'Botines Adidas F50 League FG'],
    ['leggings nike', 'Calzas Nike One Tiro Alto'],
    ['jogging adidas', 'Conjunto Deportivo Adidas Tiro 24'],
    ['botella nike', 'Termo Nike Hypercharge Acero'],
    ['camiseta xeneize', 'Camiseta Boca Juniors Titular 24/25'],
    ['albiceleste retro 1978', 'Camiseta Argentina Retro 1978'],
    ['pasto sintetico nike phantom', 'Botines Nike Phantom Luna 2 Club TF'],
    ['calcetines largos nike', 'Medias Nike Matchfit Largas'],
  ]),
  ...cases('subcategory', [
    ['futbol 5 nike', 'Botines Nike Mercurial Vapor 16 Academy TF'],
    ['futbol 11 puma', 'Botines Puma Ultra 5 Match FG'],
    ['retro brasil', 'Camiseta Brasil Retro 2002'],
    ['camiseta 24/25 milan', 'Camiseta Milan Titular 24/25'],
    ['medias cortas puma', 'Medias Puma Sport Cortas x3'],
    ['medias largas adidas', 'Medias Adidas Milano 23'],
    ['chaleco nike', 'Chaleco Nike Therma-FIT Academy'],
    ['campera puma', 'Campera Puma teamGOAL Entrenamiento'],
    ['mochila adidas', 'Mochila Adidas Power VII'],
    ['zapatillas hombre urbano nike', "Zapatillas Nike Air Force 1 '07"],
    ['futbol 5 puma', 'Botines Puma Future 7 Play TT'],
  ]),
  ...cases('brand', [
    ['puma suede', 'Zapatillas Puma Suede Classic'],
    ['adidas copa', 'Botines Adidas Copa Pure 2 League FG'],
    ['nike revolution', 'Zapatillas Nike Revolution 7 Mujer'],
    ['puma deviate', 'Zapatillas Puma Deviate Nitro 3'],
    ['adidas duramo', 'Zapatillas Adidas Duramo SL Mujer'],
    ['nike tiempo', 'Botines Nike Tiempo Legend 10 Academy FG'],
    ['puma carina', 'Zapatillas Puma Carina 2.0 Mujer'],
    ['adidas optime', 'Calzas Adidas Optime'],
    ['nike brasilia', 'Mochila Nike Brasilia 24L'],
    ['psg', 'Camiseta PSG Titular 24/25'],
  ]),
  ...cases('colour', [
    ['botines rosa', 'Botines Nike Mercurial Vapor 16 Academy TF'],
    ['camiseta bordo', 'Camiseta Barcelona Titular 24/25'],
    ['zapatillas lila', 'Zapatillas Nike Revolution 7 Mujer'],
    ['calzas violeta', 'Calzas Nike One Tiro Alto'],
    ['zapatillas verde agua', 'Zapatillas Adidas Duramo SL Mujer'],
    ['botines verde lima', 'Botines Nike Phantom GX 2 Academy FG'],
    ['zapatillas fucsia', 'Zapatillas Adidas Duramo SL Mujer'],
    ['camiseta naranja', 'Camiseta Holanda Retro 1988'],
    ['buzo gris', 'Buzo Nike Club Fleece'],
    ['termo plateado rojo', 'Termo Puma Performance Acero'],
    ['botines dorados', 'Botines Adidas Predator Elite FG'],
    ['camiseta celeste', 'Camiseta Argentina Titular 24/25'],
  ]),
  // A model on sale, asked for with an offer word (on-sale filter, decision 0036's addendum).
  ...cases('offer words', [
    ['botines predator en oferta', 'Botines Adidas Predator League FG'],
    ['camiseta boca oferta', 'Camiseta Boca Juniors Retro 1981'],
    ['buzo nike descuento', 'Buzo Nike Club Fleece'],
    ['zapatillas suede promo', 'Zapatillas Puma Suede Classic'],
    ['liquidacion camiseta francia', 'Camiseta Francia Retro 1998'],
    ['rebaja calzas adidas', 'Calzas Adidas Optime'],
    ['ofertas medias puma', 'Medias Puma Sport Cortas x3'],
    ['chaleco en oferta', 'Chaleco Adidas Essentials Acolchado'],
    ['air force sale', "Zapatillas Nike Air Force 1 '07"],
    ['campera tiro descuento', 'Campera Adidas Tiro 24 Entrenamiento'],
  ]),
];

export type RecallScore = {
  kind: QueryKind | 'all';
  queries: number;
  found: number;
  recall: number;
};

/** Recall@k per kind and overall, given the names each query answered (best first). */
export function recallAtK(
  answers: readonly { case: SearchCase; names: readonly string[] }[],
  k = 5,
): { scores: RecallScore[]; misses: SearchCase[] } {
  const byKind = new Map<QueryKind | 'all', { queries: number; found: number }>();
  const misses: SearchCase[] = [];
  for (const { case: c, names } of answers) {
    const hit = names.slice(0, k).includes(c.wants);
    if (!hit) misses.push(c);
    for (const key of [c.kind, 'all'] as const) {
      const score = byKind.get(key) ?? { queries: 0, found: 0 };
      score.queries += 1;
      score.found += hit ? 1 : 0;
      byKind.set(key, score);
    }
  }
  const scores = [...byKind].map(([kind, s]) => ({ kind, ...s, recall: s.found / s.queries }));
  return { scores, misses };
}
