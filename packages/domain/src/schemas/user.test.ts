import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, loginSchema, userCreateSchema, userUpdateSchema } from './user.js';
import { errorsOf } from '../test/schema-errors.js';

const user = {
  username: 'admin',
  email: 'admin@tienda.com.ar',
  password: 'secreto1',
  countryCode: '+54',
  phone: '1155551234',
  country: 'Argentina',
};

describe('loginSchema', () => {
  it('takes a username and a password as typed', () => {
    expect(loginSchema.parse({ username: ' admin ', password: ' clave ' })).toEqual({
      username: 'admin',
      password: ' clave ',
    });
  });

  it('asks for both and bounds their length', () => {
    expect(errorsOf(loginSchema, {})).toEqual({
      username: 'Debe ingresar su usuario',
      password: 'Debe ingresar su contraseña',
    });
    expect(errorsOf(loginSchema, { username: 'a'.repeat(41), password: 'x'.repeat(129) })).toEqual({
      username: 'El usuario no puede tener más de 40 caracteres',
      password: 'La contraseña no puede tener más de 128 caracteres',
    });
  });
});

describe('userCreateSchema', () => {
  it('accepts a new user and fills in status, owner, checked and no areas', () => {
    expect(userCreateSchema.parse(user)).toEqual({
      ...user,
      status: 'Activo',
      owner: false,
      checked: false,
      permissions: [],
    });
    expect(
      userCreateSchema.parse({ ...user, status: 'Inactivo', owner: true, checked: true }),
    ).toMatchObject({
      status: 'Inactivo',
      owner: true,
      checked: true,
    });
  });

  it('needs a username of 3 to 40 characters', () => {
    for (const username of [undefined, 'ab', 'a'.repeat(41)]) {
      expect(errorsOf(userCreateSchema, { ...user, username })).toEqual({
        username: 'El usuario debe tener entre 3 y 40 caracteres',
      });
    }
  });

  it('needs a valid e-mail', () => {
    expect(errorsOf(userCreateSchema, { ...user, email: '' })).toEqual({
      email: 'El email es obligatorio',
    });
    expect(errorsOf(userCreateSchema, { ...user, email: 'admin@' })).toEqual({
      email: 'El email ingresado no es válido',
    });
  });

  it('needs a password of at least 6 characters (SPEC: Password minimum 6)', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    for (const password of [undefined, '', '12345']) {
      expect(errorsOf(userCreateSchema, { ...user, password })).toEqual({
        password: 'La contraseña debe tener al menos 6 caracteres',
      });
    }
  });

  it('knows only the Activo and Inactivo statuses', () => {
    expect(errorsOf(userCreateSchema, { ...user, status: 'Borrado' })).toEqual({
      status: 'El estado debe ser Activo o Inactivo',
    });
    expect(errorsOf(userCreateSchema, { ...user, owner: 'sí' })).toEqual({
      owner: 'Dueño debe ser verdadero o falso',
    });
  });
});

describe('userUpdateSchema', () => {
  it('changes only what is sent, the password included', () => {
    expect(userUpdateSchema.parse({})).toEqual({});
    expect(userUpdateSchema.parse({ owner: true, checked: false })).toEqual({
      owner: true,
      checked: false,
    });
    expect(userUpdateSchema.parse({ password: 'nueva-clave' })).toEqual({
      password: 'nueva-clave',
    });
  });

  it('keeps the creation rules for what is sent', () => {
    expect(errorsOf(userUpdateSchema, { password: '123', username: 'x' })).toEqual({
      username: 'El usuario debe tener entre 3 y 40 caracteres',
      password: 'La contraseña debe tener al menos 6 caracteres',
    });
  });
});
