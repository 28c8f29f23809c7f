// The component's own file: the package's index pulls in a code highlighter Jest cannot load.
import Bubble from '@ant-design/x/lib/bubble';
import { render } from '@testing-library/react';
import { Button, ConfigProvider, Input } from 'antd';

import { appTheme } from '@/app/appTheme';
import { baseTheme } from '@/app/theme';
import { X_STYLES_THEME } from '@/features/assistant';

import { insertStylesheet } from '../../../scripts/webpack/antdStaticStyles';

const stylesheet = (href: string) => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  return link;
};

const headOrder = () =>
  Array.from(document.head.children).map(
    (node) => node.getAttribute('href') ?? node.getAttribute('data-name') ?? node.tagName,
  );

/**
 * antd's generated rules for a component in the document: rules whose selector names the class
 * and that set a property. The CSS variables antd still writes per component (`--ant-btn-…`, its
 * theme's values) are not style rules of this kind.
 */
const generatedRulesFor = (className: string) =>
  Array.from(document.querySelectorAll('style'))
    .flatMap((style) => Array.from((style.textContent ?? '').matchAll(/([^{}]+)\{([^{}]*)\}/g)))
    .filter(
      ([, selector, body]) =>
        selector!.includes(`.${className}`) &&
        body!.split(';').some((declaration) => /^\s*[a-z]/.test(declaration)),
    ).length;

describe('antd in zero-runtime mode (decision 0056)', () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it("puts antd's static stylesheet before every other style in <head>, the app's after it", () => {
    const meta = document.createElement('meta');
    const style = document.createElement('style');
    style.setAttribute('data-name', 'prerendered');
    document.head.append(meta, style, stylesheet('/assets/main.1.css'));

    insertStylesheet(stylesheet('/assets/antd-static.ab12cd34.css'));
    insertStylesheet(stylesheet('/assets/9700.778c6ab5.css'));

    expect(headOrder()).toEqual([
      'META',
      '/assets/antd-static.ab12cd34.css',
      'prerendered',
      '/assets/main.1.css',
      '/assets/9700.778c6ab5.css',
    ]);
  });

  it('puts it at the end of an empty <head>, and a chunk named like it elsewhere is not it', () => {
    insertStylesheet(stylesheet('/assets/antd-static.1.css'));
    insertStylesheet(stylesheet('/assets/my-antd-static-notes.2.css'));
    expect(headOrder()).toEqual([
      '/assets/antd-static.1.css',
      '/assets/my-antd-static-notes.2.css',
    ]);
  });

  it("generates no component styles under the app's theme, where the base theme does", () => {
    const tree = (
      <>
        <Button type="primary">保存</Button>
        <Input aria-label="姓名" />
      </>
    );
    const app = render(<ConfigProvider theme={appTheme}>{tree}</ConfigProvider>);
    expect(generatedRulesFor('ant-btn')).toBe(0);
    expect(generatedRulesFor('ant-input')).toBe(0);
    app.unmount();

    render(<ConfigProvider theme={baseTheme}>{tree}</ConfigProvider>);
    expect(generatedRulesFor('ant-btn')).toBeGreaterThan(0);
    expect(generatedRulesFor('ant-input')).toBeGreaterThan(0);
  });

  it("styles the assistant's Ant Design X components, which ship no stylesheet, at runtime", () => {
    const bubble = <Bubble content="您好" />;
    const bare = render(<ConfigProvider theme={appTheme}>{bubble}</ConfigProvider>);
    // Under the app's theme alone X reads the zero-runtime mode too: its bubble has no styles.
    expect(generatedRulesFor('ant-bubble')).toBe(0);
    bare.unmount();

    render(
      <ConfigProvider theme={appTheme}>
        <ConfigProvider theme={X_STYLES_THEME}>{bubble}</ConfigProvider>
      </ConfigProvider>,
    );
    expect(generatedRulesFor('ant-bubble')).toBeGreaterThan(0);
  });
});
