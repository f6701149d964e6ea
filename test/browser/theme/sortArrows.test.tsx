import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { renderGrid } from '../harness';
import { expectedCodes, referenceBackend, shownCodes } from '../table/deliveriesServer';
import { addLibraryStylesheet } from './themeHelpers';

let cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups) await cleanup();
  cleanups = [];
});

async function renderSortedByCode() {
  cleanups.push(addLibraryStylesheet());
  const grid = renderGrid(
    { initialState: { orderBy: { key: 'code', order: 'asc' } } },
    referenceBackend,
  );
  await grid.ready();
  return grid.bodies;
}

/** What a person sees of a header's arrows: each triangle's colour and opacity. */
function arrowsOf(name: string) {
  const button = screen.getByRole('button', { name });
  const icon = button.querySelector('.dt-sort-icon')!;
  const up = getComputedStyle(icon, '::before');
  const down = getComputedStyle(icon, '::after');
  return {
    textColor: getComputedStyle(button).color,
    iconColor: getComputedStyle(icon).color,
    icon: { opacity: getComputedStyle(icon).opacity, ...sizeOf(icon) },
    up: { color: up.backgroundColor, opacity: up.opacity, shape: up.clipPath },
    down: { color: down.backgroundColor, opacity: down.opacity, shape: down.clipPath },
  };
}

const sizeOf = (element: Element) => {
  const { width, height } = element.getBoundingClientRect();
  return { width, height };
};

describe('the sort arrows in the header', () => {
  // Issue 27 made the sorted column's mark one larger arrow in the accent colour (it was a
  // 12 px pair in the text's colour, the other triangle at 0.25, which read as unsorted).
  it('show the direction as one accent-coloured arrow, drawn without SVG', async () => {
    const requests = await renderSortedByCode();
    const code = arrowsOf('Code');
    expect(code.icon).toEqual({ opacity: '1', width: 16, height: 16 });
    expect(code.iconColor).not.toBe(code.textColor);
    expect(code.up).toMatchObject({ color: code.iconColor, opacity: '1' });
    expect(code.down).toMatchObject({ opacity: '0' });
    expect(code.up.shape).toMatch(/^polygon/);
    expect(code.down.shape).toMatch(/^polygon/);
    // Unsorted columns show both arrows, dimmed together.
    const tenant = arrowsOf('Tenant');
    expect(tenant.icon.opacity).toBe('0.35');
    expect([tenant.up.opacity, tenant.down.opacity]).toEqual(['1', '1']);
    // Nine SVG icons cost the grid's first frame about 6 ms (README, Performance).
    expect(document.querySelectorAll('thead svg')).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Code' }));
    await waitFor(() => {
      expect(requests.at(-1)?.orderBy).toEqual({ key: 'code', order: 'desc' });
      expect(shownCodes()).toEqual(expectedCodes(requests.at(-1)!));
    });
    const descending = arrowsOf('Code');
    expect([descending.up.opacity, descending.down.opacity]).toEqual(['0', '1']);
  });

  it('keep the text’s colour in forced-colours mode, where backgrounds become the canvas', async () => {
    const session = cdp();
    await session.send('Emulation.setEmulatedMedia', {
      features: [{ name: 'forced-colors', value: 'active' }],
    });
    cleanups.push(() => session.send('Emulation.setEmulatedMedia', { features: [] }));
    await renderSortedByCode();
    expect(matchMedia('(forced-colors: active)').matches).toBe(true);
    const code = arrowsOf('Code');
    const canvas = getComputedStyle(document.body).backgroundColor;
    expect(code.up.color).toBe(code.textColor);
    expect(code.up.color).not.toBe(canvas);
  });
});
