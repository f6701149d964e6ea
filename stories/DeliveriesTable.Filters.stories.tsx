import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DeliveriesTable, type DatePreset, type DeliveryFilters } from '@src/index';
import {
  filterOptions,
  serveReferenceBackend,
  statusOptions,
  storyBaseUrl,
} from './support/referenceBackend';
import { de } from '@src/locales/de';
import {
  deliveriesTable,
  expectedCodes,
  expectRows,
  expectRowsUndimmed,
  settleTimeout,
} from './support/play';

const timeZone = 'Europe/Berlin';

/**
 * The filter panel inside the grid: "Filters" opens it, "Apply filters" sends the draft (back
 * to page 1), applied filters show as removable chips above the rows.
 */
const meta = {
  title: 'DeliveriesTable/Filters',
  component: DeliveriesTable,
  args: {
    baseUrl: storyBaseUrl,
    statusOptions,
    filters: { options: filterOptions },
    timeZone,
    locale: 'en-GB',
  },
  parameters: {
    controls: { include: ['initialState', 'filters', 'theme'] },
  },
  beforeEach: ({ msw }) => serveReferenceBackend(msw),
} satisfies Meta<typeof DeliveriesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const preApplied: DeliveryFilters = {
  insertFrom: '2026-05-01',
  insertTo: '2026-09-30',
  status: [4, 5],
  tags: ['express'],
};

/**
 * `initialState.filters` with a date range, two statuses and a tag: one chip per applied
 * value, the count on "Filters", and the panel's draft starts from them.
 */
export const FiltersPreApplied: Story = {
  args: { initialState: { filters: preApplied } },
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const table = deliveriesTable(canvasElement);

    await step('rows match the filters, and each one is a chip', async () => {
      await expectRows(table, expectedCodes({ filters: preApplied }, { timeZone }));
      // The chips' code comes once a filter is applied (fetched when the panel opened).
      const chips = within(
        await canvas.findByRole('list', { name: 'Active filters' }, { timeout: 10_000 }),
      );
      const removeButtons = chips.getAllByRole('button', { name: /^Remove filter: / });
      await expect(removeButtons.map((button) => button.getAttribute('aria-label'))).toEqual([
        'Remove filter: Inserted from: 1 May 2026, 00:00',
        'Remove filter: Inserted to: 30 Sept 2026, 23:59',
        'Remove filter: Status: Delivered',
        'Remove filter: Status: Delayed',
        'Remove filter: Tag: express',
      ]);
      await expect(canvas.getByRole('button', { name: /^Filters/ })).toHaveAccessibleDescription(
        '4 filters active',
      );
    });

    await step('removing the "Status: Delayed" chip refilters', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove filter: Status: Delayed' }));
      await expectRows(
        table,
        expectedCodes({ filters: { ...preApplied, status: [4] } }, { timeZone }),
      );
    });

    await step('"Reset filters" then "Apply filters" shows every delivery', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Filters/ }));
      const panel = within(await canvas.findByRole('region', { name: 'Filters' }, settleTimeout));
      await expect(panel.getByLabelText('Inserted from')).toHaveValue('01/05/2026, 00:00');
      await userEvent.click(panel.getByRole('button', { name: 'Reset filters' }));
      await expect(panel.getByLabelText('Inserted from')).toHaveValue('');
      await userEvent.click(panel.getByRole('button', { name: 'Apply filters' }));
      await expectRows(table, expectedCodes({}));
      await expect(canvas.queryByRole('list', { name: 'Active filters' })).toBeNull();
      await expect(canvas.queryByRole('region', { name: 'Filters' })).toBeNull();
    });

    await step('picking "Status: Cancelled" and applying it adds its chip', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
      const panel = within(await canvas.findByRole('region', { name: 'Filters' }, settleTimeout));
      await userEvent.click(panel.getByRole('combobox', { name: 'Status' }));
      await userEvent.click(await panel.findByRole('option', { name: 'Cancelled' }));
      await userEvent.click(panel.getByRole('button', { name: 'Apply filters' }));
      await expectRows(table, expectedCodes({ filters: { status: [6] } }));
      await expect(
        canvas.getByRole('button', { name: 'Remove filter: Status: Cancelled' }),
      ).toBeVisible();
    });
  },
};

/**
 * The panel open on first render (`filters.defaultOpen`) to build advanced conditions: each
 * row has "Join", "Field", "Operator", "Value" and "Remove condition".
 */
export const AdvancedFilterRows: Story = {
  args: { filters: { options: filterOptions, defaultOpen: true } },
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const table = deliveriesTable(canvasElement);
    const panel = within(await canvas.findByRole('region', { name: 'Filters' }, settleTimeout));
    const condition = (number: number) =>
      within(panel.getByRole('group', { name: `Condition ${number}` }));

    await step('the first page loads under the open panel', async () => {
      await expectRows(table, expectedCodes({}));
    });

    await step('"Add condition" adds "DU qty > 10"', async () => {
      await userEvent.click(panel.getByRole('button', { name: 'Add condition' }));
      await userEvent.selectOptions(condition(1).getByLabelText('Field'), 'DU qty');
      await userEvent.selectOptions(condition(1).getByLabelText('Operator'), 'greaterThan');
      await userEvent.type(condition(1).getByLabelText('Value'), '10');
    });

    await step('a second row joined with OR, then "Remove condition" takes it away', async () => {
      await userEvent.click(panel.getByRole('button', { name: 'Add condition' }));
      await userEvent.selectOptions(condition(2).getByLabelText('Join'), 'OR');
      await expect(panel.getByRole('group', { name: 'Condition 2' })).toBeVisible();
      await userEvent.click(condition(2).getByRole('button', { name: 'Remove condition' }));
      await expect(panel.queryByRole('group', { name: 'Condition 2' })).toBeNull();
    });

    await step('"Apply filters" sends the one row; its chip shows above the rows', async () => {
      await userEvent.click(panel.getByRole('button', { name: 'Apply filters' }));
      const advancedFilters = [
        {
          selectedFiled: 'duQty',
          condition: 0,
          operator: 'greaterThan',
          data: '10',
          rowType: 'number',
        },
      ];
      await expectRows(table, expectedCodes({ filters: { advancedFilters } }));
      await waitFor(
        () =>
          expect(canvas.getByRole('button', { name: 'Remove filter: DU qty > 10' })).toBeVisible(),
        settleTimeout,
      );
    });

    await step('"Filters" opens the panel again on the applied row', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Filters/ }));
      await expect(condition(1).getByLabelText('Field')).toHaveDisplayValue('DU qty');
      await expect(condition(1).getByLabelText('Operator')).toHaveDisplayValue('>');
      await expect(condition(1).getByLabelText('Value')).toHaveValue('10');
    });
  },
};

/** A host's own preset: today's early shift in the grid's zone (a "to" minute ends at :59.999). */
const earlyShift: DatePreset = {
  id: 'earlyShift',
  label: 'Early shift (06:00–14:00)',
  range: ({ today }) => ({ from: `${today}T06:00`, to: `${today}T13:59` }),
};

/**
 * Date presets: each range ("Inserted", "Requested") starts with a choice of Any time, Today,
 * Yesterday, Last 7 and 30 days, This and Last week and month, the host's own presets
 * (`filters.datePresets`, here "Early shift") and Custom range. A preset says under the choice
 * which days it stands for now, and stays relative once applied: in the chip, the state, a
 * link and a saved view. A chip's text opens its field again.
 */
export const DatePresets: Story = {
  args: {
    filters: { options: filterOptions, datePresets: [earlyShift], defaultOpen: true },
  },
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole('region', { name: 'Filters' }, settleTimeout));
    const inserted = panel.getByRole('combobox', { name: 'Inserted' });

    await step('"Last 7 days" says which days it stands for now, in Berlin', async () => {
      await userEvent.selectOptions(inserted, 'Last 7 days');
      await expect(inserted).toHaveAccessibleDescription(/^Now: .+ – .+ Times in Europe\/Berlin$/);
    });

    await step('the host\'s "Early shift" is offered for "Requested"', async () => {
      const requested = panel.getByRole('combobox', { name: 'Requested' });
      await userEvent.selectOptions(requested, 'Early shift (06:00–14:00)');
      // Shown in the grid's locale, en-GB: day first, 24 hours.
      await expect(panel.getByLabelText<HTMLInputElement>('Requested from').value).toMatch(
        /^\d{2}\/\d{2}\/\d{4}, 06:00$/,
      );
    });

    await step('applied, each range is one chip that names its preset', async () => {
      await userEvent.click(panel.getByRole('button', { name: 'Apply filters' }));
      await waitFor(
        () =>
          expect(
            canvas.getByRole('button', { name: 'Remove filter: Inserted: Last 7 days' }),
          ).toBeVisible(),
        settleTimeout,
      );
      await expect(
        canvas.getByRole('button', { name: 'Remove filter: Requested: Early shift (06:00–14:00)' }),
      ).toBeVisible();
    });

    await step(
      'a chip\'s text opens its field: "Inserted" again, focus in its choice',
      async () => {
        await userEvent.click(
          canvas.getByRole('button', { name: 'Edit filter: Inserted: Last 7 days' }),
        );
        await waitFor(
          () => expect(panel.getByRole('combobox', { name: 'Inserted' })).toHaveFocus(),
          settleTimeout,
        );
      },
    );
    // The ranges' own answer is in and the rows at full strength before axe reads their contrast
    // (on a busy machine it could still be on its way, the rows dimmed).
    await expectRowsUndimmed(canvasElement);
  },
};

/**
 * "Status: not Delivered": "Status match" set to "is not" leaves the chosen statuses out. The
 * contract has no "not", so the grid sends the other statuses `statusOptions` lists; statuses
 * it does not list are left out too, which the note and the chip's description say. The state,
 * a link and a saved view keep the exclusion (`excludedStatus: [4]`), not the list sent.
 */
export const NotThisStatus: Story = {
  args: { filters: { options: filterOptions, defaultOpen: true } },
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const table = deliveriesTable(canvasElement);
    const panel = within(await canvas.findByRole('region', { name: 'Filters' }, settleTimeout));

    await step('"is not" and "Delivered", applied', async () => {
      await userEvent.selectOptions(
        panel.getByRole('combobox', { name: 'Status match' }),
        'is not',
      );
      await userEvent.type(panel.getByRole('combobox', { name: 'Status' }), 'Delivered{Enter}');
      await userEvent.click(panel.getByRole('button', { name: 'Apply filters' }));
    });

    await step('the rows are those of every other listed status', async () => {
      const others = statusOptions.map((option) => option.value).filter((value) => value !== 4);
      await expectRows(table, expectedCodes({ filters: { status: others } }));
      await waitFor(
        () =>
          expect(
            canvas.getByRole('button', { name: 'Remove filter: Status: not Delivered' }),
          ).toBeVisible(),
        settleTimeout,
      );
    });
  },
};

/**
 * Dates typed in the person's format: the grid's `locale` (here en-GB) gives the order of day,
 * month and year and the clock; `-7d`, `yesterday`, `today 06:00` stay relative; text that is no
 * date is named under its field with what it expects; Alt+ArrowDown (or the calendar button)
 * opens a calendar walked with the arrow keys.
 */
export const TypedDates: Story = {
  args: { filters: { options: filterOptions, defaultOpen: true } },
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole('region', { name: 'Filters' }, settleTimeout));
    const from = panel.getByLabelText<HTMLInputElement>('Inserted from');
    const to = panel.getByLabelText<HTMLInputElement>('Inserted to');

    await step('a day that does not exist is named under its field', async () => {
      await userEvent.type(to, '31/02/2026');
      await userEvent.tab();
      await expect(to).toHaveAccessibleDescription(
        /“31\/02\/2026” is no day of the calendar\. Type dd\/mm\/yyyy, hh:mm, such as 25\/11\/2026, 14:30/,
      );
    });

    await step(
      '"-7d" and "today 06:00" stay relative, and say what they stand for now',
      async () => {
        await userEvent.type(from, '-7d');
        await userEvent.clear(to);
        await userEvent.type(to, 'today 6:00');
        await userEvent.tab();
        await expect(to.value).toBe('today 06:00');
        await expect(from).toHaveAccessibleDescription(/^Now: .+ Times in Europe\/Berlin$/);
      },
    );

    await step('applied, each bound is a chip', async () => {
      await userEvent.click(panel.getByRole('button', { name: 'Apply filters' }));
      await waitFor(
        () =>
          expect(
            canvas.getByRole('button', { name: 'Remove filter: Inserted from: -7d' }),
          ).toBeVisible(),
        settleTimeout,
      );
    });
  },
};

/**
 * Filters from a cell: over a row (or with focus in it), a status pill and a courier, warehouse
 * or customer whose name one of `filters.options` maps to an id show a menu button, "Filter
 * options for Delivered", with "Only Delivered" and, for a status, "Exclude Delivered". Applied
 * at once, as chips. The arrow keys reach the buttons from a focused row, after its own controls.
 */
export const FilterFromCell: Story = {
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const table = deliveriesTable(canvasElement);
    await expectRows(table, expectedCodes({}));

    await step('hover a Delivered status, open its menu, "Only Delivered"', async () => {
      const pill = within(table).getAllByText('Delivered')[0]!;
      await userEvent.hover(pill);
      const row = within(pill.closest('tr')!);
      await userEvent.click(
        await row.findByRole('button', { name: 'Filter options for Delivered' }, settleTimeout),
      );
      await userEvent.click(canvas.getByRole('menuitem', { name: 'Only Delivered' }));
    });

    await step('only delivered rows, and the chip says so', async () => {
      await expectRows(table, expectedCodes({ filters: { status: [4] } }));
      await waitFor(
        () =>
          expect(
            canvas.getByRole('button', { name: 'Remove filter: Status: Delivered' }),
          ).toBeVisible(),
        settleTimeout,
      );
    });
  },
};

/**
 * A way out of "No deliveries found": "Which filter hides them?" sends the search again without
 * each filter in turn (at most eight requests of one row, cancelled when anything changes) and
 * offers to remove each filter whose absence finds deliveries. It says found or none, never a
 * count: the contract has no total.
 */
export const WhichFilterHidesThem: Story = {
  args: { initialState: { filters: { status: [4], tags: ['no-such-tag'] } } },
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const table = deliveriesTable(canvasElement);

    await step('"Which filter hides them?" finds the tag', async () => {
      await userEvent.click(
        await canvas.findByRole('button', { name: 'Which filter hides them?' }, settleTimeout),
      );
      await userEvent.click(
        await canvas.findByRole(
          'button',
          { name: 'Remove Tag: no-such-tag (deliveries found)' },
          settleTimeout,
        ),
      );
    });

    await step('without it, the delivered rows show', async () => {
      await expectRows(table, expectedCodes({ filters: { status: [4] } }));
    });
  },
};

/**
 * How advanced rows combine: the contract does not say, so the host tells the grid
 * (`filters.advancedPrecedence`, here `andBeforeOr`; default `leftToRight`, as the reference
 * backend reads them) and the panel says the grouping under the rows.
 */
export const AdvancedPrecedence: Story = {
  args: {
    filters: { options: filterOptions, defaultOpen: true, advancedPrecedence: 'andBeforeOr' },
  },
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole('region', { name: 'Filters' }, settleTimeout));
    const add = panel.getByRole('button', { name: 'Add condition' });

    await step('three rows joined OR, then AND', async () => {
      for (let number = 1; number <= 3; number += 1) await userEvent.click(add);
      const join = (number: number) =>
        within(panel.getByRole('group', { name: `Condition ${number}` })).getByLabelText('Join');
      await userEvent.selectOptions(join(2), 'OR');
      await userEvent.selectOptions(join(3), 'AND');
    });

    await step('the panel says how the server reads them', async () => {
      await expect(
        panel.getByText('AND before OR (A is Condition 1): A OR (B AND C)'),
      ).toBeVisible();
    });
  },
};

/** The calendar beside a date field, opened from the field with Alt+ArrowDown. */
export const DateCalendar: Story = {
  args: { filters: { options: filterOptions, defaultOpen: true } },
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole('region', { name: 'Filters' }, settleTimeout));
    const from = panel.getByLabelText<HTMLInputElement>('Requested from');

    await step("Alt+ArrowDown opens it on the field's day; Enter picks a week later", async () => {
      await userEvent.type(from, '25/11/2026 08:00');
      await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
      await waitFor(
        () => expect(canvas.getByRole('dialog', { name: 'Calendar, November 2026' })).toBeVisible(),
        settleTimeout,
      );
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(from.value).toBe('02/12/2026, 08:00');
      await expect(from).toHaveFocus();
    });
  },
};

/**
 * The filter language in "Search deliveries": `status:delivered courier:DHL inserted:-7d x`
 * and Enter apply three filters as chips and search "x"; a field it does not know is named under
 * the box. Field names are suggested as one types them (`cou` → `courier:`).
 */
export const FilterLanguage: Story = {
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('searchbox', { name: 'Search deliveries' }, settleTimeout);

    await step('field words become chips, the rest is searched', async () => {
      await userEvent.type(box, 'status:delivered courier:DHL inserted:-7d x{Enter}');
      await waitFor(
        () =>
          expect(canvas.getByRole('button', { name: 'Remove filter: Courier: DHL' })).toBeVisible(),
        settleTimeout,
      );
      await expect(
        canvas.getByRole('button', { name: 'Remove filter: Status: Delivered' }),
      ).toBeVisible();
      await expect(box).toHaveValue('x');
    });

    await step('a field it does not know is named under the box', async () => {
      await userEvent.clear(box);
      await userEvent.type(box, 'nope:1{Enter}');
      await waitFor(
        () => expect(canvas.getByText(/^“nope:” is not a filter\./)).toBeVisible(),
        settleTimeout,
      );
      await expect(box).toHaveAttribute('aria-invalid', 'true');
    });

    await step('field names are suggested as one types', async () => {
      await userEvent.clear(box);
      await userEvent.type(box, 'cou');
      await expect(canvas.getByRole('listbox', { name: 'Filter fields' })).toBeVisible();
      // "cou" is searched too: the story ends once its rows are in, not dimmed while they come.
      await expectRowsUndimmed(canvasElement);
    });
  },
};

/**
 * The filter language with the `de` pack: German field names and words for today and
 * yesterday (`kurier:DHL angelegt:gestern`), its problems in German.
 */
export const FilterLanguageGerman: Story = {
  args: { localePack: de, locale: 'de-DE' },
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole(
      'searchbox',
      { name: 'Lieferungen durchsuchen' },
      settleTimeout,
    );

    await step('German field words become chips', async () => {
      await userEvent.type(box, 'kurier:DHL angelegt:"gestern 06:00"{Enter}');
      await waitFor(
        () =>
          expect(
            canvas.getByRole('button', { name: 'Filter entfernen: Kurier: DHL' }),
          ).toBeVisible(),
        settleTimeout,
      );
    });

    await step('a word it cannot read is named in German', async () => {
      await userEvent.type(box, 'farbe:rot{Enter}');
      await waitFor(
        () => expect(canvas.getByText(/^„farbe:“ ist kein Filter\./)).toBeVisible(),
        settleTimeout,
      );
      // The filtered rows' answer is in (axe reads their contrast): idle, no longer dimmed.
      await expectRowsUndimmed(canvasElement);
    });
  },
};
