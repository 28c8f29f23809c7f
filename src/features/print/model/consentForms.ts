/**
 * The wording of 知情同意书 by the route's `type` (/print/printInformedConsentForm/:type/…):
 * which service the resident agrees to, what it brings, and what they agree to. Summaries of the
 * model texts the service specification attaches (家庭医生签约服务, 健康体检 for the elderly,
 * 严重精神障碍患者管理); a deployment's own wording would replace these paragraphs.
 */
export interface ConsentForm {
  /** The paper's title. */
  title: string;
  /** What the service is and what the resident receives. */
  paragraphs: readonly string[];
  /** The sentence the resident signs under. */
  statement: string;
}

export const CONSENT_FORMS: Readonly<Record<string, ConsentForm>> = {
  '1': {
    title: '家庭医生签约服务知情同意书',
    paragraphs: [
      '家庭医生签约服务由家庭医生团队为签约居民提供基本医疗、国家基本公共卫生服务和约定的健康管理服务，签约周期一般为一年。',
      '签约后，团队将为您建立或更新居民健康档案，开展健康评估和健康指导，按规范提供慢性病随访、预约转诊等服务；您可随时咨询签约医生，也可提出解约。',
      '签约服务中产生的个人信息仅用于健康管理，依法予以保护。',
    ],
    statement: '我已详细阅读并理解上述内容，自愿签约，并同意签约团队为我提供上述服务。',
  },
  '2': {
    title: '健康体检知情同意书',
    paragraphs: [
      '健康体检包括一般状况、生活方式、脏器功能、查体、辅助检查（血常规、尿常规、肝功能、肾功能、血脂、空腹血糖、心电图、腹部B超等）和健康评价。',
      '采血等检查可能引起局部疼痛、淤青，少数人可能出现头晕；体检结果仅反映检查当时的健康状况，不能替代临床诊断，发现异常请按医生建议复查或就诊。',
      '体检结果将记入您的居民健康档案，并用于健康指导和慢性病管理。',
    ],
    statement: '我已知晓体检的项目、意义及可能的风险，自愿参加本次健康体检。',
  },
  '3': {
    title: '严重精神障碍患者管理治疗知情同意书',
    paragraphs: [
      '根据《精神卫生法》和国家基本公共卫生服务规范，基层医疗卫生机构为辖区内诊断明确、居家治疗的严重精神障碍患者提供登记管理、随访评估、分类干预和健康体检服务。',
      '医生将定期随访，评估患者的危险性、精神症状、服药情况和社会功能，指导监护人协助患者规律服药和康复；病情变化时及时转诊。',
      '患者信息按规定严格保密，仅用于患者的治疗和管理。',
    ],
    statement: '我（监护人）已了解上述服务内容，同意参加社区（乡镇）严重精神障碍患者管理。',
  },
};

/** The form of a type; an unknown type falls back to the signing consent (type 1). */
export const consentFormOf = (type: string | undefined): ConsentForm =>
  CONSENT_FORMS[type ?? ''] ?? (CONSENT_FORMS['1'] as ConsentForm);
