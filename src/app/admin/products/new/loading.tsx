import { ProductFormSkeleton } from '@/app/admin/products/new/_components/product-form-skeleton';

export default function Loading() {
  return <ProductFormSkeleton />;
}
