import '@src/theme/styles.css';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { page } from 'vitest/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery } from '@src/index';
import { generateDeliveries } from '@src/mocks/index';
import { renderGrid } from '../harness';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { clickShowDetails, DetailsHost, panelOf, rowOf } from './detailsHost';
import { holdPages } from './pageHolds';

// Review finds (a helper playing a fast operator on a slow server). The details beside the
// rows, as on a laptop.
beforeAll(() => page.viewport(1280, 800));
afterAll(() => page.viewport(414, 896));

const generous = { timeout: 10_000 };
const dataset = generateDeliveries(40, 11);
const codes = dataset.map((delivery) => delivery.code);
const title = () => screen.getByRole('heading', { name: /^Delivery / }).textContent;
const pageShown = () => document.querySelector('.dt-page')?.textContent;

/** Pages of 10 with the details' `render`, the pages served as held (`holdPages`). */
const renderDetailsGrid = (render: (delivery: Delivery) => ReactNode) =>
  renderGrid({
    initialState: { pageSize: 10 },
    timeZone: 'UTC',
    paging: { prefetchNextPage: false },
    detail: { render },
  }).ready(10_000);

/**
 * Pages of 10. Details of codes[9] (page 1's last), J pressed 12 times while page 2 is held:
 * the person is on codes[21]. Page 2 comes; the queued steps turn on to page 3, held.
 */
async function twelveJsPastPageOne() {
  const server = holdPages(dataset, [2, 3]);
  const user = userEvent.setup();
  render(<DetailsHost codes={codes} />);
  await clickShowDetails(user, codes[9]!);
  const panel = await panelOf(codes[9]!);
  await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
  await user.keyboard('j'.repeat(12));
  await screen.findByText('Page 2', {}, generous);
  server.release(2);
  await waitFor(() => expect(rowOf(codes[10]!)).not.toBeNull(), generous);
  await waitFor(() => expect(server.asked).toContain(3), generous);
  await screen.findByText('Page 3', {}, generous);
  return { server, user };
}

describe('J and K while a second page turn, chained from queued steps, loads', () => {
  it('meanwhile show page 2’s last delivery, never one “not on this page”', async () => {
    const { server } = await twelveJsPastPageOne();
    await waitFor(() => expect(title()).toBe(`Delivery ${codes[19]}`), generous);
    expect(document.querySelector('.dt-detail .dt-notice')).toBeNull();
    server.release(3);
    await waitFor(() => expect(title()).toBe(`Delivery ${codes[21]}`), generous);
    expect(pageShown()).toBe('Page 3');
  });

  it('one more J lands one further on page 3 (codes[22]), never back on page 2', async () => {
    const { server, user } = await twelveJsPastPageOne();
    await user.keyboard('j');
    server.release(3);
    await waitFor(() => expect(title()).toBe(`Delivery ${codes[22]}`), generous);
    expect(pageShown()).toBe('Page 3');
  });

  it('one K lands one back (codes[20]), on page 3', async () => {
    const { server, user } = await twelveJsPastPageOne();
    await user.keyboard('k');
    server.release(3);
    await waitFor(() => expect(title()).toBe(`Delivery ${codes[20]}`), generous);
    expect(pageShown()).toBe('Page 3');
  });
});

describe('a refresh that takes the open delivery off the page (it was handled)', () => {
  it('leaves J the next delivery and K the one before, not the page’s first', async () => {
    const served = [...dataset.slice(0, 30)];
    holdPages(served, []);
    const grid = await renderDetailsGrid((delivery) => <p>{`Customer of ${delivery.code}`}</p>);
    const openSeventh = async () => {
      await grid.user.click(
        await screen.findByRole('button', { name: `Show details for ${codes[7]}` }, generous),
      );
      const panel = await screen.findByRole(
        'complementary',
        { name: `Delivery ${codes[7]}` },
        generous,
      );
      await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    };
    await openSeventh();
    served.splice(7, 1);
    await grid.queryClient.invalidateQueries();
    await screen.findByText(`${codes[7]} is not on this page.`, {}, generous);
    await expectNoAxeViolations('details of a delivery a refresh took away');
    await grid.user.keyboard('j');
    await waitFor(() => expect(title()).toBe(`Delivery ${codes[8]}`), generous);
    // Back in the list and handled again: K goes to the one before its place.
    served.splice(7, 0, dataset[7]!);
    await grid.queryClient.invalidateQueries();
    await waitFor(() => expect(rowOf(codes[7]!)).not.toBeNull(), generous);
    await openSeventh();
    served.splice(7, 1);
    await grid.queryClient.invalidateQueries();
    await screen.findByText(`${codes[7]} is not on this page.`, {}, generous);
    await grid.user.keyboard('k');
    await waitFor(() => expect(title()).toBe(`Delivery ${codes[6]}`), generous);
  });
});

describe('a refresh that takes the open delivery away, then brings it back', () => {
  it('says nothing either time: no move of the person’s', async () => {
    const served = [...dataset.slice(0, 30)];
    holdPages(served, []);
    const grid = await renderDetailsGrid((delivery) => <p>{`Customer of ${delivery.code}`}</p>);
    await grid.user.click(
      await screen.findByRole('button', { name: `Show details for ${codes[7]}` }, generous),
    );
    await screen.findByText(`Customer of ${codes[7]}`, {}, generous);
    const said = () => document.querySelector('.dt-detail [role="status"]')?.textContent;
    expect(said()).toBe('');
    served.splice(7, 1);
    await grid.queryClient.invalidateQueries();
    await screen.findByText(`${codes[7]} is not on this page.`, {}, generous);
    expect(said()).toBe('');
    served.splice(7, 0, dataset[7]!);
    await grid.queryClient.invalidateQueries();
    await screen.findByText(`Customer of ${codes[7]}`, {}, generous);
    expect(said()).toBe('');
  });
});

/** A host's form: its fields start from the delivery it was drawn for (`defaultValues`). */
function HostForm({ delivery }: { delivery: Delivery }) {
  const [customer] = useState(delivery.customerBusinessPartnerName);
  return <p data-testid="form">{`Form for ${customer}`}</p>;
}

describe('J onto a next page whose first delivery comes under the code of the last one', () => {
  it('draws the host’s part afresh for the other delivery and says where it is', async () => {
    // Another delivery (its own insert time and customer) under a repeated code.
    const twins = generateDeliveries(20, 11);
    twins[10] = { ...twins[10]!, code: twins[9]!.code };
    expect(twins[10].customerBusinessPartnerName).not.toBe(twins[9]!.customerBusinessPartnerName);
    holdPages(twins, []);
    const grid = await renderDetailsGrid((delivery) => <HostForm delivery={delivery} />);
    await grid.user.click(
      await screen.findByRole('button', { name: `Show details for ${twins[9]!.code}` }, generous),
    );
    await waitFor(() =>
      expect(screen.getByTestId('form').textContent).toBe(
        `Form for ${twins[9]!.customerBusinessPartnerName}`,
      ),
    );
    await grid.user.keyboard('j');
    await screen.findByText('Page 2', {}, generous);
    await waitFor(
      () =>
        expect(screen.getByTestId('form').textContent).toBe(
          `Form for ${twins[10]!.customerBusinessPartnerName}`,
        ),
      generous,
    );
    await waitFor(() =>
      expect(document.querySelector('.dt-detail [role="status"]')?.textContent).toBe(
        `${twins[10]!.code}, 1 of 10`,
      ),
    );
  });
});
