'use client';
import { useId } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import type { ImportPreview } from '@/lib/catalog-csv/import-report';
import { pathLabel } from '@/lib/catalog-csv/import-choices';

// The import preview's category step (docs/decisions/0071-moving-a-shop-in.md): each category the file
// names that the shop lacks is created (under the levels above it) or sent to a category the shop has,
// and products naming none go to the one the admin picks. What was chosen on the platform's last file is
// chosen again.

/** For each missing category's key, a category id, or CREATE. */
export type CategoryPicks = Record<string, string>;
export const CREATE = 'create';

export function initialPicks(preview: ImportPreview): { picks: CategoryPicks; uncategorisedId: string } {
  const picks = Object.fromEntries(preview.missingCategories.map((missing) => [missing.key, missing.remembered ?? CREATE]));
  return { picks, uncategorisedId: preview.rememberedUncategorised ?? '' };
}

/** The choices as the import action takes them. */
export function categoryChoicesOf(preview: ImportPreview, picks: CategoryPicks, uncategorisedId: string) {
  return {
    categories: preview.missingCategories.map((missing) => ({ key: missing.key, path: missing.path, categoryId: picks[missing.key] === CREATE ? null : (picks[missing.key] ?? null) })),
    uncategorisedId: preview.uncategorised > 0 && uncategorisedId !== '' ? uncategorisedId : null,
  };
}

const products = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'product' : 'products'}`;

export function CategoryStep({
  preview,
  picks,
  uncategorisedId,
  onPick,
  onPickUncategorised,
  disabled,
}: {
  preview: ImportPreview;
  picks: CategoryPicks;
  uncategorisedId: string;
  onPick: (key: string, value: string) => void;
  onPickUncategorised: (id: string) => void;
  disabled: boolean;
}) {
  const id = useId();
  const { missingCategories: missing, categories } = preview;
  if (missing.length === 0 && preview.uncategorised === 0) return null;
  const remembered = missing.some((category) => category.remembered) || preview.rememberedUncategorised;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-md border border-border p-3 text-sm">
      <h3 id={`${id}-title`} className="font-semibold">
        Categories
      </h3>
      {missing.length > 0 ? (
        <p>
          The file names {missing.length === 1 ? 'a category' : `${missing.length} categories`} the shop does not have. Create {missing.length === 1 ? 'it' : 'each'}, or put {missing.length === 1 ? 'its' : 'their'} products in a category you
          have.{remembered ? ' Choices made on the last file from this platform are filled in.' : ''}
        </p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {missing.map((category, at) => {
          const parents = category.path.slice(0, -1);
          return (
            <li key={category.key} className="grid gap-1 sm:grid-cols-[minmax(0,1fr)_minmax(0,16rem)] sm:items-center sm:gap-3">
              <label htmlFor={`${id}-${at}`}>
                <span className="font-medium break-words">{pathLabel(category.path)}</span> <span className="text-muted-foreground">({products(category.products)})</span>
              </label>
              <NativeSelect id={`${id}-${at}`} value={picks[category.key] ?? CREATE} disabled={disabled} onChange={(event) => onPick(category.key, event.target.value)} className="w-full">
                <option value={CREATE}>{parents.length > 0 ? `Create it under ${pathLabel(parents)}` : 'Create it'}</option>
                {categories.map((option) => (
                  <option key={option.id} value={option.id}>
                    Put in {option.label}
                  </option>
                ))}
              </NativeSelect>
            </li>
          );
        })}
        {preview.uncategorised > 0 ? (
          <li className="grid gap-1 sm:grid-cols-[minmax(0,1fr)_minmax(0,16rem)] sm:items-center sm:gap-3">
            <label htmlFor={`${id}-none`}>
              <span className="font-medium">{products(preview.uncategorised)} name no category</span>
            </label>
            <NativeSelect
              id={`${id}-none`}
              value={uncategorisedId}
              required
              aria-invalid={uncategorisedId === ''}
              disabled={disabled}
              onChange={(event) => onPickUncategorised(event.target.value)}
              className="w-full"
            >
              <option value="">Choose their category…</option>
              {categories.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
