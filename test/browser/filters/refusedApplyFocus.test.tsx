import '@src/theme/styles.css';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent as realPointer } from 'vitest/browser';
import { generateDeliveries, mockStatuses } from '@src/mocks';
import { renderGrid, saveScreenshot } from '../harness';
import { staticOptions, timeZone } from './filterHost';

const dataset = generateDeliveries(40, 5);

async function openPanel() {
  const grid = renderGrid(
    { statusOptions: mockStatuses, filters: { options: staticOptions }, timeZone, locale: 'en-GB' },
    { serve: dataset },
  );
  await grid.ready();
  await grid.user.click(screen.getByRole('button', { name: 'Filters' }));
  const panel = await screen.findByRole('region', { name: 'Filters' });
  return { grid, panel };
}

// Real clicks: Chromium runs the form's awaited steps while the click is still the current
// event, so React renders the refusal before the summary exists (synthetic clicks hide this).
describe('the first refused "Apply filters" puts focus on the error summary', () => {
  it('an id typed but not entered', async () => {
    const { grid, panel } = await openPanel();
    const ids = within(panel).getByRole('textbox', { name: 'Delivery IDs' });
    await grid.user.type(ids, 'abc');
    await realPointer.click(within(panel).getByRole('button', { name: 'Apply filters' }));

    const summary = await within(panel).findByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(summary.textContent).toContain('Delivery IDs: abc is not a positive whole number');
    expect(grid.bodies).toHaveLength(1);
    await saveScreenshot('refused-apply-summary', panel);
  });

  it('an error already shown in the field before Apply', async () => {
    const { grid, panel } = await openPanel();
    const ids = within(panel).getByRole('textbox', { name: 'Delivery IDs' });
    await grid.user.type(ids, '-4{Enter}');
    await realPointer.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    const summary = await within(panel).findByRole('alert');
    expect(document.activeElement).toBe(summary);
  });

  it('a second refusal takes focus back to the summary', async () => {
    const { grid, panel } = await openPanel();
    const apply = within(panel).getByRole('button', { name: 'Apply filters' });
    await grid.user.type(within(panel).getByRole('textbox', { name: 'Tags' }), 'x'.repeat(101));
    await realPointer.click(apply);
    const summary = await within(panel).findByRole('alert');
    expect(document.activeElement).toBe(summary);
    await realPointer.click(apply);
    expect(document.activeElement).toBe(summary);
  });
});
