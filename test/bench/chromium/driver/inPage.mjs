// An evaluation has no timeout of its own: a page that never shows its rows must not hang the run.
const timeoutMs = 60_000;

/** `work`, failing with `name` after a minute. */
export function withinAMinute(name, work) {
  return Promise.race([
    work,
    new Promise((_, reject) => {
      setTimeout(() => reject(new Error(`${name} took over ${timeoutMs} ms`)), timeoutMs).unref();
    }),
  ]);
}

/** `page.evaluate(call, arg)` of a Playwright page, failing with `name` after a minute. */
export function inPage(page, name, call, arg) {
  return withinAMinute(name, page.evaluate(call, arg));
}
