/**
 * A count's words in each plural category of a language (`Intl.PluralRules`): `{count}` in
 * them is the count as the locale writes it. Polish and Czech need `few` and `many`, Arabic
 * all six; English `one` and `other`. A category the forms lack reads `other`.
 *
 * @example
 * ```ts
 * const selected: DeliveriesPluralForms = {
 *   one: '{count} zaznaczona', few: '{count} zaznaczone', many: '{count} zaznaczonych', other: '{count} zaznaczonej',
 * };
 * ```
 */
export interface DeliveriesPluralForms {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

const rules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

// Made on first use, one a locale: building Intl objects is the costly part.
function cached<T>(map: Map<string, T>, locale: string, make: () => T): T {
  let value = map.get(locale);
  if (value === undefined) map.set(locale, (value = make()));
  return value;
}

/**
 * The words for `count` in `locale`: the form of its plural category, `{count}` replaced by
 * the count with the locale's digit grouping.
 *
 * @example
 * ```ts
 * pluralText('pl', 22, { one: '{count} zaznaczona', few: '{count} zaznaczone', many: '{count} zaznaczonych', other: '{count} zaznaczonej' });
 * // '22 zaznaczone'
 * ```
 */
export function pluralText(locale: string, count: number, forms: DeliveriesPluralForms): string {
  const category = cached(rules, locale, () => new Intl.PluralRules(locale)).select(count);
  const form = forms[category] ?? forms.other;
  return form.replace(/\{count\}/g, () =>
    cached(numbers, locale, () => new Intl.NumberFormat(locale)).format(count),
  );
}

/**
 * A message of a count from its plural forms, for a locale pack or a host's `messages`.
 *
 * @example
 * ```tsx
 * <DeliveriesTable
 *   baseUrl="/gateway"
 *   locale="pl"
 *   messages={{ selection: { selectedCount: plural('pl', { one: '{count} zaznaczona', few: '{count} zaznaczone', many: '{count} zaznaczonych', other: '{count} zaznaczonej' }) } }}
 * />
 * ```
 */
export function plural(locale: string, forms: DeliveriesPluralForms): (count: number) => string {
  return (count) => pluralText(locale, count, forms);
}

/**
 * A count as `locale` writes it, with its digit grouping (`1.234` in German, `1 234` in Polish).
 *
 * @example
 * ```ts
 * countIn('de', 12345); // '12.345'
 * ```
 */
export function countIn(locale: string, count: number): string {
  return cached(numbers, locale, () => new Intl.NumberFormat(locale)).format(count);
}
