// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../components/toasts';
import type { PromotionAnswer } from '@shop/domain';
import { PROMOTION_CREATED, PromotionForm } from './promotion-form';
import { json, mockFetch, renderInRouter } from '../../components/admin/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => useToastStore.setState({ toasts: [] }));

const group = (name: string) => screen.getByRole('group', { name });
const tick = (groupName: string, label: string) =>
  fireEvent.click(within(group(groupName)).getByLabelText(label));
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Promoción' }));
  });
};

describe("'Agregar Promoción' form", () => {
  it('shows every message of SPEC.md section 5 and sends nothing', async () => {
    const calls = mockFetch(() => json({}));
    renderInRouter(<PromotionForm onSaved={() => {}} />);
    await submit();
    for (const message of [
      'El Título es obligatorio',
      'El Tipo de promoción es obligatorio',
      'La fecha de caducidad es obligatoria',
      'Debe seleccionar al menos una categoría',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(calls).toHaveLength(0);
  });

  it('asks Regalo for gift categories and subcategories', async () => {
    renderInRouter(<PromotionForm onSaved={() => {}} />);
    expect(screen.queryByRole('group', { name: 'Categorías de regalo' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Tipo de promoción'), { target: { value: 'Regalo' } });
    expect(group('Categorías de regalo')).toBeTruthy();
    await submit();
    expect(screen.getByText('Debe seleccionar al menos una categoría de regalo')).toBeTruthy();
    expect(screen.getByText('Debe seleccionar al menos una subcategoría de regalo')).toBeTruthy();
  });

  it('offers subcategories of the chosen categories only, and drops them with their category', () => {
    renderInRouter(<PromotionForm onSaved={() => {}} />);
    expect(within(group('Subcategorías')).queryAllByRole('checkbox')).toHaveLength(0);
    tick('Categorías', 'Botines');
    tick('Categorías', 'Camisetas');
    tick('Subcategorías', 'Futbol 5 (Botines)');
    tick('Subcategorías', 'Retro (Camisetas)');
    tick('Categorías', 'Botines');
    const subs = within(group('Subcategorías')).getAllByRole('checkbox') as HTMLInputElement[];
    expect(subs.map((s) => s.parentElement?.textContent)).toEqual(['24/25', 'Retro']);
    expect(subs.filter((s) => s.checked).map((s) => s.parentElement?.textContent)).toEqual([
      'Retro',
    ]);
  });

  it('asks "% OFF" for its percentage and offers its brands', async () => {
    const calls = mockFetch(() => json({}));
    renderInRouter(<PromotionForm onSaved={() => {}} />);
    expect(screen.queryByLabelText('Porcentaje de descuento')).toBeNull();
    fireEvent.change(screen.getByLabelText('Tipo de promoción'), { target: { value: '% OFF' } });
    expect(group('Marcas')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Porcentaje de descuento'), {
      target: { value: '95' },
    });
    await submit();
    expect(
      screen.getByText('El porcentaje de descuento debe ser un número entero de 1 a 90'),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("creates a 2x1, says 'Promoción agregada exitosamente' and clears every field", async () => {
    const onCreated = vi.fn();
    const calls = mockFetch(({ body }) => json({ id: 'p1', ...(body as object) }, 201));
    renderInRouter(<PromotionForm onSaved={onCreated} />);
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: '2x1 en botines' } });
    fireEvent.change(screen.getByLabelText('Fecha de expiración'), {
      target: { value: '2030-12-31' },
    });
    fireEvent.change(screen.getByLabelText('Tipo de promoción'), { target: { value: '2x1' } });
    tick('Categorías', 'Botines');
    tick('Subcategorías', 'Futbol 11');
    await submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({
      title: '2x1 en botines',
      description: '',
      img: '',
      type: '2x1',
      categories: ['Botines'],
      subcategories: ['Futbol 11'],
      productIds: [],
      giftCategories: [],
      giftSubcategories: [],
      startDate: null,
      endDate: '2030-12-31',
      percentOff: null,
      brands: [],
      disabled: false,
    });
    expect(useToastStore.getState().toasts.map((t) => t.text)).toContain(PROMOTION_CREATED);
    expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe('');
    expect(
      (within(group('Categorías')).getByLabelText('Botines') as HTMLInputElement).checked,
    ).toBe(false);
  });

  const A = '00000000-0000-4000-8000-00000000000a';
  const B = '00000000-0000-4000-8000-00000000000b';
  const GONE = '00000000-0000-4000-8000-00000000000c';

  it("lists the products named one by one with 'Quitar', and saves without the one taken out", async () => {
    const promotion: PromotionAnswer = {
      id: 'p1',
      _id: 'p1',
      slug: 'elegidos',
      title: 'Elegidos',
      description: '',
      img: '',
      type: '2x1',
      categories: ['Medias'],
      subcategories: [],
      productIds: [A, B, GONE],
      giftCategories: [],
      giftSubcategories: [],
      startDate: null,
      endDate: '2099-01-01',
      percentOff: null,
      brands: [],
      badge: '',
      disabled: false,
      video_youtube: null,
      usageRecord: [],
      createdAt: '2026-01-01T00:00:00.000Z',
      version: 3,
    };
    const calls = mockFetch(({ url, method, body }) => {
      if (method === 'PUT') return json({ ...promotion, ...(body as object), version: 4 });
      if (url.endsWith(`/${A}/stock`)) return json({ id: A, productName: 'Botín Nombrado' });
      if (url.endsWith(`/${B}/stock`)) return json({ id: B, productName: 'Remera Suelta' });
      return json({ message: 'No encontramos ese producto.' }, 404);
    });
    renderInRouter(<PromotionForm promotion={promotion} onSaved={() => {}} />);
    const named = screen.getByRole('group', { name: 'Productos agregados uno por uno' });
    expect(await within(named).findByText('Botín Nombrado')).toBeTruthy();
    expect(await within(named).findByText('Producto que ya no existe')).toBeTruthy();
    fireEvent.click(within(named).getByRole('button', { name: 'Quitar Botín Nombrado' }));
    expect(within(named).queryByText('Botín Nombrado')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    });
    const put = await waitFor(() => {
      const found = calls.find((c) => c.method === 'PUT');
      expect(found).toBeDefined();
      return found!;
    });
    expect(put.body).toMatchObject({ productIds: [B, GONE], version: 3 });
  });
});
