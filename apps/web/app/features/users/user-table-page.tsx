import { STAFF_AREA_REFUSALS, STAFF_AREA_SHORT_LABELS, type AdminUserAnswer } from '@shop/domain';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import styles from '../../components/admin/admin.module.css';
import { AdminList, type Column } from '../../components/admin/admin-list';
import { EditModeButtons, SAVED_TEXT } from '../../components/admin/entity-form';
import { FormAlert } from '../../components/admin/form-alert';
import { Modal } from '../../components/admin/modal';
import { OwnerOnlyNote } from '../../components/admin/owner-only-note';
import { PageHeader } from '../../components/admin/page-header';
import { StatusBadge } from '../../components/admin/status-badge';
import { UserForm } from './user-form';
import { showToast } from '../../components/toasts';
import { useAdminContext } from '../../lib/admin/admin-context';
import { AdminApiError, adminJson, adminSend, errorMessage } from '../../lib/admin/api';
import { formatDay } from '../../lib/admin/dates';
import { useUnsavedChangesWarning } from '../../lib/admin/unsaved-changes';
import { Button } from '../../components/ui/button';

/** Another admin than a Dueño gets 403: the page then says so instead of a load failure. */
export async function loadUsers(): Promise<{
  users: AdminUserAnswer[];
  count: number;
  ownerOnly?: boolean;
}> {
  try {
    return await adminJson<{ users: AdminUserAnswer[]; count: number }>('/api/users');
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 403) {
      return { users: [], count: 0, ownerOnly: true };
    }
    throw error;
  }
}

/** A Dueño holds every area; a staff admin, those granted. */
function permissionsText(user: AdminUserAnswer): string {
  if (user.owner) return 'Todos';
  return user.permissions.map((area) => STAFF_AREA_SHORT_LABELS[area]).join(', ') || 'Ninguno';
}

export const DELETE_USER_CONFIRM = '¿Estás seguro de que deseas eliminar este usuario?';

type Flags = Record<string, { owner: boolean; checked: boolean }>;

/**
 * /usertable: admins with search and pages; 'Realizar Cambios' makes owner and checked editable
 * for every row and 'Guardar' saves the rows that changed (PUT /api/users/:id).
 */
export function UserTablePage({
  loaderData,
}: {
  loaderData: Awaited<ReturnType<typeof loadUsers>>;
}) {
  const { admin, owner: viewerOwns } = useAdminContext();
  const [editingUser, setEditingUser] = useState<AdminUserAnswer | null>(null);
  const revalidator = useRevalidator();
  const [flags, setFlags] = useState<Flags | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const users = loaderData.users;

  const changed = flags
    ? users.filter((u) => {
        const f = flags[u.id];
        return f && (f.owner !== u.owner || f.checked !== u.checked);
      })
    : [];
  useUnsavedChangesWarning(changed.length > 0);

  const startEditing = () => {
    setFailure(null);
    setFlags(Object.fromEntries(users.map((u) => [u.id, { owner: u.owner, checked: u.checked }])));
  };

  async function save() {
    if (!flags) return;
    setBusy(true);
    setFailure(null);
    const failures: string[] = [];
    for (const user of changed) {
      try {
        await adminJson(`/api/users/${user.id}`, { method: 'PUT', body: flags[user.id] });
      } catch (error) {
        failures.push(`${user.username}: ${errorMessage(error)}`);
      }
    }
    setBusy(false);
    await revalidator.revalidate();
    if (failures.length > 0) {
      // The rows that failed stay in edit mode as the admin left them.
      setFailure(failures.join(' '));
      return;
    }
    setFlags(null);
    showToast(SAVED_TEXT, { durationMs: 4000 });
  }

  async function remove(user: AdminUserAnswer) {
    if (!window.confirm(DELETE_USER_CONFIRM)) return;
    setBusy(true);
    setFailure(null);
    try {
      await adminSend(`/api/user/${user.id}`, { method: 'DELETE' });
      showToast('Usuario eliminado exitosamente', { durationMs: 4000 });
      await revalidator.revalidate();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const flagCell = (user: AdminUserAnswer, key: 'owner' | 'checked', label: string) => {
    const value = flags?.[user.id]?.[key] ?? user[key];
    // Only a Dueño gives or takes the role: staff see it as text (issue 44).
    if (!flags || (key === 'owner' && !viewerOwns)) return value ? 'Sí' : 'No';
    return (
      <input
        type="checkbox"
        aria-label={`${label} ${user.username}`}
        checked={value}
        onChange={(event) =>
          setFlags((current) =>
            current
              ? {
                  ...current,
                  [user.id]: {
                    owner: current[user.id]?.owner ?? user.owner,
                    checked: current[user.id]?.checked ?? user.checked,
                    [key]: event.target.checked,
                  },
                }
              : current,
          )
        }
      />
    );
  };

  const columns: Column<AdminUserAnswer>[] = [
    { header: 'Usuario', cell: (u) => <strong className={styles.anywhere}>{u.username}</strong> },
    { header: 'Email', cell: (u) => <span className={styles.anywhere}>{u.email || '—'}</span> },
    { header: 'Teléfono', cell: (u) => [u.countryCode, u.phone].filter(Boolean).join(' ') || '—' },
    { header: 'País', cell: (u) => u.country || '—' },
    {
      header: 'Estado',
      cell: (u) => (
        <StatusBadge tone={u.status === 'Activo' ? 'ok' : 'bad'}>{u.status}</StatusBadge>
      ),
    },
    { header: 'Dueño', cell: (u) => flagCell(u, 'owner', 'Dueño') },
    { header: 'Verificado', cell: (u) => flagCell(u, 'checked', 'Verificado') },
    { header: 'Permisos', cell: permissionsText },
    {
      header: 'Creado',
      cell: (u) => <span className={styles.nowrap}>{formatDay(u.createdAt)}</span>,
    },
    {
      header: 'Acciones',
      cell: (u) => {
        // A Dueño's account is another Dueño's to change: staff do not get its buttons.
        if (u.owner && !viewerOwns) return <span className={styles.muted}>Dueño</span>;
        return (
          <span className={styles.actions}>
            <Button
              type="button"
              small
              disabled={busy || flags !== null}
              aria-label={`Editar ${u.username}`}
              onClick={() => setEditingUser(u)}
            >
              Editar
            </Button>
            {u.username === admin ? (
              <span className={styles.muted}>Tu usuario</span>
            ) : (
              <Button
                type="button"
                variant="danger"
                small
                disabled={busy}
                aria-label={`Eliminar ${u.username}`}
                onClick={() => void remove(u)}
              >
                Eliminar
              </Button>
            )}
          </span>
        );
      },
    },
  ];

  if (loaderData.ownerOnly) {
    return (
      <>
        <PageHeader title="Usuarios" subtitle="Administradores con acceso a este panel." />
        <OwnerOnlyNote>{STAFF_AREA_REFUSALS.users}</OwnerOnlyNote>
      </>
    );
  }
  return (
    <>
      <PageHeader title="Usuarios" subtitle="Administradores con acceso a este panel.">
        <EditModeButtons
          editing={flags !== null}
          saving={busy}
          onEdit={startEditing}
          onSave={() => void save()}
          onDiscard={() => {
            setFlags(null);
            setFailure(null);
          }}
        />
      </PageHeader>
      <FormAlert message={failure} onClose={() => setFailure(null)} />
      <AdminList
        rows={users}
        columns={columns}
        rowKey={(u) => u.id}
        caption="Usuarios"
        noun={['usuario', 'usuarios']}
        empty="No se encontraron usuarios."
        search={{
          label: 'Buscar usuarios',
          placeholder: 'Buscar por usuario, email o país',
          texts: (u) => [u.username, u.email, u.phone, u.country, u.status],
        }}
      />
      <section className={`${styles.card} ${styles.sectionGap}`} aria-labelledby="nuevo-usuario">
        <h2 id="nuevo-usuario" className={styles.cardTitle}>
          Agregar administrador
        </h2>
        <UserForm onSaved={() => void revalidator.revalidate()} />
      </section>
      {editingUser ? (
        <Modal title={`Editar a ${editingUser.username}`} onClose={() => setEditingUser(null)}>
          <UserForm
            user={editingUser}
            onCancel={() => setEditingUser(null)}
            onSaved={() => {
              setEditingUser(null);
              void revalidator.revalidate();
            }}
          />
        </Modal>
      ) : null}
    </>
  );
}
