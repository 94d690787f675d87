'use client';
import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { FileUp } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import type { BadgeVariant } from '@/components/ui/badge-variants';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useAction } from '@/components/use-action';
import {
  CATALOGUE_IMPORT_PATH,
  countsSentence,
  type ImportEntry,
  type ImportKind,
  type ImportOutcome,
  type ImportPreview,
  MAX_IMPORT_BYTES,
  plannedCounts,
} from '@/lib/catalog-csv/import-report';
import { NOT_SENT, previewAnswer } from '@/lib/catalog-csv/preview-answer';
import { importCatalogueAction } from '@/server/catalog/actions/import-catalogue';
import { fileChangesStock, StockChoice, StockLines } from './import-stock';
import { CategoryStep, categoryChoicesOf, initialPicks } from './import-categories';
import { INITIAL_INVENTORY, InventoryStep, inventoryChoiceOf } from './import-inventory';

// The Products screen's Import (docs/decisions/0055-catalogue-import.md): the admin picks a CSV in
// Shopify's product format, sees what it would create, update and refuse, row by row, and only then
// imports it. The file goes to /admin/products/import as it is (a route handler: it may be 20 MB).

type Step = { at: 'choose' } | { at: 'checking' } | { at: 'preview'; preview: ImportPreview } | { at: 'importing'; preview: ImportPreview } | { at: 'done'; outcome: ImportOutcome };

const KIND_LABEL: Record<ImportKind, { text: string; variant: BadgeVariant }> = {
  create: { text: 'New', variant: 'indigo' },
  update: { text: 'Update', variant: 'accent' },
  unchanged: { text: 'Unchanged', variant: 'secondary' },
  refused: { text: 'Refused', variant: 'destructive' },
};

const MB = 1024 * 1024;

const ORIGIN_LABEL: Record<ImportPreview['origin'], string> = { shopify: 'Shopify', woocommerce: 'WooCommerce' };

/** What the admin decided in the preview, as the import action takes it. */
type PreviewChoices = { stockFromFile: boolean; categories: ReturnType<typeof categoryChoicesOf>; inventory: ReturnType<typeof inventoryChoiceOf> };

export function CatalogueImport() {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ at: 'choose' });
  const [problem, setProblem] = useState<string | null>(null);
  const router = useRouter();
  const { run } = useAction(toast);
  const inputId = useId();
  const busy = step.at === 'checking' || step.at === 'importing';

  function reset(next: boolean) {
    if (busy) return;
    setOpen(next);
    if (!next) {
      if (step.at === 'done') router.refresh();
      setStep({ at: 'choose' });
      setProblem(null);
    }
  }

  async function check(file: File) {
    setProblem(null);
    if (file.size > MAX_IMPORT_BYTES) {
      setProblem(`${file.name} is larger than ${MAX_IMPORT_BYTES / MB} MB, the most an import takes. Split it into smaller files.`);
      return;
    }
    setStep({ at: 'checking' });
    // Every refusal reaches the admin as a sentence, whoever sent it (src/lib/catalog-csv/preview-answer.ts).
    const answer = await fetch(`${CATALOGUE_IMPORT_PATH}?name=${encodeURIComponent(file.name)}`, { method: 'POST', body: file, headers: { 'Content-Type': 'text/csv' } }).then(
      async (response) => previewAnswer(response.status, await response.json().catch(() => null)),
      () => ({ problem: NOT_SENT }),
    );
    if ('preview' in answer) {
      setStep({ at: 'preview', preview: answer.preview });
      return;
    }
    setStep({ at: 'choose' });
    setProblem(answer.problem);
  }

  async function confirm(preview: ImportPreview, choices: PreviewChoices) {
    setStep({ at: 'importing', preview });
    const { token, fileName, previewedAt, origin } = preview;
    const result = await run(importCatalogueAction, { token, fileName, origin, previewedAt, ...choices }, { failed: 'The import failed: nothing was changed. Please try again.' });
    if (result.ok) {
      setStep({ at: 'done', outcome: result.data });
      return;
    }
    setStep({ at: 'choose' });
    setProblem(result.error);
  }

  return (
    <Dialog open={open} onOpenChange={reset}>
      <Button variant="subtle" onClick={() => setOpen(true)}>
        <FileUp aria-hidden="true" className="size-4" />
        Import
      </Button>
      <DialogContent className="max-w-3xl" showClose={!busy} onInteractOutside={(event) => busy && event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Import products</DialogTitle>
          <DialogDescription>
            A product CSV exported from Shopify or WooCommerce: products with their options, variants, prices, stock and pictures. You see what it changes before anything is saved.
          </DialogDescription>
        </DialogHeader>

        {step.at === 'choose' || step.at === 'checking' ? (
          <div className="flex flex-col gap-2">
            <label htmlFor={inputId} className="text-sm font-medium">
              CSV file (up to {MAX_IMPORT_BYTES / MB} MB)
            </label>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              disabled={step.at === 'checking'}
              aria-describedby={problem ? `${inputId}-problem` : undefined}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void check(file);
              }}
              className="block w-full text-sm file:mr-4 file:h-11 file:rounded-md file:border file:border-border file:bg-card file:px-4 file:text-sm file:font-medium hover:file:bg-sand"
            />
            {step.at === 'checking' ? (
              <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner className="size-4" /> Reading the file…
              </p>
            ) : null}
            {problem ? (
              <p id={`${inputId}-problem`} role="alert" className="text-sm text-destructive">
                {problem}
              </p>
            ) : null}
          </div>
        ) : null}

        {step.at === 'preview' || step.at === 'importing' ? <PreviewStep step={step} onConfirm={confirm} onBack={() => setStep({ at: 'choose' })} /> : null}
        {step.at === 'done' ? <DoneStep outcome={step.outcome} onClose={() => reset(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PreviewStep({
  step,
  onConfirm,
  onBack,
}: {
  step: Extract<Step, { at: 'preview' | 'importing' }>;
  onConfirm: (preview: ImportPreview, choices: PreviewChoices) => void;
  onBack: () => void;
}) {
  const { preview } = step;
  const busy = step.at === 'importing';
  const [stockFromFile, setStockFromFile] = useState(false);
  const [categoryPicks, setCategoryPicks] = useState(() => initialPicks(preview));
  const [inventory, setInventory] = useState(INITIAL_INVENTORY);
  const counts = plannedCounts(preview, stockFromFile);
  const writes = counts.create + counts.update;
  const needsCategory = preview.uncategorised > 0 && categoryPicks.uncategorisedId === '';
  const choices: PreviewChoices = {
    stockFromFile,
    categories: categoryChoicesOf(preview, categoryPicks.picks, categoryPicks.uncategorisedId),
    inventory: inventoryChoiceOf(preview, inventory),
  };
  return (
    <>
      <p role="status" className="text-sm font-medium">
        {preview.fileName ? `${preview.fileName}: ` : ''}
        {ORIGIN_LABEL[preview.origin]} export, {countsSentence(counts, 'plan')}.
      </p>
      <p className="text-sm text-muted-foreground">Prices are read in naira (₦): 45000 in the file is ₦45,000.</p>
      {preview.counts.refused > 0 ? <p className="text-sm text-muted-foreground">Refused products are left out; everything else is imported together, or nothing is.</p> : null}
      <CategoryStep
        preview={preview}
        picks={categoryPicks.picks}
        uncategorisedId={categoryPicks.uncategorisedId}
        onPick={(key, value) => setCategoryPicks((now) => ({ ...now, picks: { ...now.picks, [key]: value } }))}
        onPickUncategorised={(id) => setCategoryPicks((now) => ({ ...now, uncategorisedId: id }))}
        disabled={busy}
      />
      <InventoryStep preview={preview} form={inventory} onChange={setInventory} disabled={busy} />
      {fileChangesStock(preview) ? <StockChoice preview={preview} fromFile={stockFromFile} onChange={setStockFromFile} disabled={busy} /> : null}
      <EntryTable entries={preview.entries} unlisted={preview.unlisted} stockFromFile={stockFromFile} />
      <DialogFooter>
        <Button variant="ghost" onClick={onBack} disabled={step.at === 'importing'}>
          Choose another file
        </Button>
        {needsCategory ? <p className="text-sm text-destructive sm:mr-auto">Choose a category for the products that name none.</p> : null}
        <Button onClick={() => onConfirm(preview, choices)} disabled={writes === 0 || needsCategory || busy} aria-busy={busy}>
          {step.at === 'importing' ? <Spinner className="size-4" /> : null}
          {step.at === 'importing' ? 'Importing…' : `Import ${writes.toLocaleString('en')} ${writes === 1 ? 'product' : 'products'}`}
        </Button>
      </DialogFooter>
    </>
  );
}

function DoneStep({ outcome, onClose }: { outcome: ImportOutcome; onClose: () => void }) {
  return (
    <>
      <p role="status" className="text-sm font-medium">
        Imported: {countsSentence(outcome.counts, 'done')}.
      </p>
      {outcome.picturesToFetch > 0 ? (
        // Fetched by the job queue after the import (docs/decisions/0055-catalogue-import.md, "Amendment: pictures after the import").
        <p className="text-sm text-muted-foreground">
          Their {outcome.picturesToFetch.toLocaleString('en')} {outcome.picturesToFetch === 1 ? 'picture is' : 'pictures are'} being fetched now. The Products screen shows how
          far it has got, also if you leave and come back, and lists any picture that cannot be fetched: its product stays imported without it.
        </p>
      ) : null}
      {outcome.refused.length > 0 ? <EntryTable entries={outcome.refused} unlisted={Math.max(0, outcome.counts.refused - outcome.refused.length)} /> : null}
      <DialogFooter>
        <Button onClick={onClose}>Done</Button>
      </DialogFooter>
    </>
  );
}

/** What happens to an entry: a product whose only change is its stock is updated only when stock is set from the file. */
function kindOf(entry: ImportEntry, stockFromFile: boolean): ImportKind {
  return stockFromFile && entry.kind === 'unchanged' && entry.changes.length > 0 ? 'update' : entry.kind;
}

function EntryTable({ entries, unlisted, stockFromFile = false }: { entries: ImportEntry[]; unlisted: number; stockFromFile?: boolean }) {
  if (entries.length === 0) return null;
  return (
    <div className="max-h-[50dvh] overflow-auto">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="w-14">Row</TableHead>
            <TableHead>Product</TableHead>
            <TableHead>What happens</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={`${entry.row}-${entry.handle ?? ''}`}>
              <TableCell className="align-top tabular-nums">{entry.row}</TableCell>
              <TableCell className="align-top">
                <span className="font-medium">{entry.title ?? entry.handle ?? '—'}</span>
                {entry.title && entry.handle ? <span className="block font-mono text-xs break-all text-muted-foreground">{entry.handle}</span> : null}
              </TableCell>
              <TableCell className="align-top">
                <Badge variant={KIND_LABEL[kindOf(entry, stockFromFile)].variant}>{KIND_LABEL[kindOf(entry, stockFromFile)].text}</Badge>
                <EntryDetails entry={entry} stockFromFile={stockFromFile} />
                <StockLines entry={entry} fromFile={stockFromFile} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {unlisted > 0 ? <p className="p-3 text-sm text-muted-foreground">…and {unlisted.toLocaleString('en')} more, not listed.</p> : null}
    </div>
  );
}

function EntryDetails({ entry, stockFromFile }: { entry: ImportEntry; stockFromFile: boolean }) {
  const changes = stockFromFile ? entry.changes : entry.changes.filter((change) => change !== 'stock');
  const lines = [
    ...entry.problems.map((problem) => (problem.row === entry.row ? problem.message : `Row ${problem.row}: ${problem.message}`)),
    ...(entry.kind === 'create' ? [`${entry.variants} ${entry.variants === 1 ? 'variant' : 'variants'}`] : []),
    ...(kindOf(entry, stockFromFile) === 'update' ? [`Changes ${changes.join(', ')}`] : []),
    ...entry.notes,
  ];
  if (lines.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-col gap-0.5 text-sm text-muted-foreground">
      {lines.map((line, at) => (
        <li key={at} className={entry.kind === 'refused' ? 'text-destructive' : undefined}>
          {line}
        </li>
      ))}
    </ul>
  );
}
