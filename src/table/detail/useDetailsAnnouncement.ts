import { useState } from 'react';

/**
 * What the details' polite live region says: nothing when they open (focus goes to their
 * title, which is read), then after each move, by J or K or another row's button, `said` (the
 * delivery and its place on the page) as it was once the move landed: a refresh or a sort that
 * moves the delivery later is no move of the person's, and empties it quietly. Focus stays on the
 * title while its text changes, which screen readers do not read again.
 */
export function useDetailsAnnouncement(openId: string, said: string): string {
  const [shown, setShown] = useState(openId);
  // What the last move said; null while its place is not known yet (J onto a page loading).
  const [heard, setHeard] = useState<string | null>('');
  // Adjusted while rendering, as React advises for state that follows a prop.
  if (shown !== openId) {
    setShown(openId);
    setHeard(said || null);
  } else if (heard === null && said) setHeard(said);
  // Moved by a refresh or a sort: emptied, which is not read out, so a screen reader reading
  // the region finds no stale place ("4 of 10" when it is now 5 of 10).
  else if (heard && said !== heard) setHeard('');
  return heard ?? '';
}
