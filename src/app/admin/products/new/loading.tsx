import { ProductFormSkeleton } from '@/components/admin/products/product-form-skeleton';

export default function Loading() {
  return <ProductFormSkeleton />;
}
