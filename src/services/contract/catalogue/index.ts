export * from './types';
export * from './catalogue';
export * from './paths';
export * from './labels';
export * from './fieldDictionary';
export { buttonVerbOf, CHRONIC_VERBS, DEFAULT_VERBS, VERB_ROUTES } from './verbs';
export * from './lifecycles';
/* Item lists the print layouts of the mental and TB forms draw their rows from. */
export { DANGEROUS_BEHAVIOUR_COUNTS } from './fields/mentalFields';
export { TB_EDUCATION_ITEMS } from './fields/tuberculosisFields';
