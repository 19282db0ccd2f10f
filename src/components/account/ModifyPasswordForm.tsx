import { lazy, Suspense } from 'react';

// The form checks its fields with the protocol's zod schemas: loaded when it opens, so the user
// menu of every page (in the entry) carries no zod.
const Body = lazy(() =>
  import('./ModifyPasswordFormBody').then((m) => ({ default: m.ModifyPasswordFormBody })),
);

/** Old password, new password, confirm (§2 user menu and /user/info/modifyPassword). */
export function ModifyPasswordForm({ onDone }: { onDone?: () => void }) {
  return (
    <Suspense fallback={null}>
      <Body onDone={onDone} />
    </Suspense>
  );
}
