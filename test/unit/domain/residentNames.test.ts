import { isNameMasking, maskResidentNames } from '@/domain/identity';

describe('maskResidentNames (NAME_MASKING always)', () => {
  it('masks the names in an object about a resident, at any depth', () => {
    const reply = {
      Response: {
        items: [
          { personNum: '1', name: '王炳福', headName: '王建国', responsibleDoctor: '张明' },
          { IDCardNo: '3408****12', guardianName: '李秀英' },
        ],
      },
    };
    expect(maskResidentNames(reply)).toEqual({
      Response: {
        items: [
          { personNum: '1', name: '王*福', headName: '王*国', responsibleDoctor: '张明' },
          { IDCardNo: '3408****12', guardianName: '李*英' },
        ],
      },
    });
  });

  it('leaves staff, packages, teams and hospitals alone', () => {
    const reply = {
      items: [
        { id: 5, name: '基础服务包' },
        { teamId: 1, name: '孔城镇第一团队', doctorName: '张明' },
        { userName: 'cunyi01', realName: '刘村医' },
      ],
    };
    expect(maskResidentNames(reply)).toEqual(reply);
  });

  it('keeps a name already masked as it is', () => {
    expect(maskResidentNames({ personNum: '1', name: '王*福' })).toEqual({
      personNum: '1',
      name: '王*福',
    });
  });

  it('knows the two modes and nothing else', () => {
    expect(isNameMasking('outsideScope')).toBe(true);
    expect(isNameMasking('always')).toBe(true);
    expect(isNameMasking('never')).toBe(false);
  });
});
