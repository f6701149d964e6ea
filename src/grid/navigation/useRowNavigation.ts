import { useState } from 'react';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import { createRowNavigation, type DeliveriesRowNavigation } from './rowNavigation';

/** The model's row navigation, a store of its own: focus moving renders nothing. */
export function useRowNavigation(rowKeys: readonly string[]): DeliveriesRowNavigation {
  const [navigation] = useState(() => createRowNavigation(rowKeys));
  navigation.follow(rowKeys);
  useClientLayoutEffect(() => navigation.notify());
  return navigation;
}
