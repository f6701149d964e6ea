import { onDemandModule } from '../../shared/onDemandModule';
import type * as CardPartsModule from './cardParts';

/** What the card layout's chunk holds. */
export type CardParts = typeof CardPartsModule;

/** The card layout's chunk: fetched when a grid first lays out as cards, never by a wide one. */
export const cardParts = onDemandModule(() => import('./cardParts'));

/** The card layout's parts while the grid shows cards (`TableFrame.cards`), else `null`. */
export const cardLayout = (cards: boolean): CardParts | null =>
  cards ? (cardParts.current() ?? null) : null;
