'use client';
import { useMemo, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useWatch, type FieldPath } from 'react-hook-form';
import { ArrowLeft } from 'lucide-react';
import { toast } from 'sonner';
import { AdminForm, useAdminForm } from '@/components/admin/form/admin-form';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { useCan } from '@/components/admin/staff-role-context';
import { Spinner } from '@/components/ui/spinner';
import { MAX_FEATURED_PER_CATEGORY, PRODUCT_STATUSES } from '@/lib/constants';
import { koboToDecimalString } from '@/lib/money-input';
import { productFormSchema, type ProductFormInput } from '@/lib/schemas/product';
import { PRODUCT_LIMITS } from '@/lib/schemas/product-fields';
import type { VariantRow } from '@/lib/schemas/product-variants';
import { createProductAction } from '@/server/catalog/actions/create-product';
import { updateProductAction } from '@/server/catalog/actions/update-product';
import type { AdminProduct, CategoryOption } from '@/server/catalog/admin-product-reads';
import { DeliverySection } from './delivery-section';
import { MeasuredSection, measuredFormValues } from './measured-section';
import { OptionsEditor } from './options-editor';
import { VariantTable } from './variant-table';
import { Section } from './form-section';
import { EinvoiceCodeFields } from '@/components/admin/einvoice-code-fields';
import type { EinvoiceChoices } from '@/lib/einvoicing/mbs-lists';
import { ProductImages, type ProductImagesValue } from './product-images';
import { useUnsavedChangesGuard } from '@/components/admin/use-unsaved-changes';
import { fieldErrorsOf, useAction } from '@/components/use-action';

// The one product form of /admin/products/new and /admin/products/{id} (docs/product.md sections 2 and 5).
//
// Stock: each count goes with the one the form opened with, and the server moves the stock by the
// difference (docs/decisions/0068-stock-changes-by-difference.md). A count left as it was is not touched;
// one changed after a sale is refused with the count now, which the form then starts from.
//
// Removing a picture: a file this product already had is deleted by the update action after
// the save commits (and only if no record still names it), so a form left without saving
// never leaves the product pointing at a deleted file. A file uploaded during this visit and
// never saved is removed by the server's sweeper a day later (src/server/media/upload-records.ts).

const STATUS_LABELS: Record<(typeof PRODUCT_STATUSES)[number], string> = { active: 'Active', draft: 'Draft', hidden: 'Hidden' };

const naira = (kobo: number | null) => (kobo === null ? '' : koboToDecimalString(kobo));

function toVariantRow(variant: AdminProduct['variants'][number]): VariantRow {
  return {
    id: variant.id,
    values: variant.values,
    sku: variant.sku ?? '',
    price: variant.priceKobo !== null ? koboToDecimalString(variant.priceKobo) : '',
    discountPrice: variant.discountPriceKobo !== null ? koboToDecimalString(variant.discountPriceKobo) : '',
    stock: String(variant.stockQuantity),
    stockRead: variant.stockQuantity,
    cost: naira(variant.costKobo),
    imageUrl: variant.imageUrl ?? '',
    leadTime: variant.leadTimeMinDays === null ? '' : `${variant.leadTimeMinDays}-${variant.leadTimeMaxDays}`,
  };
}

function toFormValues(product: AdminProduct | null): ProductFormInput {
  return {
    name: product?.name ?? '',
    sku: product?.sku ?? '',
    description: product?.description ?? '',
    category: product?.category ?? '',
    subcategory: product?.subcategory ?? '',
    price: product ? koboToDecimalString(product.priceKobo) : '',
    discountPrice: product?.discountPriceKobo != null ? koboToDecimalString(product.discountPriceKobo) : '',
    stockQuantity: String(product?.stockQuantity ?? 0),
    stockQuantityRead: product?.options.length === 0 ? (product.variants[0]?.stockQuantity ?? null) : null,
    cost: product?.options.length === 0 ? naira(product.variants[0]?.costKobo ?? null) : '',
    imageUrl: product?.imageUrl ?? '',
    thumbnailUrl: product?.thumbnailUrl ?? '',
    additionalImages: product?.additionalImages ?? [],
    options: product?.options.map((option) => ({ name: option.name, values: option.values.map(({ value, swatchImageUrl }) => ({ value, swatchImageUrl: swatchImageUrl ?? '' })) })) ?? [],
    variants: product && product.options.length > 0 ? product.variants.map(toVariantRow) : [],
    tags: product?.tags.join(', ') ?? '',
    status: product?.status ?? 'active',
    featured: product?.featured ?? false,
    deliveryClass: product?.deliveryClass ?? 'parcel',
    leadTimeMinDays: product?.leadTimeMinDays != null ? String(product.leadTimeMinDays) : '',
    leadTimeMaxDays: product?.leadTimeMaxDays != null ? String(product.leadTimeMaxDays) : '',
    paymentTerms: product?.paymentTerms ?? 'shop_default',
    depositPercent: product?.depositPercent != null ? String(product.depositPercent) : '',
    hsCode: product?.hsCode ?? '',
    taxProductCategory: product?.taxProductCategory ?? '',
    ...measuredFormValues(product?.measured ?? null),
  };
}

type FormChoices = { categories: CategoryOption[]; einvoice: EinvoiceChoices };

export function ProductForm({ product, categories, einvoice, mode }: FormChoices & { product: AdminProduct | null; mode: 'create' | 'edit' }) {
  return <ProductFormFields product={mode === 'edit' ? product : null} categories={categories} einvoice={einvoice} />;
}

function BackLink() {
  return (
    <Link href="/admin/products" className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Products
    </Link>
  );
}

function ProductFormFields({ product, categories, einvoice }: FormChoices & { product: AdminProduct | null }) {
  const router = useRouter();
  const editing = product !== null;
  const defaults = useMemo(() => toFormValues(product), [product]);
  const [uploading, setUploading] = useState(false);
  const form = useAdminForm(productFormSchema, defaults);
  const { Field, control, getValues, setValue, setError, setFocus } = form;
  const { run } = useAction();
  const { errors, isSubmitting, isDirty } = form.formState;

  const { allowLeaving } = useUnsavedChangesGuard(isDirty || uploading);

  const images = useWatch({ control, name: ['imageUrl', 'thumbnailUrl', 'additionalImages'] });
  const optionCount = useWatch({ control, name: 'options' })?.length ?? 0;
  const readImages = (): ProductImagesValue => {
    const [imageUrl, thumbnailUrl, additionalImages] = getValues(['imageUrl', 'thumbnailUrl', 'additionalImages']);
    return { imageUrl: imageUrl ?? '', thumbnailUrl: thumbnailUrl ?? '', additionalImages: additionalImages ?? [] };
  };
  function commitImages(next: ProductImagesValue) {
    const options = { shouldDirty: true, shouldValidate: true } as const;
    setValue('imageUrl', next.imageUrl, options);
    setValue('thumbnailUrl', next.thumbnailUrl, options);
    setValue('additionalImages', next.additionalImages, options);
  }

  const onSubmit = async () => {
    // The raw strings go to the server, which runs the same schema again.
    const raw = getValues();
    // The variants it opened with: a save is refused when a colleague added or removed one since (docs/decisions/0068-stock-changes-by-difference.md).
    const save = (input: typeof raw) =>
      product ? updateProductAction({ id: product.id, ...input, variantIdsRead: product.variants.map((variant) => variant.id) }) : createProductAction(input);
    // A call that never answered has no fields or details: its message is the toast below.
    const result = await run(save, raw, { failed: product ? 'Failed to update product.' : 'Failed to create product.' });
    if (result.ok) {
      allowLeaving();
      toast.success(product ? 'Product updated successfully.' : 'Product created successfully.');
      // Replace, so Back from the list does not land on the form's extra history entry first.
      router.replace('/admin/products');
      return;
    }
    if (result.code === 'signed-out') {
      toast.error(result.error);
      return;
    }
    const fieldErrors = fieldErrorsOf(result);
    const invalid = form.fieldsInScreenOrder().filter((field) => fieldErrors[field]?.[0]);
    for (const field of invalid) setError(field, { message: fieldErrors[field]?.[0] });
    for (const { readField, now } of result.details?.moved ?? []) setValue(readField as FieldPath<ProductFormInput>, now);
    const refusedField = result.details?.field as FieldPath<ProductFormInput> | undefined;
    if (refusedField) setError(refusedField, { message: result.error });
    const focus = invalid[0] ?? refusedField;
    // A variant's cells are not registered fields: their input is found by its data-field.
    const cell = focus ? document.querySelector<HTMLInputElement>(`[data-field="${focus}"] input`) : null;
    if (cell) cell.focus();
    else if (focus) setFocus(focus);
    if (result.details?.title) toast.error(result.details.title, { description: result.error });
    else if (!invalid.length || result.details?.moved) toast.error(result.error);
  };

  const busy = isSubmitting || uploading;
  // A role that may only see the catalogue sees the form read-only, without Save (the server refuses it anyway).
  const canWrite = useCan('products.write');
  // Costs, as src/lib/catalog/cost-visibility.ts says: for those who read the reports or set prices.
  const seesCosts = useCan('reports.read') || canWrite;

  return (
    <AdminForm form={form} onSubmit={onSubmit} className="flex flex-col gap-6">
      <BackLink />
      <AdminPageHeader
        title={editing ? 'Edit Product' : 'Add Product'}
        description={editing ? product.name : 'Fields marked * are required.'}
      />

      <fieldset disabled={!canWrite} className="grid min-w-0 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Section title="Details">
            <Field.Text name="name" label="Name" maxLength={PRODUCT_LIMITS.name} />
            <Field.Text
              name="sku"
              label="SKU"
              optional
              maxLength={PRODUCT_LIMITS.sku}
              spellCheck={false}
              hint="Stock keeping unit, unique to this product, e.g. AL-SOF-001."
            />
            <Field.Textarea name="description" label="Description" optional rows={6} maxLength={PRODUCT_LIMITS.description} />
          </Section>

          <Section title="Price and stock">
            <div className="grid gap-5 @sm:grid-cols-2 @2xl:grid-cols-3">
              <Field.Text name="price" label="Price (₦)" inputMode="decimal" hint="In naira, e.g. 450000 or 450000.50." />
              <Field.Text name="discountPrice" label="Discount price (₦)" inputMode="decimal" hint="Optional. Shown instead of the price; must be lower." />
              {optionCount === 0 ? (
                <Field.Text name="stockQuantity" label="Stock" inputMode="numeric" hint="Whole units in stock; 0 shows Sold-out." />
              ) : null}
              {optionCount === 0 && seesCosts ? (
                <Field.Text name="cost" label="Cost per item (₦)" optional inputMode="decimal" hint="What one costs the shop, for stock value and margins. Shoppers never see it." />
              ) : null}
            </div>
          </Section>

          <Section title="Options and variants">
            <p className="-mt-2 text-sm text-muted-foreground">
              Sell this piece in sizes, fabrics, colours or finishes: each variant is one combination, with its own SKU, price and stock. An empty price
              sells at the product’s.
            </p>
            <OptionsEditor onBusyChange={setUploading} />
            <VariantTable seesCosts={seesCosts} pictures={[images[0], ...(images[2] ?? [])].filter((url): url is string => Boolean(url))} />
          </Section>

          <DeliverySection />

          <MeasuredSection />

          <Section title="Images">
            {/* The pictures have no text box to focus: their message shows here. */}
            <div data-field="imageUrl thumbnailUrl additionalImages" data-field-focus="none" className="contents">
              <ProductImages
                value={{ imageUrl: images[0] ?? '', thumbnailUrl: images[1] ?? '', additionalImages: images[2] ?? [] }}
                read={readImages}
                commit={commitImages}
                onBusyChange={setUploading}
              />
              {errors.additionalImages?.message || errors.imageUrl?.message ? (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {errors.additionalImages?.message ?? errors.imageUrl?.message}
                </p>
              ) : null}
            </div>
          </Section>
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          <Section title="Visibility">
            <Field.Select name="status" label="Status" options={STATUS_LABELS} hint="Only active products are shown to shoppers." />
            <Field.Switch name="featured" label="Featured on the homepage" hint={`At most ${MAX_FEATURED_PER_CATEGORY} per category.`} boxed={false} />
          </Section>

          <Section title="Organisation">
            <Field.Select name="category" label="Category" placeholder="Choose a category">
              {categories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name}
                </option>
              ))}
            </Field.Select>
            <Field.Text name="subcategory" label="Subcategory" optional maxLength={PRODUCT_LIMITS.subcategory} hint="e.g. 3-Seater, King, Armchair." />
            <Field.Text
              name="tags"
              label="Tags"
              optional
              maxLength={PRODUCT_LIMITS.tagsText}
              hint="Separate tags with commas, e.g. velvet, living room."
            />
          </Section>

          <Section title="E-invoice">
            <EinvoiceCodeFields choices={einvoice} inherits="its category's" />
          </Section>
        </div>
      </fieldset>

      {canWrite ? (
        <div className="sticky bottom-3 z-10 flex items-center justify-end gap-3 rounded-lg border border-border bg-card/95 px-4 py-3 shadow-soft backdrop-blur">
          <p className="mr-auto hidden text-sm text-muted-foreground sm:block" aria-live="polite">
            {uploading ? 'Uploading…' : isDirty ? 'Unsaved changes' : ''}
          </p>
          <Button asChild variant="subtle">
            <Link href="/admin/products">Cancel</Link>
          </Button>
          <Button type="submit" disabled={busy} aria-disabled={busy}>
            {isSubmitting ? <Spinner /> : null}
            {editing ? 'Update Product' : 'Create Product'}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Your role can see products but not change them.</p>
      )}
    </AdminForm>
  );
}
