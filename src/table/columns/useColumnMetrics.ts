import { useRef, useState, type RefObject } from 'react';
import { sameKeys } from '../../shared/sameKeys';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import { cancelMeasure, measureNextFrame } from '../layout/framePass';
import type { ColumnMetrics } from './columnMetrics';
import { controlColumnsWidth } from './controlColumnsWidth';
import type { WidthsSource } from './textColumnWidths';
import { widthsCode } from './widthsCode';

/** The metrics read from the drawn table, and how many times a font load has changed them. */
export interface ReadMetrics {
  metrics: ColumnMetrics | null;
  /**
   * Counts the web fonts that arrived after the metrics were read and changed the widths of the
   * rows drawn (a script's or a weight's font that their text started): widths held from
   * before are then worked out again.
   */
  look: number;
}

interface Read {
  metrics: ColumnMetrics;
  keys: readonly unknown[];
}

/**
 * The table's metrics for working out columns' widths from their text (`readColumnMetrics`),
 * read once the header and the placeholder rows are painted, in a frame's measures with the
 * grid's others (nothing then lays the page out again); again once web fonts still loading
 * have come, when the area's width changes, and when a font finishes loading later (a row's
 * text may start one): what was read stays in use until then.
 */
export function useColumnMetrics({
  tableRef,
  scrollRef,
  metricsKeys,
  source,
}: {
  tableRef: RefObject<HTMLTableElement | null>;
  scrollRef: RefObject<HTMLElement | null>;
  /** What the header's and cells' look depends on: the columns, the density. */
  metricsKeys: readonly unknown[];
  /** What the widths are worked out from now: a font that changes them bumps `look`. */
  source: WidthsSource;
}): ReadMetrics {
  const [read, setRead] = useState<Read | null>(null);
  const [look, setLook] = useState(0);
  const latest = useRef({ read, source });
  useClientLayoutEffect(() => {
    latest.current = { read, source };
  });
  // A font arrived that could not be read yet (no row drawn): the next read counts it.
  const fontUnread = useRef(false);
  const rowless = useRef(false);
  const readLater = useRef<((afterFont?: boolean) => void) | undefined>(undefined);
  useClientLayoutEffect(() => {
    const table = tableRef.current;
    const area = scrollRef.current;
    if (!table || !area) return;
    // `faces`: the fonts that arrived, when nothing else asked for this read.
    const readNextFrame = (afterFont = false, faces: readonly FontFace[] | null = null) =>
      void widthsCode.load().then(
        (code) => {
          const held = latest.current.read;
          // A font that none of the grid's text names (a host's heading face) changes no width.
          if (faces && held && !fontUnread.current && !code.drawnInAny(held.metrics, faces)) return;
          measureNextFrame(table, () => {
            const metrics = code.readColumnMetrics(table, area);
            return () => {
              const last = latest.current.read;
              if (!afterFont && !fontUnread.current) {
                // No row to read (an empty page): the next rows drawn read again.
                rowless.current = !metrics;
                return setRead(metrics && { metrics, keys: metricsKeys });
              }
              // Another font still loading, or no row to read (an empty answer): what was read
              // stays, and the next `loadingdone` or the next rows drawn read again.
              fontUnread.current = !metrics;
              if (!metrics) return;
              setRead({ metrics, keys: metricsKeys });
              // Nothing read before it (fonts were loading): widths held meanwhile were the
              // browser's, drawn in the fonts it had then.
              if (!last || code.measuresOtherwise(last.metrics, metrics, latest.current.source))
                setLook((look) => look + 1);
            };
          });
        },
        () => undefined,
      );
    // Not in a frame the grid paints for its own sake: after the next paint, which waits for
    // nothing it does not show; again once web fonts still loading have come.
    let frame = 0;
    let task: ReturnType<typeof setTimeout> | undefined;
    // One read at a time: one asked for while another waits joins it (a font's is not lost).
    let waiting = false;
    let fontArrived = false;
    // The faces that arrived meanwhile; null once a read is asked for otherwise, or by an event
    // that does not name its faces.
    let faces: FontFace[] | null = [];
    const readAfterPaint = (afterFont = false, arrived: readonly FontFace[] | null = null) => {
      fontArrived ||= afterFont;
      faces = faces && arrived?.length ? [...faces, ...arrived] : null;
      if (waiting) return;
      waiting = true;
      frame = requestAnimationFrame(
        () =>
          (task = setTimeout(() => {
            waiting = false;
            readNextFrame(fontArrived, faces);
            fontArrived = false;
            faces = [];
          }, 0)),
      );
    };
    readAfterPaint();
    let live = true;
    const fonts = typeof document.fonts === 'undefined' ? undefined : document.fonts;
    if (fonts && fonts.status !== 'loaded') void fonts.ready.then(() => live && readAfterPaint());
    const fontLoaded = (event: Event) =>
      readAfterPaint(true, (event as FontFaceSetLoadEvent).fontfaces ?? null);
    readLater.current = readAfterPaint;
    fonts?.addEventListener('loadingdone', fontLoaded);
    let width = area.clientWidth;
    const resizes = new ResizeObserver(() => {
      if (area.clientWidth === width) return;
      width = area.clientWidth;
      // The columns fit the new room at once, from what was read: dropped until read again,
      // the table was laid out by its content for a frame, and every cell restyled and laid
      // out twice more (an opened filter panel: three passes over all cells). The boxes are
      // laid out in an observer's report; hidden (0 wide), nothing fits. A read follows.
      const shown = width > 0;
      const room = width - controlColumnsWidth(table);
      setRead((read) => (read && shown ? { ...read, metrics: { ...read.metrics, room } } : null));
      readNextFrame();
    });
    resizes.observe(area);
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      clearTimeout(task);
      cancelMeasure(table);
      resizes.disconnect();
      fonts?.removeEventListener('loadingdone', fontLoaded);
      readLater.current = undefined;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again when the look changes
  }, metricsKeys);
  useClientLayoutEffect(() => {
    if (source.rows?.length && (fontUnread.current || rowless.current))
      readLater.current?.(fontUnread.current);
  }, [source.rows]);
  return { metrics: read && sameKeys(read.keys, metricsKeys) ? read.metrics : null, look };
}
