import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { page, userEvent } from 'vitest/browser';
import { afterAll, describe, expect, it } from 'vitest';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { gridRenderer, saveScreenshot } from '../harness';

const dataset = generateDeliveries(40, 5);
const code = (index: number) => dataset[index]!.code;
const renderGrid = gridRenderer(
  {
    statusOptions: mockStatuses,
    initialState: { pageSize: 10 },
    selection: {},
    detail: { render: (delivery) => <p>{delivery.customerBusinessPartnerName}</p> },
    rows: { actions: [{ label: 'Print label', run: () => undefined }] },
  },
  { serve: dataset },
);
afterAll(() => page.viewport(414, 896));

const dataRows = () =>
  within(screen.getByRole('table', { name: 'Deliveries' }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'));
const details = (index: number) =>
  screen.findByRole('complementary', { name: `Delivery ${code(index)}` });
const generous = { timeout: 10_000 };
const within1px = (inner: DOMRect, outer: DOMRect) =>
  inner.left >= outer.left - 1 &&
  inner.right <= outer.right + 1 &&
  inner.top >= outer.top - 1 &&
  inner.bottom <= outer.bottom + 1;

describe('details a screen reader follows', () => {
  it('says each J and K move in a live region: the delivery and its place on the page', async () => {
    await page.viewport(1280, 800);
    const grid = await renderGrid().ready();
    dataRows()[2]!.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await details(2);
    const status = within(panel).getByRole('status');
    // Opening moves focus to the title, which is read: the live region keeps quiet.
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('heading')));
    expect(status.textContent).toBe('');

    await userEvent.keyboard('j');
    await details(3);
    await waitFor(() => expect(status.textContent).toBe(`${code(3)}, 4 of 10`));
    // Focus stayed on the title, whose text changed: the live region is what is heard.
    expect(document.activeElement).toBe(within(panel).getByRole('heading'));
    await userEvent.keyboard('kk');
    await details(1);
    await waitFor(() => expect(status.textContent).toBe(`${code(1)}, 2 of 10`));
    // A row's own button moves them too.
    await grid.user.click(screen.getByRole('button', { name: `Show details for ${code(9)}` }));
    await details(9);
    await waitFor(() => expect(status.textContent).toBe(`${code(9)}, 10 of 10`));
    await expectNoAxeViolations('details moved by J and K');
  });

  it('says nothing when a refresh moves the open delivery, and keeps no stale place', async () => {
    await page.viewport(1280, 800);
    const grid = await renderGrid({ refresh: {} }).ready();
    dataRows()[2]!.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await details(2);
    const status = within(panel).getByRole('status');
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('heading')));
    await userEvent.keyboard('j');
    const said = `${code(3)}, 4 of 10`;
    await waitFor(() => expect(status.textContent).toBe(said));
    // Another operator adds a delivery in front: the refresh moves the open one to 5 of 10.
    dataset.unshift({ ...dataset[0]!, code: 'DLV-2026-888888' });
    try {
      await grid.user.click(screen.getByRole('button', { name: 'Refresh' }));
      await screen.findByRole('button', { name: 'Show details for DLV-2026-888888' }, generous);
      // Emptied, which is not read out: never "4 of 10" while it is 5 of 10, nor the new place.
      await waitFor(() => expect(status.textContent).toBe(''));
      expect(within(panel).getByRole('heading').textContent).toContain(said.split(',')[0]!);
    } finally {
      dataset.shift();
    }
  });

  it("leaves focus in a field the host's details focus themselves", async () => {
    await page.viewport(1280, 800);
    await renderGrid({
      detail: { render: (delivery) => <input aria-label={`Note on ${delivery.code}`} autoFocus /> },
    }).ready();
    dataRows()[2]!.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await details(2);
    const note = within(panel).getByRole('textbox', { name: `Note on ${code(2)}` });
    await waitFor(() => expect(document.activeElement).toBe(note));
    // Typing is a render, which runs the panel's effects first: a focus they took shows here.
    await userEvent.keyboard('fragile');
    expect(note).toHaveValue('fragile');
  });

  it('names each row\'s button after its delivery, "Show details for DLV-…"', async () => {
    await page.viewport(1280, 800);
    const grid = await renderGrid().ready();
    const buttons = await screen.findAllByRole('button', { name: /^Show details for / });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(
      dataset.slice(0, 10).map((delivery) => `Show details for ${delivery.code}`),
    );
    await grid.user.click(buttons[4]!);
    await details(4);
    expect(buttons[4]!.getAttribute('aria-expanded')).toBe('true');
    // Its column's header keeps the plain name, for screen readers only.
    expect(screen.getByRole('columnheader', { name: 'Show details' })).toBeTruthy();
  });
});

describe('details in view beside the columns a person filtered on', () => {
  it('at 1280 × 800 leaves Status and Inserted in view, under the rows', async () => {
    await page.viewport(1280, 800);
    const grid = await renderGrid({
      initialState: { pageSize: 10, filters: { status: [4, 5] } },
    }).ready();
    expect(grid.bodies[0]?.filters).toEqual({ status: [4, 5] });
    await grid.user.click(dataRows()[0]!);
    const panel = await screen.findByRole('complementary', { name: /^Delivery / });
    const table = screen.getByRole('table', { name: 'Deliveries' });
    const area = table.parentElement!.getBoundingClientRect();
    for (const name of ['Code', 'Status', 'Inserted']) {
      const header = screen.getByRole('columnheader', { name });
      expect(within1px(header.getBoundingClientRect(), area), `${name} in view`).toBe(true);
    }
    // No sideways scroll for the rows, the details wholly in the window, the open row in view.
    expect(table.parentElement!.scrollWidth).toBeLessThanOrEqual(table.parentElement!.clientWidth);
    const window_ = new DOMRect(0, 0, innerWidth, innerHeight);
    expect(within1px(panel.getBoundingClientRect(), window_)).toBe(true);
    expect(within1px(dataRows()[0]!.getBoundingClientRect(), area)).toBe(true);
    await saveScreenshot('details-under-rows-1280');
  });

  it('sits beside the rows on a wide screen, the title wrapping between words, never in the code', async () => {
    await page.viewport(1680, 900);
    const grid = await renderGrid().ready();
    await grid.user.click(dataRows()[0]!);
    const panel = await details(0);
    const rows = screen.getByRole('table', { name: 'Deliveries' }).getBoundingClientRect();
    expect(panel.getBoundingClientRect().left).toBeGreaterThanOrEqual(rows.right);
    const title = within(panel).getByRole('heading');
    const codeBox = within(title).getByText(code(0));
    expect(getComputedStyle(codeBox).whiteSpace).toBe('nowrap');
    // The title takes two lines in the 22rem panel; the code is one box on one of them.
    const lineHeight = parseFloat(getComputedStyle(title).lineHeight);
    expect(title.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 1.5);
    expect(codeBox.getClientRects()).toHaveLength(1);
    await saveScreenshot('details-beside-rows-1680', panel);
  });
});
