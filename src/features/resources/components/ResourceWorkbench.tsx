import { App, Button, Card, Empty, Result, Skeleton } from 'antd';
import {
  type ComponentProps,
  type Dispatch,
  type SetStateAction,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

import { type CardFields } from '@/features/devices';
import { useExcelExport } from '@/features/exports';
import { canPrintSelection, PrintSelectedButton } from '@/features/print';
import { type ConcreteFamilySpec } from '@/services/contract';
import { isApiError } from '@/services/http/apiError';
import {
  type RecordId,
  type ResourceEndpoints,
  type ResourceParams,
  type ResourceRow,
} from '@/services/resources';
import { excelPath } from '@/services/resources/downloadExcel';
import { useAppDispatch } from '@/shared/hooks/storeHooks';
import { useOnPageShownAgain } from '@/shared/pageShown';
import { useKeepTabDraft, useLastingTabDraft, useRestoredTabDraft } from '@/shared/tabDraft';

import { useResourceAccess } from '../hooks/useResourceAccess';
import { familyControls } from '../model/familyControls';
import { filterFields, listFields, quickSearchHint } from '../model/fieldModel';
import {
  INITIAL_LIST_STATE,
  LIST_STALE_SECONDS,
  type ListState,
  toListParams,
} from '../model/listQuery';
import { recordIdOf } from '../model/recordIdentity';
import { BatchVerifyButton } from './BatchVerifyButton';
import { CardLead } from './CardLead';
import { type DialogTarget, RecordDialog } from './RecordDialog';
import { ResourceTable } from './ResourceTable';
import { ResourceToolbar } from './ResourceToolbar';
import { SearchForm } from './SearchForm';

type ListEndpoint = NonNullable<ResourceEndpoints['list']>;

interface ResourceWorkbenchProps {
  family: ConcreteFamilySpec;
  endpoints: ResourceEndpoints;
  /** The family's list endpoint (the page exists only for families that have one). */
  list: ListEndpoint;
  title: string;
}

interface DialogSlot {
  /** A new dialog is a new form: the key remounts it. */
  key: number;
  target: DialogTarget;
  open: boolean;
}

/** Closing starts the antd animation; the slot empties after it, unless it was reused meanwhile. */
const closed = (slot: DialogSlot | null) => slot && { ...slot, open: false };
const emptied = (slot: DialogSlot | null) => (slot?.open ? slot : null);

/** The record dialog of a slot, while the slot holds one; its form's draft is named by the key. */
function SlotDialog({
  slot,
  setSlot,
  shared,
}: {
  slot: DialogSlot | null;
  setSlot: Dispatch<SetStateAction<DialogSlot | null>>;
  /** What both slots' dialogs are given alike. */
  shared: Pick<ComponentProps<typeof RecordDialog>, 'family' | 'endpoints' | 'onOpenRecord'>;
}) {
  if (!slot) return null;
  return (
    <RecordDialog
      {...shared}
      key={slot.key}
      draftName={dialogDraftName(slot.key)}
      target={slot.target}
      open={slot.open}
      onClose={() => setSlot(closed)}
      afterClose={() => setSlot(emptied)}
    />
  );
}

const LOAD_FAILED = '数据加载失败，请稍后重试';

/**
 * What the page keeps for its tab when it is unmounted (docs/decisions/0009, tab drafts): the
 * list's page, filters and sort, the selection, and the record dialogs open at the time (their
 * form values are their own drafts, named by the slot's key).
 */
interface WorkbenchDraft {
  list: ListState;
  selected: RecordId[];
  primary: DialogSlot | null;
  secondary: DialogSlot | null;
  lastSlotKey: number;
}

/** A dialog that is closing is not worth bringing back. */
const stillOpen = (slot: DialogSlot | null) => (slot?.open ? slot : null);

/** The draft name of a dialog slot's form values. */
export const dialogDraftName = (key: number): string => `record-dialog:${key}`;

/**
 * The generic page of a resource family: search, a server-paged table, create/edit in the
 * draggable dialog, batch delete, Excel export and the lifecycle actions. All of its state is
 * React state of this page, so a tab hidden by <Activity> comes back as it was left; the
 * records stay in RTK Query's cache.
 */
export function ResourceWorkbench({
  family,
  endpoints,
  list: listEndpoint,
  title,
}: ResourceWorkbenchProps) {
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const can = useResourceAccess(family.id);
  const draftName = `workbench:${family.id}`;
  const draft = useRestoredTabDraft<WorkbenchDraft>(draftName);
  const [list, setList] = useState<ListState>(draft?.list ?? INITIAL_LIST_STATE);
  const [selected, setSelected] = useState<RecordId[]>(draft?.selected ?? []);
  const [deleting, setDeleting] = useState(false);
  // The card the list was last searched by: an empty answer then leads to the archive or 新建档案.
  const [cardRead, setCardRead] = useState<CardFields | null>(null);
  // Two slots: the record being worked on, and one it leads to (the resident already on file).
  const [primary, setPrimary] = useState<DialogSlot | null>(draft?.primary ?? null);
  const [secondary, setSecondary] = useState<DialogSlot | null>(draft?.secondary ?? null);
  const { startExport, exporting } = useExcelExport(`export-${family.id}`, { showProgress: true });
  // Slot keys go on from the draft's, so a new dialog never picks up an old dialog's values.
  const dialogSeq = useRef(draft?.lastSlotKey ?? 0);
  useKeepTabDraft<WorkbenchDraft>(draftName, () => ({
    list,
    selected,
    primary: stillOpen(primary),
    secondary: stillOpen(secondary),
    lastSlotKey: dialogSeq.current,
  }));
  // An open form to fill outlasts a reload (with its values, the dialog's own lasting draft).
  const writeLasting = useLastingTabDraft(draftName);
  useEffect(() => {
    const filling = (item: DialogSlot | null) =>
      item?.open && item.target.mode !== 'view' ? item : null;
    const open = { primary: filling(primary), secondary: filling(secondary) };
    writeLasting(
      open.primary || open.secondary
        ? { list, selected: [], ...open, lastSlotKey: dialogSeq.current }
        : undefined,
    );
  }, [writeLasting, list, primary, secondary]);
  const slot = useCallback((target: DialogTarget): DialogSlot => {
    dialogSeq.current += 1;
    return { key: dialogSeq.current, target, open: true };
  }, []);

  const params = useMemo(() => toListParams(list), [list]);
  // A change of filters or page asks the server unless that very list is under a minute old;
  // 查询 asks again in any case (staff press it to see what colleagues just entered). A tab
  // shown again shows what it showed, and asks only when its list has gone stale.
  const { data, error, isLoading, isFetching, refetch, fulfilledTimeStamp } = listEndpoint.useQuery(
    params,
    { refetchOnMountOrArgChange: LIST_STALE_SECONDS },
  );
  useOnPageShownAgain(() => {
    // A kept tab stays subscribed while hidden, so showing it again asks nothing by itself.
    if (
      fulfilledTimeStamp !== undefined &&
      Date.now() - fulfilledTimeStamp > LIST_STALE_SECONDS * 1000
    )
      void refetch();
  });
  const rows = useMemo(() => data?.items ?? [], [data]);
  const fields = useMemo(() => listFields(family, rows), [family, rows]);
  const filters = useMemo(() => filterFields(family), [family]);
  const controls = useMemo(() => familyControls(family), [family]);
  const { actions } = controls;
  const batchVerify = Boolean(endpoints.mutations.batchverify) && can('batchverify');

  const search = useCallback(
    (next: ResourceParams) => {
      const asked: ListState = { ...list, filters: next, page: 1 };
      // 查询 and 重置 always ask the server, even for a list the cache holds as fresh (the same
      // question again, or the unfiltered first page just seen): the hook then shows that reply.
      void dispatch(
        listEndpoint.initiate(toListParams(asked), { forceRefetch: true, subscribe: false }),
      );
      setList(asked);
      setSelected([]);
      setCardRead(null);
    },
    [list, dispatch, listEndpoint],
  );

  const changeList = useCallback(
    (next: Pick<ListState, 'page' | 'pageSize' | 'sortField' | 'sortOrder'>) =>
      setList((current) => ({
        ...current,
        ...next,
        sortField: next.sortField,
        sortOrder: next.sortOrder,
      })),
    [],
  );
  const cardLead = useMemo(() => (cardRead ? <CardLead card={cardRead} /> : undefined), [cardRead]);

  const openRecord = useCallback(
    (mode: 'edit' | 'view', row: ResourceRow) => {
      setPrimary(slot({ mode, row }));
    },
    [slot],
  );

  const openExisting = useCallback(
    (row: ResourceRow) => setSecondary(slot({ mode: can('update') ? 'edit' : 'view', row })),
    [can, slot],
  );

  const deleteSelected = async () => {
    if (!endpoints.deletes || selected.length === 0) return;
    setDeleting(true);
    try {
      await dispatch(endpoints.deletes.initiate(selected)).unwrap();
      message.success(`已删除${selected.length}条记录`);
      // Deleting a whole last page would leave the table on an empty page.
      if (selected.length >= rows.length && list.page > 1)
        setList((current) => ({ ...current, page: current.page - 1 }));
      setSelected([]);
    } catch {
      // The notice outlet has shown the server's reason; the selection stays for a retry.
    } finally {
      setDeleting(false);
    }
  };

  const exportList = () => {
    const { PageNumber: _page, PageSize: _size, ...query } = params;
    startExport({ path: excelPath(family), params: query, title: family.title });
  };

  let body;
  if (isLoading) {
    body = (
      <Skeleton active title={false} paragraph={{ rows: 8 }} className="gw-resource-skeleton" />
    );
  } else if (error && !data) {
    body = (
      <Result
        status="error"
        title="数据加载失败"
        subTitle={isApiError(error) ? error.message : LOAD_FAILED}
        extra={
          <Button type="primary" onClick={() => void refetch()}>
            重试
          </Button>
        }
      />
    );
  } else if (fields.length === 0) {
    // A family without declared fields and without records has no columns to show yet.
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />;
  } else {
    body = (
      <ResourceTable
        family={family}
        endpoints={endpoints}
        fields={fields}
        rows={rows}
        total={data?.total ?? 0}
        list={list}
        loading={isFetching}
        actions={actions}
        can={can}
        selectable={
          (Boolean(endpoints.deletes) && can('deletes')) ||
          batchVerify ||
          canPrintSelection(family.id)
        }
        selected={selected}
        onSelect={setSelected}
        emptyText={cardLead}
        onChange={changeList}
        onOpen={openRecord}
      />
    );
  }

  const dialogProps = { family, endpoints, onOpenRecord: openExisting };

  return (
    <div className="gw-resource" data-family={family.id}>
      {filters.length > 0 && (
        <Card className="gw-card gw-resource-search" variant="borderless">
          <SearchForm
            name={family.id}
            fields={filters}
            onSearch={search}
            loading={isFetching && !isLoading}
            quickSearch={quickSearchHint(family)}
            onCardRead={setCardRead}
          />
        </Card>
      )}
      <Card className="gw-card gw-resource-list" variant="borderless">
        <ResourceToolbar
          title={title}
          total={data?.total}
          can={can}
          has={{
            create: controls.create && Boolean(endpoints.create),
            deletes: controls.deletes && Boolean(endpoints.deletes),
            excel: controls.excel,
          }}
          selectedCount={selected.length}
          exporting={exporting}
          deleting={deleting}
          refreshing={isFetching && !isLoading}
          onCreate={() => setPrimary(slot({ mode: 'create' }))}
          onDelete={deleteSelected}
          onExport={exportList}
          onRefresh={() => void refetch()}
          extra={
            <>
              {batchVerify && (
                <BatchVerifyButton
                  endpoints={endpoints}
                  selected={selected}
                  onDone={() => setSelected([])}
                />
              )}
              {canPrintSelection(family.id) && (
                <PrintSelectedButton
                  familyId={family.id}
                  visits={rows.flatMap((row) => {
                    const id = recordIdOf(family, row);
                    return id !== undefined && selected.includes(id)
                      ? [{ id: String(id), row }]
                      : [];
                  })}
                />
              )}
            </>
          }
        />
        {body}
      </Card>
      <SlotDialog slot={primary} setSlot={setPrimary} shared={dialogProps} />
      <SlotDialog slot={secondary} setSlot={setSecondary} shared={dialogProps} />
    </div>
  );
}
