import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockStatuses } from '@src/mocks/index';
import { renderGrid } from '../harness';
import { serveDeliveries } from '../table/deliveriesServer';
import { addLibraryStylesheet, findDataRows } from './themeHelpers';

// This file's page runs under `style-src 'self'` (no 'unsafe-inline'), as a strict host would.
// Chromium applies a CSP <meta> from the moment it is inserted; everything styled before that
// (the library's stylesheet, added the way a host's <link> would be) stays.
const violations: SecurityPolicyViolationEvent[] = [];
const onViolation = (event: SecurityPolicyViolationEvent) => violations.push(event);
let removeStylesheet = () => {};

beforeAll(() => {
  removeStylesheet = addLibraryStylesheet();
  const policy = document.createElement('meta');
  policy.httpEquiv = 'Content-Security-Policy';
  policy.content = "style-src 'self'";
  document.head.append(policy);
  document.addEventListener('securitypolicyviolation', onViolation);
});
afterAll(() => {
  document.removeEventListener('securitypolicyviolation', onViolation);
  removeStylesheet();
});

/**
 * The violations reported so far, once all have arrived: reports come as tasks, in order, so when
 * a probe <style>'s own report is in, every earlier one is too (on a busy machine, later).
 */
async function violationsSoFar(): Promise<SecurityPolicyViolationEvent[]> {
  const probe = document.createElement('style');
  probe.textContent = '.csp-probe { color: red }';
  document.head.append(probe);
  try {
    await waitFor(() => expect(violations.some((event) => event.target === probe)).toBe(true));
  } finally {
    probe.remove();
  }
  return violations.filter((event) => event.target !== probe);
}

interface StyleSnapshot {
  styleSheets: number;
  adoptedStyleSheets: number;
  styleElements: number;
}
const snapshot = (): StyleSnapshot => ({
  styleSheets: document.styleSheets.length,
  adoptedStyleSheets: document.adoptedStyleSheets.length,
  styleElements: document.querySelectorAll('style').length,
});

describe('under a strict Content-Security-Policy (style-src without unsafe-inline)', () => {
  it('is really enforced here: an injected <style> and a style attribute are refused', async () => {
    const probe = document.createElement('div');
    document.body.append(probe);
    const injected = document.createElement('style');
    injected.textContent = '.csp-probe { color: red }';
    document.head.append(injected);
    probe.setAttribute('style', 'color: red');
    // What React does with a `style` prop: CSSOM properties, which CSP does not govern.
    probe.style.backgroundColor = 'blue';
    await waitFor(() =>
      expect(violations.map((event) => event.effectiveDirective).sort()).toEqual([
        'style-src-attr',
        'style-src-elem',
      ]),
    );
    expect(getComputedStyle(probe).color).not.toBe('rgb(255, 0, 0)');
    expect(getComputedStyle(probe).backgroundColor).toBe('rgb(0, 0, 255)');
    injected.remove();
    probe.remove();
    violations.length = 0;
  });

  it('renders, filters and pages with no <style>, no style attribute and no violation', async () => {
    const before = snapshot();
    serveDeliveries();
    const user = userEvent.setup();
    const statusOptions = mockStatuses.map(({ value, label, tone }) => ({ value, label, tone }));
    renderGrid({
      locale: 'en-GB',
      timeZone: 'UTC',
      statusOptions,
      theme: 'system',
      density: 'compact',
    });
    await findDataRows();
    // Open the panel and a multi-select's menu, add a tag, apply.
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('region', { name: 'Filters' });
    await user.click(within(panel).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Delivered' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Tags' }), 'fragile{Enter}');
    // An empty condition is refused: the error summary shows, then the row goes.
    await user.click(within(panel).getByRole('button', { name: 'Add condition' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await within(panel).findByText(/problem to apply the filters/);
    await user.click(within(panel).getByRole('button', { name: 'Remove condition' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Active filters' })).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Code' }));

    const root = document.querySelector('.deliveries-table')!;
    expect(root.querySelectorAll('style')).toHaveLength(0);
    // Properties set through CSSOM after the first render (never in markup): the room the page
    // keeps around a grid that fits the window, on the scroll area the rows' room in it, and
    // on the edge boxes their place beside the rows.
    const styled = [...root.querySelectorAll<HTMLElement>('[style]')];
    expect(styled.map((element) => element.className)).toEqual(['dt-scroll', 'dt-edge', 'dt-edge']);
    expect([...styled[0]!.style].sort()).toEqual(['--dt-grid-chrome', '--dt-rows-room']);
    for (const edge of styled.slice(1))
      expect([...edge.style].sort()).toEqual(['--dt-edge-port', 'height', 'top']);
    expect([...(root as HTMLElement).style]).toEqual(['--dt-outside-height']);
    expect(snapshot()).toEqual(before);
    const reported = await violationsSoFar();
    expect(reported.map((event) => `${event.effectiveDirective}: ${event.sample}`)).toEqual([]);
  });
});
