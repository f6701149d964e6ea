/** How often Chromium's processes are sampled, and how long it may take to settle. */
const sampleMs = 50;
const calmSamples = 2;
/** Exported for the run's warning about loads that began before Chromium got quiet. */
export const giveUpMs = 5000;
/** CPU time all of Chromium's processes together may use in a sample and still count as quiet. */
const quietCpuMs = 10;

/**
 * Waits until every Chromium process together has used under 10 ms of CPU in each of two
 * 50 ms samples (`SystemInfo.getProcessInfo`), at most 5 s. A new window makes Chromium load
 * its omnibox popup, a WebUI page of its own, which keeps about three quarters of a core busy
 * for half a second: on 2 cores, a page timed meanwhile shares the machine with it, and a
 * person's browser, whose window is already open, does not. `send` is a browser-level call.
 */
export async function untilBrowserQuiet(send) {
  const started = performance.now();
  const cpuMs = async () => {
    const { processInfo } = await send('SystemInfo.getProcessInfo');
    return processInfo.reduce((sum, process) => sum + process.cpuTime, 0) * 1000;
  };
  let last = await cpuMs();
  let calm = 0;
  while (calm < calmSamples && performance.now() - started < giveUpMs) {
    await new Promise((resolve) => setTimeout(resolve, sampleMs));
    const now = await cpuMs();
    calm = now - last < quietCpuMs ? calm + 1 : 0;
    last = now;
  }
  return { waitedMs: performance.now() - started, quiet: calm >= calmSamples };
}
