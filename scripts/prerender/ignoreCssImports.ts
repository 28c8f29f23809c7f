// The build bundles the CSS files the page imports; rendering the page in Node only needs its
// markup, so a `.css` import loads nothing here. Imported first, before any page module.
require.extensions['.css'] = () => undefined;
