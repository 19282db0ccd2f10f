import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import {
  GROUP_INVITE_BATCH_MAX,
  GROUP_JOIN_REASON_MAX,
  GROUP_NAME_MAX,
} from '../../../protocol/groupConstants';
import { z } from '../../../protocol/zodClient';

/**
 * The group forms (§5) as zod schemas for react-hook-form's zodResolver: each failed check names a
 * key of GROUP_FORM_MESSAGES as its message, which the field shows translated (`groupFormMessage`).
 * The server checks the same rules again (protocol/group.ts).
 */
export const GROUP_FORM_MESSAGES = {
  groupName: msg`Please enter a group name`,
  groupNameLong: msg`The group name can have at most ${GROUP_NAME_MAX} characters`,
  groupMembers: msg`Pick at least one friend`,
  groupMembersMany: msg`Pick at most ${GROUP_INVITE_BATCH_MAX} friends`,
  joinReason: msg`Please say why you want to join`,
  joinReasonLong: msg`The reason can have at most ${GROUP_JOIN_REASON_MAX} characters`,
  markup: msg`Text fields may not contain HTML tags`,
} satisfies Record<string, MessageDescriptor>;
export type GroupFormMessage = keyof typeof GROUP_FORM_MESSAGES;

/** The message of a field error set by these schemas (undefined for none or an unknown key). */
export function groupFormMessage(message: string | undefined): MessageDescriptor | undefined {
  return message && message in GROUP_FORM_MESSAGES
    ? GROUP_FORM_MESSAGES[message as GroupFormMessage]
    : undefined;
}

/** Markup is refused in every text of a group (the protocol's check). */
const MARKUP = /<[a-z!/?]/i;
const plainText = (required: GroupFormMessage, long: GroupFormMessage, max: number) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(max, long)
    .refine((s) => !MARKUP.test(s), 'markup');

/** Create a group: a name, an optional uploaded avatar, join verification (on by default), friends by uid. */
export const createGroupForm = z.object({
  name: plainText('groupName', 'groupNameLong', GROUP_NAME_MAX),
  avatar: z.string().nullable(),
  joinVerification: z.boolean(),
  memberUserIDs: z.array(z.string()).min(1, 'groupMembers').max(GROUP_INVITE_BATCH_MAX, 'groupMembersMany'),
});
export type CreateGroupValues = z.input<typeof createGroupForm>;

/** The reason of a join request: required where the group reviews joins (§5), plain, at most 100. */
export const joinReasonForm = z.object({
  reason: plainText('joinReason', 'joinReasonLong', GROUP_JOIN_REASON_MAX),
});
export type JoinReasonValues = z.input<typeof joinReasonForm>;
