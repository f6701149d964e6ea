import { useFormContext, useWatch } from 'react-hook-form';
import type { FilterFormValues } from '../logic/types';
import type { FilterPanelMessages } from '../messages';
import { cx } from '../../shared/cx';

/**
 * "Status match: is / is not" before the statuses: "is not" leaves the chosen ones out, sent
 * as the other statuses the host lists, which the note under it says.
 */
export function StatusModeSelect({
  id,
  messages,
  className,
}: {
  id: string;
  messages: FilterPanelMessages;
  className?: string | undefined;
}) {
  const { register, control } = useFormContext<FilterFormValues>();
  const mode = useWatch({ control, name: 'statusMode' });
  const noteId = `${id}-note`;
  return (
    <div className={cx('dt-field', className)}>
      <label className="dt-label" htmlFor={id}>
        {messages.statusMode}
      </label>
      <select
        id={id}
        className="dt-input"
        {...register('statusMode')}
        aria-describedby={mode === 'not' ? noteId : undefined}
      >
        <option value="is">{messages.statusIs}</option>
        <option value="not">{messages.statusIsNot}</option>
      </select>
      {mode === 'not' && (
        <p id={noteId} className="dt-hint">
          {messages.excludedStatusNote}
        </p>
      )}
    </div>
  );
}
