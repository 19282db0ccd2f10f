import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '../../protocol/errors';
import { i18n } from '../i18n/i18n';
import { call, CallError, callData, errorText, installRequest, NETWORK_ERROR_CODE } from './client';

i18n.loadAndActivate({ locale: 'en', locales: ['en-US'], messages: {} });

const request = vi.fn();

beforeEach(() => {
  request.mockReset();
  installRequest(request);
});

describe('callData', () => {
  it('resolves with the data of a successful answer, through the endpoint of protocol/endpoints.ts', async () => {
    request.mockResolvedValueOnce({ success: true, code: 0, data: [{ id: 1 }] });
    await expect(callData('giftList', {})).resolves.toEqual([{ id: 1 }]);
    expect(request).toHaveBeenCalledWith('/gift/list', {}, { method: expect.any(String) as string });
  });

  it('throws a CallError with the code, the translated message and the data of a refusal', async () => {
    const data = { message: 'muted', until: Date.UTC(2030, 0, 1) };
    request.mockResolvedValueOnce({ success: false, code: ErrorCode.TooManyRequests, data });
    const error = await callData('giftList', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallError);
    const refused = error as CallError;
    expect(refused.code).toBe(ErrorCode.TooManyRequests);
    expect(refused.network).toBe(false);
    expect(refused.message).toBe('Too many attempts, please try again later');
    expect(refused.data).toBe(data);
  });

  it('names the first bad field of an invalid input refusal', async () => {
    request.mockResolvedValueOnce({
      success: false,
      code: ErrorCode.InvalidInput,
      data: { message: 'bad', issues: [{ path: 'keyword', rule: 'too_big' }] },
    });
    await expect(callData('giftList', {})).rejects.toThrow('Search words: 1 to 50 characters');
  });

  it('turns a network failure or a timeout into a CallError flagged network, with the network message', async () => {
    const cause = new TypeError('Failed to fetch');
    request.mockRejectedValueOnce(cause);
    const error = (await callData('giftList', {}).catch((e: unknown) => e)) as CallError;
    expect(error).toBeInstanceOf(CallError);
    expect(error.network).toBe(true);
    expect(error.code).toBe(NETWORK_ERROR_CODE);
    expect(error.message).toBe('Network error, please check your connection and try again');
    expect(error.cause).toBe(cause);
  });
});

describe('call', () => {
  it('still answers the whole envelope, refusals included', async () => {
    const envelope = { success: false, code: ErrorCode.NotFound, data: { message: 'x' } };
    request.mockResolvedValueOnce(envelope);
    await expect(call('giftList', {})).resolves.toBe(envelope);
  });
});

describe('errorText', () => {
  it("is a CallError's message, and the network message for anything else", () => {
    expect(errorText(new CallError(ErrorCode.NotFound, 'Not found'))).toBe('Not found');
    expect(errorText(new Error('boom'))).toBe('Network error, please check your connection and try again');
  });
});
