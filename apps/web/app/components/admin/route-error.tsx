import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { errorMessage } from '../../lib/admin/api';
import styles from './admin.module.css';
import { Button } from '../ui/button';

/** A page whose data could not be loaded: the reason in Spanish and a retry. */
export function AdminRouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className={styles.card}>
      <h1 className={styles.cardTitle}>
        {notFound ? 'No encontramos lo que buscás' : 'No se pudieron cargar los datos'}
      </h1>
      <div className={styles.alert} role="alert">
        <p className={styles.alertText}>
          {isRouteErrorResponse(error) ? String(error.data) : errorMessage(error)}
        </p>
      </div>
      <Button type="button" variant="primary" onClick={() => void revalidator.revalidate()}>
        Reintentar
      </Button>
    </div>
  );
}
