import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DeliveriesTable } from '@src/table/DeliveriesTable';
import { ssrBaseUrl } from './fixtures';

/** The grid root's `dir` in server markup. */
const rootDir = (html: string) =>
  /<div[^>]*class="deliveries-table[^"]*"[^>]*>/.exec(html)?.[0].match(/ dir="(\w+)"/)?.[1];

describe('the direction of server markup', () => {
  it('comes from the locale, no browser needed: "ar" renders right to left', () => {
    const html = renderToString(
      <DeliveriesTable baseUrl={ssrBaseUrl} locale="ar" timeZone="UTC" />,
    );
    expect(rootDir(html)).toBe('rtl');
    // "Next page" says its key as seen right to left.
    expect(html).toMatch(/aria-keyshortcuts="Alt\+ArrowLeft"[^>]*><span>Next page</);
  });

  it("keeps the host's dir over the locale", () => {
    const html = renderToString(
      <DeliveriesTable baseUrl={ssrBaseUrl} locale="ar" dir="ltr" timeZone="UTC" />,
    );
    expect(rootDir(html)).toBe('ltr');
  });

  it('is left to right with neither, as the server knows no reader', () => {
    expect(rootDir(renderToString(<DeliveriesTable baseUrl={ssrBaseUrl} />))).toBe('ltr');
  });
});
