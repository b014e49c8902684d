import { Link } from 'react-router';

export const notFoundTitle = 'Página no encontrada';

export function NotFound() {
  return (
    <main>
      <h1>{notFoundTitle}</h1>
      <p>
        <Link to="/">Volver al inicio</Link>
      </p>
    </main>
  );
}
