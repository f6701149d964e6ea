import { get, useController, useFormContext, type FieldError } from 'react-hook-form';
import type { FilterFormValues } from '../logic/types';
import type { FilterPanelMessages } from '../messages';
import { TagsField } from './TagsField';

interface TagsControlProps {
  id: string;
  messages: FilterPanelMessages;
  maxTags: number;
  maxTagLength: number;
  className?: string;
  chipsClassName?: string;
}

/** Binds the draft's tags (and the text typed after them) to a {@link TagsField}. */
export function TagsControl({
  id,
  messages,
  maxTags,
  maxTagLength,
  className,
  chipsClassName,
}: TagsControlProps) {
  const { control, trigger, formState } = useFormContext<FilterFormValues>();
  const { field: tags } = useController({ control, name: 'tags' });
  const { field: text } = useController({ control, name: 'entry.tags' });
  const errorOf = (name: string) =>
    (get(formState.errors, name) as FieldError | undefined)?.message;
  return (
    <TagsField
      id={id}
      label={messages.tags}
      tags={tags.value}
      onTagsChange={tags.onChange}
      text={text.value}
      onTextChange={text.onChange}
      onCommitted={() => void trigger(['entry.tags', 'tags'])}
      maxTags={maxTags}
      maxTagLength={maxTagLength}
      hint={messages.tagsHint}
      error={errorOf('entry.tags') ?? errorOf('tags')}
      onBlur={text.onBlur}
      inputRef={(element) => {
        tags.ref(element);
        text.ref(element);
      }}
      messages={messages}
      className={className}
      chipsClassName={chipsClassName}
    />
  );
}
