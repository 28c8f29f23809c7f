/**
 * The Chinese cause of a file system failure, by its error code, for the start-up errors that
 * name the file and the cause: the database (server/db/openDatabase.ts) and the key
 * files beside it (server/security/secrets.ts).
 */
export const FILE_ERROR_CAUSES: Readonly<Record<string, string>> = {
  EACCES: '没有读写权限',
  EPERM: '没有读写权限',
  ENOENT: '所在文件夹不存在',
  ENOTDIR: '路径中有一段不是文件夹',
  // mkdir of the folder where a file of that name is.
  EEXIST: '路径中有一段不是文件夹',
  EROFS: '所在磁盘是只读的',
  EISDIR: '这是一个文件夹，不是文件',
  ENOSPC: '磁盘空间不足',
};

/** `{cause}（{code}）` from a table of causes, else the error's own message. */
export const describeFailure = (
  causes: Readonly<Record<string, string>>,
  code: string | undefined,
  detail: string,
): string => {
  const cause =
    (code !== undefined && Object.hasOwn(causes, code) ? causes[code] : undefined) ?? detail;
  return `${cause}${code ? `（${code}）` : ''}`;
};

/** The code and message of something thrown. */
export const failureOf = (error: unknown): { code: string | undefined; message: string } => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : String(error),
  };
};
