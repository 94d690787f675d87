import { MAX_PRODUCT_OPTIONS } from '@/lib/catalog/variant-rules';
import { uniqueIgnoringCase } from '@/lib/schemas/product';
import type { ImportedOption } from './imported-product';
import type { ProblemList } from './problem-list';
import { withoutEscapedCommas, wooList } from './woocommerce-cells';
import type { WooLine } from './woocommerce-row';

// A variable product's options are the attributes its variations are chosen by, named on the product's
// row with the values it offers ("Color": "Blue, Green, Red"); each variation row names the value it
// stands for. An attribute no variation names only describes the product (WooCommerce's "Used for
// variations" unticked) and is not an option. Names and values are matched without regard to case and
// spelled as the product lists them.

const caseless = (text: string) => text.toLocaleLowerCase('en');

type ListedOption = { name: string; key: string; values: string[] };

export class VariationOptions {
  private readonly listed: ListedOption[] = [];

  constructor(parent: WooLine, variations: readonly WooLine[], problems: ProblemList) {
    const chosenBy = new Set(variations.flatMap((line) => line.cells.attributes.map((attribute) => caseless(attribute.name))));
    const seen = new Set<string>();
    for (const attribute of parent.cells.attributes) {
      const key = caseless(attribute.name);
      if (seen.has(key)) problems.add(parent.row, `Two attributes are called ${attribute.name}`);
      else if (chosenBy.has(key)) this.listed.push({ name: attribute.name, key, values: uniqueIgnoringCase(wooList(attribute.value)) });
      seen.add(key);
    }
    if (this.listed.length > MAX_PRODUCT_OPTIONS) {
      const names = this.listed.map((option) => option.name).join(', ');
      problems.add(parent.row, `A product can have at most ${MAX_PRODUCT_OPTIONS} options, and its variations are chosen by ${this.listed.length}: ${names}`);
    }
  }

  get names(): string[] {
    return this.listed.map((option) => option.name);
  }

  /**
   * The variation's value of each option: one, or every value the product lists where the variation
   * leaves it blank (WooCommerce's "Any Size"). Undefined, with the problems noted, when it names a value
   * or an attribute its product does not offer.
   */
  choose(line: WooLine, problems: ProblemList): string[][] | undefined {
    const given = new Map(line.cells.attributes.map((attribute) => [caseless(attribute.name), attribute]));
    const unlisted = [...given.entries()].filter(([key]) => !this.listed.some((option) => option.key === key));
    for (const [, attribute] of unlisted) problems.add(line.row, `The variation's attribute ${attribute.name} is not one its product lists`);
    const read = this.listed.map((option) => this.valuesOf(option, given.get(option.key)?.value ?? ''));
    for (const values of read) if ('problem' in values) problems.add(line.row, values.problem);
    const chosen = read.flatMap((values) => ('values' in values ? [values.values] : []));
    return unlisted.length === 0 && chosen.length === read.length ? chosen : undefined;
  }

  /** The options with the values the variants use, in the order the product lists them. */
  used(variantValues: readonly (readonly string[])[]): ImportedOption[] {
    return this.listed.map((option, at) => {
      const taken = new Set(variantValues.map((values) => values[at]));
      return { name: option.name, values: option.values.filter((value) => taken.has(value)) };
    });
  }

  private valuesOf(option: ListedOption, text: string): { values: string[] } | { problem: string } {
    if (text === '') {
      return option.values.length > 0 ? { values: option.values } : { problem: `The variation is for any ${option.name}, and its product lists no ${option.name}` };
    }
    const value = withoutEscapedCommas(text);
    const spelled = option.values.find((listed) => caseless(listed) === caseless(value));
    return spelled ? { values: [spelled] } : { problem: `${option.name} "${value}" is not one of the values its product lists (${option.values.join(', ')})` };
  }
}

/** How many variants a variation's values stand for. */
export const combinationCount = (values: readonly (readonly string[])[]) => values.reduce((count, options) => count * options.length, 1);

/** Every combination of one value per option, the first option's values varying slowest. */
export function everyCombination(values: readonly (readonly string[])[]): string[][] {
  return values.reduce<string[][]>((combinations, options) => combinations.flatMap((combination) => options.map((value) => [...combination, value])), [[]]);
}
