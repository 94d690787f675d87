import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListTable, type ListColumn, type ListSorting } from '@/components/admin/list/list-table';

// A column heading's accessible name is read before every cell of its column, so it must be the
// column's name alone ("Total"), never "Total , sort"; the sort is aria-sort on the heading
// (src/components/admin/list/list-table.tsx).

type Sort = 'name' | 'total';
const COLUMNS: ListColumn<Sort>[] = [{ label: 'Name', sort: 'name' }, { label: 'Total', sort: 'total' }, { label: 'Status' }];

function headings(sort: Sort, dir: 'asc' | 'desc') {
  const sorting: ListSorting<Sort> = { sort, dir, firstDirection: () => 'asc', hrefFor: (column, to) => `/admin/orders?sort=${column}&dir=${to}`, navigate: () => {} };
  const html = renderToStaticMarkup(
    <ListTable columns={COLUMNS} sorting={sorting} aria-label="Orders">
      {null}
    </ListTable>,
  );
  return [...html.matchAll(/<th(\s[^>]*)>([\s\S]*?)<\/th>/g)].map(([, attributes, inner]) => ({
    // The name from content: its text, less what is hidden from assistive technology.
    name: inner!.replace(/<svg[^>]*aria-hidden="true"[\s\S]*?<\/svg>/g, '').replace(/<[^>]+>/g, '').trim(),
    ariaSort: /aria-sort="([^"]+)"/.exec(attributes!)?.[1] ?? null,
    title: /title="([^"]+)"/.exec(inner!)?.[1] ?? null,
  }));
}

describe('a sortable column heading', () => {
  it('is named by its column alone, sorted or not', () => {
    expect(headings('total', 'desc').map(({ name }) => name)).toEqual(['Name', 'Total', 'Status']);
    expect(headings('name', 'asc').map(({ name }) => name)).toEqual(['Name', 'Total', 'Status']);
  });

  it('carries the sort as aria-sort on the sorted heading only', () => {
    expect(headings('total', 'desc').map(({ ariaSort }) => ariaSort)).toEqual([null, 'descending', null]);
    expect(headings('name', 'asc').map(({ ariaSort }) => ariaSort)).toEqual(['ascending', null, null]);
  });

  it('says what its link does as the link’s description', () => {
    expect(headings('total', 'desc').map(({ title }) => title)).toEqual(['Sort by Name', 'Sort the other way', null]);
  });
});
