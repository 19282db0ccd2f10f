import { useLingui } from '@lingui/react/macro';

import type { RequestOf, ResponseOf } from '../../../../protocol/api';
import type { EndpointName } from '../../../../protocol/endpoints';
import { callData, errorText } from '../../../api/client';
import { showToast } from '../../../state/toasts';
import { invalidateGroup } from '../../groups/groupQueries';
import { useActionMutation } from '../../ui/useCallMutation';

/**
 * A change of the group settings: the call, then the group's loads asked again and a "Saved" toast;
 * a refusal shows translated. `done` runs after a success (close a dialog...).
 */
export function useGroupCall<N extends EndpointName>(
  name: N,
  groupID: string,
  done?: (data: ResponseOf<N>) => void,
  savedText?: string,
) {
  const { t } = useLingui();
  return useActionMutation((body: RequestOf<N>) => callData(name, body), {
    onSuccess: (data) => {
      void invalidateGroup(groupID);
      showToast(savedText ?? t`Saved`, 'success');
      done?.(data);
    },
    onError: (error) => showToast(errorText(error), 'error'),
  });
}
