export { resourceApi } from './resourceApi';
export {
  type FamilyEndpoints,
  getResourceEndpoints,
  getWildcardEndpoints,
  type ResourceEndpoints,
  type ResourceRowOf,
  type TypedResourceEndpoints,
  type WildcardEndpoints,
} from './getResourceEndpoints';
export { DEFAULT_PAGE_SIZE } from './resourceRequests';
export { LIST_ID, listTag, recordTags, type ResourceTag } from './resourceTags';
export * from './resourceTypes';
