import { useContext, useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import type { DeliveriesFilterState } from '../state/queryState';
import { describeActiveFilters } from './logic/describeActiveFilters';
import { advancedVocabulary } from '../state/advancedFilterConfig';
import { defaultFilterPanelMessages, type FilterPanelMessages } from './messages';
import { DeliveriesTableRootContext } from '../shared/rootContext';
import type { FilterVocabulary } from './filterVocabulary';
import { useIntlDefaults } from '../state/useIntlDefaults';
import { cx } from '../shared/cx';
import { useLatestCallback } from '../shared/useLatestCallback';
import { withDefaults } from '../shared/withDefaults';
import { RemovableChip } from './RemovableChip';
import { arrowStep } from '../shared/direction';
import { useDirection } from '../shared/useDirection';
import { withUsableVocabulary } from './logic/withUsableVocabulary';

/**
 * Props of {@link ActiveFilterChips}.
 *
 * @example
 * ```tsx
 * const props: ActiveFilterChipsProps = { filters, onChange: setFilters, timeZone: 'Europe/Berlin' };
 * ```
 */
/** Static option lists give chips their labels; options from a loader show the id. */
export interface ActiveFilterChipsProps extends FilterVocabulary {
  /** The applied filters. */
  filters: DeliveriesFilterState;
  /** Called with the filters left after a chip's removal, or `{}` after "Clear all". */
  onChange(filters: DeliveriesFilterState): void;
  /** Zone and locale the dates are shown in; default the user's. */
  timeZone?: string;
  locale?: string;
  messages?: Partial<FilterPanelMessages>;
  className?: string;
  /**
   * Puts focus somewhere that stays once removing the last chip or "Clear all" leaves no chip
   * (the grid: its "Filters" button); without it focus falls to the page.
   */
  focusAfterLast?: () => void;
  /**
   * Makes each chip's text a button ("Edit filter: Status: Delivered", reached with ArrowLeft
   * from its remove button, the chip's one tab stop) that calls this with the
   * form path of the panel's field for it (`status`, `ranges.inserted`, `advancedFilters.0.data`):
   * the grid opens its panel there, with focus in that field.
   */
  onEdit?: (field: string) => void;
}

/**
 * The applied filters as removable chips, for above the grid: one per date bound, chosen value
 * (long lists as one chip), tag and advanced row, each with a "Remove filter: …" button, and
 * "Clear all". Renders nothing without active filters. Removing a chip moves focus to the next;
 * once none is left, `focusAfterLast` says where it goes. ArrowLeft and ArrowRight move between
 * the chips (towards the inline end is next: right to left, ArrowLeft), as in a field's chips;
 * each chip stays a tab stop. Inside a grid they follow its direction, else the page's.
 *
 * @example
 * ```tsx
 * <ActiveFilterChips
 *   filters={filters}
 *   onChange={setFilters}
 *   statusOptions={[{ value: 4, label: 'Delivered' }]}
 *   timeZone="Europe/Berlin"
 * />
 * ```
 */
export function ActiveFilterChips(props: ActiveFilterChipsProps) {
  const { filters, onChange } = props;
  // A `null` in a host's fetched list is no item of it: left out, not read.
  const {
    statusOptions,
    filterOptions,
    advancedFilterFields,
    advancedFilterOperators,
    advancedFilterJoins,
    datePresets,
  } = withUsableVocabulary(props);
  const { timeZone, locale } = useIntlDefaults(props.locale, props.timeZone);
  const insideGrid = useContext(DeliveriesTableRootContext);
  const messages = useMemo(
    () => withDefaults(defaultFilterPanelMessages, props.messages),
    [props.messages],
  );
  const advanced = useMemo(
    () =>
      advancedVocabulary(
        { advancedFilterFields, advancedFilterOperators, advancedFilterJoins },
        messages.conditionWords,
      ),
    [advancedFilterFields, advancedFilterOperators, advancedFilterJoins, messages.conditionWords],
  );
  const direction = useDirection();
  const chips = useMemo(
    () =>
      describeActiveFilters(filters, {
        messages,
        statusOptions,
        filterOptions,
        advanced,
        timeZone,
        locale,
        direction,
        ...(datePresets && { datePresets }),
      }),
    [
      filters,
      messages,
      statusOptions,
      filterOptions,
      advanced,
      timeZone,
      locale,
      direction,
      datePresets,
    ],
  );

  const listRef = useRef<HTMLUListElement>(null);
  const onChipKeys = (event: KeyboardEvent<HTMLUListElement>) => {
    // The arrows walk the chips' buttons as they are seen: a chip's text, then its remove button.
    const step = arrowStep(event.key, direction);
    if (step === 0 || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey)
      return;
    const buttons = [...event.currentTarget.querySelectorAll('button')];
    const from = buttons.indexOf(event.target as HTMLButtonElement);
    const to = from < 0 ? undefined : buttons[from + step];
    if (!to) return;
    event.preventDefault();
    to.focus();
  };
  const focusAfterLast = useLatestCallback(() => props.focusAfterLast?.());
  // The removed chip's place, until the next chips render and focus can land there.
  const focusAfterRemoval = useRef<number>(undefined);
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === undefined) return;
    focusAfterRemoval.current = undefined;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('.dt-chip-remove');
    if (buttons && buttons.length > 0) buttons[Math.min(index, buttons.length - 1)]?.focus();
    else if (chips.length === 0) focusAfterLast();
  }, [chips, focusAfterLast]);

  if (chips.length === 0) return null;
  return (
    <div className={cx(!insideGrid && 'deliveries-table', 'dt-active-filters', props.className)}>
      <ul
        ref={listRef}
        className="dt-chips"
        aria-label={messages.activeFilters}
        onKeyDown={onChipKeys}
      >
        {chips.map((chip, index) => (
          <RemovableChip
            key={chip.key}
            text={chip.shown}
            note={chip.note}
            removeLabel={messages.removeFilter(chip.text)}
            edit={
              props.onEdit && {
                label: messages.editFilter(chip.text),
                // One tab stop a chip, its remove button; the arrow keys reach its text.
                tabIndex: -1,
                onClick: () => props.onEdit?.(chip.field),
              }
            }
            buttonProps={{
              onClick: () => {
                focusAfterRemoval.current = index;
                onChange(chip.without);
              },
            }}
          />
        ))}
      </ul>
      <button
        type="button"
        className="dt-button"
        onClick={() => {
          focusAfterRemoval.current = 0;
          onChange({});
        }}
      >
        {messages.clearAll}
      </button>
    </div>
  );
}
