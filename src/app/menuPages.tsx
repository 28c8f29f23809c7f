import { layoutPages } from '@/features/layout';

import { formExtensions } from './formExtensionTable';

/**
 * The shell's catch-all menu page, given the app's page table (src/app/pageTable.ts), loaded
 * together with the form extensions of the record dialogs its pages open. The table loads here,
 * in the lazy load rather than at start-up, which keeps the resource catalogue off the sign-in
 * route (performance budget).
 */
export const loadMenuPage = async () => {
  const [{ menuPages }, { default: MenuRoutePage }] = await Promise.all([
    import('./pageTable'),
    layoutPages.menuPage(),
    formExtensions.preload(),
  ]);
  return {
    default: function ComposedMenuRoutePage() {
      return <MenuRoutePage pages={menuPages} />;
    },
  };
};
