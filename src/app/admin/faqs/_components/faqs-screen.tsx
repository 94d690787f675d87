'use client';
import { CircleHelp } from 'lucide-react';
import { useAdminList, type RemoveMessages } from '@/components/admin/list/use-admin-list';
import { AddButton, useEditDialog } from '@/components/admin/list/edit-dialog';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ListResults } from '@/components/admin/list/list-results';
import { ListTable, type ListColumn } from '@/components/admin/list/list-table';
import { RowActions } from '@/components/admin/list/row-actions';
import { phoneStickyActionsCell, phoneStickyActionsHead } from '@/components/admin/pinned-actions';
import { Badge } from '@/components/ui/badge';
import { TableCell, TableRow } from '@/components/ui/table';
import type { AdminFaq } from '@/server/content/admin-faq-reads';
import { deleteFaqAction } from '@/server/content/actions/delete-faq';
import { FaqDialog } from './faq-dialog';

const COLUMNS: ListColumn[] = [
  { label: 'Question' },
  { label: 'Category' },
  { label: 'Order', className: 'text-right' },
  { label: 'Status' },
  { label: 'Actions', className: `text-right ${phoneStickyActionsHead}` },
];

const DELETE_MESSAGES: RemoveMessages = { success: 'FAQ deleted successfully', failed: 'Failed to delete FAQ.' };

/** The Manage FAQs screen (docs/product.md section 2): the table, the add/edit dialog and delete with confirmation. */
export function FaqsScreen({ faqs }: { faqs: AdminFaq[] }) {
  const dialog = useEditDialog<AdminFaq>();
  const list = useAdminList(faqs);
  const rows = list.visible;
  // The categories already in use, offered as suggestions in the dialog.
  const categories = [...new Set(faqs.map((faq) => faq.category).filter((c): c is string => Boolean(c)))].sort();

  async function remove(faq: AdminFaq) {
    await list.remove(faq.id, deleteFaqAction, DELETE_MESSAGES);
  }

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Manage FAQs"
        description="The questions customers ask most, in the order they appear on the FAQ page."
        updating={list.pending}
        actions={<AddButton onClick={dialog.add}>Add FAQ</AddButton>}
      />

      <ListResults list={list} empty={{ icon: CircleHelp, message: 'No FAQs yet. Click "Add FAQ" to create one.' }}>
        <ListTable aria-label="FAQs" columns={COLUMNS}>
          {rows.map((faq) => (
            <TableRow key={faq.id}>
              <TableCell className="max-w-md min-w-56">
                <p className="font-medium">{faq.question}</p>
                <p className="line-clamp-1 text-xs text-muted-foreground">{faq.answer}</p>
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {faq.category ? <Badge variant="secondary">{faq.category}</Badge> : <span className="text-muted-foreground">—</span>}
              </TableCell>
              <TableCell className="text-right tabular-nums">{faq.displayOrder}</TableCell>
              <TableCell>
                <Badge variant={faq.published ? 'default' : 'outline'}>{faq.published ? 'Published' : 'Draft'}</Badge>
              </TableCell>
              <TableCell className={phoneStickyActionsCell}>
                <RowActions
                  name={faq.question}
                  onEdit={() => dialog.edit(faq)}
                  deleteDescription="This will permanently delete this FAQ."
                  onDelete={() => remove(faq)}
                />
              </TableCell>
            </TableRow>
          ))}
        </ListTable>
      </ListResults>

      <FaqDialog
        open={dialog.open}
        faq={dialog.item}
        categories={categories}
        onClose={dialog.close}
        onSaved={list.reload}
      />
    </div>
  );
}
