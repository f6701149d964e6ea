import { withDefaults } from '../../shared/withDefaults';
import {
  defaultDeliveriesSelectionMessages,
  type DeliveriesSelectionMessages,
} from '../../selection/messages';

const resolved = new WeakMap<object, DeliveriesSelectionMessages>();

/** The host's selection messages over the defaults, made once per `messages.selection` object. */
export function selectionMessagesOf(
  overrides: Partial<DeliveriesSelectionMessages> | undefined,
): DeliveriesSelectionMessages {
  if (!overrides) return defaultDeliveriesSelectionMessages;
  let messages = resolved.get(overrides);
  if (!messages) {
    messages = withDefaults(defaultDeliveriesSelectionMessages, overrides);
    resolved.set(overrides, messages);
  }
  return messages;
}
