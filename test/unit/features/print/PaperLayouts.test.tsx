import { render, screen, within } from '@testing-library/react';

import { CoverLayout } from '../../../../src/features/print/layouts/CoverLayout';
import { PersonInfoLayout } from '../../../../src/features/print/layouts/PersonInfoLayout';
import { PrintDocument } from '../../../../src/features/print/layouts/PrintDocument';
import { printRouteByName } from '../../../../src/services/contract/print';

const PERSON = {
  personNum: 'P0001',
  fileNum: '34088110010100042',
  name: '王秀兰',
  sex: '2',
  address: '桐城市孔城镇桐梓村五组47号',
  householdAddress: '桐城市范岗镇樟枫村三组8号',
  phone: '13900000000',
  hospitalName: '孔城镇卫生院',
  builder: '李医生',
  responsibleDoctor: '张医生',
  buildDate: '2020-05-06',
  pastDisease1: '2',
  pastDisease1Date: '2015-03',
  pastDisease2: '3',
  pastDisease2Date: '2019-11',
  surgery: '2',
  surgery1Name: '阑尾切除术',
  surgery1Date: '2008-07-01',
  trauma: '1',
  transfusion: '2',
  transfusion1Name: '产后出血',
  transfusion1Date: '1990-02-03',
  familyFather: ['2', '7'],
  familyMother: ['3'],
  familySiblings: ['1'],
  familyChildren: ['1'],
  geneticDisease: '2',
  geneticDiseaseName: '地中海贫血',
  disability: ['2', '5'],
  kitchenExhaust: '2',
  fuelType: '3',
  waterSource: '1',
  toilet: '1',
  livestockPen: '4',
};

const boxesOf = (element: HTMLElement): string[] =>
  [...element.querySelectorAll('.paper-box')].map((box) => box.textContent ?? '');

/** The row of the form whose label cell reads `label`. */
const rowOf = (label: string): HTMLElement => {
  const cell = [...document.querySelectorAll<HTMLElement>('th.paper-label')].find(
    (element) => element.textContent === label,
  );
  if (!cell) throw new Error(`no row ${label}`);
  return cell.closest('tr')!;
};

describe('居民健康档案封面', () => {
  it('prints the 户籍地址 the archive holds, apart from the 现住址', () => {
    render(<CoverLayout person={PERSON} />);
    const line = screen.getByText('户籍地址').closest('.cover-line') as HTMLElement;
    expect(within(line).getByText('桐城市范岗镇樟枫村三组8号')).toBeInTheDocument();
    expect(screen.getByText('孔城镇')).toBeInTheDocument();
    expect(screen.getByText('桐梓村')).toBeInTheDocument();
  });

  it("prints the cover's own 联系电话, else 本人电话 on an archive filed before it", () => {
    const phoneOf = () =>
      (screen.getByText('联系电话').closest('.cover-line') as HTMLElement).querySelector('dd')
        ?.textContent;
    const { unmount } = render(<CoverLayout person={{ ...PERSON, coverPhone: '0556-5123456' }} />);
    expect(phoneOf()).toBe('0556-5123456');
    unmount();
    render(<CoverLayout person={PERSON} />);
    expect(phoneOf()).toBe('13900000000');
  });

  it('leaves 户籍地址 empty rather than copying the 现住址', () => {
    render(<CoverLayout person={{ ...PERSON, householdAddress: '' }} />);
    const line = screen.getByText('户籍地址').closest('.cover-line') as HTMLElement;
    expect(line.querySelector('dd')?.textContent).toBe('');
  });
});

describe('个人基本信息表', () => {
  it('prints the six 既往史 disease slots with their 确诊时间', () => {
    render(<PersonInfoLayout person={PERSON} />);
    const slots = screen.getByTestId('past-diseases');
    expect(boxesOf(slots)).toEqual(['2', '3', '', '', '', '']);
    expect(slots.textContent).toContain('2015年03月');
    expect(slots.textContent).toContain('2019年11月');
    const row = slots.closest('tr')!;
    expect(row.textContent).toContain('1无 2高血压 3糖尿病');
    expect(row.textContent).toContain('13其他');
  });

  it('prints 手术, 外伤 and 输血 with their names and dates', () => {
    render(<PersonInfoLayout person={PERSON} />);
    const surgery = rowOf('手术');
    expect(boxesOf(surgery)).toEqual(['2']);
    expect(surgery.textContent).toContain('阑尾切除术');
    expect(surgery.textContent).toContain('2008年07月01日');
    expect(boxesOf(rowOf('外伤'))).toEqual(['1']);
    const transfusion = rowOf('输血');
    expect(transfusion.textContent).toContain('原因①');
    expect(transfusion.textContent).toContain('产后出血');
  });

  it('prints 家族史 per relative, with the codes listed', () => {
    render(<PersonInfoLayout person={PERSON} />);
    const relatives = screen.getByTestId('family-history');
    const codes = [...relatives.querySelectorAll('.paper-relative')].map((relative) => [
      relative.querySelector('.paper-relative-label')?.textContent,
      boxesOf(relative as HTMLElement).filter(Boolean),
    ]);
    expect(codes).toEqual([
      ['父亲', ['2', '7']],
      ['母亲', ['3']],
      ['兄弟姐妹', ['1']],
      ['子女', ['1']],
    ]);
    expect(relatives.closest('tr')!.textContent).toContain('11先天畸形 12其他');
  });

  it('prints 遗传病史, 残疾情况 and the five items of 生活环境', () => {
    render(<PersonInfoLayout person={PERSON} />);
    const genetic = rowOf('遗传病史');
    expect(boxesOf(genetic)).toEqual(['2']);
    expect(genetic.textContent).toContain('地中海贫血');
    expect(boxesOf(rowOf('残疾情况')).filter(Boolean)).toEqual(['2', '5']);
    expect(screen.getByText('生活环境')).toBeInTheDocument();
    const items: [string, string, string][] = [
      ['厨房排风设施', '2', '1无 2油烟机 3换气扇 4烟囱'],
      ['燃料类型', '3', '3天然气'],
      ['饮水', '1', '2经净化过滤的水'],
      ['厕所', '1', '4露天粪坑'],
      ['禽畜栏', '4', '4室外'],
    ];
    for (const [label, code, options] of items) {
      const row = rowOf(label);
      expect({ label, boxes: boxesOf(row) }).toEqual({ label, boxes: [code] });
      expect(row.textContent).toContain(options);
    }
  });
});

const VISIT = {
  ID: '77',
  personNum: 'P0001',
  visitDate: '2026-05-12',
  hospitalName: '孔城镇卫生院',
  sbp: 168,
  dbp: 102,
  visitClassification: '2',
  medications: [{ drug: '硝苯地平缓释片', timesPerDay: 2, dose: '20mg' }],
  referralReason: '连续两次血压控制不满意',
  referralHospital: '桐城市人民医院心血管内科',
  referralContact: '王医生 0556-1234567',
  doctorSignature: '李秀英',
};

const printed = (name: string, family: string, record: Record<string, unknown>) => {
  const route = printRouteByName(name)!;
  return render(
    <PrintDocument
      route={route}
      data={{ route: name, title: route.title, family, person: PERSON, records: [record] }}
    />,
  );
};

describe('高血压患者转诊单', () => {
  it('is a referral slip: 存根, then 转出/转入单位, 初步印象, 转出原因, 既往史 and 治疗经过', () => {
    printed('HypertensionreferralFormPrint', 'hypertensionFollowUp', VISIT);
    const stub = screen.getByTestId('referral-stub');
    expect(stub.textContent).toContain('双向转诊（转出）单');
    expect(stub.textContent).toContain('2026年05月12日');
    expect(stub.textContent).toContain('桐城市人民医院');
    expect(stub.textContent).toContain('心血管内科');
    const slip = screen.getByTestId('referral-slip');
    const cell = (label: string) =>
      [...slip.querySelectorAll('tr')]
        .find((row) => row.querySelector('th')?.textContent === label)
        ?.querySelector('td')?.textContent;
    expect(cell('初步印象')).toBe('高血压，控制不满意');
    expect(cell('主要现病史（转出原因）')).toBe('连续两次血压控制不满意');
    expect(cell('主要既往史')).toBe('高血压（2015年03月确诊）、糖尿病（2019年11月确诊）');
    expect(cell('治疗经过')).toContain('血压 168/102 mmHg');
    expect(cell('治疗经过')).toContain('硝苯地平缓释片 每日2次 每次20mg');
    expect(slip.textContent).toContain('转出单位：孔城镇卫生院');
    expect(slip.textContent).toContain('现有患者王秀兰性别女年龄');
  });

  it('prints a 双向转诊 record back down as 回转', () => {
    printed('printTwoWayReferral', 'twowayreferrals', {
      referralType: '2',
      referralDate: '2026-06-01',
      hospitalName: '桐城市人民医院',
      toHospitalName: '孔城镇桐梓村卫生室',
      toDepartment: '全科',
      preliminaryDiagnosis: '高血压，病情稳定',
      referralReason: '调整治疗方案后病情稳定',
      historySummary: '高血压病史',
      treatmentSummary: '氨氯地平 5mg 每日一次',
      doctor: '周医生',
      phone: '13900000000',
    });
    const slip = screen.getByTestId('referral-slip');
    expect(slip.textContent).toContain('双向转诊（回转）单');
    expect(slip.textContent).toContain('高血压，病情稳定');
    expect(slip.textContent).toContain('氨氯地平 5mg 每日一次');
    expect(slip.textContent).toContain('转出单位：桐城市人民医院');
    // The patient's phone is not the referring doctor's 联系电话.
    expect(slip.textContent).not.toContain('13900000000');
  });
});

describe('签约协议书', () => {
  it('prints the region lyx its own terms on printAgreementLYX', () => {
    const record = { personNum: 'P0001', signDate: '2026-03-01' };
    const lyxTerm = '本协议适用于本区域签约服务包';
    const { unmount } = printed('printAgreementLYX', 'signRegistes', record);
    expect(document.body.textContent).toContain(lyxTerm);
    unmount();
    printed('printAgreement', 'signRegistes', record);
    expect(document.body.textContent).not.toContain(lyxTerm);
    expect(document.body.textContent).toContain('甲方（签约居民）自愿');
  });
});

describe('健康体检表', () => {
  it('prints the national form on four pages, the record written in, the rest left blank', () => {
    printed('healthExaminationForm', 'healthCheckTables', {
      ID: '5',
      personNum: 'P0001',
      checkDate: '2026-04-08',
      responsibleDoctor: '张医生',
      symptoms: ['2', '3'],
      leftSbp: 146,
      leftDbp: 88,
      rightSbp: 142,
      rightDbp: 86,
      fastingBloodGlucose: 6.8,
      ecg: '2',
      healthEvaluation: '2',
      abnormalities: '血压偏高；空腹血糖偏高',
      healthGuidance: ['1', '2'],
    });
    const pages = document.querySelectorAll('.print-sheet');
    expect(pages).toHaveLength(4);
    const [first, second, third, fourth] = [...pages] as HTMLElement[];
    expect(first!.textContent).toContain('2026年04月08日');
    expect(first!.textContent).toContain('张医生');
    const symptoms = [...first!.querySelectorAll('tr')].find(
      (row) => row.querySelector('.paper-label')?.textContent === '症状',
    )!;
    expect(boxesOf(symptoms)).toEqual(['2', '3', '', '', '', '', '', '', '', '']);
    expect(symptoms.textContent).toContain('25其他');
    const pressure = [...first!.querySelectorAll('tr')].find(
      (row) => row.querySelector('.paper-label')?.textContent === '血压',
    )!;
    expect(pressure.textContent).toMatch(/左侧146\/88mmHg.*右侧142\/86mmHg/);
    expect(second!.textContent).toContain('足背动脉搏动*');
    expect(second!.textContent).toContain('妇科*\u3000外阴');
    expect(second!.textContent).toContain('腹部\u3000压痛');
    expect(document.body.textContent).not.toContain('{GAP}');
    expect(third!.textContent).toContain('6.8mmol/L');
    expect(third!.textContent).toContain('现存主要健康问题');
    expect(fourth!.textContent).toContain('非免疫规划预防接种史');
    expect(fourth!.textContent).toContain('血压偏高');
    expect(fourth!.textContent).toContain('空腹血糖偏高');
  });
});
