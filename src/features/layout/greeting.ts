/** A greeting by the hour of the deployment's clock (the home page). */
export const greetingFor = (hour: number): string => {
  if (hour < 6) return '凌晨好';
  if (hour < 9) return '早上好';
  if (hour < 12) return '上午好';
  if (hour < 14) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
};
