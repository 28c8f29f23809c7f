import { Empty, type TableColumnsType, type TablePaginationConfig, type TableProps } from 'antd';
import { type ReactNode, useMemo } from 'react';

import { PRINTING_FAMILIES } from '@/features/print';
import { type ConcreteFamilySpec, type FieldSpec } from '@/services/contract';
import { type RecordId, type ResourceEndpoints, type ResourceRow } from '@/services/resources';
import { FittedTable } from '@/shared/ui/fittedTable';

import { type CanVerb } from '../hooks/useResourceAccess';
import { REPORT_ACTION_LABEL } from '../model/assistantReport';
import { type ListState, PAGE_SIZES, type SortOrder, VIRTUAL_ROWS_FROM } from '../model/listQuery';
import { type RecordAction } from '../model/recordActions';
import { recordIdOf } from '../model/recordIdentity';
import { namesResident } from '../model/residentLink';
import { assistantReportOf } from './AssistantReportButton';
import { dataColumns, dataColumnsWidth } from './columns';
import { RowActions } from './RowActions';

/** Height of the scrolling body of a virtual table (antd needs a number for it). */
const VIRTUAL_BODY_HEIGHT = 560;
const ACTION_BASE_WIDTH = 88;
const ACTION_WIDTH_EACH = 76;
/** A link button's width for its label: about 14 px a character plus its padding. */
const linkWidth = (label: string) => label.length * 14 + 24;

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

/** The server-paged table of a family's records. */
export function ResourceTable(props: ResourceTableProps) {
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
  // Beside 修改: at most one action per lifecycle (终止管理 or 取消终止), 打印 where the family
  // prints, and the assistant's document (AI解读, 生成讲座报告) where offered.
  const extraActionCount =
    new Set(actions.filter((action) => can(action.key)).map((action) => action.field)).size +
    (PRINTING_FAMILIES.includes(family.id) ? 1 : 0) +
    (namesResident(family) || family.id === 'familys' ? 1 : 0);
  const reportKind = assistantReportOf(family);
  const reportWidth = reportKind ? linkWidth(REPORT_ACTION_LABEL[reportKind]) : 0;

  const columns = useMemo<TableColumnsType<ResourceRow>>(
    () => [
      ...dataColumns(family, fields, rows, { field: list.sortField, order: list.sortOrder }),
      {
        key: '__actions',
        title: '操作',
        fixed: 'right',
        width: ACTION_BASE_WIDTH + ACTION_WIDTH_EACH * extraActionCount + reportWidth,
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
      extraActionCount,
      reportWidth,
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
}
