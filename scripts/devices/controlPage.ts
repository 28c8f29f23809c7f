import { DEMO_CARDS } from './demoCards';
import { HARDWARE_MODES, READER_MODES, type SimulatorState } from './simulatorState';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const options = (choices: Record<string, string>, chosen: string): string =>
  Object.entries(choices)
    .map(
      ([value, label]) =>
        `<option value="${escape(value)}"${value === chosen ? ' selected' : ''}>${escape(label)}</option>`,
    )
    .join('');

/** The simulator's control page: which card lies on the reader, and how the devices behave. */
export const renderControlPage = (state: SimulatorState, hardwareSocketUrl: string): string => {
  const cards = Object.fromEntries(
    Object.entries(state.cards).map(([id, card]) => [id, `${card.label} · ${card.certNumber}`]),
  );
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>设备模拟器</title>
<style>
  body { font: 14px/1.6 system-ui, sans-serif; max-width: 720px; margin: 40px auto; color: #1f1f1f; }
  h1 { font-size: 20px; } label { display: block; margin: 16px 0 4px; font-weight: 600; }
  select { width: 100%; padding: 6px; font-size: 14px; }
  button { margin-top: 20px; padding: 6px 20px; font-size: 14px; }
  p.note { color: #666; }
</style>
</head>
<body>
<h1>设备模拟器</h1>
<p class="note">身份证读卡器服务：本页所在地址；国卫硬件驱动：${escape(hardwareSocketUrl)}。
选择后点“应用”，下一次读卡即按新设置应答，无需重启。演示卡共 ${Object.keys(DEMO_CARDS).length} 张。</p>
<form method="get" action="/control">
  <label for="card">读卡器上的身份证</label>
  <select id="card" name="card">${options(cards, state.cardId)}</select>
  <label for="readerMode">读卡器服务</label>
  <select id="readerMode" name="readerMode">${options(READER_MODES, state.readerMode)}</select>
  <label for="hardwareMode">国卫硬件驱动</label>
  <select id="hardwareMode" name="hardwareMode">${options(HARDWARE_MODES, state.hardwareMode)}</select>
  <button type="submit">应用</button>
</form>
</body>
</html>`;
};
