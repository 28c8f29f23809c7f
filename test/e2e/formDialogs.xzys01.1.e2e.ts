import { useBrowserHarness } from '../utils/browserHarness';
import { describeCreateDialogShard } from '../utils/formDialogSweep';

/** Every 新增 dialog of xzys01's menu under axe-core, shard 1 of 5 (the others run beside it). */
describe('xzys01 的新增对话框 1/5 (axe-core in Chromium)', () => {
  describeCreateDialogShard('xzys01', 0, 5, useBrowserHarness());
});
