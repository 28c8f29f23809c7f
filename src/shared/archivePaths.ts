/**
 * The addresses of a resident's archive pages (spec 2.2). They live here, not in the archives
 * feature, because every list that names a resident links to them (resources, chronic…) and
 * the archives feature itself builds on those lists: a path helper must not close that circle.
 * The name is part of the path because the tab title is made of it (spec 2.1).
 */
export type ArchiveView = 'comprehensive-reg' | 'view-person-info' | 'health-profile';

export const ARCHIVE_VIEWS: readonly { view: ArchiveView; label: string }[] = [
  { view: 'health-profile', label: '健康画像' },
  { view: 'comprehensive-reg', label: '综合档案登记' },
  { view: 'view-person-info', label: '档案信息查看' },
];

export const archivePath = (view: ArchiveView, personNum: string, name: string): string =>
  `/dialog/${view}/${encodeURIComponent(personNum)}/${encodeURIComponent(name || '居民')}`;
