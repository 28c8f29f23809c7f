import {
  Alert,
  App,
  Button,
  Form,
  Input,
  Modal,
  Radio,
  Result,
  Space,
  Spin,
  Table,
  Tag,
} from 'antd';
import { useMemo, useState } from 'react';

import { DUPLICATE_RULES } from '@/domain/archives';
import { useAccess } from '@/features/permission';
import { cellText } from '@/features/resources';
import { type FieldSpec, getFamily, PERSON_MERGE_CODE } from '@/services/contract';

import {
  type ArchiveServiceCount,
  type DuplicatePair,
  useDismissDuplicateMutation,
  useDuplicateComparisonQuery,
  useMergeArchivesMutation,
} from '../archivesApi';
import { textOf } from './duplicateText';

interface DuplicateCompareDialogProps {
  pair: DuplicatePair;
  onClose: () => void;
}

interface Decision {
  keep?: string;
  reason?: string;
}

/** Fields the server writes on every save: the same on no two archives, so never compared. */
const NOT_COMPARED = new Set(['createdBy', 'createdAt', 'updatedBy', 'updatedAt', 'hospitalId']);

const personFields = (): FieldSpec[] => {
  const family = getFamily('persons');
  return family && !family.wildcard
    ? (family.fields ?? []).filter((field) => !NOT_COMPARED.has(field.name))
    : [];
};

interface FieldRow {
  key: string;
  label: string;
  section: string;
  first: string;
  second: string;
  differs: boolean;
}

interface CountRow {
  family: string;
  title: string;
  first: number;
  second: number;
}

const countRows = (first: ArchiveServiceCount[], second: ArchiveServiceCount[]): CountRow[] => {
  const rows = new Map<string, CountRow>();
  for (const [index, list] of [first, second].entries()) {
    for (const item of list) {
      const row = rows.get(item.family) ?? {
        family: item.family,
        title: item.title,
        first: 0,
        second: 0,
      };
      if (index === 0) row.first = item.count;
      else row.second = item.count;
      rows.set(item.family, row);
    }
  }
  return [...rows.values()].sort((a, b) => a.title.localeCompare(b.title, 'zh-CN'));
};

const total = (list: ArchiveServiceCount[]): number =>
  list.reduce((sum, item) => sum + item.count, 0);

/**
 * A suspected pair side by side (persons/duplicateCompare): both archives' cover and personal
 * fields with the differences marked, the records each holds per family, and, for a holder of
 * the 合并 button, the decision: merge into the archive chosen to be kept (the other's records
 * move to it and it is closed as 合并注销) or 非重复 (the pair leaves the list for good). Either
 * asks for the reason, kept in the audit trail, and is confirmed first.
 */
export function DuplicateCompareDialog({ pair, onClose }: DuplicateCompareDialogProps) {
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<Decision>();
  const [first, second] = pair.archives;
  const args = { personNum: first.personNum, otherPersonNum: second.personNum };
  const { data, error, isFetching } = useDuplicateComparisonQuery(args);
  const [merge, merging] = useMergeArchivesMutation();
  const [dismiss, dismissing] = useDismissDuplicateMutation();
  const mayDecide = useAccess().hasAnyPermission([PERSON_MERGE_CODE]);
  const [typed, setTyped] = useState(false);

  const fieldRows = useMemo((): FieldRow[] => {
    if (!data) return [];
    const differences = new Set(data.differences);
    return personFields()
      .map((field) => ({
        key: field.name,
        label: field.label,
        section: field.section ?? '',
        first: cellText(field, data.archives[0][field.name]),
        second: cellText(field, data.archives[1][field.name]),
        differs: differences.has(field.name),
      }))
      .concat({
        key: 'hospitalName',
        label: '建档机构',
        section: '档案信息',
        first: textOf(data.archives[0].hospitalName),
        second: textOf(data.archives[1].hospitalName),
        differs: differences.has('hospitalId'),
      })
      .filter((row) => row.first !== '' || row.second !== '');
  }, [data]);

  const close = () => {
    if (!typed) {
      onClose();
      return;
    }
    modal.confirm({
      title: '放弃已填写的内容？',
      content: '已填写的原因尚未提交，关闭后将丢失。',
      okText: '放弃',
      cancelText: '继续填写',
      onOk: onClose,
    });
  };

  const archiveName = (personNum: string) => {
    const archive = personNum === first.personNum ? first : second;
    return `${textOf(archive.name)}（个人编号 ${personNum}，${textOf(archive.hospitalName)}）`;
  };

  const confirmMerge = async () => {
    const values = await form.validateFields();
    const keep = values.keep ?? '';
    const other = keep === first.personNum ? second.personNum : first.personNum;
    const moving = data ? total(data.services[keep === first.personNum ? 1 : 0]) : 0;
    modal.confirm({
      title: '确认合并档案？',
      content: `保留档案「${archiveName(keep)}」；档案「${archiveName(other)}」的 ${moving} 条服务记录将移入保留的档案，该档案将注销（合并注销）。`,
      okText: '确认合并',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        await merge({ keep, merge: [other], reason: values.reason?.trim() }).unwrap();
        message.success('档案合并成功');
        onClose();
      },
    });
  };

  const confirmDismiss = async () => {
    const values = await form.validateFields(['reason']);
    modal.confirm({
      title: '确认不是重复档案？',
      content: `两份档案将标记为两位不同居民，不再出现在重复档案列表中。`,
      okText: '确认非重复',
      cancelText: '取消',
      onOk: async () => {
        await dismiss({ ...args, reason: values.reason?.trim() ?? '' }).unwrap();
        message.success('已标记为非重复档案');
        onClose();
      },
    });
  };

  const busy = merging.isLoading || dismissing.isLoading;
  const footer = mayDecide
    ? [
        <Button key="close" onClick={close}>
          关闭
        </Button>,
        <Button key="dismiss" disabled={!data || busy} onClick={() => void confirmDismiss()}>
          非重复
        </Button>,
        <Button
          key="merge"
          type="primary"
          danger
          disabled={!data || busy}
          loading={merging.isLoading}
          onClick={() => void confirmMerge()}
        >
          合并
        </Button>,
      ]
    : [
        <Button key="close" onClick={close}>
          关闭
        </Button>,
      ];

  return (
    <Modal
      open
      title="重复档案对比"
      width={1000}
      onCancel={close}
      footer={footer}
      destroyOnHidden
      maskClosable={false}
    >
      {error ? (
        <Result status="warning" title="无法加载两份档案" />
      ) : !data ? (
        <div className="gw-duplicate-loading">
          <Spin tip="加载中…">
            <div />
          </Spin>
        </div>
      ) : (
        <div className="gw-duplicate-compare" data-testid="duplicate-compare">
          <Space size={[4, 4]} wrap>
            {data.rules.map((rule) => (
              <Tag key={rule} color={rule === 'sameIdCard' ? 'red' : 'orange'}>
                {DUPLICATE_RULES[rule].reason}
              </Tag>
            ))}
            {data.differences.length > 0 && (
              <Tag color="gold">{data.differences.length} 项不同，已标黄</Tag>
            )}
          </Space>
          {/* No table scrolls inside the dialog (the dialog's body does): a scrolling region with
              nothing to focus is out of a keyboard's reach (WCAG 2.1.1, axe's
              scrollable-region-focusable). */}
          <Table<FieldRow>
            rowKey="key"
            size="small"
            loading={isFetching}
            pagination={false}
            dataSource={fieldRows}
            rowClassName={(row) => (row.differs ? 'gw-duplicate-differs' : '')}
            columns={[
              { title: '项目', dataIndex: 'label', width: 150 },
              {
                title: `档案一（${first.personNum}）`,
                dataIndex: 'first',
                render: (value: string) => value || '—',
              },
              {
                title: `档案二（${second.personNum}）`,
                dataIndex: 'second',
                render: (value: string) => value || '—',
              },
            ]}
          />
          <Table<CountRow>
            rowKey="family"
            size="small"
            pagination={false}
            dataSource={countRows(data.services[0], data.services[1])}
            locale={{ emptyText: '两份档案都没有服务记录' }}
            columns={[
              {
                title: '服务记录',
                key: 'family',
                width: 150,
                render: (_: unknown, row: CountRow) => row.title,
              },
              { title: '档案一（条）', dataIndex: 'first', align: 'right' as const },
              { title: '档案二（条）', dataIndex: 'second', align: 'right' as const },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  {total(data.services[0])}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  {total(data.services[1])}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
          {mayDecide ? (
            <Form<Decision>
              form={form}
              layout="vertical"
              name="duplicateDecision"
              initialValues={{
                keep:
                  total(data.services[1]) > total(data.services[0])
                    ? second.personNum
                    : first.personNum,
              }}
              onValuesChange={(_, values) => setTyped(Boolean(values.reason?.trim()))}
            >
              <Form.Item
                name="keep"
                label="合并时保留的档案"
                rules={[{ required: true, message: '请选择保留的档案' }]}
              >
                <Radio.Group
                  options={[first, second].map((archive, index) => ({
                    value: archive.personNum,
                    label: `档案${index === 0 ? '一' : '二'}：${archiveName(archive.personNum)}`,
                  }))}
                />
              </Form.Item>
              <Form.Item
                name="reason"
                label="原因"
                rules={[
                  { required: true, whitespace: true, message: '请填写合并或判定非重复的原因' },
                  { max: 200, message: '原因不能超过200个字' },
                ]}
              >
                <Input.TextArea
                  rows={2}
                  maxLength={200}
                  showCount
                  placeholder="如：同一居民在卫生院外出体检时重复建档，身份证号录错"
                />
              </Form.Item>
            </Form>
          ) : (
            <Alert type="info" showIcon title="合并或判定非重复需由乡镇卫生院或区域管理员处理" />
          )}
        </div>
      )}
    </Modal>
  );
}
