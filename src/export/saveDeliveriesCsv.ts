import { deliveriesCsvBlob } from './deliveriesCsvFile';

/**
 * How long the file's `blob:` URL lives after the click. Firefox and Safari read it after the
 * click returns, so it is not revoked at once; it is revoked soon enough not to hold the memory.
 */
export const csvUrlLifetimeMs = 10_000;

/**
 * Hands CSV text to the browser as a download: a UTF-8 file with a byte order mark
 * (`deliveriesCsvBlob`), through `URL.createObjectURL` and a temporary `<a download>` that is
 * clicked and removed at once. The URL is revoked {@link csvUrlLifetimeMs} later. Browser only.
 *
 * @example
 * ```ts
 * saveDeliveriesCsv(toDeliveriesCsv(rows, columns), 'deliveries-2026-11-22.csv');
 * ```
 */
export function saveDeliveriesCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(deliveriesCsvBlob(csv));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  // Firefox clicks only links in the document.
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), csvUrlLifetimeMs);
  }
}
