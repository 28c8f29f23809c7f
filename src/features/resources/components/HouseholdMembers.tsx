import { TeamOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { maskIdCard } from '@/domain/identity';
import { getResourceEndpoints, type ResourceRow } from '@/services/resources';
import { ARCHIVE_VIEWS, archivePath } from '@/shared/archivePaths';
import { RowAction } from '@/shared/ui/rowActions';

/** Households are small; one page holds every member. */
const MEMBERS_PAGE_SIZE = 50;

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const SEX: Readonly<Record<string, string>> = { '1': '男', '2': '女' };

function MemberList({ familyCode }: { familyCode: string }) {
  const list = getResourceEndpoints('persons').list;
  const { data, isLoading, error } = list.useQuery(
    { familyCode, PageNumber: 1, PageSize: MEMBERS_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  if (error) return <Alert type="error" showIcon title="家庭成员加载失败，请稍后重试" />;
  return (
    <Table<ResourceRow>
      size="small"
      rowKey={(row) => text(row.personNum)}
      loading={isLoading}
      pagination={false}
      dataSource={data?.items ?? []}
      locale={{ emptyText: '该家庭暂无成员档案' }}
      columns={[
        {
          title: '姓名',
          key: 'name',
          render: (_, row) => text(row.name),
        },
        { title: '性别', key: 'sex', width: 60, render: (_, row) => SEX[text(row.sex)] ?? '—' },
        { title: '年龄', key: 'age', width: 60, render: (_, row) => text(row.age) || '—' },
        {
          title: '身份证号',
          key: 'id',
          render: (_, row) => maskIdCard(text(row.IDCardNo)),
        },
        {
          title: '档案',
          key: 'links',
          render: (_, row) => (
            <Space size={8} wrap>
              {ARCHIVE_VIEWS.map(({ view, label }) => (
                <Link key={view} to={archivePath(view, text(row.personNum), text(row.name))}>
                  {label}
                </Link>
              ))}
            </Space>
          ),
        },
      ]}
    />
  );
}

/** 家庭成员: the household's residents, each with links to their archive pages. */
export function HouseholdMembers({ row }: { row: ResourceRow }) {
  const [open, setOpen] = useState(false);
  const familyCode = text(row.familyCode);
  if (!familyCode) return null;
  return (
    <>
      <RowAction icon={<TeamOutlined />} onClick={() => setOpen(true)}>
        成员
      </RowAction>
      <Modal
        open={open}
        width={760}
        title={
          <Space>
            <span>家庭成员</span>
            <Typography.Text type="secondary">家庭编号 {familyCode}</Typography.Text>
          </Space>
        }
        footer={<Button onClick={() => setOpen(false)}>关闭</Button>}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        {open && <MemberList familyCode={familyCode} />}
      </Modal>
    </>
  );
}
