import type { MessageDescriptor } from '@lingui/core';

import type { Envelope } from '../../../protocol/envelope';
import { type HouseConfig, type HouseConfigUpdate, houseConfigUpdateRequest } from '../../../protocol/live';
import { FORM_MESSAGES, type FieldMessages, type FormMessage } from '../account/formMessages';
import { fieldsOfIssues, issuesOf, refusedFields } from '../account/formResolver';

/**
 * The room settings form of /user/configuration (§3 Live room): its values are the body of
 * houseConfigUpdate, checked by the protocol's schema itself (houseConfigUpdateRequest: trimmed text
 * within the live room limits, a category); each rule of a field shows the message below.
 */
export type RoomSettingsValues = HouseConfigUpdate;
export type RoomSettingsField = keyof RoomSettingsValues;
export type RoomSettingsErrors = Partial<Record<RoomSettingsField, MessageDescriptor>>;

/** The schema the form is checked with (and whose output it sends: the text trimmed). */
export const roomSettingsForm = houseConfigUpdateRequest;

/** The message of each field: empty text has its own, every other rule the field's limit. */
export const ROOM_SETTINGS_FIELDS = {
  roomName: { too_small: 'roomName', '*': 'roomNameLong' },
  title: { too_small: 'title', '*': 'titleLong' },
  cover: 'cover',
  intro: 'intro',
  notice: 'notice',
  anchorType: 'anchorType',
} as const satisfies Required<FieldMessages<RoomSettingsField>>;

const message = (key: FormMessage) => FORM_MESSAGES[key];
export const ROOM_SETTINGS_MESSAGES = {
  roomName: message('roomName'),
  roomNameLong: message('roomNameLong'),
  title: message('title'),
  titleLong: message('titleLong'),
  intro: message('intro'),
  notice: message('notice'),
  anchorType: message('anchorType'),
  cover: message('cover'),
} satisfies Record<string, MessageDescriptor>;

export function roomSettingsOf(config: HouseConfig): RoomSettingsValues {
  const { roomName, title, cover, intro, notice, anchorType } = config;
  return { roomName, title, cover, intro, notice, anchorType };
}

/** The fields the protocol's schema refuses, with their messages (the form shows them after a save). */
export function validateRoomSettings(v: RoomSettingsValues): RoomSettingsErrors {
  const parsed = roomSettingsForm.safeParse(v);
  if (parsed.success) return {};
  const found = fieldsOfIssues(issuesOf(parsed.error), ROOM_SETTINGS_FIELDS);
  return Object.fromEntries(Object.entries(found).map(([field, key]) => [field, message(key)]));
}

/** The body of houseConfigUpdate: text trimmed (what the schema gives). */
export function toUpdate(v: RoomSettingsValues): HouseConfigUpdate {
  return {
    ...v,
    roomName: v.roomName.trim(),
    title: v.title.trim(),
    intro: v.intro.trim(),
    notice: v.notice.trim(),
  };
}

/** The field a refusal (1000 with `issues`) names, with its message; null for any other refusal. */
export function refusedField(
  res: Envelope<unknown>,
): { field: RoomSettingsField; message: MessageDescriptor } | null {
  const [found] = Object.entries(refusedFields(res, ROOM_SETTINGS_FIELDS));
  return found ? { field: found[0] as RoomSettingsField, message: message(found[1]) } : null;
}
