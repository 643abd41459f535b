#!/usr/bin/env node
"use strict";

// src/cli/bin.ts
var import_node_path2 = require("node:path");
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

// src/cli/bin.ts
var args = process.argv.slice(2);
var hookRun = args[0] === "hook" && args[1] === "run" && args.length >= 3 && args.length <= 5 && !args.slice(2).some((arg) => arg.startsWith("-"));
if (hookRun || !import_node_worker_threads2.isMainThread) (0, import_node_v8.setFlagsFromString)("--liftoff-only");
if (!import_node_worker_threads2.isMainThread && isStagedWorkerData(import_node_worker_threads2.workerData)) requireWithCodeCache((0, import_node_path2.join)(__dirname, "hook-worker.js"), userCacheDir());
else if (import_node_worker_threads2.isMainThread && hookRun) requireWithCodeCache((0, import_node_path2.join)(__dirname, "hook.js"), userCacheDir());
else require((0, import_node_path2.join)(__dirname, "main.js"));
