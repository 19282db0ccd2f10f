/** Web push: what other modules may use (the console's pushes of /admin/pushes). */
export { countPushShown, sendComposedPush, type AdminPushRecord } from './adminPush';
