import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import { generateDeliveries, queryDeliveries } from '@src/mocks/index';
import { withCardsThreshold } from './cardsWidth';
import { gridRenderer } from '../harness';
import { expectNoAxeViolations } from '../focus/focusProbe';

const dataset = generateDeliveries(40, 11);
const firstPage: DeliveriesRequest = { pageNumber: 1, pageSize: 10, quickSearch: '' };
const codes = queryDeliveries(dataset, firstPage).map((delivery) => delivery.code);
const renderGrid = gridRenderer(
  {
    initialState: { pageSize: 10 },
    timeZone: 'UTC',
    detail: { render: (delivery) => <p>Customer {delivery.customerBusinessPartnerName}</p> },
  },
  { serve: dataset, latencyMs: 5 },
);
const card = (code: string) =>
  within(screen.getByRole('list', { name: 'Deliveries' })).getByRole('listitem', {
    name: `Delivery ${code}`,
  });

withCardsThreshold(390, 844);

describe('details over the cards', () => {
  it('give focus back to the card of the delivery shown, by "Close details" and by Escape', async () => {
    const view = renderGrid();
    const { user } = view;
    // The cards, once their chunk is in (the table shows until then), and their controls.
    await screen.findByRole('listitem', { name: `Delivery ${codes[1]}` }, { timeout: 10_000 });
    const show = await within(card(codes[1]!)).findByRole(
      'button',
      { name: `Show details for ${codes[1]}` },
      { timeout: 10_000 },
    );
    await user.click(show);
    const details = await screen.findByRole('dialog', { name: `Delivery ${codes[1]}` });
    await user.click(within(details).getByRole('button', { name: 'Close details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(card(codes[1]!)));

    // Opened with Enter on a card, moved to the next delivery with J, closed with Escape.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await screen.findByRole('dialog', { name: `Delivery ${codes[3]}` });
    await user.keyboard('j');
    await screen.findByRole('dialog', { name: `Delivery ${codes[4]}` });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(card(codes[4]!)));
    await expectNoAxeViolations('cards after details closed');
  });

  it('keep Tab inside the sheet, which covers the pager: round from its last control to its first', async () => {
    const view = renderGrid({
      detail: {
        render: (delivery) => <button type="button">Call about {delivery.code}</button>,
      },
    });
    const { user } = view;
    await screen.findByRole('listitem', { name: `Delivery ${codes[1]}` }, { timeout: 10_000 });
    await user.click(
      await within(card(codes[1]!)).findByRole(
        'button',
        { name: `Show details for ${codes[1]}` },
        { timeout: 10_000 },
      ),
    );
    const sheet = await screen.findByRole('dialog', { name: `Delivery ${codes[1]}` });
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    const close = within(sheet).getByRole('button', { name: 'Close details' });
    const call = await within(sheet).findByRole('button', { name: `Call about ${codes[1]}` });
    close.focus();
    await user.tab();
    expect(document.activeElement).toBe(call);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(call);
    await expectNoAxeViolations('details sheet over the cards');
  });
});
