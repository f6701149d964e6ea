import { useRef, type HTMLAttributes, type ReactNode, type RefAttributes } from 'react';
import { useDisclosure } from '../shared/useDisclosure';
import { onDemandModule, useOnDemandModule } from '../shared/onDemandModule';
import { cx } from '../shared/cx';
import { ExportMenuOnDemand } from '../export/ExportMenuOnDemand';
import { SavedViewsOnDemand } from '../views/SavedViewsOnDemand';
import { DeliveriesSearchInput } from './search/DeliveriesSearchInput';
import { ColumnsMenuOnDemand } from './columns/ColumnsMenuOnDemand';
import { defaultMaxSearchLength } from '../grid/useGridQueryState';
import { useGridContext } from './gridContext';
import { cardLayout } from './cards/lazyCards';
import type { DeliveriesToolbarParts } from './types';

/**
 * The default layout: search and the menus that shape the rows, "Reset view" and the order
 * note, then export, "Refresh" and the clock. Folded (`more`, a grid showing cards): search,
 * "Filters" and "More", which shows the rest under them. The parts keep their places in both,
 * so crossing the width keeps a view's draft, a running export and focus.
 */
export function defaultToolbar(
  parts: DeliveriesToolbarParts,
  more?: {
    toggle: ReactNode;
    panel: HTMLAttributes<HTMLDivElement> & RefAttributes<HTMLDivElement>;
  },
): ReactNode {
  return (
    <>
      {parts.search}
      {parts.filters}
      {more?.toggle}
      <div className="dt-more-panel" {...more?.panel}>
        {parts.savedViews}
        {parts.columns}
        {parts.reset}
        {more ? null : parts.sortOrder}
        {more ? null : parts.spacer}
        {parts.exporting}
        {parts.refresh}
        {parts.updatedAgo}
      </div>
    </>
  );
}

// "Updated 12 s ago" comes with `refresh`: a grid that does not refresh never fetches it.
const updatedAgoCode = onDemandModule(() => import('./DeliveriesTableUpdatedAgo'));

/** The row above the grid: each feature's part, laid out by the host's `toolbar` or the default. */
export function DeliveriesTableToolbar({ filtersToggle }: { filtersToggle: ReactNode }) {
  const { grid, options, searchRef, ...frame } = useGridContext();
  const cards = cardLayout(frame.cards);
  const { messages, actions, query } = grid;
  const { search, savedViews, exporting, columnsMenu, refresh, keyboardShortcuts = true } = options;
  const toolbarRef = useRef<HTMLDivElement>(null);
  const more = useDisclosure<HTMLDivElement>({
    closeOnOutsidePointer: true,
    closeOnFocusOut: true,
  });
  const language = search ? search.language : undefined;
  const UpdatedAgo = useOnDemandModule(updatedAgoCode, !!refresh)?.DeliveriesTableUpdatedAgo;
  // On a narrow grid the default folds into one row; a host's layout stays the host's.
  const folded = cards && !options.toolbar ? cards : null;

  const parts: DeliveriesToolbarParts = {
    search:
      search === false ? null : (
        <DeliveriesSearchInput
          draft={grid.search.draft}
          maxLength={(search ? search.maxLength : undefined) ?? defaultMaxSearchLength}
          inputRef={searchRef}
          keyShortcut={keyboardShortcuts ? '/' : undefined}
          messages={messages}
          language={grid.search.language}
          languageLoadFailed={
            (typeof language === 'object' && language.messages?.loadFailed) ||
            options.localePack?.messages.filterLanguage.loadFailed
          }
        />
      ),
    filters: filtersToggle,
    savedViews:
      savedViews === false ? null : (
        <SavedViewsOnDemand
          current={grid.view.current}
          onApply={actions.applyView}
          storage={savedViews?.storage}
          messages={options.messages?.savedViews}
          queryLimits={query.limits}
          applied={grid.view.applied}
        />
      ),
    columns:
      columnsMenu === false ? null : (
        <ColumnsMenuOnDemand
          columns={grid.columns.all}
          settings={grid.columns.settings}
          onChange={actions.setColumnSettings}
          messages={messages}
        />
      ),
    exporting:
      exporting === false ? null : (
        <ExportMenuOnDemand
          client={query.client}
          // An unreadable filter, or one whose code is still on its way, must not export the
          // unfiltered deliveries.
          request={query.isFilterError || query.filtersPending ? undefined : query.request}
          pageNumberBase={options.paging?.pageNumberBase ?? 1}
          rows={grid.rows}
          columns={grid.columns.shown}
          columnHeaders={messages.columnHeaders}
          statusOptions={grid.statusOptions}
          timeZone={grid.timeZone}
          maxRows={exporting?.maxRows}
          pageSize={exporting?.pageSize}
          messages={options.messages?.exporting}
          viewName={grid.view.applied?.name}
          // Folded away under "More", an export's failure would go unseen: it opens "More".
          onAttention={folded?.opener(more.setOpen)}
          // One action at a time: actions wait for an export of every match, and it for them.
          actionRunner={grid.actionRunner}
        />
      ),
    reset: grid.view.isInitial ? null : (
      <button
        type="button"
        className="dt-button dt-reset-view"
        onClick={() => {
          actions.reset();
          // The button goes away with the change: focus stays in the toolbar, on the search.
          const first = toolbarRef.current?.querySelector<HTMLElement>(
            'button:not(.dt-reset-view)',
          );
          (searchRef.current ?? first)?.focus();
        }}
      >
        {messages.resetView}
      </button>
    ),
    sortOrder: query.state.orderBy ? null : <p className="dt-sort-note">{messages.unsortedNote}</p>,
    refresh:
      !refresh || refresh.button === false ? null : (
        <button type="button" className="dt-button" onClick={actions.retry}>
          {messages.refresh}
        </button>
      ),
    updatedAgo: UpdatedAgo ? <UpdatedAgo updatedAt={query.updatedAt} messages={messages} /> : null,
    spacer: <span className="dt-toolbar-spacer" />,
  };
  return (
    <div ref={toolbarRef} className={cx('dt-toolbar', options.classNames?.toolbar)}>
      {options.toolbar
        ? options.toolbar(parts)
        : defaultToolbar(
            parts,
            folded
              ? {
                  toggle: <folded.MoreToggle more={more} />,
                  panel: { role: 'group', 'aria-labelledby': more.toggleId, ...more.contentProps },
                }
              : undefined,
          )}
    </div>
  );
}
