import { useEffect, useState, type RefObject } from 'react';
import { preloadVirtualRows } from './lazyVirtualRows';
import { fallbackViewHeight, scrollViewHeight } from './scrollViewHeight';

/**
 * For a page size above the virtualizing threshold: fetches the virtualized body's chunk now,
 * and reads how tall the scroll area's view will be before the rows come, so the first long
 * page draws no more rows than fit.
 */
export function useLongPageView(
  expectsLongPages: boolean,
  scrollRef: RefObject<HTMLElement | null>,
): number {
  const [viewHeight, setViewHeight] = useState(fallbackViewHeight);
  useEffect(() => {
    if (!expectsLongPages) return;
    void preloadVirtualRows().catch(() => undefined);
    setViewHeight(scrollViewHeight(scrollRef.current));
  }, [expectsLongPages, scrollRef]);
  return viewHeight;
}
