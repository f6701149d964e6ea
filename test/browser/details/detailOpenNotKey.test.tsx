import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { page } from 'vitest/browser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeliveriesDetailState } from '@src/index';
import { generateDeliveries } from '@src/mocks/index';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { gridRenderer } from '../harness';

const dataset = generateDeliveries(40, 5);
const renderGrid = gridRenderer({ initialState: { pageSize: 10 } }, { serve: dataset });
const render = (delivery: { customerBusinessPartnerName: string }) => (
  <p>{delivery.customerBusinessPartnerName}</p>
);
const refused = (shown: string) => `The details could not be opened: ${shown} is not a row’s key.`;
const notKey = (value: unknown) => value as string;
// Wide enough for the details beside the rows.
beforeAll(() => page.viewport(1280, 800));
afterAll(() => page.viewport(414, 896));

describe('a detail.open from the host that is not a row key', () => {
  it('opens nothing and names it above the rows; a key after it opens the row', async () => {
    const onOpenChange = vi.fn();
    const detail = (open: DeliveriesDetailState['open']) => ({ render, open, onOpenChange });
    // A row's place where its key belongs: a host's off-by-one.
    const grid = await renderGrid({ detail: detail(notKey(5)) }).ready();
    await screen.findByText(refused('“5”'));
    expect(screen.queryByRole('complementary')).toBeNull();
    // The rows are there to open (their buttons come with the details' code); nothing was asked
    // of the host.
    expect(
      await screen.findByRole(
        'button',
        { name: `Show details for ${dataset[0]!.code}` },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    await expectNoAxeViolations('a detail.open that is not a key');

    grid.rerenderGrid({ detail: detail(dataset[2]!.code) });
    const panel = await screen.findByRole('complementary', {
      name: `Delivery ${dataset[2]!.code}`,
    });
    expect(within(panel).getByText(dataset[2]!.customerBusinessPartnerName)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(refused('“5”'))).toBeNull());
    expect(grid.bodies).toHaveLength(1);
  });

  it('refuses a defaultOpen that is a function without calling it', async () => {
    const defaultOpen = vi.fn(() => {
      throw new Error('a host function');
    });
    await renderGrid({ detail: { render, defaultOpen: notKey(defaultOpen) } }).ready();
    await screen.findByText(/^The details could not be opened: /);
    expect(defaultOpen).not.toHaveBeenCalled();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('refuses a defaultOpen that is not text the same way, and opens rows when clicked', async () => {
    const grid = await renderGrid({
      detail: { render, defaultOpen: notKey({ code: 'x' }) },
    }).ready();
    const notice = await screen.findByText(/^The details could not be opened: /);
    expect(notice.textContent).not.toContain('[object Object]');
    expect(screen.queryByRole('complementary')).toBeNull();

    // The rows' "Show details" buttons come with the details' part, which may follow the rows.
    await grid.user.click(
      await screen.findByRole(
        'button',
        { name: `Show details for ${dataset[1]!.code}` },
        { timeout: 10_000 },
      ),
    );
    await screen.findByRole('complementary', { name: `Delivery ${dataset[1]!.code}` });
    await waitFor(() =>
      expect(screen.queryByText(/^The details could not be opened: /)).toBeNull(),
    );
  });
});
