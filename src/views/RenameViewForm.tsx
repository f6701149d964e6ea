import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { checkViewName, type ViewNameProblem } from './logic/viewName';
import type { DeliveriesSavedViewsMessages } from './messages';
import type { SavedDeliveriesView } from './types';
import { viewNameError } from './viewNameError';

interface RenameViewFormProps {
  view: SavedDeliveriesView;
  views: readonly SavedDeliveriesView[];
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
  views,
  canSave,
  messages,
  onRename,
  onCancel,
}: RenameViewFormProps) {
  const [text, setText] = useState(view.name);
  const [problem, setProblem] = useState<ViewNameProblem>();
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = `${useId()}-error`;

  useEffect(() => {
    inputRef.current?.select();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    const check = checkViewName(text, views, view.id);
    if (!check.ok) {
      setProblem(check.problem);
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
      <div className="dt-views-row">
        <input
          ref={inputRef}
          className="dt-input"
          type="text"
          autoComplete="off"
          aria-label={messages.newNameLabel(view.name)}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(undefined);
          }}
        />
        <button
          type="submit"
          className="dt-button dt-button-primary"
          aria-disabled={canSave ? undefined : true}
        >
          {messages.saveName}
        </button>
        <button type="button" className="dt-button" onClick={onCancel}>
          {messages.cancelRename}
        </button>
      </div>
      {problem && (
        <p id={errorId} className="dt-field-error">
          {viewNameError(problem, messages)}
        </p>
      )}
    </form>
  );
}
