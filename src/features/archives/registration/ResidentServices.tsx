import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Space, Table, Tabs, Typography } from 'antd';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';

import { type DialogTarget, RecordDialog, useResourceAccess } from '@/features/resources';
import {
  getFamily,
  isConcreteFamilyId,
  type PersonProfile,
  type TimelineEntry,
} from '@/services/contract';
import { getResourceEndpoints, type ResourceRow } from '@/services/resources';

import { applicableTabs } from './serviceTabs';

interface Slot {
  key: number;
  familyId: string;
  target: DialogTarget;
  open: boolean;
}

const concrete = (familyId: string) =>
  isConcreteFamilyId(familyId) ? getFamily(familyId) : undefined;

/** The header fields a new service record of this resident starts with. */
const seedOf = (person: PersonProfile['person']): ResourceRow => ({
  personNum: person.personNum,
  name: person.name,
  sex: person.sex,
  IDCardNo: person.IDCardNo,
});

function FamilyRecords({
  familyId,
  entries,
  onOpen,
}: {
  familyId: string;
  entries: readonly TimelineEntry[];
  onOpen: (familyId: string, target: DialogTarget) => void;
}) {
  const family = concrete(familyId);
  const can = useResourceAccess(familyId);
  if (!family) return null;
  const endpoints = getResourceEndpoints(family.id);
  const editable = can('update') && Boolean(endpoints.update);
  const creatable = can('create') && Boolean(endpoints.create && family.fields?.length);
  const rowOf = (entry: TimelineEntry): ResourceRow => ({ [family.idField]: entry.id });
  return (
    <div className="gw-archive-family" data-family={familyId}>
      <div className="gw-archive-family-head">
        <Typography.Text strong>{family.title}</Typography.Text>
        {creatable && (
          <Button
            size="small"
            type="primary"
            ghost
            icon={<PlusOutlined />}
            onClick={() => onOpen(familyId, { mode: 'create' })}
          >
            新增
          </Button>
        )}
      </div>
      <Table<TimelineEntry>
        size="small"
        rowKey="id"
        pagination={entries.length > 5 ? { pageSize: 5, size: 'small' } : false}
        dataSource={[...entries]}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无记录" />,
        }}
        columns={[
          { title: '日期', dataIndex: 'date', width: 110, render: (v: string | null) => v ?? '—' },
          { title: '摘要', dataIndex: 'summary', render: (v: string) => v || '—' },
          {
            title: '操作',
            key: 'actions',
            width: 72,
            render: (_, entry) => (
              <Button
                type="link"
                size="small"
                onClick={() =>
                  onOpen(familyId, { mode: editable ? 'edit' : 'view', row: rowOf(entry) })
                }
              >
                {editable ? '修改' : '查看'}
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}

/**
 * The resident's services beside the personal information form, one tab per service that
 * applies, each record opened in place with the catalogue's own dialog.
 */
export function ResidentServices({
  profile,
  onChanged,
  lead,
}: {
  profile: PersonProfile;
  onChanged: () => void;
  /** The first tab: the personal information form. */
  lead: { key: string; label: string; children: ReactNode };
}) {
  const tabs = useMemo(() => applicableTabs(profile), [profile]);
  const [slot, setSlot] = useState<Slot | null>(null);
  const seq = useRef(0);
  const open = useCallback((familyId: string, target: DialogTarget) => {
    seq.current += 1;
    setSlot({ key: seq.current, familyId, target, open: true });
  }, []);
  const byFamily = (familyId: string) =>
    profile.timeline.filter((entry) => entry.family === familyId);
  const family = slot ? concrete(slot.familyId) : undefined;

  return (
    <Card className="gw-card gw-archive-services" variant="borderless">
      <Tabs
        aria-label="个人基本信息与居民服务"
        items={[
          lead,
          ...tabs.map((entry) => {
            const count = entry.families.reduce((sum, id) => sum + byFamily(id).length, 0);
            return {
              key: entry.key,
              label: `${entry.label}${count > 0 ? `（${count}）` : ''}`,
              children: (
                <Space direction="vertical" size={16} style={{ width: '100%' }}>
                  {entry.families.map((familyId) => (
                    <FamilyRecords
                      key={familyId}
                      familyId={familyId}
                      entries={byFamily(familyId)}
                      onOpen={open}
                    />
                  ))}
                </Space>
              ),
            };
          }),
        ]}
      />
      {slot && family && (
        <RecordDialog
          key={slot.key}
          family={family}
          endpoints={getResourceEndpoints(family.id)}
          target={slot.target}
          seed={seedOf(profile.person)}
          open={slot.open}
          onClose={() => {
            setSlot((current) => current && { ...current, open: false });
            onChanged();
          }}
          afterClose={() => setSlot((current) => (current?.open ? current : null))}
          onOpenRecord={(row) => open(family.id, { mode: 'view', row })}
        />
      )}
    </Card>
  );
}
