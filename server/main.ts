import { buildServer } from './app';
import { initialPassword } from './auth/initialPassword';
import { loadConfig, productionProblems } from './config';
import { prepareDatabase } from './prepareDatabase';

/** `npm run server`: the reference server on PORT/HOST with the database in DB_FILE. */
const main = async (): Promise<void> => {
  const config = loadConfig();
  const problems = productionProblems(config);
  if (problems.length > 0)
    throw new Error(`生产模式（NODE_ENV=production）拒绝启动：${problems.join('；')}`);
  const generated =
    config.production && !config.adminInitialPassword ? initialPassword() : undefined;
  let showPassword = false;
  const db = prepareDatabase(
    config.dbFile,
    config.production
      ? {
          admin: {
            account: config.adminAccount,
            password: config.adminInitialPassword ?? generated ?? '',
          },
          onSeeded: () => {
            showPassword = generated !== undefined;
          },
        }
      : undefined,
  );
  const app = await buildServer({ config, db });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl-C means "now".
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, '正在停止服务器');
    app
      .close()
      .then(() => {
        db.close();
        process.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, '停止服务器失败');
        db.close();
        process.exit(1);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  process.stdout.write(`基本公共卫生服务信息平台参考服务器已启动: http://${config.host}:${port}\n`);
  if (showPassword) {
    // Printed once, at the start that created the account; it must be changed at the first sign-in.
    process.stdout.write(
      `管理员账号 ${config.adminAccount} 的初始密码（仅显示这一次，首次登录须修改）：${generated}\n`,
    );
  }
};

main().catch((error: unknown) => {
  process.stderr.write(
    `参考服务器启动失败: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
