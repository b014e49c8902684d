import type { DemoCoupon } from '../catalogue/types.js';

/** Two discount coupons. */
export function demoCoupons(): DemoCoupon[] {
  return [
    {
      code: 'BIENVENIDO10',
      description: 'Bienvenida: 10% de descuento en tu compra',
      percentage: 10,
      remainingUses: 100,
    },
    {
      code: 'GOLAZO15',
      description: 'Promo de temporada: 15% de descuento en toda la tienda',
      percentage: 15,
      remainingUses: 25,
    },
  ];
}
