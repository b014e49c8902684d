import {
  BRAND_CHOICES,
  CATEGORIES,
  categoryByName,
  type BulkProducts,
  type BulkProductsAnswer,
  type ProductAnswer,
  type ProductStockAnswer,
} from '@shop/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { DataTable, Pager, SearchBox, type Column } from '../../components/admin/data-table';
import { ExportButton } from '../../components/admin/export-button';
import { FormAlert } from '../../components/admin/form-alert';
import adminStyles from '../../components/admin/admin.module.css';
import listStyles from '../../components/admin/list.module.css';
import { Modal } from '../../components/admin/modal';
import { PageHeader } from '../../components/admin/page-header';
import { StatusBadge } from '../../components/admin/status-badge';
import { Button, buttonClass } from '../../components/ui/button';
import { adminJson, errorMessage } from '../../lib/admin/api';
import { pageCount } from '../../lib/admin/paging';
import { formatPrice } from '../../lib/format';
import { scaledImage } from '../../lib/images';
import {
  apiQueryOf,
  listQueryOf,
  PRODUCTS_PER_PAGE,
  SORT_LABELS,
  withChange,
  type ProductListKey,
  type ProductListQuery,
} from './product-list-query';
import { AddToPromotionDialog } from './add-to-promotion-dialog';
import { stockCalls } from './stock/stock-calls';
import { StockSteppers } from './stock/stock-steppers';
import styles from './stock/stock.module.css';

type ProductPage = { items: ProductAnswer[]; total: number; page: number; limit: number };

/** The page of products the URL asks for (filters, sort and page live in the URL). */
export async function loadProductTable({ request }: { request: Request }) {
  const query = listQueryOf(new URL(request.url).searchParams);
  const page = await adminJson<ProductPage>(`/api/admin/products?${apiQueryOf(query)}`);
  return { query, page };
}

type Loaded = Awaited<ReturnType<typeof loadProductTable>>;

const BRANDS = BRAND_CHOICES.filter((brand) => brand !== 'Otro');

function Filters({
  query,
  change,
}: {
  query: ProductListQuery;
  change: (key: ProductListKey, value: string) => void;
}) {
  const subcategories = query.category ? (categoryByName(query.category)?.subcategories ?? []) : [];
  const select = (
    key: ProductListKey,
    label: string,
    options: readonly (readonly [string, string])[],
  ) => (
    <label className={adminStyles.field}>
      <span className={adminStyles.label}>{label}</span>
      <select
        className={adminStyles.select}
        value={query[key] ?? ''}
        onChange={(event) => change(key, event.target.value)}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className={styles.filters} role="group" aria-label="Filtros">
      {select('category', 'Categoría', [
        ['', 'Todas'],
        ...CATEGORIES.map((c) => [c.name, c.name] as const),
      ])}
      {select('subcategory', 'Subcategoría', [
        ['', 'Todas'],
        ...subcategories.map((s) => [s, s] as const),
      ])}
      {select('brand', 'Marca', [['', 'Todas'], ...BRANDS.map((b) => [b, b] as const)])}
      {select('status', 'Estado', [
        ['', 'Todos'],
        ['active', 'Activos'],
        ['disabled', 'Desactivados'],
      ])}
      {select('stock', 'Stock', [
        ['', 'Todo'],
        ['out', 'Sin stock'],
        ['low', 'Stock bajo'],
      ])}
      {select('sort', 'Ordenar por', [
        ['', query.q ? SORT_LABELS.relevance! : SORT_LABELS.newest!],
        ...Object.entries(SORT_LABELS).filter(([value]) => value !== 'relevance'),
      ])}
    </div>
  );
}

/**
 * The selection's actions: enable, disable, change the price, add to a promotion; the answer
 * reports each product.
 */
function BulkBar({
  chosen,
  onDone,
}: {
  chosen: ProductAnswer[];
  onDone: (answer: BulkProductsAnswer) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const [round99, setRound99] = useState(true);
  const [picking, setPicking] = useState(false);

  async function run(body: Omit<BulkProducts, 'items'>) {
    setBusy(true);
    setError(null);
    try {
      onDone(
        await adminJson<BulkProductsAnswer>('/api/admin/products/bulk', {
          method: 'POST',
          body: { ...body, items: chosen.map((p) => ({ id: p.id, version: p.version })) },
        }),
      );
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  function changePrice(event: FormEvent) {
    event.preventDefault();
    void run({ action: 'price', price: { kind, value: Number(value), round99 } });
  }

  return (
    <>
      <FormAlert message={error} onClose={() => setError(null)} />
      <form
        className={styles.bulk}
        role="region"
        aria-label="Acciones para los productos elegidos"
        onSubmit={changePrice}
      >
        <span className={styles.bulkCount}>
          {chosen.length === 1 ? '1 elegido' : `${chosen.length} elegidos`}
        </span>
        <Button type="button" small disabled={busy} onClick={() => run({ action: 'enable' })}>
          Activar
        </Button>
        <Button type="button" small disabled={busy} onClick={() => run({ action: 'disable' })}>
          Desactivar
        </Button>
        <Button type="button" small disabled={busy} onClick={() => setPicking(true)}>
          Agregar a promoción…
        </Button>
        <label className={adminStyles.field}>
          <span className={adminStyles.label}>Cambiar precio</span>
          <select
            className={adminStyles.select}
            value={kind}
            onChange={(event) => setKind(event.target.value as 'percent' | 'amount')}
          >
            <option value="percent">Porcentaje (%)</option>
            <option value="amount">Monto ($)</option>
          </select>
        </label>
        <label className={adminStyles.field}>
          <span className={adminStyles.label}>
            {kind === 'percent' ? 'Porcentaje (−10 baja)' : 'Monto (−500 baja)'}
          </span>
          <input
            className={`${adminStyles.input} ${styles.quantity}`}
            type="number"
            step="any"
            required
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </label>
        <label className={adminStyles.checkbox}>
          <input
            type="checkbox"
            checked={round99}
            onChange={(event) => setRound99(event.target.checked)}
          />
          Redondear a $…99
        </label>
        <Button type="submit" small variant="primary" disabled={busy || value === ''}>
          Aplicar precio
        </Button>
      </form>
      {picking ? (
        <AddToPromotionDialog
          count={chosen.length}
          busy={busy}
          onClose={() => setPicking(false)}
          onPick={(promotionId) => {
            setPicking(false);
            void run({ action: 'add_to_promotion', promotionId });
          }}
        />
      ) : null}
    </>
  );
}

export function ProductTablePage({ loaderData }: { loaderData: Loaded }) {
  const { query, page } = loaderData;
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [search, setSearch] = useState(query.q ?? '');
  const [chosen, setChosen] = useState<ReadonlyMap<string, ProductAnswer>>(new Map());
  const [report, setReport] = useState<BulkProductsAnswer | null>(null);
  const [adjusting, setAdjusting] = useState<ProductStockAnswer | null>(null);
  const [stockError, setStockError] = useState<string | null>(null);

  const change = (key: ProductListKey, value: string) =>
    navigate({ search: withChange(query, key, value) });

  // The list follows the search box as the owner types, once they pause.
  useEffect(() => {
    if (search.trim() === (query.q ?? '')) return;
    const timer = setTimeout(
      () => navigate({ search: withChange(query, 'q', search.trim()) }, { replace: true }),
      350,
    );
    return () => clearTimeout(timer);
  }, [search, query, navigate]);
  const toggle = (products: ProductAnswer[], on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      for (const p of products) {
        if (on) next.set(p.id, p);
        else next.delete(p.id);
      }
      return next;
    });
  const pageChosen = page.items.length > 0 && page.items.every((p) => chosen.has(p.id));

  async function openStock(product: ProductAnswer) {
    setStockError(null);
    try {
      setAdjusting(await stockCalls.read(product.id));
    } catch (caught) {
      setStockError(errorMessage(caught));
    }
  }

  const columns: Column<ProductAnswer>[] = [
    {
      header: 'Elegir',
      headerCell: (
        <input
          type="checkbox"
          aria-label="Elegir todos los de esta página"
          checked={pageChosen}
          onChange={(event) => toggle(page.items, event.target.checked)}
        />
      ),
      cell: (p) => (
        <input
          type="checkbox"
          aria-label={`Elegir ${p.productName}`}
          checked={chosen.has(p.id)}
          onChange={(event) => toggle([p], event.target.checked)}
        />
      ),
    },
    {
      header: 'Imagen',
      cell: (p) => {
        const src = p.variants[0]?.imgUrl[0];
        return src ? (
          <img
            className={listStyles.thumb}
            src={scaledImage(src, 100)}
            alt=""
            width={48}
            height={48}
          />
        ) : null;
      },
    },
    { header: 'Producto', cell: (p) => <strong>{p.productName}</strong> },
    { header: 'Categoría', cell: (p) => [p.cat, p.sub_cat].filter(Boolean).join(' · ') },
    { header: 'Marca', cell: (p) => p.brand },
    {
      header: 'Precio',
      numeric: true,
      cell: (p) => <span className={adminStyles.nowrap}>{formatPrice(p.price)}</span>,
    },
    {
      header: 'Stock',
      numeric: true,
      cell: (p) => (
        <span className={adminStyles.nowrap}>
          {p.stock}{' '}
          <Button
            type="button"
            small
            aria-label={`Sumar o restar stock de ${p.productName}`}
            onClick={() => openStock(p)}
          >
            ±
          </Button>
        </span>
      ),
    },
    { header: 'Vendidos', numeric: true, cell: (p) => p.total_sales },
    {
      header: 'Estado',
      cell: (p) =>
        p.disabled ? (
          <StatusBadge tone="bad">Desactivado</StatusBadge>
        ) : (
          <StatusBadge tone="ok">Activo</StatusBadge>
        ),
    },
    {
      header: 'Acciones',
      cell: (p) => (
        <Link className={buttonClass('outline', { small: true })} to={`/productdetailbdd/${p.id}`}>
          Ver Detalle
        </Link>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Productos" subtitle="Catálogo de entrega inmediata">
        <ExportButton path={() => '/api/admin/products/export'} filename="productos.csv" />
        <Link to="/importar-productos" className={buttonClass('outline')}>
          Importar
        </Link>
        <Link to="/uploadproduct" className={buttonClass('primary')}>
          Agregar producto
        </Link>
      </PageHeader>
      <form
        className={listStyles.toolbar}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          change('q', search);
        }}
      >
        <SearchBox
          label="Buscar productos"
          placeholder="Nombre, marca, SKU o código de barras"
          value={search}
          onChange={setSearch}
        />
        <Button type="submit">Buscar</Button>
        <span className={listStyles.count}>
          {page.total === 1 ? '1 producto' : `${page.total} productos`}
        </span>
      </form>
      <Filters query={query} change={change} />
      {report ? (
        <div role="status" className={styles.reportBox}>
          <p className={styles.reportTitle}>
            Listo: {report.results.filter((r) => r.ok).length} de {report.results.length} productos.
            <Button type="button" small variant="ghost" onClick={() => setReport(null)}>
              Cerrar
            </Button>
          </p>
          <ul className={styles.report}>
            {report.results.map((r) => (
              <li key={r.id} className={r.ok ? undefined : styles.down}>
                <strong>{r.name || r.id}</strong>: {r.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {chosen.size > 0 ? (
        <BulkBar
          chosen={[...chosen.values()]}
          onDone={(answer) => {
            setReport(answer);
            setChosen(new Map());
            void revalidate();
          }}
        />
      ) : null}
      <FormAlert message={stockError} onClose={() => setStockError(null)} />
      <DataTable
        caption="Productos"
        columns={columns}
        rows={page.items}
        rowKey={(p) => p.id}
        empty="No se encontraron productos."
      />
      <Pager
        page={page.page}
        pages={pageCount(page.total, PRODUCTS_PER_PAGE)}
        onChange={(n) => change('page', String(n))}
      />
      {adjusting ? (
        <Modal
          title={`Stock de ${adjusting.productName}`}
          onClose={() => {
            setAdjusting(null);
            void revalidate();
          }}
        >
          <StockSteppers stock={adjusting} onChange={setAdjusting} />
          <p>
            <Link to={`/productos/${adjusting.id}/stock`}>
              Ingreso de mercadería, SKU, códigos de barras e historial
            </Link>
          </p>
        </Modal>
      ) : null}
    </>
  );
}
