import { referralFill } from '@/features/chronic';

const danger = [{ field: 'sbp' as const, message: '收缩压 186 mmHg ≥ 180' }];

describe('referralFill (填写转诊信息)', () => {
  it.each<{
    name: string;
    input: Omit<Parameters<typeof referralFill>[0], 'disease'>;
    reason: string;
    hospital: string | undefined;
    missing: boolean;
  }>([
    {
      name: 'danger sign, village doctor: the township centre above',
      input: {
        assessment: { dangerSigns: danger, routineReferralReasons: [] },
        superiorHospital: '孔城镇卫生院',
      },
      reason: '危急情况：收缩压 186 mmHg ≥ 180',
      hospital: '孔城镇卫生院',
      missing: false,
    },
    {
      name: "the patient's last referral destination wins over the superior institution",
      input: {
        assessment: { dangerSigns: [], routineReferralReasons: ['连续两次血压控制不满意'] },
        lastVisitHospital: '桐城市人民医院心内科',
        superiorHospital: '孔城镇卫生院',
      },
      reason: '连续两次血压控制不满意',
      hospital: '桐城市人民医院心内科',
      missing: false,
    },
    {
      name: "the doctor's own text is kept",
      input: {
        assessment: { dangerSigns: danger, routineReferralReasons: ['出现新的并发症'] },
        currentHospital: '安庆市立医院',
        lastVisitHospital: '桐城市人民医院心内科',
        superiorHospital: '孔城镇卫生院',
      },
      reason: '危急情况：收缩压 186 mmHg ≥ 180；出现新的并发症',
      hospital: undefined,
      missing: false,
    },
    {
      name: 'township doctor (only the bureau above) and no history: the doctor must name one',
      input: {
        assessment: { dangerSigns: [], routineReferralReasons: ['药物不良反应难以控制'] },
        lastVisitHospital: '  ',
        superiorHospital: null,
      },
      reason: '药物不良反应难以控制',
      hospital: undefined,
      missing: true,
    },
  ])('$name', ({ input, reason, hospital, missing }) => {
    const fill = referralFill({ disease: 'hypertension', ...input });
    expect(fill).toEqual({
      referralReason: reason,
      referralHospital: hospital,
      hospitalMissing: missing,
    });
  });
});
