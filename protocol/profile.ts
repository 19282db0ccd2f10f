/**
 * A member's own profile and the anchor application from the user centre (§2 /user/info/basic, §3
 * anchor account, §4 anchor account states, §7 anchor_apply_for / anchor_apply_for_details), without
 * zod (the schemas are in protocol/profileApi.ts). An application turns the member's own account
 * into one under review (no second account); the platform approves or rejects it as it does a
 * registration, and the member keeps logging in as a member meanwhile.
 */

/** Where an application stands: none yet, under review, rejected (with the reason), approved. */
export const APPLY_STATES = ['none', 'pending', 'rejected', 'approved'] as const;
export type ApplyState = (typeof APPLY_STATES)[number];

export interface ApplyDetails {
  status: ApplyState;
  /** The platform's reason of a rejection (null otherwise or when none was given). */
  reason: string | null;
  appliedAt: number | null;
  reviewedAt: number | null;
}

/** Profile fields a member may change on /user/info/basic (username and phone have their own calls). */
export const PROFILE_FIELDS = [
  'nickname',
  'avatar',
  'gender',
  'birthday',
  'province',
  'city',
  'height',
  'weight',
  'emotion',
  'hobbies',
  'profile',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
