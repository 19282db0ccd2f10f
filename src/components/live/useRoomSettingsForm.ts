import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import type { HouseConfig } from '../../../protocol/live';
import { call } from '../../api/client';
import { messageFor, networkErrorMessage } from '../../i18n/errorMessages';
import { showToast } from '../../state/toasts';
import {
  refusedField,
  type RoomSettingsErrors,
  type RoomSettingsField,
  roomSettingsOf,
  type RoomSettingsValues,
  toUpdate,
  validateRoomSettings,
} from './roomSettings';

/**
 * The room settings form's state: values from the saved room, checks on submit (then on every
 * change of a checked field), the save with its busy state, and refusals on their field.
 */
export function useRoomSettingsForm(saved: HouseConfig, onSaved: (config: HouseConfig) => void) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<RoomSettingsValues>(() => roomSettingsOf(saved));
  const [errors, setErrors] = useState<RoomSettingsErrors>({});
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [coverBusy, setCoverBusy] = useState(false);
  const [formError, setFormError] = useState('');

  function set<K extends RoomSettingsField>(field: K, value: RoomSettingsValues[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) setErrors(validateRoomSettings(next));
    else if (errors[field]) setErrors({ ...errors, [field]: undefined });
  }

  async function submit() {
    setFormError('');
    setChecked(true);
    const found = validateRoomSettings(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || coverBusy) return;
    setBusy(true);
    try {
      const res = await call('houseConfigUpdate', toUpdate(values));
      if (res.success) {
        onSaved(res.data);
        setValues(roomSettingsOf(res.data));
        showToast(t`Room settings saved`, 'success');
        return;
      }
      const refused = refusedField(res);
      if (refused) setErrors({ ...found, [refused.field]: refused.message });
      setFormError(refused ? i18n._(refused.message) : messageFor(res));
    } catch {
      setFormError(networkErrorMessage());
    } finally {
      setBusy(false);
    }
  }

  const err = (field: RoomSettingsField) => {
    const descriptor = errors[field];
    return descriptor ? i18n._(descriptor) : undefined;
  };
  return { values, set, err, submit, busy, coverBusy, setCoverBusy, formError };
}
