import { useSyncExternalStore } from 'react';

interface IntlDefaults {
  locale: string;
  timeZone: string;
}

// The server cannot know the reader's zone and locale: it renders these, and hydration
// switches to the browser's right after, so the first client render matches the server's.
const serverDefaults: IntlDefaults = { locale: 'en-US', timeZone: 'UTC' };
let runtimeDefaults: IntlDefaults | undefined;
const readRuntimeDefaults = (): IntlDefaults => {
  if (!runtimeDefaults) {
    const { locale, timeZone } = Intl.DateTimeFormat().resolvedOptions();
    runtimeDefaults = { locale, timeZone };
  }
  return runtimeDefaults;
};
const neverChanges = () => () => {};
const serverSnapshot = () => serverDefaults;

/**
 * The host's `locale` and `timeZone`, or the runtime's when it gave none; hydration-safe.
 *
 * @example
 * ```ts
 * const { locale, timeZone } = useIntlDefaults(props.locale, props.timeZone);
 * ```
 */
export function useIntlDefaults(locale?: string, timeZone?: string): IntlDefaults {
  // A host that gave both never needs the runtime's (reading them builds an Intl object).
  const given = locale !== undefined && timeZone !== undefined;
  const defaults = useSyncExternalStore(
    neverChanges,
    given ? serverSnapshot : readRuntimeDefaults,
    serverSnapshot,
  );
  return { locale: locale ?? defaults.locale, timeZone: timeZone ?? defaults.timeZone };
}
