import type { QueryStateLimits } from '../state/validation/queryStateLimits';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureReason } from './logic/failureReason';
import { readViewListing, type ReadViewListing } from './logic/readViewListing';
import { answeredInTime, ViewStoreNoAnswer } from './logic/storeAnswer';
import type { DeliveriesSavedViewsMessages } from './messages';
import { savedViewWrites, type RunViewWrite } from './savedViewWrites';
import { DeliveriesViewStorageError } from './storage/DeliveriesViewStorageError';
import type {
  DeliveriesViewStoreProblem,
  DeliveriesViewStorage,
  DeliveriesViewUnsaved,
} from './storage/viewStorage';
import type { SavedDeliveriesView } from './types';

/** A host store's call that may throw: in an effect, a throw would take the whole grid down. */
function hostCall<T>(call: () => T): T | undefined {
  try {
    return call();
  } catch {
    return undefined;
  }
}

const noEntries: readonly unknown[] = [];

/** Where reading the store stands. */
export type SavedViewsPhase = 'loading' | 'ready' | 'failed';

/** The saved views as the component shows them, and the store operations behind its buttons. */
export interface SavedViewsModel {
  phase: SavedViewsPhase;
  views: SavedDeliveriesView[];
  /** Views deleted since the list was opened, still restorable with "Undo". */
  deleted: SavedDeliveriesView[];
  /** Entries the store held that were not valid views. */
  dropped: number;
  /** Entries left out because an earlier one had their id. */
  repeated: number;
  /** Views the store gave an id of their own, as an earlier one had theirs. */
  repaired: number;
  problem: DeliveriesViewStoreProblem | undefined;
  /** Entries not read: the store holds more views than a list shows. */
  unlisted: number;
  /** Those entries, for the names a new name must not take (`unlistedNameKeys`). */
  unlistedEntries: readonly unknown[];
  /** Views saved here that the store could not keep, with why. */
  unsaved: readonly DeliveriesViewUnsaved[];
  /** A write is under way: another one is refused until it settles, with an alert saying so. */
  busy: boolean;
  /** The last failure, for the alert. */
  alert: string | undefined;
  /** The polite announcement, and a counter that changes with each one (so repeats are read). */
  announcement: { text: string; count: number };
  reload(): void;
  announce(text: string): void;
  /** Each resolves `true` once the store has the change, `false` when it refused (see `alert`). */
  save(view: SavedDeliveriesView, announcement: string): Promise<boolean>;
  rename(view: SavedDeliveriesView, name: string): Promise<boolean>;
  remove(view: SavedDeliveriesView): Promise<boolean>;
  restore(view: SavedDeliveriesView): Promise<boolean>;
  /** Forgets the restorable deleted views (when the list closes). */
  forgetDeleted(): void;
  showAlert(text: string | undefined): void;
}

/**
 * Reads the store on mount (and when it reports a change elsewhere) and writes through it,
 * keeping the shown list in step only once a write succeeded. A list read that began before a
 * write settled is not shown (it may lack the write): the store is read again after the write. `store` is read once: the
 * component is keyed to switch stores.
 *
 * @example
 * ```ts
 * const model = useSavedViews(localStorageViews(), defaultSavedViewsMessages);
 * if (model.phase === 'ready') await model.save(createSavedView(view, 'Late pallets'), 'Saved.');
 * ```
 */
export function useSavedViews(
  storage: DeliveriesViewStorage,
  messages: DeliveriesSavedViewsMessages,
  queryLimits?: QueryStateLimits,
): SavedViewsModel {
  const [store] = useState(storage);
  const [phase, setPhase] = useState<SavedViewsPhase>('loading');
  const [views, setViews] = useState<SavedDeliveriesView[]>([]);
  const [deleted, setDeleted] = useState<SavedDeliveriesView[]>([]);
  const [note, setNote] = useState<Omit<ReadViewListing, 'views'>>({ dropped: 0 });
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string>();
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const writing = useRef(false);
  // Bumps when a write starts and when it settles: a list asked for before then may miss it.
  const writeCount = useRef(0);
  // A load asked for mid-write, run once the write settles ('loud' shows loading and failures).
  const loadAfterWrite = useRef<'quiet' | 'loud'>(undefined);
  const mounted = useRef(true);
  const loads = useRef(0);
  // A loud load (first read, "Retry") not answered yet: a load that supersedes it is loud too.
  const loudLoad = useRef(false);
  // Loading reads the latest wording without re-reading the store when the wording changes.
  const latestMessages = useRef(messages);
  const latestLimits = useRef(queryLimits);
  useEffect(() => {
    latestMessages.current = messages;
    latestLimits.current = queryLimits;
  });

  const load = useCallback(
    function load(asked: boolean): void {
      // Else a notification during the first read would leave "Loading…" up if it failed.
      const quiet = asked && !loudLoad.current;
      loudLoad.current = !quiet;
      if (writing.current) {
        // The store may answer without the write under way: read it once the write settles.
        loadAfterWrite.current = quiet && loadAfterWrite.current !== 'loud' ? 'quiet' : 'loud';
        return;
      }
      const attempt = (loads.current += 1);
      const writesBefore = writeCount.current;
      const current = () => attempt === loads.current; // a later load (or unmount) supersedes this one
      // An answer from before a write would erase it from the list: read again after the write.
      const stale = () => writeCount.current !== writesBefore;
      // Through a promise, so a store that answers at once and one that throws behave alike.
      Promise.resolve()
        .then(() => answeredInTime(store.list()))
        // Read in the chain, so an answer that cannot be read fails the load (alert, Retry).
        .then((answer) => readViewListing(answer, latestLimits.current))
        .then(
          (listing) => {
            if (!current()) return;
            if (stale()) return load(quiet);
            loudLoad.current = false;
            const { views: listed, ...listingNote } = listing;
            setViews(listed);
            setNote(listingNote);
            setPhase('ready');
            if (!quiet) setAlert(undefined);
          },
          (error: unknown) => {
            if (!current()) return;
            if (stale()) return load(quiet);
            loudLoad.current = false;
            if (quiet) return;
            const wording = latestMessages.current;
            setPhase('failed');
            setAlert(wording.loadFailed(failureReason(error, wording)));
          },
        );
    },
    [store],
  );

  useEffect(() => {
    mounted.current = true;
    load(false);
    // A change made elsewhere (another tab) is read without a loading state or an alert. A
    // host's store that cannot be subscribed to is read when the list opens, as one without.
    const unsubscribe = hostCall(() => store.subscribe?.(() => load(true)));
    return () => {
      mounted.current = false;
      loads.current += 1;
      loadAfterWrite.current = undefined;
      loudLoad.current = false;
      if (typeof unsubscribe === 'function') hostCall(unsubscribe);
    };
  }, [store, load]);

  const write = useCallback<RunViewWrite>(
    async (work, onDone, failed) => {
      if (writing.current) {
        // One write at a time; the one refused says so rather than vanish.
        setAlert(failed(messages.writeBusy));
        return false;
      }
      writing.current = true;
      writeCount.current += 1;
      setBusy(true);
      setAlert(undefined);
      // Followed past its time: a late answer is read as the store's (the list read again), so
      // a view kept late is listed and its name taken.
      let pending: Promise<void> | undefined;
      try {
        pending = Promise.resolve(work());
        await answeredInTime(pending);
        onDone();
        // Unreadable text is replaced by a write; entries that are not valid views stay stored.
        setNote(({ problem: _replaced, ...last }) => last);
        return true;
      } catch (error) {
        const conflict = error instanceof DeliveriesViewStorageError && error.kind === 'conflict';
        setAlert(failed(conflict ? messages.storageConflict : failureReason(error, messages)));
        // The view changed elsewhere: show what the store holds now (read once this write settles).
        if (conflict) load(true);
        if (error instanceof ViewStoreNoAnswer) {
          const reread = () => mounted.current && load(true);
          void pending?.then(reread, reread);
        }
        return false;
      } finally {
        writing.current = false;
        writeCount.current += 1;
        setBusy(false);
        const pending = loadAfterWrite.current;
        loadAfterWrite.current = undefined;
        if (pending && mounted.current) load(pending === 'quiet');
      }
    },
    [messages, load],
  );

  const forgetDeleted = useCallback(() => setDeleted([]), []);
  const announce = useCallback(
    (text: string) => setAnnouncement((last) => ({ text, count: last.count + 1 })),
    [],
  );

  return {
    phase,
    views,
    deleted,
    dropped: note.dropped,
    repeated: note.repeated ?? 0,
    repaired: note.repaired ?? 0,
    problem: note.problem,
    unlisted: note.unlisted ?? 0,
    unlistedEntries: note.unlistedEntries ?? noEntries,
    unsaved: note.unsaved ?? [],
    busy,
    alert,
    announcement,
    reload: () => {
      setPhase('loading');
      setAlert(undefined);
      load(false);
    },
    announce,
    showAlert: setAlert,
    ...savedViewWrites({ store, views, write, setViews, setDeleted, announce, messages }),
    forgetDeleted,
  };
}
