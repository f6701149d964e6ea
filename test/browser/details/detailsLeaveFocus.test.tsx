import '@src/theme/styles.css';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { use, useState } from 'react';
import { page } from 'vitest/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery } from '@src/index';
import { generateDeliveries } from '@src/mocks/index';
import { nextFrames } from '../harness/nextFrames';
import { serveReference } from '../harness/referenceBackend';
import { expectNoAxeViolations, focused } from '../focus/focusProbe';
import { clickShowDetails, DetailsHost, panelOf, rowOf, type Placement } from './detailsHost';

const generous = { timeout: 10_000 };
const dataset = generateDeliveries(30, 11);
const codes = dataset.map((delivery) => delivery.code);
// Wide enough for the details beside the rows.
beforeAll(() => page.viewport(1280, 800));
afterAll(() => page.viewport(414, 896));

const side = (code: string) => panelOf(code);
const heading = (code: string) => ({ role: 'heading', name: `Delivery ${code}` });
const openFromRow = async (user: ReturnType<typeof userEvent.setup>, code: string) => {
  await clickShowDetails(user, code);
  await waitFor(() => expect(focused()).toEqual(heading(code)), generous);
};

/** A host's part that breaks on a click in it. */
function Breaks({ delivery }: { delivery: Delivery }) {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('the courier service is down');
  return (
    <button type="button" onClick={() => setBroken(true)}>
      Track {delivery.code}
    </button>
  );
}

const never = new Promise<never>(() => undefined);
/** A host's part whose data never comes (a `useSuspenseQuery` of theirs). */
function Waits(): never {
  return use(never);
}

// Accessibility.mdx, "Where focus goes when its control goes away": focus moves only if it
// was lost; details a key moved, or the host's part that goes, take it, and nothing else.
describe('details and focus a person put elsewhere', () => {
  it('J, then Escape: details the host opens later leave focus on its button', async () => {
    serveReference(dataset);
    const user = userEvent.setup();
    render(<DetailsHost codes={codes} />);
    await openFromRow(user, codes[1]!);
    await user.keyboard('j');
    await waitFor(() => expect(focused()).toEqual(heading(codes[2]!)), generous);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull(), generous);

    await user.click(screen.getByRole('button', { name: 'Show the flagged delivery' }));
    await screen.findByRole('button', { name: `Done with ${codes[3]}` }, generous);
    await nextFrames(2);
    expect(focused()).toEqual({ role: 'button', name: 'Show the flagged delivery' });
  });

  it('K on the first delivery, then the host closes: details it opens later leave the row', async () => {
    serveReference(dataset);
    const user = userEvent.setup();
    render(<DetailsHost codes={codes} />);
    await openFromRow(user, codes[0]!);
    // Nothing before the first delivery: the key moves nothing.
    await user.keyboard('k');
    await user.keyboard('{Delete}');
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull(), generous);
    const row = rowOf(codes[0]!);
    await waitFor(() => expect(document.activeElement).toBe(row), generous);

    await user.keyboard('{Insert}');
    await screen.findByRole('button', { name: `Done with ${codes[3]}` }, generous);
    await nextFrames(2);
    expect(document.activeElement).toBe(row);
  });

  it('inline, J past the page on a slow server: a field the person went to keeps focus', async () => {
    serveReference(dataset, { latencyMs: 1_000 });
    const user = userEvent.setup();
    render(
      <>
        <input aria-label="Notes" />
        <DetailsHost codes={codes} placement="inline" />
      </>,
    );
    await openFromRow(user, codes[9]!);
    await user.keyboard('j');
    // While page 2 is on its way, the person writes a note.
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.keyboard('late');
    await screen.findByRole('region', { name: `Delivery ${codes[10]}` }, generous);
    await screen.findByRole('button', { name: `Done with ${codes[10]}` }, generous);
    await nextFrames(2);
    expect(focused()).toEqual({ role: 'textbox', name: 'Notes' });
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('late');
  });

  it('opened by a link on load, its part waiting: focus stays on the page', async () => {
    serveReference(dataset);
    render(<DetailsHost codes={codes} open={codes[1]} render={() => <Waits />} />);
    await side(codes[1]!);
    await screen.findByRole('button', { name: `Show details for ${codes[1]}` }, generous);
    await nextFrames(2);
    expect(focused()).toEqual({ role: 'page body', name: '' });
  });

  it('its part breaking with focus inside: the heading takes focus, and J moves on', async () => {
    serveReference(dataset);
    const user = userEvent.setup();
    render(<DetailsHost codes={codes} render={(delivery) => <Breaks delivery={delivery} />} />);
    await openFromRow(user, codes[1]!);
    const panel = await side(codes[1]!);
    await user.click(within(panel).getByRole('button', { name: `Track ${codes[1]}` }));
    await within(panel).findByRole('alert', {}, generous);
    await waitFor(() => expect(focused()).toEqual(heading(codes[1]!)), generous);
    await expectNoAxeViolations('the host’s part broke with focus inside');
    await user.keyboard('j');
    await side(codes[2]!);
    await within(await side(codes[2]!)).findByRole('button', { name: `Track ${codes[2]}` });
  });
});

describe('details a person opens from another row while they are open', () => {
  it.each<Placement>(['side', 'inline'])(
    '%s: take focus to their title, as the first did: its button, a click on it, Enter',
    async (placement) => {
      serveReference(dataset);
      const user = userEvent.setup();
      render(<DetailsHost codes={codes} placement={placement} />);
      await openFromRow(user, codes[1]!);
      await clickShowDetails(user, codes[4]!);
      await panelOf(codes[4]!, placement);
      await waitFor(() => expect(focused()).toEqual(heading(codes[4]!)), generous);
      // A click on another row's code, then Enter on a third, the details still open.
      await user.click(within(rowOf(codes[5]!) as HTMLElement).getByText(codes[5]!));
      await panelOf(codes[5]!, placement);
      await waitFor(() => expect(focused()).toEqual(heading(codes[5]!)), generous);
      (rowOf(codes[6]!) as HTMLElement).focus();
      await user.keyboard('{Enter}');
      await panelOf(codes[6]!, placement);
      await waitFor(() => expect(focused()).toEqual(heading(codes[6]!)), generous);
    },
  );
});
