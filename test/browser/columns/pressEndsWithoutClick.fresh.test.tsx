import { screen, waitFor } from '@testing-library/react';
import { userEvent as pointer } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { renderGrid } from '../harness';

// Each control's code, held back until the test lets it through: a slow network.
const gates = await vi.hoisted(async () => {
  const { chunkGate } = await import('../harness/chunkGate');
  return { Columns: chunkGate(), Views: chunkGate(), Export: chunkGate() };
});
vi.mock(
  '@src/table/columns/columnsMenuCode',
  async (original) => (await gates.Columns.opened, original()),
);
vi.mock('@src/views/savedViewsCode', async (original) => (await gates.Views.opened, original()));
vi.mock('@src/export/exportCode', async (original) => (await gates.Export.opened, original()));

/** What each control shows once open. */
const opened = {
  Columns: () => screen.findByRole('region', { name: 'Columns' }, { timeout: 10_000 }),
  Views: () => screen.findByRole('button', { name: 'Save view' }, { timeout: 10_000 }),
  Export: () =>
    screen.findByRole('menuitem', { name: 'Export this page (CSV)' }, { timeout: 10_000 }),
};

describe('a press on a stand-in that ends after its code came, with no click', () => {
  it.each(['Columns', 'Views', 'Export'] as const)(
    '"%s" opens once; a screen reader\'s activation then closes it',
    async (name) => {
      await renderGrid({}, { serve: generateDeliveries(30, 4) }).ready(15_000, {
        standIns: true,
      });
      const standIn = screen.getByRole('button', { name });
      // Real input: the press starts on the stand-in, the code comes while the button is held.
      await pointer.pointer({ keys: '[MouseLeft>]', target: standIn });
      gates[name].open();
      await waitFor(() => expect(screen.getByRole('button', { name })).not.toBe(standIn), {
        timeout: 10_000,
      });
      const button = screen.getByRole('button', { name });
      // Released on the real button: Chromium sends no click, the pressed element having left.
      await pointer.pointer({ keys: '[/MouseLeft]', target: button });
      await opened[name]();
      expect(button.getAttribute('aria-expanded')).toBe('true');

      // An assistive technology's press: a click with no pointer or key before it (detail 0).
      button.click();
      await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    },
  );
});
