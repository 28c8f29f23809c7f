import { checkFieldValue } from '@/domain/fields';
import { identifierKindOf, maskIdentifier, maskIdentifierFields } from '@/domain/identity';
import { catalogue, type FieldSpec } from '@/services/contract';

/** Every declared field of the catalogue, table columns included. */
const declaredFields = (): FieldSpec[] =>
  catalogue.flatMap((family) => ('fields' in family ? (family.fields ?? []) : []));

describe('the identifier kind of a field (spec 5), one table for server and trace', () => {
  it('agrees with the catalogue: every idCard and phone field is that kind of identifier', () => {
    const fields = declaredFields();
    const ids = fields.filter((field) => field.kind === 'idCard');
    const phones = fields.filter((field) => field.kind === 'phone');
    expect(ids.length).toBeGreaterThan(1);
    expect(phones.length).toBeGreaterThan(5);
    for (const field of ids)
      expect([field.name, identifierKindOf(field.name)]).toEqual([field.name, 'idCard']);
    for (const field of phones)
      expect([field.name, identifierKindOf(field.name)]).toEqual([field.name, 'phone']);
  });

  it('names 档案编号 and 家庭编号 by their fields, and leaves record numbers of other kinds alone', () => {
    expect(identifierKindOf('fileNum')).toBe('fileNumber');
    expect(identifierKindOf('file_num')).toBe('fileNumber');
    expect(identifierKindOf('familyCode')).toBe('householdNumber');
    expect(identifierKindOf('personNum')).toBeUndefined();
    expect(identifierKindOf('ID')).toBeUndefined();
    expect(identifierKindOf('regionCode')).toBeUndefined();
  });

  it('masks each kind as spec 5 does, and a masked value stays as it is', () => {
    expect(maskIdentifier('idCard', '340881197606268215')).toBe('3408************15');
    expect(maskIdentifier('phone', '17792236415')).toBe('177****6415');
    expect(maskIdentifier('phone', '177****6415')).toBe('177****6415');
    expect(maskIdentifier('fileNumber', '34088110000000001')).toBe('340881*********01');
    expect(maskIdentifier('householdNumber', '3408811000000001')).toBe('340881********01');
  });

  it('masks the chosen kinds at any depth of a reply, and only those', () => {
    const reply = {
      Success: true,
      Response: {
        dataCount: 1,
        data: [
          {
            personNum: '340881100000000001',
            name: '鲍春兵',
            IDCardNo: '340881197606268215',
            phone: '17792236415',
            fileNum: '34088110000000001',
            familyCode: '3408811000000001',
            members: [{ headIDCardNo: '340881197606268215', guardianPhone: '13912345678' }],
            remark: '17792236415',
          },
        ],
      },
    };
    const masked = maskIdentifierFields(reply, new Set(['idCard', 'phone', 'fileNumber'] as const));
    expect(masked.Response.data[0]).toEqual({
      personNum: '340881100000000001',
      name: '鲍春兵',
      IDCardNo: '3408************15',
      phone: '177****6415',
      fileNum: '340881*********01',
      familyCode: '3408811000000001',
      members: [{ headIDCardNo: '3408************15', guardianPhone: '139****5678' }],
      remark: '17792236415',
    });
    expect(reply.Response.data[0]?.IDCardNo).toBe('340881197606268215');
  });

  it('lets a masked ID number or phone through the form check: it stands for the stored one', () => {
    const today = '2026-12-05';
    const idCard = { name: 'IDCardNo', label: '身份证号', kind: 'idCard' } as const;
    const phone = { name: 'phone', label: '联系电话', kind: 'phone' } as const;
    expect(checkFieldValue(idCard, '3408************15', { today }).kind).toBe('value');
    expect(checkFieldValue(phone, '177****6415', { today }).kind).toBe('value');
    expect(checkFieldValue(idCard, '3408811976', { today }).kind).toBe('error');
  });
});
