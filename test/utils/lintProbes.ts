import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export interface Probe {
  /** Where the probe pretends to live, relative to the project root (nothing is written). */
  file: string;
  code: string;
}

/**
 * Lints every probe as text with the project's eslint.config.mjs, keeping only the messages of
 * `rules`, in one child process: ESLint loads its ESM config by dynamic import, which Jest's
 * module system does not run. Type information is off: probes are not files of the project.
 */
export const lintProbes = (probes: readonly Probe[], rules: readonly string[]): string[][] => {
  const script = `
    import { ESLint } from 'eslint';
    const [probes, rules] = JSON.parse(process.argv[1]);
    const eslint = new ESLint({
      cwd: process.cwd(),
      overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
      ruleFilter: ({ ruleId }) => rules.includes(ruleId),
    });
    const out = [];
    for (const probe of probes) {
      const [result] = await eslint.lintText(probe.code, { filePath: probe.file });
      out.push(result.messages.map((m) => m.message));
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const absolute = probes.map((probe) => ({ ...probe, file: path.join(ROOT, probe.file) }));
  const stdout = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify([absolute, rules])],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return JSON.parse(stdout) as string[][];
};
