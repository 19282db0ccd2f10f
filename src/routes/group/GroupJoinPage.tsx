import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import type { ResponseOf } from '../../../protocol/api';
import { GROUP_JOIN_REASON_MAX, INVITE_CODE_PATTERN, INVITE_PATH } from '../../../protocol/groupConstants';
import { CallError, errorText } from '../../api/client';
import { groupFormMessage, joinReasonForm, type JoinReasonValues } from '../../components/groups/groupForms';
import { joinViewOfCard, joinViewOfCode, type JoinView } from '../../components/groups/groupJoin';
import { invalidateGroup } from '../../components/groups/groupQueries';
import { rememberLoginReturn } from '../../components/groups/loginReturn';
import { useOpenGroup } from '../../components/groups/useOpenGroup';
import { Avatar } from '../../components/ui/Avatar';
import { LoadError, LoadingBlock } from '../../components/ui/LoadState';
import { useCallQuery } from '../../components/ui/useCallQuery';
import { useCallMutation } from '../../components/ui/useCallMutation';
import { formatDate } from '../../i18n/format';
import { useStore } from '../../state/store';

const route = getRouteApi('/group/join');
type CodeInfo = ResponseOf<'groupCodeInfo'>;

/**
 * /group/join?type=1&inviter=…&code=… (an invite link or a scanned group QR code): the group's card
 * and inviter, then Join (or a reason and Send request where the group reviews joins), and what
 * came of it: waiting for review, joined, already a member, or why not (expired link, full or
 * dismissed group). A visitor is asked to log in first and comes back here.
 */
export function GroupJoinPage() {
  const { t } = useLingui();
  const { userInfo } = useStore();
  const navigate = useNavigate();
  const { code = '', inviter, type } = route.useSearch();
  const valid = INVITE_CODE_PATTERN.test(code);
  const info = useCallQuery('groupCodeInfo', { code }, { enabled: valid && userInfo !== null, staleTime: 0 });

  function logIn() {
    const query = new URLSearchParams({ type: type ?? '1', ...(inviter ? { inviter } : {}), code });
    rememberLoginReturn(`${INVITE_PATH}?${query.toString()}`);
    void navigate({ to: '/login' });
  }

  let body;
  if (!valid) body = <JoinProblem view="notFound" />;
  else if (!userInfo)
    body = (
      <div className="group-join-state" data-testid="group-join-login">
        <p>
          <Trans>Log in to see this group and join it.</Trans>
        </p>
        <button type="button" className="btn btn-primary" onClick={logIn} autoFocus>
          <Trans>Log in</Trans>
        </button>
      </div>
    );
  else if (info.data) body = <JoinCard info={info.data} code={code} />;
  else if (info.errorCode !== null && joinViewOfCode(info.errorCode) !== 'error')
    body = <JoinProblem view={joinViewOfCode(info.errorCode)} />;
  else if (info.error) body = <LoadError message={info.error} onRetry={info.reload} />;
  else body = <LoadingBlock label={t`Loading the group`} />;

  return (
    <main className="group-join-page" data-testid="group-join-page">
      <h1 className="page-title">
        <Trans>Join a group</Trans>
      </h1>
      <div className="card group-join-card" aria-live="polite">
        {body}
      </div>
    </main>
  );
}

/** Why this link cannot be used (or what already happened), as one sentence. */
function JoinProblem({ view }: { view: JoinView }) {
  const { t } = useLingui();
  const texts: Partial<Record<JoinView, string>> = {
    expired: t`This invite link has expired. Ask for a new one.`,
    full: t`This group is full.`,
    dismissed: t`This group was dismissed.`,
    notFound: t`This invite link is not valid.`,
  };
  return (
    <p className="group-join-state" role="alert" data-testid="group-join-problem" data-view={view}>
      {texts[view] ?? t`This invite link cannot be used.`}
    </p>
  );
}

/** The card of the group and the join action, then its outcome. */
function JoinCard({ info, code }: { info: CodeInfo; code: string }) {
  const { t, i18n } = useLingui();
  const { language } = useStore();
  const reasonId = useId();
  const openGroup = useOpenGroup();
  const { card, inviter } = info;
  const [outcome, setOutcome] = useState<JoinView | null>(null);
  const join = useCallMutation('groupJoin', {
    onSuccess: (res) => {
      void invalidateGroup(card.groupID);
      setOutcome(res.state === 'joined' ? 'member' : 'pending');
    },
    onError: (error) => {
      const view = error instanceof CallError ? joinViewOfCode(error.code) : 'error';
      if (view !== 'error') setOutcome(view);
    },
  });
  const { register, handleSubmit, formState } = useForm<JoinReasonValues>({
    defaultValues: { reason: '' },
    resolver: zodResolver(joinReasonForm),
  });
  const reasonDescriptor = groupFormMessage(formState.errors.reason?.message);
  const reasonError = reasonDescriptor ? i18n._(reasonDescriptor) : undefined;
  const view = outcome ?? joinViewOfCard(card);
  const count = card.memberCount;
  const max = card.memberMax;
  const until = formatDate(language, info.expiresAt, { dateStyle: 'medium', timeStyle: 'short' });
  const onRequest = handleSubmit(({ reason }) => join.mutate({ groupID: card.groupID, code, reason }));

  return (
    <div
      className="group-join"
      data-testid="group-join-card"
      data-view={view}
      data-members={card.memberCount}
    >
      <div className="group-card-head">
        <Avatar src={card.avatar} name={card.name} size={64} />
        <div className="friend-names">
          <strong className="group-card-name">{card.name}</strong>
          <small>{t`${count} / ${max} members`}</small>
          <small className="group-card-inviter">
            <Avatar src={inviter.avatar} name={inviter.nickname} size={20} />
            {t`Invited by ${inviter.nickname}`}
          </small>
          <small>{t`Link valid until ${until}`}</small>
        </div>
      </div>
      {view === 'member' ? (
        <div className="group-join-state" data-testid="group-join-member">
          <p>
            {outcome === 'member' ? t`You joined the group.` : t`You are already a member of this group.`}
          </p>
          <button type="button" className="btn btn-primary" onClick={() => openGroup(card)} autoFocus>
            <Trans>Open the chat</Trans>
          </button>
        </div>
      ) : view === 'pending' ? (
        <p className="group-join-state" data-testid="group-join-pending">
          <Trans>Your request was sent. It is waiting for the owner or an admin to review it.</Trans>
        </p>
      ) : view !== 'open' ? (
        <JoinProblem view={view} />
      ) : card.joinVerification ? (
        <form className="group-form" onSubmit={(e) => void onRequest(e)} noValidate>
          <div className={reasonError ? 'field field-invalid' : 'field'}>
            <label htmlFor={reasonId} className="field-label">
              <Trans>Why do you want to join?</Trans>
            </label>
            <textarea
              id={reasonId}
              rows={3}
              maxLength={GROUP_JOIN_REASON_MAX}
              {...register('reason')}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={`${reasonId}-hint`}
              data-testid="group-join-reason"
            />
            {reasonError ? (
              <p
                className="field-error"
                role="alert"
                id={`${reasonId}-hint`}
                data-testid="group-join-reason-error"
              >
                {reasonError}
              </p>
            ) : (
              <p className="field-hint" id={`${reasonId}-hint`}>
                <Trans>This group reviews new members. The owner or an admin will read your reason.</Trans>
              </p>
            )}
          </div>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={join.isPending}
            data-testid="group-join-send"
          >
            <Trans>Send request</Trans>
          </button>
        </form>
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          disabled={join.isPending}
          onClick={() => join.mutate({ groupID: card.groupID, code })}
          data-testid="group-join-submit"
        >
          <Trans>Join</Trans>
        </button>
      )}
      {join.error && !outcome ? (
        <p className="form-error" role="alert">
          {errorText(join.error)}
        </p>
      ) : null}
    </div>
  );
}
