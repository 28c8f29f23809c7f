import { loadArchiveForms } from '@/features/archives';
import { layoutPages } from '@/features/layout';

/**
 * The shell's catch-all menu page, loaded together with the pages its component names resolve
 * to: the generic resource page is registered for every catalogue family id before the first
 * menu page renders. Registering here, in the lazy load rather than at start-up, keeps the
 * resource catalogue off the sign-in route (performance budget).
 */
export const loadMenuPage = async () => {
  const [
    { registerResourceWorkbench },
    { registerChronicForms, registerChronicPages },
    { registerAuditPage },
    { registerGroupsPage },
    { registerArchiveForms },
    { registerElderlyForms },
    { registerMaternalChildForms },
    { registerEducationForms },
    { registerWorkScoreForm },
    page,
  ] = await Promise.all([
    import('@/features/resources'),
    import('@/features/chronic'),
    import('@/features/audit'),
    import('@/features/groups'),
    loadArchiveForms(),
    import('@/features/elderly'),
    import('@/features/maternalChild'),
    import('@/features/education'),
    import('@/features/workScore'),
    layoutPages.menuPage(),
  ]);
  registerResourceWorkbench();
  registerAuditPage();
  registerGroupsPage();
  registerChronicForms();
  registerChronicPages();
  registerArchiveForms();
  registerElderlyForms();
  registerMaternalChildForms();
  registerEducationForms();
  registerWorkScoreForm();
  return page;
};
