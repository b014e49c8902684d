import type { CatalogueImportAnswer } from '@shop/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import styles from '../../components/admin/admin.module.css';
import { AdminList, type Column } from '../../components/admin/admin-list';
import { FormAlert } from '../../components/admin/form-alert';
import { PageHeader } from '../../components/admin/page-header';
import { StatusBadge, type BadgeTone } from '../../components/admin/status-badge';
import { showToast } from '../../components/toasts';
import { adminJson, errorMessage } from '../../lib/admin/api';
import { countOf } from '../../lib/format';
import importStyles from './product-import.module.css';
import { Button, buttonClass } from '../../components/ui/button';

type ImportRow = CatalogueImportAnswer['rows'][number];
type Action = ImportRow['action'];

const ACTIONS: readonly Action[] = ['crear', 'actualizar', 'sin cambios', 'error'];
const ACTION_LABELS: Record<Action, string> = {
  crear: 'Crear',
  actualizar: 'Actualizar',
  'sin cambios': 'Sin cambios',
  error: 'Error',
};
const ACTION_TONES: Record<Action, BadgeTone> = {
  crear: 'info',
  actualizar: 'ok',
  'sin cambios': 'neutral',
  error: 'bad',
};

const columns: Column<ImportRow>[] = [
  { header: 'Fila', numeric: true, cell: (r) => r.row },
  {
    header: 'Acción',
    cell: (r) => <StatusBadge tone={ACTION_TONES[r.action]}>{ACTION_LABELS[r.action]}</StatusBadge>,
  },
  { header: 'Producto', cell: (r) => <strong>{r.name || '—'}</strong> },
  { header: 'Color', cell: (r) => r.colour },
  { header: 'Talle', cell: (r) => r.size },
  {
    header: 'Detalle',
    cell: (r) =>
      r.errors.length || r.changes.length ? (
        <ul className={importStyles.details}>
          {r.errors.map((text) => (
            <li key={text} className={styles.error}>
              {text}
            </li>
          ))}
          {r.changes.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null,
  },
];

/** 'una foto y las medidas del paquete'. */
const spanishList = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} y ${items.at(-1)}` : (items[0] ?? '');

/**
 * The new products, which the import creates Desactivado (a file brings no picture), and what
 * each lacks before the owner can turn it on in its page.
 */
function WaitingProducts({ needs }: { needs: CatalogueImportAnswer['needs'] }) {
  if (!needs.length) return null;
  return (
    <div className={importStyles.waiting}>
      <p>
        Los productos nuevos se crean <strong>desactivados</strong>: nadie puede comprarlos hasta
        que tengan lo que falta. Completalo en la página de cada uno y después activalo.
      </p>
      <ul aria-label="Productos nuevos desactivados">
        {needs.map((need) => (
          <li key={need.name}>
            <strong>{need.name}</strong>: falta {spanishList(need.missing)}.
          </li>
        ))}
      </ul>
    </div>
  );
}

const upload = (path: string, file: File) =>
  adminJson<CatalogueImportAnswer>(path, {
    method: 'POST',
    file: { data: file, type: 'text/csv' },
  });

/**
 * The products CSV import: the owner picks the file the export gave (edited in Excel), sees
 * what each row would do, and 'Aplicar' writes that same file, all of it or nothing.
 */
export function ProductImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [plan, setPlan] = useState<CatalogueImportAnswer | null>(null);
  /** After 'Aplicar': the products it created that still wait for a picture or a package. */
  const [created, setCreated] = useState<CatalogueImportAnswer['needs']>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const check = () =>
    run(async () => {
      setPlan(null);
      setCreated([]);
      if (file) setPlan(await upload('/api/admin/products/import/preview', file));
    });

  const apply = () =>
    run(async () => {
      if (!file || !plan) return;
      const done = await upload(`/api/admin/products/import?hash=${plan.fileHash}`, file);
      setPlan(null);
      setFile(null);
      setCreated(done.needs);
      const { create, update } = done.counts;
      const createdRows = countOf(create, 'fila creada', 'filas creadas');
      const updatedRows = countOf(update, 'actualizada', 'actualizadas');
      showToast(`Importación aplicada: ${createdRows} y ${updatedRows}.`, {
        durationMs: 5000,
      });
    });

  const counts = plan?.counts;
  const changes = counts ? counts.create + counts.update : 0;
  return (
    <>
      <PageHeader
        title="Importar productos"
        subtitle="Cambiá precios y stock en bloque, o agregá productos, con el CSV de la exportación."
      >
        <Link to="/producttable" className={buttonClass('ghost')}>
          Volver a productos
        </Link>
      </PageHeader>
      <section className={styles.card}>
        <ol className={importStyles.steps}>
          <li>En Productos, tocá «Exportar» y abrí el archivo en Excel.</li>
          <li>
            Cambiá precios, stock o el estado, o agregá filas sin ID para productos nuevos (una fila
            por color y talle). Para un producto nuevo podés sumar las columnas «Peso (g)», «Alto
            (cm)», «Ancho (cm)» y «Largo (cm)» del paquete.
          </li>
          <li>Guardalo como CSV y subilo acá: primero vas a ver qué cambiaría.</li>
        </ol>
        <form
          className={importStyles.upload}
          onSubmit={(event) => {
            event.preventDefault();
            void check();
          }}
        >
          <label className={styles.field}>
            <span className={styles.label}>Archivo CSV (hasta 5 MB)</span>
            <input
              className={styles.input}
              type="file"
              name="archivo"
              accept=".csv,text/csv"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setPlan(null);
                setFailure(null);
              }}
            />
          </label>
          <Button type="submit" variant="primary" disabled={!file || busy}>
            Revisar archivo
          </Button>
        </form>
        <FormAlert message={failure} onClose={() => setFailure(null)} />
      </section>
      {created.length ? (
        <section className={`${styles.card} ${styles.sectionGap}`} aria-label="Productos creados">
          <h2 className={styles.cardTitle}>Productos creados</h2>
          <WaitingProducts needs={created} />
          <Link to="/producttable" className={buttonClass('ghost')}>
            Ir a productos
          </Link>
        </section>
      ) : null}
      {plan && counts ? (
        <section
          className={`${styles.card} ${styles.sectionGap}`}
          aria-label="Resultado de la revisión"
        >
          <h2 className={styles.cardTitle}>Qué haría la importación</h2>
          <dl className={importStyles.counts}>
            <div>
              <dt>Crear</dt>
              <dd>{counts.create}</dd>
            </div>
            <div>
              <dt>Actualizar</dt>
              <dd>{counts.update}</dd>
            </div>
            <div>
              <dt>Sin cambios</dt>
              <dd>{counts.unchanged}</dd>
            </div>
            <div>
              <dt>Con errores</dt>
              <dd>{counts.errors}</dd>
            </div>
          </dl>
          <WaitingProducts needs={plan.needs} />
          {counts.errors ? (
            <p className={styles.error} role="alert">
              {`Hay ${countOf(counts.errors, 'fila', 'filas')} con errores`}: corregí el archivo y
              volvé a revisarlo. No se aplica nada mientras haya errores.
            </p>
          ) : (
            <div className={styles.formActions}>
              <Button
                type="button"
                variant="primary"
                disabled={busy || changes === 0}
                onClick={() => void apply()}
              >
                Aplicar
              </Button>
              {changes === 0 ? <p className={styles.muted}>El archivo no cambia nada.</p> : null}
            </div>
          )}
          <AdminList
            rows={plan.rows}
            columns={columns}
            rowKey={(r) => String(r.row)}
            caption="Filas del archivo"
            noun={['fila', 'filas']}
            empty="No hay filas con esas acciones."
            statusFilter={{
              legend: 'Mostrar',
              statuses: ACTIONS,
              initial: counts.errors ? ['error'] : ['crear', 'actualizar', 'error'],
              label: (action) => ACTION_LABELS[action as Action],
              statusOf: (r) => r.action,
            }}
            search={{
              label: 'Buscar filas',
              placeholder: 'Buscar por producto, color o talle',
              texts: (r) => [r.name, r.colour, r.size, r.row, ...r.errors],
            }}
          />
        </section>
      ) : null}
    </>
  );
}
