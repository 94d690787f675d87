'use client';
import { SwitchField } from '@/components/admin/switch-field';
import { useEffect, useId, useMemo, useState, useTransition } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Plus, RotateCw, X } from 'lucide-react';
import { toast } from 'sonner';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { MAX_FEATURED_PER_CATEGORY, PRODUCT_STATUSES } from '@/lib/constants';
import { koboToDecimalString } from '@/lib/money';
import { PRODUCT_LIMITS, productFormSchema, type ProductFormInput, type ProductFormValues } from '@/lib/schemas/product';
import { removeUploadedFile } from '@/lib/upload-client';
import { createProductAction } from '@/server/catalog/actions/create-product';
import { updateProductAction } from '@/server/catalog/actions/update-product';
import type { AdminProduct, CategoryOption } from '@/server/catalog/admin-products';
import { DeliverySection } from './delivery-section';
import { Section, type ProductFieldProps } from './form-section';
import { ProductImages, type ProductImagesValue } from './product-images';
import { useUnsavedChangesGuard } from '@/components/admin/use-unsaved-changes';

// The one product form of /admin/products/new and /admin/products/{id} (spec sections 2 and 5).
//
// Removing a picture: a file this product already had is deleted by the update action after
// the save commits (and only if no product still uses it), so a form left without saving
// never leaves the product pointing at a deleted file. A file uploaded during this visit and
// removed again is deleted at once with removeUploadedFile: nothing can reference it.

type Field = keyof ProductFormInput;
const FIELDS: readonly Field[] = [
  'name',
  'sku',
  'description',
  'category',
  'subcategory',
  'price',
  'discountPrice',
  'stockQuantity',
  'imageUrl',
  'thumbnailUrl',
  'additionalImages',
  'colorVariants',
  'tags',
  'status',
  'featured',
  'deliveryClass',
  'leadTimeMinDays',
  'leadTimeMaxDays',
];

const STATUS_LABELS: Record<(typeof PRODUCT_STATUSES)[number], string> = { active: 'Active', draft: 'Draft', hidden: 'Hidden' };

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
    imageUrl: product?.imageUrl ?? '',
    thumbnailUrl: product?.thumbnailUrl ?? '',
    additionalImages: product?.additionalImages ?? [],
    colorVariants: product?.colorVariants ?? [],
    tags: product?.tags.join(', ') ?? '',
    status: product?.status ?? 'active',
    featured: product?.featured ?? false,
    deliveryClass: product?.deliveryClass ?? 'parcel',
    leadTimeMinDays: product?.leadTimeMinDays != null ? String(product.leadTimeMinDays) : '',
    leadTimeMaxDays: product?.leadTimeMaxDays != null ? String(product.leadTimeMaxDays) : '',
  };
}

const imagesOf = (values: { imageUrl?: string; thumbnailUrl?: string; additionalImages?: string[] }) =>
  [values.imageUrl, values.thumbnailUrl, ...(values.additionalImages ?? [])].filter((url): url is string => Boolean(url));

export function ProductForm({
  product,
  categories,
  loadFailed = false,
  mode,
}: {
  product: AdminProduct | null;
  categories: CategoryOption[];
  loadFailed?: boolean;
  mode: 'create' | 'edit';
}) {
  if (loadFailed) return <LoadFailed message={mode === 'edit' ? 'Failed to load product.' : 'Failed to load categories.'} />;
  return <ProductFormFields product={mode === 'edit' ? product : null} categories={categories} />;
}

function LoadFailed({ message }: { message: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  useEffect(() => {
    toast.error(message, { id: 'product-load-failed' });
  }, [message]);
  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-border bg-card px-6 py-14 text-center">
        <p className="font-medium">{message}</p>
        <Button variant="subtle" size="sm" disabled={pending} onClick={() => startTransition(() => router.refresh())}>
          {pending ? <Spinner /> : <RotateCw aria-hidden="true" className="size-4" />}
          Try again
        </Button>
      </div>
    </div>
  );
}

function BackLink() {
  return (
    <Link href="/admin/products" className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Products
    </Link>
  );
}

function ProductFormFields({ product, categories }: { product: AdminProduct | null; categories: CategoryOption[] }) {
  const router = useRouter();
  const id = useId();
  const editing = product !== null;
  const defaults = useMemo(() => toFormValues(product), [product]);
  const savedImages = useMemo(() => new Set(imagesOf(defaults)), [defaults]);
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    setFocus,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProductFormInput, unknown, ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: defaults,
    shouldFocusError: true,
  });

  /** A file uploaded in this visit that nothing uses any more; the product's own files wait for the save. */
  function discard(url: string) {
    if (!url || savedImages.has(url)) return;
    removeUploadedFile(url).catch(() => undefined);
  }

  const { allowLeaving } = useUnsavedChangesGuard(isDirty || uploading, {
    // Leaving without saving: this visit's uploads would be orphans.
    onLeave: () => imagesOf(getValues()).forEach(discard),
  });

  const images = useWatch({ control, name: ['imageUrl', 'thumbnailUrl', 'additionalImages'] });
  const readImages = (): ProductImagesValue => {
    const [imageUrl, thumbnailUrl, additionalImages] = getValues(['imageUrl', 'thumbnailUrl', 'additionalImages']);
    return { imageUrl: imageUrl ?? '', thumbnailUrl: thumbnailUrl ?? '', additionalImages: additionalImages ?? [] };
  };
  function commitImages(next: ProductImagesValue) {
    const before = imagesOf(readImages());
    const options = { shouldDirty: true, shouldValidate: true } as const;
    setValue('imageUrl', next.imageUrl, options);
    setValue('thumbnailUrl', next.thumbnailUrl, options);
    setValue('additionalImages', next.additionalImages, options);
    const kept = new Set(imagesOf(next));
    before.filter((url) => !kept.has(url)).forEach(discard);
  }

  const onSubmit = handleSubmit(async () => {
    // The raw strings go to the server, which runs the same schema again.
    const raw = getValues();
    const result = await (product ? updateProductAction({ id: product.id, ...raw }) : createProductAction(raw)).catch(() => null);
    if (!result) {
      toast.error(product ? 'Failed to update product.' : 'Failed to create product.');
      return;
    }
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
    const fieldErrors = result.fieldErrors ?? {};
    const invalid = FIELDS.filter((field) => fieldErrors[field]?.[0]);
    for (const field of invalid) setError(field, { message: fieldErrors[field]?.[0] });
    const refusedField = result.details?.field;
    if (refusedField) setError(refusedField, { message: result.error });
    const focus = invalid[0] ?? refusedField;
    if (focus) setFocus(focus);
    if (result.details?.title) toast.error(result.details.title, { description: result.error });
    else if (!invalid.length) toast.error(result.error);
  });

  const field = (name: Field, hint?: string): ProductFieldProps => {
    const error = errors[name]?.message;
    const inputId = `${id}-${name}`;
    const message = typeof error === 'string' ? error : undefined;
    return { inputId, error: message, hint, aria: fieldAria(inputId, { hint: Boolean(hint), error: message }) };
  };
  const f = {
    name: field('name'),
    sku: field('sku', 'Stock keeping unit, unique to this product, e.g. AL-SOF-001.'),
    description: field('description'),
    category: field('category'),
    subcategory: field('subcategory', 'e.g. 3-Seater, King, Armchair.'),
    price: field('price', 'In naira, e.g. 450000 or 450000.50.'),
    discountPrice: field('discountPrice', 'Optional. Shown instead of the price; must be lower.'),
    stockQuantity: field('stockQuantity', 'Whole units in stock; 0 shows Sold-out.'),
    tags: field('tags', 'Separate tags with commas, e.g. velvet, living room.'),
    status: field('status', 'Only active products are shown to shoppers.'),
    deliveryClass: field('deliveryClass', "Large pieces need a two-person delivery and pay the zone's large-piece fee."),
    leadTimeMinDays: field('leadTimeMinDays'),
    leadTimeMaxDays: field('leadTimeMaxDays'),
  };
  const busy = isSubmitting || uploading;

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting} className="flex flex-col gap-6">
      <BackLink />
      <AdminPageHeader
        title={editing ? 'Edit Product' : 'Add Product'}
        description={editing ? product.name : 'Fields marked * are required.'}
      />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Section title="Details">
            <FormField label="Name" required {...f.name}>
              <Input id={f.name.inputId} required maxLength={PRODUCT_LIMITS.name} autoComplete="off" {...f.name.aria} {...register('name')} />
            </FormField>
            <FormField label="SKU" optional {...f.sku}>
              <Input id={f.sku.inputId} maxLength={PRODUCT_LIMITS.sku} autoComplete="off" spellCheck={false} {...f.sku.aria} {...register('sku')} />
            </FormField>
            <FormField label="Description" optional {...f.description}>
              <Textarea id={f.description.inputId} rows={6} maxLength={PRODUCT_LIMITS.description} {...f.description.aria} {...register('description')} />
            </FormField>
          </Section>

          <Section title="Price and stock">
            <div className="grid gap-5 @sm:grid-cols-2 @2xl:grid-cols-3">
              <FormField label="Price (₦)" required {...f.price}>
                <Input id={f.price.inputId} inputMode="decimal" autoComplete="off" required {...f.price.aria} {...register('price')} />
              </FormField>
              <FormField label="Discount price (₦)" {...f.discountPrice}>
                <Input id={f.discountPrice.inputId} inputMode="decimal" autoComplete="off" {...f.discountPrice.aria} {...register('discountPrice')} />
              </FormField>
              <FormField label="Stock" {...f.stockQuantity}>
                <Input id={f.stockQuantity.inputId} inputMode="numeric" autoComplete="off" {...f.stockQuantity.aria} {...register('stockQuantity')} />
              </FormField>
            </div>
          </Section>

          <DeliverySection register={register} fields={f} />

          <Section title="Images">
            <ProductImages
              value={{ imageUrl: images[0] ?? '', thumbnailUrl: images[1] ?? '', additionalImages: images[2] ?? [] }}
              read={readImages}
              commit={commitImages}
              discard={discard}
              onBusyChange={setUploading}
            />
            {errors.additionalImages?.message || errors.imageUrl?.message ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errors.additionalImages?.message ?? errors.imageUrl?.message}
              </p>
            ) : null}
          </Section>
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          <Section title="Visibility">
            <FormField label="Status" {...f.status}>
              <NativeSelect id={f.status.inputId} {...f.status.aria} {...register('status')}>
                {PRODUCT_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <SwitchField
                control={control}
                name="featured"
                id={`${id}-featured`}
                label="Featured on the homepage"
                hint={`At most ${MAX_FEATURED_PER_CATEGORY} per category.`}
                boxed={false}
              />
          </Section>

          <Section title="Organisation">
            <FormField label="Category" required {...f.category}>
              <NativeSelect id={f.category.inputId} required {...f.category.aria} {...register('category')}>
                <option value="">Choose a category</option>
                {categories.map((category) => (
                  <option key={category.slug} value={category.slug}>
                    {category.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Subcategory" optional {...f.subcategory}>
              <Input id={f.subcategory.inputId} maxLength={PRODUCT_LIMITS.subcategory} autoComplete="off" {...f.subcategory.aria} {...register('subcategory')} />
            </FormField>
            <FormField label="Tags" optional {...f.tags}>
              <Input id={f.tags.inputId} maxLength={PRODUCT_LIMITS.tagsText} autoComplete="off" {...f.tags.aria} {...register('tags')} />
            </FormField>
            <Controller
              control={control}
              name="colorVariants"
              render={({ field: colours, fieldState }) => (
                <ColourList value={colours.value ?? []} onChange={colours.onChange} error={fieldState.error?.message} />
              )}
            />
          </Section>
        </div>
      </div>

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
    </form>
  );
}

/** Colour variants: a colour is added only when it is not empty and not already listed. */
function ColourList({ value, onChange, error }: { value: string[]; onChange: (next: string[]) => void; error?: string }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState('');

  function add() {
    const colour = draft.trim();
    if (!colour) return;
    if (value.some((existing) => existing.toLocaleLowerCase('en') === colour.toLocaleLowerCase('en'))) {
      setNote(`${colour} is already in the list.`);
      return;
    }
    onChange([...value, colour]);
    setDraft('');
    setNote('');
  }

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-colour`}>
        Colours <span className="ml-1 font-normal text-muted-foreground">(optional)</span>
      </Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-colour`}
          value={draft}
          maxLength={PRODUCT_LIMITS.colour}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setDraft(event.target.value);
            setNote('');
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault(); // Enter adds the colour, it does not submit the form
            add();
          }}
        />
        <Button type="button" variant="subtle" onClick={add} className="px-4">
          <Plus aria-hidden="true" className="size-4" />
          Add
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Shoppers choose one of these on the product page.
      </p>
      <p aria-live="polite" className={cn('text-xs text-muted-foreground', !note && 'sr-only')}>
        {note}
      </p>
      {value.length ? (
        <ul aria-label="Chosen colours" className="flex flex-wrap gap-2">
          {value.map((colour) => (
            <li key={colour} className="inline-flex items-center gap-1 rounded-full border border-border bg-sand py-0.5 pr-0.5 pl-3 text-sm">
              {colour}
              <button
                type="button"
                aria-label={`Remove colour ${colour}`}
                onClick={() => onChange(value.filter((c) => c !== colour))}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-foreground/10 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
