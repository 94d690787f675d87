'use client';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog, type FormDialogControls, type FormDialogProps } from '@/components/admin/form-dialog';
import { useAdminForm } from '@/components/admin/form/admin-form';
import { DialogForm } from '@/components/admin/form/dialog-form';
import { slugify } from '@/lib/slugify';
import { CATEGORY_LIMITS, categorySchema, isLinkedCategory, type CategoryInput } from '@/lib/schemas/category';
import type { AdminCategory } from '@/server/catalog/admin-category-reads';
import { createCategoryAction } from '@/server/catalog/actions/create-category';
import { updateCategoryAction } from '@/server/catalog/actions/update-category';
import { EinvoiceCodeFields } from '@/components/admin/einvoice-code-fields';
import type { EinvoiceChoices } from '@/lib/einvoicing/mbs-lists';

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
  hsCode: category?.hsCode ?? '',
  taxProductCategory: category?.taxProductCategory ?? '',
});

/** Add or edit a category. `category` null: a new one. */
type CategoryChoices = { category: AdminCategory | null; categories: AdminCategory[]; einvoice: EinvoiceChoices };

export function CategoryDialog({ category, categories, einvoice, ...dialogProps }: FormDialogProps & CategoryChoices) {
  return (
    <FormDialog
      {...dialogProps}
      title={category ? 'Edit Category' : 'Add Category'}
      description={category ? `Change how ${category.name} is named and shown in the shop.` : 'A new category for the shop’s filter and product forms.'}
      className="sm:max-w-xl"
    >
      {(dialog) => <CategoryForm category={category} categories={categories} einvoice={einvoice} dialog={dialog} />}
    </FormDialog>
  );
}

function CategoryForm({ category, categories, einvoice, dialog }: CategoryChoices & { dialog: FormDialogControls }) {
  const form = useAdminForm(categorySchema, toFormValues(category));
  const { Field } = form;
  const name = useWatch({ control: form.control, name: 'name' }) ?? '';
  const slug = useWatch({ control: form.control, name: 'slug' }) ?? '';
  const defaultSlug = slugify(name);
  const parents = useMemo(() => {
    const excluded = category ? selfAndDescendants(category.id, categories) : new Set<string>();
    return categories.filter((c) => !excluded.has(c.id));
  }, [category, categories]);

  const onSubmit = () =>
    form.send((input) => (category ? updateCategoryAction({ ...input, id: category.id }) : createCategoryAction(input)), {
      onSaved: () => {
        toast.success(category ? 'Category updated successfully.' : 'Category created successfully.');
        dialog.saved();
      },
      // The banner upload cannot take focus: the form's first field does.
      focusInstead: { bannerImageUrl: 'name' },
      title: category ? 'Failed to update category.' : 'Failed to create category.',
    });

  // The home page and footer link to these by slug: it stays as it is (the server says so too).
  const slugLocked = category !== null && isLinkedCategory(category.slug);

  return (
    <DialogForm form={form} dialog={dialog} onSubmit={onSubmit} submitLabel={category ? 'Save Changes' : 'Create Category'}>
      <Field.Text name="name" label="Name" maxLength={CATEGORY_LIMITS.name} />
      <Field.Text
        name="slug"
        label="Slug"
        optional={!slugLocked}
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
        spellCheck={false}
        placeholder={defaultSlug || 'made-from-the-name'}
        maxLength={CATEGORY_LIMITS.slug}
        readOnly={slugLocked}
        className={slugLocked ? 'bg-sand font-mono text-muted-foreground hover:border-input' : 'font-mono'}
        onBlur={(event) => {
          // 'Dining Chairs' typed here becomes 'dining-chairs' rather than an error.
          const typed = event.target.value;
          if (typed && slugify(typed) !== typed) form.setValue('slug', slugify(typed), { shouldValidate: true });
        }}
      />
      <Field.Textarea name="description" label="Description" optional rows={3} maxLength={CATEGORY_LIMITS.description} />
      <Field.Image
        name="bannerImageUrl"
        label="Banner image"
        folder="categories"
        successMessage="Banner image uploaded successfully."
        hint={(uploaded) => (uploaded ? null : 'Optional. A wide picture for the category, up to 5 MB.')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field.Number name="displayOrder" label="Display order" hint="Lower numbers come first." />
        <Field.Select name="parentId" label="Parent" optional placeholder="None (top level)">
          {parents.map((parent) => (
            <option key={parent.id} value={parent.id}>
              {parent.name}
            </option>
          ))}
        </Field.Select>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <EinvoiceCodeFields choices={einvoice} inherits="the parent's, else the default of Settings → E-invoicing" />
      </div>
    </DialogForm>
  );
}
