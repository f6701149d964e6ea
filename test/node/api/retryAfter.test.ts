import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveriesClient } from '@src/api/client';
import { parseRetryAfter } from '@src/api/retryAfter';
import { apiError } from './secretFree';
import { warmServerText } from './warmServerText';

beforeAll(warmServerText);

const now = Date.parse('2026-11-02T08:00:00Z');
const oneDay = 86_400_000;
const runs = { numRuns: 200, seed: 22_09 };

// The grammar of RFC 9110 §10.2.3 and §5.6.7, written apart from the code under test.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function formats(at: Date): { imf: string; rfc850: string; asctime: string } {
  const d = at.getUTCDate();
  const time = `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
  const month = months[at.getUTCMonth()]!;
  const year = at.getUTCFullYear();
  return {
    imf: `${days[(at.getUTCDay() + 6) % 7]}, ${pad(d)} ${month} ${year} ${time} GMT`,
    rfc850: `${weekdays[(at.getUTCDay() + 6) % 7]}, ${pad(d)}-${month}-${pad(year % 100)} ${time} GMT`,
    asctime: `${days[(at.getUTCDay() + 6) % 7]} ${month} ${String(d).padStart(2, ' ')} ${time} ${year}`,
  };
}

const dateShape =
  /^(?:[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT|[A-Z][a-z]+, \d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}:\d{2} GMT|[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2} \d{4})$/;

/** Texts that look like numbers or dates but are not allowed. */
const nearMisses = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'0123456789.-+eE xX,;:'.split('')), maxLength: 12 }),
  fc.double().map(String),
  fc.integer().map((n) => `${n}.${Math.abs(n) % 10}`),
  fc.integer({ min: -1_000_000, max: -1 }).map(String),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.date({ noInvalidDate: true }).map((d) => d.toString()),
  fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
);

describe('parseRetryAfter', () => {
  it.each([
    ['1.5', undefined],
    ['-5', undefined],
    ['+5', undefined],
    ['1e23', undefined],
    ['0x10', undefined],
    ['30, 60', undefined],
    ['soon', undefined],
    ['', undefined],
    ['2026-11-02T08:02:00Z', undefined],
    ['Mon, 02 Nov 2026 08:02:00 +0000', undefined],
    ['Mon, 31 Feb 2026 08:02:00 GMT', undefined],
    ['Mon, 02 Nov 2026 24:02:00 GMT', undefined],
    ['30', 30_000],
    ['030', 30_000],
    ['0', 0],
    [' 5\t', 5_000],
    ['99999999999999999999999', oneDay],
    ['Mon, 02 Nov 2026 08:02:00 GMT', 120_000],
    ['Monday, 02-Nov-26 08:02:00 GMT', 120_000],
    ['Mon Nov  2 08:02:00 2026', 120_000],
    ['Sun, 01 Nov 2026 08:02:00 GMT', 0],
    ['Fri, 01 Jan 2100 00:00:00 GMT', oneDay],
    // RFC 9110 §5.6.7: more than 50 years ahead of now is the previous century; 50 exactly is not.
    ['Monday, 02-Nov-76 08:00:00 GMT', oneDay],
    ['Monday, 02-Nov-76 08:00:01 GMT', 0],
    ['Tuesday, 03-Nov-76 08:00:00 GMT', 0],
    // The weekday is redundant: a wrong one does not make the date unreadable.
    ['Fri, 02 Nov 2026 08:02:00 GMT', 120_000],
  ])('reads %j as %s ms', (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });

  it('gives a wait only for digits or an HTTP-date, never negative, NaN or over the cap', () => {
    fc.assert(
      fc.property(fc.oneof(nearMisses, fc.nat().map(String)), (value) => {
        const wait = parseRetryAfter(value, now);
        if (wait === undefined) return;
        expect(value.trim()).toMatch(/^\d+$|^[A-Z]/);
        if (!/^\d+$/.test(value.trim())) expect(value).toMatch(dateShape);
        expect(Number.isInteger(wait)).toBe(true);
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThanOrEqual(oneDay);
      }),
      runs,
    );
  });

  it('ignores every text that is not 1*DIGIT or an HTTP-date', () => {
    fc.assert(
      fc.property(nearMisses, (value) => {
        fc.pre(!/^[ \t]*\d+[ \t]*$/.test(value) && !dateShape.test(value));
        expect(parseRetryAfter(value, now)).toBeUndefined();
      }),
      runs,
    );
  });

  it('reads any run of digits as seconds, up to the cap', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 30 }),
        (digits) => {
          expect(parseRetryAfter(digits, now)).toBe(Math.min(Number(digits) * 1000, oneDay));
        },
      ),
      runs,
    );
  });

  it('reads each of the three date forms as the same wait, clamped to [0, one day]', () => {
    const years = { min: new Date('1990-01-01T00:00:00Z'), max: new Date('2070-12-31T23:59:59Z') };
    fc.assert(
      fc.property(fc.date({ ...years, noInvalidDate: true }), (date) => {
        const at = Math.floor(date.getTime() / 1000) * 1000;
        const expected = Math.min(Math.max(0, at - now), oneDay);
        const { imf, rfc850, asctime } = formats(new Date(at));
        expect(parseRetryAfter(imf, now)).toBe(expected);
        expect(parseRetryAfter(asctime, now)).toBe(expected);
        // A two-digit year more than 50 years ahead is read in the past century (RFC 9110).
        const year = new Date(at).getUTCFullYear();
        if (year <= 2076) expect(parseRetryAfter(rfc850, now)).toBe(expected);
      }),
      runs,
    );
  });
});

describe('parseRetryAfter on hostile values', () => {
  const big = 256 * 1024;
  // Quadratic work on 256 KB takes minutes; 1 s tells it from linear work on a loaded machine.
  it.each([
    ['spaces between a number and junk', `5${' '.repeat(big)}x`],
    ['digits', '9'.repeat(big)],
  ])('ignores 256 KB of %s in linear time', (_name, value) => {
    parseRetryAfter('5', now);
    const started = performance.now();
    expect(parseRetryAfter(value, now)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('Retry-After through the client', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const answer429 = async (retryAfter: string) => {
    server.use(
      http.post(
        'https://deliveries.test/api/deliveries',
        () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': retryAfter } }),
      ),
    );
    const client = createDeliveriesClient({ baseUrl: 'https://deliveries.test' });
    return apiError(client.queryDeliveries({ pageNumber: 1, pageSize: 25, quickSearch: '' }));
  };

  it.each(['1.5', '-5'])('does not read %s as "retry at once"', async (value) => {
    const error = await answer429(value);
    expect(error.retryAfterMs).toBeUndefined();
    expect(error.message).toBe('Too many requests; try again later (429).');
  });

  it('shows an absurd wait as at most a day, in words a person reads', async () => {
    const error = await answer429('100000000000000000000000');
    expect(error.retryAfterMs).toBe(oneDay);
    expect(error.message).toBe('Too many requests; try again in 24 h (429).');
    expect((await answer429('1e23')).message).toBe('Too many requests; try again later (429).');
  });

  it('names a wait over two minutes in minutes', async () => {
    expect((await answer429('600')).message).toBe('Too many requests; try again in 10 min (429).');
  });
});
