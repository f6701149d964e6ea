import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { gridRenderer } from '../harness';
import { serveDeliveries } from './deliveriesServer';

// The shortcuts' code, fetched after the first paint, is held back: a slow network.
const gate = await vi.hoisted(async () => (await import('../harness/chunkGate')).chunkGate());
vi.mock('@src/table/gridShortcutKeys', async (original) => (await gate.opened, original()));

// A host's widget keeps its field in a shadow root.
const shadowField = Object.assign(document.createElement('input'), { ariaLabel: 'Shadow field' });
const shadowHost = () => (shadowField.getRootNode() as ShadowRoot).host;

describe('"/" pressed before the shortcuts\' code is there', () => {
  it('typed into a field (in a shadow root too) is text, then and once the code comes', async () => {
    serveDeliveries();
    gridRenderer(
      {},
      {
        wrap: (grid) => (
          <>
            {/* A collapsed accordion's panel first: drawn, clipped to nothing. */}
            <div style={{ height: 0, overflow: 'hidden' }}>{grid}</div>
            <button type="button">Host button</button>
            <input aria-label="Host field" />
            {/* A host's widget with its field in a shadow root. */}
            <div
              ref={(host) => {
                if (host && !host.shadowRoot)
                  host.attachShadow({ mode: 'open' }).append(shadowField);
              }}
            />
            <div data-testid="page-grid">{grid}</div>
          </>
        ),
      },
    )();
    await waitFor(
      () => expect(screen.getAllByRole('searchbox', { name: 'Search deliveries' })).toHaveLength(2),
      { timeout: 10_000 },
    );
    // What the browser would do with the key: heard after every listener of the page.
    const browserTakes: boolean[] = [];
    const hear = (event: KeyboardEvent) => browserTakes.push(!event.defaultPrevented);
    window.addEventListener('keydown', hear);
    try {
      // Typed into a field, it is text.
      await userEvent.type(screen.getByRole('textbox', { name: 'Host field' }), 'a/b');
      expect(screen.getByRole('textbox', { name: 'Host field' })).toHaveProperty('value', 'a/b');
      // In a shadow root too; and once the code comes, it is not taken as a shortcut then (the
      // key's path is gone after its dispatch: it is read while it is dispatched).
      await userEvent.type(shadowField, 'a/b');
      expect(shadowField.value).toBe('a/b');
      expect(browserTakes).toEqual([true, true, true, true, true, true]);
      gate.open();
      await (await import('@src/table/drawnGridCode')).drawnGridCode.load();
      await new Promise(requestAnimationFrame);
      expect(shadowField.getRootNode()).not.toBe(document);
      expect(document.activeElement).toBe(shadowHost());
      // A "/" from the page: the first grid shown takes it (the collapsed one is passed over).
      screen.getByRole('button', { name: 'Host button' }).focus();
      await userEvent.keyboard('/');
      const search = within(screen.getByTestId('page-grid')).getByRole('searchbox', {
        name: 'Search deliveries',
      });
      await waitFor(() => expect(document.activeElement).toBe(search), { timeout: 10_000 });
      // With the code there, a "/" typed in the shadow root's field stays there.
      await userEvent.type(shadowField, '/c');
      expect(shadowField.value).toBe('a/b/c');
    } finally {
      window.removeEventListener('keydown', hear);
    }
  });
});
