import { layoutPages } from '@/features/layout';

/**
 * The shell's catch-all menu page, given the app's page table (src/app/pageTable.ts). The table
 * loads here, in the lazy load rather than at start-up, which keeps the resource catalogue off
 * the sign-in route (performance budget). The record dialogs' form extensions are not loaded
 * here: the list page starts loading its own family's once it has committed (a page's first
 * paint waits only for its own code), and any other family's load when its dialog opens.
 */
export const loadMenuPage = async () => {
  const [{ menuPages }, { default: MenuRoutePage }] = await Promise.all([
    import('./pageTable'),
    layoutPages.menuPage(),
  ]);
  return {
    default: function ComposedMenuRoutePage() {
      return <MenuRoutePage pages={menuPages} />;
    },
  };
};
