import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

import type { AnchorStatus, Role } from '../../../../protocol/account';
import type { RestrictionKind } from '../../../../protocol/adminAccount';
import { formatDate } from '../../../i18n/format';
import { useStore } from '../../../state/store';

/** The console's names of roles, anchor states, restrictions and audited actions (issue 20). */
export const ROLE_TEXT: Record<Role, MessageDescriptor> = {
  viewer: msg`Viewer`,
  anchor: msg`Anchor`,
  admin: msg`Platform admin`,
};

export const ANCHOR_STATUS_TEXT: Record<AnchorStatus, MessageDescriptor> = {
  none: msg`Not an anchor`,
  pending: msg`Application pending`,
  approved: msg`Approved anchor`,
  rejected: msg`Application rejected`,
  banned: msg`Anchor banned`,
  permaBanned: msg`Anchor banned for good`,
};

export const RESTRICTION_TEXT: Record<RestrictionKind, MessageDescriptor> = {
  loginForbidden: msg`Login forbidden`,
  banned: msg`Banned`,
  permaBanned: msg`Banned permanently`,
};

/** An audit action of the decision history, as a person reads it. */
export const ACTION_TEXT: Record<string, MessageDescriptor> = {
  'anchor.approve': msg`Approved`,
  'anchor.reject': msg`Rejected`,
  'anchor.ban': msg`Banned the anchor`,
  'anchor.permaBan': msg`Banned the anchor for good`,
  'anchor.unban': msg`Unbanned the anchor`,
};

export const GENDER_TEXT: Record<string, MessageDescriptor> = {
  male: msg`Male`,
  female: msg`Female`,
  secret: msg`Not said`,
};

export const EMOTION_TEXT: Record<string, MessageDescriptor> = {
  single: msg`Single`,
  inLove: msg`In a relationship`,
};

/** Dates and times in the page's language. */
export function useDateTime(): (ms: number) => string {
  const { language } = useStore();
  return (ms: number) => formatDate(language, ms, { dateStyle: 'medium', timeStyle: 'short' });
}

/** "cli" or "user:admin01" as the console shows who acted. */
export function actorName(actor: string): string {
  return actor.startsWith('user:') ? actor.slice(5) : actor;
}
