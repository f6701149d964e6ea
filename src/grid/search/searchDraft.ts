import { createExternalStore } from '../../shared/externalStore';
import { asPhrase, hasFieldWord, searchedText } from './language/hasFieldWord';

/**
 * What a person is typing into the quick search, before it is sent: the model keeps it and its
 * debounce, so the grid's box, a headless host's box and a card layout's box behave alike. A
 * store of its own: a keystroke renders the box, not the grid.
 *
 * @example
 * ```tsx
 * const text = useDeliveriesGridSelector(grid.search.draft, (draft) => draft);
 * <input value={text} onChange={(e) => grid.search.draft.type(e.target.value)}
 *   onKeyDown={(e) => e.key === 'Enter' && grid.search.draft.submit()} />;
 * ```
 */
export interface DeliveriesSearchDraft {
  /** The text in the box now. */
  get: () => string;
  subscribe: (listener: () => void) => () => void;
  /**
   * Text typed: shown at once, sent after `search.debounceMs` of quiet. Something that is not
   * text is sent at once, as `actions.search` takes it: the notices name it.
   */
  type: (text: string) => void;
  /**
   * Sends the text now (Enter), unless it is the search already. With the filter language on,
   * text holding field words (`status:`) is never sent as typed: Enter reads and applies it.
   */
  submit: () => void;
  /** Drops a send the debounce still holds (the box's text became filter words). */
  hold: () => void;
}

/** The draft with what its owner feeds it: the sent search, the debounce and how to send. */
export interface SearchDraftInternals extends DeliveriesSearchDraft {
  /** The search in force changed (a send, the host, a reset): the box shows it, spaces aside. */
  follow: (committed: string) => void;
  configure: (settings: {
    debounceMs: number;
    send: (text: string) => void;
    /** The filter language's run, when it is on. */
    run?: ((text: string) => unknown) | undefined;
  }) => void;
  /** Tells the box of a `follow` made while the grid rendered. */
  notify: () => void;
  /**
   * The grid's effect: on mount, and shown again after a host hid it (React's <Activity>),
   * sends what was typed and not sent; returns what drops a pending send, for an unmounted or
   * hidden grid sends nothing.
   */
  mount: () => () => void;
}

/** The draft of a grid whose search in force is first shown by `follow`, as its own text. */
export function createSearchDraft(): SearchDraftInternals {
  const text = createExternalStore('');
  let sent = '';
  let settings: Parameters<SearchDraftInternals['configure']>[0] = {
    debounceMs: 300,
    send: () => undefined,
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The text this box sent last, until it comes into force: keys typed meanwhile stay.
  let sentFromBox: string | undefined;
  const held = (now: string) => settings.run && hasFieldWord(now);
  // With the language on, double quotes keep a phrase's spaces: they are its, not searched.
  const searched = (now: string) => (settings.run ? searchedText(now) : now);
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  // Sent after the debounce's quiet, unless it is the search already or the language's words.
  const later = (now: string) => {
    cancel();
    if (searched(now).trim() !== sent.trim() && !held(now))
      timer = setTimeout(submit, settings.debounceMs);
  };
  const submit = () => {
    cancel();
    let now = text.get();
    if (held(now)) settings.run!(now);
    else if ((now = searched(now)).trim() !== sent.trim()) {
      sentFromBox = now;
      settings.send(now);
    }
  };
  return {
    get: text.get,
    subscribe: text.subscribe,
    type: (next) => {
      // Not text (a host's null): sent as given at once, for the state's check to name it.
      if (typeof next !== 'string') return settings.send(next);
      text.set(next);
      later(next);
    },
    submit,
    hold: cancel,
    follow: (next) => {
      if (next === sent) return;
      sent = next;
      const own = next.trim() === sentFromBox?.trim();
      sentFromBox = undefined;
      // The box's own search in force while what was typed since waits to go: that text stays.
      if (own && timer !== undefined) return;
      // A search sent from this text keeps the person's spaces; another one replaces it.
      // With the language on, a search it would read as field words is shown as one phrase.
      if (next.trim() !== searched(text.get()).trim()) {
        cancel();
        text.publish(settings.run ? asPhrase(next) : next);
      }
    },
    configure: (next) => {
      settings = next;
    },
    notify: text.notify,
    mount: () => (later(text.get()), cancel),
  };
}
