/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: Jest loads it before any transform */
// Jest's global teardown: see demoImageSetup.cjs.
module.exports = require('./demoImageSetup.cjs').teardown;
