import { Alert, App, Button, Col, Form, Result, Row, Skeleton } from 'antd';
import { startTransition, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';

import { type CardFields, ReadCardButton } from '@/features/devices';
import { PrintActions } from '@/features/print';
import { type ConcreteFamilySpec, type FieldSpec } from '@/services/contract';
import { type ApiError, isApiError } from '@/services/http/apiError';
import { type RecordId, type ResourceRow } from '@/services/resources';
import { debounce } from '@/shared/debounce';
import { useAppDispatch } from '@/shared/hooks/storeHooks';
import { useLatestCallback } from '@/shared/hooks/useLatestCallback';
import { tabDirtyChanged } from '@/shared/tabDirty';
import { useKeepTabDraft, useLastingTabDraft, useRestoredTabDraft } from '@/shared/tabDraft';
import { DraggableDialog } from '@/shared/ui/DraggableDialog';
import { firstRequiredToFill, focusStop, useKeyboardEntry } from '@/shared/ui/keyboardEntry';

import { useFormExtensionHook } from '../formExtensions';
import { usePrefetchResidentDefaults } from '../hooks/residentDefaults';
import { useDuplicateIdCheck } from '../hooks/useDuplicateIdCheck';
import { picksResident, useResidentPick } from '../hooks/useResidentPick';
import { cardAutofill } from '../model/cardAutofill';
import { formFields, type FormMode } from '../model/fieldModel';
import { type FormValues, toDraftBody, toFormValues, toRequestBody } from '../model/formValues';
import { canCheckDuplicateId, idCardAutofill, primaryIdField } from '../model/idAutofill';
import { useSaveResourceRecordMutation } from '../resourcePageApi';
import { AssistantReportButton } from './AssistantReportButton';
import { DuplicateIdAlert } from './DuplicateIdAlert';
import { RecordForm } from './RecordForm';
import { ResidentPicker } from './ResidentPicker';

export const DIALOG_WIDTH = 960;
/** Room for a family's aside (a trend chart) beside the form. */
const WIDE_DIALOG_WIDTH = 1320;
const SAVE_FAILED = '保存失败，请稍后重试';
const MODE_VERBS: Record<FormMode, string> = { create: '新增', edit: '修改', view: '查看' };
/** What Enter, Tab and Ctrl+S do in a form that marks the fields filled at each entry. */
const KEYS_HINT = '回车：下一常填项\u3000Tab：逐项\u3000Ctrl+S：保存';

export interface RecordDialogViewProps {
  family: ConcreteFamilySpec;
  mode: FormMode;
  open: boolean;
  /** The record being edited, or formInit's defaults for a new one. */
  source: ResourceRow | undefined;
  id?: RecordId;
  loading?: boolean;
  loadError?: ApiError | null;
  onRetry?: () => void;
  onClose: () => void;
  afterClose?: () => void;
  /** Opens another record (the resident an ID number already belongs to). */
  onOpenRecord: (row: ResourceRow) => void;
  /**
   * The name under which the typed values are kept with the page's tab when the page is
   * unmounted, and put back over the record's values when the dialog opens again from the
   * page's draft. Without it (or when viewing) nothing is kept.
   */
  draftName?: string;
}

/** The tab-draft name used when the dialog keeps nothing (view mode, no name given). */
const NO_DRAFT = '';
/** Typing pauses this long before the values are written to the lasting draft. */
const LASTING_DRAFT_DELAY_MS = 400;

/**
 * Tells the tab strip while this form holds typed, unsaved values, so closing or refreshing the
 * tab, or reloading the browser, asks first (the tab strip's confirmation and beforeunload).
 */
const useDirtyTab = (dirty: boolean) => {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const fullPath = `${pathname}${search}`;
  useEffect(() => {
    if (!dirty) return undefined;
    dispatch(tabDirtyChanged({ fullPath, dirty: true }));
    return () => {
      dispatch(tabDirtyChanged({ fullPath, dirty: false }));
    };
  }, [dispatch, fullPath, dirty]);
};

/**
 * The create / edit / view dialog of a record. A failed save keeps the dialog open with every
 * value as typed and says why above the form; 保存 can be pressed again at once.
 *
 * The family's form extension comes from the app's table (FormExtensionsProvider). The pages
 * that open record dialogs load it with them, so it is there at once; should a dialog open
 * before, it appears when its rules have loaded (this boundary, not the page's, waits).
 */
export function RecordDialogView(props: RecordDialogViewProps) {
  return (
    <Suspense fallback={null}>
      <ExtendedRecordDialogView {...props} />
    </Suspense>
  );
}

function ExtendedRecordDialogView(props: RecordDialogViewProps) {
  const {
    family,
    mode,
    open,
    source,
    id,
    loading,
    loadError,
    onRetry,
    onClose,
    afterClose,
    onOpenRecord,
    draftName,
  } = props;
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [save, { isLoading: saving }] = useSaveResourceRecordMutation();
  const [saveError, setSaveError] = useState<string | null>(null);
  const checksDuplicates = mode === 'create' && canCheckDuplicateId(family);
  const { duplicate, check, conflict } = useDuplicateIdCheck(checksDuplicates);

  // What was typed before the tab's page was unmounted goes over the record's own values.
  const keepsDraft = draftName !== undefined && mode !== 'view';
  const draftKey = keepsDraft ? draftName : NO_DRAFT;
  const draft = useRestoredTabDraft<FormValues>(draftKey);
  // What was typed before a reload or a failed save (the lasting draft, as the request body).
  const typedKey = keepsDraft ? `${draftName}:typed` : NO_DRAFT;
  const typed = useRestoredTabDraft<ResourceRow>(typedKey);
  const writeTyped = useLastingTabDraft(typedKey);
  const fields = useMemo(() => formFields(family, mode, source), [family, mode, source]);
  const initialValues = useMemo(() => {
    if (!keepsDraft) return toFormValues(fields, source);
    if (draft) return { ...toFormValues(fields, source), ...draft };
    return toFormValues(fields, typed ? { ...source, ...typed } : source);
  }, [fields, source, keepsDraft, draft, typed]);
  // Typed values not saved yet: closing asks, the tab says so (a draft brought back counts).
  const [dirty, setDirty] = useState(() => keepsDraft && Boolean(draft ?? typed));
  useDirtyTab(dirty && open);
  const keepTyped = useMemo(
    () =>
      debounce(() => {
        if (keepsDraft) writeTyped(toDraftBody(fields, form.getFieldsValue(true) as FormValues));
      }, LASTING_DRAFT_DELAY_MS),
    [keepsDraft, writeTyped, fields, form],
  );
  useEffect(() => () => keepTyped.cancel(), [keepTyped]);
  /** The typed values go: saved, or given up. */
  const forgetTyped = () => {
    keepTyped.cancel();
    if (keepsDraft) writeTyped(undefined);
    setDirty(false);
  };
  /** 取消, Esc or ×: with typed, unsaved values it asks first (spec 2.1, nothing lost). */
  const requestClose = () => {
    if (!dirty) {
      forgetTyped();
      onClose();
      return;
    }
    modal.confirm({
      title: '放弃填写的内容？',
      content: '已填写的内容尚未保存，放弃后将丢失。',
      okText: '放弃',
      okButtonProps: { danger: true },
      cancelText: '继续填写',
      onOk: () => {
        forgetTyped();
        onClose();
      },
    });
  };
  const idField = useMemo(() => primaryIdField(fields), [fields]);
  const ready = !loading && !loadError;
  // The form paints its first screen first, with the cursor in it, and its other sections in a
  // transition after that frame (FIRST_SCREEN_FIELDS): the dialog is ready to type in at once,
  // even on an old PC. Only mounted fields validate and save, so a save shows them all first.
  const [restShown, setRestShown] = useState(false);
  useEffect(() => {
    if (!ready || !open || restShown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setRestShown(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, open, restShown]);
  const showRest = () => {
    if (!restShown) flushSync(() => setRestShown(true));
  };
  // Only once the form is shown: before that its store holds nothing typed.
  useKeepTabDraft<FormValues>(draftKey, () =>
    keepsDraft && ready ? (form.getFieldsValue(true) as FormValues) : undefined,
  );
  const onPickResident = useResidentPick(family, fields, mode, form);
  const prefetchDefaults = usePrefetchResidentDefaults(family.id);
  const withPicker = picksResident(family, fields);
  const useFamilyExtension = useFormExtensionHook(family.id);
  const extension = useFamilyExtension({ familyId: family.id, mode, form, source, id });
  // Stable while what it reads is: the form's field rows are memoised on it (RecordForm).
  const extensionControlFor = extension.controlFor;
  const controlFor = useCallback(
    (field: FieldSpec, disabled: boolean) =>
      withPicker && field.name === 'personNum' ? (
        <ResidentPicker
          disabled={disabled}
          onPick={(row) => void onPickResident(row)}
          {...(mode === 'create' ? { onShown: prefetchDefaults } : {})}
        />
      ) : (
        extensionControlFor?.(field, disabled)
      ),
    [withPicker, onPickResident, extensionControlFor, mode, prefetchDefaults],
  );

  // Stable, so the memoised form does not re-render with the dialog's own state (dirty…).
  const onValuesChange = useLatestCallback((changed: FormValues, all: FormValues) => {
    extension.onValuesChange?.(changed, all);
    if (!dirty) setDirty(true);
    keepTyped();
    if (!idField || !(idField.name in changed)) return;
    const value = changed[idField.name];
    const idCardNo = typeof value === 'string' ? value : '';
    const patch = idCardAutofill(fields, idCardNo);
    if (Object.keys(patch).length) form.setFieldsValue(patch);
    void check(idCardNo);
  });

  // 读卡 fills what the card says; an ID already on file shows the same warning as typing it.
  // The cursor then goes to the first required field the card left empty (once shown).
  const [cardsRead, setCardsRead] = useState(0);
  const onCard = (card: CardFields) => {
    const patch = cardAutofill(fields, card);
    form.setFieldsValue(patch);
    void form.validateFields(Object.keys(patch)).catch(() => undefined);
    void check(card.idCardNo);
    setCardsRead((count) => count + 1);
  };

  const onSave = async () => {
    showRest();
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch (error) {
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center' });
      return;
    }
    if (extension.beforeSave) {
      const extended = await extension.beforeSave(values);
      if (!extended) return;
      values = extended;
    }
    setSaveError(null);
    try {
      const body = toRequestBody(fields, values);
      await save({ familyId: family.id, ...(id === undefined ? {} : { id }), body }).unwrap();
      message.success(mode === 'create' ? '新增成功' : '保存成功');
      forgetTyped();
      onClose();
    } catch (error) {
      const apiError = isApiError(error) ? error : null;
      // A refusal naming fields of this form shows next to them (the input stays); the banner
      // keeps whatever names no field on the form.
      const placed = (apiError?.fieldErrors ?? []).filter((item) =>
        fields.some((field) => field.name === item.field),
      );
      if (placed.length) {
        const byField = new Map<string, string[]>();
        for (const item of placed) {
          byField.set(item.field, [...(byField.get(item.field) ?? []), item.message]);
        }
        form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
        form.scrollToField(placed[0]!.field, { block: 'center' });
      }
      const unplaced = (apiError?.message ?? '')
        .split('；')
        .filter((text) => text !== '' && !placed.some((item) => item.message === text));
      setSaveError(
        !apiError ? SAVE_FAILED : placed.length ? unplaced.join('；') || null : apiError.message,
      );
      if (apiError?.status === 409 && checksDuplicates && idField) {
        const typed = form.getFieldValue(idField.name) as unknown;
        void conflict(typeof typed === 'string' ? typed : '');
      }
    }
  };

  // Keyboard-first entry: first empty field, Enter onwards, Ctrl+S saves (shared/ui/keyboardEntry).
  const [entryArea, setEntryArea] = useState<HTMLDivElement | null>(null);
  const canSave = ready && !saving && !extension.saveBlocked;
  useKeyboardEntry(entryArea, {
    ready: open && ready && mode !== 'view',
    complete: restShown,
    showRest,
    onSave: () => {
      if (canSave) void onSave();
    },
  });

  useEffect(() => {
    if (cardsRead > 0 && entryArea) focusStop(firstRequiredToFill(entryArea));
  }, [cardsRead, entryArea]);
  // A form that marks the fields filled at each entry says what Enter does there.
  const marksEntries = mode !== 'view' && fields.some((field) => field.everyEntry);

  // A saved record prints from its dialog too (the paper shows what is saved, not the edits).
  const print =
    mode !== 'create' && ready && source ? (
      <span key="print" className="gw-dialog-print">
        <PrintActions familyId={family.id} row={source} id={id} variant="button" />
        <AssistantReportButton family={family} row={source} variant="button" />
      </span>
    ) : null;
  const footer =
    mode === 'view'
      ? [
          print,
          <Button key="close" onClick={onClose}>
            关闭
          </Button>,
        ]
      : [
          print,
          marksEntries ? (
            <span key="keys" className="gw-dialog-keys-hint">
              {KEYS_HINT}
            </span>
          ) : null,
          extension.footerNote ? (
            <span key="note" className="gw-dialog-footer-note">
              {extension.footerNote}
            </span>
          ) : null,
          <Button key="cancel" onClick={requestClose}>
            取消
          </Button>,
          <Button
            key="save"
            type="primary"
            loading={saving}
            disabled={!ready || Boolean(extension.saveBlocked)}
            onClick={() => void onSave()}
          >
            保存
          </Button>,
        ];

  return (
    <DraggableDialog
      title={`${MODE_VERBS[mode]}${family.title}`}
      open={open}
      width={extension.aside ? WIDE_DIALOG_WIDTH : DIALOG_WIDTH}
      onCancel={mode === 'view' ? onClose : requestClose}
      afterClose={afterClose}
      footer={footer}
      destroyOnHidden
      mask={{ closable: false }}
      className="gw-record-dialog"
      styles={{
        body: { maxHeight: 'calc(100vh - 220px)', overflowY: 'auto', overflowX: 'hidden' },
      }}
    >
      {loading && <Skeleton active paragraph={{ rows: 8 }} />}
      {loadError && (
        <Result
          status="error"
          title="记录加载失败"
          subTitle={loadError.message}
          extra={onRetry && <Button onClick={onRetry}>重试</Button>}
        />
      )}
      {ready && (
        <div ref={setEntryArea} className="gw-entry-area">
          {saveError && (
            <Alert
              type="error"
              showIcon
              closable={{ onClose: () => setSaveError(null) }}
              className="gw-dialog-alert"
              title="保存失败"
              description={`${saveError}。已填写的内容已保留，可修改后再次保存。`}
            />
          )}
          {checksDuplicates && idField && (
            <div className="gw-read-card-bar">
              <ReadCardButton onCard={onCard} />
              <span className="gw-read-card-hint">将身份证放在读卡器上，点击“读卡”自动填写</span>
            </div>
          )}
          {duplicate && <DuplicateIdAlert duplicate={duplicate} onOpen={onOpenRecord} />}
          {extension.header}
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={extension.aside ? 16 : 24}>
              <RecordForm
                name={`${family.id}-${mode}-${String(id ?? 'new')}`}
                form={form}
                fields={fields}
                initialValues={initialValues}
                readOnly={mode === 'view'}
                onValuesChange={onValuesChange}
                controlFor={controlFor}
                extraRules={extension.fieldRules}
                hiddenFields={extension.hiddenFields}
                computedFields={extension.computedFields}
                restShown={restShown}
              />
            </Col>
            {extension.aside && (
              <Col xs={24} xl={8} className="gw-record-aside">
                {extension.aside}
              </Col>
            )}
          </Row>
        </div>
      )}
    </DraggableDialog>
  );
}
