import type { ShopProduct } from '@/server/catalog/shop-reads';
import { ProductCard } from '@/components/store/product-card';
import { withLargeImage } from './shop-showcase';

/** The rest of the list after the showcase (and every product of pages 2 and on). */
export function ShopProductGrid({ products }: { products: ShopProduct[] }) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 md:gap-x-6 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={withLargeImage(product)} />
        </li>
      ))}
    </ul>
  );
}
