/** 绩效考核: the 考核汇总 form's live 总分 and 等级. */
export { workScoreFormExtensions } from './workScoreFormExtensions';
export { useWorkScoreForm } from './useWorkScoreForm';
export { WorkScoreSummary } from './WorkScoreSummary';
