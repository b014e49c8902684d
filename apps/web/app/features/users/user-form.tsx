import {
  STAFF_AREA_LABELS,
  STAFF_AREAS,
  userCreateSchema,
  userUpdateSchema,
  type AdminUserAnswer,
  type StaffArea,
} from '@shop/domain';
import { useForm } from 'react-hook-form';
import { useAdminAccess } from '../../lib/admin/admin-context';
import { adminJson } from '../../lib/admin/api';
import { domainResolver } from '../../lib/admin/form-resolver';
import styles from '../../components/admin/admin.module.css';
import { CreateActions, SAVED_TEXT, useEntityForm } from '../../components/admin/entity-form';
import { Field } from '../../components/admin/field';
import { FormAlert } from '../../components/admin/form-alert';
import { Button } from '../../components/ui/button';

export const USER_CREATED = 'Usuario creado exitosamente';

interface UserFormValues {
  username: string;
  email: string;
  password: string;
  countryCode: string;
  phone: string;
  country: string;
  owner: boolean;
  permissions: StaffArea[];
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
  permissions: [],
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

function valuesOf(user: AdminUserAnswer): UserFormValues {
  const { username, email, countryCode, phone, country, owner, permissions, checked } = user;
  return {
    username,
    email,
    password: '',
    countryCode,
    phone,
    country,
    owner,
    permissions,
    checked,
  };
}

/**
 * The body sent: an edit leaves the password alone while its box is empty, and only a Dueño
 * sends the role and the areas (a staff admin with the users area cannot grant them).
 */
function bodyOf(values: UserFormValues, editing: boolean, grants: boolean) {
  const { password, owner, permissions, ...rest } = values;
  return {
    ...rest,
    ...(editing && password === '' ? {} : { password }),
    ...(grants ? { owner, permissions: owner ? [] : permissions } : {}),
  };
}

/**
 * The one admin user form: a new user (POST /api/users) or, given `user`, its edit
 * (PUT /api/users/:id), with the domain schema's messages. A Dueño also picks the role and
 * the staff areas the user may use (issue 44).
 */
export function UserForm({
  user,
  onSaved,
  onCancel,
}: {
  user?: AdminUserAnswer;
  onSaved: (user: AdminUserAnswer) => void;
  onCancel?: () => void;
}) {
  const grants = useAdminAccess().owner;
  const editing = user !== undefined;
  const initial = user ? valuesOf(user) : EMPTY;
  const form = useForm<UserFormValues>({
    defaultValues: initial,
    resolver: domainResolver(editing ? userUpdateSchema : userCreateSchema, (values) =>
      bodyOf(values, editing, grants),
    ),
  });
  const entity = useEntityForm(form, {
    detail: false,
    send: (values) =>
      adminJson<AdminUserAnswer>(user ? `/api/users/${user.id}` : '/api/users', {
        method: user ? 'PUT' : 'POST',
        body: bodyOf(values, editing, grants),
      }),
    saved: editing ? SAVED_TEXT : USER_CREATED,
    onSaved: (saved) => {
      form.reset(editing ? valuesOf(saved) : EMPTY);
      onSaved(saved);
    },
    fieldOf: (path) => {
      const field = path.split('.')[0] ?? '';
      return field in EMPTY ? field : undefined;
    },
  });
  const { errors } = form.formState;
  const isOwner = form.watch('owner');
  const text = (name: keyof typeof TEXT_FIELDS, label: string, hint?: string) => (
    <Field label={label} error={errors[name]?.message} hint={hint}>
      <input className={styles.input} {...TEXT_FIELDS[name]} {...form.register(name)} />
    </Field>
  );
  const label = editing ? `Editar a ${user.username}` : 'Agregar administrador';

  return (
    <form onSubmit={entity.submit} noValidate aria-label={label}>
      <FormAlert message={entity.failure} onClose={() => entity.setFailure(null)} />
      <div className={styles.formGrid}>
        {text('username', 'Usuario')}
        {text('email', 'Email')}
        {text(
          'password',
          'Contraseña',
          editing
            ? 'Vacía: no cambia. Si la cambiás, al menos 6 caracteres.'
            : 'Al menos 6 caracteres.',
        )}
        {text('countryCode', 'Código de país')}
        {text('phone', 'Teléfono')}
        {text('country', 'País')}
        <div className={`${styles.checkboxRow} ${styles.wide}`}>
          {grants ? (
            <label className={styles.checkbox}>
              <input type="checkbox" {...form.register('owner')} />
              Dueño
            </label>
          ) : null}
          <label className={styles.checkbox}>
            <input type="checkbox" {...form.register('checked')} />
            Verificado
          </label>
        </div>
        {grants ? (
          <fieldset className={`${styles.fieldset} ${styles.wide}`}>
            <legend className={styles.legend}>Permisos</legend>
            {isOwner ? (
              <p className={styles.hint}>Un Dueño puede usar todas las áreas.</p>
            ) : (
              <>
                <p className={styles.hint}>
                  Lo que puede hacer además de productos, órdenes, cupones y promociones.
                </p>
                <div className={styles.checkboxRow}>
                  {STAFF_AREAS.map((area) => (
                    <label key={area} className={styles.checkbox}>
                      <input type="checkbox" value={area} {...form.register('permissions')} />
                      {STAFF_AREA_LABELS[area]}
                    </label>
                  ))}
                </div>
              </>
            )}
            {errors.permissions?.message ? (
              <p className={styles.error} role="alert">
                {errors.permissions.message}
              </p>
            ) : null}
          </fieldset>
        ) : null}
      </div>
      {editing ? (
        <div className={styles.formActions}>
          <Button type="button" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" variant="primary" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Guardando…' : 'Guardar'}
          </Button>
        </div>
      ) : (
        <CreateActions submit="Agregar administrador" saving={form.formState.isSubmitting} />
      )}
    </form>
  );
}
