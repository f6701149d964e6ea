import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeliveriesClient } from '@src/api/client';
import {
  catchDownloads,
  choose,
  expectStatus,
  exportButton,
  renderExportMenu,
  serveReference as serveExportReference,
} from '../export/exportHarness';
import { findAlertMessage, renderGrid, serveReference } from './faultGrid';

const token = 'tok-4d0c8e13b7a9f2';

/** A host's headers() stuck on a token refresh that never comes back. */
function stuckHeaders() {
  let calls = 0;
  const headers = () => {
    calls += 1;
    return new Promise<HeadersInit>(() => undefined);
  };
  return { headers, calls: () => calls };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a headers() that never settles', () => {
  it('"Cancel export" ends the export at once: "Export cancelled.", nothing sent, no file', async () => {
    const received = serveExportReference();
    const files = catchDownloads();
    const stuck = stuckHeaders();
    // No timeout: only the person's cancel can end the wait.
    const client = createDeliveriesClient({ baseUrl: '', headers: stuck.headers, timeoutMs: 0 });
    const { user } = renderExportMenu({ client });

    await choose(user, 'Export all matching (CSV)');
    await waitFor(() => expect(stuck.calls()).toBe(1));
    await user.click(await screen.findByRole('button', { name: 'Cancel export' }));

    await expectStatus('Export cancelled.', 2000);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(exportButton());
    expect(received).toEqual([]);
    expect(files).toEqual([]);
  });

  it('the grid says the request was not ready in time, after its retries, and sends nothing', async () => {
    const received = serveReference();
    const stuck = stuckHeaders();
    const client = createDeliveriesClient({ baseUrl: '', headers: stuck.headers, timeoutMs: 150 });
    renderGrid({ client });

    expect(await findAlertMessage()).toBe('The request headers were not ready within 150 ms.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    // Retried twice, like any timeout.
    expect(stuck.calls()).toBe(3);
    expect(received).toEqual([]);
  });
});

describe('a headers() that throws', () => {
  it('shows "Could not prepare the request headers" at once, without the token, and sends nothing', async () => {
    const received = serveReference();
    let calls = 0;
    const client = createDeliveriesClient({
      baseUrl: '',
      headers: () => {
        calls += 1;
        throw new Error(`refresh failed for ${token}`);
      },
    });
    renderGrid({ client });

    expect(await findAlertMessage()).toBe(
      'Could not prepare the request headers: headers() failed.',
    );
    expect(document.body.textContent).not.toContain(token);
    // Not a failure that passes on its own: no retry.
    expect(calls).toBe(1);
    expect(received).toEqual([]);
  });
});
