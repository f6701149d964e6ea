import { failureReason } from './logic/failureReason';
import { maxListedViews } from './logic/readViewListing';
import type { DeliveriesSavedViewsMessages } from './messages';
import { DeliveriesViewStorageError } from './storage/DeliveriesViewStorageError';
import type { SavedViewsModel } from './useSavedViews';

interface SavedViewsNotesProps {
  model: Pick<
    SavedViewsModel,
    | 'phase'
    | 'busy'
    | 'alert'
    | 'dropped'
    | 'repeated'
    | 'repaired'
    | 'problem'
    | 'unlisted'
    | 'unsaved'
    | 'reload'
  >;
  messages: DeliveriesSavedViewsMessages;
}

/**
 * What the panel says about the store: progress (a live status, always present so changes are
 * read), a failure (an alert, with "Retry" when loading failed) and why views are missing.
 */
export function SavedViewsNotes({ model, messages }: SavedViewsNotesProps) {
  const progress =
    model.phase === 'loading' ? messages.loading : model.busy ? messages.working : '';
  const storeNote =
    model.problem === 'unreadable'
      ? messages.storeUnreadable
      : model.problem === 'newer-version'
        ? messages.storeNewerVersion
        : model.problem === 'unavailable'
          ? messages.storeUnavailable
          : undefined;
  return (
    <>
      <p className="dt-views-progress" role="status">
        {progress}
      </p>
      {model.alert && (
        <div className="dt-alert" role="alert">
          <span className="dt-alert-message">{model.alert}</span>
          {model.phase === 'failed' && (
            <button type="button" className="dt-button" onClick={model.reload}>
              {messages.retry}
            </button>
          )}
        </div>
      )}
      {storeNote && <p className="dt-views-note">{storeNote}</p>}
      {model.unsaved.map(({ name, kind }, index) => (
        // An alert: the view exists only in this tab until a later write stores it.
        <p key={`${index}:${name}`} className="dt-views-note" role="alert">
          {messages.notSavedAgain(
            name,
            failureReason(new DeliveriesViewStorageError(kind), messages),
          )}
        </p>
      ))}
      {model.dropped > 0 && <p className="dt-views-note">{messages.droppedViews(model.dropped)}</p>}
      {model.repaired > 0 && (
        <p className="dt-views-note">{messages.repairedViewIds(model.repaired)}</p>
      )}
      {model.repeated > 0 && (
        <p className="dt-views-note">{messages.repeatedViewIds(model.repeated)}</p>
      )}
      {model.unlisted > 0 && (
        <p className="dt-views-note">{messages.unlistedViews(maxListedViews)}</p>
      )}
    </>
  );
}
