import type { AnchorStatus, Role } from '../../protocol/account';

/** Demo accounts, printed at start. One password for all; one anchor also needs the security code. */
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_SECURITY_CODE = '246810';

export interface DemoAccount {
  username: string;
  phone: string;
  nickname: string;
  role: Role;
  anchorStatus: AnchorStatus;
  note: string;
  disabled?: boolean;
  securityCode?: boolean;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'admin01',
    phone: '13800000000',
    nickname: 'Platform Admin',
    role: 'admin',
    anchorStatus: 'none',
    note: 'platform admin',
  },
  {
    username: 'viewer01',
    phone: '13800000001',
    nickname: 'Lily',
    role: 'viewer',
    anchorStatus: 'none',
    note: 'viewer',
  },
  {
    username: 'viewer02',
    phone: '13800000002',
    nickname: 'Ken',
    role: 'viewer',
    anchorStatus: 'none',
    note: 'viewer',
  },
  {
    username: 'anchor01',
    phone: '13800000011',
    nickname: 'Coach Wang',
    role: 'anchor',
    anchorStatus: 'approved',
    note: 'approved anchor',
  },
  {
    username: 'anchor02',
    phone: '13800000012',
    nickname: 'Mia Live',
    role: 'anchor',
    anchorStatus: 'approved',
    note: 'approved anchor, security code 246810',
    securityCode: true,
  },
  {
    username: 'pending01',
    phone: '13800000013',
    nickname: 'New Star',
    role: 'anchor',
    anchorStatus: 'pending',
    note: 'anchor under review',
  },
  {
    username: 'rejected01',
    phone: '13800000014',
    nickname: 'Retry Ray',
    role: 'anchor',
    anchorStatus: 'rejected',
    note: 'anchor review rejected',
  },
  {
    username: 'banned01',
    phone: '13800000015',
    nickname: 'Banned Bo',
    role: 'anchor',
    anchorStatus: 'banned',
    note: 'banned anchor',
  },
  {
    username: 'perma01',
    phone: '13800000016',
    nickname: 'Gone Gary',
    role: 'anchor',
    anchorStatus: 'permaBanned',
    note: 'permanently banned anchor',
  },
  {
    username: 'blocked01',
    phone: '13800000017',
    nickname: 'Locked Lu',
    role: 'viewer',
    anchorStatus: 'none',
    note: 'viewer forbidden to log in',
    disabled: true,
  },
];
