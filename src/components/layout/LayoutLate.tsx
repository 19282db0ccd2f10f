import { MatchReminders } from '../match/MatchReminders';
import { UpdatePrompt } from '../pwa/UpdatePrompt';

/**
 * What the layout shows only later: the reminders of my bookings and the status toasts of the matches
 * I booked or watch (a reminder comes 5 minutes before kickoff, a toast with a change), the offer of a
 * new version (once its service worker is installed). Loaded by Layout once the first page has shown
 * what it loads, off the first route.
 */
export function LayoutLate() {
  return (
    <>
      <MatchReminders />
      <UpdatePrompt />
    </>
  );
}
