import { templateSignInSchema, templateSignUpSchema } from '@shop/domain';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { shopName } from '../../lib/shop';
import styles from './auth.module.css';
import { useTemplateForm } from './template-form';
import { ShopLink } from '../shop-link';

/**
 * The page frame of the template /signin and /signup pages, which live outside the shop
 * layout: a drawn brand panel and the single <main>. Their copy is English (SPEC.md).
 */
export function AuthPage({
  headline,
  tagline,
  children,
}: {
  headline: string;
  tagline: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.page} lang="en">
      <div className={styles.side}>
        <ShopLink to="/" className={styles.logo} lang="es">
          {shopName}
        </ShopLink>
        <h2>{headline}</h2>
        <p>{tagline}</p>
      </div>
      <main className={styles.main}>
        <div className={styles.panel}>{children}</div>
      </main>
    </div>
  );
}

function Field({
  name,
  label,
  type = 'text',
  value,
  error,
  onChange,
  autoComplete,
  half = false,
}: {
  name: string;
  label: string;
  type?: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  autoComplete?: string;
  half?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`${styles.field} ${half ? styles.half : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function Confirmation({ title, text }: { title: string; text: string }) {
  return (
    <div className={styles.done} role="status">
      <span className={styles.doneIcon} aria-hidden="true">
        <svg width="30" height="30" viewBox="0 0 24 24">
          <path d="M5 12.5l4.5 4.5L19 7.5" stroke="currentColor" strokeWidth="2.6" fill="none" />
        </svg>
      </span>
      <h2>{title}</h2>
      <p>{text}</p>
      <p>
        <ShopLink to="/">Back to the shop</ShopLink>
      </p>
    </div>
  );
}

export function SignInForm() {
  const { values, errors, submitted, onChange, onSubmit } = useTemplateForm(templateSignInSchema, {
    email: '',
    password: '',
  });
  if (submitted) {
    return <Confirmation title="You are signed in" text={`Welcome back, ${values.email}.`} />;
  }
  return (
    <>
      <h1>Sign in</h1>
      <p className={styles.intro}>Welcome back! Enter your details to continue.</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Field
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={onChange}
        />
        <Field
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={onChange}
        />
        <button type="submit" className={styles.submit}>
          Sign in
        </button>
      </form>
      <p className={styles.switch}>
        Don&apos;t have an account? <ShopLink to="/signup">Sign up</ShopLink>
      </p>
    </>
  );
}

const SIGN_UP_INITIAL = {
  terms: false,
  fullName: '',
  email: '',
  phone: '',
  password: '',
  address: '',
  city: '',
  country: '',
  zipCode: '',
};

export const TERMS_MESSAGE = 'Please accept the terms and conditions';

export function SignUpForm() {
  const { values, errors, submitted, onChange, onSubmit } = useTemplateForm(
    templateSignUpSchema,
    SIGN_UP_INITIAL,
    // SPEC.md: the terms box must be ticked before the other fields are checked.
    (current) => (current.terms ? null : { terms: TERMS_MESSAGE }),
  );
  const termsId = useId();
  if (submitted) {
    return (
      <Confirmation
        title="Your account is ready"
        text={`Thanks, ${values.fullName.trim()}! We saved your details on this page only.`}
      />
    );
  }
  const field = (
    name: Exclude<keyof typeof SIGN_UP_INITIAL, 'terms'>,
    label: string,
    options: { type?: string; autoComplete?: string; half?: boolean } = {},
  ) => (
    <Field
      name={name}
      label={label}
      value={values[name]}
      error={errors[name]}
      onChange={onChange}
      {...options}
    />
  );
  return (
    <>
      <h1>Create an account</h1>
      <p className={styles.intro}>Sign up to save your details for faster checkout.</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {field('fullName', 'Full Name', { autoComplete: 'name' })}
        {field('email', 'Work Email', { type: 'email', autoComplete: 'email', half: true })}
        {field('phone', 'Phone Number', { type: 'tel', autoComplete: 'tel', half: true })}
        {field('password', 'Password', { type: 'password', autoComplete: 'new-password' })}
        {field('address', 'Address', { autoComplete: 'street-address' })}
        {field('city', 'City', { autoComplete: 'address-level2', half: true })}
        {field('country', 'Country', { autoComplete: 'country-name', half: true })}
        {field('zipCode', 'Zip/Postal code', { autoComplete: 'postal-code', half: true })}
        <div className={styles.check}>
          <label htmlFor={termsId}>
            <input
              id={termsId}
              type="checkbox"
              name="terms"
              checked={values.terms}
              onChange={onChange}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? `${termsId}-error` : undefined}
            />
            <span>
              I agree to the <ShopLink to="/terminos-y-condiciones">terms and conditions</ShopLink>
            </span>
          </label>
          {errors.terms && (
            <p id={`${termsId}-error`} className={styles.error} role="alert">
              {errors.terms}
            </p>
          )}
        </div>
        <button type="submit" className={styles.submit}>
          Sign up
        </button>
      </form>
      <p className={styles.switch}>
        Already have an account? <ShopLink to="/signin">Sign in</ShopLink>
      </p>
    </>
  );
}
