import { lazy, Suspense } from 'react';

// Like ModifyPasswordForm: the form and its zod load when it opens, not with the user menu.
const Body = lazy(() => import('./ModifyPhoneFormBody').then((m) => ({ default: m.ModifyPhoneFormBody })));

/** New phone plus the SMS code sent to it (§2 user menu and /user/info/modifyPhone). */
export function ModifyPhoneForm({ onDone }: { onDone?: () => void }) {
  return (
    <Suspense fallback={null}>
      <Body onDone={onDone} />
    </Suspense>
  );
}
