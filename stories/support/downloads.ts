import { expect, spyOn } from 'storybook/test';

/** A file the grid handed to the browser to save. */
export interface CaughtFile {
  name: string;
  blob: Blob;
}

/**
 * Catches the files the play hands over, so a story view downloads nothing: the Blob given to
 * `URL.createObjectURL` and the name on the `<a download>` clicked. `restore()` lets a person's
 * own clicks download again.
 *
 * @example
 * ```ts
 * const downloads = catchDownloads();
 * try { … } finally { downloads.restore(); }
 * ```
 */
export function catchDownloads() {
  const blobs = new Map<string, Blob>();
  const files: CaughtFile[] = [];
  const createObjectURL = URL.createObjectURL.bind(URL);
  const create = spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    const url = createObjectURL(object);
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  });
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) files.push({ name: this.download, blob });
  });
  return {
    files,
    restore: () => {
      create.mockRestore();
      click.mockRestore();
    },
  };
}

/** The first column of each data row, unquoted: codes hold no comma, quote or line break. */
export async function exportedCodes(file: CaughtFile): Promise<string[]> {
  const bytes = new Uint8Array(await file.blob.arrayBuffer());
  await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [, ...lines] = new TextDecoder().decode(bytes).split('\r\n');
  // Every text field is quoted (OWASP): the code is what lies between the first two quotes.
  return lines.filter(Boolean).map((line) => line.slice(1, line.indexOf('",')));
}
