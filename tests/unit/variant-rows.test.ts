import { describe, expect, it } from 'vitest';
import { bulkEdit, combinations, emptyRow, rowsForOptions, rowsWithoutOption, withAllCombinations } from '@/app/admin/products/_components/variant-rows';

const option = (name: string, ...values: string[]) => ({ name, values: values.map((value) => ({ value, swatchImageUrl: '' })) });
const size = option('Size', '2-seater', '3-seater');
const fabric = option('Fabric', 'Linen', 'Velvet');

describe('the product form’s variant rows', () => {
  it('makes every combination in the options’ order', () => {
    expect(combinations([size, fabric])).toEqual([
      ['2-seater', 'Linen'],
      ['2-seater', 'Velvet'],
      ['3-seater', 'Linen'],
      ['3-seater', 'Velvet'],
    ]);
    expect(combinations([])).toEqual([]);
  });

  it('shares a piece’s single stock out among its first variants, and starts later ones at 0', () => {
    const first = withAllCombinations([], [option('Colour', 'Brass', 'Black', 'Gold')], '7');
    expect(first.map((row) => [row.values[0], row.stock])).toEqual([
      ['Brass', '3'],
      ['Black', '2'],
      ['Gold', '2'],
    ]);
    const more = withAllCombinations(first, [option('Colour', 'Brass', 'Black', 'Gold', 'Ivory')], '7');
    expect(more.map((row) => row.stock)).toEqual(['3', '2', '2', '0']);
  });

  it('gives every row a new option’s first value, drops rows of a value taken away, and merges rows an option’s removal makes one', () => {
    const rows = [emptyRow(['2-seater']), emptyRow(['3-seater'])];
    expect(rowsForOptions(rows, [size, option('Fabric')]).map((row) => row.values)).toEqual([['2-seater'], ['3-seater']]);
    expect(rowsForOptions(rows, [size, fabric]).map((row) => row.values)).toEqual([
      ['2-seater', 'Linen'],
      ['3-seater', 'Linen'],
    ]);
    expect(rowsForOptions(rows, [option('Size', '3-seater')]).map((row) => row.values)).toEqual([['3-seater']]);
    const both = [emptyRow(['2-seater', 'Linen']), emptyRow(['3-seater', 'Linen'])];
    expect(rowsForOptions(rowsWithoutOption(both, 0), [fabric]).map((row) => row.values)).toEqual([['Linen']]);
  });

  it('adds naira to each chosen row’s price (or the product’s), sets stock, and refuses what is not an amount', () => {
    const velvet = { ...emptyRow(['3-seater', 'Velvet']), price: '850000' };
    expect(bulkEdit(velvet, 'addToPrice', '60,000', '650000')?.price).toBe('910000');
    expect(bulkEdit(emptyRow(['2-seater', 'Velvet']), 'addToPrice', '-50000', '650000')?.price).toBe('600000');
    expect(bulkEdit(velvet, 'stock', '4', '650000')?.stock).toBe('4');
    expect(bulkEdit(velvet, 'stock', '-1', '650000')).toBeNull();
    expect(bulkEdit(velvet, 'price', 'lots', '650000')).toBeNull();
    expect(bulkEdit(velvet, 'addToPrice', '-900000', '650000')).toBeNull();
  });
});
