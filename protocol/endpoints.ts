/**
 * Name, method, path and access of every HTTP call under `/web`, without schemas, so the page can
 * import it without zod. protocol/api.ts adds the schemas to the same names.
 */
import { anchorEndpoints } from './anchorEndpoints';
import type { EndpointInfo } from './endpointInfo';
import { friendEndpoints } from './friendEndpoints';
import { groupEndpoints } from './groupEndpoints';
import { liveEndpoints } from './liveEndpoints';
import { matchEndpoints } from './matchEndpoints';
import { profileEndpoints } from './profileEndpoints';
import { pushEndpoints } from './pushEndpoints';
import { roomEndpoints } from './roomEndpoints';
import { spaceEndpoints } from './spaceEndpoints';

export type { Access, EndpointInfo } from './endpointInfo';

export const endpoints = {
  tokenInfo: { method: 'POST', path: '/web_user/web_token_info', access: 'user', summary: 'Token info' },
  passwordLogin: {
    method: 'POST',
    path: '/web_user/web_pwd_login',
    access: 'public',
    summary: 'Log in with username and password',
  },
  phoneLogin: {
    method: 'POST',
    path: '/web_user/web_phone_login',
    access: 'public',
    summary: 'Log in with phone and SMS code',
  },
  getPhoneCode: {
    method: 'POST',
    path: '/web_user/web_get_phone_code',
    access: 'public',
    summary: 'Send an SMS code',
  },
  codeToken: {
    method: 'POST',
    path: '/web_user/code_token',
    access: 'public',
    summary: 'Get a token that permits one SMS code request',
  },
  register: {
    method: 'POST',
    path: '/web_user/web_user_reg',
    access: 'public',
    summary: 'Register as an anchor',
  },
  checkUsername: {
    method: 'POST',
    path: '/web_user/web_check_user_name',
    access: 'public',
    summary: 'Is this username free',
  },
  changePassword: {
    method: 'POST',
    path: '/web_user/web_user_change_password',
    access: 'user',
    summary: 'Change password',
  },
  resetPassword: {
    method: 'POST',
    path: '/web_user/web_user_reset_password',
    access: 'public',
    summary: 'Reset a forgotten password with an SMS code',
  },
  changePhone: {
    method: 'POST',
    path: '/web_user/web_user_change_phone',
    access: 'user',
    summary: 'Change phone with an SMS code sent to the new phone',
  },
  userInfo: { method: 'POST', path: '/web_user/user_info', access: 'user', summary: 'The logged-in user' },
  isUsefulToken: {
    method: 'POST',
    path: '/web_user/is_useful_token',
    access: 'public',
    summary: 'Is the sent token valid',
  },
  setLanguage: {
    method: 'POST',
    path: '/web_user/set_language',
    access: 'user',
    summary: 'Keep the chosen language on the account',
  },
  logout: {
    method: 'POST',
    path: '/web_user/web_logout',
    access: 'user',
    summary: 'Log out: revoke the token',
  },
  matchColumn: {
    method: 'POST',
    path: '/web_race/web_race_column',
    access: 'public',
    summary: 'Match columns',
  },
  anchorColumn: {
    method: 'POST',
    path: '/web_anchor/anchor_column',
    access: 'public',
    summary: 'Anchor columns',
  },
  footerInfo: {
    method: 'POST',
    path: '/web_home/footer_info',
    access: 'public',
    summary: 'Footer link groups and filing line',
  },
  globalConfig: {
    method: 'POST',
    path: '/systemEnums/globalConfig',
    access: 'public',
    summary: 'Global config (polled every 60 s)',
  },
  allEnums: { method: 'GET', path: '/systemEnums/findAll', access: 'public', summary: 'All enums' },
  richText: {
    method: 'POST',
    path: '/common_face/find_rich_text',
    access: 'public',
    summary: 'A rich text document (agreements) in the request language',
  },
  uploadAddress: {
    method: 'POST',
    path: '/manage/ossFile/image/oss_upload',
    access: 'public',
    summary: 'Signed upload address',
  },
  openImUrl: {
    method: 'GET',
    path: '/openim-url/get',
    access: 'public',
    summary: 'Address of the messaging socket and a guest id',
  },
  systemDomain: { method: 'GET', path: '/system/domain', access: 'public', summary: 'Chat-service domain' },
  adminAnchorList: {
    method: 'POST',
    path: '/admin/anchor_list',
    access: 'admin',
    summary: 'Anchor applications',
  },
  adminReview: {
    method: 'POST',
    path: '/admin/anchor_review',
    access: 'admin',
    summary: 'Approve, reject or ban an anchor',
  },
  adminBackup: {
    method: 'POST',
    path: '/admin/backup',
    access: 'admin',
    summary: 'Write a backup of the embedded database and uploads to a file on the server (admin key only)',
  },
  ...friendEndpoints,
  ...groupEndpoints,
  ...matchEndpoints,
  ...pushEndpoints,
  ...anchorEndpoints,
  ...roomEndpoints,
  ...liveEndpoints,
  ...spaceEndpoints,
  ...profileEndpoints,
} as const satisfies Record<string, EndpointInfo>;

export type EndpointName = keyof typeof endpoints;

/** Base path of every call (§7). */
export const API_BASE = '/web';
