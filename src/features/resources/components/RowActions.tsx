import { App } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { isClosedStatus } from '@/domain/archives/closing';
import { PrintActions } from '@/features/print';
import { type ConcreteFamilySpec } from '@/services/contract';
import { type ResourceEndpoints, type ResourceRow } from '@/services/resources';
import { ARCHIVE_VIEWS, archivePath } from '@/shared/archivePaths';
import { useAppDispatch } from '@/shared/hooks/storeHooks';
import { RowAction, RowActionGroup, RowConfirmAction, RowMenuAction } from '@/shared/ui/rowActions';

import { type CanVerb } from '../hooks/useResourceAccess';
import { OWN_DIALOG_STEPS } from '../model/familyControls';
import { confirmText, isActionAvailable, type RecordAction } from '../model/recordActions';
import { recordIdOf, recordName } from '../model/recordIdentity';
import { namesResident, residentOf } from '../model/residentLink';
import { ActionFormDialog } from './ActionFormDialog';
import { AssistantReportButton } from './AssistantReportButton';
import { HouseholdMembers } from './HouseholdMembers';
import { TransferArchiveDialog } from './TransferArchiveDialog';

/** 转移责任村: a move with its own dialog (TransferArchiveDialog), not a lifecycle step. */
export const TRANSFER = { key: 'transfer', label: '转移责任村' } as const;

/** Whether the family's rows offer 转移责任村 to this user (an open archive's row shows it). */
export const offersTransfer = (
  familyId: string,
  can: CanVerb,
  endpoints: ResourceEndpoints,
): boolean =>
  Boolean(OWN_DIALOG_STEPS[familyId]?.includes(TRANSFER.key)) &&
  can('transfer') &&
  Boolean(endpoints.mutations.transfer);

/** Actions that take a record out of care or off file: shown in the danger colour. */
const ENDING_ACTIONS = new Set(['terminal', 'writeOff']);

interface RowActionsProps {
  family: ConcreteFamilySpec;
  endpoints: ResourceEndpoints;
  row: ResourceRow;
  actions: readonly RecordAction[];
  can: CanVerb;
  onOpen: (mode: 'edit' | 'view', row: ResourceRow) => void;
}

/**
 * A row's operations: 修改 (or 查看 for whoever may not change it) and the lifecycle actions
 * the row is not already through, each behind its permission code and a confirmation.
 */
export function RowActions({ family, endpoints, row, actions, can, onOpen }: RowActionsProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const resident = namesResident(family) ? residentOf(row) : null;
  const [running, setRunning] = useState<string | null>(null);
  const id = recordIdOf(family, row);
  const name = recordName(family, row);

  const [asking, setAsking] = useState<RecordAction | null>(null);
  const [transferring, setTransferring] = useState(false);

  const run = async (
    action: Pick<RecordAction, 'key' | 'label'>,
    body?: Record<string, unknown>,
  ) => {
    const endpoint = endpoints.mutations[action.key];
    if (!endpoint || id === undefined) return;
    setRunning(action.key);
    try {
      await dispatch(endpoint.initiate(body ? { id, body } : { id })).unwrap();
      message.success(`${action.label}成功`);
      setAsking(null);
      setTransferring(false);
    } catch {
      // The notice outlet has shown the server's reason.
    } finally {
      setRunning(null);
    }
  };

  const offered = actions.filter(
    (action) =>
      can(action.key) && endpoints.mutations[action.key] && isActionAvailable(family, action, row),
  );
  const editable = can('update') && Boolean(endpoints.update);
  // 转移责任村 (kernel archives/transfer): an archive in the file, with its own village picker.
  const transferable = offersTransfer(family.id, can, endpoints) && !isClosedStatus(row.status);

  return (
    <RowActionGroup>
      <RowAction onClick={() => onOpen(editable ? 'edit' : 'view', row)}>
        {editable ? '修改' : '查看'}
      </RowAction>
      <PrintActions familyId={family.id} row={row} id={id} />
      {family.id === 'familys' && <HouseholdMembers row={row} />}
      {resident && (
        <RowMenuAction
          label="档案"
          items={ARCHIVE_VIEWS.map(({ view, label }) => ({ key: view, label }))}
          onPick={(key) =>
            void navigate(
              archivePath(
                key as (typeof ARCHIVE_VIEWS)[number]['view'],
                resident.personNum,
                resident.name,
              ),
            )
          }
        />
      )}
      <AssistantReportButton family={family} row={row} />
      {offered.map((action) =>
        action.asks.length > 0 ? (
          <RowAction
            key={action.key}
            loading={running === action.key}
            danger={ENDING_ACTIONS.has(action.key)}
            onClick={() => setAsking(action)}
          >
            {action.label}
          </RowAction>
        ) : (
          <RowConfirmAction
            key={action.key}
            label={action.label}
            title={`${action.label}确认`}
            description={confirmText(action, name)}
            onConfirm={() => void run(action)}
            loading={running === action.key}
            danger={ENDING_ACTIONS.has(action.key)}
          />
        ),
      )}
      {transferable && (
        <RowAction loading={running === 'transfer'} onClick={() => setTransferring(true)}>
          {TRANSFER.label}
        </RowAction>
      )}
      {transferring && (
        <TransferArchiveDialog
          name={name}
          fromHospitalId={typeof row.hospitalId === 'string' ? row.hospitalId : undefined}
          running={running === 'transfer'}
          onRun={(body) => void run(TRANSFER, { ...body })}
          onCancel={() => setTransferring(false)}
        />
      )}
      {asking && (
        <ActionFormDialog
          action={asking}
          name={name}
          running={running === asking.key}
          onRun={(body) => void run(asking, body)}
          onCancel={() => setAsking(null)}
        />
      )}
    </RowActionGroup>
  );
}
