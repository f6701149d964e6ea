import { describe, expect, it } from 'vitest';
import { defaultDeliveriesExportMessages } from '@src/export/messages';
import { withDefaults } from '@src/shared/withDefaults';
import { defaultDeliveriesTableMessages, resolveMessages } from '@src/grid/messages';

describe('message bags over the English defaults', () => {
  it('an override given as undefined keeps the default; given ones win', () => {
    const messages = withDefaults(defaultDeliveriesExportMessages, {
      cancel: 'Abbrechen',
      cancelled: undefined,
    });
    expect(messages.cancel).toBe('Abbrechen');
    expect(messages.cancelled).toBe('Export cancelled.');
    expect(withDefaults(defaultDeliveriesExportMessages, undefined)).toBe(
      defaultDeliveriesExportMessages,
    );
  });

  it('the grid merges column headers one by one, keeping a header given as undefined', () => {
    const messages = resolveMessages({
      empty: undefined,
      columnHeaders: { code: 'Nummer', status: undefined },
    });
    expect(messages.empty).toBe(defaultDeliveriesTableMessages.empty);
    expect(messages.columnHeaders.code).toBe('Nummer');
    expect(messages.columnHeaders.status).toBe('Status');
    expect(messages.columnHeaders.customerBusinessPartnerName).toBe('Customer');
  });
});
