import { type PrintReply, type PrintRouteSpec } from '@/services/contract';

import { DIABETES_ROWS, HYPERTENSION_ROWS } from '../model/followUpRows';
import { slipFromReferral, slipFromVisit } from '../model/referralSlip';
import { CoverLayout } from './CoverLayout';
import { EducationActivityLayout } from './EducationActivityLayout';
import { FollowUpLayout } from './FollowUpLayout';
import { GenericLayout } from './GenericLayout';
import { HealthCheckLayout } from './HealthCheckLayout';
import { InformedConsentLayout } from './InformedConsentLayout';
import { PersonInfoLayout } from './PersonInfoLayout';
import { ReferralSlipLayout } from './ReferralSlipLayout';

/** 家庭医生签约服务协议书: the terms both sides sign under (a summary of the national model text). */
const AGREEMENT_TERMS = [
  '甲方（签约居民）自愿与乙方（家庭医生团队）签订本协议，乙方为甲方提供国家基本公共卫生服务、基本医疗服务及约定的个性化签约服务。',
  '乙方负责为甲方建立、更新健康档案，按规范开展健康评估、慢性病随访、健康指导和转诊预约；甲方应如实提供健康信息，配合随访，按约定缴纳个人自付费用。',
  '协议有效期一年，期满后双方无异议可续签；一方提出解约的，应提前告知对方。',
];

const REGION_LYX_TERMS = [
  ...AGREEMENT_TERMS,
  '本协议适用于本区域签约服务包，服务项目以签约服务项目清单为准。',
];

/** The paper of one print route: its own layout, or the generic one. */
export function PrintDocument({
  route,
  data,
  params = {},
}: {
  route: PrintRouteSpec;
  data: PrintReply;
  /** The route's parameters (the consent form's `type` chooses its wording). */
  params?: Readonly<Record<string, string>>;
}) {
  const record = data.records[0] ?? {};
  const person = data.person;
  switch (route.layout) {
    case 'cover':
      return <CoverLayout person={person ?? record} />;
    case 'personInfo':
      return <PersonInfoLayout person={person ?? record} />;
    case 'hypertensionFollowUp':
      return (
        <FollowUpLayout
          title={data.title}
          person={person}
          visits={data.records}
          rows={HYPERTENSION_ROWS}
        />
      );
    case 'diabetesFollowUp':
      return (
        <FollowUpLayout
          title={data.title}
          person={person}
          visits={data.records}
          rows={DIABETES_ROWS}
        />
      );
    case 'healthCheck':
      return <HealthCheckLayout title={data.title} person={person} record={record} />;
    case 'referralSlip':
      return (
        <ReferralSlipLayout
          title={data.title}
          person={person}
          slip={
            data.family === 'hypertensionFollowUp'
              ? slipFromVisit('高血压', record, person)
              : data.family === 'diabetesFollowUP'
                ? slipFromVisit('2型糖尿病', record, person)
                : slipFromReferral(record, person)
          }
        />
      );
    case 'agreement':
      return (
        <GenericLayout
          title={data.title}
          family={data.family}
          person={person}
          record={record}
          preamble={route.name === 'printAgreementLYX' ? REGION_LYX_TERMS : AGREEMENT_TERMS}
          signatures={['甲方（签字）', '乙方（签字）', '签约日期']}
        />
      );
    case 'educationActivity':
      return <EducationActivityLayout title={data.title} record={record} />;
    case 'informedConsent':
      return <InformedConsentLayout type={params.type} person={person} record={record} />;
    default:
      return (
        <GenericLayout title={data.title} family={data.family} person={person} record={record} />
      );
  }
}
