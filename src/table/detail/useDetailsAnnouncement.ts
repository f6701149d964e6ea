import { useState } from 'react';

/**
 * What the details' polite live region says: nothing when they open (focus goes to their
 * title, which is read), then after each move, by J or K or another row's button, `said` (the
 * delivery and its place on the page). Focus stays on the title while its text changes, which
 * screen readers do not read again.
 */
export function useDetailsAnnouncement(openId: string, said: string): string {
  const [shown, setShown] = useState(openId);
  const [moved, setMoved] = useState(false);
  // Adjusted while rendering, as React advises for state that follows a prop.
  if (shown !== openId) {
    setShown(openId);
    setMoved(true);
  }
  return moved ? said : '';
}
