import {
  sizeCodesSchema,
  stockReasonLabel,
  type ProductStockAnswer,
  type StockHistoryAnswer,
  type StockMovementAnswer,
  type StockSizeAnswer,
} from '@shop/domain';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import adminStyles from '../../../components/admin/admin.module.css';
import { DataTable, type Column } from '../../../components/admin/data-table';
import { FormAlert } from '../../../components/admin/form-alert';
import { PageHeader } from '../../../components/admin/page-header';
import { Button, buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/admin/api';
import { formatDateTime } from '../../../lib/admin/dates';
import { stockCalls } from './stock-calls';
import { sizeName, StockSteppers } from './stock-steppers';
import styles from './stock.module.css';

export async function loadProductStock(id: string) {
  return { stock: await stockCalls.read(id) };
}

const sizeKey = (s: { variantId: number; size: string }) => `${s.variantId}|${s.size}`;

/** SKU and barcode of one size, saved on their own (PUT …/stock/codes). */
function CodesForm({
  stock,
  size,
  onSaved,
}: {
  stock: ProductStockAnswer;
  size: StockSizeAnswer;
  onSaved: (stock: ProductStockAnswer) => void;
}) {
  const [sku, setSku] = useState(size.sku);
  const [barcode, setBarcode] = useState(size.barcode);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = sizeName(stock, size);
  const changed = sku !== size.sku || barcode !== size.barcode;

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = sizeCodesSchema.safeParse({
      variantId: size.variantId,
      size: size.size,
      sku,
      barcode,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Revisá los códigos');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSaved(await stockCalls.setCodes(stock.id, parsed.data));
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.codes} onSubmit={save}>
      <input
        className={adminStyles.input}
        aria-label={`SKU del talle ${name}`}
        placeholder="SKU"
        value={sku}
        onChange={(event) => setSku(event.target.value)}
      />
      <input
        className={adminStyles.input}
        aria-label={`Código de barras del talle ${name}`}
        placeholder="Código de barras"
        inputMode="numeric"
        value={barcode}
        onChange={(event) => setBarcode(event.target.value)}
      />
      {changed ? (
        <Button type="submit" small disabled={busy}>
          Guardar códigos
        </Button>
      ) : null}
      {error ? (
        <span className={adminStyles.error} role="alert">
          {error}
        </span>
      ) : null}
    </form>
  );
}

/** "Ingreso de mercadería": a quantity per size, all written in one go or none. */
function ReceiptForm({
  stock,
  onSaved,
}: {
  stock: ProductStockAnswer;
  onSaved: (stock: ProductStockAnswer) => void;
}) {
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const lines = stock.sizes
      .map((s) => ({
        variantId: s.variantId,
        size: s.size,
        quantity: Number(quantities[sizeKey(s)] ?? 0),
      }))
      .filter((line) => line.quantity !== 0);
    if (lines.length === 0) {
      setError('Cargá al menos un talle con cantidad');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSaved(await stockCalls.receive(stock.id, { lines, note }));
      const units = lines.reduce((sum, line) => sum + line.quantity, 0);
      setDone(`Ingresaron ${units} ${units === 1 ? 'unidad' : 'unidades'}.`);
      setQuantities({});
      setNote('');
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={adminStyles.card} onSubmit={save} aria-labelledby="ingreso">
      <h2 id="ingreso" className={adminStyles.cardTitle}>
        Ingreso de mercadería
      </h2>
      <FormAlert message={error} onClose={() => setError(null)} />
      {done ? <p role="status">{done}</p> : null}
      <div className={styles.filters}>
        {stock.sizes.map((s) => (
          <label key={sizeKey(s)} className={adminStyles.field}>
            <span className={adminStyles.label}>Talle {sizeName(stock, s)}</span>
            <input
              className={`${adminStyles.input} ${styles.quantity}`}
              type="number"
              min={0}
              step={1}
              value={quantities[sizeKey(s)] ?? ''}
              onChange={(event) =>
                setQuantities((current) => ({ ...current, [sizeKey(s)]: event.target.value }))
              }
            />
          </label>
        ))}
      </div>
      <label className={adminStyles.field}>
        <span className={adminStyles.label}>Nota (remito, proveedor)</span>
        <input
          className={adminStyles.input}
          maxLength={200}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
      <div className={adminStyles.formActions}>
        <Button type="submit" variant="primary" disabled={busy}>
          Registrar ingreso
        </Button>
      </div>
    </form>
  );
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

const movementColumns: Column<StockMovementAnswer>[] = [
  { header: 'Fecha', cell: (m) => formatDateTime(m.at) },
  { header: 'Motivo', cell: (m) => stockReasonLabel(m.reason) },
  {
    header: 'Cambio',
    numeric: true,
    cell: (m) => <span className={m.delta > 0 ? styles.up : styles.down}>{signed(m.delta)}</span>,
  },
  { header: 'Stock después', numeric: true, cell: (m) => m.stockAfter },
  { header: 'Quién', cell: (m) => m.by ?? (m.orderId ? 'La tienda' : '—') },
  {
    header: 'Pedido',
    cell: (m) =>
      m.orderId ? (
        <Link to={`/orderdetailbdd/${m.orderId}`}>#{m.orderNumber ?? m.orderId.slice(0, 8)}</Link>
      ) : (
        '—'
      ),
  },
  { header: 'Nota', cell: (m) => m.note || '—' },
];

export function ProductStockPage({
  loaderData,
}: {
  loaderData: Awaited<ReturnType<typeof loadProductStock>>;
}) {
  const [stock, setStock] = useState(loaderData.stock);
  const [history, setHistory] = useState<StockHistoryAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function showHistory(size: { variantId: number; size: string }) {
    setError(null);
    try {
      setHistory(await stockCalls.history(stock.id, size.variantId, size.size));
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  /** A change of stock: the history shown is read again, so it still adds up. */
  async function changed(next: ProductStockAnswer) {
    setStock(next);
    if (history) await showHistory(history);
  }

  const sizeColumns: Column<StockSizeAnswer>[] = [
    { header: 'Talle', cell: (s) => <strong>{sizeName(stock, s)}</strong> },
    { header: 'Stock', numeric: true, cell: (s) => s.stock },
    { header: 'Vendidos', numeric: true, cell: (s) => s.sold },
    {
      header: 'Códigos',
      cell: (s) => (
        <CodesForm key={`${s.sku}|${s.barcode}`} stock={stock} size={s} onSaved={setStock} />
      ),
    },
    {
      header: 'Historial',
      cell: (s) => (
        <Button
          type="button"
          small
          aria-pressed={history ? sizeKey(history) === sizeKey(s) : false}
          onClick={() => showHistory(s)}
        >
          Ver historial
        </Button>
      ),
    },
  ];

  const historySize = history && stock.sizes.find((s) => sizeKey(s) === sizeKey(history));

  return (
    <>
      <PageHeader
        title={`Stock de ${stock.productName}`}
        subtitle="Ajustes, ingresos, códigos e historial por talle"
      >
        <Link to="/producttable" className={buttonClass('outline')}>
          Volver a productos
        </Link>
        <Link to={`/productdetailbdd/${stock.id}`} className={buttonClass('outline')}>
          Editar producto
        </Link>
      </PageHeader>
      <section className={adminStyles.card} aria-labelledby="rapido">
        <h2 id="rapido" className={adminStyles.cardTitle}>
          Ajuste rápido
        </h2>
        <StockSteppers stock={stock} onChange={changed} />
      </section>
      <div className={adminStyles.sectionGap}>
        <DataTable
          caption="Talles"
          columns={sizeColumns}
          rows={stock.sizes}
          rowKey={sizeKey}
          empty="Este producto no tiene talles."
        />
      </div>
      <div className={adminStyles.sectionGap}>
        <ReceiptForm stock={stock} onSaved={changed} />
      </div>
      <FormAlert message={error} onClose={() => setError(null)} />
      {history && historySize ? (
        <section className={adminStyles.sectionGap} aria-labelledby="historial">
          <h2 id="historial" className={adminStyles.cardTitle}>
            Historial del talle {sizeName(stock, historySize)}: stock {history.stock}
          </h2>
          <DataTable
            caption={`Historial del talle ${sizeName(stock, historySize)}`}
            columns={movementColumns}
            rows={history.movements}
            rowKey={(m) => String(m.id)}
            empty="Todavía no hay movimientos."
          />
          {history.truncated ? (
            <p className={adminStyles.muted}>Se muestran los 200 movimientos más recientes.</p>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
