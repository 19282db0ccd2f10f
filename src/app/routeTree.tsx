import { createRootRoute, createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';

import { parseFansSearch } from '../components/centre/fans/fansSearch';
import { parseJoinSearch } from '../components/groups/groupJoin';
import { Layout } from '../components/layout/Layout';
import { fullCatalog } from '../i18n/i18n';
import { parseMatchListSearch, parseMatchPageSearch } from '../routes/match/matchSearch';
import { isLoggedIn } from '../state/session';
import { store } from '../state/store';
import { startLiveMatchLoad, startRoomLoad } from './pageLoads';

const rootRoute = createRootRoute({ component: Layout });

/**
 * A route page other than the first: its chunk and the full catalog of the language, together (the
 * boot catalog holds only what the first route shows: scripts/bootCatalog.ts), so it never renders
 * a message the page has not loaded.
 */
const withMessages =
  <T,>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), fullCatalog()]).then(([module]) => module);

/** An unauthenticated visit to an auth-only route goes to the root path '/' (§2). */
function requireLogin() {
  if (!isLoggedIn()) throw redirect({ to: '/', replace: true });
}

function page<P extends string>(
  path: P,
  load: () => Promise<Record<string, unknown>>,
  name: string,
  auth = false,
  /** Starts the call the page waits for with the navigation (./pageLoads.ts); never awaited. */
  startLoad?: (id: string) => void,
) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: { auth },
    beforeLoad: auth ? requireLogin : undefined,
    loader: startLoad ? ({ params }) => startLoad((params as { id?: string }).id ?? '') : undefined,
    component: lazyRouteComponent(withMessages(load) as never, name as never),
  });
}

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/match/$column', params: { column: '0' }, replace: true });
  },
});

const login = page('/login', () => import('../routes/account/LoginPage'), 'LoginPage');
const register = page('/register', () => import('../routes/account/RegisterPage'), 'RegisterPage');
const forget = page('/forget', () => import('../routes/account/ForgetPage'), 'ForgetPage');

const matchColumn = createRoute({
  getParentRoute: () => rootRoute,
  path: '/match/$column',
  staticData: { auth: false },
  validateSearch: parseMatchListSearch,
  // The first route: its messages are all in the boot catalog, it does not wait for the full one.
  component: lazyRouteComponent(() => import('../routes/match/MatchColumnPage'), 'MatchColumnPage'),
});
const matchLive = page(
  '/match/live/$id',
  () => import('../routes/match/MatchLivePage'),
  'MatchLivePage',
  false,
  startLiveMatchLoad,
);
const matchPage = createRoute({
  getParentRoute: () => rootRoute,
  path: '/match/match/$matchId',
  staticData: { auth: false },
  validateSearch: parseMatchPageSearch,
  component: lazyRouteComponent(
    withMessages(() => import('../routes/match/MatchPage')),
    'MatchPage',
  ),
});
const anchorColumn = page(
  '/anchor/$column',
  () => import('../routes/anchor/AnchorColumnPage'),
  'AnchorColumnPage',
);
const anchorRoom = page(
  '/anchor/room/$id',
  () => import('../routes/anchor/AnchorRoomPage'),
  'AnchorRoomPage',
  false,
  startRoomLoad,
);

const chatIndex = createRoute({
  getParentRoute: () => rootRoute,
  path: '/chat',
  staticData: { auth: true },
  beforeLoad: () => {
    requireLogin();
    throw redirect({ to: '/chat/message', replace: true });
  },
});
const chatMessage = page('/chat/message', () => import('../routes/chat/ChatPage'), 'ChatPage', true);
const chatAddressBook = page('/chat/address-book', () => import('../routes/chat/ChatPage'), 'ChatPage', true);
const chatMore = page('/chat/more', () => import('../routes/chat/ChatPage'), 'ChatPage', true);

/** A group's invite link (hash routing): open to visitors, who are asked to log in and come back. */
const groupJoin = createRoute({
  getParentRoute: () => rootRoute,
  path: '/group/join',
  staticData: { auth: false },
  validateSearch: parseJoinSearch,
  component: lazyRouteComponent(
    withMessages(() => import('../routes/group/GroupJoinPage')),
    'GroupJoinPage',
  ),
});

const userIndex = createRoute({
  getParentRoute: () => rootRoute,
  path: '/user',
  staticData: { auth: true },
  beforeLoad: () => {
    requireLogin();
    throw redirect({ to: '/user/info/basic', replace: true });
  },
});
const userInfoIndex = createRoute({
  getParentRoute: () => rootRoute,
  path: '/user/info',
  staticData: { auth: true },
  beforeLoad: () => {
    requireLogin();
    throw redirect({ to: '/user/info/basic', replace: true });
  },
});
const userBasic = page('/user/info/basic', () => import('../routes/user/UserInfoPage'), 'UserInfoPage', true);
const userPhone = page(
  '/user/info/modifyPhone',
  () => import('../routes/user/UserInfoPage'),
  'UserInfoPage',
  true,
);
const userPassword = page(
  '/user/info/modifyPassword',
  () => import('../routes/user/UserInfoPage'),
  'UserInfoPage',
  true,
);
const userAttention = page(
  '/user/attention',
  () => import('../routes/user/AttentionPage'),
  'AttentionPage',
  true,
);
const userBookings = page(
  '/user/bookings',
  () => import('../routes/user/BookingsPage'),
  'BookingsPage',
  true,
);
const userFans = createRoute({
  getParentRoute: () => rootRoute,
  path: '/user/fans',
  staticData: { auth: true },
  beforeLoad: requireLogin,
  validateSearch: parseFansSearch,
  component: lazyRouteComponent(
    withMessages(() => import('../routes/user/FansPage')),
    'FansPage',
  ),
});
const userEarnings = page(
  '/user/earnings',
  () => import('../routes/user/EarningsPage'),
  'EarningsPage',
  true,
);
const userApply = page('/user/apply', () => import('../routes/user/ApplyPage'), 'ApplyPage', true);
const userPhotos = page('/user/photos', () => import('../routes/user/PhotosPage'), 'PhotosPage', true);
const userPosts = page('/user/posts', () => import('../routes/user/PostsPage'), 'PostsPage', true);
const userConfiguration = page(
  '/user/configuration',
  () => import('../routes/user/LiveConfigurationPage'),
  'LiveConfigurationPage',
  true,
);
const userDatas = page('/user/datas', () => import('../routes/user/LiveDataPage'), 'LiveDataPage', true);
const userTutorial = page(
  '/user/tutorial',
  () => import('../routes/user/LiveGuidePage'),
  'LiveGuidePage',
  true,
);
const userSpecification = page(
  '/user/specification',
  () => import('../routes/user/LiveGuidePage'),
  'LiveGuidePage',
  true,
);
const userQuestion = page(
  '/user/question',
  () => import('../routes/user/LiveGuidePage'),
  'LiveGuidePage',
  true,
);
const contractService = page(
  '/user/contract/service',
  () => import('../routes/contract/ContractPage'),
  'ContractPage',
);
const contractPrivacy = page(
  '/user/contract/privacy',
  () => import('../routes/contract/ContractPage'),
  'ContractPage',
);

/** The platform console (§6 super admin): pages of its own chunks, so no viewer downloads them. */
const adminIndex = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  staticData: { auth: true },
  beforeLoad: () => {
    requireLogin();
    throw redirect({ to: '/admin/review', replace: true });
  },
});
const adminReview = page('/admin/review', () => import('../routes/admin/ReviewPage'), 'ReviewPage', true);
const adminAccounts = page(
  '/admin/accounts',
  () => import('../routes/admin/AccountsPage'),
  'AccountsPage',
  true,
);
const adminWords = page('/admin/words', () => import('../routes/admin/WordsPage'), 'WordsPage', true);
const adminPushes = page('/admin/pushes', () => import('../routes/admin/PushesPage'), 'PushesPage', true);
const adminPages = page(
  '/admin/pages',
  () => import('../routes/admin/RichTextPagesPage'),
  'RichTextPagesPage',
  true,
);
const adminMatches = page(
  '/admin/matches',
  () => import('../routes/admin/MatchDataPage'),
  'MatchDataPage',
  true,
);
const adminLive = page(
  '/admin/live',
  () => import('../routes/admin/LiveMonitorPage'),
  'LiveMonitorPage',
  true,
);
const adminMoney = page('/admin/money', () => import('../routes/admin/MoneyPage'), 'MoneyPage', true);

/** The 403 page is "added dynamically" (§2): it exists only once code 7898 was answered. */
const forbidden = createRoute({
  getParentRoute: () => rootRoute,
  path: '/403',
  beforeLoad: () => {
    if (!store.forbiddenPage) throw redirect({ to: '/', replace: true });
  },
  component: lazyRouteComponent(
    withMessages(() => import('../routes/ForbiddenPage')),
    'ForbiddenPage',
  ),
});

export const routeTree = rootRoute.addChildren([
  indexRoute,
  login,
  register,
  forget,
  matchColumn,
  matchLive,
  matchPage,
  anchorColumn,
  anchorRoom,
  chatIndex,
  chatMessage,
  chatAddressBook,
  chatMore,
  groupJoin,
  userIndex,
  userInfoIndex,
  userBasic,
  userPhone,
  userPassword,
  userAttention,
  userBookings,
  userFans,
  userEarnings,
  userApply,
  userConfiguration,
  userDatas,
  userPhotos,
  userPosts,
  userTutorial,
  userSpecification,
  userQuestion,
  contractService,
  contractPrivacy,
  adminIndex,
  adminReview,
  adminAccounts,
  adminWords,
  adminPushes,
  adminPages,
  adminMatches,
  adminLive,
  adminMoney,
  forbidden,
]);
