import { describe, expect, it } from 'vitest';

import { GROUP_JOIN_REASON_MAX, GROUP_NAME_MAX } from '../../../protocol/groupConstants';
import { createGroupForm, GROUP_FORM_MESSAGES, groupFormMessage, joinReasonForm } from './groupForms';

const valid = { name: ' Fans ', avatar: null, joinVerification: true, memberUserIDs: ['12'] };
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('createGroupForm', () => {
  it('trims the name and keeps the rest', () => {
    expect(createGroupForm.parse(valid)).toEqual({ ...valid, name: 'Fans' });
  });
  it('names each broken rule by a message key', () => {
    expect(messagesOf(createGroupForm.safeParse({ ...valid, name: '   ' }))).toEqual(['groupName']);
    expect(messagesOf(createGroupForm.safeParse({ ...valid, name: 'x'.repeat(GROUP_NAME_MAX + 1) }))).toEqual(
      ['groupNameLong'],
    );
    expect(messagesOf(createGroupForm.safeParse({ ...valid, name: '<b>hi' }))).toEqual(['markup']);
    expect(messagesOf(createGroupForm.safeParse({ ...valid, memberUserIDs: [] }))).toEqual(['groupMembers']);
  });
  it('accepts a name of exactly the maximum length', () => {
    expect(createGroupForm.safeParse({ ...valid, name: 'x'.repeat(GROUP_NAME_MAX) }).success).toBe(true);
  });
});

describe('joinReasonForm', () => {
  it('requires a reason of at most the maximum length', () => {
    expect(messagesOf(joinReasonForm.safeParse({ reason: '' }))).toEqual(['joinReason']);
    expect(messagesOf(joinReasonForm.safeParse({ reason: 'y'.repeat(GROUP_JOIN_REASON_MAX + 1) }))).toEqual([
      'joinReasonLong',
    ]);
    expect(joinReasonForm.parse({ reason: ' I follow the team ' })).toEqual({ reason: 'I follow the team' });
  });
});

describe('groupFormMessage', () => {
  it('finds the message of a known key only', () => {
    expect(groupFormMessage('groupName')).toBe(GROUP_FORM_MESSAGES.groupName);
    expect(groupFormMessage('nope')).toBeUndefined();
    expect(groupFormMessage(undefined)).toBeUndefined();
  });
});
