import { createExternalStore } from '../../shared/externalStore';
import type { SelectionInputs } from '../../selection/logic/selectionRuntime';
import type * as SelectionRules from '../../selection/logic/selectionRuntime';
import {
  noDeliveriesSelected,
  type DeliveriesSelection,
  type DeliveriesSelectionRuleActions,
} from '../../selection/types';
import type { DeliveriesEndedSelection } from '../../selection/logic/endedSelection';
import type { DeliveriesSelectionOptions } from '../../selection/options';
import type { DeliveriesGrid, DeliveriesGridStore } from '../model';

export type { DeliveriesGridStore } from '../model';
import type { DeliveriesGridSelection } from '../selection/selectionModel';

/** What the selection holds between renders: the value (unchecked if a host's) and its end. */
export interface SelectionHeld {
  raw: unknown;
  /** The last change ended a selection of every match (the search or filters changed). */
  ended: boolean;
  /** The selection of every match that ended, while it can be brought back. */
  endedQuery?: DeliveriesEndedSelection | null;
  /** Why `actions.set` refused a value, and the value it was refused on. */
  refusal?: { on: unknown; problem: string } | null;
}

/** What a render of the grid publishes: the model without its selection, and the selection's inputs. */
export interface GridFrame {
  grid: DeliveriesGrid;
  /** `null` while selection is off or its rules are on their way. */
  selection: {
    rules: typeof SelectionRules;
    inputs: Omit<SelectionInputs, 'change' | 'refused' | 'refuse'>;
    actions: DeliveriesGridSelection['actions'];
  } | null;
}

/**
 * The selection as the store merges it: the public slice, and what the model reads beside it
 * (a selection of every match that ends now, and the rules' actions on this very value).
 */
export interface MergedSelection extends DeliveriesGridSelection {
  endsNow: boolean;
  /** Still the selection the grid started with (a host's, a restored one): no change to say. */
  untouched: boolean;
  current: DeliveriesSelectionRuleActions;
}

/** The merged selection the store holds now, with its fields for the model. */
export const mergedSelectionOf = (store: DeliveriesGridStore) =>
  store.get().selection as MergedSelection | null;

/** The store and what its owner writes into it. */
export interface GridStoreInternals {
  store: DeliveriesGridStore;
  frame: ReturnType<typeof createExternalStore<GridFrame | null>>;
  held: ReturnType<typeof createExternalStore<SelectionHeld>>;
  /** The selection change the rules' actions make: the owner decides where it goes. */
  setChange: (change: (next: DeliveriesSelection) => void) => void;
}

/** What the selection holds before anything happens: the host's value, or its default. */
export function heldAtFirst(
  options: DeliveriesSelectionOptions | false | undefined,
): SelectionHeld {
  const settings = options || undefined;
  return { raw: settings?.value ?? settings?.defaultValue ?? noDeliveriesSelected, ended: false };
}

export function createGridStore(initial: SelectionHeld): GridStoreInternals {
  const frame = createExternalStore<GridFrame | null>(null);
  const held = createExternalStore<SelectionHeld>(initial);
  let change: (next: DeliveriesSelection) => void = () => undefined;
  const refuse = (problem: string) =>
    held.set({ ...held.get(), refusal: { on: held.get().raw, problem } });
  let merged: { frame: GridFrame; held: SelectionHeld; grid: DeliveriesGrid } | null = null;

  const get = (): DeliveriesGrid => {
    // Published by the root's render, before anything that holds the store can read it.
    const now = frame.get()!;
    const selection = held.get();
    if (merged && merged.frame === now && merged.held === selection) return merged.grid;
    const grid = now.selection
      ? {
          ...now.grid,
          // Worked out by the rules' code, there whenever a selection is (`GridFrame`).
          selection: now.selection.rules.shownSelection(
            selection,
            { ...now.selection.inputs, change: (next) => change(next), refuse },
            selection === initial,
            now.selection.actions,
          ) satisfies MergedSelection,
        }
      : now.grid;
    merged = { frame: now, held: selection, grid };
    return grid;
  };
  const subscribe = (listener: () => void) => {
    const fromFrame = frame.subscribe(listener);
    const fromHeld = held.subscribe(listener);
    return () => {
      fromFrame();
      fromHeld();
    };
  };
  return {
    store: { get, subscribe },
    frame,
    held,
    setChange: (next) => {
      change = next;
    },
  };
}
