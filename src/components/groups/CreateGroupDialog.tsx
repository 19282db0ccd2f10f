import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';

import type { FriendRow } from '../../../protocol/friend';
import { GROUP_NAME_MAX } from '../../../protocol/groupConstants';
import { errorText } from '../../api/client';
import { FriendPickList } from '../chat/actions/FriendPickList';
import { Dialog } from '../ui/Dialog';
import { useCallMutation } from '../ui/useCallMutation';
import { ImageField } from '../upload/ImageField';
import { createGroupForm, type CreateGroupValues, groupFormMessage } from './groupForms';
import { invalidateGroup } from './groupQueries';
import { useOpenGroup } from './useOpenGroup';

const EMPTY: CreateGroupValues = { name: '', avatar: null, joinVerification: true, memberUserIDs: [] };

/**
 * Create a group (§5): a name (at most 30), an optional square avatar, join verification (on by
 * default) and at least one friend from the address book. The server's refusal shows translated;
 * on success the new group's conversation opens.
 */
export function CreateGroupDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const nameId = useId();
  const errorId = useId();
  const openGroup = useOpenGroup();
  const [picked, setPicked] = useState<ReadonlyMap<string, FriendRow>>(new Map());
  const [uploading, setUploading] = useState(false);
  const { control, handleSubmit, setValue, formState, register } = useForm<CreateGroupValues>({
    defaultValues: EMPTY,
    resolver: zodResolver(createGroupForm),
  });
  const create = useCallMutation('groupCreate', {
    onSuccess: (detail) => {
      void invalidateGroup(detail.group.groupID);
      onClose();
      openGroup(detail.group);
    },
  });
  const fieldText = (message: string | undefined) => {
    const descriptor = groupFormMessage(message);
    return descriptor ? i18n._(descriptor) : message;
  };
  const nameError = fieldText(formState.errors.name?.message);
  const membersError = fieldText(formState.errors.memberUserIDs?.message);

  function toggle(friend: FriendRow) {
    const next = new Map(picked);
    if (next.has(friend.appNumber)) next.delete(friend.appNumber);
    else next.set(friend.appNumber, friend);
    setPicked(next);
    setValue(
      'memberUserIDs',
      [...next.values()].map((f) => f.uid),
      { shouldValidate: formState.isSubmitted },
    );
  }

  const onSubmit = handleSubmit((values) => {
    const body = createGroupForm.parse(values);
    create.mutate(body);
  });

  return (
    <Dialog
      title={t`Create group`}
      onClose={onClose}
      testId="create-group-dialog"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="submit"
            form={`${nameId}-form`}
            className="btn btn-primary"
            disabled={create.isPending || uploading}
            data-testid="create-group-submit"
          >
            {create.isPending ? t`Creating…` : t`Create (${picked.size})`}
          </button>
        </>
      }
    >
      <form id={`${nameId}-form`} className="group-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className={nameError ? 'field field-invalid' : 'field'}>
          <label htmlFor={nameId} className="field-label">
            <Trans>Group name</Trans>
          </label>
          <input
            id={nameId}
            {...register('name')}
            maxLength={GROUP_NAME_MAX}
            autoComplete="off"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${nameId}-error` : undefined}
            data-testid="create-group-name"
          />
          {nameError ? (
            <p
              className="field-error"
              role="alert"
              id={`${nameId}-error`}
              data-testid="create-group-name-error"
            >
              {nameError}
            </p>
          ) : null}
        </div>
        <Controller
          control={control}
          name="avatar"
          render={({ field }) => (
            <ImageField
              value={field.value}
              onChange={field.onChange}
              onBusyChange={setUploading}
              uploadType="avatar"
              fileName="group-avatar.jpg"
              round
              testId="create-group-avatar"
              texts={{
                label: t`Group avatar (optional)`,
                hint: t`A square picture; PNG, JPEG or WebP`,
                cropTitle: t`Crop the group avatar`,
                previewAlt: t`Group avatar`,
                uploading: t`Uploading the avatar…`,
                uploaded: t`Avatar uploaded`,
              }}
            />
          )}
        />
        <label className="switch-row">
          <span>
            <Trans>Join verification</Trans>
            <small className="group-hint">
              <Trans>People joining by link give a reason and wait for the owner or an admin.</Trans>
            </small>
          </span>
          <input
            type="checkbox"
            role="switch"
            className="switch"
            {...register('joinVerification')}
            data-testid="create-group-verification"
          />
        </label>
        <fieldset className="group-pick" aria-describedby={membersError ? errorId : undefined}>
          <legend className="field-label">
            <Trans>Friends to add ({picked.size} chosen)</Trans>
          </legend>
          <FriendPickList chosen={new Set(picked.keys())} onPick={toggle} />
          {membersError ? (
            <p className="field-error" role="alert" id={errorId} data-testid="create-group-members-error">
              {membersError}
            </p>
          ) : null}
        </fieldset>
        {create.error ? (
          <p className="form-error" role="alert" data-testid="create-group-error">
            {errorText(create.error)}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
