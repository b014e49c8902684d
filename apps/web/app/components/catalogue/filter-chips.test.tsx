// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appliedChips, parseCatalogueQuery } from './catalogue-query';
import { FilterChips } from './filter-chips';

afterEach(cleanup);

describe('FilterChips', () => {
  it('shows nothing without filters', () => {
    const { container } = render(<FilterChips chips={[]} onRemove={() => {}} onClear={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('removes the clicked filter and clears them all', () => {
    const chips = appliedChips(
      parseCatalogueQuery(new URLSearchParams('category=Botines&brand=Nike')),
    );
    const onRemove = vi.fn();
    const onClear = vi.fn();
    render(<FilterChips chips={chips} onRemove={onRemove} onClear={onClear} />);
    fireEvent.click(screen.getByRole('button', { name: 'Quitar filtro Nike' }));
    expect(onRemove).toHaveBeenCalledWith('brand', 'Nike');
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar todo' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});
