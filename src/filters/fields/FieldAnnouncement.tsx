import { useState } from 'react';

/**
 * What a field says in its polite live region: the values it just added or removed.
 *
 * @example
 * ```tsx
 * const announcement = useFieldAnnouncement();
 * announcement.say(messages.valueRemoved('DHL'));
 * <FieldAnnouncement text={announcement.text} />
 * ```
 */
export function useFieldAnnouncement() {
  const [text, setText] = useState('');
  return { text, say: setText };
}

/** The field's polite live region, present from the start so screen readers watch it. */
export function FieldAnnouncement({ text }: { text: string }) {
  return (
    <p className="dt-visually-hidden" role="status">
      {text}
    </p>
  );
}
