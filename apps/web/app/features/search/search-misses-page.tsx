import { Link } from 'react-router';
import styles from '../../components/admin/admin.module.css';
import { AdminList, type Column } from '../../components/admin/admin-list';
import { PageHeader } from '../../components/admin/page-header';
import { adminJson } from '../../lib/admin/api';
import { buttonClass } from '../../components/ui/button';

type SearchMiss = { query: string; count: number; lastDay: string };

export async function loadSearchMisses() {
  return adminJson<{ days: number; misses: SearchMiss[] }>('/api/search/misses');
}

/** 'YYYY-MM-DD' as the admin reads it: 'DD/MM/YYYY'. */
const dayText = (day: string) => day.split('-').reverse().join('/');

/**
 * /busquedas: what shoppers searched for and did not find (the text only, never who), so the
 * owner can add a synonym or the product.
 */
export function SearchMissesPage({
  loaderData,
}: {
  loaderData: Awaited<ReturnType<typeof loadSearchMisses>>;
}) {
  const columns: Column<SearchMiss>[] = [
    { header: 'Búsqueda', cell: (miss) => miss.query },
    { header: 'Veces', numeric: true, cell: (miss) => miss.count },
    { header: 'Última vez', cell: (miss) => dayText(miss.lastDay) },
    {
      header: 'Acciones',
      cell: (miss) => (
        <span className={styles.actions}>
          <Link
            className={buttonClass('outline', { small: true })}
            to={`/sinonimos?agregar=${encodeURIComponent(miss.query)}`}
            aria-label={`Crear un sinónimo para «${miss.query}»`}
          >
            Crear sinónimo
          </Link>
          <Link
            className={buttonClass('outline', { small: true })}
            to={`/catalogo?search=${encodeURIComponent(miss.query)}`}
            target="_blank"
            aria-label={`Ver «${miss.query}» en la tienda`}
          >
            Ver en la tienda
          </Link>
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Búsquedas sin resultados"
        subtitle={`Lo que buscaron los clientes en los últimos ${loaderData.days} días sin encontrar nada. Agregá un sinónimo o el producto.`}
      />
      <AdminList
        rows={loaderData.misses}
        columns={columns}
        rowKey={(miss) => miss.query}
        caption="Búsquedas sin resultados"
        noun={['búsqueda', 'búsquedas']}
        empty="No hubo búsquedas sin resultados en estos días."
        search={{ label: 'Buscar entre las búsquedas', texts: (miss) => [miss.query] }}
      />
    </>
  );
}
