import { useRef } from 'react';
import { sizeGuideFor } from './size-guide-tables';
import styles from './size-guide.module.css';
import { ShopLink } from '../shop-link';

/** 'Guía de talles' link that opens a dialog with the table of the product's category. */
export function SizeGuide({ category, sizes }: { category: string; sizes: readonly string[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const table = sizeGuideFor(category, sizes);
  return (
    <>
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => dialog.current?.showModal()}
      >
        Guía de talles
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby="size-guide-title"
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className={styles.dialogBody}>
          <div className={styles.dialogHeader}>
            <h2 id="size-guide-title">Guía de talles: {category}</h2>
            <button
              type="button"
              className={styles.close}
              aria-label="Cerrar guía de talles"
              onClick={() => dialog.current?.close()}
            >
              ×
            </button>
          </div>
          <table className={styles.table}>
            <caption>{table.caption}</caption>
            <thead>
              <tr>
                {table.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            <ShopLink to="/guia-de-talles">Ver la guía de talles completa</ShopLink>
          </p>
        </div>
      </dialog>
    </>
  );
}
