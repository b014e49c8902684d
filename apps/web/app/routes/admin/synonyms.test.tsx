// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../components/admin/testing';
import SearchMisses from './search-misses';
import Synonyms from './synonyms';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Group = { id: number; terms: string[] };

function renderSynonyms(load: () => Group[], entry = '/sinonimos') {
  const Stub = createRoutesStub([
    { path: '/sinonimos', Component: Synonyms as never, loader: () => ({ synonyms: load() }) },
  ]);
  return render(<Stub initialEntries={[entry]} />);
}

describe('/sinonimos', () => {
  it('lists the groups and adds one, checked with the API schema first', async () => {
    let groups: Group[] = [{ id: 1, terms: ['ojotas', 'chanclas'] }];
    const calls = mockFetch(({ body }) => {
      const created = { id: 2, ...(body as { terms: string[] }) };
      groups = [...groups, created];
      return json(created, 201);
    });
    renderSynonyms(() => groups);
    expect(await screen.findByText('ojotas, chanclas')).toBeTruthy();

    const input = screen.getByLabelText('Palabras que significan lo mismo');
    fireEvent.change(input, { target: { value: 'pantuflas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar grupo' }));
    expect(
      await screen.findByText('Un grupo de sinónimos necesita al menos dos palabras.'),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'pantuflas, chinelas' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Agregar grupo' }));
    });
    await waitFor(() => expect(screen.getByText('pantuflas, chinelas')).toBeTruthy());
    expect(calls[0]).toMatchObject({
      url: '/api/search/synonyms',
      method: 'POST',
      body: { terms: ['pantuflas', 'chinelas'] },
    });
  });

  it('edits a group and shows the server refusal in Spanish', async () => {
    const calls = mockFetch(() =>
      json({ error: 'not_found', message: 'No encontramos ese grupo de sinónimos.' }, 404),
    );
    renderSynonyms(() => [{ id: 7, terms: ['buzo', 'hoodie'] }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar «buzo, hoodie»' }));
    const inputs = screen.getAllByLabelText('Palabras que significan lo mismo');
    fireEvent.change(inputs[1]!, { target: { value: 'buzo, hoodie, canguro' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    });
    expect(await screen.findByText('No encontramos ese grupo de sinónimos.')).toBeTruthy();
    expect(calls[0]).toMatchObject({
      url: '/api/search/synonyms/7',
      method: 'PUT',
      body: { terms: ['buzo', 'hoodie', 'canguro'] },
    });
  });

  it('checks an edited group with the API schema before sending it', async () => {
    const calls = mockFetch(() => json({}));
    renderSynonyms(() => [{ id: 7, terms: ['buzo', 'hoodie'] }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar «buzo, hoodie»' }));
    const inputs = screen.getAllByLabelText('Palabras que significan lo mismo');
    fireEvent.change(inputs[1]!, { target: { value: 'buzo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('Un grupo de sinónimos necesita al menos dos palabras.'),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('starts a new group with the failed search it comes from', async () => {
    renderSynonyms(() => [], '/sinonimos?agregar=zapas');
    expect(await screen.findByText('Todavía no hay sinónimos.')).toBeTruthy();
    expect(
      (screen.getByLabelText('Palabras que significan lo mismo') as HTMLInputElement).value,
    ).toBe('zapas');
  });

  it('deletes a group after asking', async () => {
    let groups: Group[] = [{ id: 3, terms: ['termo', 'botella'] }];
    const calls = mockFetch(() => {
      groups = [];
      return new Response(null, { status: 204 });
    });
    vi.stubGlobal('confirm', () => true);
    renderSynonyms(() => groups);
    const remove = await screen.findByRole('button', { name: 'Eliminar «termo, botella»' });
    await act(async () => {
      fireEvent.click(remove);
    });
    expect(await screen.findByText('Todavía no hay sinónimos.')).toBeTruthy();
    expect(calls[0]).toMatchObject({ url: '/api/search/synonyms/3', method: 'DELETE' });
  });
});

describe('/busquedas', () => {
  it('lists the failed searches with their counts and a way to add a synonym', async () => {
    const Stub = createRoutesStub([
      {
        path: '/busquedas',
        Component: SearchMisses as never,
        loader: () => ({
          days: 30,
          misses: [
            { query: 'zapas voladoras', count: 4, lastDay: '2026-11-24' },
            { query: 'pelota rugby', count: 1, lastDay: '2026-11-02' },
          ],
        }),
      },
    ]);
    render(<Stub initialEntries={['/busquedas']} />);
    expect(await screen.findByText('zapas voladoras')).toBeTruthy();
    expect(screen.getByText('24/11/2026')).toBeTruthy();
    expect(screen.getByText(/últimos 30 días/)).toBeTruthy();
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows[1]).toContain('4');
    expect(
      screen
        .getByRole('link', { name: 'Crear un sinónimo para «zapas voladoras»' })
        .getAttribute('href'),
    ).toBe('/sinonimos?agregar=zapas%20voladoras');
  });

  it('says when nothing failed', async () => {
    const Stub = createRoutesStub([
      {
        path: '/busquedas',
        Component: SearchMisses as never,
        loader: () => ({ days: 30, misses: [] }),
      },
    ]);
    render(<Stub initialEntries={['/busquedas']} />);
    expect(await screen.findByText('No hubo búsquedas sin resultados en estos días.')).toBeTruthy();
  });
});
