import '@src/theme/styles.css';
import { screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { gridRenderer } from '../harness';
import { dataset, expectedCodes, firstPage } from './deliveriesServer';

/** Resolves after the next frame is painted: the frame after the one that follows. */
const afterNextPaint = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

const firstShownCode = () => document.querySelector('tbody tr td')?.textContent ?? null;

/**
 * The grid under a Profiler: each commit's first row, so a test counts the commits that drew
 * rows it expects. React renders an answer synchronously, and runs its effects before the
 * browser paints it: every state an effect sets then is a whole render more in that frame.
 */
function profiledGrid() {
  const commits: { code: string | null; columns: number; dimmed: boolean }[] = [];
  const record = () =>
    commits.push({
      code: firstShownCode(),
      columns: document.querySelectorAll('col').length,
      dimmed: document.querySelector('.deliveries-table')?.hasAttribute('data-dimmed') ?? false,
    });
  const renderGrid = gridRenderer(
    { locale: 'en-GB', timeZone: 'UTC' },
    {
      serve: dataset,
      latencyMs: 10,
      wrap: (grid) => (
        <Profiler id="grid" onRender={record}>
          {grid}
        </Profiler>
      ),
    },
  );
  return { commits, renderGrid };
}

describe('an answer is drawn in one commit, before the browser paints it', () => {
  it('a sort: the sorted rows, their announcement and the loading cues ending, in one render', async () => {
    const { commits, renderGrid } = profiledGrid();
    const { user } = await renderGrid().ready();
    const ascending = { ...firstPage, orderBy: { key: 'code', order: 'asc' as const } };
    const [sortedFirst] = expectedCodes(ascending);
    expect(sortedFirst).not.toBe(expectedCodes(firstPage)[0]);

    await user.click(screen.getByRole('button', { name: 'Code' }));
    await waitFor(() => expect(firstShownCode()).toBe(sortedFirst), { timeout: 10_000 });
    await afterNextPaint();

    // The live region has its words from the commit that drew the rows.
    const region = document.querySelector('.deliveries-table > [role="status"][aria-atomic]');
    expect(region?.textContent).toBe('Sorted by Code, ascending. 25 deliveries, page 1');
    // An answer slower than 0.1 s (a busy machine) dimmed the rows: undimming them is one more.
    const dimmed = commits.some((commit) => commit.dimmed);
    expect(commits.filter(({ code }) => code === sortedFirst)).toHaveLength(dimmed ? 2 : 1);
  });

  it('a column hidden: the columns widths worked out again and held, in one render', async () => {
    const { commits, renderGrid } = profiledGrid();
    const { user } = await renderGrid().ready();
    const table = screen.getByRole('table', { name: 'Deliveries' });
    await waitFor(() => expect(table).toHaveAttribute('data-layout', 'fixed'));
    expect(table.querySelectorAll('col')).toHaveLength(9);
    await user.click(await screen.findByRole('button', { name: 'Column options for Tenant' }));
    await user.click(screen.getByRole('menuitem', { name: 'Hide column' }));
    await waitFor(() => expect(table.querySelectorAll('col')).toHaveLength(8));
    await afterNextPaint();

    expect(screen.queryByRole('columnheader', { name: 'Tenant' })).not.toBeInTheDocument();
    expect(commits.filter(({ columns }) => columns === 8)).toHaveLength(1);
  });
});
