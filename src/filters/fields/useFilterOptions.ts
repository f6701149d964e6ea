import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { firstOfEach } from '../../shared/firstOfEach';
import { objectItems } from '../../shared/objectItems';
import {
  isOptionLoader,
  rememberNames,
  usableOption,
  type FilterOption,
  type FilterOptionSource,
} from '../logic/types';

/** How long typing must pause before a loader is asked. */
export const optionSearchDelayMs = 200;

export type OptionsStatus = 'idle' | 'loading' | 'ready' | 'error';

interface LoadResult {
  key: string;
  status: 'ready' | 'error';
  options: readonly FilterOption[];
}

// "muller" finds "Müller": accents and case do not matter when searching labels.
const fold = (text: string, locale: string | undefined) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase(locale);

function matches(option: FilterOption, search: string, locale: string | undefined): boolean {
  const wanted = fold(search.trim(), locale);
  return (
    wanted === '' ||
    fold(option.label, locale).includes(wanted) ||
    String(option.value).startsWith(wanted)
  );
}

// A value listed twice (by a host's list or a loader) is offered once, with its first label, and
// what is no choice (a `null` a loader answered) not at all; an id given as text is its number,
// an option with no label shown by its id (`usableOption`).
const firstOfEachValue = (options: readonly FilterOption[]) =>
  firstOfEach(objectItems(options).map(usableOption), (option) => option.value);

/**
 * The options of one multi-select for the current search text. A static list is filtered at
 * once; a loader is asked after a pause in typing, once `enabled` (the list was opened), with
 * the previous call aborted. Labels of every option seen are kept so chips keep their text.
 */
export function useFilterOptions(
  source: FilterOptionSource | undefined,
  search: string,
  enabled: boolean,
  locale?: string,
) {
  const loader = isOptionLoader(source) ? source : undefined;
  const loaderRef = useRef(loader);
  useEffect(() => {
    loaderRef.current = loader;
  });
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<LoadResult>();
  const [seen, setSeen] = useState<ReadonlyMap<number, string>>(() => new Map());
  const hasLoader = loader !== undefined;
  const key = `${attempt}\u0000${search.trim()}`;

  useEffect(() => {
    if (!hasLoader || !enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const current = loaderRef.current;
      if (!current) return;
      // A loader that throws at once, or answers no promise, is read as one that answered so.
      new Promise<readonly FilterOption[]>((answer) =>
        answer(current.load(search.trim(), controller.signal)),
      ).then(
        (loaded) => {
          if (controller.signal.aborted) return;
          // Not a list is the loader failing.
          if (!Array.isArray(loaded)) return setResult({ key, status: 'error', options: [] });
          const options = firstOfEachValue(loaded);
          rememberNames(current, options);
          setResult({ key, status: 'ready', options });
          setSeen(
            (previous) =>
              new Map([...previous, ...options.map((o) => [o.value, o.label] as const)]),
          );
        },
        () => {
          if (!controller.signal.aborted) setResult({ key, status: 'error', options: [] });
        },
      );
    }, optionSearchDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [hasLoader, enabled, key, search]);

  const staticOptions = useMemo(
    () => (source && !isOptionLoader(source) ? firstOfEachValue(source) : undefined),
    [source],
  );
  const options = useMemo(
    () =>
      staticOptions
        ? staticOptions.filter((option) => matches(option, search, locale))
        : (result?.options ?? []),
    [staticOptions, search, result, locale],
  );
  const status: OptionsStatus = staticOptions
    ? 'ready'
    : !hasLoader || (!enabled && !result)
      ? 'idle'
      : result?.key === key
        ? result.status
        : 'loading';

  const labelOf = useCallback(
    (value: number): string | undefined =>
      staticOptions?.find((option) => option.value === value)?.label ?? seen.get(value),
    [staticOptions, seen],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { options: status === 'loading' ? [] : options, status, labelOf, retry };
}
