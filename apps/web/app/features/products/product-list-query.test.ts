import { describe, expect, it } from 'vitest';
import { apiQueryOf, listQueryOf, withChange } from './product-list-query';

describe('products list query in the URL', () => {
  it('keeps only known, non-blank keys and adds the page size for the API', () => {
    const query = listQueryOf(new URLSearchParams('q=adiddas&brand=&x=1&page=2&stock=low'));
    expect(query).toEqual({ q: 'adiddas', page: '2', stock: 'low' });
    expect(apiQueryOf(query)).toBe('q=adiddas&stock=low&page=2&limit=20');
  });

  it('goes back to page 1 on a filter change, and forgets the subcategory of another category', () => {
    const query = { category: 'Botines', subcategory: 'Futbol 5', page: '3' };
    expect(withChange(query, 'page', '4')).toBe('?category=Botines&subcategory=Futbol+5&page=4');
    expect(withChange(query, 'category', 'Medias')).toBe('?category=Medias');
    expect(withChange({ q: 'x' }, 'q', '')).toBe('');
  });
});
