import { synonymGroupSchema } from '@shop/domain';
import { useRevalidator, useSearchParams } from 'react-router';
import styles from '../../components/admin/admin.module.css';
import { AdminList, type Column } from '../../components/admin/admin-list';
import { FormAlert } from '../../components/admin/form-alert';
import { RowEditButtons, useRowEditor } from '../../components/admin/inline-edit';
import { PageHeader } from '../../components/admin/page-header';
import { SynonymForm, TERMS_LABEL, termsOf, termsText } from './synonym-form';
import { adminJson, adminSend, errorMessage } from '../../lib/admin/api';
import { Button } from '../../components/ui/button';

type SynonymGroup = { id: number; terms: string[] };

export async function loadSynonyms() {
  return adminJson<{ synonyms: SynonymGroup[] }>('/api/search/synonyms');
}

/**
 * /sinonimos: words the search treats as the same ('ojotas' finds 'Chanclas'). A change is used
 * by the next search. ?agregar= starts a new group with a failed search's words.
 */
export function SynonymsPage({
  loaderData,
}: {
  loaderData: Awaited<ReturnType<typeof loadSynonyms>>;
}) {
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  // Newest first: a group just added shows on the first page, not after the seeded ones.
  const groups = [...loaderData.synonyms].sort((a, b) => b.id - a.id);
  const starter = params.get('agregar');
  const rowEditor = useRowEditor(groups, {
    rowId: (group) => String(group.id),
    draftOf: (group) => ({ terms: termsText(group.terms) }),
    schema: synonymGroupSchema,
    toBody: (draft) => ({ terms: termsOf(draft.terms) }),
    url: (id) => `/api/search/synonyms/${id}`,
  });

  async function add(terms: string[]) {
    try {
      await adminJson('/api/search/synonyms', { method: 'POST', body: { terms } });
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
      rowEditor.setFailure(errorMessage(error));
    }
  }

  const columns: Column<SynonymGroup>[] = [
    {
      header: 'Palabras',
      cell: (group) =>
        rowEditor.isEditing(group)
          ? rowEditor.cellInput('terms', { label: TERMS_LABEL, type: 'text' })
          : termsText(group.terms),
    },
    {
      header: 'Acciones',
      cell: (group) => (
        <span className={styles.actions}>
          <RowEditButtons
            editing={rowEditor.isEditing(group)}
            editLabel="Editar"
            editName={`Editar «${termsText(group.terms)}»`}
            saving={rowEditor.saving}
            locked={rowEditor.busyElsewhere}
            onEdit={() => rowEditor.edit(group)}
            onSave={rowEditor.save}
            onCancel={rowEditor.cancel}
          />
          <Button
            type="button"
            variant="danger"
            small
            aria-label={`Eliminar «${termsText(group.terms)}»`}
            onClick={() => void remove(group)}
          >
            Eliminar
          </Button>
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
      <FormAlert message={rowEditor.failure} onClose={() => rowEditor.setFailure(null)} />
      <SynonymForm key={starter ?? ''} initial={starter ?? ''} onSave={add} />
      <AdminList
        rows={groups}
        columns={columns}
        rowKey={(group) => String(group.id)}
        caption="Grupos de sinónimos"
        noun={['grupo', 'grupos']}
        empty="Todavía no hay sinónimos."
        search={{ label: 'Buscar sinónimos', texts: (group) => group.terms }}
      />
    </>
  );
}
