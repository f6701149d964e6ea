import { useEffect, useMemo } from 'react';
import { useOnDemandModule } from '../../shared/onDemandModule';
import { selectionRules } from './useGridSelection';

/**
 * The grid's one runner of bulk and row actions, made with the selection's rules: a grid
 * without selection or row actions (`enabled` false) fetches neither. Aborts a running action
 * when the grid goes.
 */
export function useActionRunner(enabled: boolean) {
  const rules = useOnDemandModule(selectionRules, enabled);
  const runner = useMemo(() => rules?.createActionRunner() ?? null, [rules]);
  useEffect(() => () => runner?.dispose(), [runner]);
  return runner;
}
