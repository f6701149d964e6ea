import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDeliveriesClient } from '@src/api/client';
import type { DeliveriesRequest } from '@src/api/types';
import { apiError, expectNoSecret, loggableTexts } from './secretFree';
import { warmServerText } from './warmServerText';

beforeAll(warmServerText);

const request: DeliveriesRequest = { pageNumber: 1, pageSize: 25, quickSearch: '' };

/** A token-like piece: what a header value is made of. */
const piece = fc.string({
  unit: fc.constantFrom(...'abcdefXYZ0123456789-_.~+/'.split('')),
  minLength: 6,
  maxLength: 16,
});
/** A header value: pieces joined as schemes, lists and parameters join them (cookies: see echoedCredentials). */
const headerValue = fc
  .tuple(
    fc.constantFrom('', 'Bearer ', 'Token '),
    fc.array(fc.tuple(piece, fc.constantFrom(', ', '; ', '=', ' ', ',', ';')), {
      minLength: 1,
      maxLength: 3,
    }),
  )
  .map(([scheme, parts]) => ({
    value: scheme + parts.map(([text, separator], i) => (i ? separator : '') + text).join(''),
    pieces: parts.map(([text]) => text),
  }));
const sentHeaders = fc.array(
  fc.tuple(fc.constantFrom('Authorization', 'X-Api-Key', 'X-Tenant'), headerValue),
  { minLength: 1, maxLength: 4 },
);
/** How a server may echo a piece: as is, in another case, inside other text. */
const echoOf = (text: string) =>
  fc
    .tuple(
      fc.constantFrom('as is', 'upper', 'lower'),
      fc.string({ maxLength: 5 }),
      fc.string({ maxLength: 5 }),
    )
    .map(([how, before, after]) => {
      const cased =
        how === 'upper' ? text.toUpperCase() : how === 'lower' ? text.toLowerCase() : text;
      return `${before}${cased}${after}`;
    });

describe('redaction of what the host sent, for any headers and any echo', () => {
  it('no field of the error holds any piece of any header value', async () => {
    await fc.assert(
      fc.asyncProperty(
        sentHeaders.chain((headers) => {
          const pieces = headers.flatMap(([, { pieces: parts }]) => parts);
          return fc.tuple(
            fc.constant(headers),
            fc.constant(pieces),
            fc.array(fc.constantFrom(...pieces).chain(echoOf), { minLength: 1, maxLength: 4 }),
            fc.constantFrom(400, 401, 429, 500, 502),
          );
        }),
        async ([headers, pieces, echoes, status]) => {
          const text = echoes.join(' ');
          const echoingFetch: typeof fetch = async () =>
            new Response(JSON.stringify({ message: text, [text]: { detail: [text] } }), {
              status,
              // A reason phrase is printable ASCII; the pieces are.
              statusText: text.replace(/[^\x20-\x7e]/g, ' '),
              headers: { 'Content-Type': 'application/json' },
            });
          const error = await apiError(
            createDeliveriesClient({
              baseUrl: 'https://deliveries.test',
              fetch: echoingFetch,
              headers: headers.map(([name, { value }]) => [name, value]),
            }).queryDeliveries(request),
          );
          expectNoSecret(error, pieces);
        },
      ),
      { numRuns: 150, seed: 22_03 },
    );
  });
});

/** One character as a server may spell it: as is, percent-encoded, JSON-escaped, an HTML reference. */
const spelled = (char: string) => {
  const code = char.charCodeAt(0);
  const hex = code.toString(16).padStart(2, '0');
  return fc.constantFrom(
    char,
    `%${hex.toUpperCase()}`,
    `\\u00${hex}`,
    `&#${code};`,
    `&#x${hex.toUpperCase()};`,
    ...(char === '/' ? ['\\/'] : []),
  );
};
/** Between two characters: nothing, an empty tag or an invisible character. */
const gap = fc.constantFrom('', '', '', '<b></b>', '<i>', '\u200b', '\u202e');

/** Written apart from the code under test: every spelling `spelled` and `gap` make, read back. */
function readBack(text: string): string {
  return text
    .replace(/<[^<>]*>|[\u200b\u202e]/g, '')
    .replace(
      /%([\dA-F]{2})|\\u([\da-f]{4})|&#x([\dA-F]+);|&#(\d+);|\\(\/)/gi,
      (...[, p, u, x, d, s]) =>
        s ? '/' : String.fromCharCode(parseInt(p ?? u ?? x ?? d, d ? 10 : 16)),
    );
}

describe('redaction of a header value echoed in another spelling', () => {
  it('no field of the error reads back as any piece, in a text or a JSON body', async () => {
    await fc.assert(
      fc.asyncProperty(
        headerValue.chain(({ value, pieces }) =>
          fc.tuple(
            fc.constant(value),
            fc.constant(pieces),
            fc
              .constantFrom(...pieces)
              .chain((echoed) =>
                fc.tuple(...[...echoed].map((char) => fc.tuple(gap, spelled(char)))),
              ),
            fc.boolean(),
          ),
        ),
        async ([value, pieces, spelling, asJson]) => {
          const echo = `see ${spelling.flat().join('')} here`;
          const echoingFetch: typeof fetch = async () =>
            new Response(asJson ? `{"message":"${echo}"}` : echo, {
              status: 400,
              headers: { 'Content-Type': asJson ? 'application/json' : 'text/plain' },
            });
          const error = await apiError(
            createDeliveriesClient({
              baseUrl: 'https://deliveries.test',
              fetch: echoingFetch,
              headers: { Authorization: value },
            }).queryDeliveries(request),
          );
          for (const text of loggableTexts(error)) {
            for (const piece of pieces)
              expect(readBack(text).toLowerCase()).not.toContain(piece.toLowerCase());
          }
        },
      ),
      { numRuns: 150, seed: 22_22 },
    );
  });
});
