/** The shopper's side of checkout: the contact e-mail step and the address (payer info) form. */
import { z } from 'zod';
import {
  isValidClientId,
  isValidPostalCode,
  normalizeClientId,
  normalizePostalCode,
} from '../identity.js';
import {
  INVALID_PHONE_TEXT,
  isValidArgentinePhone,
  POSTAL_CODE_NOT_IN_PROVINCE_TEXT,
  postalCodeMatchesProvince,
} from '../address-rules.js';
import {
  EMAIL_PATTERN,
  nonNegativePesos,
  optionalText,
  provinceName,
  requiredText,
} from './common.js';

const INVALID_EMAIL = 'El email ingresado no es válido';

const emailAddress = z.string().regex(EMAIL_PATTERN, INVALID_EMAIL);

/** Contact e-mail step: a single value (not an object), confirmed as soon as it passes. */
export const contactEmailSchema = requiredText('Debes ingresar un email.').pipe(emailAddress);

export const checkoutAddressSchema = z
  .object(
    {
      payerName: requiredText('Completar con su nombre'),
      email: requiredText('Debes ingresar un email').pipe(emailAddress),
      phone: requiredText('Debe ingresar su número de celular').pipe(
        z.string().refine(isValidArgentinePhone, INVALID_PHONE_TEXT),
      ),
      zipCode: requiredText('Debe ingresar su código postal').pipe(
        z
          .string()
          .refine(isValidPostalCode, 'El código postal ingresado no es válido')
          .transform(normalizePostalCode),
      ),
      state: requiredText('Debe completar con su provincia').pipe(provinceName),
      city: requiredText('Debe completar con su ciudad'),
      street: requiredText('Debe ingresar su calle'),
      streetNumber: requiredText('Debe ingresar su número de calle'),
      floor: optionalText('El piso'),
      aclaration: optionalText('La aclaración'),
      client_id: requiredText('Debe ingresar su DNI, Cuil o Cuit').pipe(
        z
          .string()
          .refine(isValidClientId, 'El DNI, Cuil o Cuit ingresado no es válido')
          .transform(normalizeClientId),
      ),
    },
    { error: 'Los datos de envío no son válidos' },
  )
  .superRefine((address, context) => {
    if (!postalCodeMatchesProvince(address.zipCode, address.state)) {
      context.addIssue({
        code: 'custom',
        path: ['zipCode'],
        message: POSTAL_CODE_NOT_IN_PROVINCE_TEXT,
      });
    }
  });
export type CheckoutAddressInput = z.input<typeof checkoutAddressSchema>;
/** Payer info as the server keeps it: postal code upper-case, client_id digits only. */
export type PayerInfo = z.output<typeof checkoutAddressSchema>;

export const CHECKOUT_PLACEHOLDERS = {
  payerName: 'Completar con su nombre',
  email: 'Completar email',
  phone: 'Colocar su número',
  zipCode: 'Colocar código postal',
  state: 'Completar con su provincia',
  city: 'Completar con su ciudad',
  street: 'Completar con su calle',
  streetNumber: 'Completar con su número de calle',
  client_id: 'Completar con su DNI, Cuil o Cuit',
} as const;

/**
 * The checkout shows what it will charge (decision 0030): the order calls (POST /api/order,
 * POST /api/create-order) may carry the total the shopper saw; when the server's total differs
 * they answer 409 with this code, the lines as priced now and the new total, and place nothing.
 */
export const PRICE_CHANGED_ERROR = 'price_changed';
export const PRICE_CHANGED_MESSAGE =
  'Los precios cambiaron desde que armaste tu pedido. Revisá el nuevo total y confirmalo para continuar.';

/** The optional total of an order call, in pesos. SPEC's own clients send none. */
export const expectedTotalSchema = z.object({
  expectedTotal: nonNegativePesos('El total esperado debe ser un monto en pesos').optional(),
});
export type ExpectedTotalInput = z.input<typeof expectedTotalSchema>;

/** One line of the order as the server priced it now, in the order the request named them. */
export const pricedOrderLineSchema = z.union([
  z.object({
    promotion: z.literal(true),
    id: z.string(),
    /** Each product's unit price now, pesos (the free one too). */
    products: z.array(z.object({ id: z.string(), size: z.string(), price: z.number() })),
    /** What the bundle costs now, pesos. */
    price: z.number(),
  }),
  z.object({
    id: z.string(),
    size: z.string(),
    quantity: z.number().int(),
    /** Unit price now, pesos. */
    price: z.number(),
  }),
]);
export type PricedOrderLine = z.infer<typeof pricedOrderLineSchema>;

/** The 409 of an order whose total changed: nothing was placed. */
export const priceChangedAnswerSchema = z.object({
  error: z.literal(PRICE_CHANGED_ERROR),
  message: z.string(),
  lines: z.array(pricedOrderLineSchema),
  /** Pesos: what the order costs now with the payment, coupon and shipping asked for. */
  total: z.number(),
});
export type PriceChangedAnswer = z.infer<typeof priceChangedAnswerSchema>;
