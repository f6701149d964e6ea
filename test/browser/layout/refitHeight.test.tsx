import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { gridRenderer, nextFrames } from '../harness';

const dataset = generateDeliveries(200, 5);
const renderGrid = gridRenderer(
  { locale: 'en-US', timeZone: 'UTC', statusOptions: mockStatuses },
  {
    serve: dataset,
    wrap: (grid) => <div id="host-box">{grid}</div>,
  },
);

const grid = () => document.querySelector<HTMLElement>('.deliveries-table')!;
const hostBox = () => document.getElementById('host-box')!;
const heightOf = (element: Element) => element.getBoundingClientRect().height;

afterEach(async () => {
  await page.viewport(414, 896);
});

// The height is measured again when the page around the grid changes; a change the grid's own
// rows caused skips the trial layouts, a change of the parent's own size does not.
describe("the grid's height when its parent changes after the rows came", () => {
  it('fills a parent that gains a height of its own', async () => {
    await page.viewport(1280, 800);
    await renderGrid({ initialState: { pageSize: 50 } }).ready();
    await waitFor(() => expect(grid()).toHaveAttribute('data-height', 'fit'));
    expect(heightOf(grid())).toBeGreaterThan(500);
    hostBox().style.height = '300px';
    await waitFor(() => expect(grid()).not.toHaveAttribute('data-height'));
    await waitFor(() => expect(heightOf(grid())).toBeCloseTo(300, 0));
  });

  it('is not tried again when details under the rows close', async () => {
    await page.viewport(1280, 800);
    const view = await renderGrid({
      initialState: { pageSize: 50 },
      detail: { render: (delivery) => <p>{delivery.customerBusinessPartnerName}</p> },
    }).ready();
    await waitFor(() => expect(grid()).toHaveAttribute('data-height', 'fit'));
    const fitted = heightOf(grid());
    await view.user.click(within(screen.getAllByRole('row')[3]!).getByText(dataset[2]!.code));
    await screen.findByRole('complementary', { name: `Delivery ${dataset[2]!.code}` });
    await nextFrames();
    // The trial sets the grid's own height twice: a page that then outgrows the window is all
    // restyled (35 to 100 ms a trial here), where closing details changes no parent.
    const trials: string[] = [];
    const watch = new MutationObserver((records) => {
      for (const { oldValue } of records)
        if (oldValue && /(^|[;\s])height:/.test(oldValue)) trials.push(oldValue);
    });
    watch.observe(grid(), { attributeFilter: ['style'], attributeOldValue: true });
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    await waitFor(() => expect(heightOf(grid())).toBeCloseTo(fitted, 0));
    await nextFrames(3);
    watch.disconnect();
    expect(trials).toEqual([]);
    expect(grid()).toHaveAttribute('data-height', 'fit');
  });
});
