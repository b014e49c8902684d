import { describe, expect, it } from 'vitest';
import {
  createSearchVocabulary,
  planSearch,
  searchDocument,
  searchWords,
  stemWord,
  suggestSearch,
  typoAllowance,
  typoDistance,
  type SearchPlan,
} from './search.js';

/** Some of the groups migration 0003 seeds. */
const SYNONYMS = [
  ['ojotas', 'chanclas', 'sandalias'],
  ['zapatos de fútbol', 'botines', 'botas de fútbol', 'chimpunes'],
  ['espinilleras', 'canilleras'],
];

const vocabulary = createSearchVocabulary([
  'botines',
  'adidas',
  'predator',
  'camiseta',
  'camisetas',
  'boca',
  'juniors',
  'camerún',
  'ultraboost',
  'nike',
  'canilleras',
  'chanclas',
  'air',
  'force',
]);

/** The plan as text: clauses joined by ' & ', alternatives by ' | ', typo ones marked '~'. */
function render(plan: SearchPlan | undefined): string {
  if (!plan) return '';
  return plan.clauses
    .map((clause) =>
      clause.alternatives
        .map(
          (alt) =>
            (alt.typo ? '~' : '') + alt.terms.map((t) => t.stem + (t.prefix ? '*' : '')).join('+'),
        )
        .join(' | '),
    )
    .join(' & ');
}

describe('searchWords', () => {
  it('splits on spaces and punctuation, folds case and accents, drops stop words', () => {
    expect(searchWords('  Botín de ADIDAS\tPredator ')).toEqual(['botin', 'adidas', 'predator']);
    expect(searchWords('Zapatillas para la mujer')).toEqual(['zapatillas', 'mujer']);
    expect(searchWords("Air Force 1 '07 Dri-FIT 24/25 2.0")).toEqual([
      'air',
      'force',
      '1',
      '07',
      'dri',
      'fit',
      '24',
      '25',
      '2',
      '0',
    ]);
    expect(searchWords('de la con')).toEqual([]);
    expect(searchWords('¿¡<script>!?')).toEqual(['script']);
  });
});

describe('stemWord', () => {
  it('gives singular and plural, masculine and feminine the same stem', () => {
    const pairs = [
      ['botin', 'botines'],
      ['canillera', 'canilleras'],
      ['camiseta', 'camisetas'],
      ['pantalon', 'pantalones'],
      ['guante', 'guantes'],
      ['buzo', 'buzos'],
      ['rojo', 'rojas'],
      ['mujer', 'mujeres'],
      ['color', 'colores'],
      ['zapatilla', 'zapatillas'],
    ];
    for (const [one, other] of pairs) expect(stemWord(one!), one).toBe(stemWord(other!));
  });

  it('leaves short words and words with digits alone', () => {
    expect(stemWord('air')).toBe('air');
    expect(stemWord('los')).toBe('los');
    expect(stemWord('f50')).toBe('f50');
    expect(stemWord('tf')).toBe('tf');
  });
});

describe('typo distance', () => {
  it('counts inserts, deletes, replacements and swapped neighbours as one edit each', () => {
    expect(typoDistance('adiddas', 'adidas')).toBe(1);
    expect(typoDistance('camisteta', 'camiseta')).toBe(1);
    expect(typoDistance('predatr', 'predator')).toBe(1);
    expect(typoDistance('nkie', 'nike')).toBe(1);
    expect(typoDistance('mercurail', 'mercurial')).toBe(1);
    expect(typoDistance('pma', 'puma')).toBe(1);
    expect(typoDistance('abc', 'abc')).toBe(0);
    expect(typoDistance('', 'abc')).toBe(3);
  });

  it('stops counting past the most it is asked for', () => {
    expect(typoDistance('zapatillas', 'camiseta', 2)).toBe(3);
    expect(typoDistance('a', 'abcdef', 1)).toBe(2);
  });

  it('allows one edit from 4 letters and two from 8', () => {
    expect(typoAllowance('pma')).toBe(0);
    expect(typoAllowance('nkie')).toBe(1);
    expect(typoAllowance('camiset')).toBe(1);
    expect(typoAllowance('camiseta')).toBe(2);
  });
});

describe('searchDocument', () => {
  it('holds the stems of every field and the name words joined', () => {
    const doc = searchDocument({
      name: 'Zapatillas Nike Air Force 1',
      brand: 'Nike',
      category: 'Zapatillas',
      subcategory: 'Hombre',
      colours: ['Blanco/Negro'],
      tags: ['Urbano'],
    });
    expect(doc.terms).toEqual(
      expect.arrayContaining([
        'zapatill',
        'nik',
        'air',
        'forc',
        'airforc',
        'hombr',
        'blanc',
        'negr',
        'urban',
      ]),
    );
    expect(doc.nameKey).toBe(' zapatill nik air forc 1 ');
    expect(doc.words).toContain('zapatillas');
  });

  it('keeps accents in the words the owner reads', () => {
    expect(
      searchDocument({ name: 'Camiseta Camerún', brand: 'Puma', category: 'Camisetas' }).words,
    ).toContain('camerún');
  });
});

describe('planSearch', () => {
  it('makes every word a clause and the last one a prefix', () => {
    expect(render(planSearch('botin nike', [], vocabulary))).toBe('botin & nik*');
    expect(render(planSearch('Camerún', [], vocabulary))).toBe('camerun*');
  });

  it('adds corrections only for words the catalogue does not know', () => {
    expect(render(planSearch('adiddas botines', [], vocabulary))).toBe('adidd | ~adid & botin*');
    expect(render(planSearch('camisteta boca', [], vocabulary))).toBe('camistet | ~camiset & boc*');
    expect(render(planSearch('boca', [], vocabulary))).toBe('boc*');
  });

  it('tries neighbouring words joined when the catalogue knows the joined word', () => {
    expect(render(planSearch('ultra boost', [], vocabulary))).toBe('ultr+boost* | ultraboost*');
  });

  it('swaps a synonym word or phrase for its whole group', () => {
    expect(render(planSearch('ojotas', SYNONYMS, vocabulary))).toBe('ojot* | chancl | sandali');
    expect(render(planSearch('zapatos de futbol nike', SYNONYMS, vocabulary))).toBe(
      'zapat+futbol | botin | bot+futbol | chimpun & nik*',
    );
    expect(render(planSearch('espinilleras', SYNONYMS, vocabulary))).toBe('espiniller* | caniller');
  });

  it('has no plan when only stop words are left', () => {
    expect(planSearch('de la', [], vocabulary)).toBeUndefined();
    expect(planSearch('   ', [], vocabulary)).toBeUndefined();
  });
});

describe('suggestSearch', () => {
  it('replaces unknown words by the closest catalogue word, accents included', () => {
    const plan = planSearch('camiseta camerunn', [], vocabulary)!;
    expect(suggestSearch(plan, vocabulary)).toBe('camiseta camerún');
  });

  it('has nothing to suggest when every word is known or nothing is close', () => {
    expect(suggestSearch(planSearch('nike predator', [], vocabulary)!, vocabulary)).toBeUndefined();
    expect(suggestSearch(planSearch('xyzzyqw', [], vocabulary)!, vocabulary)).toBeUndefined();
  });
});
