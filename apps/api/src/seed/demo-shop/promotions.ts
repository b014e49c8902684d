import { isoDate, startOfUtcDay } from '../catalogue/dates.js';
import type { DemoOptions, DemoPromotion } from '../catalogue/types.js';

function monthsAhead(today: number, months: number): string {
  const date = new Date(today);
  date.setUTCMonth(date.getUTCMonth() + months);
  return isoDate(date.getTime());
}

/** Exactly three promotions: a 2x1, a 3x2 and a gift ('Regalo'), ending months from now. */
export function demoPromotions(options: DemoOptions = {}): DemoPromotion[] {
  const today = startOfUtcDay(options.now ?? new Date());
  return [
    {
      title: '2x1 en medias',
      description:
        'Llevá dos pares de medias y pagá uno. Combiná cortas y largas como quieras: el par de menor precio es gratis.',
      type: '2x1',
      categories: ['Medias'],
      subcategories: ['Cortas', 'Largas'],
      giftCategories: [],
      giftSubcategories: [],
      endDate: monthsAhead(today, 2),
      colorHex: ['#d62b2b', '#f2c230'],
    },
    {
      title: '3x2 en camisetas',
      description:
        'Elegí tres camisetas de la temporada 24/25 o retro y pagá dos. La de menor precio va de regalo.',
      type: '3x2',
      categories: ['Camisetas'],
      subcategories: ['24/25', 'Retro'],
      giftCategories: [],
      giftSubcategories: [],
      endDate: monthsAhead(today, 3),
      colorHex: ['#1b2a4a', '#75aadb'],
    },
    {
      title: 'Botines con medias de regalo',
      description:
        'Comprá un par de botines de fútbol 5 o fútbol 11 y llevate de regalo un par de medias largas para el partido.',
      type: 'Regalo',
      categories: ['Botines'],
      subcategories: ['Futbol 5', 'Futbol 11'],
      giftCategories: ['Medias'],
      giftSubcategories: ['Largas'],
      endDate: monthsAhead(today, 4),
      colorHex: ['#2e8b57', '#f4f4f2'],
    },
  ];
}
