// @vitest-environment happy-dom
import type { CatalogueImportAnswer } from '@shop/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderInRouter } from '../../components/admin/testing';
import { useToastStore } from '../../components/toasts';
import ProductImport from './product-import';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (applied: boolean, create = 2, update = 0): CatalogueImportAnswer => ({
  fileHash: 'h',
  applied,
  counts: { create, update, unchanged: 0, errors: 0 },
  rows: [],
  needs: [
    { name: 'Guante Con Caja', missing: ['una foto'] },
    { name: 'Guante Suelto', missing: ['una foto', 'las medidas del paquete'] },
  ],
});

describe('products import: new products wait for what a sale needs (issue 42)', () => {
  it('says, before and after Aplicar, which new products start Desactivado and what each lacks', async () => {
    mockFetch(({ url }) => json(answer(!url.includes('preview'))));
    renderInRouter(<ProductImport />);
    const file = new File(['ID producto\n'], 'productos.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Archivo CSV (hasta 5 MB)'), {
      target: { files: [file] },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    });
    const list = async () =>
      (await screen.findByRole('list', { name: 'Productos nuevos desactivados' })).textContent;
    expect(await list()).toBe(
      'Guante Con Caja: falta una foto.Guante Suelto: falta una foto y las medidas del paquete.',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Aplicar' })).toBeNull());
    expect(await list()).toContain('Guante Suelto: falta una foto y las medidas del paquete.');
  });

  it.each([
    [1, 1, 'Importación aplicada: 1 fila creada y 1 actualizada.'],
    [2, 0, 'Importación aplicada: 2 filas creadas y 0 actualizadas.'],
    [0, 3, 'Importación aplicada: 0 filas creadas y 3 actualizadas.'],
  ])(
    'says %i created and %i updated in words of the right number',
    async (create, update, text) => {
      mockFetch(({ url }) => json(answer(!url.includes('preview'), create, update)));
      renderInRouter(<ProductImport />);
      const file = new File(['ID producto\n'], 'productos.csv', { type: 'text/csv' });
      fireEvent.change(screen.getByLabelText('Archivo CSV (hasta 5 MB)'), {
        target: { files: [file] },
      });
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Revisar archivo' }));
      });
      await act(async () => {
        fireEvent.click(await screen.findByRole('button', { name: 'Aplicar' }));
      });
      await waitFor(() =>
        expect(useToastStore.getState().toasts.map((toast) => toast.text)).toContain(text),
      );
    },
  );
});
