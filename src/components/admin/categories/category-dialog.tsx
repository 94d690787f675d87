'use client';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { showActionRefusal } from '@/components/admin/action-refusal';
import { FormDialog, type FormDialogControls, type FormDialogProps } from '@/components/admin/form-dialog';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ImageUploadField } from '@/components/admin/image-upload-field';
import { slugify } from '@/lib/slugify';
import { CATEGORY_LIMITS, categorySchema, isLinkedCategory, type CategoryInput, type CategoryValues } from '@/lib/schemas/category';
import type { AdminCategory } from '@/server/catalog/admin-categories';
import { createCategoryAction } from '@/server/catalog/actions/create-category';
import { updateCategoryAction } from '@/server/catalog/actions/update-category';
import { fieldAria, FormField } from '@/components/ui/form-field';

type Field = keyof CategoryInput;
const FIELDS: readonly Field[] = ['name', 'slug', 'description', 'bannerImageUrl', 'displayOrder', 'parentId'];

/** The ids of `id` and every category below it: none of them may become its parent. */
function selfAndDescendants(id: string, categories: AdminCategory[]) {
  const below = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const category of categories) {
      if (category.parentId && below.has(category.parentId) && !below.has(category.id)) {
        below.add(category.id);
        grew = true;
      }
    }
  }
  return below;
}

const toFormValues = (category: AdminCategory | null): CategoryInput => ({
  name: category?.name ?? '',
  slug: category?.slug ?? '',
  description: category?.description ?? '',
  bannerImageUrl: category?.bannerImageUrl ?? '',
  displayOrder: String(category?.displayOrder ?? 0),
  parentId: category?.parentId ?? '',
});

/** Add or edit a category. `category` null: a new one. */
export function CategoryDialog({ category, categories, ...dialogProps }: FormDialogProps & { category: AdminCategory | null; categories: AdminCategory[] }) {
  return (
    <FormDialog
      {...dialogProps}
      title={category ? 'Edit Category' : 'Add Category'}
      description={category ? `Change how ${category.name} is named and shown in the shop.` : 'A new category for the shop’s filter and product forms.'}
      className="sm:max-w-xl"
    >
      {(dialog) => <CategoryForm category={category} categories={categories} dialog={dialog} />}
    </FormDialog>
  );
}

function CategoryForm({ category, categories, dialog }: { category: AdminCategory | null; categories: AdminCategory[]; dialog: FormDialogControls }) {
  const id = useId();
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CategoryInput, unknown, CategoryValues>({
    resolver: zodResolver(categorySchema),
    defaultValues: toFormValues(category),
    shouldFocusError: true,
  });

  const name = useWatch({ control, name: 'name' }) ?? '';
  const slug = useWatch({ control, name: 'slug' }) ?? '';
  const banner = useWatch({ control, name: 'bannerImageUrl' }) || null;
  const defaultSlug = slugify(name);
  const parents = useMemo(() => {
    const excluded = category ? selfAndDescendants(category.id, categories) : new Set<string>();
    return categories.filter((c) => !excluded.has(c.id));
  }, [category, categories]);

  const onSubmit = handleSubmit(async (values) => {
    const input = getValues();
    const result = await (category ? updateCategoryAction({ ...input, id: category.id }) : createCategoryAction(input)).catch(() => null);
    if (result?.ok) {
      toast.success(category ? 'Category updated successfully.' : 'Category created successfully.');
      dialog.saved(values.bannerImageUrl);
      return;
    }
    showActionRefusal(result, { setError, setFocus }, {
      fields: FIELDS,
      // The banner upload cannot take focus: the form's first field does.
      focusInstead: { bannerImageUrl: 'name' },
      title: category ? 'Failed to update category.' : 'Failed to create category.',
    });
  });

  const fieldId = (field: Field) => `${id}-${field}`;
  const slugRegister = register('slug');
  // The home page and footer link to these by slug: it stays as it is (the server says so too).
  const slugLocked = category !== null && isLinkedCategory(category.slug);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-busy={isSubmitting}>
      <FormField label="Name" inputId={fieldId('name')} error={errors.name?.message}>
        <Input
          id={fieldId('name')}
          required
          autoComplete="off"
          maxLength={CATEGORY_LIMITS.name}
          {...fieldAria(fieldId('name'), { error: errors.name?.message })}
          {...register('name')}
        />
      </FormField>
      <FormField
        label="Slug"
        optional={!slugLocked}
        inputId={fieldId('slug')}
        error={errors.slug?.message}
        hint={
          slugLocked ? (
            'The home page and footer link to this category, so its slug stays as it is.'
          ) : (
            <>
              The category’s address: /shop?category=<span className="font-mono">{slug || defaultSlug || '…'}</span>. Left empty, it is made from
              the name.
            </>
          )
        }
      >
        <Input
          id={fieldId('slug')}
          autoComplete="off"
          spellCheck={false}
          placeholder={defaultSlug || 'made-from-the-name'}
          maxLength={CATEGORY_LIMITS.slug}
          readOnly={slugLocked}
          className={slugLocked ? 'bg-sand font-mono text-muted-foreground hover:border-input' : 'font-mono'}
          {...fieldAria(fieldId('slug'), { hint: true, error: errors.slug?.message })}
          {...slugRegister}
          onBlur={(event) => {
            // 'Dining Chairs' typed here becomes 'dining-chairs' rather than an error.
            const typed = event.target.value;
            if (typed && slugify(typed) !== typed) setValue('slug', slugify(typed), { shouldValidate: true });
            void slugRegister.onBlur(event);
          }}
        />
      </FormField>
      <FormField label="Description" optional inputId={fieldId('description')} error={errors.description?.message}>
        <Textarea
          id={fieldId('description')}
          rows={3}
          maxLength={CATEGORY_LIMITS.description}
          {...fieldAria(fieldId('description'), { error: errors.description?.message })}
          {...register('description')}
        />
      </FormField>
      <ImageUploadField
        label="Banner image"
        folder="categories"
        value={banner}
        successMessage="Banner image uploaded successfully."
        hint={banner ? null : 'Optional. A wide picture for the category, up to 5 MB.'}
        error={errors.bannerImageUrl?.message}
        onChange={(uploaded) => {
          dialog.track(uploaded);
          setValue('bannerImageUrl', uploaded?.url ?? '', { shouldDirty: true });
        }}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Display order" inputId={fieldId('displayOrder')} error={errors.displayOrder?.message} hint="Lower numbers come first.">
          <Input
            id={fieldId('displayOrder')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...fieldAria(fieldId('displayOrder'), { hint: true, error: errors.displayOrder?.message })}
            {...register('displayOrder')}
          />
        </FormField>
        <FormField label="Parent" optional inputId={fieldId('parentId')} error={errors.parentId?.message}>
          <NativeSelect
            id={fieldId('parentId')}
            {...fieldAria(fieldId('parentId'), { error: errors.parentId?.message })}
            {...register('parentId')}
          >
            <option value="">None (top level)</option>
            {parents.map((parent) => (
              <option key={parent.id} value={parent.id}>
                {parent.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormDialogFooter submitting={isSubmitting} onCancel={dialog.cancel} submitLabel={category ? 'Save Changes' : 'Create Category'} />
    </form>
  );
}
