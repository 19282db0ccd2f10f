import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';

import type { GroupInfo } from '../../../../protocol/group';
import { GROUP_NAME_MAX, GROUP_NOTICE_MAX } from '../../../../protocol/groupConstants';
import { ImageField } from '../../upload/ImageField';
import { useGroupCall } from './useGroupCall';

/**
 * The group's own settings, each saved on its own: name, avatar (editInfo), notice (notice), join
 * verification (editInfo) and mute everyone (the owner).
 */
export function GroupInfoForm({
  group,
  mayEdit,
  mayNotice,
  isOwner,
}: {
  group: GroupInfo;
  mayEdit: boolean;
  mayNotice: boolean;
  isOwner: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const { groupID } = group;
  const [name, setName] = useState(group.name);
  const [notice, setNotice] = useState(group.notice);
  const [, setUploading] = useState(false);
  const setInfo = useGroupCall('groupSetInfo', groupID);
  const setAvatar = useGroupCall('groupSetAvatar', groupID);
  const muteAll = useGroupCall('groupMuteAll', groupID);

  return (
    <section className="group-section" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>
        <Trans>Group</Trans>
      </h3>
      {mayEdit ? (
        <form
          className="group-row-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim()) setInfo.mutate({ groupID, name: name.trim() });
          }}
        >
          <label htmlFor={`${id}-name`}>
            <Trans>Group name</Trans>
          </label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={GROUP_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            data-testid="group-name-input"
          />
          <button
            type="submit"
            className="btn btn-secondary btn-small"
            disabled={!name.trim() || setInfo.isPending}
          >
            <Trans>Save</Trans>
          </button>
        </form>
      ) : null}
      {mayEdit ? (
        <ImageField
          value={group.avatar}
          onChange={(url) => {
            if (url) setAvatar.mutate({ groupID, avatar: url });
          }}
          onBusyChange={setUploading}
          uploadType="avatar"
          fileName="group-avatar.jpg"
          round
          testId="group-avatar"
          texts={{
            label: t`Group avatar`,
            hint: t`A square picture; PNG, JPEG or WebP`,
            cropTitle: t`Crop the group avatar`,
            previewAlt: t`Group avatar`,
            uploading: t`Uploading the avatar…`,
            uploaded: t`Avatar uploaded`,
          }}
        />
      ) : null}
      {mayNotice ? (
        <form
          className="group-notice-form"
          onSubmit={(e) => {
            e.preventDefault();
            setInfo.mutate({ groupID, notice: notice.trim() });
          }}
        >
          <label htmlFor={`${id}-notice`}>
            <Trans>Group notice</Trans>
          </label>
          <textarea
            id={`${id}-notice`}
            value={notice}
            maxLength={GROUP_NOTICE_MAX}
            rows={4}
            onChange={(e) => setNotice(e.target.value)}
            data-testid="group-notice-input"
          />
          <span className="field-hint">
            {notice.length} / {GROUP_NOTICE_MAX}
          </span>
          <button
            type="submit"
            className="btn btn-secondary btn-small"
            disabled={setInfo.isPending}
            data-testid="group-notice-save"
          >
            <Trans>Publish notice</Trans>
          </button>
        </form>
      ) : null}
      {mayEdit ? (
        <label className="switch-row">
          <span>
            <Trans>Join verification</Trans>
          </span>
          <input
            type="checkbox"
            checked={group.joinVerification}
            disabled={setInfo.isPending}
            onChange={(e) => setInfo.mutate({ groupID, joinVerification: e.target.checked })}
            data-testid="group-verification"
          />
        </label>
      ) : null}
      {isOwner ? (
        <label className="switch-row">
          <span>
            <Trans>Mute everyone</Trans>
            <small className="group-hint">
              <Trans>Only the owner and admins can speak.</Trans>
            </small>
          </span>
          <input
            type="checkbox"
            checked={group.muteAll}
            disabled={muteAll.isPending}
            onChange={(e) => muteAll.mutate({ groupID, muted: e.target.checked })}
            data-testid="group-mute-all"
          />
        </label>
      ) : null}
    </section>
  );
}
