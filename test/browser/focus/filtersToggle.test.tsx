import '@src/theme/styles.css';
import { screen, within } from '@testing-library/react';
import { computeAccessibleDescription } from 'dom-accessibility-api';
import { page } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { mockStatuses } from '@src/mocks/index';
import { gridRenderer, saveScreenshot } from '../harness';
import { dataset } from '../table/deliveriesServer';
import { disclosureNamed, expectNoAxeViolations, focused } from './focusProbe';

const statusOptions = mockStatuses.map(({ value, label, tone }) => ({ value, label, tone }));
const delivered = statusOptions.find((option) => option.label === 'Delivered')!.value;
const renderGrid = gridRenderer({ statusOptions, locale: 'en-GB', timeZone: 'Europe/Berlin' });

describe('"Filters": its count said once, its panel next in the tab order', () => {
  it('with 2 filters applied, the name is "Filters" and the count is its description', async () => {
    const { ready } = renderGrid(
      { initialState: { filters: { status: [delivered], tags: ['fragile'] } } },
      { serve: dataset },
    );
    await ready();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(computeAccessibleDescription(toggle)).toBe('2 filters active');
    // Seen: the badge's number.
    expect(toggle.textContent).toBe('Filters2');
    await expectNoAxeViolations('"Filters" with 2 filters');
  });

  afterEach(() => page.viewport(414, 896));

  // Narrow: the panel under the toolbar; at 1280 × 800: beside the rows. Both after Views in the page.
  for (const [width, height] of [
    [414, 896],
    [1280, 800],
  ] as const) {
    it(`at ${width} px, Tab goes from "Filters" into the open panel, through it, on to "Views"; Shift+Tab back`, async () => {
      await page.viewport(width, height);
      const { user, ready } = renderGrid({}, { serve: dataset });
      await ready();
      const filters = disclosureNamed('Filters');
      // Closed: the next stop after "Filters" is "Views".
      filters.toggle.focus();
      await user.tab();
      expect(focused()).toEqual({ role: 'button', name: 'Views' });

      await user.click(filters.toggle);
      const panel = await screen.findByRole('region', { name: 'Filters' });
      await within(panel).findByRole('button', { name: 'Apply filters' });
      // Opening leaves focus on the toggle, as a disclosure does.
      expect(focused()).toEqual({ role: 'button', name: 'Filters' });
      await saveScreenshot(`filters-open-focus-on-toggle-${width}`);

      await user.tab();
      expect(panel.contains(document.activeElement)).toBe(true);
      const firstField = focused();
      expect(firstField.name).not.toBe('');
      await saveScreenshot(`filters-tab-into-panel-${width}`);

      await user.tab({ shift: true });
      expect(focused()).toEqual({ role: 'button', name: 'Filters' });

      // Through the panel to its end: the next stop is "Views", where "Filters" would have led.
      await user.tab();
      expect(focused()).toEqual(firstField);
      let steps = 0;
      while (panel.contains(document.activeElement) && steps < 80) {
        await user.tab();
        steps += 1;
      }
      expect(focused()).toEqual({ role: 'button', name: 'Views' });
      const lastInPanel = () => {
        const stops = [...panel.querySelectorAll<HTMLElement>('button, input, select, textarea')];
        return stops.filter((stop) => stop.tabIndex >= 0 && !stop.closest('[hidden]')).at(-1);
      };
      await user.tab({ shift: true });
      expect(document.activeElement).toBe(lastInPanel());
      await expectNoAxeViolations(`filter panel open at ${width} px, focus in it`);
    });
  }
});
