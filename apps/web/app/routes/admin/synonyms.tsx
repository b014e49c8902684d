import { useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import styles from '../../components/admin/admin.module.css';
import { DataTable, type Column } from '../../components/admin/data-table';
import { FormAlert } from '../../components/admin/form-alert';
import { PageHeader } from '../../components/admin/page-header';
import { AdminRouteError } from '../../components/admin/route-error';
import { SynonymForm, termsText } from '../../components/admin/synonym-form';
import { adminJson, adminSend, errorMessage } from '../../lib/admin/api';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/synonyms';

type SynonymGroup = { id: number; terms: string[] };

export const meta: Route.MetaFunction = () => adminMeta('Sinónimos de búsqueda');

export async function clientLoader() {
  return adminJson<{ synonyms: SynonymGroup[] }>('/api/search/synonyms');
}

export const ErrorBoundary = AdminRouteError;

/**
 * /sinonimos: words the search treats as the same ('ojotas' finds 'Chanclas'). A change is used
 * by the next search. ?agregar= starts a new group with a failed search's words.
 */
export default function Synonyms({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const [editing, setEditing] = useState<number | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const starter = params.get('agregar');

  async function save(path: string, method: 'POST' | 'PUT', terms: string[]) {
    try {
      await adminJson(path, { method, body: { terms } });
      setEditing(null);
      await revalidator.revalidate();
      return null;
    } catch (error) {
      return errorMessage(error);
    }
  }

  async function remove(group: SynonymGroup) {
    if (!window.confirm(`¿Eliminar el grupo «${termsText(group.terms)}»?`)) return;
    try {
      await adminSend(`/api/search/synonyms/${group.id}`, { method: 'DELETE' });
      await revalidator.revalidate();
    } catch (error) {
      setAlert(errorMessage(error));
    }
  }

  const columns: Column<SynonymGroup>[] = [
    {
      header: 'Palabras',
      cell: (group) =>
        editing === group.id ? (
          <SynonymForm
            initial={group.terms}
            submitLabel="Guardar"
            onSave={(terms) => save(`/api/search/synonyms/${group.id}`, 'PUT', terms)}
            onCancel={() => setEditing(null)}
          />
        ) : (
          termsText(group.terms)
        ),
    },
    {
      header: 'Acciones',
      cell: (group) => (
        <span className={styles.actions}>
          <button
            type="button"
            className={`${styles.button} ${styles.small}`}
            aria-label={`Editar «${termsText(group.terms)}»`}
            onClick={() => setEditing(group.id)}
          >
            Editar
          </button>
          <button
            type="button"
            className={`${styles.buttonDanger} ${styles.small}`}
            aria-label={`Eliminar «${termsText(group.terms)}»`}
            onClick={() => void remove(group)}
          >
            Eliminar
          </button>
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Sinónimos"
        subtitle="Palabras que la búsqueda toma como iguales: quien busca una encuentra los productos de las otras."
      />
      <FormAlert message={alert} onClose={() => setAlert(null)} />
      <SynonymForm
        key={starter ?? ''}
        initial={starter ? [starter] : []}
        submitLabel="Agregar grupo"
        onSave={(terms) => save('/api/search/synonyms', 'POST', terms)}
      />
      <DataTable
        caption="Grupos de sinónimos"
        columns={columns}
        rows={loaderData.synonyms}
        rowKey={(group) => String(group.id)}
        empty="Todavía no hay sinónimos."
      />
    </>
  );
}
