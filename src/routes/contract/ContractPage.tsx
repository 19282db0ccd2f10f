import { Trans } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';

import type { RichTextKey } from '../../../protocol/system';
import { RichTextDocument } from '../../components/ui/RichTextDocument';

/** /user/contract/service and /user/contract/privacy: the agreement in the current language (§5). */
export function ContractPage() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const key: RichTextKey = pathname.endsWith('/privacy') ? 'privacy' : 'service';
  return (
    <RichTextDocument docKey={key} testId="contract">
      <p className="doc-other">
        {key === 'service' ? (
          <Link to="/user/contract/privacy">
            <Trans>Read the privacy agreement</Trans>
          </Link>
        ) : (
          <Link to="/user/contract/service">
            <Trans>Read the user agreement</Trans>
          </Link>
        )}
      </p>
    </RichTextDocument>
  );
}
