import { onDemandModule } from '../../shared/onDemandModule';
import { onDemandPart } from '../../shared/onDemandPart';

/** The details' chunk: the panel and the rows' "Show details" buttons, only with `detail`. */
export const detailParts = onDemandModule(() => import('./detailParts'));

/** The panel beside the rows, with "Retry" if its chunk cannot be fetched. */
export const detailPanel = onDemandPart(() =>
  detailParts.load().then((parts) => parts.DetailPanel),
);
