import { useBrowserHarness } from '../utils/browserHarness';
import { describeCreateDialogShard } from '../utils/formDialogSweep';

/** Every 新增 dialog of cunyi01's menu under axe-core, shard 2 of 3 (the others run beside it). */
describe('cunyi01 的新增对话框 2/3 (axe-core in Chromium)', () => {
  describeCreateDialogShard('cunyi01', 1, 3, useBrowserHarness());
});
