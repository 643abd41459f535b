import type { LanguagePlugin } from './plugin';
import { createCPlugin } from './c';
import { createJavaPlugin } from './java';
import { createJavaScriptPlugin } from './javascript';

/** Every language refdiff knows, by the name used in options and reports. */
const factories: Record<string, () => Promise<LanguagePlugin>> = {
  java: createJavaPlugin,
  javascript: createJavaScriptPlugin,
  c: createCPlugin,
};

export const supportedLanguages: readonly string[] = Object.keys(factories);

const loaded = new Map<string, Promise<LanguagePlugin>>();

/** Loads the named plugins (all when `names` is empty or absent), each once per process. */
export async function loadPlugins(names?: readonly string[]): Promise<LanguagePlugin[]> {
  const wanted = names && names.length > 0 ? names : supportedLanguages;
  for (const name of wanted) {
    if (!factories[name]) {
      throw new Error(`unknown language '${name}' (supported: ${supportedLanguages.join(', ')})`);
    }
  }
  return Promise.all(
    wanted.map((name) => {
      let plugin = loaded.get(name);
      if (!plugin) {
        plugin = factories[name]();
        loaded.set(name, plugin);
      }
      return plugin;
    }),
  );
}

/** The plugin that reads `path`, if any. */
export function pluginForPath(plugins: readonly LanguagePlugin[], path: string): LanguagePlugin | undefined {
  return plugins.find((plugin) => plugin.extensions.some((ext) => path.endsWith(ext)));
}
