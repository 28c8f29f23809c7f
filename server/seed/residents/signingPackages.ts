import { type ContractItem } from '../../../src/domain/contract';

/**
 * The bureau's 家庭医生签约服务包 as a county commonly publishes them: a free 基础服务包 for
 * everyone, and 个性化服务包 for the 重点人群 whose items are the visits and checks the national
 * basic public health service specification (第三版) already asks for that group (four
 * face-to-face follow-ups a year for hypertension and diabetes, a yearly 健康体检 and 中医药健康
 * 管理 from 65, the child checks by age), funded from the public health grant and the medical
 * insurance fund at ¥120 a year with a small personal share (¥0–20 in most Anhui counties'
 * published price lists). The package's items are what 履约 counts (src/domain/contract).
 */
export interface SeededPackage {
  packageName: string;
  packageType: '1' | '2';
  serviceContent: string;
  targetCrowds: string[];
  targetMatch: '1' | '2';
  minAge?: number;
  maxAge?: number;
  targetSex?: string;
  items: ContractItem[];
  baseFee: number;
  selfPayFee: number;
}

const item = (rule: string, name: string, times: number): ContractItem => ({ name, rule, times });

export const SEEDED_PACKAGES = {
  basic: {
    packageName: '基础服务包',
    packageType: '1',
    serviceContent: '建立健康档案、健康教育、血压测量、预约转诊、健康咨询',
    targetCrowds: [],
    targetMatch: '1',
    items: [item('education', '健康教育', 1), item('bloodPressure', '血压测量', 1)],
    baseFee: 0,
    selfPayFee: 0,
  },
  elderly: {
    packageName: '老年人服务包',
    packageType: '2',
    serviceContent: '年度健康体检、中医药健康管理、生活自理能力评估、健康教育',
    targetCrowds: ['4'],
    targetMatch: '1',
    minAge: 65,
    items: [
      item('healthCheck', '健康体检', 1),
      item('tcm', '中医药健康管理', 1),
      item('selfCare', '生活自理能力评估', 1),
      item('education', '健康教育', 2),
    ],
    baseFee: 120,
    selfPayFee: 0,
  },
  elderlyHypertension: {
    packageName: '老年人高血压服务包',
    packageType: '2',
    serviceContent: '每季度面对面随访、年度健康体检、中医药健康管理、用药指导、健康教育',
    targetCrowds: ['4', '5'],
    targetMatch: '2',
    minAge: 65,
    items: [
      item('htnFollowUp', '高血压面对面随访', 4),
      item('healthCheck', '健康体检', 1),
      item('tcm', '中医药健康管理', 1),
      item('education', '健康教育', 2),
    ],
    baseFee: 120,
    selfPayFee: 12,
  },
  hypertension: {
    packageName: '高血压患者服务包',
    packageType: '2',
    serviceContent: '每季度面对面随访、血压监测、用药指导、年度健康体检、转诊',
    targetCrowds: ['5'],
    targetMatch: '1',
    items: [
      item('htnFollowUp', '高血压面对面随访', 4),
      item('healthCheck', '健康体检', 1),
      item('education', '健康教育', 2),
    ],
    baseFee: 120,
    selfPayFee: 12,
  },
  diabetes: {
    packageName: '2型糖尿病患者服务包',
    packageType: '2',
    serviceContent: '每季度面对面随访、空腹血糖检测、用药指导、足部检查、年度健康体检',
    targetCrowds: ['6'],
    targetMatch: '1',
    items: [
      item('dmFollowUp', '糖尿病面对面随访', 4),
      item('glucoseTest', '空腹血糖检测', 4),
      item('healthCheck', '健康体检', 1),
    ],
    baseFee: 120,
    selfPayFee: 20,
  },
  child: {
    packageName: '0～6岁儿童服务包',
    packageType: '2',
    serviceContent: '儿童健康检查、预防接种提醒、喂养指导',
    targetCrowds: ['2'],
    targetMatch: '1',
    maxAge: 6,
    items: [item('childCheck', '儿童健康检查', 2), item('education', '健康教育', 1)],
    baseFee: 60,
    selfPayFee: 0,
  },
} satisfies Readonly<Record<string, SeededPackage>>;

export type SeededPackageKey = keyof typeof SEEDED_PACKAGES;
