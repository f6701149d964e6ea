import '@src/theme/styles.css';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { page } from 'vitest/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { serveReference } from '../harness/referenceBackend';
import { expectNoAxeViolations, focused } from '../focus/focusProbe';
import { clickShowDetails as openFromRow, DetailsHost, panelOf, rowOf } from './detailsHost';

const generous = { timeout: 10_000 };
const dataset = generateDeliveries(30, 11);
const codes = dataset.map((delivery) => delivery.code);
// Wide enough for the details beside the rows.
beforeAll(() => page.viewport(1280, 800));
afterAll(() => page.viewport(414, 896));

// Accessibility.mdx, "Where focus goes when its control goes away".
describe('details a controlled host closes or moves from inside them', () => {
  it('hand focus to the row; details the host opens next leave focus where it is', async () => {
    serveReference(dataset);
    const user = userEvent.setup();
    render(<DetailsHost codes={codes} />);
    await openFromRow(user, codes[1]!);
    const panel = await panelOf(codes[1]!);
    await user.click(await within(panel).findByRole('button', { name: `Done with ${codes[1]}` }));
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull(), generous);
    await waitFor(() => expect(document.activeElement).toBe(rowOf(codes[1]!)), generous);

    // The host opens another delivery from its own button: focus stays on that button.
    const hostButton = screen.getByRole('button', { name: 'Show the flagged delivery' });
    await user.click(hostButton);
    await panelOf(codes[3]!);
    await screen.findByRole('button', { name: `Done with ${codes[3]}` }, generous);
    expect(focused()).toEqual({ role: 'button', name: 'Show the flagged delivery' });
    await expectNoAxeViolations('details opened by the host after it closed others');
  });

  it.each(['side', 'inline'] as const)(
    'moved by the host to the next delivery (%s): focus goes to its heading',
    async (placement) => {
      serveReference(dataset);
      const user = userEvent.setup();
      render(<DetailsHost codes={codes} placement={placement} />);
      await openFromRow(user, codes[1]!);
      const panel = await panelOf(codes[1]!, placement);
      await user.click(
        await within(panel).findByRole('button', { name: `Next after ${codes[1]}` }),
      );
      await screen.findByRole('button', { name: `Done with ${codes[2]}` }, generous);
      await waitFor(
        () => expect(focused()).toEqual({ role: 'heading', name: `Delivery ${codes[2]}` }),
        generous,
      );
    },
  );

  it('moved from inline details to one on another page: its heading, then a row keeps focus', async () => {
    serveReference(dataset);
    const user = userEvent.setup();
    let setOpen: (code: string | null) => void = () => {};
    render(
      <DetailsHost
        codes={codes}
        placement="inline"
        render={(delivery) => (
          <button type="button" onClick={() => setOpen(codes[15]!)}>
            Far from {delivery.code}
          </button>
        )}
        expose={(set) => (setOpen = set)}
      />,
    );
    await openFromRow(user, codes[1]!);
    const panel = await panelOf(codes[1]!, 'inline');
    await user.click(await within(panel).findByRole('button', { name: `Far from ${codes[1]}` }));
    // Not on this page: beside the rows, saying so, with focus on its heading.
    await panelOf(codes[15]!);
    await waitFor(
      () => expect(focused()).toEqual({ role: 'heading', name: `Delivery ${codes[15]}` }),
      generous,
    );
    // The host opens another from its Insert key while a person is on a row: focus stays there.
    const row = rowOf(codes[5]!) as HTMLElement;
    row.focus();
    await user.keyboard('{Insert}');
    await within(await panelOf(codes[3]!, 'inline')).findByRole(
      'button',
      { name: `Far from ${codes[3]}` },
      generous,
    );
    expect(document.activeElement).toBe(row);
  });

  it('turned past by Alt+ArrowRight from the host’s button: focus goes to the heading', async () => {
    serveReference(dataset);
    const user = userEvent.setup();
    render(<DetailsHost codes={codes} />);
    await openFromRow(user, codes[1]!);
    const panel = await panelOf(codes[1]!);
    within(panel)
      .getByRole('button', { name: `Done with ${codes[1]}` })
      .focus();
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    // Page 2: the open delivery is not on it, and the panel says so instead of the host's part.
    await screen.findByRole('button', { name: `Show details for ${codes[11]}` }, generous);
    await waitFor(() => expect(within(panel).queryByRole('button')).toBeTruthy(), generous);
    expect(within(panel).queryByRole('button', { name: `Done with ${codes[1]}` })).toBeNull();
    await waitFor(
      () => expect(focused()).toEqual({ role: 'heading', name: `Delivery ${codes[1]}` }),
      generous,
    );
  });

  it.each(['the host', '“Close details”'])(
    'closed by %s over a page with no rows: focus goes to the table',
    async (closer) => {
      // A link opened a delivery; no delivery matches, so the page behind it has no rows.
      serveReference([]);
      const user = userEvent.setup();
      render(<DetailsHost codes={codes} open={codes[4]} />);
      const panel = await panelOf(codes[4]!);
      await screen.findAllByText(/No deliveries/, {}, generous);
      within(panel).getByRole('heading').focus();
      // The host's part is not drawn for a delivery not on the page: its Delete key closes it.
      if (closer === 'the host') await user.keyboard('{Delete}');
      else await user.click(within(panel).getByRole('button', { name: 'Close details' }));
      await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull(), generous);
      await waitFor(
        () => expect(focused()).toEqual({ role: 'table', name: 'Deliveries' }),
        generous,
      );
    },
  );
});
