import { Modal, Table } from 'antd';
import { useState } from 'react';

import { type Figure } from '@/domain/indicators';
import { useWorkloadDetailsQuery } from '@/services/chronic/reportApi';
import { dictionaryLabel } from '@/services/contract';
import { type PeriodParams, type WorkloadDetailRow } from '@/services/contract/reportPaths';

export interface WorkloadDrill {
  hospitalId: string;
  hospitalName: string;
  figure: Figure;
  /** A 按医生 row: its 责任医生 ('' for the archives naming none); the hospital's own records. */
  doctor?: string;
}

const PAGE_SIZE = 10;

/**
 * The records behind one workload count (masked, paged), for the same period and institution, or
 * the institution's own records under one 责任医生.
 */
export default function WorkloadDetailsDialog({
  drill,
  period,
  onClose,
}: {
  drill: WorkloadDrill;
  period: PeriodParams;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const { data, isFetching, error } = useWorkloadDetailsQuery({
    ...period,
    hospId: drill.hospitalId,
    figure: drill.figure.id,
    ...(drill.doctor === undefined ? {} : { doctor: drill.doctor }),
    PageNumber: page,
    PageSize: PAGE_SIZE,
  });
  return (
    <Modal
      open
      width={920}
      title={
        data?.title ??
        `${drill.hospitalName}${drill.doctor === undefined ? '' : drill.doctor || '未填写责任医生'}${drill.figure.label}明细`
      }
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Table<WorkloadDetailRow>
        size="small"
        rowKey={(row) => `${row.family}:${row.id}`}
        loading={isFetching}
        dataSource={data?.items ?? []}
        locale={{ emptyText: error ? '明细加载失败，请稍后重试' : '暂无记录' }}
        scroll={{ x: 860 }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 条`,
          onChange: setPage,
        }}
        columns={[
          { title: '记录日期', dataIndex: 'recordDate', width: 110 },
          { title: '服务类别', dataIndex: 'familyLabel', width: 140 },
          { title: dictionaryLabel('personNum'), dataIndex: 'personNum', width: 170 },
          { title: dictionaryLabel('name'), dataIndex: 'name', width: 90 },
          { title: dictionaryLabel('IDCardNo'), dataIndex: 'IDCardNo', width: 180 },
          { title: dictionaryLabel('hospitalName'), dataIndex: 'hospitalName', width: 170 },
        ]}
      />
    </Modal>
  );
}
