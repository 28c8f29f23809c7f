import { CLOSING_TEXT_MAX } from '../closing';

/**
 * 撤销合并: the restored archive's 恢复原因 is the undo's reason after this prefix, so the reason
 * may be as long as a 恢复原因 (archives/closing) less the prefix.
 */
export const MERGE_UNDO_PREFIX = '撤销合并：';
export const MERGE_UNDO_REASON_MAX = CLOSING_TEXT_MAX - MERGE_UNDO_PREFIX.length;
