import { useEffect, useMemo } from 'react';

/**
 * Formats numbers and instants for one locale and time zone, as the grid's cells do.
 *
 * @example
 * ```tsx
 * <td>{grid.formatters.number(delivery.palletQty)}</td>;
 * ```
 */
export interface DeliveryFormatters {
  number: (value: number) => string;
  /**
   * An ISO 8601 instant as a medium date and short time (with its era before the second day of
   * year 1: "1 Jun 1 BC"); an unparsable value as it came.
   */
  dateTime: (iso: string) => string;
  /** Builds the Intl objects now rather than at the first value formatted. */
  prepare: () => void;
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

// Instants before the second day of year 1 (in any zone): their year is written with its era,
// which `dateStyle` leaves out ("1 Jun 1" for 1 BC, as if it were AD 1).
const yearOneSecondDay = Date.parse('0001-01-02T00:00:00Z'); // Date.UTC reads year 1 as 1901

/** `of` with the era, the hour as its `timeStyle: 'short'` writes it (08:30 on a 24-hour clock). */
function withEra(of: Intl.DateTimeFormat) {
  const { locale, timeZone, hourCycle } = of.resolvedOptions();
  const hour = /h2[34]/.test(hourCycle ?? '') ? '2-digit' : 'numeric';
  const parts = { era: 'short', year: 'numeric', month: 'short', day: 'numeric' } as const;
  return new Intl.DateTimeFormat(locale, { ...parts, hour, minute: '2-digit', timeZone });
}

function numberFormat(locale: string | undefined): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale);
  } catch {
    return new Intl.NumberFormat();
  }
}

/**
 * Builds the formatters. Their `Intl` objects are made on first use or `prepare()`, not here:
 * a page's first Intl object loads the browser's locale data (10 to 40 ms cold), and the empty
 * grid's first paint formats nothing.
 */
export function createDeliveryFormatters(locale?: string, timeZone?: string): DeliveryFormatters {
  let numbers: Intl.NumberFormat | undefined;
  let dates: Intl.DateTimeFormat | undefined;
  // Quantities and statuses repeat on every page: each is formatted once, then looked up. So
  // are instants, which the columns' widths read before the cells draw them.
  const formattedNumbers = new Map<number, string>();
  const formattedDates = new Map<string, string>();
  return {
    number: (value) => {
      let text = formattedNumbers.get(value);
      if (text === undefined) {
        numbers ??= numberFormat(locale);
        text = numbers.format(value);
        if (formattedNumbers.size < 10_000) formattedNumbers.set(value, text);
      }
      return text;
    },
    dateTime: (iso) => {
      let text = formattedDates.get(iso);
      if (text === undefined) {
        const time = Date.parse(iso);
        if (Number.isNaN(time)) return iso;
        dates ??= dateTimeFormat(locale, timeZone);
        text = (time < yearOneSecondDay ? withEra(dates) : dates).format(time);
        if (formattedDates.size < 10_000) formattedDates.set(iso, text);
      }
      return text;
    },
    prepare: () => {
      numbers ??= numberFormat(locale);
      dates ??= dateTimeFormat(locale, timeZone);
    },
  };
}

/** Runs `work` in a task after the next frame is painted; returns a cancel. */
function afterNextPaint(work: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}

/**
 * The formatters for `locale` / `timeZone`, rebuilt only when they change. Their Intl objects
 * are built right after the grid's first paint, while the first page is on its way: neither
 * that paint nor the first rows wait for them.
 */
export function useDeliveryFormatters(locale?: string, timeZone?: string): DeliveryFormatters {
  const formatters = useMemo(() => createDeliveryFormatters(locale, timeZone), [locale, timeZone]);
  useEffect(() => afterNextPaint(formatters.prepare), [formatters]);
  return formatters;
}
