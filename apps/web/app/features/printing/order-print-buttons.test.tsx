// @vitest-environment happy-dom
import type { AdminOrderAnswer } from '@shop/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../components/admin/testing';
import { useToastStore } from '../../components/toasts';
import { OrderPrintButtons, PRINT_PATH } from './order-print-buttons';

const order = (deliveredType: string, shipping_type = '') =>
  ({
    id: 'o1',
    order_number: 1001,
    shipping_type,
    shipment: { rate: { deliveredType } },
  }) as unknown as AdminOrderAnswer;

/** The tab window.open gives: where it was sent, and whether it was closed. */
let tab: { closed: boolean; close: () => void; location: { href: string }; document: Document };

beforeEach(() => {
  tab = {
    closed: false,
    close: () => {
      tab.closed = true;
    },
    location: { href: '' },
    document: document.implementation.createHTMLDocument(''),
  };
  vi.stubGlobal(
    'open',
    vi.fn(() => tab),
  );
  URL.createObjectURL = vi.fn(() => 'blob:pdf-1');
  useToastStore.setState({ toasts: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pdf = () =>
  new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="remitos-1001.pdf"',
    },
  });

describe("the order's print buttons", () => {
  it("'Imprimir remito' asks for the order's slip and shows the PDF in the tab it opened", async () => {
    const calls = mockFetch(pdf);
    render(<OrderPrintButtons order={order('D')} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Imprimir remito' }));
    });
    expect(calls).toMatchObject([
      { url: PRINT_PATH, method: 'POST', body: { ids: ['o1'], kind: 'slips' } },
    ]);
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe('blob:pdf-1');
  });

  it("'Imprimir etiqueta' asks for the label; a branch pickup has one too", async () => {
    const calls = mockFetch(pdf);
    render(<OrderPrintButtons order={order('S')} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Imprimir etiqueta' }));
    });
    expect(calls[0]?.body).toEqual({ ids: ['o1'], kind: 'labels' });
  });

  it("downloads the PDF under the server's name when the browser opens no tab", async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    mockFetch(pdf);
    render(<OrderPrintButtons order={order('D')} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Imprimir remito' }));
    });
    expect(saved).toEqual(['remitos-1001.pdf blob:pdf-1']);
  });

  it('offers no label for an order that chose neither home delivery nor a branch', () => {
    render(<OrderPrintButtons order={order('')} />);
    expect(screen.getByRole('button', { name: 'Imprimir remito' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Imprimir etiqueta' })).toBeNull();
  });

  it("a refusal closes the tab and shows the server's Spanish reason", async () => {
    const reason = 'No existe el pedido o1: puede haberse borrado. Actualizá la lista.';
    mockFetch(() => json({ error: 'not_found', message: reason }, 404));
    render(<OrderPrintButtons order={order('D')} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Imprimir remito' }));
    });
    expect(tab.closed).toBe(true);
    expect(useToastStore.getState().toasts.map((t) => t.text)).toEqual([reason]);
    expect(screen.getByRole('button', { name: 'Imprimir remito' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});
