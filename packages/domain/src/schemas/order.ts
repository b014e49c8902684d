/**
 * What a browser may ask for when it places an order. Only identities and quantities count: any
 * price, discount, shipping amount or total in the body is accepted for SPEC.md's shape and then
 * ignored; the server prices the order from its own data (priceOrder).
 */
import { z } from 'zod';
import { readVersion } from './versions.js';
import { ORDER_STATUSES } from '../catalogue.js';
import { POSTAL_CODE_NOT_IN_PROVINCE_TEXT, postalCodeMatchesProvince } from '../address-rules.js';
import { checkoutAddressSchema } from './checkout.js';
import {
  EMAIL_PATTERN,
  nonNegativePesos,
  optionalText,
  provinceName,
  requiredText,
} from './common.js';

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

/** Told apart by `promotion`, so a wrong product line gets its own field's message. */
export const orderLineSchema = z.discriminatedUnion(
  'promotion',
  [
    orderPromotionLineSchema,
    orderProductLineSchema.extend({ promotion: z.literal(false).optional() }),
  ],
  { error: 'Una línea del pedido no es válida' },
);
export type OrderLineRequest = z.output<typeof orderLineSchema>;

const orderLines = z
  .array(orderLineSchema, { error: 'El pedido no tiene productos' })
  .min(1, 'El pedido no tiene productos')
  .max(50, 'El pedido tiene demasiadas líneas');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The chosen carrier rate: a rate object as POST /api/rates answered it (its price and days are
 * ignored: the server quotes the carrier itself), home ('D') or branch ('S'). SPEC.md's Order
 * reads any deliveredType but 'D' as branch pickup, so a rate sent without one but with a branch
 * is a branch pickup.
 */
export const chosenRateSchema = z.preprocess(
  (value) =>
    isRecord(value) &&
    value.deliveredType === undefined &&
    (value.agencyAddress || value.agencyCode)
      ? { ...value, deliveredType: 'S' }
      : value,
  z.object(
    {
      productName: requiredText('Debe elegir un método de envío'),
      deliveredType: z.enum(['D', 'S'], { error: 'Debe elegir un método de envío' }),
      productType: optionalText('El tipo de envío'),
      /** Branch pickup: the branch's code and/or its address text as the agencies call gave them. */
      agencyCode: optionalText('La sucursal'),
      agencyAddress: optionalText('La dirección de la sucursal'),
    },
    { error: 'Debe elegir un método de envío' },
  ),
);
export type ChosenRate = z.output<typeof chosenRateSchema>;

/**
 * The checkout's shipment: this shop's { rate } or SPEC.md's create-order form, the chosen rate
 * object itself (with its price, and agencyAddress for a branch).
 */
const checkoutShipmentSchema = z.preprocess(
  (value) => (isRecord(value) && !('rate' in value) ? { rate: value } : value),
  z.object({ rate: chosenRateSchema }, { error: 'Debe elegir un método de envío' }),
);

const couponCode = optionalText('El cupón');

/**
 * POST /api/create-order (Mercado Pago) and, with payment 'transfer', the checkout page's
 * POST /api/order: the cart lines, the payer (address form) and the chosen rate.
 */
export const checkoutOrderSchema = z.object(
  {
    productInfo: orderLines,
    payerInfo: checkoutAddressSchema,
    shipment: checkoutShipmentSchema,
    coupon: couponCode,
  },
  { error: 'Los datos del pedido no son válidos' },
);
export type CheckoutOrderRequest = z.output<typeof checkoutOrderSchema>;
export type CheckoutOrderInput = z.input<typeof checkoutOrderSchema>;

/**
 * SPEC.md section 7's flat POST /order body read as the checkout's { productInfo, payerInfo,
 * shipment }. shipment.rate is a rate as /api/rates answered it; a branch's agencyAddress may sit
 * on the rate or beside it; shipping_type may carry the rate object instead.
 */
function checkoutFromFlatBody(body: unknown): unknown {
  if (!isRecord(body) || 'productInfo' in body) return body;
  const shipment = isRecord(body.shipment) ? body.shipment : {};
  const rateObject = isRecord(shipment.rate)
    ? shipment.rate
    : isRecord(body.shipping_type)
      ? body.shipping_type
      : undefined;
  const agencyAddress = shipment.agencyAddress;
  const rate =
    rateObject && agencyAddress !== undefined && rateObject.agencyAddress === undefined
      ? { ...rateObject, agencyAddress }
      : rateObject;
  return {
    productInfo: body.items,
    payerInfo: {
      payerName: body.name,
      email: body.email,
      phone: body.phone,
      client_id: body.client_id,
      zipCode: shipment.zipCode,
      state: shipment.state_name,
      city: shipment.city_name,
      street: shipment.street_name,
      streetNumber: shipment.street_number,
      floor: shipment.floor,
      aclaration: shipment.aclaration,
    },
    shipment: { rate },
    coupon: body.coupon,
  };
}

/** POST /api/order from a shopper: this shop's checkout body or SPEC.md's flat order body. */
export const transferOrderSchema = z.preprocess(checkoutFromFlatBody, checkoutOrderSchema);

/** SPEC.md section 5, Order save: Enviado needs a tracking code. */
export const TRACKING_CODE_REQUIRED =
  'Debes ingresar el código de seguimiento asi el cliente puede rastrear su pedido';

/**
 * Decision 0040: an order's quantities and lines are not edited, since its total was charged or
 * told to the shopper; a size changes freely (same price).
 */
export const ITEMS_LOCKED =
  'No se puede cambiar la cantidad ni quitar productos de un pedido: su total ya se cobró o se le informó al cliente. Podés cambiar el talle, o cancelar el pedido y cargar uno nuevo.';

const orderStatus = z.enum(ORDER_STATUSES, { error: 'El estado del pedido no es válido' });
const orderEmail = requiredText('Debes ingresar un email').pipe(
  z.string().regex(EMAIL_PATTERN, 'El email ingresado no es válido'),
);

/**
 * An item line as the admin edits it in PUT /api/order/:id: the line (its `lineId` from GET),
 * its size and quantity. Other fields of the line may be sent back as they came; they are ignored.
 */
export const orderItemEditSchema = z.object({
  lineId: requiredText('Falta la línea del pedido'),
  size,
  quantity: orderProductLineSchema.shape.quantity,
});

const payer = checkoutAddressSchema.shape;

/**
 * The shipping address the owner corrects on an order (PUT /api/order/:id `shipment`): the
 * checkout's own rules, with SPEC.md section 3's order field names.
 */
export const orderAddressEditSchema = z
  .object(
    {
      zipCode: payer.zipCode,
      state_name: payer.state,
      city_name: payer.city,
      street_name: payer.street,
      street_number: payer.streetNumber,
      floor: payer.floor,
      aclaration: payer.aclaration,
    },
    { error: 'Los datos de envío no son válidos' },
  )
  .superRefine((address, context) => {
    if (!postalCodeMatchesProvince(address.zipCode, address.state_name)) {
      context.addIssue({
        code: 'custom',
        path: ['zipCode'],
        message: POSTAL_CODE_NOT_IN_PROVINCE_TEXT,
      });
    }
  });
export type OrderAddressEdit = z.output<typeof orderAddressEditSchema>;

/** PUT /api/order/:id (admin edit mode): every field optional. */
export const orderUpdateSchema = z.object(
  {
    status: orderStatus.optional(),
    track_id: optionalText('El código de seguimiento'),
    email: orderEmail.optional(),
    admin_comment: optionalText('El comentario'),
    name: payer.payerName.optional(),
    phone: payer.phone.optional(),
    client_id: payer.client_id.optional(),
    shipment: orderAddressEditSchema.optional(),
    items: z
      .array(orderItemEditSchema, { error: 'Los productos del pedido no son válidos' })
      .min(1, 'El pedido no tiene productos')
      .optional(),
    /** The order's version as the owner's page read it (decision 0030). */
    version: readVersion,
  },
  { error: 'Los datos del pedido no son válidos' },
);
export type OrderUpdate = z.output<typeof orderUpdateSchema>;

/** Shipment of an admin draft order (SPEC.md section 7's POST /order body); all optional. */
const draftShipmentSchema = z
  .object(
    {
      zipCode: optionalText('El código postal'),
      // Blank: no address yet (a sale at the counter); else a province, as at the checkout.
      state_name: optionalText('La provincia')
        .transform((text) => text || undefined)
        .pipe(provinceName.optional()),
      city_name: optionalText('La ciudad'),
      street_name: optionalText('La calle'),
      street_number: optionalText('El número de calle'),
      floor: optionalText('El piso'),
      aclaration: optionalText('La aclaración'),
      rate: z
        .object({
          productName: optionalText('El método de envío'),
          deliveredType: z
            .enum(['D', 'S'], { error: 'El tipo de entrega no es válido' })
            .optional(),
          agencyAddress: optionalText('La dirección de la sucursal'),
        })
        .optional(),
    },
    { error: 'Los datos de envío no son válidos' },
  )
  .prefault({});

/**
 * POST /api/order from the admin's /uploadorder form: SPEC.md section 7's order body. The server
 * still prices the lines from its own data and takes the stock; the admin chooses the status,
 * the payment method and the shipping amount. Any total the form sends is ignored.
 */
export const adminOrderSchema = z.object(
  {
    items: orderLines,
    name: requiredText('Completar con su nombre'),
    email: orderEmail,
    phone: optionalText('El teléfono'),
    client_id: optionalText('El DNI, Cuil o Cuit'),
    shipment: draftShipmentSchema,
    status: orderStatus.default('Pago Pendiente'),
    status_detail: optionalText('El detalle del estado'),
    track_id: optionalText('El código de seguimiento'),
    admin_comment: optionalText('El comentario'),
    /** 'transferencia' takes the transfer discount off, as at the checkout. */
    payment_method: requiredText('Debe elegir un medio de pago').default('transferencia'),
    shipping_amount: nonNegativePesos('El costo de envío no puede ser negativo').default(0),
    shipping_type: optionalText('El tipo de envío'),
    coupon: couponCode,
  },
  { error: 'Los datos del pedido no son válidos' },
);
export type AdminOrderInput = z.input<typeof adminOrderSchema>;
export type AdminOrderRequest = z.output<typeof adminOrderSchema>;
