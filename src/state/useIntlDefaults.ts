import { useSyncExternalStore } from 'react';

interface IntlDefaults {
  /** `undefined`: the runtime's, which every Intl call and zone conversion here takes then. */
  locale: string | undefined;
  /** `undefined`: the runtime's zone (see `locale`); {@link timeZoneName} names it. */
  timeZone: string | undefined;
}

// The server cannot know the reader's zone and locale: it renders these, and hydration
// switches to the browser's right after, so the first client render matches the server's.
const serverDefaults: IntlDefaults = { locale: 'en-US', timeZone: 'UTC' };
// The browser's stay unnamed: naming them builds an Intl object, which costs 10 to 40 ms when
// it is a page's first, and a first paint needs no name.
const runtimeDefaults: IntlDefaults = { locale: undefined, timeZone: undefined };
const neverChanges = () => () => {};
const serverSnapshot = () => serverDefaults;
const runtimeSnapshot = () => runtimeDefaults;

/**
 * The host's `locale` and `timeZone`; where it gave none, `undefined` for the runtime's in the
 * browser and en-US and UTC on the server and while hydrating, so hydration matches.
 *
 * @example
 * ```ts
 * const { locale, timeZone } = useIntlDefaults(props.locale, props.timeZone);
 * new Intl.DateTimeFormat(locale, { timeZone }); // the runtime's where they are undefined
 * ```
 */
export function useIntlDefaults(locale?: string, timeZone?: string): IntlDefaults {
  // A host that gave both needs no switch after hydration, so no second render.
  const given = locale !== undefined && timeZone !== undefined;
  const defaults = useSyncExternalStore(
    neverChanges,
    given ? serverSnapshot : runtimeSnapshot,
    serverSnapshot,
  );
  return { locale: locale ?? defaults.locale, timeZone: timeZone ?? defaults.timeZone };
}

let runtimeZone: string | undefined;

/**
 * The IANA name of `timeZone`, or of the runtime's zone when it is `undefined`: read once, when
 * a person is first shown it.
 *
 * @example
 * ```ts
 * timeZoneName('Europe/Berlin'); // 'Europe/Berlin'
 * timeZoneName(undefined); // the browser's, e.g. 'America/New_York'
 * ```
 */
export function timeZoneName(timeZone: string | undefined): string {
  return timeZone ?? (runtimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);
}
