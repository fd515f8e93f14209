export { useUnreadCount, useUnreadCounts } from './api/unread.ts';
