import { Modal, Result, Spin } from 'antd';

import { agreementForRenewal } from '@/domain/schedule';
import { type DialogTarget, RecordDialog } from '@/features/resources';
import { type ConcreteFamilyId, getFamily } from '@/services/contract';
import { getResourceEndpoints, isResourceRow, type ResourceRow } from '@/services/resources';

/** Widened, as RecordDialog takes any family's endpoints. */
const FAMILY: ConcreteFamilyId = 'signRegistes';
/** More agreements than a resident signs in a career: the newest is among them. */
const AGREEMENTS_PAGE = 50;
const noop = () => undefined;

const agreementsOf = (
  data: unknown,
  personNum: string,
  idField: string,
): { id: string; data: ResourceRow }[] => {
  const items = typeof data === 'object' && data !== null && 'items' in data ? data.items : [];
  return (Array.isArray(items) ? items : [])
    .filter(isResourceRow)
    .filter((row) => row.personNum === personNum)
    .flatMap((row) => {
      const id = row[idField];
      return typeof id === 'string' || typeof id === 'number'
        ? [{ id: String(id), data: row }]
        : [];
    });
};

/**
 * 续约 of a work-list row (家庭医生签约续约, service-rules §1): the resident's agreement the row
 * speaks of (the schedule's agreementForRenewal), opened as 家庭医生签约 shows it, with its
 * 履约情况 and 续约 beside it; a renewal made there takes the row off the list.
 */
export function RenewalDialog({
  personNum,
  open,
  onClose,
}: {
  personNum: string;
  open: boolean;
  onClose: () => void;
}) {
  const family = getFamily(FAMILY);
  const endpoints = getResourceEndpoints(FAMILY);
  const query = endpoints.list?.useQuery(
    { personNum, PageSize: AGREEMENTS_PAGE },
    { refetchOnMountOrArgChange: true },
  );
  if (!family || family.wildcard) return null;
  const agreement = agreementForRenewal(agreementsOf(query?.data, personNum, family.idField));
  if (!agreement) {
    return (
      <Modal open={open} title="家庭医生签约续约" footer={null} onCancel={onClose}>
        {query?.isFetching ? (
          <Spin description="正在读取签约…" />
        ) : (
          <Result
            status="warning"
            title={query?.isError ? '签约读取失败' : '未找到可续约的签约'}
            subTitle={
              query?.isError ? '请检查网络后重试' : '该居民最近的签约已解约或不在您的管理范围'
            }
          />
        )}
      </Modal>
    );
  }
  const target: DialogTarget = {
    mode: 'view',
    row: { ID: agreement.record.id, [family.idField]: agreement.record.id },
  };
  return (
    <RecordDialog
      family={family}
      endpoints={endpoints}
      target={target}
      open={open}
      onClose={onClose}
      afterClose={noop}
      onOpenRecord={noop}
    />
  );
}
