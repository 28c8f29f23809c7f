import Module from 'node:module';

/**
 * The store's slices sit beside their pages, and pages import CSS; node cannot load CSS and the
 * replay has no use for it. Imported first by the replay command, before anything from src/.
 */
const extensions = (Module as unknown as { _extensions: Record<string, (module: unknown) => void> })
  ._extensions;
extensions['.css'] = () => undefined;
