import { RESOURCE_ENDPOINT_NAMES } from '@/services/generated/resourceEndpointNames';

const NAMES: Readonly<Partial<Record<string, Readonly<Partial<Record<string, string>>>>>> =
  RESOURCE_ENDPOINT_NAMES;

/**
 * The name of a family's endpoint for a verb or route name, as the generated table spells it
 * (src/services/generated/resourceEndpointNames.ts, written by `npm run generate:resources`):
 * persons + list → 'personsList'. A route the table lacks means the file is out of date.
 */
export const resourceEndpointName = (familyId: string, key: string): string => {
  const name = NAMES[familyId]?.[key];
  if (name === undefined) {
    throw new Error(
      `${familyId}.${key} 不在 src/services/generated/resourceEndpointNames.ts 中：请运行 npm run generate:resources`,
    );
  }
  return name;
};
