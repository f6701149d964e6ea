import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { defaultColumnSettings } from '@src/state/columnSettings';
import { defaultQueryState } from '@src/state/queryState';
import type { SavedDeliveriesView } from '@src/views/types';
import { gridRenderer } from '../harness';

/** Enough deliveries that "hafen" among the delivered ones runs to a third page of 25. */
export const dataset = generateDeliveries(600, 27);

/** The grid as a host starts it: English, UTC, statuses named, the reference backend behind. */
export const renderGrid = gridRenderer(
  { statusOptions: mockStatuses, locale: 'en-GB', timeZone: 'UTC' },
  { serve: dataset },
);

const storageKey = 'deliveries-table:views';

/** A saved view as an earlier visit left it: newest first, no Tenant column, compact rows. */
export const latePallets: SavedDeliveriesView = {
  id: 'view-late-pallets',
  name: 'Late pallets',
  savedAt: '2026-11-20T08:30:00.000Z',
  state: { ...defaultQueryState, orderBy: { key: 'insertTime', order: 'desc' } },
  columns: { ...defaultColumnSettings, hidden: ['tenantName'] },
  density: 'compact',
};

/** Writes saved views to the browser's store, as an earlier session would have. */
export function seedViews(views: readonly SavedDeliveriesView[] = [latePallets]) {
  localStorage.setItem(storageKey, JSON.stringify({ version: 1, views }));
}

export const forgetViews = () => localStorage.removeItem(storageKey);

export const viewsButton = () => screen.getByRole('button', { name: 'Views' });
export const toolbarOf = () => viewsButton().closest<HTMLElement>('.dt-toolbar')!;
export const headerTexts = () =>
  screen.getAllByRole('columnheader').map((header) => header.textContent ?? '');

/** Opens "Views" and applies the saved view of that name, as a person does. */
export async function applySavedView(
  user: { click(element: Element): Promise<void> },
  name: string,
) {
  await user.click(viewsButton());
  await user.click(await screen.findByRole('button', { name: `Apply view ${name}` }));
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: `Apply view ${name}` })).toBeNull(),
  );
}

/** The words that describe an element (its `aria-describedby` targets' text). */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

/** A header cell's sort button, by its label. */
export const sortButton = (label: string) =>
  within(screen.getByRole('table', { name: 'Deliveries' })).getByRole('button', { name: label });
