/**
 * The jsdom the suites run in finds a label's control through the document's id index
 * (patches/jsdom+26.1.0.patch, docs/decisions/0055): what `label.control`, `input.labels` and so
 * `getByLabelText` answer must be what the HTML standard says, the tree walk's answer.
 */

const build = (html: string): HTMLElement => {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe("a label's control in the suites' jsdom", () => {
  it('is the element its for names, and that element lists the label', () => {
    const host = build('<label for="name">姓名</label><input id="name" />');
    const label = host.querySelector('label')!;
    const input = host.querySelector('input')!;
    expect(label.control).toBe(input);
    expect([...input.labels!]).toEqual([label]);
  });

  it('is the first element in tree order when an id repeats, whatever was inserted first', () => {
    const host = build('<label for="dup">编号</label><div id="late"></div>');
    const later = document.createElement('input');
    later.id = 'dup';
    host.querySelector('#late')!.after(later);
    const first = document.createElement('input');
    first.id = 'dup';
    host.prepend(first);
    expect(host.querySelector('label')!.control).toBe(first);
  });

  it('is nothing for an id that is not in the document, or names no labelable element', () => {
    const host = build(
      '<label for="gone">电话</label><label for="box">住址</label><div id="box"></div>',
    );
    const [gone, box] = [...host.querySelectorAll('label')];
    expect(gone!.control).toBeNull();
    expect(box!.control).toBeNull();
  });

  it('follows an id changed or an element removed', () => {
    const host = build('<label for="a">体重</label><input id="b" />');
    const label = host.querySelector('label')!;
    const input = host.querySelector('input')!;
    expect(label.control).toBeNull();
    input.id = 'a';
    expect(label.control).toBe(input);
    input.remove();
    expect(label.control).toBeNull();
  });

  it('is found outside the document by walking its own tree', () => {
    const fragment = document.createDocumentFragment();
    const label = document.createElement('label');
    label.htmlFor = 'x';
    const input = document.createElement('input');
    input.id = 'x';
    fragment.append(label, input);
    expect(label.control).toBe(input);
  });
});
