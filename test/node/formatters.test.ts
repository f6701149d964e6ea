import { afterEach, describe, expect, it } from 'vitest';
import { createDeliveryFormatters } from '@src/state/formatters';
import { englishCount } from '@src/state/englishCount';

const { DateTimeFormat, NumberFormat } = Intl;
let built: string[] = [];

/** Records each Intl format built from now on, by kind and locale. */
function recordIntlBuilds() {
  built = [];
  Intl.DateTimeFormat = new Proxy(DateTimeFormat, {
    construct: (target, args: ConstructorParameters<typeof DateTimeFormat>) => {
      built.push(`dates ${String(args[0])}`);
      return new target(...args);
    },
  });
  Intl.NumberFormat = new Proxy(NumberFormat, {
    construct: (target, args: ConstructorParameters<typeof NumberFormat>) => {
      built.push(`numbers ${String(args[0])}`);
      return new target(...args);
    },
  });
}

afterEach(() => {
  Intl.DateTimeFormat = DateTimeFormat;
  Intl.NumberFormat = NumberFormat;
});

describe('createDeliveryFormatters', () => {
  it('builds no Intl format until a value is formatted, then each once', () => {
    recordIntlBuilds();
    const formatters = createDeliveryFormatters('en-GB', 'UTC');
    expect(built).toEqual([]);

    expect(formatters.number(12345)).toBe('12,345');
    expect(formatters.number(7)).toBe('7');
    expect(formatters.dateTime('2026-11-02T08:30:00.000Z')).toBe('2 Nov 2026, 08:30');
    expect(formatters.dateTime('2026-11-03T09:45:00Z')).toBe('3 Nov 2026, 09:45');
    expect(built).toEqual(['numbers en-GB', 'dates en-GB']);
  });

  it('builds both on prepare(), and nothing more when formatting after it', () => {
    recordIntlBuilds();
    const formatters = createDeliveryFormatters('de-DE', 'Europe/Berlin');
    formatters.prepare();
    formatters.prepare();
    expect(built).toEqual(['numbers de-DE', 'dates de-DE']);

    expect(formatters.number(12345)).toBe('12.345');
    expect(formatters.dateTime('2026-11-02T08:30:00.000Z')).toBe('02.11.2026, 09:30');
    expect(built).toHaveLength(2);
  });

  it("falls back to the runtime's locale and zone for unknown ones, and keeps unreadable dates as sent", () => {
    const formatters = createDeliveryFormatters('not a locale!', 'Mars/Olympus_Mons');
    expect(formatters.number(3)).toBe(new NumberFormat().format(3));
    expect(formatters.dateTime('2026-11-02T08:30:00.000Z')).toBe(
      new DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
        Date.parse('2026-11-02T08:30:00.000Z'),
      ),
    );
    expect(formatters.dateTime('yesterday')).toBe('yesterday');
  });

  it("writes the era of an instant before the second day of year 1, in the grid's zone", () => {
    const utc = createDeliveryFormatters('en-GB', 'UTC');
    expect(utc.dateTime('0000-06-01T08:30:00Z')).toBe('1 Jun 1 BC, 08:30');
    expect(utc.dateTime('0001-01-01T08:30:00Z')).toBe('1 Jan 1 AD, 08:30');
    // New York's evening before: still year 1 BC there.
    expect(
      createDeliveryFormatters('en-GB', 'America/New_York').dateTime('0001-01-01T03:00:00Z'),
    ).toMatch(/^31 Dec 1 BC, /);
    expect(utc.dateTime('0001-01-02T00:00:00Z')).toBe('2 Jan 1, 00:00');
    expect(utc.dateTime('1900-06-01T08:30:00Z')).toBe('1 Jun 1900, 08:30');
  });
});

describe('englishCount', () => {
  it('groups digits the English way, from one format built on first use', () => {
    recordIntlBuilds();
    expect(englishCount(1234567)).toBe('1,234,567');
    expect(englishCount(5)).toBe('5');
    expect(built).toEqual(['numbers en']);
  });
});
