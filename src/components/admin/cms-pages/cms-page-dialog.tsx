'use client';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { SwitchField } from '@/components/admin/switch-field';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { showActionRefusal } from '@/components/admin/action-refusal';
import { FormDialog, useReportDirty, type FormDialogControls, type FormDialogProps } from '@/components/admin/form-dialog';
import { RichTextEditor } from '@/components/admin/rich-text/rich-text-editor';
import { imageSourcesOf } from '@/components/admin/rich-text/image-sources';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { slugify, SLUG_PATTERN } from '@/lib/slugify';
import { CMS_PAGE_LIMITS, cmsPageSchema, isFooterPage, SLUG_FORMAT_MESSAGE, type CmsPageInput, type CmsPageValues } from '@/lib/schemas/cms-page';
import type { AdminCmsPage } from '@/server/content/admin-pages';
import { createCmsPageAction } from '@/server/content/actions/create-cms-page';
import { updateCmsPageAction } from '@/server/content/actions/update-cms-page';

type Field = keyof CmsPageInput;
const FIELDS: readonly Field[] = ['slug', 'title', 'metaDescription', 'content', 'published'];

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
  const id = useId();
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    setFocus,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<CmsPageInput, unknown, CmsPageValues>({
    resolver: zodResolver(cmsPageSchema),
    defaultValues: toFormValues(page),
    shouldFocusError: true,
  });
  useReportDirty(dialog, isDirty);

  const fieldId = (field: Field) => `${id}-${field}`;
  // The footer links to the policy pages by slug: it stays as it is (the server says so too).
  const slugLocked = page !== null && isFooterPage(page.slug);
  const error = (field: Field) => errors[field]?.message;

  const slug = useWatch({ control, name: 'slug' }) ?? '';
  // A slug refused only for its shape ('Privacy Policy') gets a one-click fix, never a silent one.
  const suggestion = error('slug') === SLUG_FORMAT_MESSAGE ? slugify(slug) : '';
  const offerSuggestion = suggestion !== '' && suggestion !== slug && SLUG_PATTERN.test(suggestion);

  const onSubmit = handleSubmit(async () => {
    const input = getValues();
    const result = await (page ? updateCmsPageAction({ ...input, id: page.id }) : createCmsPageAction(input)).catch(() => null);
    if (result?.ok) {
      toast.success(page ? 'Page updated successfully' : 'Page created successfully');
      // The pictures the saved text shows stay; other uploads of this dialog are removed.
      dialog.saved(imageSourcesOf(input.content ?? ''));
      return;
    }
    showActionRefusal(result, { setError, setFocus }, {
      fields: FIELDS,
      title: 'Error',
      failed: page ? 'Failed to update page.' : 'Failed to create page.',
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-w-0 flex-col gap-5" aria-busy={isSubmitting}>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <FormField
            label="Slug"
            required
            inputId={fieldId('slug')}
            error={error('slug')}
            hint={slugLocked ? 'The footer links to this page, so its slug stays.' : 'The URL path, e.g. privacy-policy'}
          >
            <Input
              id={fieldId('slug')}
              required
              readOnly={slugLocked}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={CMS_PAGE_LIMITS.slug}
              className="font-mono text-sm"
              {...fieldAria(fieldId('slug'), { hint: true, error: error('slug') })}
              {...register('slug')}
            />
          </FormField>
          {offerSuggestion ? (
            <Button
              type="button"
              variant="link"
              size="sm"
              className="self-start"
              onClick={() => {
                setValue('slug', suggestion, { shouldDirty: true, shouldValidate: true });
                setFocus('slug');
              }}
            >
              <span>
                Use <span className="font-mono">{suggestion}</span> instead
              </span>
            </Button>
          ) : null}
        </div>
        <FormField label="Title" required inputId={fieldId('title')} error={error('title')}>
          <Input
            id={fieldId('title')}
            required
            autoComplete="off"
            maxLength={CMS_PAGE_LIMITS.title}
            {...fieldAria(fieldId('title'), { error: error('title') })}
            {...register('title')}
          />
        </FormField>
      </div>
      <FormField
        label="Meta Description"
        optional
        inputId={fieldId('metaDescription')}
        error={error('metaDescription')}
        hint="Shown under the title and by search engines."
      >
        <Textarea
          id={fieldId('metaDescription')}
          rows={2}
          maxLength={CMS_PAGE_LIMITS.metaDescription}
          {...fieldAria(fieldId('metaDescription'), { hint: true, error: error('metaDescription') })}
          {...register('metaDescription')}
        />
      </FormField>
      <Controller
        control={control}
        name="content"
        render={({ field }) => (
          <FormField label="Content" optional inputId={fieldId('content')} error={error('content')}>
            <div className="min-w-0">
              <RichTextEditor
                ref={field.ref}
                id={fieldId('content')}
                value={field.value ?? ''}
                onChange={field.onChange}
                folder="pages"
                labelledBy={`${fieldId('content')}-label`}
                describedBy={error('content') ? `${fieldId('content')}-error` : undefined}
                invalid={Boolean(error('content'))}
                onUploaded={dialog.track}
              />
            </div>
          </FormField>
        )}
      />
      <SwitchField
        control={control}
        name="published"
        id={fieldId('published')}
        label="Published"
        hint="Only published pages can be visited; the rest stay here as drafts."
      />
      <FormDialogFooter submitting={isSubmitting} onCancel={dialog.cancel} submitLabel={page ? 'Update Page' : 'Create Page'} />
    </form>
  );
}
