#!/usr/bin/env node
"use strict";

// src/cli/bin.ts
var import_node_path4 = require("node:path");
var import_node_v8 = require("node:v8");
var import_node_worker_threads2 = require("node:worker_threads");

// src/hook/analysis-protocol.ts
function isStagedWorkerData(data) {
  return typeof data === "object" && data !== null && data.refdiffStagedWorker === true;
}

// src/hook/code-cache.ts
var import_node_buffer = require("node:buffer");
var import_node_fs = require("node:fs");
var import_node_module = require("node:module");
var import_node_os = require("node:os");
var import_node_path = require("node:path");
var import_node_vm = require("node:vm");
var import_node_worker_threads = require("node:worker_threads");
function requireWithCodeCache(file, cacheDir) {
  const source = sourceText((0, import_node_fs.readFileSync)(file));
  const cachePath = cacheDir === void 0 ? void 0 : (0, import_node_path.join)(cacheDir, cacheFileName(file));
  const cachedData = cachePath === void 0 ? void 0 : readIfPresent(cachePath);
  const script = new import_node_vm.Script(wrap(source), { filename: file, cachedData });
  let cache = cachePath === void 0 ? "off" : "used";
  if (cachePath !== void 0 && (cachedData === void 0 || script.cachedDataRejected)) {
    cache = canWriteIn((0, import_node_path.dirname)(cachePath)) ? "made" : "unwritable";
    const make = () => writeQuietly(cachePath, script.createCachedData());
    if (cache === "made") {
      if (import_node_worker_threads.isMainThread) process.once("exit", make);
      else make();
    }
  }
  const module2 = { exports: {}, filename: file, id: file };
  const run = script.runInThisContext();
  run(module2.exports, (0, import_node_module.createRequire)(file), module2, file, (0, import_node_path.dirname)(file));
  return { exports: module2.exports, cache };
}
function userCacheDir(env = process.env) {
  if (env.REFDIFF_CODE_CACHE === "0") return void 0;
  if (env.REFDIFF_CACHE_DIR) return env.REFDIFF_CACHE_DIR;
  if (process.platform === "win32") return env.LOCALAPPDATA ? (0, import_node_path.join)(env.LOCALAPPDATA, "refdiff", "Cache") : void 0;
  if (process.platform === "darwin") return (0, import_node_path.join)((0, import_node_os.homedir)(), "Library", "Caches", "refdiff");
  return (0, import_node_path.join)(env.XDG_CACHE_HOME || (0, import_node_path.join)((0, import_node_os.homedir)(), ".cache"), "refdiff");
}
function cacheFileName(file) {
  const stat = (0, import_node_fs.statSync)(file);
  return `${(0, import_node_path.basename)(file, ".js")}-${stat.size}-${Math.trunc(stat.mtimeMs)}-${process.version}-${process.arch}.v8cache`;
}
function sourceText(bytes) {
  return (0, import_node_buffer.isAscii)(bytes) ? bytes.toString("latin1") : bytes.toString("utf8");
}
function wrap(source) {
  return `(function (exports, require, module, __filename, __dirname) { ${source.replace(/^#!.*/, "")}
})`;
}
function readIfPresent(path) {
  try {
    return (0, import_node_fs.readFileSync)(path);
  } catch {
    return void 0;
  }
}
function canWriteIn(folder) {
  try {
    (0, import_node_fs.mkdirSync)(folder, { recursive: true, mode: 448 });
    return true;
  } catch {
    return false;
  }
}
function writeQuietly(path, data) {
  try {
    (0, import_node_fs.mkdirSync)((0, import_node_path.dirname)(path), { recursive: true, mode: 448 });
    const temporary = `${path}.${process.pid}.tmp`;
    (0, import_node_fs.writeFileSync)(temporary, data, { mode: 384 });
    (0, import_node_fs.renameSync)(temporary, path);
    return true;
  } catch {
    return false;
  }
}

// src/hook/early-start.ts
var import_node_fs3 = require("node:fs");
var import_node_path3 = require("node:path");

// src/policy/file-names.ts
var POLICY_FILE_NAMES = [".refdiffrc.yml", ".refdiffrc.yaml"];

// src/policy/read-policy-file.ts
var import_node_fs2 = require("node:fs");

// src/errors.ts
var ExitCode = {
  ok: 0,
  /** Something unexpected inside refdiff (a bug): the message says what. */
  internal: 1,
  /** Bad usage, bad configuration, git errors (not a repository, unknown revision, shallow history). */
  usage: 2
};
var RefdiffError = class extends Error {
  constructor(message, exitCode = ExitCode.usage) {
    super(message);
    this.exitCode = exitCode;
    this.name = new.target.name;
  }
  exitCode;
};
var ConfigError = class extends RefdiffError {
};

// src/policy/errors.ts
var PolicyError = class extends ConfigError {
  problems;
  constructor(problems) {
    const list = typeof problems === "string" ? [problems] : problems;
    super(list[0] ?? "invalid policy");
    this.problems = list;
  }
};

// src/policy/read-policy-file.ts
var MAX_POLICY_BYTES = 1024 * 1024;
function readPolicyFile(path, shown) {
  let fd;
  try {
    fd = (0, import_node_fs2.openSync)(path, import_node_fs2.constants.O_RDONLY | (import_node_fs2.constants.O_NONBLOCK ?? 0));
  } catch (error) {
    throw new PolicyError(`${shown}: cannot read policy file: ${error.code ?? error.message}`);
  }
  try {
    const stats = (0, import_node_fs2.fstatSync)(fd);
    if (!stats.isFile()) throw new PolicyError(`${shown}: not a regular file (${fileKind(stats)}); a policy is a YAML file`);
    const buffer = Buffer.alloc(MAX_POLICY_BYTES + 1);
    let length = 0;
    while (length < buffer.length) {
      const read = (0, import_node_fs2.readSync)(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
    if (length > MAX_POLICY_BYTES) throw new PolicyError(`${shown}: policy file over ${MAX_POLICY_BYTES / 1024 / 1024} MiB; refdiff reads at most that`);
    return buffer.toString("utf8", 0, length);
  } catch (error) {
    if (error instanceof PolicyError) throw error;
    throw new PolicyError(`${shown}: cannot read policy file: ${error.code ?? error.message}`);
  } finally {
    (0, import_node_fs2.closeSync)(fd);
  }
}
function fileKind(stats) {
  if (stats.isDirectory()) return "a directory";
  if (stats.isFIFO()) return "a named pipe";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "a device";
  if (stats.isSocket()) return "a socket";
  return "not a file";
}

// src/sources/git/process.ts
var import_node_child_process = require("node:child_process");
var import_node_path2 = require("node:path");
function gitEnvironment(env = process.env) {
  const result = { ...env };
  for (const name of ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY"]) {
    const value = result[name];
    if (value && !(0, import_node_path2.isAbsolute)(value)) result[name] = (0, import_node_path2.resolve)(value);
  }
  return result;
}
var spawnLocalGit = (cwd, args2) => (0, import_node_child_process.spawn)("git", args2, { cwd, env: gitEnvironment(), stdio: "pipe" });
var MAX_OUTPUT_BYTES = 1 << 30;

// src/hook/early-start.ts
var EARLY_CAT_FILE_ARGS = ["cat-file", "--batch"];
function startEarly(env, hookPid, cwd, distDir) {
  const staged = env.REFDIFF_HOOK_STAGED;
  if (staged === void 0 || !staged.startsWith(`${hookPid}
`) || mayHaveRules(cwd)) return {};
  return { catFile: startEarlyGit(cwd, EARLY_CAT_FILE_ARGS), runtime: compileAhead((0, import_node_path3.join)(distDir, "wasm", "web-tree-sitter.wasm")) };
}
function mayHaveRules(top) {
  return POLICY_FILE_NAMES.some((name) => {
    const path = (0, import_node_path3.join)(top, name);
    if (!(0, import_node_fs3.existsSync)(path)) return false;
    try {
      return /rules/.test(readPolicyFile(path, name));
    } catch {
      return true;
    }
  });
}
function startEarlyGit(cwd, args2) {
  let failed = false;
  let child;
  try {
    child = spawnLocalGit(cwd, args2);
  } catch {
    return void 0;
  }
  child.on("error", () => failed = true);
  child.stdin.on("error", () => void 0);
  return { cwd, args: args2, child, usable: () => !failed && child.pid !== void 0 && child.exitCode === null && child.signalCode === null };
}
function compileAhead(path) {
  try {
    return WebAssembly.compile((0, import_node_fs3.readFileSync)(path)).catch(() => void 0);
  } catch {
    return void 0;
  }
}

// src/cli/bin.ts
var args = process.argv.slice(2);
var hookRun = args[0] === "hook" && args[1] === "run" && args.length >= 3 && args.length <= 5 && !args.slice(2).some((arg) => arg.startsWith("-"));
if (hookRun || !import_node_worker_threads2.isMainThread) (0, import_node_v8.setFlagsFromString)("--liftoff-only");
if (!import_node_worker_threads2.isMainThread && isStagedWorkerData(import_node_worker_threads2.workerData)) requireWithCodeCache((0, import_node_path4.join)(__dirname, "hook-worker.js"), userCacheDir());
else if (import_node_worker_threads2.isMainThread && hookRun) {
  const early = startEarly(process.env, process.ppid, process.cwd(), __dirname);
  requireWithCodeCache((0, import_node_path4.join)(__dirname, "hook.js"), userCacheDir()).exports.runHookProcess(early);
} else require((0, import_node_path4.join)(__dirname, "main.js"));
