// The search form of the header's dialog (header/search-dialog.tsx) and of the /search page. Without
// scripts it is a GET form the server answers at /search?q=; once the page runs, the dialog answers
// in place (docs/decisions/0034-search-without-scripts.md). The dialog is in every page's HTML and its
// code in every page's first load, so the text box keeps to a short class list (the store's focus ring
// is the global `:focus-visible`) and the button is a plain one with the primary button's classes
// (StoreButton would bring the table of button variants into every page's first load). The button stays
// enabled while a search is on its way: a disabled one would swallow the next Enter.

/** The longest query the dialog, the page and the action take (docs/product.md section 5). */
export const SEARCH_QUERY_MAX = 100;

export const SEARCH_HINT = 'Find sofas, beds, curtains and accessories by name or category.';

export function SearchForm({
  defaultValue,
  autoFocus,
  onSubmit,
}: {
  defaultValue?: string;
  /** In the dialog: the browser focuses the text box as the dialog opens. */
  autoFocus?: boolean;
  onSubmit?: React.FormEventHandler<HTMLFormElement>;
}) {
  return (
    <form action="/search" role="search" onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row">
      <input
        name="q"
        // A text box, not type="search": there, Esc first clears the text instead of closing the dialog.
        type="text"
        enterKeyHint="search"
        aria-label="Search for products"
        maxLength={SEARCH_QUERY_MAX}
        placeholder="Search for products..."
        defaultValue={defaultValue}
        autoFocus={autoFocus}
        className="h-11 w-full rounded-md border border-input bg-card px-3.5 shadow-xs sm:flex-1"
      />
      <button type="submit" className="btn h-11 rounded-md bg-primary px-6 text-sm text-primary-foreground hover:bg-primary/88">
        Search
      </button>
    </form>
  );
}
