import { describe, expect, it } from 'vitest';
import { zodErrorToApiError } from './api-error.js';
import { templateSignInSchema, templateSignUpSchema } from './template-auth.js';
import { errorsOf } from '../test/schema-errors.js';

const signUp = {
  terms: true,
  fullName: 'Ana Gómez',
  email: 'ana@club.com',
  phone: '+54 11 5555 1234',
  password: 'secreto',
  address: 'Av. Corrientes 1234',
  city: 'Buenos Aires',
  country: 'Argentina',
  zipCode: '1043',
};

describe('templateSignInSchema', () => {
  it('accepts an e-mail and a password', () => {
    expect(templateSignInSchema.parse({ email: 'ana@club.com', password: ' x ' })).toEqual({
      email: 'ana@club.com',
      password: ' x ',
    });
  });

  it('asks for both', () => {
    expect(errorsOf(templateSignInSchema, { email: '', password: '' })).toEqual({
      email: 'Enter your email',
      password: 'Create a password',
    });
  });
});

describe('templateSignUpSchema', () => {
  it('accepts a complete sign-up', () => {
    expect(templateSignUpSchema.parse(signUp)).toEqual(signUp);
  });

  it('gives SPEC messages for every empty field', () => {
    expect(
      errorsOf(templateSignUpSchema, {
        terms: true,
        fullName: '',
        email: '',
        phone: '',
        password: '',
        address: '',
        city: '',
        country: '',
        zipCode: '',
      }),
    ).toEqual({
      fullName: 'Enter your name',
      email: 'Enter your email',
      phone: 'Enter your phone number',
      password: 'Create a password',
      address: 'Enter your address',
      city: 'Enter your city name',
      country: 'Enter the country you are residing',
      zipCode: 'Enter the zip code of your area',
    });
  });

  it('puts an unticked terms box first', () => {
    const result = templateSignUpSchema.safeParse({ ...signUp, terms: false, fullName: '' });
    if (result.success) throw new Error('expected a rejection');
    expect(zodErrorToApiError(result.error)).toMatchObject({
      message: 'Please accept the terms and conditions',
      field: 'terms',
    });
    expect(errorsOf(templateSignUpSchema, { ...signUp, terms: undefined })).toEqual({
      terms: 'Please accept the terms and conditions',
    });
  });

  it('wants an e-mail ending in 2 to 4 letters', () => {
    expect(templateSignUpSchema.parse({ ...signUp, email: 'ana@club.info' }).email).toBe(
      'ana@club.info',
    );
    for (const email of ['ana', 'ana@club', 'ana@club.c', 'ana@club.comar', 'ana@club.c0m']) {
      expect(errorsOf(templateSignUpSchema, { ...signUp, email })).toEqual({
        email: 'Enter a Valid email',
      });
    }
  });

  it('wants passwords of at least 6 characters', () => {
    expect(errorsOf(templateSignUpSchema, { ...signUp, password: '12345' })).toEqual({
      password: 'Passwords must be at least 6 characters',
    });
    expect(templateSignUpSchema.parse({ ...signUp, password: '123456' }).password).toBe('123456');
  });
});
