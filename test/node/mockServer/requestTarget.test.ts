import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOriginPolicy } from '@src/mocks/server/cors';
import { parseRequestTarget } from '@src/mocks/server/requestTarget';

// Bytes as Node hands a request line's target over: latin1 characters, no spaces or line breaks.
const targetChar = fc.integer({ min: 0x21, max: 0xff }).map((code) => String.fromCharCode(code));
const rawTarget = fc.oneof(
  fc.string({ unit: targetChar, maxLength: 40 }),
  fc.string({ unit: targetChar, maxLength: 40 }).map((rest) => `/${rest}`),
  fc.string({ unit: targetChar, maxLength: 40 }).map((rest) => `//${rest}`),
  fc.string({ unit: targetChar, maxLength: 40 }).map((rest) => `http://${rest}`),
  fc.webUrl({ withQueryParameters: true }),
);

describe('parseRequestTarget', () => {
  it.each([
    ['/api/deliveries', { kind: 'path', pathname: '/api/deliveries', search: '' }],
    ['/api/deliveries?page=2', { kind: 'path', pathname: '/api/deliveries', search: '?page=2' }],
    ['//[', { kind: 'path', pathname: '//[', search: '' }],
    [
      'http://127.0.0.1:4010/api/deliveries',
      { kind: 'path', pathname: '/api/deliveries', search: '' },
    ],
    ['*', { kind: 'asterisk' }],
    [
      'http://a:b/api/deliveries',
      { kind: 'invalid', message: 'The request target is not a valid URL.' },
    ],
    [
      'api/deliveries',
      { kind: 'invalid', message: 'The request target must be a path starting with "/".' },
    ],
    [
      'mailto:x@example.com',
      { kind: 'invalid', message: 'An absolute request target must be an http(s) URL.' },
    ],
  ])('reads %j', (target, expected) => {
    expect(parseRequestTarget(target)).toEqual(expected);
  });

  it('never throws, whatever the target', () => {
    fc.assert(
      fc.property(rawTarget, (target) => {
        const parsed = parseRequestTarget(target);
        if (parsed.kind === 'path') expect(parsed.pathname.startsWith('/')).toBe(true);
      }),
      { numRuns: 200, seed: 22 },
    );
  });
});

describe('the origin policy', () => {
  it('never throws and allows only loopback hosts by default', () => {
    const allowed = createOriginPolicy();
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string({ maxLength: 40 })), (origin) => {
        const host = URL.parse(origin)?.hostname ?? '';
        if (allowed(origin)) expect(host).toMatch(/^(localhost|127(\.\d+){3}|\[::1\])$/);
      }),
      { numRuns: 200, seed: 22 },
    );
  });
});
