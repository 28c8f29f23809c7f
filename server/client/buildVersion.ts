import fs from 'node:fs';
import path from 'node:path';

const PACKAGE_JSON = path.join(__dirname, '..', '..', 'package.json');

const readVersionField = (file: string): string | undefined => {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { version } = parsed as { version?: unknown };
    return typeof version === 'string' && version !== '' ? version : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The client build's version (written by the build into version.json), else package.json's.
 * Read on every call: a rebuild while the server runs must show up in the client's version check.
 */
export const readBuildVersion = (clientDir: string): string =>
  readVersionField(path.join(clientDir, 'version.json')) ??
  readVersionField(PACKAGE_JSON) ??
  '0.0.0';
