import { describe, expect, it } from 'vitest';
import { listHref } from '@/lib/list-href';

describe('listHref', () => {
  it('writes the plain view as the bare path', () => {
    expect(listHref('/admin/customers', { q: '', page: 1, customer: undefined })).toBe('/admin/customers');
  });

  it('keeps search, filters and page, in the order given', () => {
    expect(listHref('/admin/orders', { q: 'ORD-1', status: 'pending', payment: undefined, attention: true, page: 3 })).toBe(
      '/admin/orders?q=ORD-1&status=pending&attention=1&page=3',
    );
  });

  it('leaves out false switches and values equal to their defaults', () => {
    expect(listHref('/admin/orders', { attention: false, page: 2 })).toBe('/admin/orders?page=2');
    expect(listHref('/admin/products', { sort: 'created', dir: 'desc' }, { sort: 'created', dir: 'desc' })).toBe('/admin/products');
    expect(listHref('/admin/products', { sort: 'name', dir: 'desc' }, { sort: 'created', dir: 'asc' })).toBe('/admin/products?sort=name&dir=desc');
  });

  it('encodes what the admin typed', () => {
    expect(listHref('/admin/products', { q: 'sofa & bed?' })).toBe('/admin/products?q=sofa+%26+bed%3F');
  });
});
