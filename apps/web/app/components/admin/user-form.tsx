import { userCreateSchema } from '@shop/domain';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { AdminApiError, adminJson, errorMessage } from '../../lib/admin/api';
import { domainResolver } from '../../lib/admin/form-resolver';
import { useUnsavedChangesWarning } from '../../lib/admin/unsaved-changes';
import type { AdminUser } from '../../lib/admin/types';
import { showToast } from '../toasts';
import styles from './admin.module.css';
import { Field } from './field';
import { FormAlert } from './form-alert';

export const USER_CREATED = 'Usuario creado exitosamente';

interface UserFormValues {
  username: string;
  email: string;
  password: string;
  countryCode: string;
  phone: string;
  country: string;
  owner: boolean;
  checked: boolean;
}

const EMPTY: UserFormValues = {
  username: '',
  email: '',
  password: '',
  countryCode: '+54',
  phone: '',
  country: 'Argentina',
  owner: false,
  checked: false,
};

/** A new admin user (POST /api/users) with the domain schema's messages. */
export function UserForm({ onCreated }: { onCreated: (user: AdminUser) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<UserFormValues>({
    defaultValues: EMPTY,
    resolver: domainResolver(userCreateSchema, (values: UserFormValues) => values),
  });
  const allowLeaving = useUnsavedChangesWarning(isDirty);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const user = await adminJson<AdminUser>('/api/users', { method: 'POST', body: values });
      allowLeaving();
      reset(EMPTY);
      showToast(USER_CREATED, { durationMs: 4000 });
      onCreated(user);
    } catch (error) {
      setFailure(errorMessage(error));
      if (error instanceof AdminApiError && error.field && error.field in EMPTY) {
        setError(error.field as Path<UserFormValues>, { type: 'server', message: error.message });
      }
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Agregar administrador">
      <FormAlert message={failure} onClose={() => setFailure(null)} />
      <div className={styles.formGrid}>
        <Field label="Usuario" error={errors.username?.message}>
          <input className={styles.input} autoComplete="off" {...register('username')} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <input className={styles.input} type="email" autoComplete="off" {...register('email')} />
        </Field>
        <Field label="Contraseña" error={errors.password?.message} hint="Al menos 6 caracteres.">
          <input
            className={styles.input}
            type="password"
            autoComplete="new-password"
            {...register('password')}
          />
        </Field>
        <Field label="Código de país" error={errors.countryCode?.message}>
          <input className={styles.input} {...register('countryCode')} />
        </Field>
        <Field label="Teléfono" error={errors.phone?.message}>
          <input className={styles.input} type="tel" {...register('phone')} />
        </Field>
        <Field label="País" error={errors.country?.message}>
          <input className={styles.input} {...register('country')} />
        </Field>
        <div className={`${styles.checkboxRow} ${styles.wide}`}>
          <label className={styles.checkbox}>
            <input type="checkbox" {...register('owner')} />
            Dueño
          </label>
          <label className={styles.checkbox}>
            <input type="checkbox" {...register('checked')} />
            Verificado
          </label>
        </div>
      </div>
      <div className={styles.formActions}>
        <button type="submit" className={styles.buttonPrimary} disabled={isSubmitting}>
          {isSubmitting ? 'Guardando…' : 'Agregar administrador'}
        </button>
      </div>
    </form>
  );
}
