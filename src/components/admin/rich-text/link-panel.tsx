'use client';
import { AdminForm, useAdminForm } from '@/components/admin/form/admin-form';
import { Button } from '@/components/ui/button';
import { richTextLinkSchema } from '@/lib/schemas/rich-text-link';

// Asks for a link's address under the toolbar. A nested form (admin-form.tsx): the editor sits inside
// the post's own form, and forms cannot nest; Enter applies (Escape is the editor's, see there).

export function LinkPanel({
  initialHref,
  onApply,
  onRemove,
  onClose,
}: {
  initialHref: string;
  onApply: (href: string) => void;
  onRemove: (() => void) | null;
  onClose: () => void;
}) {
  const form = useAdminForm(richTextLinkSchema, { href: initialHref });
  const { Field } = form;
  return (
    <div data-editor-panel className="border-b border-border bg-card px-3 py-3">
      <AdminForm form={form} nested onSubmit={({ href }) => onApply(href)} className="flex flex-col gap-2">
        <Field.Text name="href" label="Link address" autoFocus inputMode="url" placeholder="https://" />
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" size="sm">
            Apply link
          </Button>
          {onRemove ? (
            <Button size="sm" variant="subtle" onClick={onRemove}>
              Remove link
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </AdminForm>
    </div>
  );
}
