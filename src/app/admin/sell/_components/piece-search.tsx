'use client';
import { useId, useRef, useState } from 'react';
import { Plus, ScanBarcode } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/admin/search-input';
import { useDebounced } from '@/components/use-debounced';
import { formatNaira } from '@/lib/money';
import type { PieceToSell } from '@/server/pos/sell-reads';
import { ScanDialog, useScanSupport } from './barcode-scanner';
import { pieceTitle, stockText } from './sale-state';
import { usePieceSearch } from './use-piece-search';

const SEARCH_AFTER_MS = 250;

const exactSku = (pieces: readonly PieceToSell[], text: string) => pieces.find((piece) => piece.sku?.toLowerCase() === text.toLowerCase());

/**
 * "Find by name or SKU" as staff type; Enter (what a USB or Bluetooth scanner presses after the SKU)
 * or a camera scan adds the piece whose SKU is exactly the text at once. `onAdd` answers a refusal.
 */
export function PieceSearch({ locationId, onAdd }: { locationId: string; onAdd: (piece: PieceToSell) => string | null }) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const scanSupported = useScanSupport();
  const { found, searching, search } = usePieceSearch(locationId);
  // What was last searched for here: Enter searches at once, and the timer then need not ask again.
  const asked = useRef('');

  const query = text.trim();
  useDebounced(`${locationId}|${query}`, SEARCH_AFTER_MS, (key) => {
    if (key === asked.current) return;
    asked.current = key;
    void search(query);
  });

  function add(piece: PieceToSell) {
    const refused = onAdd(piece);
    setNotice(refused ?? `Added ${pieceTitle(piece)}.`);
    return refused === null;
  }

  /** A SKU typed and Enter, or scanned: the piece is added when its SKU matches whole. */
  async function addBySku(raw: string) {
    const query = raw.trim();
    if (!query) return;
    asked.current = `${locationId}|${query}`;
    const match = exactSku(await search(query), query);
    if (match && add(match)) {
      setText('');
      asked.current = `${locationId}|`;
      void search('');
    } else if (!match) {
      setText(query);
      setNotice(null);
    }
    box.current?.focus();
  }

  const shown = found && found.query === query ? found : null;
  let status = notice ?? 'Type a name or SKU, or scan a label.';
  if (searching) status = 'Searching…';
  else if (shown?.error) status = shown.error;
  else if (shown && shown.pieces.length === 0) status = `No piece’s name or SKU contains “${query}”.`;
  else if (shown && !notice) status = `${shown.pieces.length} ${shown.pieces.length === 1 ? 'piece' : 'pieces'} found: tap one to add it.`;

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Find by name or SKU
      </label>
      <div className="flex gap-2">
        <SearchInput
          ref={box}
          id={id}
          busy={searching}
          wrapperClassName="min-w-0 flex-1"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setNotice(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void addBySku(text);
          }}
          placeholder="Name or SKU"
          maxLength={100}
          enterKeyHint="search"
          aria-describedby={`${id}-status ${id}-scan`}
          className="h-12"
        />
        <Button
          variant="subtle"
          className="h-12"
          aria-disabled={scanSupported === false}
          onClick={() => (scanSupported ? setScanning(true) : box.current?.focus())}
        >
          <ScanBarcode aria-hidden="true" className="size-5" />
          Scan
        </Button>
      </div>
      <p id={`${id}-scan`} className="text-xs text-muted-foreground">
        {scanSupported === false
          ? 'Scanning with the camera is not supported on this browser: type the SKU (a USB or Bluetooth scanner types it for you).'
          : 'A USB or Bluetooth scanner types the SKU here and adds the piece.'}
      </p>
      <p id={`${id}-status`} aria-live="polite" role={shown?.error ? 'alert' : undefined} className={shown?.error ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
        {status}
      </p>
      {shown && shown.pieces.length > 0 ? <FoundPieces pieces={shown.pieces} onAdd={add} /> : null}
      <ScanDialog open={scanning} onClose={() => setScanning(false)} onCode={(code) => void addBySku(code)} />
    </div>
  );
}

/** A piece made to measure is priced by its size: what it shows is its fabric's price a metre. */
const priceText = (piece: PieceToSell) => (piece.madeToMeasure ? `${formatNaira(piece.priceKobo)} a metre` : formatNaira(piece.priceKobo));

function FoundPieces({ pieces, onAdd }: { pieces: readonly PieceToSell[]; onAdd: (piece: PieceToSell) => void }) {
  return (
    <ul aria-label="Pieces found" className="flex max-h-[26rem] flex-col divide-y divide-border overflow-y-auto rounded-lg border border-border">
      {pieces.map((piece) => (
        <li key={piece.variantId}>
          <button
            type="button"
            onClick={() => onAdd(piece)}
            aria-label={`Add ${pieceTitle(piece)}, ${priceText(piece)}, ${stockText(piece)}`}
            className="flex min-h-14 w-full items-center gap-3 px-3 py-2.5 text-left transition-colors hover:bg-sand focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
          >
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-medium">{piece.productName}</span>
              <span className="text-xs text-muted-foreground">{[piece.variantLabel, piece.sku ? `SKU ${piece.sku}` : null].filter(Boolean).join(' · ')}</span>
              <span className={piece.madeToOrder || piece.here > 0 ? 'text-xs' : 'text-xs text-destructive'}>{stockText(piece)}</span>
            </span>
            <span className="font-semibold tabular-nums">{priceText(piece)}</span>
            <Plus aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
          </button>
        </li>
      ))}
    </ul>
  );
}
