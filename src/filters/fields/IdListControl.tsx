import { get, useController, useFormContext, type FieldError } from 'react-hook-form';
import type { FilterFormValues, FilterOptionSource, IdListField } from '../logic/types';
import type { FilterPanelMessages } from '../messages';
import { MultiSelectField } from './MultiSelectField';

export interface IdListControlProps {
  id: string;
  field: IdListField;
  label: string;
  source?: FilterOptionSource;
  /** Typed and pasted ids kept under `entry.<field>` until they become chips. */
  entry?: {
    name: 'entry.status' | 'entry.deliveryIds';
    minimum: number;
    maxIds: number;
    hint: string;
  };
  messages: FilterPanelMessages;
  locale?: string;
  className?: string;
  chipsClassName?: string;
}

/** Binds one id list of the draft (and its typed text, if any) to a {@link MultiSelectField}. */
export function IdListControl(props: IdListControlProps) {
  return props.entry ? <WithEntry {...props} entry={props.entry} /> : <WithoutEntry {...props} />;
}

function useListController(props: IdListControlProps) {
  const { control, formState } = useFormContext<FilterFormValues>();
  const { field } = useController({ control, name: props.field });
  const errorOf = (name: string) =>
    (get(formState.errors, name) as FieldError | undefined)?.message;
  return { field, errorOf };
}

function WithoutEntry(props: IdListControlProps) {
  const { field, errorOf } = useListController(props);
  return (
    <MultiSelectField
      id={props.id}
      label={props.label}
      selected={field.value}
      onSelectedChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      source={props.source}
      error={errorOf(props.field)}
      messages={props.messages}
      locale={props.locale}
      className={props.className}
      chipsClassName={props.chipsClassName}
    />
  );
}

function WithEntry(
  props: IdListControlProps & { entry: NonNullable<IdListControlProps['entry']> },
) {
  const { control, trigger } = useFormContext<FilterFormValues>();
  const { field, errorOf } = useListController(props);
  const { field: text } = useController({ control, name: props.entry.name });
  return (
    <MultiSelectField
      id={props.id}
      label={props.label}
      selected={field.value}
      onSelectedChange={field.onChange}
      onBlur={text.onBlur}
      inputRef={(element) => {
        field.ref(element);
        text.ref(element);
      }}
      source={props.source}
      entry={{
        text: text.value,
        onTextChange: text.onChange,
        minimum: props.entry.minimum,
        maxIds: props.entry.maxIds,
        onCommitted: () => void trigger([props.entry.name, props.field]),
      }}
      hint={props.entry.hint}
      error={errorOf(props.entry.name) ?? errorOf(props.field)}
      messages={props.messages}
      locale={props.locale}
      className={props.className}
      chipsClassName={props.chipsClassName}
    />
  );
}
