import {
  CHRONIC_RULED_FAMILIES,
  formExtensions,
  formExtensionTable,
} from '@/app/formExtensionTable';
import { CHRONIC_FOLLOW_UP_FAMILIES, MENTAL_TB_VISIT_FAMILIES } from '@/domain/followUp';
import { loadArchiveFormExtensions } from '@/features/archives';
import { chronicFormExtensions } from '@/features/chronic';
import { educationFormExtensions } from '@/features/education';
import { elderlyFormExtensions } from '@/features/elderly';
import { maternalChildFormExtensions } from '@/features/maternalChild';
import { type FormExtensionGroup } from '@/features/resources';
import { signingFormExtensions } from '@/features/signing';
import { workScoreFormExtensions } from '@/features/workScore';
import { isConcreteFamilyId } from '@/services/contract';

describe("the app's form extension table", () => {
  it('names concrete catalogue families only', () => {
    for (const familyId of Object.keys(formExtensionTable)) {
      expect([familyId, isConcreteFamilyId(familyId)]).toEqual([familyId, true]);
    }
  });

  it('gives every chronic, mental and tuberculosis visit family its rules', () => {
    const ruled = [
      ...Object.keys(CHRONIC_FOLLOW_UP_FAMILIES),
      ...Object.keys(MENTAL_TB_VISIT_FAMILIES),
    ];
    expect(ruled.length).toBeGreaterThanOrEqual(9);
    for (const familyId of ruled) {
      expect([familyId, familyId in formExtensionTable]).toEqual([familyId, true]);
    }
  });

  it('gives each family the hook its feature exports, and every hook a feature exports is in it', async () => {
    const groups: FormExtensionGroup[] = [
      await loadArchiveFormExtensions(),
      chronicFormExtensions,
      elderlyFormExtensions,
      maternalChildFormExtensions,
      educationFormExtensions,
      workScoreFormExtensions,
      signingFormExtensions,
    ];
    const exported = Object.assign({}, ...groups) as FormExtensionGroup;
    expect(Object.keys(formExtensionTable).sort()).toEqual(Object.keys(exported).sort());
    await formExtensions.preload();
    for (const [familyId, hook] of Object.entries(exported)) {
      expect([familyId, formExtensions.hookFor(familyId)]).toEqual([familyId, hook]);
    }
  });

  it('knows which families the chronic feature rules (综合档案登记 loads with them)', () => {
    expect([...CHRONIC_RULED_FAMILIES].sort()).toEqual(Object.keys(chronicFormExtensions).sort());
  });

  it('gives a family without rules a hook that adds nothing, at once', () => {
    const hook = formExtensions.hookFor('familys');
    expect(hook).toBeDefined();
    expect(formExtensions.hookFor('familys')).toBe(hook);
  });
});
