import { describe, expect, it } from 'vitest';
import { defaultQueryState } from '@src/state/queryState';
import { checkQueryStateCodes } from '@src/state/validation/checkQueryState';
import { readDeliveriesState } from '@src/state/urlState/parseDeliveriesState';
import { readDeliveriesView } from '@src/views/logic/parseDeliveriesView';
import { capViewProblems } from '@src/views/logic/capViewProblems';
import { readViewListing } from '@src/views/logic/readViewListing';
import { viewProblems } from '@src/views/logic/viewProblems';
import { emptyFirstPage, ignoredPageSize, repeatedPage } from '@src/export/exportPagingProblems';
import { defaultDeliveriesExportMessages, exportFailureReason } from '@src/export/messages';
import { DeliveriesApiError } from '@src/api/errors';
import { de } from '@src/locales/de';
import { wordProblems } from '@src/state/problems/problem';
import { latePalletsView, savedView } from '../views/fixtures';

const row = (patch: object) => ({
  selectedFiled: 'duQty',
  condition: 0,
  operator: 'greaterThan',
  data: '10',
  rowType: 'number',
  ...patch,
});

describe('the state check names each filter it left out by a code, with values as params', () => {
  it.each([
    [
      'a date bound that is not a date',
      { insertFrom: 'not a date' },
      { code: 'dateNotDate', params: { field: 'insertFrom', value: '“not a date”' } },
    ],
    [
      'a date preset the grid does not know',
      { requestedTo: 'nextCentury' },
      { code: 'dateNotPreset', params: { field: 'requestedTo', value: '“nextCentury”' } },
    ],
    [
      'a day the server cannot read',
      { insertTo: '0000-06-01' },
      {
        code: 'dateOutOfRange',
        params: {
          field: 'insertTo',
          value: '“0000-06-01”',
          zoned: false,
          first: '0001-01-02',
          last: '9999-12-30',
        },
      },
    ],
    [
      'a courier id below 1',
      { courierIds: [0] },
      { code: 'idNotWhole', params: { field: 'courierIds', value: '“0”', minimum: 1 } },
    ],
    [
      'a tag that is not text',
      { tags: [7] },
      { code: 'tagNotText', params: { field: 'tags', value: '“7”' } },
    ],
    [
      'a list that is not one',
      { warehouseIds: 'all' },
      { code: 'filterNotList', params: { field: 'warehouseIds', value: '“all”' } },
    ],
    [
      'an unknown filter',
      { colour: ['red'] },
      { code: 'filterUnknown', params: { key: '“colour”' } },
    ],
    [
      'statuses left out beside statuses matched',
      { status: [4], excludedStatus: [5] },
      { code: 'excludedWithStatus', params: {} },
    ],
    [
      'a range whose start is after its end',
      { insertFrom: '2026-11-20', insertTo: '2026-11-01' },
      {
        code: 'rangeReversed',
        params: {
          from: 'insertFrom',
          fromValue: '“2026-11-20”',
          to: 'insertTo',
          toValue: '“2026-11-01”',
        },
      },
    ],
    [
      // "today" is resolved as the check runs: a day of 2020 is before it whenever that is.
      'a range whose relative start is after its fixed end',
      { insertFrom: 'today', insertTo: '2020-01-01' },
      {
        code: 'rangeReversed',
        params: {
          from: 'insertFrom',
          fromValue: '“today”',
          to: 'insertTo',
          toValue: '“2020-01-01”',
        },
      },
    ],
    [
      'an advanced row on a field the grid does not offer',
      { advancedFilters: [row({ selectedFiled: 'colour' })] },
      { code: 'rowUnknownField', params: { row: 1, value: '“colour”' } },
    ],
    [
      'an advanced row with an operator its type lacks',
      { advancedFilters: [row({}), row({ operator: 'before' })] },
      { code: 'rowUnknownOperator', params: { row: 2, value: '“before”', type: '“number”' } },
    ],
    [
      'an advanced date row out of range',
      {
        advancedFilters: [
          row({
            selectedFiled: 'insertTime',
            rowType: 'date',
            operator: 'after',
            data: '0000-01-01',
          }),
        ],
      },
      {
        code: 'rowDateOutOfRange',
        params: {
          row: 1,
          value: '“0000-01-01”',
          zoned: false,
          first: '0001-01-02',
          last: '9999-12-30',
        },
      },
    ],
  ])('%s', (_, filters, problem) => {
    expect(checkQueryStateCodes({ ...defaultQueryState, filters }).problems).toStrictEqual([
      problem,
    ]);
  });

  it('counts the values past those the server takes, by the list they are in', () => {
    const ids = Array.from({ length: 1001 }, (_, index) => index + 1);
    expect(checkQueryStateCodes({ filters: { customerIds: ids } }).problems).toStrictEqual([
      { code: 'listTooLong', params: { list: 'customerIds', count: 1001, max: 1000 } },
    ]);
  });
});

describe('the link reader names each entry it left out by a code', () => {
  it.each([
    ['an entry given twice', 'v2_p.2_p.3', { code: 'linkEntryTwice', params: { key: '“p”' } }],
    [
      'an entry it cannot read',
      'v2_zz.1',
      { code: 'linkEntryUnknown', params: { value: '“zz.1”' } },
    ],
    ['a key without a value', 'v2_p', { code: 'linkEntryNoValue', params: { key: '“p”' } }],
    [
      'a range that is not a preset',
      'v2_in.2026',
      { code: 'linkRangeNotPreset', params: { range: 'inserted', value: '“2026”' } },
    ],
    [
      'a range given twice',
      'v2_rq.today_rq.yesterday',
      { code: 'linkRangeTwice', params: { range: 'requested' } },
    ],
    ['an advanced row cut short', 'v2_a.0.duQty', { code: 'rowIncomplete', params: { row: 1 } }],
    [
      'an advanced row whose join is not a number',
      'v2_a.and.duQty.number.greaterThan.5',
      { code: 'linkRowJoinNotNumber', params: { row: 1, value: '“and”' } },
    ],
    [
      'an advanced date row that is not a date',
      'v2_a.0.duQty.number.greaterThan.5_a.0.insertTime.date.after.soon',
      { code: 'linkRowNotDate', params: { row: 2, value: '“soon”' } },
    ],
    [
      'an open delivery too long to be an id',
      `v2_d.${'x'.repeat(101)}`,
      {
        code: 'linkOpenDeliveryNotId',
        params: { value: `“${'x'.repeat(40)}…”`, max: 100 },
      },
    ],
  ])('%s', (_, link, problem) => {
    expect(readDeliveriesState(link).problems).toStrictEqual([problem]);
  });
});

describe('a pack names each filter of a problem in its own words, by the filter’s id', () => {
  it('couriers and the statuses left out, in German', () => {
    const { problems } = readDeliveriesState('v2_co.x_sx.y_cu.0');
    expect(wordProblems(problems!, { ...de.messages.table.problems, ...de.linkProblems })).toBe(
      '„x“ ist keine Zahl (Kurier) und wurde ausgelassen. ' +
        '„y“ ist keine Zahl (Status (ausgenommen)) und wurde ausgelassen. ' +
        'Kunde: „0“ ist keine ganze Zahl ab 1 und wurde ausgelassen.',
    );
  });
});

describe('the saved-view readers keep what they left out as codes', () => {
  it('a stored view: its state’s problems and its columns’ problems', () => {
    const { problems } = readDeliveriesView({
      ...latePalletsView,
      state: { ...latePalletsView.state, filters: { status: [-1] } },
      columns: { order: [], hidden: [], widths: { code: 1e308 } },
    });
    expect(problems).toStrictEqual([
      { code: 'idNotWhole', params: { field: 'status', value: '“-1”', minimum: 0 } },
      {
        code: 'columnSettings',
        params: { code: 'widthOutOfRange', columnId: 'code', value: '1e+308', min: 48, max: 800 },
      },
    ]);
  });

  it('a listing keeps them beside each view, and counts those past the first 19', () => {
    const stored = savedView('Late', {
      state: { ...defaultQueryState, filters: { tags: [1, 2] } } as never,
    });
    const [view] = readViewListing([stored]).views;
    expect(viewProblems(view!)).toStrictEqual([
      { code: 'tagNotText', params: { field: 'tags', value: '“1”' } },
      { code: 'tagNotText', params: { field: 'tags', value: '“2”' } },
    ]);
    const many = capViewProblems(Array(25).fill({ code: 'rowNoValue', params: { row: 1 } }));
    expect(many.at(-1)).toStrictEqual({ code: 'viewMoreLeftOut', params: { count: 6 } });
  });
});

describe('an export that cannot page says why by a code', () => {
  it('carries the code and its counts, English in its message for logs', () => {
    const error = repeatedPage({ page: 2, earlierPage: 1, repeated: 500, count: 500 });
    expect(error).toBeInstanceOf(DeliveriesApiError);
    expect(error.problem).toStrictEqual({
      code: 'repeatedPage',
      params: { page: 2, earlierPage: 1, repeated: 500, count: 500 },
    });
    expect(error.message).toBe(
      'The server sent the same 500 deliveries for page 2 as for page 1, so it seems to ignore pageNumber; the export stopped.',
    );
    expect(ignoredPageSize(3000, 500).problem).toStrictEqual({
      code: 'ignoredPageSize',
      params: { sent: 3000, asked: 500 },
    });
  });

  it('is worded by the export’s messages: English by default, German with the de pack', () => {
    const german = de.messages.exporting;
    expect(exportFailureReason(emptyFirstPage(), defaultDeliveriesExportMessages)).toBe(
      'The server sent no deliveries for page 1 but some for page 2: check pageNumberBase (the number the server gives its first page).',
    );
    expect(exportFailureReason(ignoredPageSize(3000, 500), german)).toBe(
      'Der Server hat 3.000 Lieferungen für eine Seite von 500 gesendet, daher kann der Export nicht durch die Seiten blättern.',
    );
    // A failed request is worded from its kind and status, not its English message.
    const refused = new DeliveriesApiError('http', 'The server could not answer (503).', {
      status: 503,
    });
    expect(exportFailureReason(refused, german)).toBe('Der Server konnte nicht antworten (503).');
    expect(exportFailureReason(new Error('boom'), german)).toBe(german.unknownError);
  });
});
