'use client';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { ListLink, type Navigate } from './list-results';

type Direction = 'asc' | 'desc';

/** A column of a list's table: its heading (only for screen readers with `srOnly`), its cell class, and the sort it stands for. */
export type ListColumn<Sort extends string = string> = { label: string; className?: string; srOnly?: boolean; sort?: Sort };

/** How a sortable table is sorted now, how a column sorts when first clicked, and the URL of another sort. */
export type ListSorting<Sort extends string> = {
  sort: Sort;
  dir: Direction;
  firstDirection: (column: Sort) => Direction;
  hrefFor: (sort: Sort, dir: Direction) => string;
  navigate: Navigate;
};

/**
 * A column heading that sorts the list: a link to the list sorted by it (the other way when it
 * already is), with `aria-sort` on the heading. The heading's name is the column's name alone: a
 * screen reader reads it before every cell of the column, so what the link does is its description
 * (`title`), and how the list is sorted is `aria-sort`.
 */
function SortableHead<Sort extends string>({ label, column, className, sorting }: { label: string; column: Sort; className?: string; sorting: ListSorting<Sort> }) {
  const { sort, dir, firstDirection, hrefFor, navigate } = sorting;
  const active = sort === column;
  const next = active ? (dir === 'asc' ? 'desc' : 'asc') : firstDirection(column);
  const Icon = !active ? ArrowUpDown : dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <TableHead className={className} aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <ListLink
        href={hrefFor(column, next)}
        navigate={navigate}
        title={active ? 'Sort the other way' : `Sort by ${label}`}
        className="inline-flex items-center gap-1 rounded-sm hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {label}
        <Icon aria-hidden="true" className={cn('size-3.5', !active && 'opacity-40')} />
      </ListLink>
    </TableHead>
  );
}

/** The table of an admin list: its headings from `columns` (sortable ones with `sorting`), its rows as `children`. */
export function ListTable<Sort extends string = string>({
  columns,
  sorting,
  className,
  children,
  ...props
}: {
  columns: readonly ListColumn<Sort>[];
  sorting?: ListSorting<Sort>;
  className?: string;
  children: React.ReactNode;
} & Pick<React.ComponentProps<'table'>, 'aria-label'>) {
  return (
    <Table className={className} {...props}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {columns.map(({ label, className, srOnly, sort }) =>
            sort && sorting ? (
              <SortableHead key={label} label={label} column={sort} className={className} sorting={sorting} />
            ) : (
              <TableHead key={label} className={className}>
                {srOnly ? <span className="sr-only">{label}</span> : label}
              </TableHead>
            ),
          )}
        </TableRow>
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
