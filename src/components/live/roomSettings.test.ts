import { describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import {
  refusedField,
  ROOM_SETTINGS_MESSAGES as M,
  type RoomSettingsValues,
  toUpdate,
  validateRoomSettings,
} from './roomSettings';

const valid: RoomSettingsValues = {
  roomName: 'Derby night',
  title: 'Reds v Blues, live',
  cover: null,
  intro: '',
  notice: '',
  anchorType: 2,
};

describe('room settings', () => {
  it('accepts a name, a title and a category, the rest optional', () => {
    expect(validateRoomSettings(valid)).toEqual({});
  });

  it('checks the limits of the live room on trimmed text', () => {
    const e = validateRoomSettings({
      roomName: '   ',
      title: 'x'.repeat(41),
      cover: null,
      intro: 'i'.repeat(501),
      notice: ` ${'n'.repeat(200)} `,
      anchorType: 0,
    });
    expect(e).toEqual({ roomName: M.roomName, title: M.titleLong, intro: M.intro, anchorType: M.anchorType });
  });

  it('sends the text trimmed', () => {
    expect(toUpdate({ ...valid, roomName: '  Derby  ', intro: ' hi ' })).toMatchObject({
      roomName: 'Derby',
      intro: 'hi',
    });
  });

  it('names the cover when the server refused it', () => {
    const res = {
      success: false,
      code: ErrorCode.InvalidInput,
      data: { message: 'invalid', issues: [{ path: 'cover', rule: 'upload' }] },
    };
    expect(refusedField(res)).toEqual({ field: 'cover', message: M.cover });
    expect(refusedField({ ...res, code: ErrorCode.NoPermission })).toBeNull();
    expect(
      refusedField({ ...res, data: { message: 'x', issues: [{ path: 'other', rule: 'x' }] } }),
    ).toBeNull();
  });
});
