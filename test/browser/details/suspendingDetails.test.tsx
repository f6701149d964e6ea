import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { page, userEvent } from 'vitest/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery } from '@src/index';
import { generateDeliveries } from '@src/mocks/index';
import { firstRows, gridRenderer } from '../harness';
import { shownCodes } from '../table/deliveriesServer';

const dataset = generateDeliveries(30, 5);
const generous = { timeout: 10_000 };

// The host's notes for a delivery, or its history, answered when the test says.
const answers = new Map<string, (notes: string) => void>();
function DeliveryNotes({ delivery }: { delivery: Delivery }) {
  const [part, setPart] = useState('');
  const key = `${delivery.code}${part}`;
  const { data } = useSuspenseQuery({
    queryKey: ['notes', key],
    queryFn: () => new Promise<string>((resolve) => answers.set(key, resolve)),
  });
  return (
    <>
      <button type="button" onClick={() => setPart(' history')}>
        History
      </button>
      <p>{data}</p>
    </>
  );
}
const renderGrid = gridRenderer(
  { detail: { render: (delivery) => <DeliveryNotes delivery={delivery} /> } },
  { serve: dataset },
);
const answer = async (code: string) => {
  await waitFor(() => expect(answers.has(code)).toBe(true), generous);
  answers.get(code)!(`Notes for ${code}`);
  await screen.findByText(`Notes for ${code}`, {}, generous);
};

describe("details whose host render suspends (a host's useSuspenseQuery)", () => {
  // Beside the rows, a complementary region (a sheet over them below 64rem).
  beforeAll(() => page.viewport(1280, 800));
  afterAll(() => page.viewport(414, 896));

  it('keep the panel, its title and focus while the next delivery loads', async () => {
    const grid = await renderGrid().ready();
    const rows = await firstRows(10_000);
    const [firstCode, secondCode] = shownCodes();
    // The rows' "Show details" buttons come with the details' part, which may follow the rows.
    const open = await within(rows[0]!).findByRole(
      'button',
      { name: `Show details for ${firstCode}` },
      generous,
    );
    await grid.user.click(open);
    const panel = await screen.findByRole(
      'complementary',
      { name: `Delivery ${firstCode}` },
      generous,
    );
    await answer(firstCode!);
    const title = within(panel).getByRole('heading');
    await waitFor(() => expect(document.activeElement).toBe(title), generous);

    await userEvent.keyboard('j');
    // Before: the whole panel went while the notes loaded, and focus fell to the page.
    await screen.findByRole('complementary', { name: `Delivery ${secondCode}` }, generous);
    expect(panel.isConnected).toBe(true);
    expect(document.activeElement).toBe(title);
    await answer(secondCode!);
    expect(document.activeElement).toBe(title);
    await userEvent.keyboard('k');
    await screen.findByRole('complementary', { name: `Delivery ${firstCode}` }, generous);
    expect(document.activeElement).toBe(title);
  });

  it("keep focus in the details when a button of the host's makes its part load again", async () => {
    const grid = await renderGrid().ready();
    const [firstCode, secondCode] = shownCodes();
    const rows = await firstRows(10_000);
    await grid.user.click(
      await within(rows[0]!).findByRole(
        'button',
        { name: `Show details for ${firstCode}` },
        generous,
      ),
    );
    const panel = await screen.findByRole(
      'complementary',
      { name: `Delivery ${firstCode}` },
      generous,
    );
    await answer(firstCode!);
    await grid.user.click(within(panel).getByRole('button', { name: 'History' }));
    // Before: the host's part, holding focus, was hidden while it loaded: focus fell to the page.
    await waitFor(() => expect(answers.has(`${firstCode} history`)).toBe(true), generous);
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('heading')));
    await userEvent.keyboard('j');
    await screen.findByRole('complementary', { name: `Delivery ${secondCode}` }, generous);
  });
});
