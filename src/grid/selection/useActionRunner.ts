import { useEffect, useMemo } from 'react';
import { useOnDemandModule } from '../../shared/onDemandModule';
import type { DeliveriesGridStore } from '../model';
import { selectionRules } from './useGridSelection';

/** Whether anything is ticked now: a selection of every match, or at least one code. */
const selectsAnything = (store: DeliveriesGridStore) => {
  const value = store.get().selection?.value;
  return !!value && (value.kind === 'query' || value.codes.length > 0);
};

/**
 * The grid's one runner of bulk and row actions, made with the selection's rules: a grid
 * without selection or row actions (`enabled` false) fetches neither. A new selection starts
 * without the last action's outcome (it was about other deliveries). Aborts a running action
 * when the grid goes.
 */
export function useActionRunner(enabled: boolean, store: DeliveriesGridStore) {
  const rules = useOnDemandModule(selectionRules, enabled);
  const runner = useMemo(() => rules?.createActionRunner() ?? null, [rules]);
  useEffect(() => {
    if (!runner) return;
    let before = selectsAnything(store);
    const unsubscribe = store.subscribe(() => {
      const now = selectsAnything(store);
      if (now && !before) runner.dismiss();
      before = now;
    });
    return () => {
      unsubscribe();
      runner.dispose();
    };
  }, [runner, store]);
  return runner;
}
