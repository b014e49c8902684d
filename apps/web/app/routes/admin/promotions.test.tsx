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
  productIds: [],
  giftCategories: [],
  giftSubcategories: [],
  startDate: null,
  endDate: '2099-03-09',
  percentOff: null,
  brands: [],
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

  it('lists the columns: dd/mm/yyyy, a later start, Activo, Programado, No Activo or Desactivado, uses', async () => {
    renderPromotions(() => [
      promotion({}),
      promotion({ id: 'p2', title: 'Del verano', description: '', endDate: '2020-01-31' }),
      promotion({
        id: 'p3',
        title: 'Invierno',
        startDate: '2099-01-01',
        type: '% OFF',
        percentOff: 20,
      }),
      promotion({ id: 'p4', title: 'Apagada', disabled: true }),
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
    const [, first, second, third, fourth] = screen.getAllByRole('row');
    expect(within(first!).getByText('09/03/2099')).toBeTruthy();
    expect(within(first!).getByText('Activo')).toBeTruthy();
    expect(within(first!).getByText('2')).toBeTruthy();
    expect(within(second!).getByText('Sin descripción')).toBeTruthy();
    expect(within(second!).getByText('No Activo')).toBeTruthy();
    expect(within(third!).getByText('Programado')).toBeTruthy();
    expect(within(third!).getByText('20% OFF')).toBeTruthy();
    expect(within(third!).getByText('desde 01/01/2099')).toBeTruthy();
    expect(within(fourth!).getByText('Desactivado')).toBeTruthy();
  });

  it('shows the detail in a modal with the categories joined by commas', async () => {
    renderPromotions(() => [promotion({})]);
    fireEvent.click(await screen.findByRole('button', { name: 'Ver detalle' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Medias, Accesorios')).toBeTruthy();
    expect(within(dialog).getByText('09/03/2099')).toBeTruthy();
  });

  it('edits every field in the one form, type and categories too, and reloads the list', async () => {
    let promotions = [promotion({})];
    const calls = mockFetch(({ body }) => {
      promotions = [{ ...promotions[0]!, ...(body as object), version: 2 }];
      return json(promotions[0]);
    });
    renderPromotions(() => promotions);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog');
    const field = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    field('Título', 'Invierno 20% OFF');
    field('Tipo de promoción', '% OFF');
    field('Porcentaje de descuento', '20');
    field('Fecha de inicio', '2099-01-01');
    field('Fecha de expiración', '2099-04-01');
    fireEvent.click(
      within(within(dialog).getByRole('group', { name: 'Marcas' })).getByLabelText('Nike'),
    );
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    });
    await waitFor(() => expect(screen.getByText('Invierno 20% OFF')).toBeTruthy());
    expect(calls[0]).toMatchObject({
      url: '/api/promotion/p1',
      method: 'PUT',
      body: {
        title: 'Invierno 20% OFF',
        description: 'Llevá dos y pagá uno.',
        type: '% OFF',
        percentOff: 20,
        brands: ['Nike'],
        categories: ['Medias', 'Accesorios'],
        startDate: '2099-01-01',
        endDate: '2099-04-01',
        disabled: false,
        version: 1,
      },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Programado')).toBeTruthy();
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
