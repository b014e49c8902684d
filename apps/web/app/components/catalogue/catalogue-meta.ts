import { pageTitle } from '../../lib/shop';
import { catalogueHeading, type CatalogueQuery } from './catalogue-query';

/** `meta` of a catalogue view: title, description and canonical link. */
export function catalogueMeta(
  data: { query: CatalogueQuery; canonical: string; total: number } | undefined,
  transferDiscountPercent: number,
  fixedCategory?: string,
) {
  if (!data) return [{ title: pageTitle('Catálogo') }];
  const { query } = data;
  const singleCategory =
    fixedCategory ?? (query.category.length === 1 ? query.category[0] : undefined);
  const title = catalogueHeading(query, fixedCategory);
  const description = query.promotions
    ? 'Promociones vigentes de la Tienda deportiva: 2x1, 3x2 y regalos en botines, camisetas, medias y más.'
    : query.search
      ? `${data.total} productos para "${query.search}" en la Tienda deportiva: botines, camisetas, zapatillas e indumentaria Nike, Adidas y Puma.`
      : singleCategory
        ? `${singleCategory} Nike, Adidas y Puma en la Tienda deportiva. ${transferDiscountPercent}% de descuento pagando con transferencia y envíos a todo el país.`
        : `Catálogo de botines, camisetas, zapatillas, indumentaria, medias y accesorios Nike, Adidas y Puma. ${transferDiscountPercent}% de descuento pagando con transferencia.`;
  return [
    { title: pageTitle(title) },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: data.canonical },
  ];
}
