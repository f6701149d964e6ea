/**
 * What a Chromium check of a served page fails on, gathered as it happens: console errors (and
 * warnings, with `warnings: true`), uncaught errors, answers of 400 or more; and the JSON bodies
 * of the POSTs the page sends to `endpoint` (the backend's `/api/deliveries`).
 *
 * @example
 * ```js
 * const { problems, bodies } = watchPage(page, { endpoint: `${backend}/api/deliveries` });
 * ```
 */
export function watchPage(page, { endpoint, warnings = false }) {
  const problems = [];
  const bodies = [];
  const reported = warnings ? ['error', 'warning'] : ['error'];
  page.on('console', (message) => {
    if (reported.includes(message.type()))
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === endpoint) {
      bodies.push(JSON.parse(request.postData() ?? 'null'));
    }
  });
  return { problems, bodies };
}
