import { IdcardOutlined, ProfileOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';

import { maskIdCard } from '@/domain/identity';
import { PrintActions } from '@/features/print';
import { type PersonProfile } from '@/services/contract';
import { archivePath } from '@/shared/archivePaths';

import { useSeesFullIdentifiers } from '../view/archiveAccess';

const LABEL_COLORS: Readonly<Record<string, string>> = {
  高血压: 'red',
  糖尿病: 'orange',
  严重精神障碍: 'purple',
  肺结核: 'volcano',
  '65岁以上': 'blue',
  '0-6岁儿童': 'cyan',
  重点人群: 'gold',
};

/** 协议状态 colours, as the signing dialog's 履约情况 shows them. */
const CONTRACT_STATE_COLORS: Readonly<Record<string, string>> = {
  active: 'green',
  expiring: 'orange',
  expired: 'red',
  pending: 'blue',
  terminated: 'default',
};

const SEX_TEXT: Readonly<Record<string, string>> = { '1': '男', '2': '女' };

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** Who the resident is at a glance: name, age, sex, labels and the signed family doctor. */
export function ProfileHeader({ profile }: { profile: PersonProfile }) {
  const navigate = useNavigate();
  const full = useSeesFullIdentifiers();
  const { person } = profile;
  const name = text(person.name);
  const personNum = text(person.personNum);
  return (
    <Card className="gw-card gw-archive-header" variant="borderless">
      <div className="gw-archive-header-main">
        <Avatar size={56} icon={<UserOutlined />} className="gw-archive-avatar" />
        <div className="gw-archive-header-text">
          <Space size={12} wrap align="center">
            <Typography.Title level={4} className="gw-archive-name">
              {name}
            </Typography.Title>
            <Typography.Text type="secondary">
              {SEX_TEXT[text(person.sex)] ?? '性别不详'} ·{' '}
              {profile.age >= 0 ? `${profile.age}岁` : '年龄不详'}
            </Typography.Text>
          </Space>
          <Space size={[4, 8]} wrap className="gw-archive-labels" aria-label="人群标签">
            {profile.labels.length > 0 ? (
              profile.labels.map((label) => (
                <Tag key={label} color={LABEL_COLORS[label] ?? 'default'}>
                  {label}
                </Tag>
              ))
            ) : (
              <Tag>一般人群</Tag>
            )}
          </Space>
        </div>
        <Space wrap className="gw-archive-header-actions">
          <Button
            icon={<ProfileOutlined />}
            onClick={() => void navigate(archivePath('comprehensive-reg', personNum, name))}
          >
            综合档案登记
          </Button>
          <Button
            icon={<IdcardOutlined />}
            onClick={() => void navigate(archivePath('view-person-info', personNum, name))}
          >
            档案信息查看
          </Button>
          <PrintActions familyId="persons" row={person} id={personNum} variant="button" />
        </Space>
      </div>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        className="gw-archive-facts"
        items={[
          { key: 'file', label: '档案编号', children: text(person.fileNum) || '未生成' },
          {
            key: 'id',
            label: '身份证号',
            children: (full ? text(person.IDCardNo) : maskIdCard(text(person.IDCardNo))) || '—',
          },
          {
            key: 'doctor',
            label: '签约医生',
            children: profile.signing?.doctorName || '未签约',
          },
          { key: 'team', label: '签约团队', children: profile.signing?.teamName || '—' },
          { key: 'hospital', label: '管理机构', children: text(person.hospitalName) || '—' },
          {
            key: 'responsible',
            label: '责任医生',
            children: text(person.responsibleDoctor) || '—',
          },
          {
            key: 'period',
            label: '签约期限',
            children: profile.signing ? (
              <Space size={6} wrap>
                <span>
                  {profile.signing.startDate ?? profile.signing.signDate ?? ''} 至{' '}
                  {profile.signing.endDate ?? ''}
                </span>
                <Tag color={CONTRACT_STATE_COLORS[profile.signing.state] ?? 'default'}>
                  {profile.signing.stateLabel}
                </Tag>
              </Space>
            ) : (
              '—'
            ),
          },
          {
            key: 'package',
            label: '签约服务包',
            children: profile.signing?.packageName || '—',
          },
          { key: 'address', label: '现住址', children: text(person.address) || '—' },
        ]}
      />
    </Card>
  );
}
