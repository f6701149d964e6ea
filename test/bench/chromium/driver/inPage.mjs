// page.evaluate has no timeout of its own: a page that never shows its rows must not hang the run.
const timeoutMs = 60_000;

/** `page.evaluate(call, arg)`, failing with `name` after a minute. */
export function inPage(page, name, call, arg) {
  return Promise.race([
    page.evaluate(call, arg),
    new Promise((_, reject) => {
      setTimeout(() => reject(new Error(`${name} took over ${timeoutMs} ms`)), timeoutMs).unref();
    }),
  ]);
}
