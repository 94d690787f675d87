import { MAX_PRODUCT_OPTIONS } from '@/lib/catalog/variant-rules';
import type { ImportedOption } from './imported-product';
import { type ColumnMap, OPTION_COLUMNS } from './shopify-columns';
import type { ShopifyRow } from './shopify-row';

// A product's options (Size, Fabric ...): named on its first row, up to three, and the values each
// variant row gives them. One value in any case is one value, spelled as first given ("velvet" after
// "Velvet" is "Velvet"): the shop keeps option values and combinations unique regardless of case.

const caseless = (text: string) => text.toLocaleLowerCase('en');

export class ProductOptions {
  /** In order, each with its values as first given. */
  readonly options: ImportedOption[] = [];
  /** What is wrong with the first row's option names. */
  readonly problems: string[] = [];
  /** Each option's values by their lower case, as first spelled. */
  private readonly spellings: Map<string, string>[] = [];
  /** The combinations so far, in lower case. */
  private readonly combinations = new Set<string>();
  /** Shopify's marker for a product without options: Option1 "Title" with the value "Default Title". */
  private readonly defaultTitle: boolean;
  private variantRows = 0;

  constructor(
    private readonly columns: ColumnMap,
    first: ShopifyRow,
  ) {
    this.defaultTitle = caseless(first.option1Name) === 'title' && caseless(first.option1Value) === 'default title';
    if (!this.defaultTitle) this.readNames(first);
    if (first.option4Name !== '') {
      this.problems.push(`${columns.label.option4Name} is given: a product can have at most ${MAX_PRODUCT_OPTIONS} options`);
    }
  }

  /** A variant row's value for each option, or why the row is refused. */
  take(cells: ShopifyRow): { values: string[] } | { problems: string[] } {
    this.variantRows += 1;
    const given = OPTION_COLUMNS.map((columns) => cells[columns.value]);
    if (this.options.length === 0) {
      if (this.variantRows > 1) return { problems: ['This product has no options, so it has only one variant'] };
      // The first row's "Default Title" is the value of no option.
      const extra = this.defaultTitle ? [] : this.extraValues(given, 0);
      return extra.length > 0 ? { problems: extra } : { values: [] };
    }
    const problems = [...this.missingValues(given), ...this.extraValues(given, this.options.length)];
    if (problems.length > 0) return { problems };

    const keys = this.options.map((_, at) => caseless(given[at] ?? ''));
    const values = keys.map((key, at) => this.spellings[at]?.get(key) ?? given[at] ?? '');
    const combination = keys.join('\u0000');
    if (this.combinations.has(combination)) {
      const named = this.options.map((option, at) => `${option.name} ${values[at]}`).join(' / ');
      return { problems: [`The same combination appears twice: ${named}`] };
    }
    this.combinations.add(combination);
    keys.forEach((key, at) => {
      const spellings = this.spellings[at];
      const value = values[at];
      if (!spellings || value === undefined || spellings.has(key)) return;
      spellings.set(key, value);
      this.options[at]?.values.push(value);
    });
    return { values };
  }

  /** The options named on the first row, in order, with no gap and no name twice. */
  private readNames(first: ShopifyRow): void {
    const { label } = this.columns;
    for (const [at, columns] of OPTION_COLUMNS.entries()) {
      const name = first[columns.name];
      if (name === '') continue;
      const gap = OPTION_COLUMNS[this.options.length];
      if (gap && this.options.length < at) {
        this.problems.push(`${label[columns.name]} is given but ${label[gap.name]} is empty`);
      } else if (this.options.some((option) => caseless(option.name) === caseless(name))) {
        this.problems.push(`Two options are called ${name}`);
      }
      this.options.push({ name, values: [] });
      this.spellings.push(new Map());
    }
  }

  /** Every variant needs a value for each of the product's options. */
  private missingValues(given: readonly string[]): string[] {
    const { label } = this.columns;
    return this.options.flatMap((option, at) => {
      const columns = OPTION_COLUMNS[at];
      return columns && given[at] === '' ? [`${label[columns.value]} is empty: every variant of this product needs a ${option.name}`] : [];
    });
  }

  /** A value for an option the product does not have. */
  private extraValues(given: readonly string[], optionCount: number): string[] {
    const { label } = this.columns;
    return OPTION_COLUMNS.flatMap((columns, at) =>
      at >= optionCount && given[at] !== '' ? [`${label[columns.value]} "${given[at]}" is given but the product has no ${label[columns.name]}`] : [],
    );
  }
}
