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
import { AdminList, type Column } from '../../components/admin/admin-list';
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

/** A bulk request takes up to 500 products; more chosen are sent 500 at a time. */
const BULK_MOST = 500;

/**
 * The selection's actions (inside the list's bulk bar): enable, disable, change the price, add to
 * a promotion; the answer reports each product.
 */
function BulkActions({
  chosen,
  clear,
  onDone,
}: {
  chosen: readonly ProductAnswer[];
  clear: () => void;
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
      const items = chosen.map((p) => ({ id: p.id, version: p.version }));
      const results: BulkProductsAnswer['results'] = [];
      for (let start = 0; start < items.length; start += BULK_MOST) {
        const answer = await adminJson<BulkProductsAnswer>('/api/admin/products/bulk', {
          method: 'POST',
          body: { ...body, items: items.slice(start, start + BULK_MOST) },
        });
        results.push(...answer.results);
      }
      clear();
      onDone({ results });
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
      <form className={styles.bulk} onSubmit={changePrice}>
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

/** Every product matching the list's search and filters, 100 (the API's most) a page. */
export async function loadAllMatching(query: ProductListQuery): Promise<ProductAnswer[]> {
  const all: ProductAnswer[] = [];
  for (let n = 1; ; n++) {
    const params = new URLSearchParams(apiQueryOf({ ...query, page: String(n) }));
    params.set('limit', String(ALL_PAGE));
    const page = await adminJson<ProductPage>(`/api/admin/products?${params}`);
    all.push(...page.items);
    if (page.items.length < ALL_PAGE || all.length >= page.total) return all;
  }
}

const ALL_PAGE = 100;

/** The list's search and filters without its page and order: the choice lasts while these stay. */
const filterKeyOf = (query: ProductListQuery) =>
  withChange({ ...query, sort: undefined }, 'page', '');

export function ProductTablePage({ loaderData }: { loaderData: Loaded }) {
  const { query, page } = loaderData;
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [search, setSearch] = useState(query.q ?? '');
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
      <FormAlert message={stockError} onClose={() => setStockError(null)} />
      <AdminList
        rows={page.items}
        columns={columns}
        rowKey={(p) => p.id}
        caption="Productos"
        noun={['producto', 'productos']}
        empty="No se encontraron productos."
        search={{ label: 'Buscar productos', placeholder: 'Nombre, marca, SKU o código de barras' }}
        toolbar={<Button type="submit">Buscar</Button>}
        server={{
          total: page.total,
          page: page.page,
          pages: pageCount(page.total, PRODUCTS_PER_PAGE),
          onPage: (n) => change('page', String(n)),
          query: search,
          onQuery: setSearch,
          onSearch: () => change('q', search),
          filterKey: filterKeyOf(query),
          loadAll: () => loadAllMatching(query),
        }}
        bulk={{
          label: (p) => p.productName,
          gender: 'masculine',
          region: 'Acciones para los productos elegidos',
          actions: (chosen, clear) => (
            <BulkActions
              chosen={chosen}
              clear={clear}
              onDone={(answer) => {
                setReport(answer);
                void revalidate();
              }}
            />
          ),
        }}
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
