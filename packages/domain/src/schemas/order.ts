/**
 * What a browser may ask for when it places an order. Only identities and quantities count: any
 * price, discount, shipping amount or total in the body is accepted for SPEC.md's shape and then
 * ignored; the server prices the order from its own data (priceOrder).
 */
import { z } from 'zod';
import { checkoutAddressSchema } from './checkout.js';
import { optionalText, requiredText } from './common.js';

const MAX_UNITS_PER_LINE = 99;

const productId = requiredText('Falta el producto del pedido');
const size = requiredText('Falta el talle del producto');
const variantRef = z.object({ id: z.number().int() }, { error: 'La variante no es válida' });

/** A plain cart line: product, variant, size and how many. */
export const orderProductLineSchema = z.object({
  id: productId,
  size,
  variant: variantRef.optional(),
  quantity: z
    .number({ error: 'La cantidad debe ser un número entero mayor que 0' })
    .int('La cantidad debe ser un número entero mayor que 0')
    .min(1, 'La cantidad debe ser un número entero mayor que 0')
    .max(MAX_UNITS_PER_LINE, `No se pueden pedir más de ${MAX_UNITS_PER_LINE} unidades por línea`),
});

/** A promotion line: the promotion and the products the shopper composed (one unit each). */
export const orderPromotionLineSchema = z.object({
  promotion: z.literal(true),
  id: requiredText('Falta la promoción del pedido'),
  products: z
    .array(
      z.object({
        id: productId,
        size,
        variant: variantRef.optional(),
        gift: z.boolean().optional(),
      }),
      { error: 'Los productos de la promoción no son válidos' },
    )
    .min(1, 'La promoción no tiene productos'),
});

export const orderLineSchema = z.union([orderPromotionLineSchema, orderProductLineSchema], {
  error: 'Una línea del pedido no es válida',
});
export type OrderLineRequest = z.output<typeof orderLineSchema>;

const orderLines = z
  .array(orderLineSchema, { error: 'El pedido no tiene productos' })
  .min(1, 'El pedido no tiene productos')
  .max(50, 'El pedido tiene demasiadas líneas');

/** The chosen carrier rate: its name (a 'Clasico' product), home ('D') or branch ('S'). */
export const chosenRateSchema = z.object(
  {
    productName: requiredText('Debe elegir un método de envío'),
    deliveredType: z.enum(['D', 'S'], { error: 'Debe elegir un método de envío' }),
    /** Branch pickup: the branch's code and address as the agencies call gave them. */
    agencyCode: optionalText('La sucursal'),
    agencyAddress: optionalText('La dirección de la sucursal'),
  },
  { error: 'Debe elegir un método de envío' },
);
export type ChosenRate = z.output<typeof chosenRateSchema>;

const couponCode = optionalText('El cupón');

/**
 * POST /api/create-order (Mercado Pago) and, with payment 'transfer', the checkout page's
 * POST /api/order: the cart lines, the payer (address form) and the chosen rate.
 */
export const checkoutOrderSchema = z.object(
  {
    productInfo: orderLines,
    payerInfo: checkoutAddressSchema,
    shipment: z.object({ rate: chosenRateSchema }, { error: 'Debe elegir un método de envío' }),
    coupon: couponCode,
  },
  { error: 'Los datos del pedido no son válidos' },
);
export type CheckoutOrderRequest = z.output<typeof checkoutOrderSchema>;
export type CheckoutOrderInput = z.input<typeof checkoutOrderSchema>;
