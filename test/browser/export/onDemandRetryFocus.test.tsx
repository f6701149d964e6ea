import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { onDemandModule } from '@src/shared/onDemandModule';
import { OnDemandControl } from '@src/shared/OnDemandControl';

/**
 * The control "Views" and "Export" are drawn by, over a chunk that fails once (a dropped
 * connection) and comes on Retry. (Vitest keeps a mocked module's failure for good, so the
 * chunk here is a module of the test's own; the part is the grid's.)
 */
function flakyChunk() {
  const network = { down: true };
  const chunk = onDemandModule(() =>
    network.down
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve({
          RealViews: () => (
            <div className="dt-views">
              <button type="button" className="dt-button dt-views-toggle" aria-expanded={false}>
                Views
              </button>
            </div>
          ),
        }),
  );
  return { network, chunk };
}

describe('an on-demand control whose code comes on Retry', () => {
  it('puts focus on the real button once Retry brings it, not on the page', async () => {
    const { network, chunk } = flakyChunk();
    render(
      <OnDemandControl
        module={chunk}
        look={{
          className: 'dt-views',
          toggleClass: 'dt-views-toggle',
          label: 'Views',
          failed: 'Could not load saved views.',
          retry: 'Retry',
        }}
      >
        {(code) => <code.RealViews />}
      </OnDemandControl>,
    );
    const user = userEvent.setup();
    const standIn = screen.getByRole('button', { name: 'Views' });
    await user.click(standIn);
    const alert = await screen.findByRole('alert', undefined, { timeout: 10_000 });
    network.down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Views' })).not.toBe(standIn), {
      timeout: 10_000,
    });
    expect(screen.queryByRole('alert')).toBeNull();
    // The Retry button left with the stand-in: focus lands on what took its place.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Views' }));
  });
});
