#!/usr/bin/env node
"use strict";

// src/cli/bin.ts
var import_node_path5 = require("node:path");
var import_node_v82 = require("node:v8");
var import_node_worker_threads4 = require("node:worker_threads");

// src/hook/analysis-protocol.ts
function isStagedWorkerData(data) {
  return typeof data === "object" && data !== null && data.refdiffStagedWorker === true;
}

// src/hook/code-cache.ts
var import_node_buffer = require("node:buffer");
var import_node_fs2 = require("node:fs");
var import_node_module = require("node:module");
var import_node_os = require("node:os");
var import_node_path = require("node:path");
var import_node_v8 = require("node:v8");
var import_node_vm = require("node:vm");
var import_node_worker_threads = require("node:worker_threads");

// src/hook/atomic-write.ts
var import_node_fs = require("node:fs");
function removeQuietly(path) {
  try {
    (0, import_node_fs.unlinkSync)(path);
  } catch {
  }
}

// src/hook/code-cache.ts
function requireWithCodeCache(file, cacheDir, complete) {
  const source = sourceText((0, import_node_fs2.readFileSync)(file));
  const flagsTag = (0, import_node_v8.cachedDataVersionTag)();
  const cachePath = cacheDir === void 0 ? void 0 : (0, import_node_path.join)(cacheDir, cacheFileName(file, flagsTag));
  const partialPath = cachePath === void 0 || complete === void 0 ? void 0 : partialCachePath(cachePath);
  let cachedData = cachePath === void 0 ? void 0 : readIfPresent(cachePath);
  const loadedComplete = cachedData !== void 0;
  if (cachedData === void 0 && partialPath !== void 0) cachedData = readIfPresent(partialPath);
  const script = new import_node_vm.Script(wrap(source), { filename: file, cachedData });
  let cache = cachePath === void 0 ? "off" : "used";
  const accepted = cachedData !== void 0 && !script.cachedDataRejected;
  if (loadedComplete && !accepted) removeQuietly(cachePath);
  if (cachePath !== void 0 && !(accepted && loadedComplete)) {
    if (!accepted) cache = canWriteIn((0, import_node_path.dirname)(cachePath)) ? "made" : "unwritable";
    const make = () => {
      const whole = complete?.() ?? true;
      if ((0, import_node_v8.cachedDataVersionTag)() !== flagsTag || accepted && !whole) return;
      writeQuietly(whole ? cachePath : partialPath ?? cachePath, script.createCachedData());
    };
    if (cache !== "unwritable") {
      if (import_node_worker_threads.isMainThread) process.once("exit", make);
      else make();
    }
  }
  const module2 = { exports: {}, filename: file, id: file };
  const run = script.runInThisContext();
  run(module2.exports, (0, import_node_module.createRequire)(file), module2, file, (0, import_node_path.dirname)(file));
  return { exports: module2.exports, cache };
}
function partialCachePath(cachePath) {
  return cachePath.replace(/\.v8cache$/, "-partial.v8cache");
}
function userCacheDir(env = process.env) {
  if (env.REFDIFF_CODE_CACHE === "0") return void 0;
  if (env.REFDIFF_CACHE_DIR) return env.REFDIFF_CACHE_DIR;
  if (process.platform === "win32") return env.LOCALAPPDATA ? (0, import_node_path.join)(env.LOCALAPPDATA, "refdiff", "Cache") : void 0;
  if (process.platform === "darwin") return (0, import_node_path.join)((0, import_node_os.homedir)(), "Library", "Caches", "refdiff");
  return (0, import_node_path.join)(env.XDG_CACHE_HOME || (0, import_node_path.join)((0, import_node_os.homedir)(), ".cache"), "refdiff");
}
function cacheFileName(file, flagsTag) {
  const stat = (0, import_node_fs2.statSync)(file);
  return `${(0, import_node_path.basename)(file, ".js")}-${stat.size}-${Math.trunc(stat.mtimeMs)}-${process.version}-${process.arch}-${flagsTag}.v8cache`;
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
    return (0, import_node_fs2.readFileSync)(path);
  } catch {
    return void 0;
  }
}
function canWriteIn(folder) {
  try {
    (0, import_node_fs2.mkdirSync)(folder, { recursive: true, mode: 448 });
    return true;
  } catch {
    return false;
  }
}
function writeQuietly(path, data) {
  try {
    (0, import_node_fs2.mkdirSync)((0, import_node_path.dirname)(path), { recursive: true, mode: 448 });
    const temporary = `${path}.${process.pid}.tmp`;
    (0, import_node_fs2.writeFileSync)(temporary, data, { mode: 384 });
    (0, import_node_fs2.renameSync)(temporary, path);
    return true;
  } catch {
    return false;
  }
}

// src/hook/early-start.ts
var import_node_fs6 = require("node:fs");
var import_node_path4 = require("node:path");

// src/policy/file-names.ts
var POLICY_FILE_NAMES = [".refdiffrc.yml", ".refdiffrc.yaml"];

// src/sources/regular-file.ts
var import_node_fs3 = require("node:fs");
function readRegularFile(path, maxBytes) {
  const fd = (0, import_node_fs3.openSync)(path, import_node_fs3.constants.O_RDONLY | (import_node_fs3.constants.O_NONBLOCK ?? 0));
  try {
    const stats = (0, import_node_fs3.fstatSync)(fd);
    if (!stats.isFile()) return { kind: "not a file", stats };
    if (stats.size > maxBytes) return { kind: "too large" };
    let buffer = Buffer.allocUnsafeSlow(Math.min(stats.size, maxBytes) + 1);
    let length = 0;
    for (; ; ) {
      if (length === buffer.length) {
        if (length > maxBytes) return { kind: "too large" };
        const grown = Buffer.allocUnsafeSlow(Math.min(length * 2, maxBytes + 1));
        buffer.copy(grown, 0, 0, length);
        buffer = grown;
      }
      const read = (0, import_node_fs3.readSync)(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
    return { kind: "read", content: buffer.subarray(0, length) };
  } finally {
    (0, import_node_fs3.closeSync)(fd);
  }
}

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
  let read;
  try {
    read = readRegularFile(path, MAX_POLICY_BYTES);
  } catch (error) {
    throw new PolicyError(`${shown}: cannot read policy file: ${error.code ?? error.message}`);
  }
  if (read.kind === "not a file") throw new PolicyError(`${shown}: not a regular file (${fileKind(read.stats)}); a policy is a YAML file`);
  if (read.kind === "too large") throw new PolicyError(`${shown}: policy file over ${MAX_POLICY_BYTES / 1024 / 1024} MiB; refdiff reads at most that`);
  return read.content.toString("utf8");
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

// src/hook/commit-invocation.ts
var import_node_child_process2 = require("node:child_process");
var import_node_fs5 = require("node:fs");
var import_node_path3 = require("node:path");

// src/hook/process-stat.ts
var import_node_fs4 = require("node:fs");
function readProcessStat(pid) {
  let stat;
  try {
    stat = (0, import_node_fs4.readFileSync)(`/proc/${pid}/stat`, "utf8");
  } catch {
    return void 0;
  }
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  if (fields.length < 20) return void 0;
  return { state: fields[0], parent: Number(fields[1]), started: fields[19] };
}

// src/hook/commit-invocation.ts
var MAX_DEPTH = 8;
function detectAmend(startPid = process.ppid) {
  let pid = startPid;
  for (let depth = 0; depth < MAX_DEPTH && pid > 1; depth++) {
    const info = readProcess(pid);
    if (!info) return void 0;
    const command = gitSubcommand(info.argv);
    if (command) return command.name === "commit" ? isAmend(command.args) : void 0;
    pid = info.parent;
  }
  return void 0;
}
function readProcess(pid) {
  try {
    const argv = (0, import_node_fs5.readFileSync)(`/proc/${pid}/cmdline`, "utf8").split("\0");
    if (argv[argv.length - 1] === "") argv.pop();
    const stat = readProcessStat(pid);
    if (!stat) return readProcessWithPs(pid);
    return { parent: stat.parent, argv };
  } catch {
    return readProcessWithPs(pid);
  }
}
function readProcessWithPs(pid) {
  if (process.platform === "win32") return void 0;
  try {
    const out = (0, import_node_child_process2.execFileSync)("ps", ["-o", "ppid=", "-o", "command=", "-p", String(pid)], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    const match = /^\s*(\d+)\s+(.*)$/.exec(out.trim());
    return match ? { parent: Number(match[1]), argv: match[2].split(/\s+/) } : void 0;
  } catch {
    return void 0;
  }
}
var GIT_OPTIONS_WITH_VALUE = /* @__PURE__ */ new Set(["-c", "-C", "--git-dir", "--work-tree", "--namespace", "--config-env", "--exec-path", "--super-prefix", "--list-cmds"]);
function gitSubcommand(argv) {
  if (argv.length === 0) return void 0;
  const program = (0, import_node_path3.basename)(argv[0]).replace(/\.exe$/i, "");
  if (program.startsWith("git-") && program.length > 4) return { name: program.slice(4), args: argv.slice(1) };
  if (program !== "git") return void 0;
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i];
    if (GIT_OPTIONS_WITH_VALUE.has(arg)) i++;
    else if (!arg.startsWith("-")) return { name: arg, args: argv.slice(i + 1) };
  }
  return void 0;
}
var SHORT_WITH_VALUE = /* @__PURE__ */ new Set(["m", "F", "c", "C", "t"]);
var LONG_WITH_VALUE = /* @__PURE__ */ new Set([
  "--message",
  "--file",
  "--reuse-message",
  "--reedit-message",
  "--template",
  "--author",
  "--date",
  "--cleanup",
  "--fixup",
  "--squash",
  "--trailer",
  "--pathspec-from-file"
]);
function isAmend(args2) {
  let amend = false;
  for (let i = 0; i < args2.length; i++) {
    const arg = args2[i];
    if (arg === "--") break;
    if (arg.startsWith("--")) {
      const name = arg.split("=")[0];
      if (name.length >= 4 && "--amend".startsWith(name)) amend = true;
      else if (name.length >= 7 && "--no-amend".startsWith(name)) amend = false;
      else if (!arg.includes("=") && LONG_WITH_VALUE.has(name)) i++;
    } else if (arg.startsWith("-") && arg.length > 1) {
      for (let j = 1; j < arg.length; j++) {
        if (SHORT_WITH_VALUE.has(arg[j])) {
          if (j === arg.length - 1) i++;
          break;
        }
      }
    }
  }
  return amend;
}

// src/hook/early-worker.ts
var import_node_worker_threads2 = require("node:worker_threads");
var BOOT_WAIT_MS = 300;
var BOOTING = 0;
var BOOTED = 1;
var FLAGS_SET = 2;
var FAILED = 3;
function startEarlyWorker(cliFile, cwd, processStart2) {
  const booted = new Int32Array(new SharedArrayBuffer(4));
  let failed = false;
  let worker;
  try {
    worker = new import_node_worker_threads2.Worker(cliFile, { workerData: { refdiffStagedWorker: true, cwd, processStart: processStart2, booted } });
  } catch {
    return void 0;
  }
  worker.unref();
  worker.on("error", () => failed = true);
  worker.once("exit", () => failed = true);
  return { cwd, worker, booted, usable: () => !failed };
}
function waitForBoot(early, timeoutMs = BOOT_WAIT_MS) {
  if (early) Atomics.wait(early.booted, 0, BOOTING, timeoutMs);
}
function signalFlagsSet(early) {
  if (!early) return;
  for (; ; ) {
    const state = Atomics.load(early.booted, 0);
    if (state === FAILED || state === FLAGS_SET || Atomics.compareExchange(early.booted, 0, state, FLAGS_SET) === state) break;
  }
  Atomics.notify(early.booted, 0);
}
function signalFailed(booted) {
  if (booted) Atomics.store(booted, 0, FAILED);
}
function signalBooted(booted) {
  if (!booted) return;
  Atomics.compareExchange(booted, 0, BOOTING, BOOTED);
  Atomics.notify(booted, 0);
}

// src/hook/piped-blobs.ts
var import_node_net = require("node:net");

// src/sources/git/batch-header.ts
var OBJECT_TYPES = /* @__PURE__ */ new Set(["blob", "tree", "commit", "tag"]);
var OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
var DECIMAL = /^(?:0|[1-9][0-9]*)$/;
function parseBatchHeader(line) {
  const lastSpace = line.lastIndexOf(" ");
  if (lastSpace <= 0) return void 0;
  const last = line.slice(lastSpace + 1);
  if (last === "missing" || last === "ambiguous") return { kind: last, name: line.slice(0, lastSpace) };
  const fields = line.split(" ");
  if (fields.length !== 3) return void 0;
  const [oid, type, sizeText] = fields;
  if (!OBJECT_ID.test(oid) || !OBJECT_TYPES.has(type) || !DECIMAL.test(sizeText)) return void 0;
  const size = Number(sizeText);
  if (!Number.isSafeInteger(size)) return void 0;
  return { kind: "object", oid, type, size };
}

// src/hook/piped-blobs.ts
var MAX_PIPED_BYTES = 4 << 20;
function readPipedBlobs(env, hookPid) {
  if (env.REFDIFF_HOOK_BLOBS !== String(hookPid)) return void 0;
  return readAll(0, MAX_PIPED_BYTES).then(parseBatchOutput);
}
function parseBatchOutput(output) {
  const objects = /* @__PURE__ */ new Map();
  let at = 0;
  while (at < output.length) {
    const end = output.indexOf(10, at);
    if (end < 0) break;
    const header = parseBatchHeader(output.toString("latin1", at, end));
    at = end + 1;
    if (header?.kind === "missing") continue;
    if (header?.kind !== "object") break;
    const { oid, type, size } = header;
    if (at + size >= output.length || output[at + size] !== 10) break;
    if (type === "blob") objects.set(oid, { oid, type, size, content: output.subarray(at, at + size) });
    at += size + 1;
  }
  return objects;
}
function readAll(fd, maxBytes) {
  return new Promise((resolve2) => {
    let socket;
    try {
      socket = new import_node_net.Socket({ fd, readable: true, writable: false });
    } catch {
      return resolve2(Buffer.alloc(0));
    }
    const records = new RecordBounds(maxBytes);
    const chunks = [];
    let total = 0;
    const done = () => {
      socket.removeAllListeners("data");
      socket.pause();
      socket.unref();
      resolve2(Buffer.concat(chunks, total));
    };
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      total += chunk.length;
      if (!records.take(chunk)) done();
    });
    socket.once("end", done);
    socket.once("error", done);
  });
}
var RecordBounds = class {
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
  }
  maxBytes;
  /** Where the next header starts, counted from the stream's start. */
  next = 0;
  /** Bytes of the stream seen so far. */
  seen = 0;
  /** The bytes of a header line that began in an earlier chunk. */
  header = [];
  inHeader = false;
  /** False once reading should stop. */
  take(chunk) {
    const start = this.seen;
    this.seen += chunk.length;
    while (this.next < this.seen) {
      const at = this.inHeader ? 0 : this.next - start;
      const end = chunk.indexOf(10, at);
      for (let i = at, stop = end < 0 ? chunk.length : end; i < stop; i++) this.header.push(chunk[i]);
      if (this.header.length > 200) return false;
      if (end < 0) {
        this.inHeader = true;
        return true;
      }
      const header = parseBatchHeader(Buffer.from(this.header).toString("latin1"));
      this.header = [];
      this.inHeader = false;
      const afterHeader = start + end + 1;
      if (header?.kind === "missing") {
        this.next = afterHeader;
        continue;
      }
      if (header?.kind !== "object") return false;
      this.next = afterHeader + header.size + 1;
      if (this.next > this.maxBytes) return false;
    }
    return true;
  }
};

// src/hook/early-start.ts
var EARLY_CAT_FILE_ARGS = ["cat-file", "--batch"];
function startEarly(env, hookPid, cwd, distDir, setFlags = () => void 0, processStart2 = performance.timeOrigin) {
  const staged = env.REFDIFF_HOOK_STAGED;
  if (staged === void 0 || !staged.startsWith(`${hookPid}
`)) {
    setFlags();
    return {};
  }
  if (mayHaveRules(cwd)) {
    const worker = startEarlyWorker((0, import_node_path4.join)(distDir, "cli.js"), cwd, processStart2);
    waitForBoot(worker);
    setFlags();
    signalFlagsSet(worker);
    return { worker };
  }
  const blobs = readPipedBlobs(env, hookPid);
  const early = blobs ? { blobs } : {};
  if (!blobs || detectAmend(hookPid) !== false) early.catFile = startEarlyGit(cwd, EARLY_CAT_FILE_ARGS);
  setFlags();
  early.runtime = compileDistRuntime(distDir);
  return early;
}
function mayHaveRules(top) {
  return POLICY_FILE_NAMES.some((name) => {
    const path = (0, import_node_path4.join)(top, name);
    if (!(0, import_node_fs6.existsSync)(path)) return false;
    try {
      return mentionsRules(readPolicyFile(path, name));
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
function compileDistRuntime(distDir) {
  return compileAhead((0, import_node_path4.join)(distDir, "wasm", "web-tree-sitter.wasm"));
}
function compileAhead(path) {
  try {
    return WebAssembly.compile((0, import_node_fs6.readFileSync)(path)).catch(() => void 0);
  } catch {
    return void 0;
  }
}
function mentionsRules(text) {
  const withoutComments = text.replace(/^[ \t]*#.*$/gm, "");
  return /rules/.test(withoutComments.replace(/^rules[ \t]*:[ \t]*\[[ \t]*\][ \t]*(#.*)?$/m, ""));
}

// src/hook/profile-marks.ts
var import_node_fs7 = require("node:fs");
var import_node_worker_threads3 = require("node:worker_threads");
var enabled = process.env.REFDIFF_HOOK_PROFILE === "1";
var processStart = performance.timeOrigin;
function mark(phase) {
  if (!enabled) return;
  const ms = performance.timeOrigin + performance.now() - processStart;
  (0, import_node_fs7.writeSync)(2, `refdiff-profile ${ms.toFixed(1).padStart(7)} ${import_node_worker_threads3.threadId === 0 ? "hook  " : "worker"} ${phase}
`);
}

// src/cli/bin.ts
var args = process.argv.slice(2);
var hookRun = args[0] === "hook" && args[1] === "run" && args.length >= 3 && args.length <= 5 && !args.slice(2).some((arg) => arg.startsWith("-"));
if (hookRun || !import_node_worker_threads4.isMainThread) loadBuiltinsBeforeFlags();
if (!import_node_worker_threads4.isMainThread && isStagedWorkerData(import_node_worker_threads4.workerData)) {
  const { booted } = import_node_worker_threads4.workerData;
  if (!booted) (0, import_node_v82.setFlagsFromString)("--liftoff-only");
  let bundle;
  try {
    bundle = requireWithCodeCache((0, import_node_path5.join)(__dirname, "hook-worker.js"), userCacheDir()).exports;
  } catch (error) {
    signalFailed(booted);
    throw error;
  } finally {
    signalBooted(booted);
  }
  if (booted) {
    bundle.startGitAhead(import_node_worker_threads4.workerData.cwd);
    bundle.compileRuntimeAhead(booted, __dirname);
  }
} else if (import_node_worker_threads4.isMainThread && hookRun) {
  const setHookFlags = () => {
    (0, import_node_v82.setFlagsFromString)("--liftoff-only");
    mark("flags set");
  };
  const skipped = args[3] === "merge" || args[3] === "squash";
  const early = skipped ? (setHookFlags(), {}) : startEarly(process.env, process.ppid, process.cwd(), __dirname, setHookFlags);
  let engineRanHere = false;
  const hook = requireWithCodeCache((0, import_node_path5.join)(__dirname, "hook.js"), userCacheDir(), () => engineRanHere).exports;
  hook.runHookProcess(early, () => engineRanHere = true);
} else {
  if (!import_node_worker_threads4.isMainThread) (0, import_node_v82.setFlagsFromString)("--liftoff-only");
  require((0, import_node_path5.join)(__dirname, "main.js"));
}
function loadBuiltinsBeforeFlags() {
  void performance.timeOrigin;
  void process.stderr;
  require("node:process");
}
