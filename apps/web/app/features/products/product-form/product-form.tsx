import { newCommissionSchema, newProductSchema } from '@shop/domain';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { adminJson, saveOrReload } from '../../../lib/admin/api';
import { domainResolver } from '../../../lib/admin/form-resolver';
import styles from '../../../components/admin/admin.module.css';
import {
  CreateActions,
  EditBar,
  SAVED_TEXT,
  useEntityForm,
} from '../../../components/admin/entity-form';
import { FormAlert } from '../../../components/admin/form-alert';
import { PackageSection, ProductDetailsSection, type ProductKind } from './product-fields';
import formStyles from './product-form.module.css';
import {
  blankSizes,
  commissionUpdateBody,
  editValues,
  emptyProductForm,
  newCommissionBody,
  newProductBody,
  productFieldOf,
  productUpdateBody,
  sizeTableFor,
  type EditableSource,
  type ProductFormValues,
} from './values';
import { VariantsEditor } from './variants-editor';

export type { ProductKind } from './product-fields';

const KINDS = {
  product: {
    schema: newProductSchema,
    toBody: newProductBody,
    toUpdateBody: productUpdateBody,
    endpoint: '/api/products',
    list: '/producttable',
    created: 'Producto agregado exitosamente',
    sizeWord: 'Talle',
    submit: 'Agregar producto',
    packageHint: 'Con ellas se cotiza el envío.',
  },
  commission: {
    schema: newCommissionSchema,
    toBody: newCommissionBody,
    toUpdateBody: commissionUpdateBody,
    endpoint: '/api/commissions',
    list: '/commissionstable',
    created: 'Producto por encargo agregado exitosamente',
    sizeWord: 'Tamaño',
    submit: 'Agregar producto por encargo',
    packageHint: 'Opcionales: con ellas se cotiza el envío.',
  },
} as const;

/**
 * A product (or made-to-order item): the create page when there is no `item`
 * (/uploadproduct, /cargar-producto-encargo: the domain schema's messages under each field),
 * its detail page when there is (SPEC.md's edit mode, no validation). Brand 'Otro' opens a
 * free-text brand; the category resets subcategory and sizes; variants carry pictures and
 * stock per size.
 */
export function ProductForm<T extends EditableSource & { id: string }>({
  kind,
  item,
  onSaved,
}: {
  kind: ProductKind;
  item?: T;
  onSaved?: (updated: T) => void;
}) {
  const config = KINDS[kind];
  const creating = item === undefined;
  const navigate = useNavigate();
  const form = useForm<ProductFormValues>({
    defaultValues: item ? editValues(item) : emptyProductForm(),
    resolver: creating ? domainResolver(config.schema, config.toBody, productFieldOf) : undefined,
  });
  const entity = useEntityForm(form, {
    detail: !creating,
    send: (values) =>
      item
        ? saveOrReload(
            () =>
              adminJson<T>(`${config.endpoint}/${item.id}`, {
                method: 'PUT',
                body: config.toUpdateBody(values),
              }),
            () => adminJson<T>(`${config.endpoint}/${item.id}`),
          )
        : adminJson<T>(config.endpoint, { method: 'POST', body: config.toBody(values) }),
    saved: creating ? config.created : SAVED_TEXT,
    onSaved: async (saved) => {
      if (creating) {
        await navigate(config.list);
        return;
      }
      form.reset(editValues(saved));
      onSaved?.(saved);
    },
    fieldOf: creating ? productFieldOf : undefined,
    // A stale page: what is there now replaces the form and the page's header.
    onStale: (current) => {
      form.reset(editValues(current));
      onSaved?.(current);
    },
  });
  const { getValues, setValue } = form;
  const [cat, subCat] = form.watch(['cat', 'sub_cat']);
  const saving = form.formState.isSubmitting;

  const resetSizes = (category: string, subcategory: string) => {
    const table = blankSizes(sizeTableFor(category, subcategory, creating));
    // After a refused submit, the variants' messages follow the new sizes (a filled table
    // clears 'El talle es obligatorio'); before it, no message shows early.
    setValue(
      'variants',
      getValues('variants').map((v) => ({ ...v, sizes: table })),
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    );
  };
  const sections = { form, field: entity.field, kind, creating, resetSizes };

  return (
    <form
      onSubmit={entity.submit}
      noValidate
      className={`${formStyles.sections} ${creating ? '' : formStyles.detail}`}
    >
      {creating ? null : (
        <EditBar
          editing={entity.editing}
          saving={saving}
          onEdit={entity.startEditing}
          onDiscard={entity.discard}
        >
          <span className={styles.muted}>
            {entity.editing
              ? 'Modo edición: los cambios se guardan con «Guardar».'
              : 'Vista de solo lectura.'}
          </span>
        </EditBar>
      )}
      <FormAlert message={entity.failure} onClose={() => entity.setFailure(null)} />
      <ProductDetailsSection {...sections} />
      <section className={styles.card} aria-labelledby="variantes-producto">
        <h2 id="variantes-producto" className={styles.cardTitle}>
          Variantes
        </h2>
        <Controller
          control={form.control}
          name="variants"
          render={({ field }) => (
            <VariantsEditor
              value={field.value}
              onChange={(change) => field.onChange(change(getValues('variants')))}
              sizeTable={sizeTableFor(cat, subCat, creating)}
              errors={form.formState.errors.variants}
              disabled={!entity.editing}
              sizeWord={config.sizeWord}
            />
          )}
        />
      </section>
      {creating || kind === 'product' ? (
        <PackageSection {...sections} hint={creating ? config.packageHint : undefined} />
      ) : null}
      {creating ? (
        <CreateActions cancelTo={config.list} submit={config.submit} saving={saving} />
      ) : null}
    </form>
  );
}
