import { memo, useState } from 'react';
import { onDemandModule } from '../shared/onDemandModule';
import { useOnDemandCode } from '../shared/useOnDemandCode';
import { withDefaults } from '../shared/withDefaults';
import type { ActiveFilterChipsProps } from './ActiveFilterChips';
import { countActiveFilters } from './logic/countActiveFilters';
import { filterShellMessages } from './shellMessages';

const chipsCode = onDemandModule(() => import('./chipsCode'));

/** Fetches the chips' code ahead of need: the filter panel is open, filters are on their way. */
export const preloadFilterChips = () => void loadFilterChips().catch(() => undefined);

/** The chips' code, fetched once: what `preloadFilterChips` waits for (tests wait on it too). */
export const loadFilterChips = () => chipsCode.load();

/**
 * The grid's applied-filter chips, whose code (their words for every filter, the chips and
 * their keys) is fetched once a filter is applied (or the panel opened), so a grid opened
 * without filters does not carry it. Until it comes, an empty row of the chips' height holds
 * their place, so the rows do not move when they come; a failed fetch says so, with "Retry".
 * Once shown it stays mounted: it moves focus on when the last chip goes. Memoized: a new page
 * of rows does not render it.
 */
export const ActiveFilterChipsOnDemand = memo(function ActiveFilterChipsOnDemand(
  props: ActiveFilterChipsProps,
) {
  const active = countActiveFilters(props.filters) > 0;
  const [needed, setNeeded] = useState(active);
  if (active && !needed) setNeeded(true);
  const { code, failed, retry } = useOnDemandCode(chipsCode, needed);

  if (code) return <code.ActiveFilterChips {...props} />;
  if (!active) return null;
  if (failed) {
    const messages = withDefaults(filterShellMessages, props.messages);
    return (
      <div className="dt-alert" role="alert">
        {messages.chipsLoadFailed}{' '}
        <button type="button" className="dt-button" onClick={retry}>
          {messages.retry}
        </button>
      </div>
    );
  }
  return <div className="dt-chips-pending" data-stand-in="" aria-hidden="true" />;
});
