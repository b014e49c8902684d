// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminList } from './admin-list';

afterEach(cleanup);

type Thing = { id: string; name: string; kind: 'a' | 'b' };

/** 25 things of kind a and 5 of kind b. */
const things: Thing[] = Array.from({ length: 30 }, (_, i) => ({
  id: `t${i}`,
  name: `Cosa ${i}`,
  kind: i < 25 ? 'a' : 'b',
}));

/** A route that lists the things as a server would: 10 a page, filtered by kind. */
function ServerThings({ loadAll }: { loadAll: (kind: string) => Promise<readonly Thing[]> }) {
  const [kind, setKind] = useState<'a' | 'b'>('a');
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const matching = things.filter((t) => t.kind === kind);
  return (
    <>
      <button type="button" onClick={() => (setKind(kind === 'a' ? 'b' : 'a'), setPage(1))}>
        Cambiar tipo
      </button>
      <AdminList
        rows={matching.slice((page - 1) * 10, page * 10)}
        columns={[{ header: 'Nombre', cell: (t) => t.name }]}
        rowKey={(t) => t.id}
        caption="Cosas"
        noun={['artículo', 'artículos']}
        empty="No hay cosas."
        search={{ label: 'Buscar cosas' }}
        server={{
          total: matching.length,
          page,
          pages: Math.ceil(matching.length / 10),
          onPage: setPage,
          query,
          onQuery: setQuery,
          onSearch: () => undefined,
          filterKey: kind,
          loadAll: () => loadAll(kind),
        }}
        bulk={{
          label: (t) => t.name,
          gender: 'masculine',
          actions: (chosen) => <output>{chosen.map((t) => t.id).join(',')}</output>,
        }}
      />
    </>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const bar = () => screen.getByRole('region', { name: 'Acciones para los elegidos' });
const noBar = () => screen.queryByRole('region', { name: 'Acciones para los elegidos' });

describe('choosing rows of a list the server pages', () => {
  it('keeps rows chosen on other pages, counts the server total, and asks for all that match', async () => {
    const load = deferred<readonly Thing[]>();
    render(<ServerThings loadAll={() => load.promise} />);
    expect(screen.getByText('25 artículos')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Elegir Cosa 0'));
    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    fireEvent.click(screen.getByLabelText('Elegir todos los de esta página'));
    expect(bar().textContent).toContain('11 elegidos');
    const all = within(bar()).getByRole('button', {
      name: 'Elegir los 25 artículos que coinciden con el filtro',
    });
    fireEvent.click(all);
    expect((all as HTMLButtonElement).disabled).toBe(true);
    await act(async () => load.resolve(things.filter((t) => t.kind === 'a')));
    expect(bar().textContent).toContain('25 elegidos');
    const chosen = within(bar()).getByRole('status').textContent?.split(',') ?? [];
    expect(chosen.sort()).toEqual(
      things
        .filter((t) => t.kind === 'a')
        .map((t) => t.id)
        .sort(),
    );
  });

  it('starts again when the filter changes, and drops an answer for the filter left', async () => {
    const load = deferred<readonly Thing[]>();
    render(<ServerThings loadAll={() => load.promise} />);
    fireEvent.click(screen.getByLabelText('Elegir todos los de esta página'));
    fireEvent.click(
      within(bar()).getByRole('button', { name: /Elegir los 25 artículos que coinciden/ }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar tipo' }));
    expect(noBar()).toBeNull();
    fireEvent.click(screen.getByLabelText('Elegir Cosa 26'));
    await act(async () => load.resolve(things.filter((t) => t.kind === 'a')));
    expect(bar().textContent).toContain('1 elegido');
    expect(within(bar()).getByRole('status').textContent).toBe('t26');
  });
});
