import { useEffect, useMemo } from 'react';
import { useOnDemandModule } from '../../shared/onDemandModule';
import type { DeliveriesGridStore } from '../model';
import { selectionRules } from './useGridSelection';

/**
 * The grid's one runner of bulk and row actions, made with the selection's rules: a grid
 * without selection or row actions (`enabled` false) fetches neither. A new selection starts
 * without the last action's outcome. Aborts a running action when the grid goes.
 */
export function useActionRunner(enabled: boolean, store: DeliveriesGridStore) {
  const rules = useOnDemandModule(selectionRules, enabled);
  const runner = useMemo(() => rules?.createActionRunner() ?? null, [rules]);
  useEffect(() => {
    if (!rules || !runner) return;
    const stop = rules.dismissOnNewSelection(
      runner,
      store.subscribe,
      () => store.get().selection?.value,
    );
    return () => {
      stop();
      runner.dispose();
    };
  }, [rules, runner, store]);
  return runner;
}
