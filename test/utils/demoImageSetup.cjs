/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: Jest loads it before any transform */
// Jest's global setup and teardown: names the file the run's seeded demo database is kept in
// (test/utils/demoDatabase.ts writes it on first use, so a run that starts no server seeds
// nothing) and removes it at the end. Plain JavaScript: Jest loads it before any transform.
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const ENV = 'DEMO_DB_IMAGE';

module.exports = async () => {
  const name = `phis-demo-${process.pid}-${crypto.randomBytes(4).toString('hex')}.sqlite`;
  process.env[ENV] = path.join(os.tmpdir(), name);
};

module.exports.teardown = async () => {
  const file = process.env[ENV];
  if (!file) return;
  for (const leftover of [file, `${file}.lock`, `${file}.part`])
    fs.rmSync(leftover, { force: true });
};
