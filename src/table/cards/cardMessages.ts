import {
  defaultDeliveryCardMessages,
  type DeliveriesCardMessages,
} from '../../grid/cards/cardMessages';
import { withDefaults } from '../../shared/withDefaults';
import { useTableSelector } from '../gridContext';

const resolved = new WeakMap<object, DeliveriesCardMessages>();

/** The host's card messages over the defaults, made once per `messages.cards` object. */
export function useCardMessages(): DeliveriesCardMessages {
  const overrides = useTableSelector((frame) => frame.options.messages?.cards);
  if (!overrides) return defaultDeliveryCardMessages;
  let messages = resolved.get(overrides);
  if (!messages) {
    messages = withDefaults(defaultDeliveryCardMessages, overrides);
    resolved.set(overrides, messages);
  }
  return messages;
}
