import { Trans, useLingui } from '@lingui/react/macro';

/**
 * Under one of my group messages: "Read by N", or "Read by all" once every other member has read
 * it; a press opens who read it and who has not.
 */
export function ReadBy({
  count,
  memberCount,
  onOpen,
}: {
  count: number;
  memberCount: number;
  onOpen: () => void;
}) {
  const { t } = useLingui();
  const all = memberCount > 1 && count >= memberCount - 1;
  return (
    <button
      type="button"
      className={`btn-link chat-read group-read-by${all ? ' is-read' : ''}`}
      onClick={onOpen}
      aria-label={all ? t`Read by all: see who read it` : t`Read by ${count}: see who read it`}
      data-testid="group-read-by"
      data-count={count}
      data-all={all}
    >
      {all ? <Trans>Read by all</Trans> : <Trans>Read by {count}</Trans>}
    </button>
  );
}
