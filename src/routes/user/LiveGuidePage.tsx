import { Trans } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';

import type { RichTextKey } from '../../../protocol/system';
import { LiveLayout } from '../../components/live/LiveLayout';
import type { LivePage } from '../../components/live/LiveNav';
import { RichTextDocument } from '../../components/ui/RichTextDocument';

const GUIDES = {
  '/user/tutorial': 'tutorial',
  '/user/specification': 'specification',
  '/user/question': 'question',
} as const satisfies Partial<Record<LivePage, RichTextKey>>;
type GuidePage = keyof typeof GUIDES;

/**
 * /user/tutorial, /user/specification, /user/question (§2): the anchor guides (live tutorial,
 * live rules, live FAQ) as rich text of the server, readable by everyone logged in.
 */
export function LiveGuidePage() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const page: GuidePage = pathname in GUIDES ? (pathname as GuidePage) : '/user/tutorial';
  return (
    <LiveLayout current={page}>
      {() => (
        <RichTextDocument docKey={GUIDES[page]} testId="guide">
          {page === '/user/question' ? null : (
            <p className="doc-other">
              <Link to="/user/question">
                <Trans>More questions? Read the live FAQ</Trans>
              </Link>
            </p>
          )}
        </RichTextDocument>
      )}
    </LiveLayout>
  );
}
