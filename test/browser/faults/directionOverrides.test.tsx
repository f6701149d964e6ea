import '@src/theme/styles.css';
import { screen, within } from '@testing-library/react';
import { page } from 'vitest/browser';
import { afterAll, describe, expect, it } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { gridRenderer } from '../harness';

// A code and a name whose overrides would draw them backwards: "DLV-321" as "DLV-123".
const dataset = generateDeliveries(12, 5).map((delivery, index) =>
  index === 1
    ? { ...delivery, code: 'DLV-\u202E321', customerBusinessPartnerName: '\u202DACME\u202C Ltd' }
    : delivery,
);
const renderGrid = gridRenderer(
  { detail: { render: (delivery) => <p>{delivery.tenantName}</p> } },
  { serve: dataset },
);

afterAll(() => page.viewport(414, 896));

describe('direction overrides in server text', () => {
  it('are shown as [RLO] and [LRO] in the cells and the details, not obeyed', async () => {
    // Wide: the details beside the rows, a complementary region named after the delivery.
    await page.viewport(1280, 800);
    const grid = await renderGrid().ready();
    const table = screen.getByRole('table', { name: 'Deliveries' });
    const row = within(table).getByRole('row', { name: /DLV-\[RLO\]321/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toContain('DLV-[RLO]321');
    expect(cells).toContain('[LRO]ACME\u202C Ltd');
    expect(table.textContent).not.toMatch(/[\u202D\u202E]/);

    await grid.user.click(await within(row).findByRole('button', { name: /^Show details for / }));
    const details = await screen.findByRole('complementary', { name: 'Delivery DLV-[RLO]321' });
    expect(within(details).getByRole('heading').textContent).toBe('Delivery DLV-[RLO]321');
    await expectNoAxeViolations('overrides shown');
  });
});
