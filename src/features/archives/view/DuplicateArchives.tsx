import { Alert, App, Button, List, Space, Tag } from 'antd';

import { maskIdCard } from '@/domain/identity';

import {
  type DuplicateArchive,
  useArchiveDuplicatesQuery,
  useMergeArchivesMutation,
} from '../archivesApi';
import { useMayMergeArchives, useSeesFullIdentifiers } from './archiveAccess';

interface DuplicateArchivesProps {
  personNum: string;
  name: string;
}

const MATCH_TEXT: Record<DuplicateArchive['matchedBy'], string> = {
  IDCardNo: '身份证号相同',
  nameBirthDate: '姓名、出生日期相同',
};

/**
 * The suspected duplicates of this archive in the user's hospitals (the same ID number, or the
 * same name and birth date under another number), and for an administrator the merge into this
 * one (persons/fileMerge: their service records move here and they are written off). Names and
 * ID numbers are masked unless the user holds the view-full code (spec 5).
 */
export function DuplicateArchives({ personNum, name }: DuplicateArchivesProps) {
  const { modal, message } = App.useApp();
  const mayMerge = useMayMergeArchives();
  const full = useSeesFullIdentifiers();
  const { data } = useArchiveDuplicatesQuery(personNum, { skip: !personNum });
  const [merge, { isLoading }] = useMergeArchivesMutation();
  const others = (data ?? []).filter((row) => row.personNum !== personNum);
  if (others.length === 0) return null;
  const shownId = (value: string) => (full ? value : maskIdCard(value));

  const confirmMerge = (other: DuplicateArchive) => {
    modal.confirm({
      title: '确认合并档案？',
      content: `将档案「${other.name}（个人编号 ${other.personNum}，${other.hospitalName}）」合并到档案「${name}（个人编号 ${personNum}）」：前者的服务记录将移入后者，前者将被注销，此操作不可撤销。`,
      okText: '确认合并',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        await merge({ keep: personNum, merge: [other.personNum] }).unwrap();
        message.success('档案合并成功');
      },
    });
  };

  return (
    <Alert
      type="warning"
      showIcon
      data-testid="duplicate-archives"
      title={`疑似重复档案：另有 ${others.length} 份档案与本档案为同一人`}
      description={
        <List
          size="small"
          dataSource={others}
          renderItem={(other) => (
            <List.Item
              extra={
                mayMerge && other.inScope ? (
                  <Button
                    size="small"
                    danger
                    loading={isLoading}
                    onClick={() => confirmMerge(other)}
                  >
                    合并到本档案
                  </Button>
                ) : null
              }
            >
              <Space wrap>
                <span>{other.name}</span>
                <span>个人编号 {other.personNum}</span>
                {other.IDCardNo && <span>身份证号 {shownId(other.IDCardNo)}</span>}
                {other.birthDate && <span>出生日期 {other.birthDate}</span>}
                <span>{other.hospitalName}</span>
                <Tag color="orange">{MATCH_TEXT[other.matchedBy]}</Tag>
                {!other.inScope && <Tag>非本机构管理</Tag>}
              </Space>
            </List.Item>
          )}
        />
      }
    />
  );
}
