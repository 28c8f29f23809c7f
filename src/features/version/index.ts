export {
  versionSlice,
  versionPromptShown,
  versionPostponed,
  versionUpdateAccepted,
  versionLaterChosen,
  selectPromptVersion,
  selectPostponedUntil,
} from './versionSlice';
export type { VersionState } from './versionSlice';
export { VersionPrompt } from './VersionPrompt';
