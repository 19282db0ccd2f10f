import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { bearer, findSession, revokeSession } from '../../http/auth';
import type { Handlers } from '../../http/registerApi';
import { requestMeta } from '../../http/requestMeta';
import { issueCodeToken, spendCodeToken } from '../../services/codeToken';
import { applyDetails, applyForAnchor } from './anchorApply';
import { passwordLogin, phoneLogin } from './loginService';
import { presentUser } from './presentUser';
import { editProfile } from './profileEdit';
import { changePassword, changePhone, requestPhoneCode, resetPassword } from './profileService';
import { register, usernameAvailable } from './registerService';

/** The account calls of §7: thin handlers over the services. */
export function accountHandlers(ctx: AppContext): Handlers {
  return {
    passwordLogin: ({ body, req }) => passwordLogin(ctx, body, requestMeta(req)),
    phoneLogin: ({ body, req }) => phoneLogin(ctx, body, requestMeta(req)),
    codeToken: () => Promise.resolve(issueCodeToken(ctx)),
    async getPhoneCode({ body, req }) {
      await spendCodeToken(ctx, body.codeToken);
      return requestPhoneCode(ctx, body, req.ip);
    },
    register: ({ body, req }) => register(ctx, body, requestMeta(req).ip),
    checkUsername: async ({ body }) => ({ available: await usernameAvailable(ctx, body.username) }),
    async changePassword({ body, session }) {
      await changePassword(ctx, session, body);
      return {};
    },
    async resetPassword({ body, req }) {
      await resetPassword(ctx, body, requestMeta(req).ip);
      return {};
    },
    async changePhone({ body, session, req }) {
      await changePhone(ctx, session, body, requestMeta(req).ip);
      return {};
    },
    userInfo: ({ session }) => Promise.resolve(presentUser(session.user)),
    editProfile: ({ body, session }) => editProfile(ctx, session.user, body),
    anchorApplyFor: ({ body, session }) => applyForAnchor(ctx, session.user, body),
    anchorApplyForDetails: ({ session }) => Promise.resolve(applyDetails(session.user)),
    tokenInfo: ({ session }) =>
      Promise.resolve({
        uid: String(session.user.id),
        createdAt: session.createdAt.getTime(),
        expiresAt: session.expiresAt.getTime(),
      }),
    async isUsefulToken({ req }) {
      const token = bearer(req);
      return { useful: token ? (await findSession(ctx, token)) !== undefined : false };
    },
    async setLanguage({ body, session }) {
      await ctx.database.db
        .update(users)
        .set({ languageType: body.languageType })
        .where(eq(users.id, session.user.id));
      return {};
    },
    async logout({ session }) {
      await revokeSession(ctx, session.tokenHash);
      return {};
    },
  };
}
