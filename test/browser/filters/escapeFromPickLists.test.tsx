import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockCouriers, mockStatuses } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import { dataset } from '../table/deliveriesServer';

// A review find: downshift took every Escape from a pick list holding text, to clear text the
// field holds itself, so the panel (and the phone's modal sheet) could not be closed by key.
const couriers = mockCouriers.map((courier) => ({
  value: courier.courierId,
  label: courier.courierCode,
}));
const renderGrid = gridRenderer(
  { timeZone: 'UTC', statusOptions: mockStatuses, filters: { options: { couriers } } },
  {
    serve: dataset,
    wrap: (grid) => (
      <div data-testid="host" style={{ inlineSize: 900 }}>
        {grid}
      </div>
    ),
  },
);
const toggle = () => screen.getByRole('button', { name: /^Filters/ });
const generous = { timeout: 10_000 };

afterEach(() => document.documentElement.style.setProperty('--dt-cards-below', '0'));

describe('Escape from a field holding typed text', () => {
  for (const [label, typed] of [
    ['Delivery IDs', '101 102'],
    ['Couriers', 'zz'],
    ['Tags', 'fragile'],
  ] as const) {
    it(`closes the panel from "${label}", the draft kept`, async () => {
      const grid = await renderGrid().ready();
      await grid.user.click(toggle());
      const panel = await screen.findByRole('region', { name: 'Filters' }, generous);
      const input = within(panel).getByLabelText(label) as HTMLInputElement;
      await grid.user.type(input, typed);
      // A list open (typing in "Couriers" opens it, saying "No options") closes first.
      if (input.getAttribute('aria-expanded') === 'true') {
        await grid.user.keyboard('{Escape}');
        expect(input.getAttribute('aria-expanded')).toBe('false');
        expect(toggle().getAttribute('aria-expanded')).toBe('true');
      }
      await grid.user.keyboard('{Escape}');
      expect(toggle().getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(toggle());
      await grid.user.click(toggle());
      const again = within(await screen.findByRole('region', { name: 'Filters' }, generous));
      // Typed ids and tags are the draft's; a courier's text is only its search.
      if (label !== 'Couriers')
        expect((again.getByLabelText(label) as HTMLInputElement).value).toBe(typed);
    });
  }

  it('closes a list shown first, then the panel', async () => {
    const grid = await renderGrid().ready();
    await grid.user.click(toggle());
    const panel = await screen.findByRole('region', { name: 'Filters' }, generous);
    await grid.user.click(within(panel).getByLabelText('Couriers'));
    await grid.user.keyboard('{ArrowDown}');
    const list = within(panel).getByRole('listbox', { name: 'Couriers options' });
    await waitFor(() => expect(list.hidden).toBe(false), generous);
    await grid.user.keyboard('{Escape}');
    expect(list.hidden).toBe(true);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    await grid.user.keyboard('{Escape}');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the phone-wide filter sheet, with focus back on "Filters"', async () => {
    document.documentElement.style.removeProperty('--dt-cards-below');
    const grid = await renderGrid().ready();
    screen.getByTestId('host').style.setProperty('inline-size', '390px');
    await screen.findByRole('list', { name: 'Deliveries' }, generous);
    await grid.user.click(toggle());
    const sheet = await screen.findByRole('dialog', { name: 'Filters' }, generous);
    const region = await within(sheet).findByRole('region', { name: 'Filters' }, generous);
    await grid.user.type(within(region).getByLabelText('Delivery IDs'), '101 102');
    await grid.user.keyboard('{Escape}');
    await waitFor(() => expect((sheet as HTMLDialogElement).open).toBe(false), generous);
    expect(document.activeElement).toBe(toggle());
  });
});
