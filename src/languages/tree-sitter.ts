import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Language, Parser } from 'web-tree-sitter';
import { ExitCode, RefdiffError } from '../errors';

/**
 * Loads web-tree-sitter and grammar `.wasm` files. In the bundled `dist/` the wasm files sit in
 * `dist/wasm/`; from sources they are found in `node_modules`. Grammars are loaded from bytes
 * because a bundled path lookup is unreliable (see shared/design/dependencies.md).
 */
let initialised: Promise<void> | undefined;
const languages = new Map<string, Promise<Language>>();

function findWasm(packageName: string, fileName: string): string {
  const bundled = join(__dirname, 'wasm', fileName);
  if (existsSync(bundled)) return bundled;
  let dir = __dirname;
  for (;;) {
    const candidate = join(dir, 'node_modules', packageName, fileName);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new RefdiffError(`${join(__dirname, 'wasm', fileName)} is missing (nor is it in package ${packageName}); reinstall refdiff`, ExitCode.internal);
}

/**
 * The runtime's wasm, compiled ahead by whoever knew early that a grammar would be needed (the
 * hook starts it before its bundle loads, so that V8 compiles it on background threads while
 * the bundle's code loads); undefined when that compile failed, which the runtime's own load
 * below then reports.
 */
let runtimeAhead: Promise<WebAssembly.Module | undefined> | undefined;

/** Hands over the runtime's wasm compiling ahead; used by the first initialisation only. */
export function useRuntimeCompiledAhead(module: Promise<WebAssembly.Module | undefined>): void {
  runtimeAhead ??= module;
}

function initialise(): Promise<void> {
  let path = 'web-tree-sitter.wasm';
  initialised ??= (runtimeAhead ?? Promise.resolve(undefined))
    .then((compiled) => {
      // Compiled ahead, the runtime never asks where its file is: a failure still names it in full.
      if (compiled) path = findWasm('web-tree-sitter', 'web-tree-sitter.wasm');
      return Parser.init({
        locateFile: () => (path = findWasm('web-tree-sitter', 'web-tree-sitter.wasm')),
        // The runtime's own report of a damaged file: the error below says it in one line.
        printErr: () => undefined,
        // Instantiated here, synchronously: a failure then rejects the runtime's start (its
        // callback has no way to report one).
        ...(compiled ? { instantiateWasm: instantiateCompiled(compiled) } : {}),
      });
    })
    .then(
      () => undefined,
      (error: Error) => {
        throw error instanceof RefdiffError ? error : damaged(path, error);
      },
    );
  return initialised;
}

type InstantiateWasm = (imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void) => object;

function instantiateCompiled(compiled: WebAssembly.Module): InstantiateWasm {
  return (imports, receive) => {
    receive(new WebAssembly.Instance(compiled, imports), compiled);
    return {};
  };
}

/** Loads a grammar once per process, e.g. `loadGrammar('tree-sitter-java', 'tree-sitter-java.wasm')`. */
export async function loadGrammar(packageName: string, fileName: string): Promise<Language> {
  let language = languages.get(fileName);
  if (!language) {
    const path = findWasm(packageName, fileName);
    // The grammar compiles on V8's background threads while the runtime starts; it is
    // instantiated (into the runtime's memory) once both are ready.
    const compiled = WebAssembly.compile(readFileSync(path));
    compiled.catch(() => undefined);
    language = initialise().then(() =>
      compiled
        .then((module) => Language.loadSync(module))
        .catch((error: Error) => {
          throw damaged(path, error);
        }),
    );
    languages.set(fileName, language);
  }
  return language;
}

/** A truncated or corrupt wasm file: an installation to redo, not a bug. */
function damaged(file: string, error: Error): RefdiffError {
  const reason = error.message.split('\n')[0].replace(/^Aborted\((.*)\)\. Build with .*$/, '$1');
  return new RefdiffError(`${file} is damaged (${reason}); reinstall refdiff`, ExitCode.internal);
}

export { Parser, Language };
export type { Node as SyntaxNode, Tree } from 'web-tree-sitter';
