// The browser project's files share one page (`isolate: false` in vite.config.ts): modules are
// evaluated once, and this file runs again before each test file. Each file starts from the page
// as the first one found it; what a file installs for good (a CSP, a module held back by
// `vi.mock`, server rendering) belongs in a *.fresh.test.tsx file, which has a page of its own,
// and so does a file that needs a module's memory empty (the saved-views store on localStorage
// remembers its writes). These run in `beforeAll`, after a file's top-level code: a file changes
// the page in its own hooks, not at its top level.
import '@src/theme/styles.css';
import { afterAll, beforeAll, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

interface FirstPage {
  href: string;
  rootAttributes: [string, string][];
  bodyAttributes: [string, string][];
  headElements: Set<Element>;
  bodyElements: Set<Element>;
}

const attributesOf = (element: Element): [string, string][] =>
  [...element.attributes].map(({ name, value }) => [name, value]);

function putBackAttributes(element: Element, attributes: [string, string][]) {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
  for (const [name, value] of attributes) element.setAttribute(name, value);
}

// Taken when the first file starts; kept on the page's global, which outlives this module.
const shared = globalThis as { deliveriesFirstPage?: FirstPage };
const first = (shared.deliveriesFirstPage ??= {
  href: window.location.href,
  rootAttributes: attributesOf(document.documentElement),
  bodyAttributes: attributesOf(document.body),
  headElements: new Set(document.head.children),
  bodyElements: new Set(document.body.children),
});

// Left behind by a file: a host's stylesheet or policy, an element it appended itself.
const leftBehind = (parent: Element, firstChildren: Set<Element>) =>
  [...parent.children].filter((element) => !firstChildren.has(element));

beforeAll(async () => {
  window.history.replaceState(null, '', first.href);
  putBackAttributes(document.documentElement, first.rootAttributes);
  putBackAttributes(document.body, first.bodyAttributes);
  // Vite's own styles (the CSS modules imported) stay.
  for (const element of leftBehind(document.head, first.headElements)) {
    if (element.matches('style:not([data-vite-dev-id]), link[rel="stylesheet"], meta')) {
      element.remove();
    }
  }
  for (const element of leftBehind(document.body, first.bodyElements)) element.remove();
  // The suite's phone-sized page (vitest's default), whatever size the last file left.
  await page.viewport(414, 896);
  // A real key, as a page no one has clicked yet: after the last file's real clicks, Chromium
  // would draw no :focus-visible for a focus() a test makes.
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  await userEvent.keyboard('{Escape}');
});

afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
