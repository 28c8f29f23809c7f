// Shared by every Jest project: build-time constants that webpack's DefinePlugin provides.
(globalThis as Record<string, unknown>).__APP_VERSION__ = 'test';
