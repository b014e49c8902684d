/**
 * Store settings the admin can change: transfer discount, shipping money rules, bank account and
 * contact.
 */
import { z } from 'zod';
import { DEFAULT_MESSAGE_TEMPLATES } from '../customer-contact.js';
import { isValidCuit } from '../identity.js';
import { isInstagramProfileUrl, youTubeId } from '../media.js';
import { DEFAULT_PRICE_TERMS } from '../price-terms.js';
import { EMAIL_PATTERN, nonNegativePesos, percent } from './common.js';

function text(label: string) {
  return z.string({ error: `${label} debe ser un texto` }).trim();
}

const anyText = (label: string) => text(label).default('');

/** A value that may be left blank, but when filled in must pass `check`. */
function blankOr(label: string, check: (value: string) => boolean, invalid: string) {
  return text(label)
    .refine((value) => value === '' || check(value), invalid)
    .default('');
}

export const settingsSchema = z.object(
  {
    transferDiscountPercent: percent(
      'El descuento por transferencia debe estar entre 0 y 100',
    ).default(DEFAULT_PRICE_TERMS.transferDiscountPercent),
    /** Pesos; shipping is free from this cart subtotal on ("Envío gratis desde $45.000"). */
    freeShippingThreshold: nonNegativePesos(
      'El monto para envío gratis no puede ser negativo',
    ).default(DEFAULT_PRICE_TERMS.freeShippingThreshold),
    /** Pesos added when the shopper chooses home delivery. */
    homeDeliverySurcharge: nonNegativePesos(
      'El recargo por envío a domicilio no puede ser negativo',
    ).default(DEFAULT_PRICE_TERMS.homeDeliverySurcharge),
    /** Shown on the transfer confirmation page; blank until the admin fills it in. */
    bankAccount: z
      .object(
        {
          bank: anyText('El banco'),
          holder: anyText('El titular'),
          cbu: blankOr('El CBU', (cbu) => /^\d{22}$/.test(cbu), 'El CBU debe tener 22 dígitos'),
          alias: blankOr(
            'El alias',
            (alias) => /^[A-Za-z0-9.-]{6,20}$/.test(alias),
            'El alias debe tener entre 6 y 20 letras, números, puntos o guiones',
          ),
          cuit: blankOr('El CUIT', isValidCuit, 'El CUIT ingresado no es válido'),
        },
        { error: 'Los datos de la cuenta bancaria no son válidos' },
      )
      .prefault({}),
    contact: z
      .object(
        {
          whatsapp: anyText('El WhatsApp'),
          email: blankOr(
            'El email',
            (email) => EMAIL_PATTERN.test(email),
            'El email ingresado no es válido',
          ),
          phone: anyText('El teléfono'),
          instagram: blankOr(
            'El Instagram',
            isInstagramProfileUrl,
            'El Instagram debe ser un enlace https://www.instagram.com/…',
          ),
        },
        { error: 'Los datos de contacto no son válidos' },
      )
      .prefault({}),
    /** The shipping labels' Remitente, and the packing slips' heading. */
    sender: z
      .object(
        {
          name: text('El nombre del remitente')
            .min(1, { error: 'Escribí el nombre del remitente: va en las etiquetas y los remitos' })
            .max(80, { error: 'El nombre del remitente debe tener hasta 80 caracteres' })
            .default('Tienda deportiva'),
          address: text('La dirección del remitente')
            .max(120, { error: 'La dirección del remitente debe tener hasta 120 caracteres' })
            .default(''),
          city: text('La localidad del remitente')
            .max(80, { error: 'La localidad del remitente debe tener hasta 80 caracteres' })
            .default(''),
          province: text('La provincia del remitente')
            .max(80, { error: 'La provincia del remitente debe tener hasta 80 caracteres' })
            .default(''),
          zipCode: blankOr(
            'El código postal del remitente',
            (zip) => /^(\d{4}|[A-Za-z]\d{4}[A-Za-z]{3})$/.test(zip),
            'El código postal del remitente debe tener 4 dígitos (1425) o la forma C1425ABC',
          ),
        },
        { error: 'Los datos del remitente no son válidos' },
      )
      .prefault({}),
    /** The home page's brand video (YouTube link or id); blank shows the poster alone. */
    brandVideoYoutube: blankOr(
      'El video de la marca',
      (value) => youTubeId(value) !== null,
      'El video de la marca debe ser un enlace de YouTube',
    ),
    /** Sizes with this many units or fewer show on the dashboard and in the daily digest. */
    lowStockThreshold: z
      .number({ error: 'El umbral de stock bajo debe ser un número entero entre 0 y 1000' })
      .int({ error: 'El umbral de stock bajo debe ser un número entero entre 0 y 1000' })
      .min(0, { error: 'El umbral de stock bajo debe ser un número entero entre 0 y 1000' })
      .max(1000, { error: 'El umbral de stock bajo debe ser un número entero entre 0 y 1000' })
      .default(3),
    /** 'Generar envío' by itself: a paid order is imported into MiCorreo without the admin. */
    autoImportShipments: z
      .boolean({ error: 'Generar envíos automáticamente debe ser sí o no' })
      .default(false),
    /**
     * What the buyer reads on the card statement (Mercado Pago's statement_descriptor, 16
     * characters at most): a recognisable name means fewer chargebacks. Blank: not sent.
     */
    statementDescriptor: text('El nombre en el resumen de la tarjeta')
      .max(16, { error: 'El nombre en el resumen de la tarjeta debe tener hasta 16 caracteres' })
      .regex(/^[A-Za-z0-9 .*-]*$/, {
        error:
          'El nombre en el resumen de la tarjeta solo puede tener letras sin acentos, números, espacios, puntos, asteriscos y guiones',
      })
      .default(''),
    serviceHours: text('El horario de atención').default(
      'Lunes a Viernes de 9:00 a 21:00, Sábados de 10:00 a 18:00',
    ),
    /** Messages to customers from an order (WhatsApp, e-mail), with {placeholders}; issue 44. */
    messageTemplates: z
      .array(
        z.object({
          name: text('El nombre del mensaje')
            .min(1, { error: 'Cada mensaje necesita un nombre' })
            .max(60, { error: 'El nombre del mensaje debe tener hasta 60 caracteres' }),
          text: text('El texto del mensaje')
            .min(1, { error: 'Cada mensaje necesita un texto' })
            .max(1000, { error: 'El texto del mensaje debe tener hasta 1000 caracteres' }),
        }),
        { error: 'Los mensajes a clientes no son válidos' },
      )
      .max(20, { error: 'Podés guardar hasta 20 mensajes' })
      .default(DEFAULT_MESSAGE_TEMPLATES),
  },
  { error: 'Los datos de la configuración no son válidos' },
);
export type SettingsInput = z.input<typeof settingsSchema>;
export type Settings = z.output<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = settingsSchema.parse({});

/**
 * The settings only the back office reads: the sender's address (maybe the owner's home) and the
 * messages to customers. GET /api/settings is public, so it answers the others alone.
 */
export const publicSettingsSchema = settingsSchema.omit({ sender: true, messageTemplates: true });
export type PublicSettings = z.output<typeof publicSettingsSchema>;

export function publicSettingsOf(settings: Settings): PublicSettings {
  const { sender: _sender, messageTemplates: _templates, ...shown } = settings;
  return shown;
}
