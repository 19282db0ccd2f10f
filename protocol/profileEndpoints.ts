import type { Access, EndpointInfo } from './endpointInfo';

/**
 * A member's own profile and the anchor application (§2 /user/info/basic, §7 anchor_apply_for,
 * anchor_apply_for_details), spread into protocol/endpoints.ts. editProfile is ours: §7 names no
 * call that edits the caller's own profile.
 */
const post = <A extends Access>(access: A, path: string) => ({ method: 'POST', path, access }) as const;

export const profileEndpoints = {
  editProfile: post('user', '/web_user/web_user_edit_info'),
  anchorApplyFor: post('user', '/web_anchor/anchor_apply_for'),
  anchorApplyForDetails: post('user', '/web_anchor/anchor_apply_for_details'),
} as const satisfies Record<string, EndpointInfo>;
