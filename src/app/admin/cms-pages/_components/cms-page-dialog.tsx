'use client';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog, useReportDirty, type FormDialogControls, type FormDialogProps } from '@/components/admin/form-dialog';
import { useAdminForm } from '@/components/admin/form/admin-form';
import { DialogForm } from '@/components/admin/form/dialog-form';
import { Button } from '@/components/ui/button';
import { slugify, SLUG_PATTERN } from '@/lib/slugify';
import { CMS_PAGE_LIMITS, cmsPageSchema, isFooterPage, SLUG_FORMAT_MESSAGE, type CmsPageInput } from '@/lib/schemas/cms-page';
import type { AdminCmsPage } from '@/server/content/admin-page-reads';
import { createCmsPageAction } from '@/server/content/actions/create-cms-page';
import { updateCmsPageAction } from '@/server/content/actions/update-cms-page';

const toFormValues = (page: AdminCmsPage | null): CmsPageInput => ({
  slug: page?.slug ?? '',
  title: page?.title ?? '',
  metaDescription: page?.metaDescription ?? '',
  content: page?.content ?? '',
  published: page?.published ?? true,
});

/** Add or edit a CMS page. `page` null: a new one. A page's text can be long: closing with unsaved changes asks first. */
export function CmsPageDialog({ page, ...dialogProps }: FormDialogProps & { page: AdminCmsPage | null }) {
  return (
    <FormDialog
      {...dialogProps}
      title={page ? 'Edit Page' : 'Add New Page'}
      description={page ? `Changes to /page/${page.slug} show on the site as soon as you save.` : 'A page of its own on the site, such as a policy or a guide.'}
      className="max-sm:w-[calc(100%-1rem)] max-sm:p-4 max-sm:pt-6 sm:max-w-3xl"
      discardMessage="Discard the changes you made to this page?"
    >
      {(dialog) => <CmsPageForm page={page} dialog={dialog} />}
    </FormDialog>
  );
}

function CmsPageForm({ page, dialog }: { page: AdminCmsPage | null; dialog: FormDialogControls }) {
  const form = useAdminForm(cmsPageSchema, toFormValues(page));
  const { Field } = form;
  useReportDirty(dialog, form.formState.isDirty);

  // The footer links to the policy pages by slug: it stays as it is (the server says so too).
  const slugLocked = page !== null && isFooterPage(page.slug);
  const slug = useWatch({ control: form.control, name: 'slug' }) ?? '';
  // A slug refused only for its shape ('Privacy Policy') gets a one-click fix, never a silent one.
  const suggestion = form.formState.errors.slug?.message === SLUG_FORMAT_MESSAGE ? slugify(slug) : '';
  const offerSuggestion = suggestion !== '' && suggestion !== slug && SLUG_PATTERN.test(suggestion);

  const onSubmit = () =>
    form.send((input) => (page ? updateCmsPageAction({ ...input, id: page.id }) : createCmsPageAction(input)), {
      onSaved: () => {
        toast.success(page ? 'Page updated successfully' : 'Page created successfully');
        // The pictures the saved text shows stay; other uploads of this dialog are removed.
        dialog.saved();
      },
      title: 'Error',
      failed: page ? 'Failed to update page.' : 'Failed to create page.',
    });

  return (
    <DialogForm form={form} dialog={dialog} onSubmit={onSubmit} submitLabel={page ? 'Update Page' : 'Create Page'}>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Field.Text
            name="slug"
            label="Slug"
            readOnly={slugLocked}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={CMS_PAGE_LIMITS.slug}
            className="font-mono text-sm"
            hint={slugLocked ? 'The footer links to this page, so its slug stays.' : 'The URL path, e.g. privacy-policy'}
          />
          {offerSuggestion ? (
            <Button
              type="button"
              variant="link"
              size="sm"
              className="self-start"
              onClick={() => {
                form.setValue('slug', suggestion, { shouldDirty: true, shouldValidate: true });
                form.setFocus('slug');
              }}
            >
              <span>
                Use <span className="font-mono">{suggestion}</span> instead
              </span>
            </Button>
          ) : null}
        </div>
        <Field.Text name="title" label="Title" maxLength={CMS_PAGE_LIMITS.title} />
      </div>
      <Field.Textarea
        name="metaDescription"
        label="Meta Description"
        optional
        rows={2}
        maxLength={CMS_PAGE_LIMITS.metaDescription}
        hint="Shown under the title and by search engines."
      />
      <Field.RichText name="content" label="Content" optional folder="pages" />
      <Field.Switch name="published" label="Published" hint="Only published pages can be visited; the rest stay here as drafts." />
    </DialogForm>
  );
}
