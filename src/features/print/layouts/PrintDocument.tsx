import { type PrintLayout, type PrintReply, type PrintRouteSpec } from '@/services/contract';

import {
  PRESCHOOL_CHECK_NOTE,
  PRESCHOOL_CHECK_ROWS,
  TODDLER_CHECK_NOTE,
  TODDLER_CHECK_ROWS,
} from '../model/childCheckRows';
import { DIABETES_ROWS, HYPERTENSION_ROWS, type VisitRow } from '../model/followUpRows';
import {
  POSTPARTUM_42_CHECK_ROWS,
  POSTPARTUM_VISIT_ROWS,
  PRENATAL_FOLLOW_UP_ROWS,
} from '../model/maternalRows';
import {
  MENTAL_CARD_ROWS,
  MENTAL_VISIT_ROWS,
  TUBERCULOSIS_FIRST_VISIT_ROWS,
  TUBERCULOSIS_VISIT_ROWS,
} from '../model/mentalTuberculosisRows';
import { slipFromReferral, slipFromVisit } from '../model/referralSlip';
import { CoverLayout } from './CoverLayout';
import { EducationActivityLayout } from './EducationActivityLayout';
import { FollowUpLayout } from './FollowUpLayout';
import { GenericLayout } from './GenericLayout';
import { HealthCheckLayout } from './HealthCheckLayout';
import { InformedConsentLayout } from './InformedConsentLayout';
import { InvoiceLayout } from './InvoiceLayout';
import { PersonInfoLayout } from './PersonInfoLayout';
import { RecordFormLayout } from './RecordFormLayout';
import { ReferralSlipLayout } from './ReferralSlipLayout';
import { SelfCareLayout } from './SelfCareLayout';
import { TcmConstitutionLayout } from './TcmConstitutionLayout';

/** 家庭医生签约服务协议书: the terms both sides sign under (a summary of the national model text). */
const AGREEMENT_TERMS = [
  '甲方（签约居民）自愿与乙方（家庭医生团队）签订本协议，乙方为甲方提供国家基本公共卫生服务、基本医疗服务及约定的个性化签约服务。',
  '乙方负责为甲方建立、更新健康档案，按规范开展健康评估、慢性病随访、健康指导和转诊预约；甲方应如实提供健康信息，配合随访，按约定缴纳个人自付费用。',
  '协议有效期一年，期满后双方无异议可续签；一方提出解约的，应提前告知对方。',
];

const MENTAL_VISIT_NOTE =
  '填表说明：本表为严重精神障碍患者在接受随访服务时由医生填写；每页记录四次随访。危险性评估0–5级；本次随访分类按危险性、精神症状、自知力、社会功能及药物不良反应评定；若失访，在随访日期处写明失访原因；若死亡，写明死亡日期和原因。';
const TB_VISIT_NOTE =
  '填表说明：本表为在社区接受随访服务的肺结核患者由医生填写；每页记录四次随访。强化期或注射期家属督导的患者每10天随访1次，继续期或医生督导的患者每月随访1次；结案时填写停止治疗时间、原因和全程管理情况，服药率＝实际服药次数／应服药次数×100%。';

const PRENATAL_FOLLOW_UP_NOTE =
  '填表说明：孕周为此次随访时的妊娠周数；体重、宫底高度、腹围、胎位、胎心率、血压、血红蛋白、尿蛋白按检查结果填写；分类为异常者写明具体情况；转诊者写明原因及机构，2周内随访转诊结果。无助产技术服务资质的基层医疗卫生机构督促孕妇前往有资质的机构检查，在日期栏填写督促日期。若失访，在随访日期处写明失访原因；若死亡，写明死亡日期和原因。';

/** The columnar follow-up forms, one column per visit; the chronic ones print the default note. */
const VISIT_FORMS: Partial<Record<PrintLayout, { rows: readonly VisitRow[]; note?: string }>> = {
  hypertensionFollowUp: { rows: HYPERTENSION_ROWS },
  diabetesFollowUp: { rows: DIABETES_ROWS },
  mentalFollowUp: { rows: MENTAL_VISIT_ROWS, note: MENTAL_VISIT_NOTE },
  tuberculosisFollowUp: { rows: TUBERCULOSIS_VISIT_ROWS, note: TB_VISIT_NOTE },
  toddlerHealthCheck: { rows: TODDLER_CHECK_ROWS, note: TODDLER_CHECK_NOTE },
  preschoolHealthCheck: { rows: PRESCHOOL_CHECK_ROWS, note: PRESCHOOL_CHECK_NOTE },
  prenatalFollowUp: { rows: PRENATAL_FOLLOW_UP_ROWS, note: PRENATAL_FOLLOW_UP_NOTE },
};

/** The single-record forms drawn with the same rows as the follow-ups. */
const RECORD_FORMS: Partial<Record<PrintLayout, { rows: readonly VisitRow[]; note: string }>> = {
  mentalCard: {
    rows: MENTAL_CARD_ROWS,
    note: '填表说明：本表为患者纳入管理时建立，由医生在随访时根据患者及家属提供的信息和病历资料填写。',
  },
  postpartumVisit: {
    rows: POSTPARTUM_VISIT_ROWS,
    note: '填表说明：产妇出院后1周内由医务人员到产妇家中进行产后访视；一般健康情况、一般心理状况（产后抑郁筛查）按实际检查填写；乳房、恶露、子宫、伤口异常者写明具体情况；发现产褥感染、产后出血、子宫复旧不佳、妊娠合并症未恢复、产后抑郁等及时转诊。',
  },
  postpartum42Check: {
    rows: POSTPARTUM_42_CHECK_ROWS,
    note: '填表说明：产后42天对产妇进行健康检查；血压如有必要时测量；乳房、恶露、子宫、伤口异常者写明具体情况；分类为未恢复者写明原因；已恢复者结案，需转诊者写明转诊原因及机构。',
  },
  tuberculosisFirstVisit: {
    rows: TUBERCULOSIS_FIRST_VISIT_ROWS,
    note: '填表说明：本表为医生在首次入户访视肺结核患者时填写（接到通知后72小时内）；健康教育及培训各项填写患者及家属是否掌握。',
  },
};

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
  const visitForm = VISIT_FORMS[route.layout];
  if (visitForm) {
    return (
      <FollowUpLayout title={data.title} person={person} visits={data.records} {...visitForm} />
    );
  }
  const recordForm = RECORD_FORMS[route.layout];
  if (recordForm) {
    return <RecordFormLayout title={data.title} person={person} record={record} {...recordForm} />;
  }
  switch (route.layout) {
    case 'cover':
      return <CoverLayout person={person ?? record} />;
    case 'personInfo':
      return <PersonInfoLayout person={person ?? record} />;
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
    case 'selfCare':
      return <SelfCareLayout title={data.title} person={person} record={record} />;
    case 'tcmConstitution':
    case 'tcmResult':
      return (
        <TcmConstitutionLayout
          title={data.title}
          person={person}
          record={record}
          resultsOnly={route.layout === 'tcmResult'}
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
    case 'invoice':
      return <InvoiceLayout title={data.title} person={person} record={record} />;
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
