import { Empty, type TableColumnsType, type TablePaginationConfig, type TableProps } from 'antd';
import { memo, type ReactNode, useMemo } from 'react';

import { PRINTING_FAMILIES } from '@/features/print';
import { type ConcreteFamilySpec, type FieldSpec } from '@/services/contract';
import { type RecordId, type ResourceEndpoints, type ResourceRow } from '@/services/resources';
import { actionColumnWidth, FittedTable } from '@/shared/ui/fittedTable';

import { type CanVerb } from '../hooks/useResourceAccess';
import { REPORT_ACTION_LABEL } from '../model/assistantReport';
import { type ListState, PAGE_SIZES, type SortOrder, VIRTUAL_ROWS_FROM } from '../model/listQuery';
import { type RecordAction } from '../model/recordActions';
import { recordIdOf, recordName } from '../model/recordIdentity';
import { namesResident } from '../model/residentLink';
import { assistantReportOf } from './AssistantReportButton';
import { dataColumns, dataColumnsWidth } from './columns';
import { offersTransfer, RowActions, TRANSFER } from './RowActions';

/** Height of the scrolling body of a virtual table (antd needs a number for it). */
const VIRTUAL_BODY_HEIGHT = 560;

interface ResourceTableProps {
  family: ConcreteFamilySpec;
  endpoints: ResourceEndpoints;
  fields: readonly FieldSpec[];
  rows: readonly ResourceRow[];
  total: number;
  list: ListState;
  loading: boolean;
  actions: readonly RecordAction[];
  can: CanVerb;
  selectable: boolean;
  selected: readonly RecordId[];
  onSelect: (ids: RecordId[]) => void;
  onChange: (next: Pick<ListState, 'page' | 'pageSize' | 'sortField' | 'sortOrder'>) => void;
  onOpen: (mode: 'edit' | 'view', row: ResourceRow) => void;
  /** What an empty list shows instead of 暂无数据 (a read card's way on). */
  emptyText?: ReactNode;
}

const FROM_ANTD: Record<string, SortOrder> = { ascend: 'asc', descend: 'desc' };

/** A row's checkbox by the record's name (选择 徐新), or its place on the page where it has none. */
const selectionLabel = (
  family: ConcreteFamilySpec,
  rows: readonly ResourceRow[],
  row: ResourceRow,
): string => {
  const name = recordName(family, row);
  return name ? `选择 ${name}` : `选择第 ${rows.indexOf(row) + 1} 条记录`;
};

/**
 * The server-paged table of a family's records. Memoised: opening or closing a record dialog,
 * or typing in the search form, changes the page around it but not its rows, and twenty rows
 * with their actions are most of the page's cost to render.
 */
export const ResourceTable = memo(function ResourceTable(props: ResourceTableProps) {
  const {
    family,
    endpoints,
    fields,
    rows,
    total,
    list,
    loading,
    actions,
    can,
    selectable,
    selected,
  } = props;
  const { onOpen } = props;
  // 修改 and beside it: 打印 where the family prints, 档案 (or a family's 成员), the assistant's
  // document (AI解读, 生成讲座报告) where offered, at most one action per lifecycle (终止管理 or
  // 取消终止: the longer counts) and 转移责任村.
  const lifecycleLabels = new Map<string, string>();
  for (const action of actions.filter((item) => can(item.key))) {
    const shown = lifecycleLabels.get(action.field) ?? '';
    if (action.label.length > shown.length) lifecycleLabels.set(action.field, action.label);
  }
  const reportKind = assistantReportOf(family);
  const actionsWidth = actionColumnWidth([
    { label: '修改' },
    ...(PRINTING_FAMILIES.includes(family.id) ? [{ label: '打印', menu: true }] : []),
    ...(family.id === 'familys' ? [{ label: '成员', menu: true }] : []),
    ...(namesResident(family) ? [{ label: '档案', menu: true }] : []),
    ...(reportKind ? [{ label: REPORT_ACTION_LABEL[reportKind] }] : []),
    ...[...lifecycleLabels.values()].map((label) => ({ label })),
    ...(offersTransfer(family.id, can, endpoints) ? [{ label: TRANSFER.label }] : []),
  ]);

  const columns = useMemo<TableColumnsType<ResourceRow>>(
    () => [
      ...dataColumns(family, fields, rows, { field: list.sortField, order: list.sortOrder }),
      {
        key: '__actions',
        title: '操作',
        fixed: 'right',
        width: actionsWidth,
        render: (_value: unknown, row: ResourceRow) => (
          <RowActions
            family={family}
            endpoints={endpoints}
            row={row}
            actions={actions}
            can={can}
            onOpen={onOpen}
          />
        ),
      },
    ],
    [
      fields,
      rows,
      list.sortField,
      list.sortOrder,
      actionsWidth,
      family,
      endpoints,
      actions,
      can,
      onOpen,
    ],
  );
  const scrollX = dataColumnsWidth(family, fields, rows) + 240;
  const virtual = list.pageSize > VIRTUAL_ROWS_FROM;

  const onChange: TableProps<ResourceRow>['onChange'] = (
    pagination: TablePaginationConfig,
    _filters,
    sorter,
  ) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const pageSize = pagination.pageSize ?? list.pageSize;
    const order = single?.order ? FROM_ANTD[single.order] : undefined;
    const sortField = order && typeof single?.columnKey === 'string' ? single.columnKey : undefined;
    const sortChanged = sortField !== list.sortField || order !== list.sortOrder;
    props.onChange({
      // A new page size or order starts again from the first page.
      page: pageSize !== list.pageSize || sortChanged ? 1 : (pagination.current ?? 1),
      pageSize,
      ...(sortField && order ? { sortField, sortOrder: order } : {}),
    });
  };

  // Fitted to its box: the fixed 操作 column never lies over the data columns.
  return (
    <FittedTable<ResourceRow>
      className="gw-resource-table"
      rowKey={(row) => String(recordIdOf(family, row) ?? JSON.stringify(row))}
      columns={columns}
      dataSource={rows}
      loading={loading}
      size="middle"
      bordered={false}
      virtual={virtual}
      scroll={virtual ? { x: scrollX, y: VIRTUAL_BODY_HEIGHT } : { x: scrollX }}
      onChange={onChange}
      locale={{
        emptyText: props.emptyText ?? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
        ),
      }}
      rowSelection={
        selectable
          ? {
              selectedRowKeys: selected.map(String),
              onChange: (_keys, picked) =>
                props.onSelect(
                  picked
                    .map((row) => recordIdOf(family, row))
                    .filter((id): id is RecordId => id !== undefined),
                ),
              preserveSelectedRowKeys: false,
              // Named in Chinese for a screen reader (antd's own are "Select row 1", "Select all").
              getCheckboxProps: (row) => ({ 'aria-label': selectionLabel(family, rows, row) }),
              getTitleCheckboxProps: () => ({ 'aria-label': '选择本页全部记录' }),
            }
          : undefined
      }
      pagination={{
        current: list.page,
        pageSize: list.pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        showQuickJumper: true,
        showTotal: (count) => `共 ${count} 条`,
      }}
    />
  );
});
