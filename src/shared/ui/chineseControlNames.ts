import { useEffect } from 'react';

/** Chinese name of antd's clear buttons (antd's own label is "Clear", in no locale). */
export const CLEAR_LABEL = '清除';

/** antd's clear buttons (inputs, selects, date pickers): mouse helpers, not Tab stops. */
export const CLEAR_BUTTON = '.ant-input-clear-icon, .ant-select-clear, .ant-picker-clear';

/**
 * The English names antd and its rc-components give their own controls whatever the locale
 * (spec 2.1: the interface, screen-reader names included, is Chinese).
 */
const CHINESE_NAMES: Readonly<Record<string, string>> = {
  Clear: CLEAR_LABEL,
  'Increase Value': '增加数值',
  'Decrease Value': '减少数值',
  Close: '关闭',
  close: '关闭',
};

/**
 * Controls whose name comes from an icon inside them (antd's icons carry their own English
 * names): the pager's arrows read "left" and "right".
 */
const NAMED_BY_PLACE: ReadonlyArray<readonly [selector: string, name: string]> = [
  ['.ant-pagination-prev .ant-pagination-item-link', '上一页'],
  ['.ant-pagination-next .ant-pagination-item-link', '下一页'],
];

const ENGLISH_LABELLED = Object.keys(CHINESE_NAMES)
  .map((name) => `[aria-label="${name}"]`)
  .join(', ');

/** Names one element in Chinese (and takes a clear button out of the Tab order). */
const rename = (element: Element): void => {
  if (element.matches(CLEAR_BUTTON)) {
    if (element.getAttribute('tabindex') !== '-1') element.setAttribute('tabindex', '-1');
    if (element.getAttribute('aria-label') !== CLEAR_LABEL) {
      element.setAttribute('aria-label', CLEAR_LABEL);
    }
    return;
  }
  const placed = NAMED_BY_PLACE.find(([selector]) => element.matches(selector));
  if (placed) {
    if (element.getAttribute('aria-label') !== placed[1]) {
      element.setAttribute('aria-label', placed[1]);
    }
    return;
  }
  const english = element.getAttribute('aria-label');
  const chinese = english === null ? undefined : CHINESE_NAMES[english];
  if (chinese) element.setAttribute('aria-label', chinese);
};

const SELECTOR = [
  CLEAR_BUTTON,
  ENGLISH_LABELLED,
  ...NAMED_BY_PLACE.map(([selector]) => selector),
].join(', ');

/** Renames `root` and what it holds. */
const renameWithin = (root: Element): void => {
  if (root.matches(SELECTOR)) rename(root);
  for (const element of root.querySelectorAll(SELECTOR)) rename(element);
};

/**
 * Keeps every control antd draws with an English name (clear buttons, number steppers, close
 * buttons, the pager's arrows) named in Chinese, in the whole document, for as long as the app
 * is mounted: one mechanism for every page, dialog and form, rather than a label on each use.
 * Only the added nodes and the changed labels are looked at, so a page's render costs no
 * document scan.
 */
export const useChineseControlNames = (): void => {
  useEffect(() => {
    renameWithin(document.body);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') {
          if (record.target instanceof Element && record.target.matches(SELECTOR)) {
            rename(record.target);
          }
          continue;
        }
        for (const node of record.addedNodes) {
          if (node instanceof Element) renameWithin(node);
        }
      }
    });
    // Attributes too: a select renders its clear button's own label ("Clear") again on update.
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-label', 'tabindex'],
    });
    return () => observer.disconnect();
  }, []);
};

/** Mounts `useChineseControlNames` where a component is wanted (the app's providers). */
export function ChineseControlNames(): null {
  useChineseControlNames();
  return null;
}
