import type { AdminUserAnswer } from '@shop/domain';
import { userCreateSchema } from '@shop/domain';
import { useForm } from 'react-hook-form';
import { adminJson } from '../../lib/admin/api';
import { domainResolver } from '../../lib/admin/form-resolver';
import styles from '../../components/admin/admin.module.css';
import { CreateActions, useEntityForm } from '../../components/admin/entity-form';
import { Field } from '../../components/admin/field';
import { FormAlert } from '../../components/admin/form-alert';

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

/** Each text box's own input attributes. */
const TEXT_FIELDS = {
  username: { autoComplete: 'off' },
  email: { type: 'email', autoComplete: 'off' },
  password: { type: 'password', autoComplete: 'new-password' },
  countryCode: {},
  phone: { type: 'tel' },
  country: {},
} as const;

/** A new admin user (POST /api/users) with the domain schema's messages. */
export function UserForm({ onCreated }: { onCreated: (user: AdminUserAnswer) => void }) {
  const form = useForm<UserFormValues>({
    defaultValues: EMPTY,
    resolver: domainResolver(userCreateSchema, (values: UserFormValues) => values),
  });
  const entity = useEntityForm(form, {
    detail: false,
    send: (values) => adminJson<AdminUserAnswer>('/api/users', { method: 'POST', body: values }),
    saved: USER_CREATED,
    onSaved: (user) => {
      form.reset(EMPTY);
      onCreated(user);
    },
    fieldOf: (path) => (path in EMPTY ? path : undefined),
  });
  const { errors } = form.formState;
  const text = (name: keyof typeof TEXT_FIELDS, label: string, hint?: string) => (
    <Field label={label} error={errors[name]?.message} hint={hint}>
      <input className={styles.input} {...TEXT_FIELDS[name]} {...form.register(name)} />
    </Field>
  );

  return (
    <form onSubmit={entity.submit} noValidate aria-label="Agregar administrador">
      <FormAlert message={entity.failure} onClose={() => entity.setFailure(null)} />
      <div className={styles.formGrid}>
        {text('username', 'Usuario')}
        {text('email', 'Email')}
        {text('password', 'Contraseña', 'Al menos 6 caracteres.')}
        {text('countryCode', 'Código de país')}
        {text('phone', 'Teléfono')}
        {text('country', 'País')}
        <div className={`${styles.checkboxRow} ${styles.wide}`}>
          <label className={styles.checkbox}>
            <input type="checkbox" {...form.register('owner')} />
            Dueño
          </label>
          <label className={styles.checkbox}>
            <input type="checkbox" {...form.register('checked')} />
            Verificado
          </label>
        </div>
      </div>
      <CreateActions submit="Agregar administrador" saving={form.formState.isSubmitting} />
    </form>
  );
}
