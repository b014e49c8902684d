import { describe, expect, it } from 'vitest';
import {
  appliedChips,
  catalogueHeading,
  catalogueSearch,
  canonicalSearch,
  clearFilters,
  filterGroups,
  parseCatalogueQuery,
  productApiQuery,
  sortOptionsFor,
  storeSelections,
  toggleFilter,
  withMore,
  withSort,
} from './catalogue-query';

const parse = (search: string, fixed?: string) =>
  parseCatalogueQuery(new URLSearchParams(search), fixed);

describe('parseCatalogueQuery', () => {
  it('reads comma-separated and repeated lists, categories by name or slug', () => {
    const query = parse('category=botines,Camisetas,nada&brand=Nike&brand=Adidas,Nike&size=41');
    expect(query.category).toEqual(['Botines', 'Camisetas']);
    expect(query.brand).toEqual(['Nike', 'Adidas']);
    expect(query.size).toEqual(['41']);
    expect(query.sort).toBe('novedades');
    expect(query.limit).toBe(12);
  });

  it('keeps a known sort and ignores an unknown one', () => {
    expect(parse('sort=price_desc').sort).toBe('price_desc');
    expect(parse('sort=barato').sort).toBe('novedades');
  });

  it('pages by 12 (+4) and by 20 for search and promotions', () => {
    expect(parse('limit=16').limit).toBe(16);
    expect(parse('limit=3').limit).toBe(12);
    expect(parse('limit=abc').limit).toBe(12);
    expect(parse('limit=999999').limit).toBe(500);
    expect(parse('search=botin').limit).toBe(20);
    expect(parse('promociones=ss').limit).toBe(20);
    expect(withMore(parse('')).limit).toBe(16);
    expect(withMore(parse('search=botin')).limit).toBe(40);
  });

  it('takes the category of /category/{slug} from the path', () => {
    expect(parse('category=Camisetas', 'Botines').category).toEqual(['Botines']);
  });
});

describe('productApiQuery', () => {
  it('passes the filters, search as q and the sort', () => {
    const api = productApiQuery(
      parse('category=Botines&brand=Nike,Puma&search=mercurial&sort=popular&limit=16'),
    );
    expect(Object.fromEntries(api)).toEqual({
      category: 'Botines',
      brand: 'Nike,Puma',
      q: 'mercurial',
      sort: 'popular',
    });
  });

  it('leaves a search on the default sort to the API, which ranks by relevance', () => {
    expect(Object.fromEntries(productApiQuery(parse('search=botines')))).toEqual({ q: 'botines' });
    expect(Object.fromEntries(productApiQuery(parse('category=Botines')))).toEqual({
      category: 'Botines',
      sort: 'novedades',
    });
  });

  it('ranks a search by relevance until the shopper picks Novedades or another order', () => {
    const search = parse('search=botines');
    expect(search.sort).toBe('relevancia');
    expect(sortOptionsFor(search.search).map((option) => option.label)).toEqual([
      'Más relevantes',
      'Menor precio',
      'Novedades',
      'Más vendidos',
      'Mayor precio',
    ]);
    expect(sortOptionsFor('').map((option) => option.value)).not.toContain('relevancia');

    const newest = withSort(search, 'novedades');
    expect(catalogueSearch(newest)).toBe('?search=botines&sort=novedades');
    expect(Object.fromEntries(productApiQuery(parse('search=botines&sort=novedades')))).toEqual({
      q: 'botines',
      sort: 'novedades',
    });
    expect(catalogueSearch(withSort(newest, 'relevancia'))).toBe('?search=botines');
    expect(parse('sort=relevancia').sort).toBe('novedades');
  });
});

describe('catalogueSearch', () => {
  it('leaves defaults out and keeps what was chosen', () => {
    expect(catalogueSearch(parse(''))).toBe('');
    expect(catalogueSearch(parse('brand=Nike&category=Botines&sort=price_asc&limit=20'))).toBe(
      '?category=Botines&brand=Nike&sort=price_asc&limit=20',
    );
    expect(catalogueSearch(parse('search=botin dorado'))).toBe('?search=botin+dorado');
  });

  it('leaves the category of the path out', () => {
    expect(catalogueSearch(parse('brand=Nike', 'Botines'), 'Botines')).toBe('?brand=Nike');
  });

  it('canonical drops sort and paging', () => {
    expect(canonicalSearch(parse('category=Botines&sort=price_asc&limit=20'))).toBe(
      '?category=Botines',
    );
  });
});

describe('toggleFilter and friends', () => {
  it('adds and removes a value and starts again from the first page', () => {
    const on = toggleFilter(parse('limit=24'), 'brand', 'Nike');
    expect(on.brand).toEqual(['Nike']);
    expect(on.limit).toBe(12);
    expect(toggleFilter(on, 'brand', 'Nike').brand).toEqual([]);
  });

  it('drops sizes, subcategories and collections the categories no longer offer', () => {
    const query = parse(
      'category=Zapatillas,Botines&size=34,41&subcategory=Mujer,Futbol 5&tag=Urbano',
    );
    const withoutSneakers = toggleFilter(query, 'category', 'Zapatillas');
    expect(withoutSneakers.category).toEqual(['Botines']);
    expect(withoutSneakers.size).toEqual(['41']);
    expect(withoutSneakers.subcategory).toEqual(['Futbol 5']);
    expect(withoutSneakers.tag).toEqual([]);
  });

  it('clears every filter but keeps search, sort and the path category', () => {
    const cleared = clearFilters(
      parse('search=nike&brand=Nike&size=41&sort=price_asc', 'Botines'),
      'Botines',
    );
    expect(cleared).toMatchObject({
      category: ['Botines'],
      brand: [],
      size: [],
      search: 'nike',
      sort: 'price_asc',
    });
  });

  it('changing the sort starts again from the first page', () => {
    expect(withSort(parse('limit=20'), 'popular')).toMatchObject({ sort: 'popular', limit: 12 });
  });
});

describe('filterGroups', () => {
  const names = (search: string, fixed?: string) =>
    filterGroups(parse(search, fixed), fixed).map((g) => g.label);

  it('shows Categoria and Marca until a category is chosen', () => {
    expect(names('')).toEqual(['Categoria', 'Marca']);
  });

  it('adds Talles and Subcategoria for a category, Colecciones only for Zapatillas', () => {
    expect(names('category=Botines')).toEqual(['Categoria', 'Marca', 'Talles', 'Subcategoria']);
    expect(names('category=Zapatillas')).toEqual([
      'Categoria',
      'Marca',
      'Colecciones',
      'Talles',
      'Subcategoria',
    ]);
    const groups = filterGroups(parse('category=Botines'));
    expect(groups.find((g) => g.name === 'size')?.options.map((o) => o.value)).toEqual([
      '39',
      '40',
      '41',
      '42',
      '43',
      '44',
      '45',
    ]);
    expect(groups.find((g) => g.name === 'subcategory')?.options.map((o) => o.value)).toEqual([
      'Futbol 5',
      'Futbol 11',
    ]);
  });

  it('has no Categoria group on a category page', () => {
    expect(names('', 'Camisetas')).toEqual(['Marca', 'Talles', 'Subcategoria']);
  });
});

describe('appliedChips', () => {
  it('lists every applied value in panel order', () => {
    expect(appliedChips(parse('size=41&brand=Nike&category=Botines'))).toEqual([
      { name: 'category', value: 'Botines', label: 'Botines' },
      { name: 'brand', value: 'Nike', label: 'Nike' },
      { name: 'size', value: '41', label: 'Talle 41' },
    ]);
  });

  it('does not offer to remove the category of the path', () => {
    expect(appliedChips(parse('brand=Puma', 'Botines'), 'Botines')).toEqual([
      { name: 'brand', value: 'Puma', label: 'Puma' },
    ]);
  });
});

describe('storeSelections', () => {
  it('mirrors the URL into the store with catalogue ids', () => {
    expect(
      storeSelections(
        parse('category=Zapatillas&brand=Nike,Puma&tag=Urbano&size=41&subcategory=Hombre'),
      ),
    ).toEqual({
      checkedCategorys: ['9004'],
      checkedBrands: ['900', '902'],
      checkedTags: ['2001'],
      checkedSizes: ['41'],
      checkedSubcategorys: ['Hombre'],
    });
  });
});

describe('catalogueHeading', () => {
  it('names the view', () => {
    expect(catalogueHeading(parse(''))).toBe('Catálogo');
    expect(catalogueHeading(parse('search=botin'))).toBe('Resultados para "botin"');
    expect(catalogueHeading(parse('promociones=ss'))).toBe('Promociones');
    expect(catalogueHeading(parse('', 'Botines'), 'Botines')).toBe('Botines');
    expect(catalogueHeading(parse('category=Medias&brand=Nike'))).toBe('Medias');
    expect(catalogueHeading(parse('category=Medias,Botines'))).toBe('Catálogo');
  });
});
