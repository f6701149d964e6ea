import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DeliveriesTable, useDeliveriesUrlState, type DeliveriesTableProps } from '@src/index';
import { serveReferenceBackend, referenceGridArgs } from './support/referenceBackend';
import { deliveriesTable, expectedCodes, expectRows, settleTimeout } from './support/play';
import { openLink, startFromLink } from './support/link';
import { LinkParameter } from './support/LinkParameter';

/**
 * `useDeliveriesUrlState`: the grid's state in one search parameter of this frame's real
 * address, `?deliveries=…`, written by `serializeDeliveriesState` and read by
 * `parseDeliveriesState`. The code is on the docs' URL state page.
 */
const meta = {
  title: 'DeliveriesTable/URL state',
  component: DeliveriesTable,
  args: referenceGridArgs,
  parameters: { controls: { include: ['theme'] } },
  beforeEach: ({ msw }) => {
    serveReferenceBackend(msw);
    return startFromLink();
  },
} satisfies Meta<typeof DeliveriesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A host page as the recipe writes it: the parameter shown as the address holds it, the
 * problem told when a link cannot be read, and "Open the link again", which mounts a fresh
 * grid (and cache) at the same address, as a reload or a shared link does.
 */
function UrlStateHost(props: DeliveriesTableProps) {
  const { state, onStateChange, problem, text } = useDeliveriesUrlState();
  const [visit, setVisit] = useState(1);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <LinkParameter text={text}>
        <button type="button" onClick={() => setVisit((count) => count + 1)}>
          Open the link again
        </button>
      </LinkParameter>
      {problem && (
        <p role="alert" style={{ margin: 0 }}>
          This link's filters could not be read: {problem}
        </p>
      )}
      <DeliveriesTable key={visit} {...props} state={state} onStateChange={onStateChange} />
    </div>
  );
}

const parameter = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Link parameter' });

/**
 * Sort, search and page: the parameter follows, readable (`v1_p.2_q.müller_o.code.asc`).
 * "Open the link again" shows the same rows from a fresh grid; the browser's Back turns the
 * page back (a new page is a history entry; a search or sort replaces the entry).
 */
export const ShareableLink: Story = {
  render: (args) => <UrlStateHost {...args} />,
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const sortedByCode = { orderBy: { key: 'code', order: 'asc' as const } };

    await step('a bare address: the defaults, no parameter', async () => {
      await expectRows(deliveriesTable(canvasElement), expectedCodes({}));
      await expect(parameter(canvasElement)).toHaveValue('');
    });

    await step('sort, search and the next page write the parameter', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Code' }));
      await expect(parameter(canvasElement)).toHaveValue('deliveries=v1_o.code.asc');
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search deliveries' }), 'müller');
      await waitFor(
        () => expect(parameter(canvasElement)).toHaveValue('deliveries=v1_q.müller_o.code.asc'),
        settleTimeout,
      );
      await expectRows(
        deliveriesTable(canvasElement),
        expectedCodes({ quickSearch: 'müller', ...sortedByCode }),
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await expect(parameter(canvasElement)).toHaveValue('deliveries=v1_p.2_q.müller_o.code.asc');
    });

    const pageTwo = expectedCodes({ pageNumber: 2, quickSearch: 'müller', ...sortedByCode });
    await step('the link opened again shows the same rows', async () => {
      await expectRows(deliveriesTable(canvasElement), pageTwo);
      await userEvent.click(canvas.getByRole('button', { name: 'Open the link again' }));
      await expectRows(deliveriesTable(canvasElement), pageTwo);
      await expect(canvas.getByText('Page 2')).toBeVisible();
      await expect(canvas.getByRole('searchbox', { name: 'Search deliveries' })).toHaveValue(
        'müller',
      );
    });

    await step('Back turns to page 1 of the same search', async () => {
      window.history.back();
      await waitFor(
        () => expect(parameter(canvasElement)).toHaveValue('deliveries=v1_q.müller_o.code.asc'),
        settleTimeout,
      );
      await expectRows(
        deliveriesTable(canvasElement),
        expectedCodes({ quickSearch: 'müller', ...sortedByCode }),
      );
    });
  },
};

/**
 * A link with parts that cannot be read (`p.0`, a status `x`, an unknown `zz`): the valid
 * parts are kept, the others named in an alert; the next change writes a clean link.
 */
export const BrokenLink: Story = {
  render: (args) => <UrlStateHost {...args} />,
  beforeEach: () => openLink('v1_p.0_q.café crème_st.4.x_zz.1'),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const kept = { quickSearch: 'café crème', filters: { status: [4] } };

    await step('the readable parts are used, the others named', async () => {
      await expectRows(deliveriesTable(canvasElement), expectedCodes(kept));
      await expect(canvas.getByRole('alert')).toHaveTextContent(
        "This link's filters could not be read: " +
          'The page “0” is not a page number (1 or more), so the first page is shown. ' +
          'The status “x” is not a number, so it was left out. ' +
          '“zz.1” is not something this page can read, so it was left out.',
      );
      await expect(
        canvas.getByRole('button', { name: 'Remove filter: Status: Delivered' }),
      ).toBeVisible();
    });

    await step('removing the status writes a clean link, and the alert goes', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: 'Remove filter: Status: Delivered' }),
      );
      await expect(parameter(canvasElement)).toHaveValue('deliveries=v1_q.café crème');
      await expect(canvas.queryByRole('alert')).toBeNull();
      await expectRows(
        deliveriesTable(canvasElement),
        expectedCodes({ quickSearch: 'café crème' }),
      );
    });
  },
};
