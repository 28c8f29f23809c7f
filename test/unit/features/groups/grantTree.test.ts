import {
  grantsToKeys,
  grantTicks,
  indexGrantNodes,
  keysToGrants,
  toggleGrant,
  toGrantNodes,
} from '@/features/groups';
import { type PermissionMenuNode } from '@/services/contract';

const page = (functionId: string, codes: string[]): PermissionMenuNode => ({
  functionId,
  functionName: functionId,
  menuComponet: functionId,
  kind: 'page',
  buttons: codes.map((code) => ({ funDetailId: code, detailName: code })),
  children: [],
});
const nodes = toGrantNodes([
  {
    ...page('F01', []),
    kind: 'container',
    children: [page('F0101', ['a:create', 'a:excel']), page('F0102', ['b:create'])],
  },
]);
const index = indexGrantNodes(nodes);

describe('grant tree', () => {
  it('ticks a button with its page and menu, and a menu with everything under it', () => {
    expect([...toggleGrant(index, new Set(), 'b:a:excel', true)].sort()).toEqual([
      'b:a:excel',
      'm:F01',
      'm:F0101',
    ]);
    expect(toggleGrant(index, new Set(), 'm:F01', true).size).toBe(6);
  });

  it('clears what is under an item, and a menu left with nothing ticked', () => {
    const all = toggleGrant(index, new Set(), 'm:F01', true);
    const noA = toggleGrant(index, all, 'm:F0101', false);
    expect([...noA].sort()).toEqual(['b:b:create', 'm:F01', 'm:F0102']);
    expect(toggleGrant(index, noA, 'm:F0102', false).size).toBe(0);
    // A page stays when only one of its buttons goes.
    expect(toggleGrant(index, all, 'b:a:create', false).has('m:F0101')).toBe(true);
  });

  it('turns grants into keys and back, ignoring what the tree lacks', () => {
    const keys = grantsToKeys(index, {
      functionIds: ['F01', 'F0101', 'F99'],
      funDetailIds: ['a:create', 'z:gone'],
    });
    expect(keysToGrants(keys)).toEqual({
      functionIds: ['F01', 'F0101'],
      funDetailIds: ['a:create'],
    });
  });

  it('half-ticks a menu granted with only some of what is under it (a tri-state tree)', () => {
    const onePage = toggleGrant(index, new Set(), 'm:F0102', true);
    const ticks = grantTicks(index, onePage);
    expect(ticks.halfChecked).toEqual(['m:F01']);
    expect([...ticks.checked].sort()).toEqual(['b:b:create', 'm:F0102']);
    const all = grantTicks(index, toggleGrant(index, new Set(), 'm:F01', true));
    expect(all.halfChecked).toEqual([]);
    expect(all.checked).toHaveLength(6);
  });
});
