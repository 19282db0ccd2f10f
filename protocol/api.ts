import { z } from 'zod';

import * as account from './account';
import { anchorApi } from './anchorApi';
import { endpoints } from './endpoints';
import { liveApi } from './liveApi';
import { friendApi } from './friendApi';
import { groupApi } from './groupApi';
import * as im from './im';
import { matchApi } from './matchApi';
import { profileApi } from './profileApi';
import { pushApi } from './pushApi';
import { roomApi } from './roomApi';
import { spaceApi } from './spaceApi';
import * as system from './system';
import * as upload from './upload';

/**
 * Every HTTP call under `/web` with the schemas of its body and of `data` in the answer. The server
 * registers and validates routes from this table; the OpenAPI document is generated from it; the
 * client takes its types from it (type-only) and its paths from protocol/endpoints.ts.
 */
const ok = z.object({});

export const api = {
  tokenInfo: { ...endpoints.tokenInfo, request: system.emptyRequest, response: account.tokenInfoResponse },
  passwordLogin: {
    ...endpoints.passwordLogin,
    request: account.passwordLoginRequest,
    response: account.loginResponse,
  },
  phoneLogin: {
    ...endpoints.phoneLogin,
    request: account.phoneLoginRequest,
    response: account.loginResponse,
  },
  getPhoneCode: {
    ...endpoints.getPhoneCode,
    request: account.phoneCodeRequest,
    response: account.phoneCodeResponse,
  },
  codeToken: { ...endpoints.codeToken, request: system.emptyRequest, response: account.codeTokenResponse },
  register: { ...endpoints.register, request: account.registerRequest, response: account.registerResponse },
  checkUsername: {
    ...endpoints.checkUsername,
    request: account.checkUsernameRequest,
    response: account.checkUsernameResponse,
  },
  changePassword: { ...endpoints.changePassword, request: account.changePasswordRequest, response: ok },
  resetPassword: { ...endpoints.resetPassword, request: account.resetPasswordRequest, response: ok },
  changePhone: { ...endpoints.changePhone, request: account.changePhoneRequest, response: ok },
  userInfo: { ...endpoints.userInfo, request: system.emptyRequest, response: account.userInfoSchema },
  isUsefulToken: {
    ...endpoints.isUsefulToken,
    request: system.emptyRequest,
    response: account.usefulTokenResponse,
  },
  setLanguage: { ...endpoints.setLanguage, request: account.setLanguageRequest, response: ok },
  logout: { ...endpoints.logout, request: system.emptyRequest, response: ok },
  matchColumn: {
    ...endpoints.matchColumn,
    request: system.emptyRequest,
    response: z.array(system.matchColumnSchema),
  },
  anchorColumn: {
    ...endpoints.anchorColumn,
    request: system.emptyRequest,
    response: z.array(system.anchorColumnSchema),
  },
  footerInfo: { ...endpoints.footerInfo, request: system.emptyRequest, response: system.footerInfoSchema },
  globalConfig: {
    ...endpoints.globalConfig,
    request: system.emptyRequest,
    response: system.globalConfigSchema,
  },
  allEnums: { ...endpoints.allEnums, request: system.emptyRequest, response: system.allEnumsSchema },
  richText: { ...endpoints.richText, request: system.richTextRequest, response: system.richTextResponse },
  uploadAddress: {
    ...endpoints.uploadAddress,
    request: upload.uploadAddressRequest,
    response: upload.uploadAddressResponse,
  },
  openImUrl: { ...endpoints.openImUrl, request: system.emptyRequest, response: im.imUrlResponse },
  systemDomain: {
    ...endpoints.systemDomain,
    request: system.emptyRequest,
    response: z.object({ domain: z.string() }),
  },
  adminAnchorList: {
    ...endpoints.adminAnchorList,
    request: system.adminAnchorListRequest,
    response: z.array(system.adminAnchorRow),
  },
  adminReview: {
    ...endpoints.adminReview,
    request: system.adminReviewRequest,
    response: system.adminAnchorRow,
  },
  adminBackup: {
    ...endpoints.adminBackup,
    // An absolute path on the server's machine; see server/cli/backupArchive.ts.
    request: z.strictObject({ file: z.string().min(1).max(4096) }),
    response: z.object({
      file: z.string(),
      bytes: z.number(),
      uploads: z.number(),
      vanished: z.number(),
      migration: z.string(),
      createdAt: z.string(),
    }),
  },
  ...friendApi,
  ...groupApi,
  ...matchApi,
  ...pushApi,
  ...anchorApi,
  ...roomApi,
  ...liveApi,
  ...spaceApi,
  ...profileApi,
} as const;

export type Api = typeof api;
export type { Access, EndpointName } from './endpoints';
export { API_BASE } from './endpoints';
export type RequestOf<N extends keyof Api> = z.input<Api[N]['request']>;
export type ResponseOf<N extends keyof Api> = z.output<Api[N]['response']>;
