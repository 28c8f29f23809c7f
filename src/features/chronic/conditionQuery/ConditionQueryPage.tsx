import { DeleteOutlined, DownloadOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  DatePicker,
  Empty,
  InputNumber,
  Radio,
  Result,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import { type ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { dateText } from '@/domain/calendar';
import { COMBINATION_OPTIONS, COMPARISON_OPTIONS, type CombinationCode } from '@/domain/codes';
import {
  COMBINATION_HINTS,
  type Condition,
  type ConditionQuery,
  CONDITION_FIELDS,
  CONDITION_QUERY_PARAM,
  conditionFieldById,
  conditionQueryText,
  MAX_CONDITIONS,
  readConditionQueryText,
  translateConditionQuery,
} from '@/domain/conditionQuery';
import { useExcelExport } from '@/features/exports';
import { type PageProps } from '@/features/permission';
import {
  useConditionQueryHospitalsQuery,
  useConditionQueryResidentsQuery,
} from '@/services/chronic/conditionQueryApi';
import { dictionaryLabel } from '@/services/contract';
import {
  CONDITION_QUERY_COMPONENT,
  CONDITION_QUERY_PATHS,
  type ConditionQueryRow,
} from '@/services/contract/conditionQueryPaths';

import './ConditionQueryPage.css';

const EXPORT_CODE = `${CONDITION_QUERY_COMPONENT}:excel`;

interface DraftCondition {
  key: number;
  field: string;
  operator: string;
  value: string | number | null;
}

const firstOperator = (fieldId: string) => conditionFieldById(fieldId)?.operators[0] ?? '=';

/** A draft is complete when its value is filled. */
const isComplete = (draft: DraftCondition) => draft.value !== null && draft.value !== '';

const FIRST_DRAFT: DraftCondition = { key: 1, field: 'age', operator: '>=', value: null };

/**
 * The query the page's address carries (`?q=`, as the assistant's answers link it), when the
 * kernel accepts it: the page opens with it filled in and run.
 */
const linkedQuery = (text: string | null): ConditionQuery | null => {
  if (!text) return null;
  const query = readConditionQueryText(text);
  if ('error' in query || 'error' in translateConditionQuery(query, dateText())) return null;
  return query;
};

/**
 * 综合查询: conditions on resident and service fields (the kernel's condition field table) with
 * spec §9's comparison operators and combination codes; the residents of the user's scope who
 * meet them, paged, masked, with Excel export for those with 导出.
 */
export default function ConditionQueryPage({ title, buttons }: PageProps) {
  const [address] = useSearchParams();
  const [linked] = useState(() => linkedQuery(address.get(CONDITION_QUERY_PARAM)));
  const [combination, setCombination] = useState<CombinationCode>(
    (linked?.combination as CombinationCode | undefined) ?? 1,
  );
  const [drafts, setDrafts] = useState<DraftCondition[]>(() =>
    linked
      ? linked.conditions.map(({ field, operator, value }, index) => ({
          key: index + 1,
          field: String(field),
          operator: String(operator),
          value,
        }))
      : [FIRST_DRAFT],
  );
  const [nextKey, setNextKey] = useState(drafts.length + 1);
  const [submitted, setSubmitted] = useState<ConditionQuery | null>(linked);
  const [page, setPage] = useState({ number: 1, size: 20 });
  const hospitals = useConditionQueryHospitalsQuery();
  const { data, isFetching, error } = useConditionQueryResidentsQuery(
    { query: submitted!, PageNumber: page.number, PageSize: page.size },
    { skip: !submitted },
  );
  const { startExport, exporting } = useExcelExport(CONDITION_QUERY_COMPONENT);
  const pageTitle = title || '综合查询';

  const update = (key: number, patch: Partial<DraftCondition>) =>
    setDrafts((current) =>
      current.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)),
    );
  const add = () => {
    setDrafts((current) => [
      ...current,
      { key: nextKey, field: 'crowd', operator: '=', value: null },
    ]);
    setNextKey(nextKey + 1);
  };
  const remove = (key: number) =>
    setDrafts((current) => current.filter((draft) => draft.key !== key));

  const complete = drafts.filter(isComplete);
  const search = () => {
    const conditions: Condition[] = complete.map(({ field, operator, value }) => ({
      field,
      operator,
      value: value!,
    }));
    setPage((current) => ({ ...current, number: 1 }));
    setSubmitted({ combination, conditions });
  };

  const valueInput = (draft: DraftCondition) => {
    const field = conditionFieldById(draft.field);
    const label = `${field?.label ?? '条件'}的取值`;
    if (!field) return null;
    if (field.type === 'number') {
      return (
        <InputNumber
          aria-label={label}
          className="gw-condition-value"
          min={field.min}
          max={field.max}
          value={typeof draft.value === 'number' ? draft.value : null}
          addonAfter={field.unit}
          placeholder="请输入"
          onChange={(value) => update(draft.key, { value: value ?? null })}
        />
      );
    }
    if (field.type === 'date') {
      return (
        <DatePicker
          aria-label={label}
          className="gw-condition-value"
          value={typeof draft.value === 'string' && draft.value ? dayjs(draft.value) : null}
          onChange={(value) =>
            update(draft.key, { value: value ? value.format('YYYY-MM-DD') : null })
          }
        />
      );
    }
    const options =
      field.id === 'hospital'
        ? (hospitals.data ?? []).map((hospital) => ({
            value: hospital.hospitalId,
            label: `${'　'.repeat(hospital.depth)}${hospital.hospitalName}`,
          }))
        : (field.options ?? []).map((option) => ({
            value: option.value,
            label: `${option.value} ${option.label}`,
          }));
    return (
      <Select
        aria-label={label}
        className="gw-condition-value"
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="请选择（可输入代码）"
        loading={field.id === 'hospital' && hospitals.isLoading}
        value={typeof draft.value === 'string' ? draft.value : undefined}
        options={options}
        onChange={(value: string) => update(draft.key, { value })}
      />
    );
  };

  const columns: ColumnsType<ConditionQueryRow> = [
    {
      title: '序号',
      key: 'index',
      width: 64,
      render: (_v, _r, index) => (page.number - 1) * page.size + index + 1,
    },
    { title: dictionaryLabel('name'), dataIndex: 'name', width: 100 },
    { title: dictionaryLabel('IDCardNo'), dataIndex: 'IDCardNo', width: 190 },
    { title: dictionaryLabel('sex'), dataIndex: 'sex', width: 64 },
    { title: dictionaryLabel('birthDate'), dataIndex: 'birthDate', width: 110 },
    { title: dictionaryLabel('hospitalName'), dataIndex: 'hospitalName', ellipsis: true },
  ];

  return (
    <Card className="gw-card" variant="borderless" title={pageTitle}>
      <div className="gw-condition-builder" role="group" aria-label="查询条件">
        <Space wrap className="gw-condition-combination">
          <Typography.Text>条件组合：</Typography.Text>
          <Radio.Group
            aria-label="条件组合方式"
            optionType="button"
            value={combination}
            onChange={(event) => setCombination(event.target.value as CombinationCode)}
            options={COMBINATION_OPTIONS.map((option) => ({
              value: option.value,
              label: `${option.value} ${option.label}`,
            }))}
          />
          <Typography.Text type="secondary">{COMBINATION_HINTS[combination]}</Typography.Text>
        </Space>
        {drafts.map((draft, index) => {
          const field = conditionFieldById(draft.field);
          return (
            <Space key={draft.key} wrap className="gw-condition-row">
              <Typography.Text type="secondary" className="gw-condition-index">
                {index + 1}.
              </Typography.Text>
              <Select
                aria-label={`第${index + 1}个条件的字段`}
                className="gw-condition-field"
                value={draft.field}
                options={CONDITION_FIELDS.map((candidate) => ({
                  value: candidate.id,
                  label: candidate.label,
                }))}
                onChange={(value: string) =>
                  update(draft.key, { field: value, operator: firstOperator(value), value: null })
                }
              />
              <Select
                aria-label={`第${index + 1}个条件的比较符`}
                className="gw-condition-operator"
                value={draft.operator}
                options={COMPARISON_OPTIONS.filter((option) =>
                  field?.operators.includes(option.value),
                ).map((option) => ({
                  value: option.value,
                  label: `${option.value} ${option.label}`,
                }))}
                onChange={(value: string) => update(draft.key, { operator: value })}
              />
              {valueInput(draft)}
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`删除第${index + 1}个条件`}
                disabled={drafts.length === 1}
                onClick={() => remove(draft.key)}
              />
            </Space>
          );
        })}
        <Space wrap>
          <Button icon={<PlusOutlined />} onClick={add} disabled={drafts.length >= MAX_CONDITIONS}>
            添加条件
          </Button>
          <Button
            type="primary"
            icon={<SearchOutlined />}
            onClick={search}
            disabled={complete.length === 0}
            loading={isFetching}
          >
            查询
          </Button>
          {buttons.includes(EXPORT_CODE) && (
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              disabled={!submitted}
              onClick={() =>
                startExport({
                  path: CONDITION_QUERY_PATHS.residentsExcel,
                  title: pageTitle,
                  params: { [CONDITION_QUERY_PARAM]: conditionQueryText(submitted!) },
                })
              }
            >
              导出
            </Button>
          )}
          {complete.length < drafts.length && (
            <Typography.Text type="secondary">未填写取值的条件不参与查询</Typography.Text>
          )}
        </Space>
      </div>
      {error ? (
        <Result
          status="warning"
          title="查询失败"
          subTitle={
            typeof error === 'object' && 'message' in error && typeof error.message === 'string'
              ? error.message
              : '请检查查询条件后重试'
          }
        />
      ) : (
        <Table<ConditionQueryRow>
          rowKey="personNum"
          size="middle"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={isFetching}
          locale={{
            emptyText: (
              <Empty description={submitted ? '没有符合条件的居民' : '请设置条件后点击“查询”'} />
            ),
          }}
          pagination={{
            current: page.number,
            pageSize: page.size,
            total: data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 人`,
            onChange: (number, size) => setPage({ number, size }),
          }}
        />
      )}
    </Card>
  );
}
