import { DeleteOutlined, DownloadOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { App, Button, Space, Tooltip } from 'antd';
import { type ReactNode } from 'react';

import { ListToolbar } from '@/shared/ui/ListToolbar';

import { type CanVerb } from '../hooks/useResourceAccess';
import { deleteConfirmText } from '../model/recordActions';

interface ResourceToolbarProps {
  title: string;
  total: number | undefined;
  can: CanVerb;
  /** Which verbs the family has at all (a code without the call is no button). */
  has: { create: boolean; deletes: boolean; excel: boolean };
  selectedCount: number;
  exporting: boolean;
  deleting: boolean;
  refreshing: boolean;
  onCreate: () => void;
  onDelete: () => Promise<void>;
  onExport: () => void;
  onRefresh: () => void;
  /** Buttons of other features (打印所选), before 刷新. */
  extra?: ReactNode;
}

/** Above the table: the list's title and count, and the buttons the user holds codes for. */
export function ResourceToolbar(props: ResourceToolbarProps) {
  const { title, total, can, has, selectedCount, exporting, deleting, refreshing } = props;
  const { modal } = App.useApp();

  const confirmDelete = () => {
    modal.confirm({
      title: '删除确认',
      content: deleteConfirmText(selectedCount),
      okText: '确定',
      okType: 'danger',
      cancelText: '取消',
      onOk: props.onDelete,
    });
  };

  return (
    <ListToolbar title={title} total={total}>
      <Space wrap>
        {has.create && can('create') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={props.onCreate}>
            新增
          </Button>
        )}
        {has.deletes && can('deletes') && (
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={selectedCount === 0}
            loading={deleting}
            onClick={confirmDelete}
          >
            删除{selectedCount > 0 ? `（${selectedCount}）` : ''}
          </Button>
        )}
        {has.excel && can('excel') && (
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={props.onExport}>
            导出
          </Button>
        )}
        {props.extra}
        <Tooltip title="刷新">
          <Button
            aria-label="刷新"
            icon={<ReloadOutlined spin={refreshing} />}
            onClick={props.onRefresh}
          />
        </Tooltip>
      </Space>
    </ListToolbar>
  );
}
