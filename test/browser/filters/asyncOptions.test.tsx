import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FilterOption } from '@src/filters/logic/types';
import { mockCustomers } from '@src/mocks';
import {
  applyButton,
  bodyWith,
  expectLoaded,
  renderFilterHost,
  serveDeliveries,
  staticOptions,
} from './filterHost';

interface LoadCall {
  search: string;
  signal: AbortSignal;
  resolve(options: FilterOption[]): void;
  reject(error: Error): void;
}

/** A loader whose every call waits until the test answers it. */
function controlledLoader() {
  const calls: LoadCall[] = [];
  const loader = {
    load: (search: string, signal: AbortSignal) =>
      new Promise<FilterOption[]>((resolve, reject) =>
        calls.push({ search, signal, resolve, reject }),
      ),
  };
  return { calls, loader };
}

const customersMatching = (search: string) =>
  mockCustomers
    .filter((customer) => customer.name.toLowerCase().includes(search.toLowerCase()))
    .map((customer) => ({ value: customer.customerId, label: customer.name }));

describe('options loaded on demand', () => {
  it('waits for a pause in typing, shows "Loading…", then offers the results', async () => {
    const bodies = serveDeliveries();
    const { calls, loader } = controlledLoader();
    const { user } = await renderFilterHost({
      panelProps: { filterOptions: { ...staticOptions, customers: loader } },
    });

    await user.type(screen.getByRole('combobox', { name: 'Customers' }), 'glob');
    expect(screen.getByText('Loading…')).toBeTruthy();
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]?.search).toBe('glob');

    calls[0]?.resolve(customersMatching('glob'));
    await user.click(await screen.findByRole('option', { name: 'Globex Corporation' }));
    expect(screen.getByRole('button', { name: 'Remove Globex Corporation' })).toBeTruthy();

    // The pick clears the search, so the open list asks for everything once more.
    await expect.poll(() => calls.length).toBe(2);
    expect(calls[1]?.search).toBe('');
    calls[1]?.resolve(customersMatching(''));
    expect(await screen.findByRole('option', { name: 'Acme GmbH' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.queryByRole('option', { name: 'Globex Corporation' })).toBeNull();

    await user.click(applyButton());
    await expectLoaded(1);
    expect(bodies).toEqual([bodyWith({ customerIds: [1011] })]);
  });

  it('aborts the previous load when the search changes, and ignores its late answer', async () => {
    const { calls, loader } = controlledLoader();
    const { user } = await renderFilterHost({
      panelProps: { filterOptions: { ...staticOptions, customers: loader } },
    });
    const customers = screen.getByRole('combobox', { name: 'Customers' });

    await user.type(customers, 'a');
    await expect.poll(() => calls.length).toBe(1);
    await user.type(customers, 'c');
    await expect.poll(() => calls.length).toBe(2);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.search).toBe('ac');

    calls[0]?.resolve([{ value: 1, label: 'Stale answer' }]);
    calls[1]?.resolve(customersMatching('ac'));
    expect(await screen.findByRole('option', { name: 'Acme GmbH' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Stale answer' })).toBeNull();
  });

  it('says "Could not load customers" and retries on request', async () => {
    const { calls, loader } = controlledLoader();
    const { user } = await renderFilterHost({
      panelProps: { filterOptions: { ...staticOptions, customers: loader } },
    });

    await user.click(screen.getByRole('button', { name: 'Show Customers options' }));
    await expect.poll(() => calls.length).toBe(1);
    calls[0]?.reject(new Error('503'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load customers');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await expect.poll(() => calls.length).toBe(2);
    calls[1]?.resolve(customersMatching(''));
    expect(await screen.findByRole('option', { name: 'Bäckerei Öztürk' })).toBeTruthy();
    expect(screen.queryByText('Could not load customers')).toBeNull();
  });

  it.each(['Tab then Enter', 'a click'])(
    'retries a failed search with its text, reached by %s',
    async (how) => {
      const { calls, loader } = controlledLoader();
      const { user } = await renderFilterHost({
        panelProps: { filterOptions: { ...staticOptions, customers: loader } },
      });
      const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Customers' });
      await user.type(box, 'bä');
      await expect.poll(() => calls.at(-1)?.search).toBe('bä');
      calls.at(-1)?.reject(new Error('503'));
      const alert = await screen.findByRole('alert');
      const asked = calls.length;
      // A review find: leaving the box emptied it, so "Retry" went with the failed answer
      // (Tab dropped focus on the page) or asked for another search ('').
      if (how === 'a click') await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      else {
        await user.tab();
        expect(document.activeElement).toBe(within(alert).getByRole('button', { name: 'Retry' }));
        await user.keyboard('{Enter}');
      }
      await expect.poll(() => calls.length).toBe(asked + 1);
      expect(calls.at(-1)?.search).toBe('bä');
      expect(box.value).toBe('bä');
      expect(document.activeElement).toBe(box);
      calls.at(-1)?.resolve(customersMatching('bä'));
      expect(await screen.findByRole('option', { name: 'Bäckerei Öztürk' })).toBeTruthy();
    },
  );

  it('a loader answering with no list says it could not load; a value listed twice is offered once', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const { calls, loader } = controlledLoader();
    const { user } = await renderFilterHost({
      panelProps: { filterOptions: { ...staticOptions, customers: loader } },
    });

    await user.click(screen.getByRole('button', { name: 'Show Customers options' }));
    await expect.poll(() => calls.length).toBe(1);
    calls[0]?.resolve({ items: [] } as unknown as FilterOption[]);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load customers');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await expect.poll(() => calls.length).toBe(2);
    calls[1]?.resolve([
      { value: 1011, label: 'Globex Corporation' },
      { value: 1011, label: 'Globex again' },
    ]);
    expect(await screen.findByRole('option', { name: 'Globex Corporation' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Globex again' })).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('a loader that throws before it answers says it could not load; a plain list is taken', async () => {
    const calls: string[] = [];
    // A host's loader that checks its session first and throws, then one that is not async.
    const loader = {
      load: (search: string) => {
        calls.push(search);
        if (calls.length === 1) throw new Error('No session token');
        return [{ value: 1011, label: 'Globex Corporation' }] as unknown as Promise<FilterOption[]>;
      },
    };
    const { user } = await renderFilterHost({
      panelProps: { filterOptions: { ...staticOptions, customers: loader } },
    });

    await user.click(screen.getByRole('button', { name: 'Show Customers options' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load customers');
    expect(screen.queryByText('Loading…')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('option', { name: 'Globex Corporation' })).toBeTruthy();
    expect(calls).toEqual(['', '']);
  });
});
