import type { AppContext } from '../../context';
import type { Handlers } from '../../http/registerApi';
import { listApplications } from './applications';
import { applyFriend, respondToRequest } from './applyService';
import {
  addToBlacklist,
  deleteFriend,
  listBlacklist,
  listFriends,
  removeFromBlacklist,
} from './friendService';
import { messageCenterHandlers } from './messageCenterRoutes';
import { relation, userByAppNumber } from './people';
import { searchUser } from './searchService';
import { sendAbility, sendAbilityOne } from './sendAble';
import { friendStatuses, touristIds, userFlags } from './userMarks';

/**
 * Friends and address book (§7 Friends, /online/friend_status), plus the message center (system
 * messages, common phrases, message settings). Every call is a logged-in user's (guests have no
 * token and get 1005); every body was validated against protocol/friend.ts before it gets here.
 */
export function friendHandlers(ctx: AppContext): Handlers {
  const db = ctx.database.db;
  return {
    searchFriend: ({ body, session }) => searchUser(ctx, session.user, body),
    async isFriend({ body, session }) {
      const other = await userByAppNumber(db, body.userID);
      if (!other) return { isFriend: false, isBlacklisted: false };
      const rel = await relation(db, session.user.id, other.id);
      return { isFriend: rel.isFriend, isBlacklisted: rel.iBlocked };
    },
    applyFriend: ({ body, session }) => applyFriend(ctx, session.user, body),
    sendAble: ({ body, session }) => sendAbilityOne(ctx, session.user, body.userID),
    sendAbleBatch: ({ body, session }) => sendAbility(db, session.user, body.userIDs),
    friendApplicationList: ({ session }) => listApplications(ctx, session.user.id),
    friendApplicationResponse: ({ body, session }) => respondToRequest(ctx, session.user, body),
    friendList: ({ session }) => listFriends(ctx, session.user),
    async friendDelete({ body, session }) {
      await deleteFriend(ctx, session.user, body.userID);
      return {};
    },
    blacklistList: ({ session }) => listBlacklist(ctx, session.user),
    async blacklistAdd({ body, session }) {
      await addToBlacklist(ctx, session.user, body.userID);
      return {};
    },
    async blacklistRemove({ body, session }) {
      await removeFromBlacklist(ctx, session.user, body.userID);
      return {};
    },
    filterTouristUser: ({ body }) => Promise.resolve({ userIDs: touristIds(body.userIDs) }),
    userFlag: ({ body }) => userFlags(ctx, body.userIDs),
    friendStatus: ({ body, session }) => friendStatuses(ctx, session.user, body.userIDs),
    ...messageCenterHandlers(ctx),
  };
}
