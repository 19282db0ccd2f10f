import { z } from 'zod';

import * as account from './account';
import * as system from './system';
import * as upload from './upload';

/**
 * Every HTTP call under `/web`: method, path, who may call it, and the schemas of its body and of
 * `data` in the answer. The server registers routes from this table (and validates with it); the
 * OpenAPI document is generated from it; the client's typed `call()` takes its types from it.
 */
export type Access = 'public' | 'user' | 'admin';

export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  access: Access;
  request: Req;
  response: Res;
  summary: string;
}

function post<Req extends z.ZodType, Res extends z.ZodType>(
  path: string,
  access: Access,
  request: Req,
  response: Res,
  summary: string,
): Endpoint<Req, Res> {
  return { method: 'POST', path, access, request, response, summary };
}
function get<Res extends z.ZodType>(
  path: string,
  access: Access,
  response: Res,
  summary: string,
): Endpoint<typeof system.emptyRequest, Res> {
  return { method: 'GET', path, access, request: system.emptyRequest, response, summary };
}

const ok = z.object({});

export const api = {
  tokenInfo: post('/web_user/web_token_info', 'user', system.emptyRequest, account.tokenInfoResponse, 'Token info'),
  passwordLogin: post('/web_user/web_pwd_login', 'public', account.passwordLoginRequest, account.loginResponse, 'Log in with username and password'),
  phoneLogin: post('/web_user/web_phone_login', 'public', account.phoneLoginRequest, account.loginResponse, 'Log in with phone and SMS code'),
  getPhoneCode: post('/web_user/web_get_phone_code', 'public', account.phoneCodeRequest, account.phoneCodeResponse, 'Send an SMS code'),
  codeToken: post('/web_user/code_token', 'public', system.emptyRequest, account.codeTokenResponse, 'Get a token that permits one SMS code request'),
  register: post('/web_user/web_user_reg', 'public', account.registerRequest, account.registerResponse, 'Register as an anchor'),
  checkUsername: post('/web_user/web_check_user_name', 'public', account.checkUsernameRequest, account.checkUsernameResponse, 'Is this username free'),
  changePassword: post('/web_user/web_user_change_password', 'user', account.changePasswordRequest, ok, 'Change password'),
  resetPassword: post('/web_user/web_user_reset_password', 'public', account.resetPasswordRequest, ok, 'Reset a forgotten password with an SMS code'),
  changePhone: post('/web_user/web_user_change_phone', 'user', account.changePhoneRequest, ok, 'Change phone with an SMS code sent to the new phone'),
  userInfo: post('/web_user/user_info', 'user', system.emptyRequest, account.userInfoSchema, 'The logged-in user'),
  isUsefulToken: post('/web_user/is_useful_token', 'public', system.emptyRequest, account.usefulTokenResponse, 'Is the sent token valid'),
  setLanguage: post('/web_user/set_language', 'user', account.setLanguageRequest, ok, 'Keep the chosen language on the account'),
  logout: post('/web_user/web_logout', 'user', system.emptyRequest, ok, 'Log out: revoke the token'),

  matchColumn: post('/web_race/web_race_column', 'public', system.emptyRequest, z.array(system.matchColumnSchema), 'Match columns'),
  anchorColumn: post('/web_anchor/anchor_column', 'public', system.emptyRequest, z.array(system.anchorColumnSchema), 'Anchor columns'),
  footerInfo: post('/web_home/footer_info', 'public', system.emptyRequest, system.footerInfoSchema, 'Footer link groups and filing line'),
  globalConfig: post('/systemEnums/globalConfig', 'public', system.emptyRequest, system.globalConfigSchema, 'Global config (polled every 60 s)'),
  allEnums: get('/systemEnums/findAll', 'public', system.allEnumsSchema, 'All enums'),
  richText: post('/common_face/find_rich_text', 'public', system.richTextRequest, system.richTextResponse, 'A rich text document (agreements) in the request language'),
  uploadAddress: post('/manage/ossFile/image/oss_upload', 'public', upload.uploadAddressRequest, upload.uploadAddressResponse, 'Signed upload address'),

  adminAnchorList: post('/admin/anchor_list', 'admin', system.adminAnchorListRequest, z.array(system.adminAnchorRow), 'Anchor applications'),
  adminReview: post('/admin/anchor_review', 'admin', system.adminReviewRequest, system.adminAnchorRow, 'Approve, reject or ban an anchor'),
} as const;

export type Api = typeof api;
export type EndpointName = keyof Api;
export type RequestOf<N extends EndpointName> = z.input<Api[N]['request']>;
export type ResponseOf<N extends EndpointName> = z.output<Api[N]['response']>;

/** Base path of every call (§7). */
export const API_BASE = '/web';
