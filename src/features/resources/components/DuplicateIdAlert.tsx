import { Alert, Button } from 'antd';

import { type ResourceRow } from '@/services/resources';

export const DUPLICATE_ID_MESSAGE = '该身份证号已建档';

export interface DuplicateId {
  idCardNo: string;
  /** The resident on file, once found; null when the server said so but the lookup did not. */
  existing: ResourceRow | null;
}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The warning for an ID number already on file, with the way to the existing record. */
export function DuplicateIdAlert({
  duplicate,
  onOpen,
}: {
  duplicate: DuplicateId;
  onOpen: (row: ResourceRow) => void;
}) {
  const { existing } = duplicate;
  const who = existing ? `${text(existing.name)}（个人编号 ${text(existing.personNum)}）` : '';
  return (
    <Alert
      type="warning"
      showIcon
      className="gw-dialog-alert"
      title={DUPLICATE_ID_MESSAGE}
      description={
        existing
          ? `身份证号对应的居民 ${who} 已有健康档案，请勿重复建档。`
          : '请核对身份证号码，或在列表中按身份证号查询已有档案。'
      }
      action={
        existing ? (
          <Button size="small" type="primary" ghost onClick={() => onOpen(existing)}>
            查看已有档案
          </Button>
        ) : undefined
      }
    />
  );
}
