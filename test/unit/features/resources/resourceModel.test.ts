import dayjs from 'dayjs';

import {
  cellText,
  columnTitle,
  batchCounts,
  batchVerifyResultText,
  confirmText,
  deleteConfirmText,
  filterFields,
  formFields,
  groupBySection,
  idCardAutofill,
  inferFields,
  INITIAL_LIST_STATE,
  isActionAvailable,
  listFields,
  permissionCode,
  recordActions,
  toFilterParams,
  toFormValues,
  toListParams,
  toRequestBody,
} from '@/features/resources';
import { type ConcreteFamilySpec, type FieldSpec, getFamily } from '@/services/contract';

import { validId } from './fakeApi';

const family = (id: string) => getFamily(id) as ConcreteFamilySpec;
const field = (familyId: string, name: string): FieldSpec =>
  family(familyId).fields!.find((item) => item.name === name)!;

describe('columns and fields of a family', () => {
  it('lists the declared list fields, what a person looks for first and identifiers last', () => {
    const names = listFields(family('persons'), []).map((item) => item.name);
    expect(names).toEqual([
      'name',
      'sex',
      'birthDate',
      'phone',
      'hospitalId',
      'status',
      'buildDate',
      'address',
      'personNum',
      'fileNum',
      'IDCardNo',
    ]);
  });

  it("puts a follow-up's resident first and its identifiers after the visit's values", () => {
    const names = listFields(family('hypertensionFollowUp'), []).map((item) => item.name);
    expect(names.slice(0, 2)).toEqual(['name', 'sex']);
    expect(names.slice(-2)).toEqual(['personNum', 'IDCardNo']);
    expect(names.indexOf('visitDate')).toBeLessThan(names.indexOf('personNum'));
    // The visit's signing doctor is staff: a value of the visit, not the resident's name.
    expect(names.indexOf('doctorSignature')).toBeGreaterThan(names.indexOf('visitDate'));
  });

  it('infers the columns of a family without fields, labelled and masked', () => {
    const rows = [
      {
        ID: 3,
        PersonNum: 'P1',
        Name: '王小明',
        IDCardNo: '340881198001011234',
        Tel: '13812345678',
        VisitDate: '2025-03-01',
        Nested: { a: 1 },
        auditStatus: '0',
      },
    ];
    const fields = inferFields(family('receptionrecords'), rows);
    expect(fields.map((item) => [item.name, item.label, item.kind, item.mask])).toEqual([
      ['ID', '编号', 'number', undefined],
      ['PersonNum', '个人编号', 'text', undefined],
      ['Name', '姓名', 'name', 'name'],
      ['IDCardNo', '身份证号', 'idCard', 'idCard'],
      ['Tel', '联系电话', 'phone', 'phone'],
      ['VisitDate', '随访日期', 'date', undefined],
      ['auditStatus', '审核状态', 'text', undefined],
    ]);
  });

  it('shows a lifecycle status of an undeclared family by its state labels', () => {
    const [status] = inferFields(family('hypertensionScreening'), [{ manageStatus: '2' }]);
    expect(cellText(status!, '2')).toBe('已终止管理');
  });

  it('takes the filter fields for the search form', () => {
    expect(filterFields(family('hypertensionFollowUp')).map((item) => item.name)).toEqual([
      'personNum',
      'name',
      'IDCardNo',
      'visitDate',
      'visitClassification',
      'hospitalId',
    ]);
  });

  it('leaves read-only fields out of a new record and shows them, filled, on an existing one', () => {
    const create = formFields(family('persons'), 'create', undefined).map((item) => item.name);
    expect(create).not.toContain('personNum');
    expect(create).toContain('IDCardNo');
    const edit = formFields(family('persons'), 'edit', { personNum: 'P1', fileNum: '' }).map(
      (item) => item.name,
    );
    expect(edit).toContain('personNum');
    expect(edit).not.toContain('fileNum');
  });

  it('groups the form by section in first-seen order', () => {
    const titles = groupBySection(family('hypertensionFollowUp').fields!).map(
      (group) => group.title,
    );
    expect(titles).toEqual([
      '随访信息',
      '症状',
      '体征',
      '生活方式指导',
      '辅助检查',
      '评价',
      '用药情况',
      '转诊',
      undefined,
    ]);
  });
});

describe('cell text', () => {
  it.each([
    ['persons', 'IDCardNo', '340881198503121246', '3408************46'],
    ['persons', 'phone', '13812345678', '138****5678'],
    // Names are the server's to mask (NAME_MASKING): shown as sent, masked or whole.
    ['persons', 'name', '欧阳锋', '欧阳锋'],
    ['persons', 'name', '欧*锋', '欧*锋'],
    ['persons', 'sex', 2, '女'],
    ['persons', 'status', '4', '注销'],
    ['persons', 'birthDate', '1985-03-12T00:00:00', '1985-03-12'],
    ['persons', 'paymentMethods', ['1', '7'], '城镇职工基本医疗保险、全自费'],
    ['persons', 'paymentMethods', '1,7', '城镇职工基本医疗保险、全自费'],
    ['persons', 'sex', null, ''],
    [
      'hypertensionFollowUp',
      'medications',
      [
        { drug: '硝苯地平', timesPerDay: 2, dose: '10mg' },
        { drug: '氨氯地平', timesPerDay: 1, dose: '5mg' },
      ],
      '硝苯地平、氨氯地平',
    ],
    ['sysUsers', 'isLocked', 1, '是'],
  ])('%s.%s %j → %s', (familyId, name, value, expected) => {
    expect(cellText(field(familyId, name), value)).toBe(expected);
  });

  it('puts the unit in the column title', () => {
    expect(columnTitle(field('hypertensionFollowUp', 'sbp'))).toBe('收缩压（mmHg）');
    expect(columnTitle(field('persons', 'name'))).toBe('姓名');
  });
});

describe('list parameters', () => {
  const fields = filterFields(family('hypertensionFollowUp'));

  it('turns the search form into filters: trimmed text, codes, date ranges', () => {
    const params = toFilterParams(fields, {
      name: ' 张三 ',
      IDCardNo: '',
      visitClassification: '2',
      visitDateRange: [dayjs('2025-01-01'), dayjs('2025-03-31')],
    });
    expect(params).toEqual({
      name: '张三',
      visitClassification: '2',
      visitDateStart: '2025-01-01',
      visitDateEnd: '2025-03-31',
    });
  });

  it('adds paging and sorting', () => {
    expect(
      toListParams({
        ...INITIAL_LIST_STATE,
        filters: { name: '张' },
        page: 3,
        pageSize: 50,
        sortField: 'visitDate',
        sortOrder: 'desc',
      }),
    ).toEqual({
      name: '张',
      PageNumber: 3,
      PageSize: 50,
      SortField: 'visitDate',
      SortOrder: 'desc',
    });
    expect(toListParams(INITIAL_LIST_STATE)).toEqual({ PageNumber: 1, PageSize: 20 });
  });
});

describe('form values', () => {
  const fields = formFields(family('hypertensionFollowUp'), 'edit', { ID: 1 });

  it('reads a record into the form and writes the form back as the server spells it', () => {
    const record = {
      visitDate: '2025-03-01',
      visitMethod: 1,
      symptoms: '1,3',
      sbp: 150,
      medications: '[{"drug":"硝苯地平","timesPerDay":2,"dose":"10mg"}]',
      hospitalName: '孔城镇卫生院',
    };
    const values = toFormValues(fields, record);
    expect(dayjs.isDayjs(values.visitDate)).toBe(true);
    expect(values.visitMethod).toBe('1');
    expect(values.symptoms).toEqual(['1', '3']);
    const body = toRequestBody(fields, {
      ...values,
      sbp: 160,
      remark: '  ',
      medications: [...(values.medications as object[]), { drug: ' ', timesPerDay: 1, dose: '' }],
    });
    expect(body).toMatchObject({
      visitDate: '2025-03-01',
      visitMethod: '1',
      symptoms: ['1', '3'],
      sbp: 160,
      remark: null,
      medications: [{ drug: '硝苯地平', timesPerDay: 2, dose: '10mg' }],
    });
    expect(body).not.toHaveProperty('hospitalName');
    expect(body).not.toHaveProperty('createdAt');
  });
});

describe('ID number autofill', () => {
  const fields = family('persons').fields!;

  it('fills sex and birth date from a valid number', () => {
    const patch = idCardAutofill(fields, validId('19850312', '123'));
    expect(patch.sex).toBe('1');
    expect(dayjs.isDayjs(patch.birthDate) && patch.birthDate.format('YYYY-MM-DD')).toBe(
      '1985-03-12',
    );
    expect(idCardAutofill(fields, validId('20010228', '002')).sex).toBe('2');
  });

  it('fills nothing from an invalid or half-typed number', () => {
    expect(idCardAutofill(fields, '3408811985031212')).toEqual({});
    expect(idCardAutofill(fields, `${validId('19850312', '123').slice(0, 17)}Y`)).toEqual({});
  });
});

describe('lifecycle actions', () => {
  const card = family('hypertensionCard');

  it('offers terminate while managed and cancel only once terminated', () => {
    const actions = recordActions(card);
    expect(actions.map((action) => action.key)).toEqual(['terminal', 'cancelTermination']);
    const [terminal, cancel] = actions as [never, never];
    expect(isActionAvailable(card, terminal, { manageStatus: '1' })).toBe(true);
    expect(isActionAvailable(card, cancel, { manageStatus: '1' })).toBe(false);
    expect(isActionAvailable(card, terminal, { manageStatus: '2' })).toBe(false);
    expect(isActionAvailable(card, cancel, { manageStatus: '2' })).toBe(true);
  });

  it('knows the audit pair of a diagnosis and the write-off of a resident file', () => {
    expect(recordActions(family('hypertensionDiagnosis')).map((action) => action.key)).toEqual(
      expect.arrayContaining(['audit', 'cancelAudit']),
    );
    expect(recordActions(family('persons')).map((action) => action.key)).toEqual([
      'writeOff',
      'restore',
    ]);
  });

  it('offers 注销 only to an archive in the file, 恢复档案 only to a closed one', () => {
    const persons = family('persons');
    const [writeOff, restore] = recordActions(persons) as [never, never];
    for (const status of ['1', undefined]) {
      expect(isActionAvailable(persons, writeOff, { status })).toBe(true);
      expect(isActionAvailable(persons, restore, { status })).toBe(false);
    }
    // 死亡, 迁出 and 注销 are each closed: restored first, never closed again.
    for (const status of ['2', '3', '4']) {
      expect(isActionAvailable(persons, writeOff, { status })).toBe(false);
      expect(isActionAvailable(persons, restore, { status })).toBe(true);
    }
  });

  it('words the confirmations', () => {
    expect(confirmText(recordActions(card)[0]!, '张*丰')).toBe('确定要对“张*丰”执行“终止管理”吗？');
    expect(deleteConfirmText(3)).toBe('确定删除选中的3条记录吗？删除后不可恢复。');
    expect(permissionCode('persons', 'create')).toBe('persons:create');
  });

  it('asks an agreement for the reason of 解约 and the method of 收费, a card for nothing', () => {
    const asked = (id: 'signRegistes' | 'hypertensionCard') =>
      Object.fromEntries(
        recordActions(family(id)).map((action) => [
          action.key,
          action.asks.map((field) => field.label),
        ]),
      );
    expect(asked('signRegistes')).toMatchObject({
      terminal: ['解约原因', '解约说明'],
      charge: ['支付方式'],
      cancelTermination: [],
    });
    expect(asked('hypertensionCard')).toEqual({ terminal: [], cancelTermination: [] });
  });

  it('reads and words what a 批量核实 did', () => {
    expect(batchCounts({ updated: 2, skipped: 1 })).toEqual({ updated: 2, skipped: 1 });
    expect(batchCounts(null)).toEqual({ updated: 0, skipped: 0 });
    expect(batchVerifyResultText(2, 0)).toBe('已核实2条');
    expect(batchVerifyResultText(1, 1)).toBe('已核实1条，1条此前已核实');
  });

  it('lets the 核实 button govern 批量核实 and 取消核实', () => {
    expect(permissionCode('signRegisteCheckMains', 'batchverify')).toBe(
      'signRegisteCheckMains:verify',
    );
    expect(permissionCode('signRegisteCheckMains', 'cancelVerify')).toBe(
      'signRegisteCheckMains:verify',
    );
    expect(permissionCode('signRegisteCheckMains', 'verify')).toBe('signRegisteCheckMains:verify');
  });
});
