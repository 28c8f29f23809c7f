import { useEffect } from 'react';

/** Page titles are the page's title on a base of the platform title (spec 2.1). */
export const useDocumentTitle = (pageTitle: string, baseTitle: string): void => {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${baseTitle}` : baseTitle;
  }, [pageTitle, baseTitle]);
};
