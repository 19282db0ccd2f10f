import {
  ContentType,
  FORWARD_TARGETS_MAX,
  IM_MAX_FRAME_BYTES,
  IM_REVOKE_WINDOW_MS,
  type MergedItem,
  type SendableContentType,
  SENDABLE_CONTENT_TYPES,
} from '../../protocol/im';
import type { StoredMessage } from '../../protocol/imWorkerApi';
import { imClient, sendContentTo } from './chat';

/**
 * What a person does to messages and conversations (§1 messaging): revoke, delete, forward one by
 * one or merged to at most 50 targets, pin, receive options. Results are refusal codes (0 = done,
 * 113 = not connected) the view shows translated.
 */
const NOT_CONNECTED = 113;
/** The merged content must fit in a frame with room for the envelope. */
const MERGED_CONTENT_MAX = IM_MAX_FRAME_BYTES / 2;
const SUMMARY_LINES = 4;

export interface ForwardTarget {
  userID: string;
  showName: string;
}

/** A message that may be revoked now: mine, delivered, not yet revoked, inside the window. */
export function canRevoke(message: StoredMessage, me: string, now = Date.now()): boolean {
  return (
    message.sendID === me &&
    message.status === 'succeeded' &&
    message.contentType !== ContentType.Revoked &&
    now - message.sendTime < IM_REVOKE_WINDOW_MS
  );
}

/** Delivered messages of a sendable kind can be forwarded (not revoked, not failed). */
export function canForward(message: StoredMessage): boolean {
  return message.status === 'succeeded' && (SENDABLE_CONTENT_TYPES as number[]).includes(message.contentType);
}

export async function revokeMessage(message: StoredMessage): Promise<number> {
  const client = imClient();
  if (!client) return NOT_CONNECTED;
  return (await client.revoke(message.conversationID, message.clientMsgID)).errCode;
}

export async function deleteMessages(conversationID: string, clientMsgIDs: string[]): Promise<number> {
  const client = imClient();
  if (!client || clientMsgIDs.length === 0) return NOT_CONNECTED;
  return (await client.deleteMessages(conversationID, clientMsgIDs)).errCode;
}

export async function pinConversation(conversationID: string, isPinned: boolean): Promise<number> {
  const client = imClient();
  if (!client) return NOT_CONNECTED;
  return (await client.pinConversation(conversationID, isPinned)).errCode;
}

export async function setRecvOpt(conversationID: string, recvMsgOpt: 0 | 1 | 2): Promise<number> {
  const client = imClient();
  if (!client) return NOT_CONNECTED;
  return (await client.setRecvOpt(conversationID, recvMsgOpt)).errCode;
}

/** The merged content of §3 for `messages` (oldest first); undefined when it would not fit in a frame. */
export function mergedContent(
  title: string,
  messages: readonly StoredMessage[],
  nameOf: (m: StoredMessage) => string,
  previewOf: (m: StoredMessage) => string,
): object | undefined {
  const items: MergedItem[] = messages.map((m) => ({
    clientMsgID: m.clientMsgID,
    senderNickname: nameOf(m).slice(0, 50),
    sendTime: m.sendTime,
    contentType: m.contentType,
    content: m.content,
  }));
  const content = {
    title: title.slice(0, 200),
    summaries: messages.slice(0, SUMMARY_LINES).map((m) => `${nameOf(m)}: ${previewOf(m)}`.slice(0, 200)),
    messageIDs: messages.map((m) => m.clientMsgID),
    messages: items,
  };
  return JSON.stringify(content).length <= MERGED_CONTENT_MAX ? content : undefined;
}

/**
 * Forwards to each target: every message as it is (one by one), or one merged message. Messages go
 * through the worker's outbox, so this works offline too; refusals show on the sent messages.
 */
export async function forward(
  targets: readonly ForwardTarget[],
  messages: readonly StoredMessage[],
  merged: object | undefined,
): Promise<void> {
  if (targets.length === 0 || targets.length > FORWARD_TARGETS_MAX) return;
  for (const target of targets) {
    if (merged) {
      await sendContentTo(target.userID, ContentType.Merged, merged);
      continue;
    }
    for (const m of messages) {
      await sendContentTo(
        target.userID,
        m.contentType as SendableContentType,
        JSON.parse(m.content) as object,
      );
    }
  }
}
