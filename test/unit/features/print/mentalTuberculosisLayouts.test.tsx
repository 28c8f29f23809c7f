import { render } from '@testing-library/react';

import { PrintDocument } from '../../../../src/features/print/layouts/PrintDocument';
import { printRouteByName } from '../../../../src/services/contract/print';

const PERSON = { personNum: 'P0001', fileNum: '34088110010100042', name: '王秀兰', sex: '2' };

const printed = (name: string, family: string, records: Record<string, unknown>[]) => {
  const route = printRouteByName(name)!;
  render(
    <PrintDocument
      route={route}
      data={{ route: name, title: route.title, family, person: PERSON, records }}
    />,
  );
};

const boxesOf = (element: HTMLElement): string[] =>
  [...element.querySelectorAll('.paper-box')].map((box) => box.textContent ?? '');

/** The row whose label cell starts with `label` (the options follow it in the same cell). */
const rowOf = (label: string): HTMLElement => {
  const cell = [...document.querySelectorAll<HTMLElement>('th.paper-label')].find((element) =>
    element.textContent?.startsWith(label),
  );
  if (!cell) throw new Error(`no row ${label}`);
  return cell.closest('tr')!;
};

describe('严重精神障碍患者随访服务记录表', () => {
  it('is columnar: one column per visit, codes in boxes, the options listed', () => {
    printed('metalFollowRecordExcel', 'mentalvisit', [
      { visitDate: '2026-08-01', riskLevel: '0', visitClassification: '3' },
      {
        visitDate: '2026-11-01',
        riskLevel: '4',
        visitClassification: '1',
        currentSymptoms: ['1', '3'],
      },
    ]);
    const risk = rowOf('危险性评估');
    expect(risk.textContent).toContain('00级 11级 22级 33级 44级 55级');
    expect(boxesOf(risk)).toEqual(['0', '4']);
    expect(risk.querySelectorAll('td')).toHaveLength(4);
    // A visit with nothing chosen keeps its empty box, as on paper.
    expect(boxesOf(rowOf('目前症状'))).toEqual(['', '1', '3']);
    expect(boxesOf(rowOf('本次随访分类'))).toEqual(['3', '1']);
    expect(rowOf('随访日期').textContent).toContain('2026年11月01日');
  });
});

describe('肺结核患者随访服务记录表', () => {
  it('prints the treatment month and the 结案 block with its 服药率', () => {
    printed('followUpVisitPrint', 'pulmonarypatientvisit', [
      { visitDate: '2026-06-01', treatmentMonth: 5, supervisor: '2' },
      {
        visitDate: '2026-07-01',
        treatmentMonth: 6,
        stopDate: '2026-07-01',
        stopReason: '1',
        plannedVisits: 8,
        actualVisits: 8,
        plannedDoses: 180,
        actualDoses: 171,
        doseRate: 95,
      },
    ]);
    expect(rowOf('治疗月序').textContent).toContain('第6月');
    expect(boxesOf(rowOf('停止治疗时间及原因'))).toEqual(['', '1']);
    expect(rowOf('全程管理情况').textContent).toContain('应服药180次，实际服药171次');
    expect(rowOf('全程管理情况').textContent).toContain('服药率 95%');
  });
});

describe('single-record forms', () => {
  it('prints the 补充表 with its options and the chosen code', () => {
    printed('metalPersonInformationTable', 'mentalcard', [
      {
        householdType: '2',
        diagnosis: '精神分裂症',
        dangerousBehaviors: ['1'],
        mildTroubleCount: 2,
      },
    ]);
    const household = rowOf('户别');
    expect(household.textContent).toContain('1城镇 2农村');
    expect(boxesOf(household)).toEqual(['2']);
    expect(rowOf('目前诊断情况').textContent).toContain('诊断：精神分裂症');
    expect(rowOf('危险行为').textContent).toContain('1：2次');
  });

  it('prints the TB first visit’s education items as 掌握/未掌握 codes', () => {
    printed('firstVisitPrint', 'pulmonaryfirstvisit', [
      { chemotherapy: '2HRZE/4HR', eduContacts: '2', sputumResult: '1' },
    ]);
    expect(rowOf('化疗方案').textContent).toContain('2HRZE/4HR');
    const contacts = rowOf('密切接触者检查');
    expect(contacts.textContent).toContain('1掌握 2未掌握');
    expect(boxesOf(contacts)).toEqual(['2']);
  });
});
