import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

import type { UserInfo } from '../../../protocol/account';
import type { Language } from '../../../protocol/language';
import { formatDate, formatNumber } from '../../i18n/format';
import { ProfileEditForm } from '../centre/profile/ProfileEditForm';
import { hasAnchorProfile } from '../centre/profile/profileValues';
import { Avatar } from '../ui/Avatar';
import { UserInfoBadges } from './UserInfoBadges';

/** 'YYYY-MM-DD' as a UTC date, or null when it is not one. */
function parseBirthday(value: string | null): Date | null {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!m) return null;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="info-row" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * /user/info/basic: avatar, names, role and anchor status, phone and the profile of the registration;
 * "Edit profile" turns it into the form (ProfileEditForm), and back after a save or a cancel.
 */
export function UserInfoBasic({ user, language }: { user: UserInfo; language: Language }) {
  const { t } = useLingui();
  const profileId = useId();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // Back from the form: the keyboard is where it left the page.
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  if (editing) {
    return (
      <ProfileEditForm
        user={user}
        onDone={() => {
          returnFocus.current = true;
          setEditing(false);
        }}
      />
    );
  }
  const anchorProfile = hasAnchorProfile(user);
  const notSet = <span className="info-empty">{t`Not set`}</span>;
  const genders = { male: t`Male`, female: t`Female`, secret: t`Secret` };
  const emotions = { single: t`Single`, inLove: t`In love` };
  const birthday = parseBirthday(user.birthday);
  const region = [user.province, user.city].filter((part) => part.trim() !== '').join(' · ');
  const height = user.height === null ? null : formatNumber(language, user.height);
  const weight = user.weight === null ? null : formatNumber(language, user.weight);

  return (
    <div className="user-basic" data-testid="user-basic">
      <div className="user-basic-head">
        <Avatar src={user.avatar} name={user.nickname || user.username} size={80} />
        <div className="user-basic-names">
          <h2 data-testid="user-nickname">{user.nickname || user.username}</h2>
          <p className="user-basic-username">@{user.username}</p>
          <UserInfoBadges role={user.role} anchorStatus={user.anchorStatus} />
        </div>
        <button
          type="button"
          className="btn btn-secondary user-basic-edit"
          ref={editButton}
          onClick={() => setEditing(true)}
          data-testid="profile-edit"
        >
          <Trans>Edit profile</Trans>
        </button>
      </div>
      <dl className="info-list">
        <Row label={t`Nickname`} testId="info-nickname">
          {user.nickname || notSet}
        </Row>
        <Row label={t`Username`} testId="info-username">
          {user.username}
        </Row>
        <Row label={t`Phone number`} testId="info-phone">
          {user.phone ? <span dir="ltr">{`+${user.areaCode} ${user.phone}`}</span> : notSet}
        </Row>
        <Row label={t`Gender`} testId="info-gender">
          {genders[user.gender]}
        </Row>
        <Row label={t`Birthday`} testId="info-birthday">
          {birthday ? formatDate(language, birthday, { dateStyle: 'long', timeZone: 'UTC' }) : notSet}
        </Row>
        <Row label={t`Region`} testId="info-region">
          {region || notSet}
        </Row>
        {anchorProfile ? (
          <>
            <Row label={t`Height`} testId="info-height">
              {height === null ? notSet : t`${height} cm`}
            </Row>
            <Row label={t`Weight`} testId="info-weight">
              {weight === null ? notSet : t`${weight} kg`}
            </Row>
            <Row label={t`Emotional status`} testId="info-emotion">
              {user.emotion ? emotions[user.emotion] : notSet}
            </Row>
          </>
        ) : null}
        <Row label={t`Hobbies`} testId="info-hobbies">
          {user.hobbies.length > 0 ? (
            <ul className="chip-list">
              {user.hobbies.map((hobby) => (
                <li key={hobby} className="chip">
                  {hobby}
                </li>
              ))}
            </ul>
          ) : (
            notSet
          )}
        </Row>
      </dl>
      <section className="user-basic-profile" aria-labelledby={profileId}>
        <h3 id={profileId}>
          <Trans>Personal profile</Trans>
        </h3>
        {user.profile.trim() ? (
          <p data-testid="info-profile">{user.profile}</p>
        ) : (
          <p className="info-empty">{t`Not set`}</p>
        )}
      </section>
    </div>
  );
}
