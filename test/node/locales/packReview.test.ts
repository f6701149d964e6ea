import { describe, expect, it, vi } from 'vitest';
import type * as pluralModule from '@src/shared/text/plural';
import type { DeliveriesPluralForms } from '@src/shared/text/plural';
import type { DeliveriesLocalePack } from '@src/grid/locale/localePack';
import { english, entries, sample, tries, valueAt } from './sampleArgs';

// Every plural form a pack builds, by the locale it names: recorded as the packs load.
const built = vi.hoisted(() => [] as { locale: string; forms: DeliveriesPluralForms }[]);
vi.mock('@src/shared/text/plural', async (original) => {
  const real = await original<typeof pluralModule>();
  return {
    ...real,
    plural: (locale: string, forms: DeliveriesPluralForms) => {
      built.push({ locale, forms });
      return real.plural(locale, forms);
    },
  };
});

const { de } = await import('@src/locales/de');
const { pl } = await import('@src/locales/pl');
const { cs } = await import('@src/locales/cs');
const { fr } = await import('@src/locales/fr');
const { es } = await import('@src/locales/es');
const { it: italian } = await import('@src/locales/it');
const { nl } = await import('@src/locales/nl');
const { ar } = await import('@src/locales/ar');

const packs: Record<string, DeliveriesLocalePack> = { de, pl, cs, fr, es, it: italian, nl, ar };
const all = Object.entries(english).flatMap(([group, messages]) => entries(group, messages));
type Message = (...args: unknown[]) => unknown;

/** The categories a whole count falls in for `locale` (Czech `many` is only for fractions). */
function wholeCountCategories(locale: string): string[] {
  const rules = new Intl.PluralRules(locale);
  const counts = [...Array(1001).keys(), 10_000, 100_000, 1_000_000, 2_000_000];
  return rules
    .resolvedOptions()
    .pluralCategories.filter((category) =>
      counts.some((count) => rules.select(count) === category),
    );
}

/** A message's text for `args` in `locale`, or `undefined` when it reads a gap or throws. */
function reads(message: Message, args: unknown[], locale: string): string | undefined {
  const notANumber = new Intl.NumberFormat(locale).format(NaN);
  try {
    const text = message(...args);
    return typeof text === 'string' &&
      text !== '' &&
      !/undefined|NaN|\[object|\{count\}|\$\{/.test(text) &&
      !text.includes(notANumber)
      ? text
      : undefined;
  } catch {
    return undefined;
  }
}

/** Each text of a pack: its strings, and its messages read with arguments both languages read. */
function textsOf(name: string): [string, string][] {
  const pack = packs[name]!;
  return all.flatMap(([key, value]): [string, string][] => {
    const translated = valueAt(pack, key);
    if (typeof translated === 'string') return [[key, translated]];
    const args = tries.find(
      (args) =>
        reads(value as Message, args, 'en') !== undefined &&
        reads(translated as Message, args, pack.locale) !== undefined,
    );
    return args ? [[key, reads(translated as Message, args, pack.locale)!]] : [];
  });
}

// A string argument becomes a mark; a number one that no message makes itself.
const mark = (at: number) => `⟦${at}⟧`;
const markedNumber = 787;

/** Each way to mark one leaf (string or number) of `args`, and the mark it carries. */
function markings(args: unknown[]): { args: unknown[]; mark: string | number }[] {
  const found: { args: unknown[]; mark: string | number }[] = [];
  let leaf = 0;
  const walk = (value: unknown, put: (next: unknown) => unknown[]): void => {
    const at = leaf++;
    if (typeof value === 'string') found.push({ args: put(mark(at)), mark: mark(at) });
    else if (typeof value === 'number') found.push({ args: put(markedNumber), mark: markedNumber });
    else if (Array.isArray(value))
      value.forEach((item, index) =>
        walk(item, (next) => put(value.map((old, i) => (i === index ? next : old)))),
      );
    else if (typeof value === 'object' && value !== null)
      for (const [name, item] of Object.entries(value))
        walk(item, (next) => put({ ...value, [name]: next }));
  };
  args.forEach((arg, index) =>
    walk(arg, (next) => args.map((old, i) => (i === index ? next : old))),
  );
  return found;
}

// Arguments a pack words its own way by design: the request's failure from its kind and status
// (not the English sentence), a link's filter from its id (not the English label), a side's word.
const wordedOwnWay = [
  'table.loadFailed',
  'exporting.requestFailed',
  'linkProblems.filterNoValue',
  'linkProblems.filterNotDate',
  'linkProblems.filterNotNumber',
  'table.columnPinned',
];

// Where a pack may leave a term unsaid: the English of the filter language's arguments, a menu
// named by its column alone, counts of entries, and "all matches" for "all matching deliveries".
const termUnsaid = [
  'filterLanguage.problems.unknownField',
  'filterLanguage.problems.badDate',
  'table.columnOptions',
  'table.columnEntriesCapped',
  'selection.queryEnded',
];

const numbersIn = (locale: string, count: number) => [
  String(count),
  new Intl.NumberFormat(locale).format(count),
];

// What each language writes around a quotation, and quotation marks it never uses.
const quotes: Record<string, { pairs: RegExp; foreign: RegExp }> = {
  de: { pairs: /„[^„“”]*“/g, foreign: /[”«»]|“[^“„]*”/ },
  cs: { pairs: /„[^„“”]*“/g, foreign: /[”«»]|“[^“„]*”/ },
  pl: { pairs: /„[^„“”]*”/g, foreign: /[“«»]/ },
  // French: « and » with a narrow no-break space inside, and a no-break space before : ; ! ?
  fr: { pairs: /«\u202f[^«»]*\u202f»/g, foreign: /[„“”«»]| [:;!?]/ },
  // Spanish, Italian and Arabic: « and » with nothing inside; no Latin marks in Arabic text.
  es: { pairs: /«[^«»\s][^«»]*»/g, foreign: /[„“”«»]/ },
  it: { pairs: /«[^«»\s][^«»]*»/g, foreign: /[„“”«»]/ },
  ar: { pairs: /«[^«»\s][^«»]*»/g, foreign: /[„“”«»"]/ },
};

// Ten words of the domain, as English says them and each pack, in every inflection.
const terms: Record<string, { english: RegExp; packs: Record<string, RegExp> }> = {
  delivery: {
    english: /\bdeliver(y|ies)\b/i,
    packs: {
      ...{ de: /liefer/i, pl: /dostaw/i, cs: /dodáv/i, fr: /livraison/i, es: /entrega/i },
      ...{ it: /consegn/i, nl: /levering/i, ar: /شحن/ },
    },
  },
  courier: {
    english: /\bcouriers?\b/i,
    packs: {
      ...{ de: /kurier/i, pl: /kurier/i, cs: /kurý[rř]/i, fr: /transporteur/i },
      ...{
        es: /transportista/i,
        it: /corrier/i,
        nl: /koerier/i,
        ar: /شركة الشحن|شركات الشحن|ناقل/,
      },
    },
  },
  warehouse: {
    english: /\bwarehouses?\b/i,
    packs: {
      ...{ de: /lager/i, pl: /magazyn/i, cs: /sklad/i, fr: /entrepôt/i, es: /almac[ée]n/i },
      ...{ it: /magazzin/i, nl: /magazijn/i, ar: /مستودع/ },
    },
  },
  customer: {
    english: /\bcustomers?\b/i,
    packs: {
      ...{ de: /kunde/i, pl: /klien/i, cs: /zákazn/i, fr: /client/i, es: /client/i },
      ...{ it: /client/i, nl: /klant/i, ar: /عميل|عملاء/ },
    },
  },
  inserted: {
    english: /\binserted\b/i,
    packs: {
      ...{ de: /angelegt/i, pl: /utworzon/i, cs: /vytvořen/i, fr: /créé/i, es: /cread/i },
      ...{ it: /creat/i, nl: /aangemaakt/i, ar: /إنشاء|أُنشئت/ },
    },
  },
  requested: {
    english: /\brequested\b/i,
    packs: {
      ...{ de: /gewünscht/i, pl: /termin/i, cs: /požadov/i, fr: /demandé/i, es: /solicitad/i },
      ...{ it: /richiest/i, nl: /gewenst/i, ar: /مطلوب/ },
    },
  },
  view: {
    english: /\bviews?\b/i,
    packs: {
      ...{ de: /ansicht/i, pl: /widok/i, cs: /pohled/i, fr: /\bvues?\b/i, es: /vista/i },
      ...{ it: /vist[ae]/i, nl: /weergave/i, ar: /عرض|عروض/ },
    },
  },
  condition: {
    english: /\bconditions?\b/i,
    packs: {
      ...{ de: /bedingung/i, pl: /warun/i, cs: /podmín/i, fr: /condition/i, es: /condici/i },
      ...{ it: /condizion/i, nl: /voorwaarde/i, ar: /شرط|شروط/ },
    },
  },
  column: {
    english: /\bcolumns?\b/i,
    packs: {
      ...{ de: /spalte/i, pl: /kolumn/i, cs: /sloup/i, fr: /colonne/i, es: /columna/i },
      ...{ it: /colonn/i, nl: /kolom/i, ar: /عمود|أعمدة/ },
    },
  },
  pallet: {
    english: /\bpallets?\b/i,
    packs: {
      ...{ de: /palette/i, pl: /palet/i, cs: /palet/i, fr: /palette/i, es: /palé/i },
      ...{ it: /pallet/i, nl: /pallet/i, ar: /منص/ },
    },
  },
};

describe.each(Object.keys(packs))('the %s pack, as a reviewer reads it', (name) => {
  const pack = packs[name]!;

  it('words each count in every plural category a whole count has in its language', () => {
    const needed = wholeCountCategories(pack.locale);
    const forms = built.filter(({ locale }) => locale === pack.locale);
    expect(forms.length).toBeGreaterThan(3);
    const short = forms.flatMap(({ forms }) => {
      const lacking = needed.filter((category) => !(category in forms));
      return lacking.length > 0 ? [`${forms.other} lacks ${lacking.join(', ')}`] : [];
    });
    expect(short).toEqual([]);
  });

  it('keeps every argument the English message shows', () => {
    const lost: string[] = [];
    for (const [key, value] of all) {
      if (typeof value !== 'function' || wordedOwnWay.includes(key)) continue;
      const translated = valueAt(pack, key) as Message;
      const args = sample(value as Message);
      if (!args) continue;
      for (const marked of markings(args)) {
        const englishText = reads(value as Message, marked.args, 'en');
        const text = reads(translated, marked.args, pack.locale);
        if (englishText === undefined || text === undefined) continue;
        const shown =
          typeof marked.mark === 'string'
            ? [marked.mark]
            : numbersIn('en', marked.mark).concat(numbersIn(pack.locale, marked.mark));
        if (!shown.some((it) => englishText.includes(it))) continue;
        if (!shown.some((it) => text.includes(it))) lost.push(`${key}: ${text}`);
      }
    }
    expect(lost).toEqual([]);
  });

  it.each(Object.keys(terms))('says “%s” with one word', (term) => {
    const { english: englishTerm, packs: words } = terms[term]!;
    const word = words[name]!;
    const englishTexts = new Map(
      all.flatMap(([key, value]): [string, string][] => {
        if (typeof value === 'string') return [[key, value]];
        const args = sample(value as Message);
        const text = args && reads(value as Message, args, 'en');
        return text ? [[key, text]] : [];
      }),
    );
    const other = textsOf(name).filter(
      ([key, text]) =>
        !termUnsaid.includes(key) &&
        englishTerm.test(englishTexts.get(key) ?? '') &&
        !word.test(text),
    );
    expect(other).toEqual([]);
  });
});

describe.each(Object.keys(quotes))('the %s pack’s quotation marks', (name) => {
  it('are its language’s own, the grid’s quoted arguments too', () => {
    const { pairs, foreign } = quotes[name]!;
    const wrong = textsOf(name)
      // The filter language's problems show what a person typed, unquoted by the grid.
      .filter(([key]) => !key.startsWith('filterLanguage.problems.'))
      .filter(([, text]) => foreign.test(text.replace(pairs, '')));
    expect(wrong).toEqual([]);
  });
});

describe('counts whose words agree with them', () => {
  const counts = [1, 2, 5, 22, 25];
  it('Polish: one, few (2, 22), many (5, 25)', () => {
    expect(counts.map((count) => pl.messages.exporting.exported(count))).toEqual([
      'Wyeksportowano: 1 dostawa.',
      'Wyeksportowano: 2 dostawy.',
      'Wyeksportowano: 5 dostaw.',
      'Wyeksportowano: 22 dostawy.',
      'Wyeksportowano: 25 dostaw.',
    ]);
  });

  it('Polish: the verb agrees with the count of values (są 4, jest 5)', () => {
    const told = (count: number) =>
      pl.messages.table.problems.listTooLong({ list: 'courierIds', count, max: 2 } as never);
    expect(told(4)).toMatch(/: są 4 wartości,/);
    expect(told(5)).toMatch(/: jest 5 wartości,/);
  });

  it('Arabic: three entries are عناصر, eleven are عنصرًا', () => {
    const read = (count: number) => ar.messages.table.columnEntriesCapped('order', count, 2);
    expect(read(3)).toContain(`${new Intl.NumberFormat('ar').format(3)} عناصر`);
    expect(read(11)).toContain(`${new Intl.NumberFormat('ar').format(11)} عنصرًا`);
  });
});
