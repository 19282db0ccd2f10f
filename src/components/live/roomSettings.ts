import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { ALL_ANCHOR_TYPE } from '../../../protocol/anchor';
import type { Envelope, FailureData } from '../../../protocol/envelope';
import { ErrorCode } from '../../../protocol/errors';
import { type HouseConfig, type HouseConfigUpdate, LIVE_ROOM_LIMITS } from '../../../protocol/live';

/** The room settings form of /user/configuration (§3 Live room): values, the rules, refusals. */
export type RoomSettingsValues = HouseConfigUpdate;
export type RoomSettingsField = keyof RoomSettingsValues;
export type RoomSettingsErrors = Partial<Record<RoomSettingsField, MessageDescriptor>>;

const { roomName: ROOM_NAME_MAX, title: TITLE_MAX, intro: INTRO_MAX, notice: NOTICE_MAX } = LIVE_ROOM_LIMITS;

export const ROOM_SETTINGS_MESSAGES = {
  roomName: msg`Please enter a room name`,
  roomNameLong: msg`The room name can have at most ${ROOM_NAME_MAX} characters`,
  title: msg`Please enter a title`,
  titleLong: msg`The title can have at most ${TITLE_MAX} characters`,
  intro: msg`The introduction can have at most ${INTRO_MAX} characters`,
  notice: msg`The announcement can have at most ${NOTICE_MAX} characters`,
  anchorType: msg`Please choose a category`,
  cover: msg`Upload the cover again`,
} satisfies Record<string, MessageDescriptor>;

export function roomSettingsOf(config: HouseConfig): RoomSettingsValues {
  const { roomName, title, cover, intro, notice, anchorType } = config;
  return { roomName, title, cover, intro, notice, anchorType };
}

/** The rules of protocol/live.ts houseConfigUpdateRequest, on the trimmed text as the server sees it. */
export function validateRoomSettings(v: RoomSettingsValues): RoomSettingsErrors {
  const e: RoomSettingsErrors = {};
  const roomName = v.roomName.trim();
  const title = v.title.trim();
  if (!roomName) e.roomName = ROOM_SETTINGS_MESSAGES.roomName;
  else if (roomName.length > ROOM_NAME_MAX) e.roomName = ROOM_SETTINGS_MESSAGES.roomNameLong;
  if (!title) e.title = ROOM_SETTINGS_MESSAGES.title;
  else if (title.length > TITLE_MAX) e.title = ROOM_SETTINGS_MESSAGES.titleLong;
  if (v.intro.trim().length > INTRO_MAX) e.intro = ROOM_SETTINGS_MESSAGES.intro;
  if (v.notice.trim().length > NOTICE_MAX) e.notice = ROOM_SETTINGS_MESSAGES.notice;
  if (!Number.isInteger(v.anchorType) || v.anchorType <= ALL_ANCHOR_TYPE)
    e.anchorType = ROOM_SETTINGS_MESSAGES.anchorType;
  return e;
}

/** The body of houseConfigUpdate: text trimmed. */
export function toUpdate(v: RoomSettingsValues): HouseConfigUpdate {
  return {
    roomName: v.roomName.trim(),
    title: v.title.trim(),
    cover: v.cover,
    intro: v.intro.trim(),
    notice: v.notice.trim(),
    anchorType: v.anchorType,
  };
}

const FIELD_MESSAGES: Record<RoomSettingsField, MessageDescriptor> = {
  roomName: ROOM_SETTINGS_MESSAGES.roomNameLong,
  title: ROOM_SETTINGS_MESSAGES.titleLong,
  cover: ROOM_SETTINGS_MESSAGES.cover,
  intro: ROOM_SETTINGS_MESSAGES.intro,
  notice: ROOM_SETTINGS_MESSAGES.notice,
  anchorType: ROOM_SETTINGS_MESSAGES.anchorType,
};

/** The field a refusal (1000 with `issues`) names, with its message; null for any other refusal. */
export function refusedField(
  res: Envelope<unknown>,
): { field: RoomSettingsField; message: MessageDescriptor } | null {
  if (res.code !== ErrorCode.InvalidInput) return null;
  const issues = (res.data as FailureData | null)?.issues ?? [];
  for (const issue of issues) {
    const field = issue.path.split('.')[0] as RoomSettingsField;
    if (field in FIELD_MESSAGES) return { field, message: FIELD_MESSAGES[field] };
  }
  return null;
}
