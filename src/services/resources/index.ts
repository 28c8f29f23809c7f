export { resourceApi } from './resourceApi';
export {
  getResourceEndpoints,
  getWildcardEndpoints,
  type ResourceEndpoints,
  type WildcardEndpoints,
} from './getResourceEndpoints';
export { endpointName } from './endpointNames';
export { DEFAULT_PAGE_SIZE } from './resourceRequests';
export { LIST_ID, listTag, recordTags, type ResourceTag } from './resourceTags';
export * from './resourceTypes';
