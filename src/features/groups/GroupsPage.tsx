import { DeleteOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import {
  App,
  Button,
  Card,
  Empty,
  Form,
  Input,
  Menu,
  Modal,
  Popconfirm,
  Result,
  Space,
  Spin,
  Tag,
  Tree,
  type TreeDataNode,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';

import { type PageProps } from '@/features/permission';
import { GROUP_CODES_OF_PAGE, type NewUserGroup } from '@/services/contract';
import { useAppDispatch } from '@/shared/hooks/storeHooks';

import {
  grantsToKeys,
  grantSummary,
  grantTicks,
  type GrantNode,
  indexGrantNodes,
  keysToGrants,
  sameKeys,
  toggleGrant,
  toGrantNodes,
} from './grantTree';
import {
  groupsApi,
  useCreateUserGroupMutation,
  useDeleteUserGroupsMutation,
  useGroupGrantsQuery,
  usePermissionTreeQuery,
  useSaveGroupGrantsMutation,
  useUserGroupListQuery,
} from './groupsApi';
import './groups.css';

const KIND_TAGS: Partial<Record<GrantNode['kind'], string>> = { button: '按钮', link: '外部链接' };

const toTreeData = (nodes: readonly GrantNode[]): TreeDataNode[] =>
  nodes.map((node) => ({
    key: node.key,
    isLeaf: node.children.length === 0,
    title: (
      <span className={`gw-groups-node gw-groups-node-${node.kind}`} data-grant={node.key}>
        {node.title}
        {KIND_TAGS[node.kind] && <span className="gw-groups-kind">{KIND_TAGS[node.kind]}</span>}
      </span>
    ),
    children: toTreeData(node.children),
  }));

const errorText = (error: unknown, fallback: string): string => {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : fallback;
};

interface Draft {
  groupId: number;
  keys: Set<string>;
}

/**
 * 系统管理 → 用户组管理: pick a group on the left, tick its menus and each page's buttons on the
 * right, 保存 replaces the group's grants. Members see the change when they next sign in.
 */
export default function GroupsPage({ title, buttons }: PageProps) {
  const { message, modal } = App.useApp();
  const dispatch = useAppDispatch();
  const canCreate = buttons.includes(GROUP_CODES_OF_PAGE.create);
  const canUpdate = buttons.includes(GROUP_CODES_OF_PAGE.update);
  const canDelete = buttons.includes(GROUP_CODES_OF_PAGE.deletes);

  const groups = useUserGroupListQuery();
  const tree = usePermissionTreeQuery();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [creating, setCreating] = useState(false);
  const [form] = Form.useForm<NewUserGroup>();

  const groupList = useMemo(() => groups.data ?? [], [groups.data]);
  // The first group until the user picks one (or after the picked one is deleted).
  const selected = groupList.find((group) => group.groupId === selectedId) ?? groupList[0] ?? null;

  const grants = useGroupGrantsQuery(selected?.groupId ?? 0, { skip: selected === null });
  const nodes = useMemo(() => toGrantNodes(tree.data ?? []), [tree.data]);
  const treeData = useMemo(() => toTreeData(nodes), [nodes]);
  const index = useMemo(() => indexGrantNodes(nodes), [nodes]);
  const baseline = useMemo(
    () => (grants.data ? grantsToKeys(index, grants.data) : new Set<string>()),
    [grants.data, index],
  );
  const ownDraft = draft && draft.groupId === selected?.groupId ? draft : null;
  const checked = ownDraft?.keys ?? baseline;
  const dirty = ownDraft !== null && !sameKeys(ownDraft.keys, baseline);
  const summary = grantSummary(nodes, checked);

  const [saveGrants, saving] = useSaveGroupGrantsMutation();
  const [createGroup, creatingGroup] = useCreateUserGroupMutation();
  const [deleteGroups, deleting] = useDeleteUserGroupsMutation();

  const pick = (groupId: number) => {
    if (groupId === selected?.groupId) return;
    const go = () => {
      setDraft(null);
      setSelectedId(groupId);
    };
    if (!dirty) {
      go();
      return;
    }
    modal.confirm({
      title: '权限尚未保存',
      content: `“${selected?.groupName ?? ''}”的修改尚未保存，切换后将丢失。确定切换吗？`,
      okText: '放弃修改并切换',
      cancelText: '继续编辑',
      onOk: go,
    });
  };

  const save = async () => {
    if (!selected || !ownDraft) return;
    try {
      const saved = await saveGrants({
        groupId: selected.groupId,
        grants: keysToGrants(ownDraft.keys),
      }).unwrap();
      void dispatch(groupsApi.util.upsertQueryData('groupGrants', selected.groupId, saved));
      setDraft(null);
      message.success(`“${selected.groupName}”的权限已保存，该组用户重新登录后生效`);
    } catch {
      // The notice outlet has shown the server's reason; the ticks stay for another try.
    }
  };

  const create = async () => {
    const values = await form.validateFields();
    try {
      const group = await createGroup(values).unwrap();
      message.success(`已新增用户组“${group.groupName}”`);
      setCreating(false);
      form.resetFields();
      setDraft(null);
      setSelectedId(group.groupId);
    } catch {
      // Shown by the notice outlet (a taken code or name).
    }
  };

  const remove = async () => {
    if (!selected) return;
    try {
      await deleteGroups([selected.groupId]).unwrap();
      message.success(`已删除用户组“${selected.groupName}”`);
      setDraft(null);
      setSelectedId(null);
    } catch {
      // Shown by the notice outlet (a group with users cannot go).
    }
  };

  const loadError = groups.error ?? tree.error;
  if (loadError) {
    return (
      <Result
        status="error"
        title="用户组数据加载失败"
        subTitle={errorText(loadError, '请稍后重试')}
        extra={
          <Button
            type="primary"
            onClick={() => {
              void groups.refetch();
              void tree.refetch();
            }}
          >
            重试
          </Button>
        }
      />
    );
  }

  let grantBody;
  if (!selected) {
    grantBody = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={groups.isLoading ? '加载中…' : '请先在左侧选择用户组'}
      />
    );
  } else if (tree.isLoading || grants.isLoading || (grants.isFetching && !ownDraft)) {
    grantBody = (
      <div className="gw-groups-loading">
        <Spin tip="正在加载权限…">
          <div className="gw-groups-spin-space" />
        </Spin>
      </div>
    );
  } else if (grants.error) {
    grantBody = (
      <Result
        status="warning"
        title="该用户组的权限加载失败"
        subTitle={errorText(grants.error, '请稍后重试')}
        extra={<Button onClick={() => void grants.refetch()}>重试</Button>}
      />
    );
  } else if (treeData.length === 0) {
    grantBody = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无菜单" />;
  } else {
    grantBody = (
      <div className="gw-groups-tree" aria-label={`${selected.groupName}的菜单与按钮`}>
        <Tree
          checkable
          checkStrictly
          selectable={false}
          defaultExpandAll
          disabled={!canUpdate}
          treeData={treeData}
          checkedKeys={grantTicks(index, checked)}
          onCheck={(_keys, info) =>
            setDraft({
              groupId: selected.groupId,
              keys: toggleGrant(index, checked, String(info.node.key), info.checked),
            })
          }
        />
      </div>
    );
  }

  return (
    <div className="gw-groups" data-page="userGroups">
      <Card
        className="gw-card gw-groups-list"
        variant="borderless"
        title={title || '用户组'}
        extra={
          canCreate && (
            <Button size="small" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              新增
            </Button>
          )
        }
      >
        {groups.isLoading ? (
          <div className="gw-groups-loading">
            <Spin />
          </div>
        ) : groupList.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无用户组" />
        ) : (
          <Menu
            className="gw-groups-menu"
            mode="inline"
            selectedKeys={selected ? [String(selected.groupId)] : []}
            onClick={({ key }) => pick(Number(key))}
            items={groupList.map((group) => ({
              key: String(group.groupId),
              icon: <TeamOutlined />,
              label: (
                <span className="gw-groups-item">
                  <span className="gw-groups-item-name">{group.groupName}</span>
                  <span className="gw-groups-item-meta">
                    {group.groupCode} · {group.userCount}人
                  </span>
                </span>
              ),
            }))}
          />
        )}
      </Card>

      <Card
        className="gw-card gw-groups-grants"
        variant="borderless"
        title={
          selected ? (
            <span className="gw-groups-heading">
              <span className="gw-groups-heading-name">{selected.groupName}</span>
              <Typography.Text type="secondary" className="gw-groups-heading-sub">
                菜单与按钮权限
              </Typography.Text>
            </span>
          ) : (
            '菜单与按钮权限'
          )
        }
        extra={
          selected && (
            <Space wrap size={8}>
              {dirty && <Tag color="warning">未保存</Tag>}
              {canDelete && (
                <Popconfirm
                  title="删除用户组"
                  description={`确定删除“${selected.groupName}”吗？组内还有用户时不能删除。`}
                  okText="删除"
                  okButtonProps={{ danger: true }}
                  cancelText="取消"
                  onConfirm={() => remove()}
                >
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    loading={deleting.isLoading}
                    disabled={selected.userCount > 0}
                    title={selected.userCount > 0 ? '组内还有用户，不能删除' : undefined}
                  >
                    删除
                  </Button>
                </Popconfirm>
              )}
              {canUpdate && (
                <>
                  <Button disabled={!dirty} onClick={() => setDraft(null)}>
                    撤销修改
                  </Button>
                  <Button
                    type="primary"
                    disabled={!dirty}
                    loading={saving.isLoading}
                    onClick={() => void save()}
                  >
                    保存
                  </Button>
                </>
              )}
            </Space>
          )
        }
      >
        {selected && !grants.isLoading && !tree.isLoading && (
          <Typography.Paragraph type="secondary" className="gw-groups-summary">
            {`已选 ${summary.pages} 个菜单页面、${summary.buttons} 个按钮。勾选按钮时其所在菜单一并勾选，该组用户重新登录后生效。`}
          </Typography.Paragraph>
        )}
        {grantBody}
      </Card>

      <Modal
        title="新增用户组"
        open={creating}
        okText="保存"
        cancelText="取消"
        confirmLoading={creatingGroup.isLoading}
        onOk={() => void create()}
        onCancel={() => setCreating(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" name="newUserGroup" preserve={false}>
          <Form.Item
            name="groupCode"
            label="用户组编码"
            rules={[
              { required: true, message: '请输入用户组编码' },
              { pattern: /^[A-Za-z0-9_]{1,32}$/, message: '编码由字母、数字或下划线组成' },
            ]}
          >
            <Input autoFocus maxLength={32} placeholder="如 JKJY" />
          </Form.Item>
          <Form.Item
            name="groupName"
            label="用户组名称"
            rules={[{ required: true, whitespace: true, message: '请输入用户组名称' }]}
          >
            <Input maxLength={50} placeholder="如 健康教育组" />
          </Form.Item>
          <Form.Item name="remark" label="备注">
            <Input.TextArea maxLength={200} rows={2} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
