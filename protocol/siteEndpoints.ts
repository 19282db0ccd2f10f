import type { EndpointInfo } from './endpointInfo';
import { friendEndpoints } from './friendEndpoints';
import { groupEndpoints } from './groupEndpoints';
import { liveEndpoints } from './liveEndpoints';
import { matchEndpoints } from './matchEndpoints';
import { profileEndpoints } from './profileEndpoints';
import { pushEndpoints } from './pushEndpoints';
import { roomEndpoints } from './roomEndpoints';
import { spaceEndpoints } from './spaceEndpoints';
import { anchorEndpoints } from './anchorEndpoints';

/**
 * The site's calls: every /web call but the platform console's (protocol/admin*Endpoints.ts), which
 * protocol/endpoints.ts adds. The page looks calls up here (src/api/client.ts): the console's tables
 * come with the console's own chunk, so no viewer downloads them.
 */
export const siteEndpoints = {
  tokenInfo: { method: 'POST', path: '/web_user/web_token_info', access: 'user' },
  passwordLogin: { method: 'POST', path: '/web_user/web_pwd_login', access: 'public' },
  phoneLogin: { method: 'POST', path: '/web_user/web_phone_login', access: 'public' },
  getPhoneCode: { method: 'POST', path: '/web_user/web_get_phone_code', access: 'public' },
  codeToken: { method: 'POST', path: '/web_user/code_token', access: 'public' },
  register: { method: 'POST', path: '/web_user/web_user_reg', access: 'public' },
  checkUsername: { method: 'POST', path: '/web_user/web_check_user_name', access: 'public' },
  changePassword: { method: 'POST', path: '/web_user/web_user_change_password', access: 'user' },
  resetPassword: { method: 'POST', path: '/web_user/web_user_reset_password', access: 'public' },
  changePhone: { method: 'POST', path: '/web_user/web_user_change_phone', access: 'user' },
  userInfo: { method: 'POST', path: '/web_user/user_info', access: 'user' },
  isUsefulToken: { method: 'POST', path: '/web_user/is_useful_token', access: 'public' },
  setLanguage: { method: 'POST', path: '/web_user/set_language', access: 'user' },
  logout: { method: 'POST', path: '/web_user/web_logout', access: 'user' },
  matchColumn: { method: 'POST', path: '/web_race/web_race_column', access: 'public' },
  anchorColumn: { method: 'POST', path: '/web_anchor/anchor_column', access: 'public' },
  footerInfo: { method: 'POST', path: '/web_home/footer_info', access: 'public' },
  globalConfig: { method: 'POST', path: '/systemEnums/globalConfig', access: 'public' },
  allEnums: { method: 'GET', path: '/systemEnums/findAll', access: 'public' },
  richText: { method: 'POST', path: '/common_face/find_rich_text', access: 'public' },
  uploadAddress: { method: 'POST', path: '/manage/ossFile/image/oss_upload', access: 'public' },
  openImUrl: { method: 'GET', path: '/openim-url/get', access: 'public' },
  systemDomain: { method: 'GET', path: '/system/domain', access: 'public' },
  adminAnchorList: { method: 'POST', path: '/admin/anchor_list', access: 'admin' },
  adminReview: { method: 'POST', path: '/admin/anchor_review', access: 'admin' },
  adminBackup: { method: 'POST', path: '/admin/backup', access: 'admin' },
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
