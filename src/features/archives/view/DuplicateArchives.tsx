import { Alert, App, Button, List, Space, Tag } from 'antd';

import { maskIdCard } from '@/shared/masking';

import {
  type DuplicateArchive,
  useArchiveDuplicatesQuery,
  useMergeArchivesMutation,
} from '../archivesApi';
import { useMayMergeArchives } from './archiveAccess';

interface DuplicateArchivesProps {
  personNum: string;
  name: string;
  idCardNo: string;
}

/**
 * Other archives with the same ID number, and for an administrator the merge into this one
 * (persons/fileMerge: their service records move here and they are written off).
 */
export function DuplicateArchives({ personNum, name, idCardNo }: DuplicateArchivesProps) {
  const { modal, message } = App.useApp();
  const mayMerge = useMayMergeArchives();
  const { data } = useArchiveDuplicatesQuery(idCardNo, { skip: !idCardNo });
  const [merge, { isLoading }] = useMergeArchivesMutation();
  const others = (data ?? []).filter((row) => row.personNum !== personNum);
  if (others.length === 0) return null;

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
      title={`身份证号 ${maskIdCard(idCardNo)} 另有 ${others.length} 份档案`}
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
                <span>{other.hospitalName}</span>
                {!other.inScope && <Tag>非本机构管理</Tag>}
              </Space>
            </List.Item>
          )}
        />
      }
    />
  );
}
