import { buildServer } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './prepareDatabase';

/** `npm run server`: the reference server on PORT/HOST with the database in DB_FILE. */
const main = async (): Promise<void> => {
  const config = loadConfig();
  const db = prepareDatabase(config.dbFile);
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
};

main().catch((error: unknown) => {
  process.stderr.write(
    `参考服务器启动失败: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
