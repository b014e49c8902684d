import { describe, expect, it } from 'vitest';
import { pageCount, pageOf, pageWindow } from './paging';

describe('admin list paging (10 a page, two pages either side)', () => {
  it('counts pages of 10, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(95)).toBe(10);
  });

  it('offers the current page and two either side, clipped at the ends', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('slices one page of rows', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(pageOf(rows, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageOf(rows, 3)).toEqual([21, 22, 23]);
  });
});
