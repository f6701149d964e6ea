import { useId, useState, type FormEvent, type Ref } from 'react';
import { normalizeViewName, type ViewNameCheck, type ViewNameProblem } from './logic/viewName';
import type { DeliveriesSavedViewsMessages } from './messages';
import type { SavedDeliveriesView } from './types';
import { viewNameError } from './viewNameError';
import { ViewNameEntry } from './ViewNameEntry';

interface SaveViewFormProps {
  /** The name check against the saved views (those the list leaves out too). */
  checkName: (raw: string, exceptId?: string) => ViewNameCheck;
  /** Saving waits for the list (names must be checked against it) and for a write under way. */
  canSave: boolean;
  messages: DeliveriesSavedViewsMessages;
  inputRef: Ref<HTMLInputElement>;
  /** Each resolves `true` once stored; the typed name is kept otherwise. */
  onSave(name: string): Promise<boolean>;
  onReplace(existing: SavedDeliveriesView, name: string): Promise<boolean>;
}

/**
 * "Save current view": a name, checked on submit (empty, too long, taken), and "Save view".
 * A taken name offers "Replace “…”" next to its message, so overwriting is always a choice.
 */
export function SaveViewForm({
  checkName,
  canSave,
  messages,
  inputRef,
  onSave,
  onReplace,
}: SaveViewFormProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<ViewNameProblem>();
  // Each refusal is a new alert, so the same message twice is said twice.
  const [refusals, setRefusals] = useState(0);
  const id = useId();
  const titleId = `${id}-title`;
  const errorId = `${id}-error`;

  const settle = (stored: boolean) => {
    if (!stored) return;
    setText('');
    setProblem(undefined);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSave) return;
    const check = checkName(text);
    if (!check.ok) {
      setProblem(check.problem);
      setRefusals((count) => count + 1);
      // Back to the name to fix it, wherever the submit came from; the message describes it.
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    setProblem(undefined);
    settle(await onSave(check.name));
  };

  return (
    <form className="dt-views-form" aria-labelledby={titleId} noValidate onSubmit={submit}>
      <p id={titleId} className="dt-views-title">
        {messages.saveTitle}
      </p>
      <div className="dt-field">
        <label className="dt-label" htmlFor={`${id}-name`}>
          {messages.nameLabel}
        </label>
        <ViewNameEntry
          inputRef={inputRef}
          id={`${id}-name`}
          value={text}
          problemId={problem ? errorId : undefined}
          onChange={(typed) => {
            setText(typed);
            setProblem(undefined);
          }}
          canSave={canSave}
          submitLabel={messages.saveView}
        />
        {problem && (
          <div className="dt-views-row">
            <p key={refusals} id={errorId} className="dt-field-error" role="alert">
              {viewNameError(problem, messages)}
            </p>
            {problem.kind === 'taken' && (
              <button
                type="button"
                className="dt-button"
                aria-disabled={canSave ? undefined : true}
                onClick={async () => {
                  if (!canSave) return;
                  settle(await onReplace(problem.existing, normalizeViewName(text)));
                }}
              >
                {messages.replaceView(problem.existing.name)}
              </button>
            )}
          </div>
        )}
      </div>
    </form>
  );
}
