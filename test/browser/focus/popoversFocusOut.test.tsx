import '@src/theme/styles.css';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { gridRenderer, saveScreenshot } from '../harness';
import { dataset } from '../table/deliveriesServer';
import { disclosureNamed, expectNoAxeViolations, focused } from './focusProbe';

const renderGrid = gridRenderer({ locale: 'en-GB', timeZone: 'Europe/Berlin' });
beforeEach(() => localStorage.clear());

/** Nothing drawn over the focused element: what is on top at its centre is it or inside it. */
function focusedIsUncovered() {
  const element = document.activeElement as HTMLElement;
  const box = element.getBoundingClientRect();
  const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  return top !== null && element.contains(top);
}

describe('"Columns" and "Views" close when focus leaves them', () => {
  for (const [name, before, after] of [
    ['Columns', 'Views', 'Export'],
    ['Views', 'Filters', 'Columns'],
  ] as const) {
    it(`"${name}": Tab through it and on closes it; Shift+Tab from its toggle too`, async () => {
      const { user, ready } = renderGrid({}, { serve: dataset });
      await ready();
      const popover = disclosureNamed(name);
      await user.click(popover.toggle);
      // Views' content is a chunk of its own: wait for something to tab to.
      await waitFor(() => expect(popover.content().querySelector('button')).toBeTruthy());
      popover.toggle.focus();

      // Tab through everything inside: it stays open while focus is in it.
      let steps = 0;
      do {
        await user.tab();
        steps += 1;
        if (popover.content().contains(document.activeElement)) expect(popover.isOpen()).toBe(true);
      } while (popover.content().contains(document.activeElement) && steps < 60);
      expect(steps).toBeGreaterThan(1);
      expect(focused()).toEqual({ role: 'button', name: after });
      expect(popover.isOpen()).toBe(false);
      expect(focusedIsUncovered()).toBe(true);

      await user.click(popover.toggle);
      expect(popover.isOpen()).toBe(true);
      popover.toggle.focus();
      await user.tab({ shift: true });
      expect(focused()).toEqual({ role: 'button', name: before });
      expect(popover.isOpen()).toBe(false);
      await expectNoAxeViolations(`"${name}" closed by focus leaving it`);
    });
  }

  it('"Columns" open over the headers: Tab onwards to a header sort button is not covered', async () => {
    const { user, ready } = renderGrid({ exporting: false }, { serve: dataset });
    await ready();
    // The headers' menu buttons (their code comes after the first render) are on the header's way.
    await screen.findByRole('button', { name: 'Column options for Code' });
    const columns = disclosureNamed('Columns');
    await user.click(columns.toggle);
    await saveScreenshot('columns-open-over-headers');
    const reset = columns.content().querySelector<HTMLButtonElement>('button:last-of-type')!;
    reset.focus();
    // Past "Reset columns": no chips, no Export, the next stop is the first header's sort button.
    while (columns.content().contains(document.activeElement)) await user.tab();
    expect(focused()).toEqual({ role: 'button', name: 'Code' });
    // "Tenant" sits under where the popover was drawn: on to it along the header's one tab
    // stop with ArrowRight (past Code's options and handle).
    await user.keyboard('{ArrowRight}');
    expect(focused()).toEqual({ role: 'button', name: 'Column options for Code' });
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focused()).toEqual({ role: 'button', name: 'Tenant' });
    expect(focusedIsUncovered()).toBe(true);
    expect(columns.isOpen()).toBe(false);
    await saveScreenshot('columns-closed-focus-on-header');
  });
});
