import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { page, userEvent } from 'vitest/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery } from '@src/index';
import { generateDeliveries } from '@src/mocks/index';
import { firstRows, gridRenderer } from '../harness';
import { shownCodes } from '../table/deliveriesServer';

const dataset = generateDeliveries(30, 5);
const generous = { timeout: 10_000 };

// The host's notes for a delivery, answered when the test says.
const answers = new Map<string, (notes: string) => void>();
function DeliveryNotes({ delivery }: { delivery: Delivery }) {
  const { data } = useSuspenseQuery({
    queryKey: ['notes', delivery.code],
    queryFn: () => new Promise<string>((resolve) => answers.set(delivery.code, resolve)),
  });
  return <p>{data}</p>;
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
    const open = within(rows[0]!).getByRole('button', { name: `Show details for ${firstCode}` });
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
});
