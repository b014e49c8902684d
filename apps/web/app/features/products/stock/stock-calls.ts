import type {
  ProductStockAnswer,
  SizeCodes,
  StockAdjust,
  StockHistoryAnswer,
  StockReceipt,
} from '@shop/domain';
import { adminJson } from '../../../lib/admin/api';

const base = (id: string) => `/api/admin/products/${encodeURIComponent(id)}/stock`;

/** The stock screens' calls (GET/POST /api/admin/products/:id/stock…). */
export const stockCalls = {
  read: (id: string) => adminJson<ProductStockAnswer>(base(id)),
  adjust: (id: string, body: StockAdjust) =>
    adminJson<ProductStockAnswer>(`${base(id)}/adjust`, { method: 'POST', body }),
  receive: (id: string, body: StockReceipt) =>
    adminJson<ProductStockAnswer>(`${base(id)}/receipts`, { method: 'POST', body }),
  setCodes: (id: string, body: SizeCodes) =>
    adminJson<ProductStockAnswer>(`${base(id)}/codes`, { method: 'PUT', body }),
  history: (id: string, variantId: number, size: string) =>
    adminJson<StockHistoryAnswer>(
      `${base(id)}/history?${new URLSearchParams({ variantId: String(variantId), size })}`,
    ),
};
