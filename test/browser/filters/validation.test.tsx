import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import {
  applyButton,
  bodyWith,
  expectLoaded,
  panel,
  renderFilterHost,
  serveDeliveries,
} from './filterHost';

const summary = () => within(panel()).getByRole('alert');

/** Apply is refused: the summary lists `message`, takes focus, and no request leaves. */
async function expectRefused(user: UserEvent, bodies: DeliveriesRequest[], message: string) {
  await user.click(applyButton());
  const alert = await within(panel()).findByRole('alert');
  expect(within(alert).getByRole('link', { name: message })).toBeTruthy();
  expect(document.activeElement).toBe(alert);
  expect(bodies).toEqual([]);
}

/** The field shows `message` next to it, tied by aria-describedby and aria-invalid. */
function expectInline(field: HTMLElement, message: string) {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const describedBy = (field.getAttribute('aria-describedby') ?? '').split(' ');
  const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
  expect(texts).toContain(message);
}

describe('validation refuses to apply and says why', () => {
  it('"from" after "to"', async () => {
    const bodies = serveDeliveries();
    const { user } = await renderFilterHost();
    const from = screen.getByLabelText('Inserted from');
    await user.type(from, '2026-11-02T00:00');
    await user.type(screen.getByLabelText('Inserted to'), '2026-11-01T23:59');

    await expectRefused(user, bodies, 'Inserted from must be before Inserted to');
    expectInline(from, 'Inserted from must be before Inserted to');
    expect(summary().textContent).toContain('Fix 1 problem to apply the filters');

    // The summary's link leads to the field.
    await user.click(
      within(summary()).getByRole('link', { name: 'Inserted from must be before Inserted to' }),
    );
    expect(document.activeElement).toBe(from);

    // Fixing "to" clears the message on "from" and lets the draft through.
    await user.clear(screen.getByLabelText('Inserted to'));
    await user.type(screen.getByLabelText('Inserted to'), '2026-11-03T00:00');
    await expect.poll(() => from.getAttribute('aria-invalid')).toBeNull();
    await user.click(applyButton());
    await expectLoaded(1);
    expect(bodies).toEqual([
      bodyWith({ insertFrom: '2026-11-01T23:00:00.000Z', insertTo: '2026-11-02T23:00:59.999Z' }),
    ]);
  });

  it('an impossible date typed with the keyboard is named under its field on blur', async () => {
    const bodies = serveDeliveries();
    const { user } = await renderFilterHost({ panelProps: { locale: 'en-GB' } });
    const requestedFrom = screen.getByLabelText('Requested from');
    // 30 February 2026 does not exist; the field says so once left, and what it expects.
    await user.type(requestedFrom, '30/02/2026 10:00');
    expect(requestedFrom.getAttribute('aria-invalid')).toBeNull();
    await user.tab();
    const noSuchDay =
      'Requested from: “30/02/2026 10:00” is no day of the calendar. Type dd/mm/yyyy, hh:mm, such as 25/11/2026, 14:30, or today, yesterday, -7d, today 06:00';
    expectInline(requestedFrom, noSuchDay);
    // The text stays as typed: nothing is dropped.
    expect((requestedFrom as HTMLInputElement).value).toBe('30/02/2026 10:00');
    await expectRefused(user, bodies, noSuchDay);

    await user.clear(requestedFrom);
    await user.type(requestedFrom, '28/02/2026 10:00');
    await user.click(applyButton());
    await expectLoaded(1);
    expect(bodies).toEqual([bodyWith({ requestedFrom: '2026-02-28T09:00:00.000Z' })]);
  });

  it('a non-positive or non-integer id', async () => {
    const bodies = serveDeliveries();
    const { user } = await renderFilterHost();
    const ids = screen.getByRole('textbox', { name: 'Delivery IDs' });
    await user.type(ids, '-4{Enter}');
    expectInline(ids, 'Delivery IDs: -4 is not a positive whole number');

    await expectRefused(user, bodies, 'Delivery IDs: -4 is not a positive whole number');

    await user.clear(ids);
    await user.type(ids, '4{Enter}');
    expect(ids.getAttribute('aria-invalid')).toBeNull();
    await user.click(applyButton());
    await expectLoaded(1);
    expect(bodies).toEqual([bodyWith({ deliveryIds: [4] })]);
  });

  it('more ids than maxIds', async () => {
    const bodies = serveDeliveries();
    const { user } = await renderFilterHost({ panelProps: { maxIds: 3 } });
    const ids = screen.getByRole('textbox', { name: 'Delivery IDs' });
    await user.click(ids);
    await user.paste('1 2 3 4 5');
    expect((ids as HTMLInputElement).value).toBe('4 5');
    await expectRefused(user, bodies, 'Delivery IDs: at most 3 values');
  });

  it('an incomplete advanced row', async () => {
    const bodies = serveDeliveries();
    const { user } = await renderFilterHost();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await user.type(
      within(screen.getByRole('group', { name: 'Condition 1' })).getByLabelText('Value'),
      'DLV',
    );
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    const second = screen.getByRole('group', { name: 'Condition 2' });

    await expectRefused(user, bodies, 'Condition 2: enter a value');
    expectInline(within(second).getByLabelText('Value'), 'Condition 2: enter a value');

    await user.type(within(second).getByLabelText('Value'), 'Acme');
    await user.click(applyButton());
    await expectLoaded(1);
    expect(bodies[0]?.filters?.advancedFilters).toHaveLength(2);
  });

  it('a number row with text that is no number', async () => {
    const bodies = serveDeliveries();
    const { user } = await renderFilterHost();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    const first = screen.getByRole('group', { name: 'Condition 1' });
    await user.selectOptions(within(first).getByLabelText('Field'), 'DU qty');
    await user.type(within(first).getByLabelText('Value'), '12 pcs');

    await expectRefused(user, bodies, 'Condition 1: enter a number, like 12 or 2.5');
    expectInline(
      within(first).getByLabelText('Value'),
      'Condition 1: enter a number, like 12 or 2.5',
    );
  });

  it('a tag over the length limit stays in the input with a message', async () => {
    const bodies = serveDeliveries();
    const { user } = await renderFilterHost({ panelProps: { maxTagLength: 10 } });
    const tags = screen.getByRole('textbox', { name: 'Tags' });
    await user.type(tags, 'temperature-controlled{Enter}');
    expect((tags as HTMLInputElement).value).toBe('temperature-controlled');
    expect(screen.queryByRole('button', { name: 'Remove temperature-controlled' })).toBeNull();
    const message = 'Tags: "temperature-controlled" is longer than 10 characters';
    expectInline(tags, message);

    await expectRefused(user, bodies, message);
  });

  it('lists every problem at once, in the order of the fields', async () => {
    const bodies = serveDeliveries();
    const { user } = await renderFilterHost();
    await user.type(screen.getByLabelText('Requested from'), '2026-05-02T00:00');
    await user.type(screen.getByLabelText('Requested to'), '2026-05-01T00:00');
    await user.type(screen.getByRole('textbox', { name: 'Delivery IDs' }), 'x1');
    await user.click(screen.getByRole('button', { name: 'Add condition' }));

    await user.click(applyButton());
    const links = within(await within(panel()).findByRole('alert')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Requested from must be before Requested to',
      'Delivery IDs: x1 is not a positive whole number',
      'Condition 1: enter a value',
    ]);
    expect(bodies).toEqual([]);
  });
});
