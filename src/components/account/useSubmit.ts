import { useState } from 'react';

import type { Envelope } from '../../../protocol/envelope';
import { messageFor, networkErrorMessage } from '../../i18n/errorMessages';

/**
 * The submit cycle every account form shares: busy while the call runs, a translated refusal or
 * network error in `formError`, `onSuccess` with the data. Returns the envelope (undefined on a
 * network error) so a form can react to particular codes.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState('');

  async function submit<T>(
    run: () => Promise<Envelope<T>>,
    onSuccess: (data: T) => void | Promise<void>,
  ): Promise<Envelope<T> | undefined> {
    setFormError('');
    setBusy(true);
    try {
      const res = await run();
      if (res.success) await onSuccess(res.data);
      else setFormError(messageFor(res));
      return res;
    } catch {
      setFormError(networkErrorMessage());
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return { busy, formError, setFormError, submit };
}
