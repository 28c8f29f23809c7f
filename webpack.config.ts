import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';

import pkg from './package.json';
import { ANTD_STATIC_CHUNK, insertStylesheet } from './scripts/webpack/antdStaticStyles';
import { InlineRuntimeChunkPlugin } from './scripts/webpack/InlineRuntimeChunkPlugin';
import { SignInPrerenderPlugin } from './scripts/webpack/SignInPrerenderPlugin';

import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

type Env = Record<string, string | boolean | undefined>;
type Argv = { mode?: 'development' | 'production' | 'none' };

/** Writes version.json beside index.html: the server serves it, the client compares it (spec 4). */
class EmitVersionFilePlugin {
  constructor(private readonly version: string) {}
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('EmitVersionFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'EmitVersionFilePlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const json = JSON.stringify({ version: this.version });
          compilation.emitAsset('version.json', new webpack.sources.RawSource(json));
        },
      );
    });
  }
}

/**
 * What the build is made from; the build version is a hash of these files (their paths relative
 * to this folder and their bytes), so the same sources give the same version, and the same
 * output, in any folder and at any time (a clock-based version made every build differ).
 */
const BUILD_INPUTS = [
  'src',
  'scripts/webpack',
  'scripts/prerender',
  'webpack.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

const sourceHash = (): string => {
  const hash = crypto.createHash('sha256');
  const add = (relative: string): void => {
    const absolute = path.join(__dirname, relative);
    if (!fs.existsSync(absolute)) return;
    if (fs.statSync(absolute).isDirectory()) {
      for (const entry of fs.readdirSync(absolute).sort()) add(path.posix.join(relative, entry));
      return;
    }
    hash.update(`${relative}\0`).update(fs.readFileSync(absolute)).update('\0');
  };
  BUILD_INPUTS.forEach(add);
  return hash.digest('hex').slice(0, 10);
};

/**
 * react-router 7's export map names only its development build, whose sole difference is that
 * it runs its developer warnings (ENABLE_DEV_WARNINGS) on every render and navigation. The
 * production build sits beside it in the package; both entry points are swapped so that the
 * router and its DOM half share one copy of the router's contexts.
 */
const reactRouterProductionBuild = (): Record<string, string> => {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist');
  return {
    'react-router$': path.join(dist, 'production/index.mjs'),
    'react-router/dom$': path.join(dist, 'production/dom-export.mjs'),
  };
};

/**
 * The sign-in page imports a few antd components by file (`antd/lib/input/Password`): an
 * index assigns statics (Input.TextArea, Form.Item…), which keeps them in the bundle even
 * unused. Node (the build's render) and Jest load `antd` as `lib`, the CommonJS copy, so the
 * page names `lib` to share one copy of antd's contexts there; the bundle takes `antd` as `es`,
 * so `lib` is its `es` twin here for the same reason (and for tree shaking).
 */
const antdFileImports = (): Record<string, string> => ({
  'antd/lib': path.join(path.dirname(require.resolve('antd/package.json')), 'es'),
});

/** antd's static stylesheet (zero-runtime mode, scripts/webpack/antdStaticStyles.ts). */
const ANTD_STATIC_CSS = /[\\/]antd[\\/]dist[\\/]antd\.css$/;

/** The reference server the dev server forwards API calls to. */
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default function config(
  _env: Env,
  argv: Argv,
): webpack.Configuration & { devServer?: DevServerConfiguration } {
  const production = argv.mode !== 'development';
  // Changed sources give a new version, so a running client notices a new deployment; the same
  // sources give the same one (reproducible build). BUILD_VERSION overrides it.
  const buildVersion = process.env.BUILD_VERSION ?? `${pkg.version}+${sourceHash()}`;

  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { main: './src/app/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist/client'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        '@': path.resolve(__dirname, 'src'),
        ...antdFileImports(),
        ...(production ? reactRouterProductionBuild() : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              // swc-loader hands webpack its source map as a string by default, which webpack
              // does not make relative: the module kept this folder's absolute path in its map,
              // so every chunk hash (and the minifier's names in the runtime) changed with it.
              parseMap: true,
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2022',
                transform: { react: { runtime: 'automatic', development: !production } },
              },
            },
          },
        },
        {
          test: /\.css$/,
          exclude: ANTD_STATIC_CSS,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        {
          test: ANTD_STATIC_CSS,
          use: [
            production
              ? MiniCssExtractPlugin.loader
              : {
                  loader: 'style-loader',
                  options: { insert: require.resolve('./scripts/webpack/prependStyle.js') },
                },
            'css-loader',
          ],
        },
        { test: /\.(png|jpe?g|gif|svg|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __APP_VERSION__: JSON.stringify(buildVersion),
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      new EmitVersionFilePlugin(buildVersion),
      new HtmlWebpackPlugin({
        template: './src/app/index.html',
        scriptLoading: 'defer',
        minify: production,
      }),
      ...(production
        ? [
            new InlineRuntimeChunkPlugin(),
            new SignInPrerenderPlugin(),
            new MiniCssExtractPlugin({
              filename: 'assets/[name].[contenthash:8].css',
              chunkFilename: 'assets/[name].[contenthash:8].css',
              insert: insertStylesheet,
            }),
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: /\.(js|css|html|svg)$/,
              threshold: 1024,
            }),
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|css|html|svg)$/,
              compressionOptions: {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
              } as zlib.ZlibOptions,
              threshold: 1024,
            }),
          ]
        : []),
    ],
    optimization: {
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // antd's static stylesheet in a file of its own, which insertStylesheet puts first.
          [ANTD_STATIC_CHUNK]: {
            test: ANTD_STATIC_CSS,
            name: ANTD_STATIC_CHUNK,
            type: 'css/mini-extract',
            chunks: 'all',
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: Number(process.env.DEV_PORT ?? 5173),
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      client: { overlay: { errors: true, warnings: false } },
      proxy: [
        {
          context: ['/api', '/GWEHR', '/version.json', '/config.js'],
          target: apiTarget,
          changeOrigin: false,
        },
      ],
    },
  };
}
