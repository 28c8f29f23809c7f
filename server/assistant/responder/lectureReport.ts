import { DISCLAIMER, findEntry } from '../knowledge';
import { asSection, cell, LECTURE_KEYS, pickText, type ReportParams } from './reportParams';

const LIFESTYLE_SECTION = `### 健康生活方式的四大基石

1. **合理膳食**：食物多样、谷类为主，每天蔬菜 300～500 g、水果 200～350 g；每人每日食盐 < 5 g、烹调油 25～30 g；
2. **适量运动**：每周至少 5 天、每天 30 分钟以上中等强度身体活动，减少久坐；
3. **戒烟限酒**：吸烟者尽早戒烟，避免二手烟；不饮酒或少饮酒；
4. **心理平衡**：保持乐观心态，保证充足睡眠，学会调节压力。

### 定期体检和早发现

| 人群 | 建议 |
| --- | --- |
| 35 岁及以上居民 | 每年至少测量 1 次血压 |
| 糖尿病高危人群 | 每年至少测量 1 次空腹血糖 |
| 65 岁及以上老年人 | 每年到基层医疗卫生机构免费体检 1 次 |`;

export interface LectureReport {
  title: string;
  reasoning: string;
  document: string;
}

/** The general knowledge lecture report (mode 2), built from the lecture's own details. */
export const composeLectureReport = (params: ReportParams): LectureReport => {
  const topic = pickText(params, LECTURE_KEYS.topic) ?? '健康生活方式';
  const audience = pickText(params, LECTURE_KEYS.audience) ?? '辖区居民';
  const speaker = pickText(params, LECTURE_KEYS.speaker) ?? '家庭医生团队';
  const time = pickText(params, LECTURE_KEYS.time) ?? '—';
  const place = pickText(params, LECTURE_KEYS.place) ?? '—';
  const entry = findEntry(topic);
  const content = entry ? asSection(entry.answer) : LIFESTYLE_SECTION;
  const title = `${topic}健康知识讲座报告`;

  const reasoning = [
    `讲座主题是“${topic}”，面向${audience}。`,
    entry
      ? `内容以知识库中的“${entry.title}”为依据，改写成面向群众、便于理解的讲解提纲。`
      : '知识库中没有与主题直接对应的条目，采用健康生活方式的通用内容。',
    '报告按基本信息、目的、内容、互动问答、效果评估、总结六部分组织。',
  ].join('\n\n');

  const document = `# ${cell(title)}

## 一、讲座基本信息

| 项目 | 内容 |
| --- | --- |
| 讲座主题 | ${cell(topic)} |
| 面向对象 | ${cell(audience)} |
| 主讲人 | ${cell(speaker)} |
| 时间 | ${cell(time)} |
| 地点 | ${cell(place)} |

## 二、讲座目的

1. 普及“${cell(topic)}”相关的基本知识，提高${cell(audience)}的知晓率；
2. 帮助听众掌握自我监测和自我管理的实用技能；
3. 引导重点人群主动接受国家基本公共卫生服务，按时随访、定期体检。

## 三、讲座内容

${content}

## 四、互动问答

- **问：平时没有不舒服，还需要定期检查吗？**
  答：需要。高血压、糖尿病等慢性病早期常无症状，定期测量和体检才能早发现、早干预。
- **问：基层医疗卫生机构能提供哪些免费服务？**
  答：建立健康档案、慢性病随访、65 岁及以上老年人每年 1 次体检、健康教育等国家基本公共卫生服务均免费提供。
- **问：听完讲座后，第一步可以做什么？**
  答：从一件小事做起，例如每天减少 1 g 食盐、每天步行 30 分钟，并记录下来，下次随访时和医生一起评估。

## 五、效果评估

| 评估项目 | 方法 |
| --- | --- |
| 知识知晓 | 讲座前后各发放 1 份 5 题知识问卷，比较正确率 |
| 满意度 | 现场满意度调查 |
| 行为改变 | 3 个月后结合随访了解听众行为改变情况 |

## 六、总结

本次讲座围绕“${cell(topic)}”开展，讲解了核心知识和可操作的自我管理方法。建议将讲座课件、签到表、现场照片和效果评估资料归档，填写《健康教育活动记录表》，并在后续随访中持续跟进重点人群。

${DISCLAIMER}`;
  return { title, reasoning, document };
};
