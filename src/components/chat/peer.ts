import type { PublicProfile } from '../../../protocol/friend';
import { singleConversationId } from '../../../protocol/im';
import type { ChatPeer } from '../../state/chat';

/** The messaging socket names users by uid (sendID / recvID); every public profile carries it. */
export function chatUserId(profile: PublicProfile): string {
  return profile.uid;
}

export function peerFromProfile(myUid: string, profile: PublicProfile): { id: string; peer: ChatPeer } {
  const userID = chatUserId(profile);
  return {
    id: singleConversationId(myUid, userID),
    peer: { userID, showName: profile.nickname, faceURL: profile.avatar },
  };
}
