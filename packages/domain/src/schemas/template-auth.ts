/** The /signin and /signup template pages: English copy, local confirmation only. */
import { z } from 'zod';
import { requiredText } from './common.js';
import { PASSWORD_MIN_LENGTH } from './user.js';

export const templateSignInSchema = z.object({
  email: requiredText('Enter your email'),
  // Passwords are taken as typed: spaces count.
  password: z.string({ error: 'Create a password' }).min(1),
});
export type TemplateSignIn = z.output<typeof templateSignInSchema>;

/** SPEC's "{email}, 2-4 letter end", written without nested quantifiers that could backtrack. */
const TEMPLATE_EMAIL = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*\.[a-z]{2,4}$/i;

export const templateSignUpSchema = z.object({
  // First, so that an unticked box is the first message shown.
  terms: z.boolean({ error: 'Please accept the terms and conditions' }).refine((ticked) => ticked),
  fullName: requiredText('Enter your name'),
  email: requiredText('Enter your email').pipe(
    z.string().regex(TEMPLATE_EMAIL, 'Enter a Valid email'),
  ),
  phone: requiredText('Enter your phone number'),
  password: z
    .string({ error: 'Create a password' })
    .min(1)
    .pipe(z.string().min(PASSWORD_MIN_LENGTH, 'Passwords must be at least 6 characters')),
  address: requiredText('Enter your address'),
  city: requiredText('Enter your city name'),
  country: requiredText('Enter the country you are residing'),
  zipCode: requiredText('Enter the zip code of your area'),
});
export type TemplateSignUp = z.output<typeof templateSignUpSchema>;
