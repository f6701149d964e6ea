import { describe, expect, it } from 'vitest';
import { isIsoDateTime } from '@src/api/deliverySchema';
import { httpError } from '@src/api/httpError';
import { hostSecrets, redactorFor, safeCause } from '@src/api/redaction';

// Every pattern in src/api that reads server text, fed 256 KB shaped to make a backtracking
// regex go quadratic; each must still answer in linear time. Quadratic work on 256 KB takes
// minutes; linear work 5–80 ms even on a loaded 2-core machine: 1 s tells them apart without
// depending on the machine's load (a 50 ms bound failed under parallel test load).
const linearBoundMs = 1000;
const big = 256 * 1024;
const token = 'tok/3f+9a1c';
const redact = redactorFor(hostSecrets(new Headers({ Authorization: `Bearer ${token}` })));

function timed<T>(run: () => T): [T, number] {
  run(); // Warm-up: compiling the patterns is not what is measured.
  const started = performance.now();
  const result = run();
  return [result, performance.now() - started];
}

const fill = (piece: string) => piece.repeat(Math.ceil(big / piece.length));

describe('server text of 256 KB', () => {
  it.each([
    ['unclosed tags', fill('<')],
    ['tags that never close', fill('<a')],
    ['spaces between words', `a${fill(' ')}a`],
    ['control characters', fill('\u0007\u001b')],
  ])('in the reason phrase (%s) is cut to 100 characters in linear time', (_name, text) => {
    // The Response constructor refuses controls in statusText; a server's bytes are not checked.
    const statusText = /\p{Cc}/u.test(text) ? 'x' : text;
    const [error, ms] = timed(() =>
      httpError(new Response(null, { status: 400, statusText }), undefined, redact),
    );
    expect(error.statusText!.length).toBeLessThanOrEqual(100);
    expect(ms).toBeLessThan(linearBoundMs);
  });

  it.each([
    ['unclosed tags', fill('<')],
    ['near misses of the token', fill('tok/3f+9a1')],
    ['near misses of its encodings', fill('tok%2F3f%2B9a1&#x2F;\\u00')],
    ['a tag-split near miss', fill('tok/3f<b>')],
    ['invisible characters', fill('\u202e\u200b')],
  ])('as a JSON message (%s) gives a short message in linear time', (_name, message) => {
    const text = JSON.stringify({ message });
    const response = new Response(null, {
      status: 400,
      headers: { 'Content-Type': 'application/json' },
    });
    const [error, ms] = timed(() => httpError(response, text, redact));
    expect(error.message.length).toBeLessThanOrEqual(1000);
    expect(ms).toBeLessThan(linearBoundMs);
  });

  it('as a text body after whitespace gives its text in linear time', () => {
    const [error, ms] = timed(() =>
      httpError(new Response(null, { status: 500 }), `${fill(' ')}x`, redact),
    );
    expect(error.body).toBe(' '.repeat(2000));
    expect(ms).toBeLessThan(linearBoundMs);
  });

  it('as the message of a thrown error is redacted and cut in linear time', () => {
    const [cause, ms] = timed(() => safeCause(new Error(fill(`<${token}\u0007`)), redact));
    expect((cause as Error).message.length).toBeLessThanOrEqual(1000);
    expect((cause as Error).message).not.toContain(token);
    expect(ms).toBeLessThan(linearBoundMs);
  });

  it('as a date-time field is refused in linear time', () => {
    const [valid, ms] = timed(() => isIsoDateTime(`2026-11-02T08:30:00.${'0'.repeat(big)}x`));
    expect(valid).toBe(false);
    expect(ms).toBeLessThan(linearBoundMs);
  });
});
