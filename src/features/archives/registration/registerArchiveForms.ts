import { registerFormExtension } from '@/features/resources';

import { useCoverPhoneForm } from './coverPhone';

/** Gives the residents' record dialog its cover rules, wherever it opens. */
export const registerArchiveForms = (): void => registerFormExtension('persons', useCoverPhoneForm);
