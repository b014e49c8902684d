// @vitest-environment happy-dom
import type { PromotionAnswer } from '@shop/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderInRouter } from '../../components/admin/testing';
import { shopToday } from '../../lib/admin/dates';
import { AddToPromotionDialog, promotionsToAddTo } from './add-to-promotion-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function day(offset: number) {
  const date = new Date(`${shopToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

const promotion = (over: Partial<PromotionAnswer>): PromotionAnswer => ({
  id: 'p',
  _id: 'p',
  slug: 'p',
  title: 'Promo',
  description: '',
  img: '',
  type: '2x1',
  categories: ['Medias'],
  subcategories: [],
  productIds: [],
  giftCategories: [],
  giftSubcategories: [],
  startDate: null,
  endDate: day(10),
  percentOff: null,
  brands: [],
  badge: '',
  disabled: false,
  video_youtube: null,
  usageRecord: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  ...over,
});

const promotions = [
  promotion({ id: 'running', title: 'Invierno 20% OFF', type: '% OFF', percentOff: 20 }),
  promotion({ id: 'soon', title: 'Hot Sale', startDate: day(3) }),
  promotion({ id: 'ended', title: 'Verano pasado', endDate: day(-1) }),
  promotion({ id: 'off', title: 'Apagada', disabled: true }),
];

describe("'Agregar a promoción…' dialog", () => {
  it('offers running and scheduled promotions only', () => {
    expect(promotionsToAddTo(promotions, shopToday()).map((c) => c.promotion.id)).toEqual([
      'running',
      'soon',
    ]);
  });

  it('lists them, and hands back the one picked', async () => {
    mockFetch(() => json({ promotion: promotions }));
    const onPick = vi.fn();
    renderInRouter(
      <AddToPromotionDialog count={3} busy={false} onPick={onPick} onClose={() => {}} />,
    );
    const select = (await screen.findByLabelText('Promoción')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Elegí una promoción',
      'Invierno 20% OFF (% OFF)',
      `Hot Sale (2x1, desde el ${day(3).split('-').reverse().join('/')})`,
    ]);
    const add = screen.getByRole('button', { name: 'Agregar 3 productos' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'soon' } });
    fireEvent.click(add);
    expect(onPick).toHaveBeenCalledWith('soon');
  });

  it('says so when there is none to add to, and shows a failure in Spanish', async () => {
    mockFetch(() => json({ promotion: [promotions[2]] }));
    renderInRouter(
      <AddToPromotionDialog count={1} busy={false} onPick={() => {}} onClose={() => {}} />,
    );
    expect(await screen.findByText(/No hay promociones vigentes ni programadas/)).toBeTruthy();
    cleanup();
    mockFetch(() => json({ message: 'El servidor no pudo completar la operación.' }, 500));
    renderInRouter(
      <AddToPromotionDialog count={1} busy={false} onPick={() => {}} onClose={() => {}} />,
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
