import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withinAMinute } from './inPage.mjs';
import { chromiumArgs } from '../../../systemChromium.mjs';
import { requireChromiumPath, viewport } from './launchChromium.mjs';
import { untilBrowserQuiet } from './quietBrowser.mjs';

/**
 * Headless Chromium over a bare DevTools connection, for the timed loads. Playwright enables
 * the Runtime domain in every page, and while it is on, V8 records a detailed stack for every
 * Error created, re-parsing whole modules to find their source positions: React DOM creates
 * five Errors as it loads, which cost both pages 25 to 35 ms of startup a user never pays.
 * This connection enables only Page; it reads figures with Runtime.evaluate, which enables
 * nothing. Each page is handed over once Chromium has finished setting up its window
 * (`untilBrowserQuiet`).
 */
export async function launchBareChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'deliveries-bench-'));
  const browser = spawn(
    requireChromiumPath(),
    ['--headless', ...chromiumArgs, '--remote-debugging-pipe', `--user-data-dir=${profile}`],
    // The pipe: Chromium reads commands on fd 3 and writes answers on fd 4.
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const [, , , toBrowser, fromBrowser] = browser.stdio;
  const calls = new Map();
  const listeners = new Set();
  let nextId = 0;
  let buffered = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk) => {
    const parts = (buffered + chunk).split('\0');
    buffered = parts.pop();
    for (const part of parts) {
      const message = JSON.parse(part);
      const call = calls.get(message.id);
      if (call) {
        calls.delete(message.id);
        if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`));
        else call.resolve(message.result);
      } else {
        for (const listener of listeners) listener(message);
      }
    }
  });
  const exited = new Promise((resolve) => browser.once('exit', resolve));

  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      calls.set(id, { method, resolve, reject });
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  const once = (sessionId, method) =>
    new Promise((resolve) => {
      const listener = (message) => {
        if (message.sessionId !== sessionId || message.method !== method) return;
        listeners.delete(listener);
        resolve(message.params);
      };
      listeners.add(listener);
    });

  const { product } = await send('Browser.getVersion');

  return {
    version: () => product.replace(/^HeadlessChrome\//, ''),
    /**
     * A page in a browser context of its own (a fresh profile state, as a first visit has),
     * once Chromium is quiet; `settled` says how long that took and whether it got there.
     */
    async newPage() {
      const { browserContextId } = await send('Target.createBrowserContext');
      const { targetId } = await send('Target.createTarget', {
        url: 'about:blank',
        browserContextId,
      });
      const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
      const call = (method, params) => send(method, params, sessionId);
      await call('Page.enable');
      await call('Emulation.setDeviceMetricsOverride', {
        ...viewport,
        deviceScaleFactor: 1,
        mobile: false,
      });
      const settled = await untilBrowserQuiet(send);
      return {
        settled,
        /** A DevTools call in this page's session (tracing, profiling: `mountCost.mjs`). */
        call,
        /** Calls `listener` with the params of every `method` event this page's session sends. */
        on(method, listener) {
          listeners.add((message) => {
            if (message.sessionId === sessionId && message.method === method)
              listener(message.params);
          });
        },
        /** Navigates and waits for the load event. */
        async goto(url) {
          const loaded = once(sessionId, 'Page.loadEventFired');
          await call('Page.navigate', { url });
          await loaded;
        },
        /** The value of `expression`, awaited, failing with `name` after a minute. */
        evaluate(name, expression) {
          const result = call('Runtime.evaluate', {
            expression,
            awaitPromise: true,
            returnByValue: true,
          }).then(({ result: value, exceptionDetails }) => {
            if (exceptionDetails)
              throw new Error(
                `${name}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`,
              );
            return value.value;
          });
          return withinAMinute(name, result);
        },
        collectGarbage: () => call('HeapProfiler.collectGarbage'),
        /** A real mouse click (press and release) at the middle of the first element `selector` finds whose text is `text`. */
        async click(selector, text) {
          const box = await this.evaluate(
            `find ${text}`,
            `(() => { const element = [...document.querySelectorAll(${JSON.stringify(selector)})].find((candidate) => candidate.textContent.trim() === ${JSON.stringify(text)}); if (!element) return null; const { x, y, width, height } = element.getBoundingClientRect(); return { x: x + width / 2, y: y + height / 2 }; })()`,
          );
          if (!box) throw new Error(`No ${selector} reads "${text}".`);
          for (const type of ['mouseMoved', 'mousePressed', 'mouseReleased'])
            await call('Input.dispatchMouseEvent', { type, ...box, button: 'left', clickCount: 1 });
        },
        close: () => send('Target.disposeBrowserContext', { browserContextId }),
      };
    },
    async close() {
      await send('Browser.close').catch(() => undefined);
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
