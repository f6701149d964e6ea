import { createContext, useContext, useSyncExternalStore } from 'react';
import { directionOfLocale, type Direction } from './direction';

/**
 * The grid's direction (`grid.direction`), for its parts and the filter parts inside it;
 * `null` outside a grid.
 */
export const DirectionContext = createContext<Direction | null>(null);

const neverChanges = () => () => {};
// The server knows neither the page nor the reader: left to right, as its locale is en-US.
const serverDirection = (): Direction => 'ltr';
// The page's own `<html dir>` where it names one, else the direction of the browser's language,
// which every Intl call here takes while the host names no locale.
const runtimeDirection = (): Direction => {
  const pageDir = document.documentElement.dir.toLowerCase();
  if (pageDir === 'rtl' || pageDir === 'ltr') return pageDir;
  return directionOfLocale(navigator.language || 'en-US');
};

/**
 * Which way the grid runs: the host's `dir`, else its `locale`'s direction, else the page's
 * `<html dir>`, else the browser language's (left to right on the server and while hydrating).
 *
 * @example
 * ```ts
 * useResolvedDirection(undefined, 'ar'); // 'rtl'
 * useResolvedDirection('ltr', 'ar'); // 'ltr': the host's word wins
 * ```
 */
export function useResolvedDirection(dir?: Direction, locale?: string): Direction {
  const fallback = useSyncExternalStore(neverChanges, runtimeDirection, serverDirection);
  return dir ?? (locale !== undefined ? directionOfLocale(locale) : fallback);
}

/**
 * The direction a part's arrow keys and icons follow: the grid's it sits in, else (a filter
 * panel or chips on their own) the page's, as {@link useResolvedDirection} reads it.
 *
 * @example
 * ```ts
 * const direction = useDirection();
 * if (arrowStep(event.key, direction) === 1) focusNext();
 * ```
 */
export function useDirection(): Direction {
  const page = useResolvedDirection();
  return useContext(DirectionContext) ?? page;
}
