import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockStatuses } from '@src/mocks/index';
import type { DeliveriesTablePart } from '@src/table/types';
import { gridRenderer } from '../harness';
import { referenceBackend } from '../table/deliveriesServer';
import { addLibraryStylesheet, addStylesheet, css, findDataRows } from './themeHelpers';

const statusOptions = mockStatuses.map(({ value, label, tone }) => ({ value, label, tone }));
const parts: DeliveriesTablePart[] = [
  'root',
  'toolbar',
  'table',
  'headerCell',
  'row',
  'cell',
  'pagination',
  'status',
  'filterPanel',
  'chips',
];
const classNames = Object.fromEntries(parts.map((part) => [part, `host-${part}`]));

let cleanups: (() => void)[] = [];
beforeEach(() => {
  cleanups = [];
});
afterEach(() => cleanups.forEach((cleanup) => cleanup()));

const renderGrid = gridRenderer(
  { locale: 'en-GB', timeZone: 'UTC', statusOptions },
  referenceBackend,
);

const rootOf = () => document.querySelector<HTMLElement>('.deliveries-table')!;

describe('className, classNames and data-* state', () => {
  it('puts the host’s class on the root and on every part', async () => {
    const { user } = renderGrid({
      className: 'host-grid',
      classNames,
      rows: { onClick: () => undefined },
      initialState: { filters: { tags: ['fragile'] } },
    });
    const [row] = await findDataRows();
    const root = rootOf();
    expect(root.classList).toContain('host-grid');
    expect(root.classList).toContain('host-root');
    const table = screen.getByRole('table', { name: 'Deliveries' });
    expect(table.classList).toContain('host-table');
    expect(screen.getByRole('searchbox').closest('.dt-toolbar')!.classList).toContain(
      'host-toolbar',
    );
    for (const header of screen.getAllByRole('columnheader')) {
      expect(header.classList).toContain('host-headerCell');
    }
    expect(row!.classList).toContain('host-row');
    for (const cell of within(row!).getAllByRole('cell')) {
      expect(cell.classList).toContain('host-cell');
    }
    expect(screen.getByRole('navigation').classList).toContain('host-pagination');
    expect(
      // The chips' code loads on demand: it may come after the rows.
      (await screen.findByRole('list', { name: 'Active filters' }, { timeout: 10_000 })).closest(
        '.dt-active-filters',
      )!.classList,
    ).toContain('host-chips');
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const panel = await screen.findByRole('region', { name: 'Filters' });
    expect(panel.classList).toContain('host-filterPanel');
  });

  it('puts the status class on the empty state', async () => {
    renderGrid({ classNames, initialState: { quickSearch: 'no such delivery anywhere' } });
    const table = screen.getByRole('table', { name: 'Deliveries' });
    const empty = await within(table).findByText('No deliveries found');
    expect(empty.closest('.dt-empty-state')!.classList).toContain('host-status');
  });

  it('exposes state as data-* attributes: root, sorted header, rows, toggle, body', async () => {
    const { user } = renderGrid({ rows: { onClick: () => undefined }, theme: 'system' });
    const root = rootOf();
    expect(root.dataset.state).toBe('loading');
    const [row] = await findDataRows();
    await waitFor(() => expect(root.dataset.state).toBe('idle'));
    expect(root.dataset).toMatchObject({ theme: 'system', density: 'comfortable' });
    expect(row!.dataset.clickable).toBe('true');
    expect(row!.closest('tbody')!.dataset.state).toBe('idle');

    const code = screen.getByRole('columnheader', { name: 'Code' });
    expect(code.dataset.sorted).toBeUndefined();
    await user.click(within(code).getByRole('button', { name: 'Code' }));
    await waitFor(() => expect(code.dataset.sorted).toBe('asc'));
    expect(code.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(code).getByRole('button', { name: 'Code' }));
    await waitFor(() => expect(code.dataset.sorted).toBe('desc'));

    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.dataset.state).toBe('closed');
    await user.click(toggle);
    expect(toggle.dataset.state).toBe('open');
    const panel = await screen.findByRole('region', { name: 'Filters' });
    expect(panel.dataset.state).toBe('clean');
  });
});

describe('the tokens at work', () => {
  it('draws light by default and with theme="system" on a light system', async () => {
    cleanups.push(addLibraryStylesheet());
    renderGrid({ theme: 'system' });
    await findDataRows();
    expect(css(rootOf()).color).toBe('rgb(15, 23, 42)');
    expect(css(rootOf()).colorScheme).toBe('light');
    expect(css(document.querySelector('.dt-frame')!).backgroundColor).toBe('rgb(255, 255, 255)');
  });

  it('draws dark with theme="dark", native controls included', async () => {
    cleanups.push(addLibraryStylesheet());
    renderGrid({ theme: 'dark' });
    await findDataRows();
    expect(css(rootOf()).color).toBe('rgb(226, 232, 240)');
    expect(css(rootOf()).colorScheme).toBe('dark');
    expect(css(document.querySelector('.dt-frame')!).backgroundColor).toBe('rgb(11, 17, 32)');
    expect(css(screen.getByRole('button', { name: 'Next page' })).backgroundColor).toBe(
      'rgb(11, 17, 32)',
    );
  });

  it('keeps rows at --dt-row-height with a host cell holding a pill and a block', async () => {
    cleanups.push(addLibraryStylesheet());
    renderGrid({
      columns: [
        { id: 'code' },
        {
          id: 'status',
          cell: (delivery) => (
            <span style={{ display: 'inline-block', padding: '2px 6px' }}>{delivery.status}</span>
          ),
        },
        { id: 'tenantName', cell: (delivery) => <div>{delivery.tenantName}</div> },
      ],
    });
    const [row] = await findDataRows();
    // The row's height comes from the cells' line, not from a height on each cell.
    expect(row!.getBoundingClientRect().height).toBeCloseTo(44, 0);
    const [, pill, block] = within(row!)
      .getAllByRole('cell')
      .map((cell) => cell.firstElementChild!);
    expect(pill!.getBoundingClientRect().height).toBeLessThan(30);
    expect(block!.getBoundingClientRect().height).toBeLessThan(30);
  });

  it('packs rows tighter with density="compact"', async () => {
    cleanups.push(addLibraryStylesheet());
    renderGrid({ density: 'compact' });
    const [row] = await findDataRows();
    expect(row!.getBoundingClientRect().height).toBeCloseTo(32, 0);
    expect(css(within(row!).getAllByRole('cell')[0]!).padding).toBe('0px 8px');
    expect(css(screen.getByRole('searchbox')).height).toBe('32px');
  });

  it('takes a brand theme from a host class, whatever the order of the stylesheets', async () => {
    // The host's rule comes first and has the lowest specificity a class can have: it still
    // wins, because the library's defaults are declared inside :where().
    cleanups.push(addStylesheet('.brand { --dt-accent: rgb(124, 58, 237); --dt-radius: 0px; }'));
    cleanups.push(addLibraryStylesheet());
    const { user } = renderGrid({
      className: 'brand',
      initialState: { filters: { tags: ['fragile'] } },
    });
    await findDataRows();
    const badge = screen.getByRole('button', { name: /^Filters/ }).querySelector('.dt-badge')!;
    expect(css(badge).backgroundColor).toBe('rgb(124, 58, 237)');
    expect(css(document.querySelector('.dt-frame')!).borderTopLeftRadius).toBe('0px');
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const panel = await screen.findByRole('region', { name: 'Filters' });
    const apply = within(panel).getByRole('button', { name: 'Apply filters' });
    expect(css(apply).backgroundColor).toBe('rgb(124, 58, 237)');
  });
});
