import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';

/**
 * Babel with lingui's macro plugin, given only the modules that import a macro (`@lingui/core/macro`,
 * `@lingui/react/macro`): Rolldown matches the code before calling Babel, so the other half of the
 * source and every dependency skip Babel's parse and print. No source maps: the build makes none.
 * For the client build (vite.config.ts) and the tests (vitest.config.ts).
 */
export function linguiBabel(): ReturnType<typeof babel> {
  return babel({
    sourceMap: false,
    presets: [
      defineRolldownBabelPreset({
        preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
        rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
      }),
    ],
  });
}
