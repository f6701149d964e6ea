import { useEffect, useMemo } from 'react';
import { whenIdle } from '../state/whenIdle';

/** Formats numbers and instants for one locale and time zone. */
export interface DeliveryFormatters {
  number: (value: number) => string;
  /** An ISO 8601 instant as a medium date and short time; an unparsable value as it came. */
  dateTime: (iso: string) => string;
}

function dateTimeFormat(
  locale: string | undefined,
  timeZone: string | undefined,
): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  } catch {
    // An unknown locale or time zone falls back to the browser's rather than breaking the grid.
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  }
}

function numberFormat(locale: string | undefined): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale);
  } catch {
    return new Intl.NumberFormat();
  }
}

/**
 * Builds the formatters. `Intl` objects are costly (a date format with styles takes
 * milliseconds to build), so each is made once per locale and zone, on first use.
 */
export function createDeliveryFormatters(locale?: string, timeZone?: string): DeliveryFormatters {
  let numbers: Intl.NumberFormat | undefined;
  let dates: Intl.DateTimeFormat | undefined;
  // Quantities and statuses repeat on every page: each is formatted once, then looked up.
  const formattedNumbers = new Map<number, string>();
  return {
    number: (value) => {
      let text = formattedNumbers.get(value);
      if (text === undefined) {
        text = (numbers ??= numberFormat(locale)).format(value);
        if (formattedNumbers.size < 10_000) formattedNumbers.set(value, text);
      }
      return text;
    },
    dateTime: (iso) => {
      const time = Date.parse(iso);
      return Number.isNaN(time) ? iso : (dates ??= dateTimeFormat(locale, timeZone)).format(time);
    },
  };
}

// Any instant: formatting it builds the date format.
const sampleInstant = '2026-01-01T00:00:00Z';

/**
 * The formatters for `locale` / `timeZone`, rebuilt only when they change. Their `Intl` objects
 * are built while the browser is idle after mount (the first page is still on its way), not in
 * the render that paints the empty grid.
 */
export function useDeliveryFormatters(locale?: string, timeZone?: string): DeliveryFormatters {
  const formatters = useMemo(() => createDeliveryFormatters(locale, timeZone), [locale, timeZone]);
  useEffect(
    () =>
      whenIdle(() => {
        formatters.number(0);
        formatters.dateTime(sampleInstant);
      }),
    [formatters],
  );
  return formatters;
}
