'use client';
import { useEffect, useId, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { useDraftUploads } from '@/components/admin/use-draft-uploads';
import { RichTextEditor } from '@/components/admin/rich-text/rich-text-editor';
import { imageSourcesOf } from '@/components/admin/rich-text/image-sources';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { slugify, SLUG_PATTERN } from '@/lib/slugify';
import { CMS_PAGE_LIMITS, cmsPageSchema, SLUG_FORMAT_MESSAGE, type CmsPageInput, type CmsPageValues } from '@/lib/schemas/cms-page';
import type { AdminCmsPage } from '@/server/content/admin-pages';
import { createCmsPageAction } from '@/server/content/actions/create-cms-page';
import { updateCmsPageAction } from '@/server/content/actions/update-cms-page';

type Field = keyof CmsPageInput;
const FIELDS: readonly Field[] = ['slug', 'title', 'metaDescription', 'content', 'published'];

const DISCARD_MESSAGE = 'Discard the changes you made to this page?';

const toFormValues = (page: AdminCmsPage | null): CmsPageInput => ({
  slug: page?.slug ?? '',
  title: page?.title ?? '',
  metaDescription: page?.metaDescription ?? '',
  content: page?.content ?? '',
  published: page?.published ?? true,
});

/**
 * Add or edit a CMS page. `page` null: a new one. A page's text can be long, so closing with
 * unsaved changes (Escape, the overlay, Cancel) asks first, and Escape pressed inside the
 * editor (its link or image field, or the text) never closes the dialog.
 */
export function CmsPageDialog({
  open,
  page,
  onClose,
  onSaved,
}: {
  open: boolean;
  page: AdminCmsPage | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const uploads = useDraftUploads();
  const dirtyRef = useRef(false);
  const editorRegion = useRef<HTMLDivElement>(null);

  function close() {
    if (dirtyRef.current && !window.confirm(DISCARD_MESSAGE)) return;
    dirtyRef.current = false;
    uploads.discard();
    onClose();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent
        className="max-sm:w-[calc(100%-1rem)] max-sm:p-4 max-sm:pt-6 sm:max-w-3xl"
        onEscapeKeyDown={(event) => {
          // Radix hears Escape before the editor does; inside the editor it belongs to the editor.
          if (event.target instanceof Node && editorRegion.current?.contains(event.target)) event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>{page ? 'Edit Page' : 'Add New Page'}</DialogTitle>
          <DialogDescription>
            {page ? `Changes to /page/${page.slug} show on the site as soon as you save.` : 'A page of its own on the site, such as a policy or a guide.'}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <CmsPageForm
            page={page}
            editorRegion={editorRegion}
            onUploaded={uploads.track}
            dirtyRef={dirtyRef}
            onCancel={close}
            onSaved={(content) => {
              dirtyRef.current = false;
              uploads.discard(imageSourcesOf(content));
              onSaved();
              onClose();
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function CmsPageForm({
  page,
  editorRegion,
  onUploaded,
  dirtyRef,
  onCancel,
  onSaved,
}: {
  page: AdminCmsPage | null;
  editorRegion: React.RefObject<HTMLDivElement | null>;
  onUploaded: ReturnType<typeof useDraftUploads>['track'];
  /** Kept up to date with whether the form has unsaved changes. */
  dirtyRef: React.RefObject<boolean>;
  onCancel: () => void;
  /** Called with the content that was saved. */
  onSaved: (content: string) => void;
}) {
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

  useEffect(() => {
    dirtyRef.current = isDirty;
  }, [dirtyRef, isDirty]);

  const fieldId = (field: Field) => `${id}-${field}`;
  const error = (field: Field) => errors[field]?.message;
  // The editor is not a form control react-hook-form can focus; its editable area has this id.
  const focusField = (field: Field) => (field === 'content' ? document.getElementById(fieldId('content'))?.focus() : setFocus(field));

  const slug = useWatch({ control, name: 'slug' }) ?? '';
  // A slug refused only for its shape ('Privacy Policy') gets a one-click fix, never a silent one.
  const suggestion = error('slug') === SLUG_FORMAT_MESSAGE ? slugify(slug) : '';
  const offerSuggestion = suggestion !== '' && suggestion !== slug && SLUG_PATTERN.test(suggestion);

  const onSubmit = handleSubmit(async () => {
    const input = getValues();
    const result = await (page ? updateCmsPageAction({ ...input, id: page.id }) : createCmsPageAction(input)).catch(() => null);
    if (!result) {
      toast.error('Error', { description: page ? 'Failed to update page.' : 'Failed to create page.' });
      return;
    }
    if (result.ok) {
      toast.success(page ? 'Page updated successfully' : 'Page created successfully');
      onSaved(input.content ?? '');
      return;
    }
    const fieldErrors = { ...result.fieldErrors, ...result.details?.fieldErrors } as Partial<Record<Field, string[]>>;
    const invalid = FIELDS.filter((field) => fieldErrors[field]?.[0]);
    for (const field of invalid) setError(field, { message: fieldErrors[field]?.[0] });
    if (invalid[0]) focusField(invalid[0]);
    else toast.error('Error', { description: result.error });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-w-0 flex-col gap-5" aria-busy={isSubmitting}>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <FormField label="Slug" required inputId={fieldId('slug')} error={error('slug')} hint="The URL path, e.g. privacy-policy">
            <Input
              id={fieldId('slug')}
              required
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
            {/* A long page scrolls inside the editor, so the toolbar and Save stay within reach. */}
            <div ref={editorRegion} className="min-w-0 [&_.tiptap]:max-h-[min(55dvh,34rem)] [&_.tiptap]:overflow-y-auto">
              <RichTextEditor
                id={fieldId('content')}
                value={field.value ?? ''}
                onChange={field.onChange}
                folder="pages"
                labelledBy={`${fieldId('content')}-label`}
                describedBy={error('content') ? `${fieldId('content')}-error` : undefined}
                invalid={Boolean(error('content'))}
                onUploaded={onUploaded}
              />
            </div>
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="published"
        render={({ field }) => (
          <div className="flex items-start justify-between gap-4 rounded-lg border border-border bg-sand/40 px-4 py-3">
            <div className="flex flex-col gap-1">
              <Label htmlFor={fieldId('published')}>Published</Label>
              <p id={`${fieldId('published')}-hint`} className="text-xs text-muted-foreground">
                Only published pages can be visited; the rest stay here as drafts.
              </p>
            </div>
            <Switch
              id={fieldId('published')}
              ref={field.ref}
              checked={field.value ?? true}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby={`${fieldId('published')}-hint`}
            />
          </div>
        )}
      />
      <FormDialogFooter submitting={isSubmitting} onCancel={onCancel} submitLabel={page ? 'Update Page' : 'Create Page'} />
    </form>
  );
}
