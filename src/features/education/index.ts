/**
 * Health education (a spec §1 area): the activity record's form behaviour. The pages themselves are
 * the generic resource pages of the catalogue's education families.
 */
export { educationFormExtensions } from './educationFormExtensions';
export { activityFieldProblem, educationActivityForm } from './educationActivityForm';
