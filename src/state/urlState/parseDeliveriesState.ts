import { defaultQueryState, type DeliveriesQueryState } from '../queryState';
import { checkQueryStateCodes } from '../validation/checkQueryState';
import { wordProblem, type DeliveriesProblem } from '../problems/problem';
import { defaultProblemMessages } from './linkProblemMessages';
import { defaultQueryStateLimits, type QueryStateLimits } from '../validation/queryStateLimits';
import { splitUnescaped, unescapeText } from './escapeText';
import { entrySeparator, linkFormatVersion } from './linkFormat';
import { quote, summarizeProblemCodes } from './linkProblems';
import { readVersion1Link, type LinkReading } from './readVersion1Link';

/**
 * What a link's text gave: the state to show, and why parts of it were left out.
 *
 * @example
 * ```ts
 * const { state, problem }: ParsedDeliveriesState = parseDeliveriesState('v1_p.2');
 * ```
 */
export interface ParsedDeliveriesState {
  /** The state to show: the link's valid parts over `defaultQueryState`. */
  state: DeliveriesQueryState;
  /** Sentences for a person on what was left out and why; `null` when the link was read whole. */
  problem: string | null;
  /** The delivery whose details the link opens (`detail.open` of the grid); absent for none. */
  openDelivery?: string;
}

/**
 * Options of `parseDeliveriesState`.
 *
 * @example
 * ```ts
 * const options: ParseDeliveriesStateOptions = { maxPageSize: 5000 };
 * ```
 */
export interface ParseDeliveriesStateOptions extends QueryStateLimits {
  /** The largest page size a link may ask for; default 1000. Give your largest `pageSizeOptions`. */
  maxPageSize?: number;
}

// One reader per format version still read; a v2 adds itself and keeps this one to migrate v1 links.
const readers: Record<number, (entries: readonly string[], maxPageSize: number) => LinkReading> = {
  1: readVersion1Link,
  // v2 is v1 with relative date bounds.
  2: (entries, maxPageSize) => readVersion1Link(entries, maxPageSize, true),
};

/**
 * Reads text written by `serializeDeliveriesState` (a search parameter, a saved link). Never
 * throws: garbage, a cut link, an unknown version, wrong types, a page below 1 or an absurd
 * page size, an unknown part, and anything `checkQueryState` refuses within the `options`
 * (a date outside 0001-01-02…9999-12-30, a search over 200 characters, a sort key, field,
 * operator or join outside the library's vocabulary or the one given…) each give the valid
 * parts over the defaults (or the defaults alone), with `problem` saying what was left out.
 * No text (`null`, `''`) is no problem. A link of any length is read: past the first 20
 * problems the rest are counted ("… 199998 more parts were left out too.").
 *
 * @example
 * ```ts
 * parseDeliveriesState('v1_p.2_q.acme_st.1.4');
 * // { state: { ...defaultQueryState, pageNumber: 2, quickSearch: 'acme', filters: { status: [1, 4] } },
 * //   problem: null }
 * parseDeliveriesState('v1_p.0_q.acme');
 * // { state: { ...defaultQueryState, quickSearch: 'acme' },
 * //   problem: 'The page “0” is not a page number (1 or more), so the first page is shown.' }
 * parseDeliveriesState('{"page":2}');
 * // { state: { ...defaultQueryState }, problem: 'The link\'s settings “{"page":2}” do not start with a version such as “v2”, so none of them were used.' }
 * ```
 */
export function parseDeliveriesState(
  text: string | null | undefined,
  options: ParseDeliveriesStateOptions = {},
): ParsedDeliveriesState {
  const { problems, ...read } = readDeliveriesState(text, options);
  const problem = problems
    ? problems.map((each) => wordProblem(each, defaultProblemMessages)).join(' ')
    : null;
  return { ...read, problem };
}

/**
 * {@link parseDeliveriesState} with its problems as codes (`null` for none), for words in the
 * grid's language (`messages.table.problems`).
 *
 * @example
 * ```ts
 * readDeliveriesState('v1_p.0').problems; // [{ code: 'pageNotNumber', params: { value: '“0”' } }]
 * ```
 */
export function readDeliveriesState(
  text: string | null | undefined,
  options: ParseDeliveriesStateOptions = {},
): Omit<ParsedDeliveriesState, 'problem'> & { problems: DeliveriesProblem[] | null } {
  if (text === null || text === undefined || text === '')
    return { state: defaults(), problems: null };
  // A host's JavaScript may hand over anything: only text is read.
  if (typeof text !== 'string') return unread({ code: 'linkNotText', params: {} });
  const [marker = '', ...entries] = splitUnescaped(text, entrySeparator);
  const version = /^v(\d{1,9})$/.exec(marker)?.[1];
  if (version === undefined) {
    return unread({
      code: 'linkNoVersion',
      params: { value: quote(text), version: linkFormatVersion },
    });
  }
  const read = readers[Number(version)];
  if (!read) {
    return unread(
      Number(version) > linkFormatVersion
        ? { code: 'linkNewer', params: { version: Number(version), reads: linkFormatVersion } }
        : { code: 'linkOlder', params: { version: Number(version) } },
    );
  }
  const limits = copyOptions(options);
  const maxPageSize = readWholeLimit(limits.maxPageSize) ?? defaultQueryStateLimits.maxPageSize;
  const reading = read(entries, maxPageSize);
  // What the link's format reads may still be more than the server takes (a year 0000, a long search).
  const checked = checkQueryStateCodes(reading.state, { ...limits, maxPageSize });
  // No spread into a call: a link may hold more parts than a call takes arguments.
  const problems = reading.problems.concat(checked.problems);
  if (unescapeText(text).cutShort) problems.push({ code: 'linkCutShort', params: {} });
  return {
    state: checked.state,
    problems: summarizeProblemCodes(problems, reading.uncollected),
    ...(reading.openDelivery !== undefined && { openDelivery: reading.openDelivery }),
  };
}

// A host's options that throw when read (a getter, a Proxy) count as none given.
function copyOptions(options: ParseDeliveriesStateOptions): ParseDeliveriesStateOptions {
  try {
    return { ...options };
  } catch {
    return {};
  }
}

function readWholeLimit(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : undefined;
}

function defaults(): DeliveriesQueryState {
  return { ...defaultQueryState, filters: {} };
}

function unread(problem: DeliveriesProblem) {
  return { state: defaults(), problems: [problem] };
}
