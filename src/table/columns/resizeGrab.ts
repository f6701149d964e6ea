import type { DeliveriesColumnSettings } from '../../state/columnSettings';
import type { GridStoreInternals } from '../../grid/store/gridStore';
import { shallowEqual } from '../../shared/useStoreSelector';

/** A keyboard grab of a handle: what Escape does to put the widths back. */
export interface ResizeGrab {
  putBack: () => void;
  /** A move of the grab asked for widths: the next ones drawn answer it. */
  moved: () => void;
  /** From the render that shows the grab: follows the widths drawn; stops when called back. */
  watch: () => () => void;
}

/**
 * The columns' widths at the grab, put back by Escape: a column sizing to its content does
 * again, and so do the others the first resize held. Read through the setter, which chains on
 * a change not drawn yet (keys taken at once as the moves' code comes). Widths drawn that do
 * not answer one of the grab's moves (a view or Back applied meanwhile) are where Escape goes
 * back to from then on; unchanged, the host hears nothing.
 *
 * @example
 * ```ts
 * const grab = grabOf(frame); // at Enter on a handle
 * grab.putBack(); // at Escape
 * ```
 */
export const grabOf = (frame: GridStoreInternals['frame']): ResizeGrab => {
  const { actions } = frame.get()!.grid;
  const drawn = () => frame.get()?.grid.columns.settings.widths;
  let back: DeliveriesColumnSettings['widths'] = {};
  actions.setColumnSettings((settings) => ((back = settings.widths), settings));
  let answering = false;
  return {
    moved: () => void (answering = true),
    watch: () => {
      let seen = drawn();
      answering = false;
      return frame.subscribe(() => {
        const now = drawn();
        if (!now || !seen || shallowEqual(now, seen)) return;
        seen = now;
        if (!answering) back = now;
        answering = false;
      });
    },
    putBack: () =>
      actions.setColumnSettings((settings) =>
        shallowEqual(settings.widths, back) ? settings : { ...settings, widths: back },
      ),
  };
};
