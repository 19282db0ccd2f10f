import { proxy, useSnapshot } from 'valtio';

import type { UserInfo } from '../../protocol/account';
import { type Language } from '../../protocol/language';
import { IM_MSG_TIMEOUT_DEFAULT } from '../../protocol/rules';
import type { AllEnums, AnchorColumn, FooterInfo, MatchColumn } from '../../protocol/system';

/**
 * The shared client state of §3 that something reads (the other §3 fields live where they are used:
 * the room's state, the chat worker). Only src/state/ touches valtio; views read it through `useStore`.
 */
export interface AppState {
  language: Language;
  userInfo: UserInfo | null;
  /** Set while the start-up token check runs, so auth-only routes wait for it. */
  booting: boolean;
  matchColumns: MatchColumn[];
  anchorColumns: AnchorColumn[];
  enums: AllEnums;
  footer: FooterInfo | null;
  globalConfig: { imMsgTimeout: number };
  /** Data of the 403 page once code 7898 was answered; the page exists only while this is set. */
  forbiddenPage: { region?: string } | null;
}

export function initialState(language: Language): AppState {
  return {
    language,
    userInfo: null,
    booting: true,
    matchColumns: [],
    anchorColumns: [],
    enums: {},
    footer: null,
    globalConfig: { imMsgTimeout: IM_MSG_TIMEOUT_DEFAULT },
    forbiddenPage: null,
  };
}

export const store = proxy<AppState>(initialState('zh'));

export function useStore(): Readonly<AppState> {
  return useSnapshot(store) as Readonly<AppState>;
}
