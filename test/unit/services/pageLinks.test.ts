import { healthProfilePath } from '@/services/contract/pageLinks';
import { archivePath } from '@/shared/archivePaths';

describe('page links the server offers (the assistant’s buttons)', () => {
  it('open the same 健康画像 address the client’s own lists open', () => {
    for (const [personNum, name] of [
      ['P0001', '王*福'],
      ['a/b c', ''],
    ] as const) {
      expect(healthProfilePath(personNum, name)).toBe(
        archivePath('health-profile', personNum, name),
      );
    }
  });
});
