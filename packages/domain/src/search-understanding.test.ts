import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSearchVocabulary, planSearch, suggestSearch } from './search.js';
import {
  QUERY_RULE_WORDS,
  UNSOLD_WORDS,
  relaxedPlans,
  understandQuery,
} from './search-understanding.js';

const vocabulary = createSearchVocabulary([
  'botines',
  'nike',
  'zapatillas',
  'camiseta',
  'argentina',
  'retro',
  '1978',
  '1994',
  'air',
  'max',
  '90',
  'titular',
  '24',
  '25',
  'elite',
  'sport',
  'pegasus',
]);

describe('understanding a query before matching it', () => {
  it('reads sizes into the size filter, in every spelling the catalogue has', () => {
    const boots = understandQuery('botines nike 42', vocabulary);
    expect(boots.text).toBe('botines nike');
    expect(boots.sizes).toEqual(['42', '41-42', '42-43', '41/42', '42/43']);
    expect(understandQuery('camiseta argentina talle m', vocabulary)).toMatchObject({
      text: 'camiseta argentina',
      sizes: ['M'],
      applied: ['talle', 'm'],
      sizeWords: ['talle', 'm'],
    });
    expect(understandQuery('zapatillas n° 41', vocabulary).sizes).toContain('41');
    expect(understandQuery('buzo xl', vocabulary).sizes).toEqual(['XL']);
  });

  it('keeps a number that is a model or a year, and a first word, as words', () => {
    expect(understandQuery('air max 90', vocabulary)).toMatchObject({ text: 'air max 90' });
    expect(understandQuery('m', vocabulary)).toMatchObject({ text: 'm', sizes: [] });
  });

  it('reads years as the catalogue writes them: two digits, an apostrophe, a season', () => {
    expect(understandQuery('argentina 78', vocabulary).years).toEqual([['78', '1978']]);
    expect(understandQuery("argentina '94", vocabulary).years).toEqual([['94', '1994']]);
    expect(understandQuery('camiseta argentina 2024', vocabulary).years).toEqual([
      ['2024', '24 25', '23 24'],
    ]);
    expect(understandQuery('argentina 86', vocabulary).years).toEqual([]);
  });

  it('reads price words as the cheapest first, offer words as on sale, and drops fillers', () => {
    expect(understandQuery('zapatillas baratas', vocabulary)).toMatchObject({
      text: 'zapatillas',
      cheapestFirst: true,
      onSale: false,
    });
    expect(understandQuery('quiero botines en oferta', vocabulary)).toMatchObject({
      text: 'botines en',
      cheapestFirst: false,
      onSale: true,
      offerWords: ['oferta'],
    });
    expect(understandQuery('ofertas', vocabulary)).toMatchObject({ text: '', onSale: true });
  });

  it('reads every offer word as on sale and every price word as the cheapest first, in any place', () => {
    const { cheapWords, offerWords } = QUERY_RULE_WORDS;
    fc.assert(
      fc.property(
        fc.constantFrom(...cheapWords, ...offerWords),
        fc.constantFrom('zapatillas', 'botines nike', 'camiseta argentina'),
        fc.boolean(),
        (rule, words, before) => {
          const q = before ? `${rule} ${words}` : `${words} ${rule}`;
          const read = understandQuery(q.toUpperCase(), vocabulary);
          expect(read.text).toBe(words);
          expect(read.onSale).toBe(offerWords.includes(rule));
          expect(read.cheapestFirst).toBe(cheapWords.includes(rule));
          expect(read.applied).toEqual([rule]);
        },
      ),
    );
  });

  it("reads a child's word after a product word as the smallest sizes, alone as a word", () => {
    const child = understandQuery('zapatillas niño', vocabulary);
    expect(child).toMatchObject({ text: 'zapatillas', sizeWords: ['niño'], applied: ['niño'] });
    expect(child.sizes).toEqual(expect.arrayContaining(['33', '34', '35', '34-35', '35/36']));
    expect(child.sizes).not.toContain('36');
    expect(understandQuery('botines infantiles nike', vocabulary)).toMatchObject({
      text: 'botines nike',
      sizeWords: ['infantiles'],
    });
    // Alone it names a line the shop does not sell: a word, never corrected ('nino' → 'nike').
    expect(understandQuery('infantil', vocabulary)).toMatchObject({ text: 'infantil', sizes: [] });
    const alone = planSearch('niño', [], vocabulary, UNSOLD_WORDS)!;
    expect(alone.clauses[0]!.alternatives.filter((a) => a.typo)).toEqual([]);
  });
});

describe('relaxing a query that finds nothing', () => {
  const plan = (q: string) => planSearch(q, [], vocabulary, UNSOLD_WORDS)!;

  it('first lets go of the words no product has, then the last words, never the first', () => {
    const tries = relaxedPlans(plan('zapatillas nike xyzq'), vocabulary);
    expect(tries.map((t) => [t.plan.words.join(' '), t.missing.join(' ')])).toEqual([
      ['zapatillas nike', 'xyzq'],
      ['zapatillas', 'nike xyzq'],
    ]);
  });

  it('does not relax when the first word is something the shop does not have', () => {
    expect(relaxedPlans(plan('pelota nike'), vocabulary)).toEqual([]);
    expect(relaxedPlans(plan('heladera'), vocabulary)).toEqual([]);
  });
});

describe('suggestions and corrections only when sure', () => {
  it('never reads an everyday word of something not sold as a typo', () => {
    const short = planSearch('short', [], vocabulary, UNSOLD_WORDS)!;
    expect(short.clauses[0]!.alternatives.filter((a) => a.typo)).toEqual([]);
    expect(suggestSearch(short, vocabulary, UNSOLD_WORDS)).toBeUndefined();
  });

  it('suggests a close word only', () => {
    const far = planSearch('pelotaa', [], vocabulary, UNSOLD_WORDS)!;
    expect(suggestSearch(far, vocabulary, UNSOLD_WORDS)).toBeUndefined();
    const close = planSearch('pegasuss', [], vocabulary, UNSOLD_WORDS)!;
    expect(suggestSearch(close, vocabulary, UNSOLD_WORDS)).toBe('pegasus');
  });

  it('reads a short form anywhere in the query as the first letters of a catalogue word', () => {
    const zapas = planSearch('zapas nike', [], vocabulary, UNSOLD_WORDS)!;
    expect(zapas.clauses[0]!.alternatives).toContainEqual({
      terms: [{ stem: 'zap', prefix: true }],
      typo: true,
    });
  });
});
