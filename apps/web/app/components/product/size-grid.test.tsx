// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SizeGrid } from './size-grid';

afterEach(cleanup);

const sizes = ['39', '40', '41', '42', '43', '44', '45'].map((size) => ({
  size,
  stock: size === '40' || size === '44' ? 0 : 3,
  sold: 0,
}));

function Harness({ onSelect }: { onSelect?: (size: string) => void }) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <SizeGrid
      sizes={sizes}
      selected={selected}
      onSelect={(size) => {
        setSelected(size);
        onSelect?.(size);
      }}
    />
  );
}

describe('SizeGrid', () => {
  it('lays the sizes out in rows of 5', () => {
    const { container } = render(<Harness />);
    const rows = [...container.querySelectorAll('[data-size-row]')];
    expect(rows.map((row) => row.querySelectorAll('button').length)).toEqual([5, 2]);
  });

  it('strikes out and disables sizes without stock', () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const soldOut = screen.getByRole('button', { name: '40 (sin stock)' });
    expect(soldOut).toHaveProperty('disabled', true);
    expect(soldOut.querySelector('s')?.textContent).toBe('40');
    fireEvent.click(soldOut);
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '41' }).querySelector('s')).toBeNull();
  });

  it('highlights the chosen size', () => {
    render(<Harness />);
    const size = screen.getByRole('button', { name: '42' });
    expect(size.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(size);
    expect(size.getAttribute('aria-pressed')).toBe('true');
    expect(size.hasAttribute('data-selected')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '43' }));
    expect(size.getAttribute('aria-pressed')).toBe('false');
  });
});
