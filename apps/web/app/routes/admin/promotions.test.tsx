// @vitest-environment happy-dom
import type { PromotionAnswer } from '@shop/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../components/admin/testing';
import { renderPromotions } from './promotions-test-support';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const promotion = (overrides: Partial<PromotionAnswer>): PromotionAnswer => ({
  id: 'p1',
  _id: 'p1',
  slug: 'promo',
  version: 1,
  title: '2x1 en medias',
  description: 'Llevá dos y pagá uno.',
  img: '',
  type: '2x1',
  categories: ['Medias', 'Accesorios'],
  subcategories: [],
  giftCategories: [],
  giftSubcategories: [],
  endDate: '2099-03-09',
  badge: '',
  disabled: false,
  video_youtube: null,
  usageRecord: [{ dateUsed: '2026-11-01' }, { dateUsed: '2026-11-02' }],
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

describe('/promociones', () => {
  it("says 'No se encontraron Promociones.' when there are none", async () => {
    renderPromotions(() => []);
    expect(await screen.findByText('No se encontraron Promociones.')).toBeTruthy();
  });

  it('lists SPEC.md columns: dd/mm/yyyy, Activo until the end date, uses, description fallback', async () => {
    renderPromotions(() => [
      promotion({}),
      promotion({ id: 'p2', title: 'Vencida', description: '', endDate: '2020-01-31' }),
    ]);
    await screen.findByText('2x1 en medias');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Titulo',
      'Descripción',
      'Tipo',
      'Fecha de Expiración',
      'Status',
      'Veces Usado',
      'Acciones',
    ]);
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getByText('09/03/2099')).toBeTruthy();
    expect(within(first!).getByText('Activo')).toBeTruthy();
    expect(within(first!).getByText('2')).toBeTruthy();
    expect(within(second!).getByText('Sin descripción')).toBeTruthy();
    expect(within(second!).getByText('No Activo')).toBeTruthy();
  });

  it('shows the detail in a modal with the categories joined by commas', async () => {
    renderPromotions(() => [promotion({})]);
    fireEvent.click(await screen.findByRole('button', { name: 'Ver detalle' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Medias, Accesorios')).toBeTruthy();
    expect(within(dialog).getByText('09/03/2099')).toBeTruthy();
  });

  it('edits title, description and end date inline and reloads the list', async () => {
    let promotions = [promotion({})];
    const calls = mockFetch(({ body }) => {
      promotions = [{ ...promotions[0]!, ...(body as object) }];
      return json(promotions[0]);
    });
    renderPromotions(() => promotions);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    fireEvent.change(screen.getByLabelText('Título de 2x1 en medias'), {
      target: { value: '2x1 en medias largas' },
    });
    fireEvent.change(screen.getByLabelText('Fecha de expiración de 2x1 en medias'), {
      target: { value: '2099-04-01' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    });
    await waitFor(() => expect(screen.getByText('2x1 en medias largas')).toBeTruthy());
    expect(calls[0]).toMatchObject({
      url: '/api/promotion/p1',
      method: 'PUT',
      body: {
        title: '2x1 en medias largas',
        description: 'Llevá dos y pagá uno.',
        endDate: '2099-04-01',
      },
    });
    expect(screen.getByText('01/04/2099')).toBeTruthy();
  });

  it('asks before deleting, and says when the delete failed', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const calls = mockFetch(() =>
      json({ error: 'x', message: 'No encontramos esa promoción.' }, 404),
    );
    renderPromotions(() => [promotion({})]);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    expect(confirm).toHaveBeenCalledWith('¿Estás seguro de que deseas eliminar esta promoción?');
    expect(calls).toHaveLength(0);
    confirm.mockReturnValue(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Hubo un error al intentar eliminar la promoción.',
    );
  });
});
