// Run by SignInPrerenderPlugin in a child process (tsx resolves the app's `@/` imports): prints
// the sign-in page's markup, styles and inline script as JSON. The CSS hook comes first, before
// any page module is loaded.
import './ignoreCssImports';

import { renderSignIn } from './signInMarkup';

process.stdout.write(JSON.stringify(renderSignIn()));
