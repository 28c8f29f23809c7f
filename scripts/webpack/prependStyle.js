/**
 * style-loader's `insert` for antd's static stylesheet in development builds: first in <head>,
 * as `insertStylesheet` (antdStaticStyles.ts) puts its file in production; every other style
 * is appended after it (style-loader's default).
 */
module.exports = function prependStyle(element) {
  var head = document.head;
  head.insertBefore(element, head.querySelector('link[rel="stylesheet"], style'));
};
