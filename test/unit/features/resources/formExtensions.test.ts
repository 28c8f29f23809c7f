import { createFormExtensions, type FormExtensionHook } from '@/features/resources';

const header =
  (text: string): FormExtensionHook =>
  () => ({ header: text });

describe('form extensions from a table', () => {
  it('gives a family without an entry a hook that adds nothing, at once and always the same', async () => {
    const extensions = createFormExtensions({});
    const hook = extensions.hookFor('persons');
    expect(hook).toBeDefined();
    expect(extensions.hookFor('constructor')).toBe(hook);
    await expect(extensions.load('persons')).resolves.toBe(hook);
  });

  it("loads a family's group once, then gives its hook at once", async () => {
    const persons = header('封面');
    const loader = jest.fn(() => Promise.resolve({ persons }));
    const extensions = createFormExtensions({ persons: loader });
    expect(extensions.hookFor('persons')).toBeUndefined();
    const first = extensions.load('persons');
    expect(extensions.load('persons')).toBe(first);
    await expect(first).resolves.toBe(persons);
    expect(extensions.hookFor('persons')).toBe(persons);
    await extensions.load('persons');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('preloads every family of the table', async () => {
    const group = { hypertensionFollowUp: header('高血压'), diabetesFollowUP: header('糖尿病') };
    const loader = jest.fn(() => Promise.resolve(group));
    const extensions = createFormExtensions({
      hypertensionFollowUp: loader,
      diabetesFollowUP: loader,
    });
    await extensions.preload();
    expect(extensions.hookFor('hypertensionFollowUp')).toBe(group.hypertensionFollowUp);
    expect(extensions.hookFor('diabetesFollowUP')).toBe(group.diabetesFollowUP);
  });

  it('preloads the families named, and only those', async () => {
    const persons = header('封面');
    const elderly = jest.fn(() => Promise.resolve({ healthchecktablescores: header('自理') }));
    const extensions = createFormExtensions({
      persons: () => Promise.resolve({ persons }),
      healthchecktablescores: elderly,
    });
    await extensions.preload(['persons']);
    expect(extensions.hookFor('persons')).toBe(persons);
    expect(extensions.hookFor('healthchecktablescores')).toBeUndefined();
    expect(elderly).not.toHaveBeenCalled();
  });

  it('tries again after a failed load (the chunk may load once the network is back)', async () => {
    const persons = header('封面');
    const loader = jest
      .fn<Promise<{ persons: FormExtensionHook }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({ persons });
    const extensions = createFormExtensions({ persons: loader });
    await expect(extensions.load('persons')).rejects.toThrow('ChunkLoadError');
    expect(extensions.hookFor('persons')).toBeUndefined();
    await expect(extensions.load('persons')).resolves.toBe(persons);
  });

  it("refuses a group that lacks the family's hook", async () => {
    const table = { persons: () => Promise.resolve({}) };
    // The table's type forbids this; a module changed at run time could still do it.
    const extensions = createFormExtensions(table as never);
    await expect(extensions.load('persons')).rejects.toThrow(/persons/);
  });
});
