import HtmlWebpackPlugin from 'html-webpack-plugin';

import type webpack from 'webpack';

/**
 * Writes webpack's runtime chunk (about 2 KB: the chunk loader) into index.html instead of
 * linking it, so the sign-in route spends one request fewer (performance budget: at most 5).
 * The runtime changes with every build anyway, like index.html, so nothing is lost to caching.
 */
export class InlineRuntimeChunkPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap('InlineRuntimeChunkPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'InlineRuntimeChunkPlugin',
        (data) => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const inline = (
            tag: HtmlWebpackPlugin.HtmlTagObject,
          ): HtmlWebpackPlugin.HtmlTagObject => {
            const src = tag.tagName === 'script' ? tag.attributes.src : undefined;
            if (typeof src !== 'string') return tag;
            const file = src.startsWith(publicPath) ? src.slice(publicPath.length) : src;
            if (!/(^|\/)runtime\.[^/]*\.js$/.test(file)) return tag;
            const asset = compilation.getAsset(file);
            if (!asset) return tag;
            return {
              tagName: 'script',
              voidTag: false,
              meta: { plugin: 'InlineRuntimeChunkPlugin' },
              attributes: {},
              // Its source map comment would resolve against the page's path, not /assets/.
              innerHTML: asset.source
                .source()
                .toString()
                .replace(/\n?\/\/# sourceMappingURL=.*$/, ''),
            };
          };
          data.headTags = data.headTags.map(inline);
          data.bodyTags = data.bodyTags.map(inline);
          return data;
        },
      );
    });
  }
}
