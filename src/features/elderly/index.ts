/**
 * Elderly health (national forms §10 and §11): the self-care assessment and the TCM constitution
 * record compute their results in the record dialog, wherever it opens.
 */
export { elderlyFormExtensions } from './elderlyFormExtensions';
