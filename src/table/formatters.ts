import { useMemo } from 'react';

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

/** Builds the formatters; `Intl` objects are costly, so make them once per locale and zone. */
export function createDeliveryFormatters(locale?: string, timeZone?: string): DeliveryFormatters {
  const numbers = numberFormat(locale);
  const dates = dateTimeFormat(locale, timeZone);
  // Quantities and statuses repeat on every page: each is formatted once, then looked up.
  const formattedNumbers = new Map<number, string>();
  return {
    number: (value) => {
      let text = formattedNumbers.get(value);
      if (text === undefined) {
        text = numbers.format(value);
        if (formattedNumbers.size < 10_000) formattedNumbers.set(value, text);
      }
      return text;
    },
    dateTime: (iso) => {
      const time = Date.parse(iso);
      return Number.isNaN(time) ? iso : dates.format(time);
    },
  };
}

/** The formatters for `locale` / `timeZone`, rebuilt only when they change. */
export function useDeliveryFormatters(locale?: string, timeZone?: string): DeliveryFormatters {
  return useMemo(() => createDeliveryFormatters(locale, timeZone), [locale, timeZone]);
}
