/**
 * The trace events Chromium records in `categories` while `action` runs, and what `action`
 * returned. `devtools` is any DevTools connection that sends a method and listens for an event:
 * a Playwright CDP session (`{ send, on }` of `context.newCDPSession(page)`) or a bare
 * Chromium page (`{ send: page.call, on: page.on }`, bareChromium.mjs).
 *
 * @example
 * ```js
 * const { events } = await traceDuring(session, 'devtools.timeline', () => page.goto(url));
 * ```
 */
export async function traceDuring(devtools, categories, action) {
  const events = [];
  devtools.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => devtools.on('Tracing.tracingComplete', resolve));
  await devtools.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  const result = await action();
  await devtools.send('Tracing.end');
  await complete;
  return { events, result };
}
