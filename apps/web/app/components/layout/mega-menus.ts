import { defaultSizesFor, type CategoryName } from '@shop/domain';

export interface MegaMenuLink {
  label: string;
  brand?: string;
  subcategory?: string;
}

export interface MegaMenu {
  category: CategoryName;
  slug: string;
  /** Brand column, starting with "all of the category". */
  brands: MegaMenuLink[];
  /** 'Para' column: the category's subtypes. */
  uses: MegaMenuLink[];
  sizes: string[];
}

/** SPEC.md section 2: the hover menus of Botines, Camisetas and Indumentaria. */
export const MEGA_MENUS: readonly MegaMenu[] = [
  {
    category: 'Botines',
    slug: 'botines',
    brands: [
      { label: 'Todos los botines' },
      { label: 'Adidas', brand: 'Adidas' },
      { label: 'Nike', brand: 'Nike' },
      { label: 'Puma', brand: 'Puma' },
    ],
    uses: [
      { label: 'Futbol 5', subcategory: 'Futbol 5' },
      { label: 'Futbol 11', subcategory: 'Futbol 11' },
    ],
    sizes: defaultSizesFor('Botines'),
  },
  {
    category: 'Camisetas',
    slug: 'camisetas',
    brands: [
      { label: 'Todas las camisetas' },
      { label: 'Adidas', brand: 'Adidas' },
      { label: 'Nike', brand: 'Nike' },
    ],
    uses: [
      { label: 'Retro', subcategory: 'Retro' },
      { label: '24/25', subcategory: '24/25' },
    ],
    sizes: defaultSizesFor('Camisetas'),
  },
  {
    category: 'Indumentaria',
    slug: 'indumentaria',
    brands: [
      { label: 'Toda la indumentaria' },
      { label: 'Adidas', brand: 'Adidas' },
      { label: 'Nike', brand: 'Nike' },
    ],
    uses: [
      { label: 'Campera', subcategory: 'Campera' },
      { label: 'Buzo', subcategory: 'Buzo' },
      { label: 'Chaleco', subcategory: 'Chaleco' },
      { label: 'Conjunto', subcategory: 'Conjunto' },
      { label: 'Calzas', subcategory: 'Calzas' },
    ],
    sizes: defaultSizesFor('Indumentaria'),
  },
];

export function megaMenuFor(category: string): MegaMenu | undefined {
  return MEGA_MENUS.find((menu) => menu.category === category);
}
