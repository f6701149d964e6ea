import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import {
  DeliveriesSavedViews,
  type DeliveriesSavedViewsProps,
} from '@src/views/DeliveriesSavedViews';
import type { DeliveriesViewStorage } from '@src/views/storage/viewStorage';
import type { DeliveriesView, SavedDeliveriesView } from '@src/views/types';
import '@src/theme/styles.css';
import { latePalletsView, savedView } from '../../node/views/fixtures';
import { deferred } from '../../deferred';

export const storageKey = 'deliveries-table:views';

/** What the grid would pass as `current`: on page 3, with filters, a sort, columns, density. */
export const latePallets: DeliveriesView = latePalletsView;

/** The same view as a saved one would restore it: on page 1. */
export const onPageOne = (view: DeliveriesView): DeliveriesView => ({
  ...view,
  state: { ...view.state, pageNumber: 1 },
});

/** A stored view, as it sits in localStorage: `view` on page 1. */
export const storedView = (name: string, view: DeliveriesView = latePallets): SavedDeliveriesView =>
  savedView(name, onPageOne(view));

/** Writes the versioned format, as an earlier session would have left it. */
export function seedLocalStorage(views: readonly unknown[]) {
  localStorage.setItem(storageKey, JSON.stringify({ version: 1, views }));
}

/** What localStorage holds now, parsed. */
export const localStorageContent = (): unknown => JSON.parse(localStorage.getItem(storageKey)!);

/** Renders the saved views beside a button that stands for the rest of the page. */
export function renderSavedViews(props: Partial<DeliveriesSavedViewsProps> = {}) {
  const user = userEvent.setup();
  const onApply = vi.fn<DeliveriesSavedViewsProps['onApply']>();
  const allProps = { current: latePallets, onApply, ...props };
  const page = (viewProps: DeliveriesSavedViewsProps) => (
    <>
      <DeliveriesSavedViews {...viewProps} />
      <button type="button">Elsewhere on the page</button>
    </>
  );
  const rendered = render(page(allProps));
  return {
    user,
    onApply,
    /** Renders again with a new `current`, as the grid does when its state changes. */
    setCurrent: (current: DeliveriesView) => rendered.rerender(page({ ...allProps, current })),
    ...rendered,
  };
}

export const viewsButton = () => screen.getByRole('button', { name: 'Views' });
export const viewsPanel = () => screen.getByRole('region', { name: 'Views' });
export const nameBox = () => within(viewsPanel()).getByRole('textbox', { name: 'View name' });
export const viewList = () => screen.getByRole('list', { name: 'Saved views' });
/** The names of the saved views, in the order shown. */
export const shownViewNames = () => {
  const list = screen.queryByRole('list', { name: 'Saved views' });
  return list
    ? within(list)
        .queryAllByRole('button', { name: /^Apply view / })
        .map((button) => button.textContent)
    : [];
};

/** The polite announcement after an action (not the panel's progress line). */
export const announcement = () =>
  screen.getAllByRole('status').find((status) => !status.classList.contains('dt-views-progress'))
    ?.textContent ?? '';

/** Opens the popover with a click, as a person with a mouse does. */
export async function openViews(user: UserEvent) {
  await user.click(viewsButton());
  expect(viewsButton().getAttribute('aria-expanded')).toBe('true');
  // The popover's content is a chunk of its own: a first open waits for it, then its name box.
  await vi.waitFor(() => expect(document.activeElement).toBe(nameBox()), { timeout: 10_000 });
}

/** Types a name and presses "Save view". */
export async function saveAs(user: UserEvent, name: string) {
  await user.clear(nameBox());
  if (name) await user.type(nameBox(), name);
  await user.click(within(viewsPanel()).getByRole('button', { name: 'Save view' }));
}

/** The accessible description of an element, from its aria-describedby ids. */
export function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => {
      const described = document.getElementById(id);
      const copy = described?.cloneNode(true) as HTMLElement | undefined;
      copy?.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return copy?.textContent ?? '';
    })
    .join(' ');
}

/** Presses Tab until `target` has focus; fails if it is not reachable in `limit` presses. */
export async function tabTo(user: UserEvent, target: HTMLElement, limit = 30) {
  for (let presses = 0; presses < limit && document.activeElement !== target; presses += 1) {
    await user.tab();
  }
  expect(document.activeElement).toBe(target);
}

type ServerCall =
  | { op: 'list'; answer: ReturnType<typeof deferred<readonly unknown[]>> }
  | { op: 'put'; view: SavedDeliveriesView; answer: ReturnType<typeof deferred<void>> }
  | { op: 'remove'; id: string; answer: ReturnType<typeof deferred<void>> };

/**
 * A server-side store whose every answer the test gives by hand: each call waits in `calls`
 * until the test resolves or rejects it.
 */
export function fakeServerStore() {
  const calls: ServerCall[] = [];
  const storage: DeliveriesViewStorage = {
    list() {
      const answer = deferred<readonly unknown[]>();
      calls.push({ op: 'list', answer });
      return answer.promise;
    },
    put(view) {
      const answer = deferred<void>();
      calls.push({ op: 'put', view, answer });
      return answer.promise;
    },
    remove(id) {
      const answer = deferred<void>();
      calls.push({ op: 'remove', id, answer });
      return answer.promise;
    },
  };
  /** Waits for call number `count` (from 1) and gives it back. */
  async function call<Op extends ServerCall['op']>(count: number, op: Op) {
    await expect.poll(() => calls.length).toBeGreaterThanOrEqual(count);
    const made = calls[count - 1]!;
    expect(made.op).toBe(op);
    return made as Extract<ServerCall, { op: Op }>;
  }
  return { storage, calls, call };
}
