import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ViewNameCheck, ViewNameProblem } from './logic/viewName';
import type { DeliveriesSavedViewsMessages } from './messages';
import type { SavedDeliveriesView } from './types';
import { viewNameError } from './viewNameError';
import { ViewNameEntry } from './ViewNameEntry';

interface RenameViewFormProps {
  view: SavedDeliveriesView;
  /** The name check against the saved views (those the list leaves out too). */
  checkName: (raw: string, exceptId?: string) => ViewNameCheck;
  canSave: boolean;
  messages: DeliveriesSavedViewsMessages;
  /** Resolves `true` once stored; the form stays open with the typed name otherwise. */
  onRename(name: string): Promise<boolean>;
  onCancel(): void;
}

/**
 * A view's name made editable in its row: Enter (or "Save name") keeps it, Escape (or
 * "Cancel") leaves it; the same checks as saving, the view's own name excepted.
 */
export function RenameViewForm({
  view,
  checkName,
  canSave,
  messages,
  onRename,
  onCancel,
}: RenameViewFormProps) {
  const [text, setText] = useState(view.name);
  const [problem, setProblem] = useState<ViewNameProblem>();
  // Each refusal is a new alert, so the same message twice is said twice.
  const [refusals, setRefusals] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = `${useId()}-error`;

  useEffect(() => {
    inputRef.current?.select();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSave) return;
    const check = checkName(text, view.id);
    if (!check.ok) {
      setProblem(check.problem);
      setRefusals((count) => count + 1);
      // Back to the name to fix it, wherever the submit came from; the message describes it.
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    if (check.name === view.name) {
      onCancel();
      return;
    }
    await onRename(check.name);
  };

  return (
    <form
      className="dt-views-rename"
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Escape leaves the rename only, not the whole list.
        event.stopPropagation();
        onCancel();
      }}
    >
      <ViewNameEntry
        inputRef={inputRef}
        label={messages.newNameLabel(view.name)}
        value={text}
        problemId={problem ? errorId : undefined}
        onChange={(typed) => {
          setText(typed);
          setProblem(undefined);
        }}
        canSave={canSave}
        submitLabel={messages.saveName}
      >
        <button type="button" className="dt-button" onClick={onCancel}>
          {messages.cancelRename}
        </button>
      </ViewNameEntry>
      {problem && (
        <p key={refusals} id={errorId} className="dt-field-error" role="alert">
          {viewNameError(problem, messages)}
        </p>
      )}
    </form>
  );
}
