'use client';
import { FolderTree, ImageOff } from 'lucide-react';
import { useAdminList, type RemoveMessages } from '@/components/admin/list/use-admin-list';
import { AddButton, useEditDialog } from '@/components/admin/list/edit-dialog';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Badge } from '@/components/ui/badge';
import { TableCell, TableRow } from '@/components/ui/table';
import { isLinkedCategory } from '@/lib/schemas/category';
import type { AdminCategory } from '@/server/catalog/admin-category-reads';
import type { EinvoiceChoices } from '@/lib/einvoicing/mbs-lists';
import { deleteCategoryAction } from '@/server/catalog/actions/delete-category';
import { CategoryDialog } from './category-dialog';
import { ListResults } from '@/components/admin/list/list-results';
import { ListTable, type ListColumn } from '@/components/admin/list/list-table';
import { RowActions } from '@/components/admin/list/row-actions';
import { useCan } from '@/components/admin/staff-role-context';
import { phoneStickyActionsCell, phoneStickyActionsHead } from '@/components/admin/pinned-actions';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What stands in the way of deleting, said in the confirmation before the admin tries. */
function deleteDescription(category: AdminCategory, children: AdminCategory[]) {
  const blockers = [
    category.productCount > 0 ? count(category.productCount, 'product', 'products') : null,
    children.length > 0 ? count(children.length, 'subcategory', 'subcategories') : null,
    category.slideCount > 0 ? count(category.slideCount, 'hero slide', 'hero slides') : null,
  ].filter(Boolean);
  if (isLinkedCategory(category.slug)) {
    const also = blockers.length > 0 ? ` It also has ${blockers.join(' and ')}.` : '';
    return `${category.name} cannot be deleted: the home page and footer link to it. You can rename it instead.${also}`;
  }
  if (blockers.length > 0) {
    return `${category.name} still has ${blockers.join(' and ')}, so it cannot be deleted until they are moved or deleted.`;
  }
  return `This will permanently delete the category "${category.name}". This action cannot be undone.`;
}

const COLUMNS: ListColumn[] = [
  { label: 'Banner', className: 'w-20 max-sm:hidden' },
  { label: 'Name' },
  { label: 'Slug' },
  { label: 'Parent' },
  { label: 'Products', className: 'text-right' },
  { label: 'Order', className: 'text-right' },
  { label: 'Actions', className: `text-right ${phoneStickyActionsHead}`, srOnly: true },
];

const DELETE_MESSAGES: RemoveMessages = { success: 'Category deleted successfully.', failed: 'Failed to delete category.', errorTitle: 'Failed to delete category.' };

/** The Categories screen: the table, the add/edit dialog and delete with confirmation. */
export function CategoriesScreen({ categories, einvoice }: { categories: AdminCategory[]; einvoice: EinvoiceChoices }) {
  const dialog = useEditDialog<AdminCategory>();
  const list = useAdminList(categories);
  const rows = list.visible;
  const names = new Map(categories.map((c) => [c.id, c.name]));
  // A role that may only see the catalogue gets the list without its buttons.
  const canWrite = useCan('products.write');

  async function remove(category: AdminCategory) {
    await list.remove(category.id, deleteCategoryAction, DELETE_MESSAGES);
  }

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Categories"
        description="The shop’s categories, in display order. Products and hero slides use their slugs."
        updating={list.pending}
        actions={canWrite ? <AddButton onClick={dialog.add}>Add Category</AddButton> : null}
      />

      <ListResults list={list} empty={{ icon: FolderTree, message: 'No categories yet', hint: 'Click “Add Category” to create the first one.' }}>
        <ListTable aria-label="Categories" columns={COLUMNS}>
          {rows.map((category) => {
            const children = rows.filter((c) => c.parentId === category.id);
            return (
              <TableRow key={category.id}>
                <TableCell className="max-sm:hidden">
                  {category.bannerImageUrl ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a small admin preview of a stored banner
                    <img src={category.bannerImageUrl} alt="" loading="lazy" className="h-10 w-16 max-w-none rounded-md border border-border object-cover" />
                  ) : (
                    <span className="flex h-10 w-16 items-center justify-center rounded-md border border-dashed border-border text-muted-foreground">
                      <ImageOff aria-hidden="true" className="size-4" />
                      <span className="sr-only">No banner</span>
                    </span>
                  )}
                </TableCell>
                <TableCell className="max-w-72 min-w-36 sm:min-w-48">
                  <p className="font-medium">{category.name}</p>
                  {category.description ? <p className="line-clamp-1 text-xs text-muted-foreground">{category.description}</p> : null}
                </TableCell>
                <TableCell className="font-mono text-xs whitespace-nowrap">{category.slug}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {category.parentId ? (
                    <Badge variant="secondary">{names.get(category.parentId) ?? '—'}</Badge>
                  ) : (
                    <span className="text-muted-foreground">—</span>
                  )}
                </TableCell>
                <TableCell className="text-right tabular-nums">{category.productCount}</TableCell>
                <TableCell className="text-right tabular-nums">{category.displayOrder}</TableCell>
                <TableCell className={phoneStickyActionsCell}>
                  {canWrite ? (
                    <RowActions
                      name={category.name}
                      onEdit={() => dialog.edit(category)}
                      deleteDescription={deleteDescription(category, children)}
                      onDelete={() => remove(category)}
                    />
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
        </ListTable>
      </ListResults>

      <CategoryDialog
        open={dialog.open}
        category={dialog.item}
        categories={categories}
        einvoice={einvoice}
        onClose={dialog.close}
        onSaved={list.reload}
      />
    </div>
  );
}
