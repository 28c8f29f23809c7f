import { Button, Empty, Spin } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { type CardFields } from '@/features/devices';
import { useAccess } from '@/features/permission';
import { getFamily } from '@/services/contract';
import { type ResourceRow } from '@/services/resources';
import { archivePath } from '@/shared/archivePaths';

import { cardAutofill } from '../model/cardAutofill';
import { useLazyFindPersonByIdCardQuery } from '../resourcePageApi';
import { FamilyRecordDialog } from './FamilyRecordDialog';

/** The resident family: where a card not on file becomes a new archive. */
const PERSONS = 'persons';

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** A new archive's first values from the card, as a stored row (dates as YYYY-MM-DD). */
export const archiveSeedFromCard = (card: CardFields): ResourceRow => {
  const fields = getFamily(PERSONS)?.fields ?? [];
  return Object.fromEntries(
    Object.entries(cardAutofill(fields, card)).map(([name, value]) => [
      name,
      dayjs.isDayjs(value) ? value.format('YYYY-MM-DD') : value,
    ]),
  );
};

/**
 * What a list shows when an ID card it was searched by matches nothing here: the resident's
 * archive when the card is on file (this list simply holds no record of theirs yet), else 新建档案
 * with the card's values, so a read card always leads somewhere.
 */
export function CardLead({ card }: { card: CardFields }) {
  const navigate = useNavigate();
  const access = useAccess();
  const [find, { data: existing, isFetching, isUninitialized }] = useLazyFindPersonByIdCardQuery();
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    void find(card.idCardNo);
  }, [find, card.idCardNo]);

  if (isUninitialized || isFetching) {
    return <Spin size="small" description="正在查找该身份证的档案…" />;
  }
  if (existing && Object.keys(existing).length > 0) {
    const name = text(existing.name);
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={`${name || '该居民'}已建档，本列表暂无其记录`}
      >
        <Button
          type="primary"
          onClick={() =>
            void navigate(archivePath('health-profile', text(existing.personNum), name))
          }
        >
          打开健康档案
        </Button>
      </Empty>
    );
  }
  const canCreate = access.hasAnyPermission([`${PERSONS}:create`]);
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该身份证尚未建立健康档案">
      {canCreate ? (
        <Button type="primary" onClick={() => setCreating(true)}>
          新建档案
        </Button>
      ) : (
        <span className="gw-card-lead-hint">请联系有建档权限的人员建档</span>
      )}
      {creating && (
        <FamilyRecordDialog
          familyId={PERSONS}
          open={creating}
          seed={archiveSeedFromCard(card)}
          onClose={() => {
            setCreating(false);
            // Saved or not, ask again: a saved archive turns this into 打开健康档案.
            void find(card.idCardNo);
          }}
        />
      )}
    </Empty>
  );
}
