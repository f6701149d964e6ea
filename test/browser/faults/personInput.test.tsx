import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
// Impossible dates, "from" after "to", negative and non-numeric ids, over-long tags and bad
// advanced rows are refused by the panel in test/browser/filters/validation.test.tsx; these
// are the limits a person reaches by pasting, checked through the whole grid.
import {
  appliedTag,
  dataset,
  draftTag,
  expectInputIntact,
  findFiltersPanel,
  inputRequest,
  nextPage,
  prepareInput,
  renderGrid,
  searchbox,
  searchText,
  serveReference,
  expectRowsFor,
} from './faultGrid';

const panel = () => screen.getByRole('region', { name: 'Filters' });

/** "Apply filters" is refused with `message` and nothing is sent. */
async function expectApplyRefused(
  user: UserEvent,
  message: string,
  received: readonly DeliveriesRequest[],
) {
  const sentBefore = received.length;
  await user.click(within(panel()).getByRole('button', { name: 'Apply filters' }));
  const summary = await within(panel()).findByRole('alert');
  expect(within(summary).getByRole('link', { name: message })).toBeTruthy();
  expect(received).toHaveLength(sentBefore);
}

describe('limits a person reaches by pasting', () => {
  it('1,000 pasted ids are applied; a 1,001st stays in the box with a message', async () => {
    const received = serveReference();
    const { user } = renderGrid();
    await prepareInput(user);
    await user.click(nextPage());
    await expectRowsFor(inputRequest(2));

    const realIds = dataset.map((delivery) => delivery.id);
    const ids = [
      ...realIds,
      ...Array.from({ length: 1001 - realIds.length }, (_, i) => 900_001 + i),
    ];
    const idBox = within(await findFiltersPanel()).getByRole('textbox', { name: 'Delivery IDs' });
    await user.click(idBox);
    await user.paste(ids.join('\n'));
    expect((idBox as HTMLInputElement).value).toBe(String(ids[1000]));
    expect(within(panel()).getAllByRole('button', { name: /^Remove \d+$/ })).toHaveLength(1000);

    await expectApplyRefused(user, 'Delivery IDs: at most 1000 values', received);
    expectInputIntact(2);

    await user.clear(idBox);
    await user.click(within(panel()).getByRole('button', { name: 'Apply filters' }));
    const applied: DeliveriesRequest = {
      ...inputRequest(1),
      filters: {
        deliveryIds: ids.slice(0, 1000).sort((a, b) => a - b),
        tags: [appliedTag, draftTag],
      },
    };
    await waitFor(() => expect(received.at(-1)).toEqual(applied));
    await expectRowsFor(applied);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('500 tags are applied; one more stays in the box with a message', async () => {
    const received = serveReference();
    const { user } = renderGrid();
    await prepareInput(user);
    await user.click(nextPage());
    await expectRowsFor(inputRequest(2));

    // The draft already holds two tags; 499 more make 501.
    const extra = Array.from({ length: 499 }, (_, i) => `tag-${String(i).padStart(3, '0')}`);
    const tagBox = within(await findFiltersPanel()).getByLabelText('Tags');
    await user.click(tagBox);
    await user.paste(extra.join(','));
    expect((tagBox as HTMLInputElement).value).toBe(extra.at(-1));

    await expectApplyRefused(user, 'Tags: at most 500 tags', received);
    expectInputIntact(2);

    await user.clear(tagBox);
    await user.click(within(panel()).getByRole('button', { name: 'Apply filters' }));
    const tags = [appliedTag, draftTag, ...extra.slice(0, -1)].sort();
    const applied: DeliveriesRequest = { ...inputRequest(1), filters: { tags } };
    await waitFor(() => expect(received.at(-1)).toEqual(applied));
    expect(tags).toHaveLength(500);
    expect(await screen.findByText('No deliveries found', { selector: 'p' })).toBeTruthy();
  });

  it('a pasted search past 200 characters: the box keeps what fits and says the rest was cut', async () => {
    const received = serveReference();
    const { user } = renderGrid();
    await prepareInput(user);

    const pasted = `${searchText} ${'x'.repeat(250 - searchText.length - 1)}`;
    await user.tripleClick(searchbox());
    await user.paste(pasted);
    expect(searchbox().value).toBe(pasted.slice(0, 200));
    expect(
      screen.getByText('Search is limited to 200 characters: the pasted text was cut to fit.'),
    ).toBeTruthy();

    // What the box shows is what is searched; the strict backend takes 200 characters.
    const searched: DeliveriesRequest = { ...inputRequest(1), quickSearch: pasted.slice(0, 200) };
    await waitFor(() => expect(received.at(-1)).toEqual(searched));
    expect(await screen.findByText('No deliveries found', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: `Remove filter: Tag: ${appliedTag}` })).toBeTruthy();

    // Shorter again, the message goes.
    await user.type(searchbox(), '{Backspace}');
    expect(screen.queryByText(/Search is limited/)).toBeNull();
  });
});
