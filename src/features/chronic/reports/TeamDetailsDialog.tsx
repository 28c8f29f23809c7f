import { Modal, Table } from 'antd';
import { useState } from 'react';

import { useTeamSummaryDetailsQuery } from '@/services/chronic/reportApi';
import { dictionaryLabel } from '@/services/contract';
import { type PeriodParams, type TeamDetailsReply } from '@/services/contract/reportPaths';

export interface TeamDrill {
  teamId: string;
  teamName: string;
  /** The count drilled (a ContractPersonCount) and its label. */
  column: string;
  label: string;
}

const PAGE_SIZE = 10;

type Row = TeamDetailsReply['items'][number];

/** The residents behind one count of one 家庭医生团队 (masked, paged), for the same period. */
export default function TeamDetailsDialog({
  drill,
  period,
  onClose,
}: {
  drill: TeamDrill;
  period: PeriodParams;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const { data, isFetching, error } = useTeamSummaryDetailsQuery({
    ...period,
    teamId: drill.teamId,
    column: drill.column,
    PageNumber: page,
    PageSize: PAGE_SIZE,
  });
  return (
    <Modal
      open
      width={880}
      title={data?.title ?? `${drill.teamName}${drill.label}明细`}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Table<Row>
        size="small"
        rowKey={(row) => row.personNum}
        loading={isFetching}
        dataSource={data?.items ?? []}
        locale={{ emptyText: error ? '明细加载失败，请稍后重试' : '暂无居民' }}
        scroll={{ x: 800 }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 人`,
          onChange: setPage,
        }}
        columns={[
          { title: dictionaryLabel('personNum'), dataIndex: 'personNum', width: 180 },
          { title: dictionaryLabel('name'), dataIndex: 'name', width: 100 },
          { title: dictionaryLabel('IDCardNo'), dataIndex: 'IDCardNo', width: 190 },
          { title: dictionaryLabel('birthDate'), dataIndex: 'birthDate', width: 120 },
          { title: dictionaryLabel('hospitalName'), dataIndex: 'hospitalName', width: 180 },
        ]}
      />
    </Modal>
  );
}
