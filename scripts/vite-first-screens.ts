import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

const RENDERER = 'src/app/first-screens/render-first-screens.tsx';

type Renderer = { renderFirstScreens(): Record<string, string> };

/** Markup only: the page links its stylesheets itself, so the components' CSS imports are empty. */
const EMPTY_STYLESHEET = '\0first-screens:empty-stylesheet';
function withoutStylesheets(): Plugin {
  return {
    name: 'gulf-freight:first-screens-without-stylesheets',
    enforce: 'pre',
    resolveId: (id) => (/\.css(\?.*)?$/.test(id) ? EMPTY_STYLESHEET : null),
    load: (id) => (id === EMPTY_STYLESHEET ? 'export default "";' : null),
  };
}

/**
 * Draws the first screens of the pages people open from outside the app (the sign-in page) with
 * the app's own components, strings and react-dom/server, once the client is built, into
 * `target` (dist/client-first-screens.json, beside the served folder: neither served nor
 * precached). The server puts each in the page it sends for that path, so the page paints before
 * any script has loaded (server/modules/web-app).
 */
export function firstScreens({
  target,
  define,
}: {
  target: string;
  define: Record<string, string>;
}): Plugin {
  let root = process.cwd();
  return {
    name: 'gulf-freight:first-screens',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async writeBundle() {
      const { module } = await runnerImport<Renderer>(path.resolve(root, RENDERER), {
        root,
        configFile: false,
        logLevel: 'error',
        define,
        plugins: [withoutStylesheets()],
      });
      const screens = module.renderFirstScreens();
      await writeFile(path.resolve(root, target), `${JSON.stringify(screens, null, 2)}\n`);
    },
  };
}
