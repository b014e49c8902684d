import { Link } from 'react-router';
import { formatPrice } from '../lib/format';
import type { Product } from '../lib/products';

export function ProductList({ products }: { products: Product[] }) {
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
