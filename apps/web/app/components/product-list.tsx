import type { ProductAnswer } from '@shop/domain';
import { Link } from 'react-router';
import { formatPrice } from '../lib/format';

export function ProductList({ products }: { products: ProductAnswer[] }) {
  return (
    <ul>
      {products.map((product) => (
        <li key={product.slug}>
          <Link to={`/producto/${product.slug}`}>{product.productName}</Link>{' '}
          <span>{formatPrice(product.price)}</span>
        </li>
      ))}
    </ul>
  );
}
