/** Admin sign-in and the admin users list. */
import { z } from 'zod';
import { STAFF_AREAS } from '../staff-areas.js';
import { EMAIL_PATTERN, optionalText, requiredText } from './common.js';

/** SPEC 9: "Password minimum 6". */
export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing it stays cheap. */
const PASSWORD_MAX_LENGTH = 128;

export const loginSchema = z.object(
  {
    username: requiredText('Debe ingresar su usuario').max(
      40,
      'El usuario no puede tener más de 40 caracteres',
    ),
    // Passwords are taken as typed: spaces count.
    password: z
      .string({ error: 'Debe ingresar su contraseña' })
      .min(1)
      .max(PASSWORD_MAX_LENGTH, 'La contraseña no puede tener más de 128 caracteres'),
  },
  { error: 'Los datos de ingreso no son válidos' },
);
export type LoginInput = z.output<typeof loginSchema>;

export const USER_STATUSES = ['Activo', 'Inactivo'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

const username = z
  .string({ error: 'El usuario debe tener entre 3 y 40 caracteres' })
  .trim()
  .min(3)
  .max(40);
const email = requiredText('El email es obligatorio').pipe(
  z.string().regex(EMAIL_PATTERN, 'El email ingresado no es válido'),
);
const password = z
  .string({ error: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres` })
  .min(PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX_LENGTH, 'La contraseña no puede tener más de 128 caracteres');
const status = z.enum(USER_STATUSES, { error: 'El estado debe ser Activo o Inactivo' });
const owner = z.boolean({ error: 'Dueño debe ser verdadero o falso' });
const checked = z.boolean({ error: 'Verificado debe ser verdadero o falso' });
/** The areas an owner grants a staff admin (issue 44); an owner holds them all anyway. */
const permissions = z
  .array(z.enum(STAFF_AREAS, { error: 'El permiso no existe' }), {
    error: 'Los permisos deben ser una lista',
  })
  .max(STAFF_AREAS.length)
  .transform((areas) => [...new Set(areas)]);

export const userCreateSchema = z.object(
  {
    username,
    email,
    password,
    countryCode: optionalText('El código de país'),
    phone: optionalText('El teléfono'),
    country: optionalText('El país'),
    status: status.default('Activo'),
    owner: owner.default(false),
    permissions: permissions.default([]),
    checked: checked.default(false),
  },
  { error: 'Los datos del usuario no son válidos' },
);
export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserCreate = z.output<typeof userCreateSchema>;

/** Every field optional; a password is only changed when one is sent. */
export const userUpdateSchema = z.object(
  {
    username: username.optional(),
    email: email.optional(),
    password: password.optional(),
    countryCode: optionalText('El código de país'),
    phone: optionalText('El teléfono'),
    country: optionalText('El país'),
    status: status.optional(),
    owner: owner.optional(),
    permissions: permissions.optional(),
    checked: checked.optional(),
  },
  { error: 'Los datos del usuario no son válidos' },
);
export type UserUpdate = z.output<typeof userUpdateSchema>;
