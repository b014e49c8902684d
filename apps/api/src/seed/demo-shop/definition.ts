import type { BrandName, CategoryName, Tag } from '@shop/domain';
import type { ShirtPattern } from '../pictures/clothing.js';

/** A hand-made demo product as written; demoProducts() adds stock, sales, sizes and dates. */
export type DemoDef = {
  name: string;
  brand: BrandName;
  cat: CategoryName;
  sub: string;
  price: number;
  compare?: number;
  colors: string[];
  /** B: best seller, N: new arrival, S: special offer. */
  flags?: string;
  tags?: Tag[];
  pattern?: ShirtPattern;
  soldOut?: boolean;
  disabled?: boolean;
  text: string;
};
