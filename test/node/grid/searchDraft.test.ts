import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFilterLanguage } from '@src/grid/search/filterLanguage';
import { createSearchDraft } from '@src/grid/search/searchDraft';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function draftSending() {
  const sent: string[] = [];
  const draft = createSearchDraft();
  draft.configure({ debounceMs: 300, send: (text) => sent.push(text) });
  return { draft, sent };
}

describe("the quick search's draft", () => {
  it('sends what was typed once, after the quiet, and at once on submit', () => {
    const { draft, sent } = draftSending();
    draft.type('b');
    draft.type('be');
    vi.advanceTimersByTime(299);
    draft.type('berlin');
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(300);
    expect(sent).toEqual(['berlin']);
    draft.follow('berlin');
    draft.type('berlin ');
    vi.advanceTimersByTime(1000);
    // Spaces alone are not a new search.
    expect(sent).toEqual(['berlin']);
    draft.type('hamburg');
    draft.submit();
    expect(sent).toEqual(['berlin', 'hamburg']);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual(['berlin', 'hamburg']);
  });

  it('shows a search set from outside, keeps the spaces of its own, and drops a pending send', () => {
    const { draft, sent } = draftSending();
    const heard = vi.fn();
    draft.subscribe(heard);
    draft.type('dhl');
    draft.follow('ups');
    draft.notify();
    expect(draft.get()).toBe('ups');
    expect(heard).toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([]);
    draft.type('ups ');
    draft.follow('ups');
    expect(draft.get()).toBe('ups ');
    const unmount = draft.mount();
    draft.type('fedex');
    unmount();
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([]);
  });

  it('sends, once mounted again, what a hide dropped; nothing it already sent', () => {
    const { draft, sent } = draftSending();
    let unmount = draft.mount();
    draft.type('berlin');
    // Hidden by the host (<Activity>) within the quiet: nothing goes while hidden.
    unmount();
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([]);
    unmount = draft.mount();
    vi.advanceTimersByTime(300);
    expect(sent).toEqual(['berlin']);
    draft.follow('berlin');
    unmount();
    draft.mount();
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual(['berlin']);
  });

  it('keeps what was typed after a send when that search comes into force', () => {
    const { draft, sent } = draftSending();
    draft.type('DL');
    vi.advanceTimersByTime(300);
    expect(sent).toEqual(['DL']);
    // A key typed before the grid renders the search it sent (a slow render, a chunk mounting).
    draft.type('DLV');
    draft.follow('DL');
    expect(draft.get()).toBe('DLV');
    vi.advanceTimersByTime(300);
    expect(sent).toEqual(['DL', 'DLV']);
    // Once in force, a later change from outside to that same text is the host's: shown.
    draft.follow('DLV');
    draft.type('DLVX');
    draft.follow('');
    draft.follow('DL');
    expect(draft.get()).toBe('DL');
  });

  it('shows its own search when nothing typed since waits to go (a host that was slow or said no)', () => {
    const { draft, sent } = draftSending();
    draft.type('DL');
    vi.advanceTimersByTime(300);
    // Back to the search in force before the host took "DL": nothing to send, so nothing waits.
    draft.type('');
    draft.follow('DL');
    expect(draft.get()).toBe('DL');
    // A host that refused "DL", then a link that sets it: the box shows it.
    const refused = draftSending();
    refused.draft.type('DL');
    vi.advanceTimersByTime(300);
    refused.draft.type('');
    vi.advanceTimersByTime(300);
    refused.draft.follow('DL');
    expect(refused.draft.get()).toBe('DL');
    expect([sent, refused.sent]).toEqual([['DL'], ['DL']]);
  });

  it('with the filter language on, holds text with field words: Enter runs it, plain text is sent', () => {
    const sent: string[] = [];
    const run = vi.fn();
    const draft = createSearchDraft();
    const language = createFilterLanguage(draft);
    draft.configure({ debounceMs: 300, send: (text) => sent.push(text), run });
    draft.type('status:delivered x');
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([]);
    expect(language.get()).toMatchObject({ pending: 'status:delivered x', problems: [] });
    draft.submit();
    expect(run).toHaveBeenCalledWith('status:delivered x');
    draft.type('10:30 x');
    expect(language.get().pending).toBeNull();
    vi.advanceTimersByTime(300);
    expect(sent).toEqual(['10:30 x']);
  });

  it('with the filter language on, shows a search it would read as field words as one phrase', () => {
    const sent: string[] = [];
    const draft = createSearchDraft();
    draft.configure({ debounceMs: 300, send: (text) => sent.push(text), run: vi.fn() });
    // From a link: the box shows it quoted, so Enter searches it again instead of reading it.
    draft.follow('note: 10:30');
    expect(draft.get()).toBe('"note: 10:30"');
    draft.mount();
    draft.submit();
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([]);
    draft.type('"note: 10:30" x');
    vi.advanceTimersByTime(300);
    expect(sent).toEqual(['note: 10:30 x']);
    // A plain search, or any search with the language off, is shown as it is.
    draft.follow('10:30');
    expect(draft.get()).toBe('10:30');
    const plain = createSearchDraft();
    plain.configure({ debounceMs: 300, send: () => undefined });
    plain.follow('note: 10:30');
    expect(plain.get()).toBe('note: 10:30');
  });
});
