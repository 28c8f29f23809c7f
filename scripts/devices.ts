import { startDeviceSimulators } from './devices/startDeviceSimulators';

// npm run devices: the simulated ID-card reader service and national health hardware driver,
// on 127.0.0.1 at the client's default addresses (CARD_READER_PORT / HARDWARE_PORT override).
const port = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) throw new Error(`环境变量 ${name} 应为端口号`);
  return Number(raw);
};

const main = async () => {
  const simulators = await startDeviceSimulators({
    cardReaderPort: port('CARD_READER_PORT', 19196),
    hardwarePort: port('HARDWARE_PORT', 16226),
  });
  console.log(
    `身份证读卡器模拟服务: ${simulators.cardReaderOrigin} （浏览器打开此地址可切换卡片与故障模式）`,
  );
  console.log(`国卫硬件驱动模拟服务: ${simulators.hardwareSocketUrl}`);
  const stop = () => void simulators.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

main().catch((error: unknown) => {
  console.error('设备模拟器启动失败:', error instanceof Error ? error.message : error);
  process.exit(1);
});
