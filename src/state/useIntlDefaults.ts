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

/**
 * The host's `locale` and `timeZone`, or the runtime's when it gave none; hydration-safe.
 *
 * @example
 * ```ts
 * const { locale, timeZone } = useIntlDefaults(props.locale, props.timeZone);
 * ```
 */
export function useIntlDefaults(locale?: string, timeZone?: string): IntlDefaults {
  const defaults = useSyncExternalStore(neverChanges, readRuntimeDefaults, () => serverDefaults);
  return { locale: locale ?? defaults.locale, timeZone: timeZone ?? defaults.timeZone };
}
