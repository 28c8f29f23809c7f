/** What the browser gets when the client has not been built yet, so the API still works alone. */
export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><title>基本公共卫生服务信息平台</title></head>
<body style="font-family: sans-serif; margin: 3rem; color: #333">
<h1>客户端尚未构建</h1>
<p>参考服务器已启动，接口可用（/api 与 /GWEHR/api），但没有找到客户端文件。</p>
<p>请先运行 <code>npm run build</code>，或用环境变量 <code>CLIENT_DIR</code> 指定客户端目录。</p>
</body>
</html>
`;
