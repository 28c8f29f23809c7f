/** What an export says when it failed for a reason the server did not word (a saving failure). */
export const EXPORT_FAILED_MESSAGE = '导出失败，请稍后重试';
