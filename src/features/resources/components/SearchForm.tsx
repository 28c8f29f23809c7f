import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Space } from 'antd';
import { useState } from 'react';

import { type CardFields, ReadCardButton } from '@/features/devices';
import { type FieldSpec } from '@/services/contract';
import { type ResourceParams } from '@/services/resources';
import { useKeepTabDraft, useRestoredTabDraft } from '@/shared/tabDraft';

import { primaryIdField } from '../model/idAutofill';
import { rangeName, toFilterParams } from '../model/listQuery';
import { FilterControl } from './FilterControl';

/** Filters shown before 展开: one row on a wide screen, beside the buttons. */
export const COLLAPSED_FILTERS = 3;

/** The search box's form name and the list parameter it fills. */
export const KEYWORD = 'keyword';

interface SearchFormProps {
  /** Unique on the page (the family id): prefixes the inputs' ids. */
  name: string;
  fields: readonly FieldSpec[];
  onSearch: (filters: ResourceParams) => void;
  loading?: boolean;
  /** The hint of a search box shown first, sent as `keyword`; none when undefined. */
  quickSearch?: string;
  /** A card was read and searched by (after `onSearch`): the list may lead on from it. */
  onCardRead?: (card: CardFields) => void;
}

/** What the search form keeps for its tab when the page is unmounted (docs/decisions/0009). */
interface SearchDraft {
  values: Record<string, unknown>;
  expanded: boolean;
}

const nameOf = (field: FieldSpec): string =>
  field.kind === 'date' || field.kind === 'datetime' ? rangeName(field) : field.name;

/**
 * The search form above a list: the family's filter fields, 查询 and 重置. Its values live in
 * the form (they survive a hidden tab) and, when the tab's page is unmounted, in the tab's
 * draft, from which they come back; the list is asked again only on 查询 or 重置.
 */
export function SearchForm({
  name,
  fields,
  onSearch,
  loading,
  quickSearch,
  onCardRead,
}: SearchFormProps) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const draftName = `search:${name}`;
  const draft = useRestoredTabDraft<SearchDraft>(draftName);
  const [expanded, setExpanded] = useState(draft?.expanded ?? false);
  // Put back as values, not initial values: 重置 empties the form, it does not bring them back.
  useKeepTabDraft<SearchDraft>(
    draftName,
    () => ({ values: form.getFieldsValue(true) as Record<string, unknown>, expanded }),
    (restored) => form.setFieldsValue(restored.values),
  );
  // The search box takes one of the places shown before 展开.
  const collapsedCount = quickSearch === undefined ? COLLAPSED_FILTERS : COLLAPSED_FILTERS - 1;
  const collapsible = fields.length > collapsedCount;
  const shown = expanded || !collapsible ? fields : fields.slice(0, collapsedCount);

  const search = () => {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const params = toFilterParams(fields, values);
    const keyword = values[KEYWORD];
    if (quickSearch !== undefined && typeof keyword === 'string' && keyword.trim()) {
      params[KEYWORD] = keyword.trim();
    }
    onSearch(params);
  };
  const reset = () => {
    form.resetFields();
    onSearch({});
  };
  // 读卡 is a fresh lookup: the other filters go, the card's number is searched.
  const idField = primaryIdField(fields);
  const onCard = (card: CardFields) => {
    if (!idField) return;
    form.resetFields();
    form.setFieldsValue({ [idField.name]: card.idCardNo });
    search();
    onCardRead?.(card);
  };

  return (
    <Form
      name={`search-${name}`}
      form={form}
      layout="horizontal"
      labelCol={{ flex: '96px' }}
      labelWrap
      wrapperCol={{ flex: 1 }}
      colon={false}
      onFinish={search}
      className="gw-search-form"
      role="search"
      aria-label="查询条件"
    >
      <Row gutter={[16, 0]}>
        {quickSearch !== undefined && (
          <Col xs={24} sm={12} lg={8} xxl={6}>
            <Form.Item name={KEYWORD} label="快速查找">
              <Input
                allowClear
                placeholder={quickSearch}
                title={quickSearch}
                maxLength={50}
                autoComplete="off"
              />
            </Form.Item>
          </Col>
        )}
        {fields.map((field) => (
          // Hidden rather than unmounted when collapsed, so typed values still count.
          <Col
            key={field.name}
            xs={24}
            sm={12}
            lg={8}
            xxl={6}
            style={shown.includes(field) ? undefined : { display: 'none' }}
          >
            <Form.Item name={nameOf(field)} label={field.label}>
              <FilterControl field={field} />
            </Form.Item>
          </Col>
        ))}
        <Col flex="auto" className="gw-search-actions">
          <Space wrap>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={loading}>
              查询
            </Button>
            <Button icon={<ReloadOutlined />} onClick={reset}>
              重置
            </Button>
            {idField && <ReadCardButton onCard={onCard} />}
            {collapsible && (
              <Button
                type="link"
                onClick={() => setExpanded((value) => !value)}
                icon={expanded ? <UpOutlined /> : <DownOutlined />}
              >
                {expanded ? '收起' : '展开'}
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
