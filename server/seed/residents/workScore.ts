import { addDays } from '../../../src/domain/calendar';
import { WORK_SCORE_PARTS, workScoreGrade, workScoreTotal } from '../../../src/domain/workScore';
import { type CarePoint } from './people';
import { type ListWriter, round, SEED_DAY, workTime } from './seedWriter';

/** [category (a WORK_SCORE_PARTS position, 1-based), content, marks, how they are given] */
const ITEMS: readonly (readonly [string, string, number, string])[] = [
  ['1', '居民电子健康档案建档率', 10, '建档率≥90%得满分，每低1个百分点扣0.5分'],
  ['1', '健康档案动态使用率', 10, '抽查20份档案，每份未动态更新扣0.5分'],
  ['2', '高血压患者规范管理率', 13, '规范管理率≥65%得满分，每低1个百分点扣0.5分'],
  ['2', '2型糖尿病患者规范管理率', 12, '规范管理率≥65%得满分，每低1个百分点扣0.5分'],
  ['3', '65岁及以上老年人健康管理率', 15, '管理率≥70%得满分，每低1个百分点扣0.5分'],
  ['4', '健康教育讲座与咨询活动', 10, '每季度讲座不少于2次、咨询不少于1次，缺1次扣1分'],
  ['5', '适龄儿童国家免疫规划疫苗接种率', 15, '接种率≥90%得满分，每低1个百分点扣1分'],
  [
    '6',
    '重点人群家庭医生签约覆盖率',
    15,
    '覆盖率≥75%得满分，每低1个百分点扣0.5分；履约不实每例扣1分',
  ],
];

/**
 * 绩效考核: the year's assessment template (shared by the region) and each township centre's
 * result of last year and this year, totalled and graded by rules/workScore as the server does.
 */
export const writeWorkScores: ListWriter<CarePoint> = (random, writer, points) => {
  const year = Number(SEED_DAY.slice(0, 4));
  for (const [itemCategory, itemName, score, criteria] of ITEMS) {
    writer.add('workscoretemplate', {
      hospitalId: null,
      createdBy: '王建国',
      createdAt: workTime(random, `${year}-01-15`),
      data: {
        templateName: `${year}年度基本公共卫生服务项目绩效考核`,
        year,
        itemCategory,
        itemName,
        score,
        criteria,
        templateStatus: '1',
      },
    });
  }
  const centres = points.filter((point) => !point.villageName);
  for (const assessed of [year - 1, year]) {
    const assessDate = assessed === year ? addDays(SEED_DAY, -10) : `${assessed}-12-20`;
    for (const centre of centres) {
      const parts: Record<string, number> = {};
      for (const part of WORK_SCORE_PARTS) {
        // Most centres lose a few marks per area; a weaker one now and then.
        parts[part.field] = round(part.max * (0.62 + random.next() * 0.38), 1);
      }
      const totalScore = workScoreTotal(parts) ?? 0;
      writer.add('workscoretotal', {
        hospitalId: centre.hospitalId,
        createdBy: '王建国',
        createdAt: workTime(random, assessDate),
        data: {
          year: assessed,
          ...parts,
          totalScore,
          grade: workScoreGrade(totalScore),
          assessor: '王建国',
          assessDate,
          assessType: random.pick(['1', '1', '2']),
          deductionNote: '部分随访记录与体检信息不一致；健康教育活动资料归档不完整',
        },
      });
    }
  }
};
