import { z } from 'zod';

import * as account from './account';
import { adminAccountApi } from './adminAccountApi';
import { adminContentApi } from './adminContentApi';
import { adminOpsApi } from './adminOpsApi';
import { anchorApi } from './anchorApi';
import { type EndpointInfo, type EndpointName, endpoints } from './endpoints';
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
 * Every HTTP call under `/web` with its OpenAPI summary and the schemas of its body and of `data` in
 * the answer. The server registers and validates routes from this table; the OpenAPI document is
 * generated from it; the client takes its types from it (type-only) and its paths from
 * protocol/endpoints.ts. The summaries are here, not in the endpoint tables, because the page loads
 * those on its first route and never shows a summary.
 */
const ok = z.object({});

export const api = {
  tokenInfo: {
    ...endpoints.tokenInfo,
    summary: 'Token info',
    request: system.emptyRequest,
    response: account.tokenInfoResponse,
  },
  passwordLogin: {
    ...endpoints.passwordLogin,
    summary: 'Log in with username and password',
    request: account.passwordLoginRequest,
    response: account.loginResponse,
  },
  phoneLogin: {
    ...endpoints.phoneLogin,
    summary: 'Log in with phone and SMS code',
    request: account.phoneLoginRequest,
    response: account.loginResponse,
  },
  getPhoneCode: {
    ...endpoints.getPhoneCode,
    summary: 'Send an SMS code',
    request: account.phoneCodeRequest,
    response: account.phoneCodeResponse,
  },
  codeToken: {
    ...endpoints.codeToken,
    summary: 'Get a token that permits one SMS code request',
    request: system.emptyRequest,
    response: account.codeTokenResponse,
  },
  register: {
    ...endpoints.register,
    summary: 'Register as an anchor',
    request: account.registerRequest,
    response: account.registerResponse,
  },
  checkUsername: {
    ...endpoints.checkUsername,
    summary: 'Is this username free',
    request: account.checkUsernameRequest,
    response: account.checkUsernameResponse,
  },
  changePassword: {
    ...endpoints.changePassword,
    summary: 'Change password',
    request: account.changePasswordRequest,
    response: ok,
  },
  resetPassword: {
    ...endpoints.resetPassword,
    summary: 'Reset a forgotten password with an SMS code',
    request: account.resetPasswordRequest,
    response: ok,
  },
  changePhone: {
    ...endpoints.changePhone,
    summary: 'Change phone with an SMS code sent to the new phone',
    request: account.changePhoneRequest,
    response: ok,
  },
  userInfo: {
    ...endpoints.userInfo,
    summary: 'The logged-in user',
    request: system.emptyRequest,
    response: account.userInfoSchema,
  },
  isUsefulToken: {
    ...endpoints.isUsefulToken,
    summary: 'Is the sent token valid',
    request: system.emptyRequest,
    response: account.usefulTokenResponse,
  },
  setLanguage: {
    ...endpoints.setLanguage,
    summary: 'Keep the chosen language on the account',
    request: account.setLanguageRequest,
    response: ok,
  },
  logout: {
    ...endpoints.logout,
    summary: 'Log out: revoke the token',
    request: system.emptyRequest,
    response: ok,
  },
  matchColumn: {
    ...endpoints.matchColumn,
    summary: 'Match columns',
    request: system.emptyRequest,
    response: z.array(system.matchColumnSchema),
  },
  anchorColumn: {
    ...endpoints.anchorColumn,
    summary: 'Anchor columns',
    request: system.emptyRequest,
    response: z.array(system.anchorColumnSchema),
  },
  footerInfo: {
    ...endpoints.footerInfo,
    summary: 'Footer link groups and filing line',
    request: system.emptyRequest,
    response: system.footerInfoSchema,
  },
  globalConfig: {
    ...endpoints.globalConfig,
    summary: 'Global config (polled every 60 s)',
    request: system.emptyRequest,
    response: system.globalConfigSchema,
  },
  allEnums: {
    ...endpoints.allEnums,
    summary: 'All enums',
    request: system.emptyRequest,
    response: system.allEnumsSchema,
  },
  richText: {
    ...endpoints.richText,
    summary: 'A rich text document (agreements) in the request language',
    request: system.richTextRequest,
    response: system.richTextResponse,
  },
  uploadAddress: {
    ...endpoints.uploadAddress,
    summary: 'Signed upload address',
    request: upload.uploadAddressRequest,
    response: upload.uploadAddressResponse,
  },
  openImUrl: {
    ...endpoints.openImUrl,
    summary: 'Address of the messaging socket and a guest id',
    request: system.emptyRequest,
    response: im.imUrlResponse,
  },
  systemDomain: {
    ...endpoints.systemDomain,
    summary: 'Chat-service domain',
    request: system.emptyRequest,
    response: z.object({ domain: z.string() }),
  },
  adminAnchorList: {
    ...endpoints.adminAnchorList,
    summary: 'Anchor applications',
    request: system.adminAnchorListRequest,
    response: z.array(system.adminAnchorRow),
  },
  adminReview: {
    ...endpoints.adminReview,
    summary: 'Approve, reject or ban an anchor',
    request: system.adminReviewRequest,
    response: system.adminAnchorRow,
  },
  adminBackup: {
    ...endpoints.adminBackup,
    summary: 'Write a backup of the embedded database and uploads to a file on the server (admin key only)',
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
  ...adminAccountApi,
  ...adminContentApi,
  ...adminOpsApi,
} as const satisfies Record<EndpointName, ApiCall>;

/** One call of the table: what the page knows of it, its summary and its two schemas. */
interface ApiCall extends EndpointInfo {
  summary: string;
  request: z.ZodType;
  response: z.ZodType;
}

export type Api = typeof api;
export type { Access, EndpointName } from './endpoints';
export { API_BASE } from './endpoints';
export type RequestOf<N extends keyof Api> = z.input<Api[N]['request']>;
export type ResponseOf<N extends keyof Api> = z.output<Api[N]['response']>;
