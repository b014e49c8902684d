import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHECKOUT_PLACEHOLDERS,
  checkoutAddressSchema,
  PROVINCES,
  type CheckoutAddressInput,
  type PayerInfo,
} from '@shop/domain';
import { useEffect, useId, useRef, type ReactElement } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import styles from './address-form.module.css';
import fields from './checkout-form.module.css';

/** The form's boxes, all text; what the shopper typed is kept when the address is edited. */
export type AddressDraft = {
  [K in keyof CheckoutAddressInput]-?: string;
};

export const EMPTY_ADDRESS: AddressDraft = {
  payerName: '',
  email: '',
  phone: '',
  zipCode: '',
  state: '',
  city: '',
  street: '',
  streetNumber: '',
  floor: '',
  aclaration: '',
  client_id: '',
};

const PROVINCE_NAMES = PROVINCES.map((p) => p.name).sort((a, b) => a.localeCompare(b, 'es'));

function Field({
  label,
  error,
  wide,
  children,
}: {
  label: string;
  error?: FieldError;
  wide?: boolean;
  children: (props: {
    id: string;
    'aria-invalid'?: boolean;
    'aria-describedby'?: string;
  }) => ReactElement;
}) {
  const id = useId();
  return (
    <div className={`${fields.field} ${wide ? styles.wide : ''}`}>
      <label className={fields.label} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error?.message && (
        <p className={fields.errorText} id={`${id}-error`}>
          {error.message}
        </p>
      )}
    </div>
  );
}

/**
 * SPEC.md section 5, checkout address: every field with its placeholder; the Spanish messages
 * show only after a Continuar that failed, then clear as each field is fixed.
 */
export function AddressForm({
  initial,
  contactEmail,
  onConfirm,
  onDraftChange,
}: {
  initial: AddressDraft;
  /** The confirmed contact e-mail fills the e-mail box and keeps it up to date. */
  contactEmail: string | null;
  onConfirm: (payer: PayerInfo, draft: AddressDraft) => void;
  /** Every change of a box, so the page can keep what was typed across a reload. */
  onDraftChange?: (draft: AddressDraft) => void;
}) {
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    watch,
    formState: { errors },
  } = useForm<CheckoutAddressInput, unknown, PayerInfo>({
    resolver: zodResolver(checkoutAddressSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initial,
  });

  // The box follows the contact e-mail while the shopper types it key by key (it is valid at
  // '…@gmail.co' already), until they write a different one here.
  const followedEmail = useRef(initial.email);
  useEffect(() => {
    if (!contactEmail) return;
    const current = getValues('email');
    if (current === '' || current === followedEmail.current) setValue('email', contactEmail);
    followedEmail.current = contactEmail;
  }, [contactEmail, getValues, setValue]);

  useEffect(() => {
    if (!onDraftChange) return;
    const subscription = watch((values) =>
      onDraftChange({ ...EMPTY_ADDRESS, ...(values as Partial<AddressDraft>) }),
    );
    return () => subscription.unsubscribe();
  }, [watch, onDraftChange]);

  const submit = handleSubmit((payer) => {
    onConfirm(payer, { ...EMPTY_ADDRESS, ...(getValues() as Partial<AddressDraft>) });
  });

  return (
    <form className={styles.addressForm} onSubmit={(event) => void submit(event)} noValidate>
      <Field label="Nombre y apellido" error={errors.payerName} wide>
        {(props) => (
          <input
            {...props}
            {...register('payerName')}
            className={fields.input}
            autoComplete="name"
            placeholder={CHECKOUT_PLACEHOLDERS.payerName}
          />
        )}
      </Field>
      <Field label="Email" error={errors.email}>
        {(props) => (
          <input
            {...props}
            {...register('email')}
            className={fields.input}
            type="email"
            autoComplete="email"
            placeholder={CHECKOUT_PLACEHOLDERS.email}
          />
        )}
      </Field>
      <Field label="Celular" error={errors.phone}>
        {(props) => (
          <input
            {...props}
            {...register('phone')}
            className={fields.input}
            type="tel"
            autoComplete="tel"
            placeholder={CHECKOUT_PLACEHOLDERS.phone}
          />
        )}
      </Field>
      <Field label="DNI, CUIL o CUIT" error={errors.client_id}>
        {(props) => (
          <input
            {...props}
            {...register('client_id')}
            className={fields.input}
            inputMode="numeric"
            placeholder={CHECKOUT_PLACEHOLDERS.client_id}
          />
        )}
      </Field>
      <Field label="Código postal" error={errors.zipCode}>
        {(props) => (
          <input
            {...props}
            {...register('zipCode')}
            className={fields.input}
            autoComplete="postal-code"
            maxLength={8}
            placeholder={CHECKOUT_PLACEHOLDERS.zipCode}
          />
        )}
      </Field>
      <Field label="Provincia" error={errors.state}>
        {(props) => (
          <select {...props} {...register('state')} className={fields.input}>
            <option value="">{CHECKOUT_PLACEHOLDERS.state}</option>
            {PROVINCE_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Ciudad" error={errors.city}>
        {(props) => (
          <input
            {...props}
            {...register('city')}
            className={fields.input}
            autoComplete="address-level2"
            placeholder={CHECKOUT_PLACEHOLDERS.city}
          />
        )}
      </Field>
      <Field label="Calle" error={errors.street}>
        {(props) => (
          <input
            {...props}
            {...register('street')}
            className={fields.input}
            autoComplete="address-line1"
            placeholder={CHECKOUT_PLACEHOLDERS.street}
          />
        )}
      </Field>
      <Field label="Número" error={errors.streetNumber}>
        {(props) => (
          <input
            {...props}
            {...register('streetNumber')}
            className={fields.input}
            inputMode="numeric"
            placeholder={CHECKOUT_PLACEHOLDERS.streetNumber}
          />
        )}
      </Field>
      <Field label="Piso y departamento (opcional)" error={errors.floor}>
        {(props) => (
          <input
            {...props}
            {...register('floor')}
            className={fields.input}
            autoComplete="address-line2"
            placeholder="Ej.: 3° B"
          />
        )}
      </Field>
      <Field label="Aclaración (opcional)" error={errors.aclaration} wide>
        {(props) => (
          <input
            {...props}
            {...register('aclaration')}
            className={fields.input}
            placeholder="Entre calles, timbre, horario de entrega…"
          />
        )}
      </Field>
      <div className={styles.wide}>
        <button type="submit" className={fields.primaryButton}>
          Continuar
        </button>
      </div>
    </form>
  );
}

/** The confirmed address in one block, with the Edit button of SPEC.md section 2. */
export function AddressSummary({ payer, onEdit }: { payer: PayerInfo; onEdit: () => void }) {
  const floor = payer.floor ? `, ${payer.floor}` : '';
  return (
    <div className={styles.confirmed}>
      <div>
        <p className={styles.confirmedMain}>{payer.payerName}</p>
        <p>
          {payer.street} {payer.streetNumber}
          {floor} · {payer.city}, {payer.state} ({payer.zipCode})
        </p>
        <p>
          {payer.email} · {payer.phone} · DNI/CUIT {payer.client_id}
        </p>
        {payer.aclaration && <p>{payer.aclaration}</p>}
      </div>
      <button type="button" className={fields.linkButton} onClick={onEdit}>
        Editar
      </button>
    </div>
  );
}
