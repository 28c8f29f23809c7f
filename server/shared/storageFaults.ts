/**
 * A full or failing disk, told apart from every other error: SQLite's SQLITE_FULL and its I/O
 * errors (SQLITE_IOERR_WRITE, …), and the file system's ENOSPC and EDQUOT. The server answers these
 * with STORAGE_FULL_MESSAGE on a write and keeps serving reads and sign-in (server/README.md,
 * "Faults").
 */
export const STORAGE_FULL_MESSAGE = '数据库空间不足，数据未保存';

const FAULT_CODES: ReadonlySet<string> = new Set(['SQLITE_FULL', 'ENOSPC', 'EDQUOT']);

export const isStorageFault = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (FAULT_CODES.has(code) || code.startsWith('SQLITE_IOERR'));
};
