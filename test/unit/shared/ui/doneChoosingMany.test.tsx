import { doneChoosingMany } from '@/shared/ui/keyboardEntry/formControls';

/**
 * A select of several codes (健康体检表 症状): Enter picks the code typed and keeps the list
 * open for the next; on an empty search, once a code is chosen, Enter goes on.
 */
const multipleSelect = ({ chosen, typed }: { chosen: string[]; typed: string }) => {
  document.body.innerHTML = `
    <form class="ant-form">
      <div class="ant-form-item">
        <label>症状</label>
        <div class="ant-select ant-select-multiple">
          ${chosen.map((label) => `<span class="ant-select-selection-item">${label}</span>`).join('')}
          <input role="combobox" aria-expanded="true" />
        </div>
      </div>
    </form>`;
  const input = document.querySelector('input')!;
  input.value = typed;
  return input;
};

describe('Enter in a select of several codes', () => {
  it('goes on from an empty search once a code is chosen', () => {
    expect(doneChoosingMany(multipleSelect({ chosen: ['1 无症状'], typed: '' }))).toBe(true);
  });

  it('picks the code typed (a search not empty)', () => {
    expect(doneChoosingMany(multipleSelect({ chosen: ['2 头痛'], typed: '3' }))).toBe(false);
  });

  it('picks the highlighted code while none is chosen', () => {
    expect(doneChoosingMany(multipleSelect({ chosen: [], typed: '' }))).toBe(false);
  });
});
