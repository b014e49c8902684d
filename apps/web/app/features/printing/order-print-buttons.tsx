import { deliveryTypeOf, type AdminOrderAnswer, type PrintKind } from '@shop/domain';
import { useState } from 'react';
import { showToast } from '../../components/toasts';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/admin/api';
import { openAdminPdf } from '../../lib/admin/pdf';

export const PRINT_PATH = '/api/admin/orders/print';

/**
 * 'Imprimir remito' and 'Imprimir etiqueta' of one order: its PDF opens in a new tab to print.
 * The label only for an order that travels by Correo Argentino (home or branch); one that chose
 * neither has nothing to label.
 */
export function OrderPrintButtons({
  order,
}: {
  order: Pick<AdminOrderAnswer, 'id' | 'order_number' | 'shipping_type' | 'shipment'>;
}) {
  const [busy, setBusy] = useState<PrintKind | null>(null);
  async function print(kind: PrintKind) {
    setBusy(kind);
    try {
      const file = kind === 'slips' ? 'remitos' : 'etiquetas';
      await openAdminPdf(
        PRINT_PATH,
        { ids: [order.id], kind },
        `${file}-${order.order_number}.pdf`,
      );
    } catch (error) {
      showToast(errorMessage(error), { type: 'error', durationMs: 5000 });
    } finally {
      setBusy(null);
    }
  }
  return (
    <>
      <Button type="button" disabled={busy !== null} onClick={() => void print('slips')}>
        {busy === 'slips' ? 'Preparando remito…' : 'Imprimir remito'}
      </Button>
      {deliveryTypeOf(order) ? (
        <Button type="button" disabled={busy !== null} onClick={() => void print('labels')}>
          {busy === 'labels' ? 'Preparando etiqueta…' : 'Imprimir etiqueta'}
        </Button>
      ) : null}
    </>
  );
}
