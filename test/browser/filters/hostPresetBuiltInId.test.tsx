import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DatePreset } from '@src/index';
import { generateDeliveries } from '@src/mocks/index';
import { renderGrid } from '../harness';

// A host adds a preset whose id is a built-in one ("today", say an early shift of another day).
// The panel drops it (`usableDatePresets`: "not a built-in id") and its choice, chip and dates
// read the built-in "Today"; the request must then mean what the person sees, today, and not
// the host's range the panel never showed.
const dataset = generateDeliveries(60, 3);
const clash: DatePreset = {
  id: 'today',
  label: 'Host shift',
  range: () => ({ from: '2020-01-01', to: '2020-01-02' }),
};

describe('a host date preset whose id is a built-in one', () => {
  it('the chip says "Inserted: Today" and the request asks for today', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const grid = renderGrid(
      {
        timeZone: 'UTC',
        locale: 'en-GB',
        filters: { datePresets: [clash] },
        initialState: { filters: { insertFrom: 'today', insertTo: 'today' } },
      },
      { serve: dataset },
    );
    await expect.poll(() => grid.bodies.length).toBeGreaterThan(0);
    // What the person reads: the built-in preset.
    await screen.findByText(/Inserted: Today/, {});
    expect(screen.queryByText(/Host shift/)).toBeNull();
    const sent = grid.bodies.at(-1)!;
    expect(sent.filters).toEqual({
      insertFrom: `${today}T00:00:00.000Z`,
      insertTo: `${today}T23:59:59.999Z`,
    });
  });
});
