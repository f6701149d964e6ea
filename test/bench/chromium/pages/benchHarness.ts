import { pageSize, serverPolicy } from './benchConfig';
import { prepareAnswers, type PreparedAnswer } from './benchData';
import { createBenchServer, type BenchRequest } from './benchServer';
import {
  drawnRowCount,
  firstRowCode,
  paintedWhen,
  shownThenPainted,
  tableWithHeadersShown,
} from './paint';
import { scriptedScroll, type ScrollOptions, type ScrollRun } from './scrollRun';

/** One timed answer: ms from handing it over to the first frame showing its first row. */
export interface Delivered {
  ms: number;
  /** Rows showing a delivery in that frame: the whole page, or what a virtualized body drew. */
  drawnRows: number;
  /** ms from handing it over to the rows in the document: the rest of `ms` is their frame. */
  committedMs: number;
}

/** What the driver calls in the page, as `window.__bench`. */
export interface BenchApi {
  /** ms from navigation start to the first frame showing the table with its nine headers. */
  mounted: Promise<number>;
  /** Every request the page sent, in order. */
  requests: BenchRequest[];
  /** Serializes the answers `deliver` sends; call it before timing, not during. */
  prepare(): Promise<void>;
  /**
   * Answers the held page-1 request (in the order by code it asks for) and times it to the first
   * frame that shows its first row. With `afterRequestMs`, the answer comes that long after the
   * page sent the request, as a server's does; without it, at once.
   */
  deliver(options?: { afterRequestMs?: number }): Promise<Delivered>;
  /** Scrolls the page's rows by script, a move every frame, and returns what it saw. */
  scroll(options: ScrollOptions): Promise<ScrollRun>;
}

declare global {
  interface Window {
    __bench: BenchApi;
  }
}

/**
 * Installs `window.__bench`; the page must send its requests through the returned `fetch`.
 * `scrollerOf` finds the element that scrolls the page's rows.
 */
export function startBench(scrollerOf: () => Element | null | undefined): typeof fetch {
  const server = createBenchServer(serverPolicy);
  let answers: { asc: PreparedAnswer; desc: PreparedAnswer } | undefined;
  window.__bench = {
    mounted: paintedWhen(tableWithHeadersShown),
    requests: server.requests,
    async prepare() {
      answers = await prepareAnswers(pageSize);
    },
    async deliver({ afterRequestMs = 0 } = {}) {
      if (!answers) throw new Error('Call __bench.prepare() before __bench.deliver().');
      const { request, sentAt, answer } = await server.heldFirstPage();
      const { json, firstCode } = request.orderBy?.order === 'asc' ? answers.asc : answers.desc;
      server.setTiming(true);
      const latency = sentAt + afterRequestMs - performance.now();
      if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
      const painted = shownThenPainted(() => firstRowCode() === firstCode);
      // The bytes are there before the clock starts, as a network's are: making the Response
      // (encoding megabytes of text) is the harness's work, reading and parsing it the page's.
      const response = new Response(json);
      // Marked for profiles (a trace's blink.user_timing): the clock starts here.
      performance.mark('bench:deliver');
      const start = performance.now();
      answer(response);
      const { shown, painted: end } = await painted;
      // Counted before anything else runs: a virtualized body adds its overscan after this frame.
      const drawnRows = drawnRowCount();
      server.setTiming(false);
      return { ms: end - start, drawnRows, committedMs: shown - start };
    },
    scroll(options) {
      const scroller = scrollerOf();
      if (!scroller) throw new Error('The page has no scroll container for its rows.');
      return scriptedScroll(scroller, options);
    },
  };
  return server.fetch;
}
