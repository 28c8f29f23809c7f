export { noticesSlice, noticeRaised, noticeShown, selectPendingNotices } from './noticesSlice';
export type { Notice, NoticeKind } from './noticesSlice';
export { NoticeOutlet } from './NoticeOutlet';
export { PendingNoticeOutlet } from './PendingNoticeOutlet';
