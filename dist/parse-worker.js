"use strict";
var __create2 = Object.create;
var __defProp2 = Object.defineProperty;
var __getOwnPropDesc2 = Object.getOwnPropertyDescriptor;
var __getOwnPropNames2 = Object.getOwnPropertyNames;
var __getProtoOf2 = Object.getPrototypeOf;
var __hasOwnProp2 = Object.prototype.hasOwnProperty;
var __commonJS2 = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames2(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export2 = (target, all) => {
  for (var name2 in all)
    __defProp2(target, name2, { get: all[name2], enumerable: true });
};
var __copyProps2 = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames2(from))
      if (!__hasOwnProp2.call(to, key) && key !== except)
        __defProp2(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc2(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM2 = (mod, isNodeMode, target) => (target = mod != null ? __create2(__getProtoOf2(mod)) : {}, __copyProps2(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp2(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS2 = (mod) => __copyProps2(__defProp2({}, "__esModule", { value: true }), mod);

// node_modules/web-tree-sitter/web-tree-sitter.cjs
var require_web_tree_sitter2 = __commonJS2({
  "node_modules/web-tree-sitter/web-tree-sitter.cjs"(exports, module) {
    "use strict";
    var __create = Object.create;
    var __defProp = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __getProtoOf = Object.getPrototypeOf;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
    var __commonJS = (cb, mod) => function __require() {
      try {
        return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
      } catch (e) {
        throw mod = 0, e;
      }
    };
    var __export = (target, all) => {
      for (var name2 in all)
        __defProp(target, name2, { get: all[name2], enumerable: true });
    };
    var __copyProps = (to, from, except, desc) => {
      if (from && typeof from === "object" || typeof from === "function") {
        for (let key of __getOwnPropNames(from))
          if (!__hasOwnProp.call(to, key) && key !== except)
            __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
      }
      return to;
    };
    var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
      // If the importer is in node compatibility mode or this is not an ESM
      // file that has been converted to a CommonJS file using a Babel-
      // compatible transform (i.e. "__esModule" has not been set), then set
      // "default" to the CommonJS "module.exports" for node compatibility.
      isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
      mod
    ));
    var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
    var require_web_tree_sitter = __commonJS({
      "lib/web-tree-sitter.cjs"(exports, module) {
        "use strict";
        var Module = (() => {
          var _scriptName = typeof document != "undefined" ? document.currentScript?.src : void 0;
          return async function(moduleArg = {}) {
            var moduleRtn;
            var Module = moduleArg;
            var ENVIRONMENT_IS_WEB = typeof window == "object";
            var ENVIRONMENT_IS_WORKER = typeof WorkerGlobalScope != "undefined";
            var ENVIRONMENT_IS_NODE = typeof process == "object" && process.versions?.node && process.type != "renderer";
            Module.currentQueryProgressCallback = null;
            Module.currentProgressCallback = null;
            Module.currentLogCallback = null;
            Module.currentParseCallback = null;
            var arguments_ = [];
            var thisProgram = "./this.program";
            var quit_ = /* @__PURE__ */ __name((status, toThrow) => {
              throw toThrow;
            }, "quit_");
            if (typeof __filename != "undefined") {
              _scriptName = __filename;
            } else if (ENVIRONMENT_IS_WORKER) {
              _scriptName = self.location.href;
            }
            var scriptDirectory = "";
            function locateFile(path) {
              if (Module["locateFile"]) {
                return Module["locateFile"](path, scriptDirectory);
              }
              return scriptDirectory + path;
            }
            __name(locateFile, "locateFile");
            var readAsync, readBinary;
            if (ENVIRONMENT_IS_NODE) {
              var fs = require("fs");
              scriptDirectory = __dirname + "/";
              readBinary = /* @__PURE__ */ __name((filename) => {
                filename = isFileURI(filename) ? new URL(filename) : filename;
                var ret = fs.readFileSync(filename);
                return ret;
              }, "readBinary");
              readAsync = /* @__PURE__ */ __name(async (filename, binary2 = true) => {
                filename = isFileURI(filename) ? new URL(filename) : filename;
                var ret = fs.readFileSync(filename, binary2 ? void 0 : "utf8");
                return ret;
              }, "readAsync");
              if (process.argv.length > 1) {
                thisProgram = process.argv[1].replace(/\\/g, "/");
              }
              arguments_ = process.argv.slice(2);
              quit_ = /* @__PURE__ */ __name((status, toThrow) => {
                process.exitCode = status;
                throw toThrow;
              }, "quit_");
            } else if (ENVIRONMENT_IS_WEB || ENVIRONMENT_IS_WORKER) {
              try {
                scriptDirectory = new URL(".", _scriptName).href;
              } catch {
              }
              {
                if (ENVIRONMENT_IS_WORKER) {
                  readBinary = /* @__PURE__ */ __name((url) => {
                    var xhr = new XMLHttpRequest();
                    xhr.open("GET", url, false);
                    xhr.responseType = "arraybuffer";
                    xhr.send(null);
                    return new Uint8Array(
                      /** @type{!ArrayBuffer} */
                      xhr.response
                    );
                  }, "readBinary");
                }
                readAsync = /* @__PURE__ */ __name(async (url) => {
                  if (isFileURI(url)) {
                    return new Promise((resolve, reject) => {
                      var xhr = new XMLHttpRequest();
                      xhr.open("GET", url, true);
                      xhr.responseType = "arraybuffer";
                      xhr.onload = () => {
                        if (xhr.status == 200 || xhr.status == 0 && xhr.response) {
                          resolve(xhr.response);
                          return;
                        }
                        reject(xhr.status);
                      };
                      xhr.onerror = reject;
                      xhr.send(null);
                    });
                  }
                  var response = await fetch(url, {
                    credentials: "same-origin"
                  });
                  if (response.ok) {
                    return response.arrayBuffer();
                  }
                  throw new Error(response.status + " : " + response.url);
                }, "readAsync");
              }
            } else {
            }
            var out = console.log.bind(console);
            var err = console.error.bind(console);
            var dynamicLibraries = [];
            var wasmBinary;
            var ABORT = false;
            var EXITSTATUS;
            var isFileURI = /* @__PURE__ */ __name((filename) => filename.startsWith("file://"), "isFileURI");
            var readyPromiseResolve, readyPromiseReject;
            var wasmMemory;
            var HEAP8, HEAPU8, HEAP16, HEAPU16, HEAP32, HEAPU32, HEAPF32, HEAPF64;
            var HEAP64, HEAPU64;
            var HEAP_DATA_VIEW;
            var runtimeInitialized = false;
            function updateMemoryViews() {
              var b = wasmMemory.buffer;
              Module["HEAP8"] = HEAP8 = new Int8Array(b);
              Module["HEAP16"] = HEAP16 = new Int16Array(b);
              Module["HEAPU8"] = HEAPU8 = new Uint8Array(b);
              Module["HEAPU16"] = HEAPU16 = new Uint16Array(b);
              Module["HEAP32"] = HEAP32 = new Int32Array(b);
              Module["HEAPU32"] = HEAPU32 = new Uint32Array(b);
              Module["HEAPF32"] = HEAPF32 = new Float32Array(b);
              Module["HEAPF64"] = HEAPF64 = new Float64Array(b);
              Module["HEAP64"] = HEAP64 = new BigInt64Array(b);
              Module["HEAPU64"] = HEAPU64 = new BigUint64Array(b);
              Module["HEAP_DATA_VIEW"] = HEAP_DATA_VIEW = new DataView(b);
              LE_HEAP_UPDATE();
            }
            __name(updateMemoryViews, "updateMemoryViews");
            function initMemory() {
              if (Module["wasmMemory"]) {
                wasmMemory = Module["wasmMemory"];
              } else {
                var INITIAL_MEMORY = Module["INITIAL_MEMORY"] || 33554432;
                wasmMemory = new WebAssembly.Memory({
                  "initial": INITIAL_MEMORY / 65536,
                  // In theory we should not need to emit the maximum if we want "unlimited"
                  // or 4GB of memory, but VMs error on that atm, see
                  // https://github.com/emscripten-core/emscripten/issues/14130
                  // And in the pthreads case we definitely need to emit a maximum. So
                  // always emit one.
                  "maximum": 32768
                });
              }
              updateMemoryViews();
            }
            __name(initMemory, "initMemory");
            var __RELOC_FUNCS__ = [];
            function preRun() {
              if (Module["preRun"]) {
                if (typeof Module["preRun"] == "function") Module["preRun"] = [Module["preRun"]];
                while (Module["preRun"].length) {
                  addOnPreRun(Module["preRun"].shift());
                }
              }
              callRuntimeCallbacks(onPreRuns);
            }
            __name(preRun, "preRun");
            function initRuntime() {
              runtimeInitialized = true;
              callRuntimeCallbacks(__RELOC_FUNCS__);
              wasmExports["__wasm_call_ctors"]();
              callRuntimeCallbacks(onPostCtors);
            }
            __name(initRuntime, "initRuntime");
            function preMain() {
            }
            __name(preMain, "preMain");
            function postRun() {
              if (Module["postRun"]) {
                if (typeof Module["postRun"] == "function") Module["postRun"] = [Module["postRun"]];
                while (Module["postRun"].length) {
                  addOnPostRun(Module["postRun"].shift());
                }
              }
              callRuntimeCallbacks(onPostRuns);
            }
            __name(postRun, "postRun");
            function abort(what) {
              Module["onAbort"]?.(what);
              what = "Aborted(" + what + ")";
              err(what);
              ABORT = true;
              what += ". Build with -sASSERTIONS for more info.";
              var e = new WebAssembly.RuntimeError(what);
              readyPromiseReject?.(e);
              throw e;
            }
            __name(abort, "abort");
            var wasmBinaryFile;
            function findWasmBinary() {
              return locateFile("web-tree-sitter.wasm");
            }
            __name(findWasmBinary, "findWasmBinary");
            function getBinarySync(file) {
              if (file == wasmBinaryFile && wasmBinary) {
                return new Uint8Array(wasmBinary);
              }
              if (readBinary) {
                return readBinary(file);
              }
              throw "both async and sync fetching of the wasm failed";
            }
            __name(getBinarySync, "getBinarySync");
            async function getWasmBinary(binaryFile) {
              if (!wasmBinary) {
                try {
                  var response = await readAsync(binaryFile);
                  return new Uint8Array(response);
                } catch {
                }
              }
              return getBinarySync(binaryFile);
            }
            __name(getWasmBinary, "getWasmBinary");
            async function instantiateArrayBuffer(binaryFile, imports) {
              try {
                var binary2 = await getWasmBinary(binaryFile);
                var instance2 = await WebAssembly.instantiate(binary2, imports);
                return instance2;
              } catch (reason) {
                err(`failed to asynchronously prepare wasm: ${reason}`);
                abort(reason);
              }
            }
            __name(instantiateArrayBuffer, "instantiateArrayBuffer");
            async function instantiateAsync(binary2, binaryFile, imports) {
              if (!binary2 && !isFileURI(binaryFile) && !ENVIRONMENT_IS_NODE) {
                try {
                  var response = fetch(binaryFile, {
                    credentials: "same-origin"
                  });
                  var instantiationResult = await WebAssembly.instantiateStreaming(response, imports);
                  return instantiationResult;
                } catch (reason) {
                  err(`wasm streaming compile failed: ${reason}`);
                  err("falling back to ArrayBuffer instantiation");
                }
              }
              return instantiateArrayBuffer(binaryFile, imports);
            }
            __name(instantiateAsync, "instantiateAsync");
            function getWasmImports() {
              return {
                "env": wasmImports,
                "wasi_snapshot_preview1": wasmImports,
                "GOT.mem": new Proxy(wasmImports, GOTHandler),
                "GOT.func": new Proxy(wasmImports, GOTHandler)
              };
            }
            __name(getWasmImports, "getWasmImports");
            async function createWasm() {
              function receiveInstance(instance2, module2) {
                wasmExports = instance2.exports;
                wasmExports = relocateExports(wasmExports, 1024);
                var metadata2 = getDylinkMetadata(module2);
                if (metadata2.neededDynlibs) {
                  dynamicLibraries = metadata2.neededDynlibs.concat(dynamicLibraries);
                }
                mergeLibSymbols(wasmExports, "main");
                LDSO.init();
                loadDylibs();
                __RELOC_FUNCS__.push(wasmExports["__wasm_apply_data_relocs"]);
                assignWasmExports(wasmExports);
                return wasmExports;
              }
              __name(receiveInstance, "receiveInstance");
              function receiveInstantiationResult(result2) {
                return receiveInstance(result2["instance"], result2["module"]);
              }
              __name(receiveInstantiationResult, "receiveInstantiationResult");
              var info2 = getWasmImports();
              if (Module["instantiateWasm"]) {
                return new Promise((resolve, reject) => {
                  Module["instantiateWasm"](info2, (mod, inst) => {
                    resolve(receiveInstance(mod, inst));
                  });
                });
              }
              wasmBinaryFile ??= findWasmBinary();
              var result = await instantiateAsync(wasmBinary, wasmBinaryFile, info2);
              var exports2 = receiveInstantiationResult(result);
              return exports2;
            }
            __name(createWasm, "createWasm");
            class ExitStatus {
              static {
                __name(this, "ExitStatus");
              }
              name = "ExitStatus";
              constructor(status) {
                this.message = `Program terminated with exit(${status})`;
                this.status = status;
              }
            }
            var GOT = {};
            var currentModuleWeakSymbols = /* @__PURE__ */ new Set([]);
            var GOTHandler = {
              get(obj, symName) {
                var rtn = GOT[symName];
                if (!rtn) {
                  rtn = GOT[symName] = new WebAssembly.Global({
                    "value": "i32",
                    "mutable": true
                  });
                }
                if (!currentModuleWeakSymbols.has(symName)) {
                  rtn.required = true;
                }
                return rtn;
              }
            };
            var LE_ATOMICS_NATIVE_BYTE_ORDER = [];
            var LE_HEAP_LOAD_F32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat32(byteOffset, true), "LE_HEAP_LOAD_F32");
            var LE_HEAP_LOAD_F64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat64(byteOffset, true), "LE_HEAP_LOAD_F64");
            var LE_HEAP_LOAD_I16 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt16(byteOffset, true), "LE_HEAP_LOAD_I16");
            var LE_HEAP_LOAD_I32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt32(byteOffset, true), "LE_HEAP_LOAD_I32");
            var LE_HEAP_LOAD_I64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getBigInt64(byteOffset, true), "LE_HEAP_LOAD_I64");
            var LE_HEAP_LOAD_U32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getUint32(byteOffset, true), "LE_HEAP_LOAD_U32");
            var LE_HEAP_STORE_F32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat32(byteOffset, value, true), "LE_HEAP_STORE_F32");
            var LE_HEAP_STORE_F64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat64(byteOffset, value, true), "LE_HEAP_STORE_F64");
            var LE_HEAP_STORE_I16 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt16(byteOffset, value, true), "LE_HEAP_STORE_I16");
            var LE_HEAP_STORE_I32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt32(byteOffset, value, true), "LE_HEAP_STORE_I32");
            var LE_HEAP_STORE_I64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setBigInt64(byteOffset, value, true), "LE_HEAP_STORE_I64");
            var LE_HEAP_STORE_U32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setUint32(byteOffset, value, true), "LE_HEAP_STORE_U32");
            var callRuntimeCallbacks = /* @__PURE__ */ __name((callbacks) => {
              while (callbacks.length > 0) {
                callbacks.shift()(Module);
              }
            }, "callRuntimeCallbacks");
            var onPostRuns = [];
            var addOnPostRun = /* @__PURE__ */ __name((cb) => onPostRuns.push(cb), "addOnPostRun");
            var onPreRuns = [];
            var addOnPreRun = /* @__PURE__ */ __name((cb) => onPreRuns.push(cb), "addOnPreRun");
            var UTF8Decoder = typeof TextDecoder != "undefined" ? new TextDecoder() : void 0;
            var findStringEnd = /* @__PURE__ */ __name((heapOrArray, idx, maxBytesToRead, ignoreNul) => {
              var maxIdx = idx + maxBytesToRead;
              if (ignoreNul) return maxIdx;
              while (heapOrArray[idx] && !(idx >= maxIdx)) ++idx;
              return idx;
            }, "findStringEnd");
            var UTF8ArrayToString = /* @__PURE__ */ __name((heapOrArray, idx = 0, maxBytesToRead, ignoreNul) => {
              var endPtr = findStringEnd(heapOrArray, idx, maxBytesToRead, ignoreNul);
              if (endPtr - idx > 16 && heapOrArray.buffer && UTF8Decoder) {
                return UTF8Decoder.decode(heapOrArray.subarray(idx, endPtr));
              }
              var str = "";
              while (idx < endPtr) {
                var u0 = heapOrArray[idx++];
                if (!(u0 & 128)) {
                  str += String.fromCharCode(u0);
                  continue;
                }
                var u1 = heapOrArray[idx++] & 63;
                if ((u0 & 224) == 192) {
                  str += String.fromCharCode((u0 & 31) << 6 | u1);
                  continue;
                }
                var u2 = heapOrArray[idx++] & 63;
                if ((u0 & 240) == 224) {
                  u0 = (u0 & 15) << 12 | u1 << 6 | u2;
                } else {
                  u0 = (u0 & 7) << 18 | u1 << 12 | u2 << 6 | heapOrArray[idx++] & 63;
                }
                if (u0 < 65536) {
                  str += String.fromCharCode(u0);
                } else {
                  var ch = u0 - 65536;
                  str += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
                }
              }
              return str;
            }, "UTF8ArrayToString");
            var getDylinkMetadata = /* @__PURE__ */ __name((binary2) => {
              var offset = 0;
              var end = 0;
              function getU8() {
                return binary2[offset++];
              }
              __name(getU8, "getU8");
              function getLEB() {
                var ret = 0;
                var mul = 1;
                while (1) {
                  var byte = binary2[offset++];
                  ret += (byte & 127) * mul;
                  mul *= 128;
                  if (!(byte & 128)) break;
                }
                return ret;
              }
              __name(getLEB, "getLEB");
              function getString() {
                var len = getLEB();
                offset += len;
                return UTF8ArrayToString(binary2, offset - len, len);
              }
              __name(getString, "getString");
              function getStringList() {
                var count2 = getLEB();
                var rtn = [];
                while (count2--) rtn.push(getString());
                return rtn;
              }
              __name(getStringList, "getStringList");
              function failIf(condition, message) {
                if (condition) throw new Error(message);
              }
              __name(failIf, "failIf");
              if (binary2 instanceof WebAssembly.Module) {
                var dylinkSection = WebAssembly.Module.customSections(binary2, "dylink.0");
                failIf(dylinkSection.length === 0, "need dylink section");
                binary2 = new Uint8Array(dylinkSection[0]);
                end = binary2.length;
              } else {
                var int32View = new Uint32Array(new Uint8Array(binary2.subarray(0, 24)).buffer);
                var magicNumberFound = int32View[0] == 1836278016 || int32View[0] == 6386541;
                failIf(!magicNumberFound, "need to see wasm magic number");
                failIf(binary2[8] !== 0, "need the dylink section to be first");
                offset = 9;
                var section_size = getLEB();
                end = offset + section_size;
                var name2 = getString();
                failIf(name2 !== "dylink.0");
              }
              var customSection = {
                neededDynlibs: [],
                tlsExports: /* @__PURE__ */ new Set(),
                weakImports: /* @__PURE__ */ new Set(),
                runtimePaths: []
              };
              var WASM_DYLINK_MEM_INFO = 1;
              var WASM_DYLINK_NEEDED = 2;
              var WASM_DYLINK_EXPORT_INFO = 3;
              var WASM_DYLINK_IMPORT_INFO = 4;
              var WASM_DYLINK_RUNTIME_PATH = 5;
              var WASM_SYMBOL_TLS = 256;
              var WASM_SYMBOL_BINDING_MASK = 3;
              var WASM_SYMBOL_BINDING_WEAK = 1;
              while (offset < end) {
                var subsectionType = getU8();
                var subsectionSize = getLEB();
                if (subsectionType === WASM_DYLINK_MEM_INFO) {
                  customSection.memorySize = getLEB();
                  customSection.memoryAlign = getLEB();
                  customSection.tableSize = getLEB();
                  customSection.tableAlign = getLEB();
                } else if (subsectionType === WASM_DYLINK_NEEDED) {
                  customSection.neededDynlibs = getStringList();
                } else if (subsectionType === WASM_DYLINK_EXPORT_INFO) {
                  var count = getLEB();
                  while (count--) {
                    var symname = getString();
                    var flags2 = getLEB();
                    if (flags2 & WASM_SYMBOL_TLS) {
                      customSection.tlsExports.add(symname);
                    }
                  }
                } else if (subsectionType === WASM_DYLINK_IMPORT_INFO) {
                  var count = getLEB();
                  while (count--) {
                    var modname = getString();
                    var symname = getString();
                    var flags2 = getLEB();
                    if ((flags2 & WASM_SYMBOL_BINDING_MASK) == WASM_SYMBOL_BINDING_WEAK) {
                      customSection.weakImports.add(symname);
                    }
                  }
                } else if (subsectionType === WASM_DYLINK_RUNTIME_PATH) {
                  customSection.runtimePaths = getStringList();
                } else {
                  offset += subsectionSize;
                }
              }
              return customSection;
            }, "getDylinkMetadata");
            function getValue(ptr, type = "i8") {
              if (type.endsWith("*")) type = "*";
              switch (type) {
                case "i1":
                  return HEAP8[ptr];
                case "i8":
                  return HEAP8[ptr];
                case "i16":
                  return LE_HEAP_LOAD_I16((ptr >> 1) * 2);
                case "i32":
                  return LE_HEAP_LOAD_I32((ptr >> 2) * 4);
                case "i64":
                  return LE_HEAP_LOAD_I64((ptr >> 3) * 8);
                case "float":
                  return LE_HEAP_LOAD_F32((ptr >> 2) * 4);
                case "double":
                  return LE_HEAP_LOAD_F64((ptr >> 3) * 8);
                case "*":
                  return LE_HEAP_LOAD_U32((ptr >> 2) * 4);
                default:
                  abort(`invalid type for getValue: ${type}`);
              }
            }
            __name(getValue, "getValue");
            var newDSO = /* @__PURE__ */ __name((name2, handle2, syms) => {
              var dso = {
                refcount: Infinity,
                name: name2,
                exports: syms,
                global: true
              };
              LDSO.loadedLibsByName[name2] = dso;
              if (handle2 != void 0) {
                LDSO.loadedLibsByHandle[handle2] = dso;
              }
              return dso;
            }, "newDSO");
            var LDSO = {
              loadedLibsByName: {},
              loadedLibsByHandle: {},
              init() {
                newDSO("__main__", 0, wasmImports);
              }
            };
            var ___heap_base = 82240;
            var alignMemory = /* @__PURE__ */ __name((size, alignment) => Math.ceil(size / alignment) * alignment, "alignMemory");
            var getMemory = /* @__PURE__ */ __name((size) => {
              if (runtimeInitialized) {
                return _calloc(size, 1);
              }
              var ret = ___heap_base;
              var end = ret + alignMemory(size, 16);
              ___heap_base = end;
              GOT["__heap_base"].value = end;
              return ret;
            }, "getMemory");
            var isInternalSym = /* @__PURE__ */ __name((symName) => ["__cpp_exception", "__c_longjmp", "__wasm_apply_data_relocs", "__dso_handle", "__tls_size", "__tls_align", "__set_stack_limits", "_emscripten_tls_init", "__wasm_init_tls", "__wasm_call_ctors", "__start_em_asm", "__stop_em_asm", "__start_em_js", "__stop_em_js"].includes(symName) || symName.startsWith("__em_js__"), "isInternalSym");
            var uleb128EncodeWithLen = /* @__PURE__ */ __name((arr) => {
              const n = arr.length;
              return [n % 128 | 128, n >> 7, ...arr];
            }, "uleb128EncodeWithLen");
            var wasmTypeCodes = {
              "i": 127,
              // i32
              "p": 127,
              // i32
              "j": 126,
              // i64
              "f": 125,
              // f32
              "d": 124,
              // f64
              "e": 111
            };
            var generateTypePack = /* @__PURE__ */ __name((types) => uleb128EncodeWithLen(Array.from(types, (type) => {
              var code = wasmTypeCodes[type];
              return code;
            })), "generateTypePack");
            var convertJsFunctionToWasm = /* @__PURE__ */ __name((func2, sig) => {
              var bytes = Uint8Array.of(
                0,
                97,
                115,
                109,
                // magic ("\0asm")
                1,
                0,
                0,
                0,
                // version: 1
                1,
                ...uleb128EncodeWithLen([
                  1,
                  // count: 1
                  96,
                  // param types
                  ...generateTypePack(sig.slice(1)),
                  // return types (for now only supporting [] if `void` and single [T] otherwise)
                  ...generateTypePack(sig[0] === "v" ? "" : sig[0])
                ]),
                // The rest of the module is static
                2,
                7,
                // import section
                // (import "e" "f" (func 0 (type 0)))
                1,
                1,
                101,
                1,
                102,
                0,
                0,
                7,
                5,
                // export section
                // (export "f" (func 0 (type 0)))
                1,
                1,
                102,
                0,
                0
              );
              var module2 = new WebAssembly.Module(bytes);
              var instance2 = new WebAssembly.Instance(module2, {
                "e": {
                  "f": func2
                }
              });
              var wrappedFunc = instance2.exports["f"];
              return wrappedFunc;
            }, "convertJsFunctionToWasm");
            var wasmTableMirror = [];
            var wasmTable = new WebAssembly.Table({
              "initial": 31,
              "element": "anyfunc"
            });
            var getWasmTableEntry = /* @__PURE__ */ __name((funcPtr) => {
              var func2 = wasmTableMirror[funcPtr];
              if (!func2) {
                wasmTableMirror[funcPtr] = func2 = wasmTable.get(funcPtr);
              }
              return func2;
            }, "getWasmTableEntry");
            var updateTableMap = /* @__PURE__ */ __name((offset, count) => {
              if (functionsInTableMap) {
                for (var i2 = offset; i2 < offset + count; i2++) {
                  var item = getWasmTableEntry(i2);
                  if (item) {
                    functionsInTableMap.set(item, i2);
                  }
                }
              }
            }, "updateTableMap");
            var functionsInTableMap;
            var getFunctionAddress = /* @__PURE__ */ __name((func2) => {
              if (!functionsInTableMap) {
                functionsInTableMap = /* @__PURE__ */ new WeakMap();
                updateTableMap(0, wasmTable.length);
              }
              return functionsInTableMap.get(func2) || 0;
            }, "getFunctionAddress");
            var freeTableIndexes = [];
            var getEmptyTableSlot = /* @__PURE__ */ __name(() => {
              if (freeTableIndexes.length) {
                return freeTableIndexes.pop();
              }
              return wasmTable["grow"](1);
            }, "getEmptyTableSlot");
            var setWasmTableEntry = /* @__PURE__ */ __name((idx, func2) => {
              wasmTable.set(idx, func2);
              wasmTableMirror[idx] = wasmTable.get(idx);
            }, "setWasmTableEntry");
            var addFunction = /* @__PURE__ */ __name((func2, sig) => {
              var rtn = getFunctionAddress(func2);
              if (rtn) {
                return rtn;
              }
              var ret = getEmptyTableSlot();
              try {
                setWasmTableEntry(ret, func2);
              } catch (err2) {
                if (!(err2 instanceof TypeError)) {
                  throw err2;
                }
                var wrapped = convertJsFunctionToWasm(func2, sig);
                setWasmTableEntry(ret, wrapped);
              }
              functionsInTableMap.set(func2, ret);
              return ret;
            }, "addFunction");
            var updateGOT = /* @__PURE__ */ __name((exports2, replace) => {
              for (var symName in exports2) {
                if (isInternalSym(symName)) {
                  continue;
                }
                var value = exports2[symName];
                GOT[symName] ||= new WebAssembly.Global({
                  "value": "i32",
                  "mutable": true
                });
                if (replace || GOT[symName].value == 0) {
                  if (typeof value == "function") {
                    GOT[symName].value = addFunction(value);
                  } else if (typeof value == "number") {
                    GOT[symName].value = value;
                  } else {
                    err(`unhandled export type for '${symName}': ${typeof value}`);
                  }
                }
              }
            }, "updateGOT");
            var relocateExports = /* @__PURE__ */ __name((exports2, memoryBase2, replace) => {
              var relocated = {};
              for (var e in exports2) {
                var value = exports2[e];
                if (typeof value == "object") {
                  value = value.value;
                }
                if (typeof value == "number") {
                  value += memoryBase2;
                }
                relocated[e] = value;
              }
              updateGOT(relocated, replace);
              return relocated;
            }, "relocateExports");
            var isSymbolDefined = /* @__PURE__ */ __name((symName) => {
              var existing = wasmImports[symName];
              if (!existing || existing.stub) {
                return false;
              }
              return true;
            }, "isSymbolDefined");
            var dynCall = /* @__PURE__ */ __name((sig, ptr, args2 = [], promising = false) => {
              var func2 = getWasmTableEntry(ptr);
              var rtn = func2(...args2);
              function convert(rtn2) {
                return rtn2;
              }
              __name(convert, "convert");
              return convert(rtn);
            }, "dynCall");
            var stackSave = /* @__PURE__ */ __name(() => _emscripten_stack_get_current(), "stackSave");
            var stackRestore = /* @__PURE__ */ __name((val) => __emscripten_stack_restore(val), "stackRestore");
            var createInvokeFunction = /* @__PURE__ */ __name((sig) => (ptr, ...args2) => {
              var sp = stackSave();
              try {
                return dynCall(sig, ptr, args2);
              } catch (e) {
                stackRestore(sp);
                if (e !== e + 0) throw e;
                _setThrew(1, 0);
                if (sig[0] == "j") return 0n;
              }
            }, "createInvokeFunction");
            var resolveGlobalSymbol = /* @__PURE__ */ __name((symName, direct = false) => {
              var sym;
              if (isSymbolDefined(symName)) {
                sym = wasmImports[symName];
              } else if (symName.startsWith("invoke_")) {
                sym = wasmImports[symName] = createInvokeFunction(symName.split("_")[1]);
              }
              return {
                sym,
                name: symName
              };
            }, "resolveGlobalSymbol");
            var onPostCtors = [];
            var addOnPostCtor = /* @__PURE__ */ __name((cb) => onPostCtors.push(cb), "addOnPostCtor");
            var UTF8ToString = /* @__PURE__ */ __name((ptr, maxBytesToRead, ignoreNul) => ptr ? UTF8ArrayToString(HEAPU8, ptr, maxBytesToRead, ignoreNul) : "", "UTF8ToString");
            var loadWebAssemblyModule = /* @__PURE__ */ __name((binary, flags, libName, localScope, handle) => {
              var metadata = getDylinkMetadata(binary);
              function loadModule() {
                var memAlign = Math.pow(2, metadata.memoryAlign);
                var memoryBase = metadata.memorySize ? alignMemory(getMemory(metadata.memorySize + memAlign), memAlign) : 0;
                var tableBase = metadata.tableSize ? wasmTable.length : 0;
                if (handle) {
                  HEAP8[handle + 8] = 1;
                  LE_HEAP_STORE_U32((handle + 12 >> 2) * 4, memoryBase);
                  LE_HEAP_STORE_I32((handle + 16 >> 2) * 4, metadata.memorySize);
                  LE_HEAP_STORE_U32((handle + 20 >> 2) * 4, tableBase);
                  LE_HEAP_STORE_I32((handle + 24 >> 2) * 4, metadata.tableSize);
                }
                if (metadata.tableSize) {
                  wasmTable.grow(metadata.tableSize);
                }
                var moduleExports;
                function resolveSymbol(sym) {
                  var resolved = resolveGlobalSymbol(sym).sym;
                  if (!resolved && localScope) {
                    resolved = localScope[sym];
                  }
                  if (!resolved) {
                    resolved = moduleExports[sym];
                  }
                  return resolved;
                }
                __name(resolveSymbol, "resolveSymbol");
                var proxyHandler = {
                  get(stubs, prop) {
                    switch (prop) {
                      case "__memory_base":
                        return memoryBase;
                      case "__table_base":
                        return tableBase;
                    }
                    if (prop in wasmImports && !wasmImports[prop].stub) {
                      var res = wasmImports[prop];
                      return res;
                    }
                    if (!(prop in stubs)) {
                      var resolved;
                      stubs[prop] = (...args2) => {
                        resolved ||= resolveSymbol(prop);
                        return resolved(...args2);
                      };
                    }
                    return stubs[prop];
                  }
                };
                var proxy = new Proxy({}, proxyHandler);
                currentModuleWeakSymbols = metadata.weakImports;
                var info = {
                  "GOT.mem": new Proxy({}, GOTHandler),
                  "GOT.func": new Proxy({}, GOTHandler),
                  "env": proxy,
                  "wasi_snapshot_preview1": proxy
                };
                function postInstantiation(module, instance) {
                  updateTableMap(tableBase, metadata.tableSize);
                  moduleExports = relocateExports(instance.exports, memoryBase);
                  if (!flags.allowUndefined) {
                    reportUndefinedSymbols();
                  }
                  function addEmAsm(addr, body) {
                    var args = [];
                    var arity = 0;
                    for (; arity < 16; arity++) {
                      if (body.indexOf("$" + arity) != -1) {
                        args.push("$" + arity);
                      } else {
                        break;
                      }
                    }
                    args = args.join(",");
                    var func = `(${args}) => { ${body} };`;
                    ASM_CONSTS[start] = eval(func);
                  }
                  __name(addEmAsm, "addEmAsm");
                  if ("__start_em_asm" in moduleExports) {
                    var start = moduleExports["__start_em_asm"];
                    var stop = moduleExports["__stop_em_asm"];
                    while (start < stop) {
                      var jsString = UTF8ToString(start);
                      addEmAsm(start, jsString);
                      start = HEAPU8.indexOf(0, start) + 1;
                    }
                  }
                  function addEmJs(name, cSig, body) {
                    var jsArgs = [];
                    cSig = cSig.slice(1, -1);
                    if (cSig != "void") {
                      cSig = cSig.split(",");
                      for (var i in cSig) {
                        var jsArg = cSig[i].split(" ").pop();
                        jsArgs.push(jsArg.replace("*", ""));
                      }
                    }
                    var func = `(${jsArgs}) => ${body};`;
                    moduleExports[name] = eval(func);
                  }
                  __name(addEmJs, "addEmJs");
                  for (var name in moduleExports) {
                    if (name.startsWith("__em_js__")) {
                      var start = moduleExports[name];
                      var jsString = UTF8ToString(start);
                      var parts = jsString.split("<::>");
                      addEmJs(name.replace("__em_js__", ""), parts[0], parts[1]);
                      delete moduleExports[name];
                    }
                  }
                  var applyRelocs = moduleExports["__wasm_apply_data_relocs"];
                  if (applyRelocs) {
                    if (runtimeInitialized) {
                      applyRelocs();
                    } else {
                      __RELOC_FUNCS__.push(applyRelocs);
                    }
                  }
                  var init = moduleExports["__wasm_call_ctors"];
                  if (init) {
                    if (runtimeInitialized) {
                      init();
                    } else {
                      addOnPostCtor(init);
                    }
                  }
                  return moduleExports;
                }
                __name(postInstantiation, "postInstantiation");
                if (flags.loadAsync) {
                  return (async () => {
                    var instance2;
                    if (binary instanceof WebAssembly.Module) {
                      instance2 = new WebAssembly.Instance(binary, info);
                    } else {
                      ({ module: binary, instance: instance2 } = await WebAssembly.instantiate(binary, info));
                    }
                    return postInstantiation(binary, instance2);
                  })();
                }
                var module = binary instanceof WebAssembly.Module ? binary : new WebAssembly.Module(binary);
                var instance = new WebAssembly.Instance(module, info);
                return postInstantiation(module, instance);
              }
              __name(loadModule, "loadModule");
              flags = {
                ...flags,
                rpath: {
                  parentLibPath: libName,
                  paths: metadata.runtimePaths
                }
              };
              if (flags.loadAsync) {
                return metadata.neededDynlibs.reduce((chain, dynNeeded) => chain.then(() => loadDynamicLibrary(dynNeeded, flags, localScope)), Promise.resolve()).then(loadModule);
              }
              metadata.neededDynlibs.forEach((needed) => loadDynamicLibrary(needed, flags, localScope));
              return loadModule();
            }, "loadWebAssemblyModule");
            var mergeLibSymbols = /* @__PURE__ */ __name((exports2, libName2) => {
              for (var [sym, exp] of Object.entries(exports2)) {
                const setImport = /* @__PURE__ */ __name((target) => {
                  if (!isSymbolDefined(target)) {
                    wasmImports[target] = exp;
                  }
                }, "setImport");
                setImport(sym);
                const main_alias = "__main_argc_argv";
                if (sym == "main") {
                  setImport(main_alias);
                }
                if (sym == main_alias) {
                  setImport("main");
                }
              }
            }, "mergeLibSymbols");
            var asyncLoad = /* @__PURE__ */ __name(async (url) => {
              var arrayBuffer = await readAsync(url);
              return new Uint8Array(arrayBuffer);
            }, "asyncLoad");
            function loadDynamicLibrary(libName2, flags2 = {
              global: true,
              nodelete: true
            }, localScope2, handle2) {
              var dso = LDSO.loadedLibsByName[libName2];
              if (dso) {
                if (!flags2.global) {
                  if (localScope2) {
                    Object.assign(localScope2, dso.exports);
                  }
                } else if (!dso.global) {
                  dso.global = true;
                  mergeLibSymbols(dso.exports, libName2);
                }
                if (flags2.nodelete && dso.refcount !== Infinity) {
                  dso.refcount = Infinity;
                }
                dso.refcount++;
                if (handle2) {
                  LDSO.loadedLibsByHandle[handle2] = dso;
                }
                return flags2.loadAsync ? Promise.resolve(true) : true;
              }
              dso = newDSO(libName2, handle2, "loading");
              dso.refcount = flags2.nodelete ? Infinity : 1;
              dso.global = flags2.global;
              function loadLibData() {
                if (handle2) {
                  var data = LE_HEAP_LOAD_U32((handle2 + 28 >> 2) * 4);
                  var dataSize = LE_HEAP_LOAD_U32((handle2 + 32 >> 2) * 4);
                  if (data && dataSize) {
                    var libData = HEAP8.slice(data, data + dataSize);
                    return flags2.loadAsync ? Promise.resolve(libData) : libData;
                  }
                }
                var libFile = locateFile(libName2);
                if (flags2.loadAsync) {
                  return asyncLoad(libFile);
                }
                if (!readBinary) {
                  throw new Error(`${libFile}: file not found, and synchronous loading of external files is not available`);
                }
                return readBinary(libFile);
              }
              __name(loadLibData, "loadLibData");
              function getExports() {
                if (flags2.loadAsync) {
                  return loadLibData().then((libData) => loadWebAssemblyModule(libData, flags2, libName2, localScope2, handle2));
                }
                return loadWebAssemblyModule(loadLibData(), flags2, libName2, localScope2, handle2);
              }
              __name(getExports, "getExports");
              function moduleLoaded(exports2) {
                if (dso.global) {
                  mergeLibSymbols(exports2, libName2);
                } else if (localScope2) {
                  Object.assign(localScope2, exports2);
                }
                dso.exports = exports2;
              }
              __name(moduleLoaded, "moduleLoaded");
              if (flags2.loadAsync) {
                return getExports().then((exports2) => {
                  moduleLoaded(exports2);
                  return true;
                });
              }
              moduleLoaded(getExports());
              return true;
            }
            __name(loadDynamicLibrary, "loadDynamicLibrary");
            var reportUndefinedSymbols = /* @__PURE__ */ __name(() => {
              for (var [symName, entry] of Object.entries(GOT)) {
                if (entry.value == 0) {
                  var value = resolveGlobalSymbol(symName, true).sym;
                  if (!value && !entry.required) {
                    continue;
                  }
                  if (typeof value == "function") {
                    entry.value = addFunction(value, value.sig);
                  } else if (typeof value == "number") {
                    entry.value = value;
                  } else {
                    throw new Error(`bad export type for '${symName}': ${typeof value}`);
                  }
                }
              }
            }, "reportUndefinedSymbols");
            var runDependencies = 0;
            var dependenciesFulfilled = null;
            var removeRunDependency = /* @__PURE__ */ __name((id) => {
              runDependencies--;
              Module["monitorRunDependencies"]?.(runDependencies);
              if (runDependencies == 0) {
                if (dependenciesFulfilled) {
                  var callback = dependenciesFulfilled;
                  dependenciesFulfilled = null;
                  callback();
                }
              }
            }, "removeRunDependency");
            var addRunDependency = /* @__PURE__ */ __name((id) => {
              runDependencies++;
              Module["monitorRunDependencies"]?.(runDependencies);
            }, "addRunDependency");
            var loadDylibs = /* @__PURE__ */ __name(async () => {
              if (!dynamicLibraries.length) {
                reportUndefinedSymbols();
                return;
              }
              addRunDependency("loadDylibs");
              for (var lib of dynamicLibraries) {
                await loadDynamicLibrary(lib, {
                  loadAsync: true,
                  global: true,
                  nodelete: true,
                  allowUndefined: true
                });
              }
              reportUndefinedSymbols();
              removeRunDependency("loadDylibs");
            }, "loadDylibs");
            var noExitRuntime = true;
            function setValue(ptr, value, type = "i8") {
              if (type.endsWith("*")) type = "*";
              switch (type) {
                case "i1":
                  HEAP8[ptr] = value;
                  break;
                case "i8":
                  HEAP8[ptr] = value;
                  break;
                case "i16":
                  LE_HEAP_STORE_I16((ptr >> 1) * 2, value);
                  break;
                case "i32":
                  LE_HEAP_STORE_I32((ptr >> 2) * 4, value);
                  break;
                case "i64":
                  LE_HEAP_STORE_I64((ptr >> 3) * 8, BigInt(value));
                  break;
                case "float":
                  LE_HEAP_STORE_F32((ptr >> 2) * 4, value);
                  break;
                case "double":
                  LE_HEAP_STORE_F64((ptr >> 3) * 8, value);
                  break;
                case "*":
                  LE_HEAP_STORE_U32((ptr >> 2) * 4, value);
                  break;
                default:
                  abort(`invalid type for setValue: ${type}`);
              }
            }
            __name(setValue, "setValue");
            var ___memory_base = new WebAssembly.Global({
              "value": "i32",
              "mutable": false
            }, 1024);
            var ___stack_high = 82240;
            var ___stack_low = 16704;
            var ___stack_pointer = new WebAssembly.Global({
              "value": "i32",
              "mutable": true
            }, 82240);
            var ___table_base = new WebAssembly.Global({
              "value": "i32",
              "mutable": false
            }, 1);
            var __abort_js = /* @__PURE__ */ __name(() => abort(""), "__abort_js");
            __abort_js.sig = "v";
            var getHeapMax = /* @__PURE__ */ __name(() => (
              // Stay one Wasm page short of 4GB: while e.g. Chrome is able to allocate
              // full 4GB Wasm memories, the size will wrap back to 0 bytes in Wasm side
              // for any code that deals with heap sizes, which would require special
              // casing all heap size related code to treat 0 specially.
              2147483648
            ), "getHeapMax");
            var growMemory = /* @__PURE__ */ __name((size) => {
              var oldHeapSize = wasmMemory.buffer.byteLength;
              var pages = (size - oldHeapSize + 65535) / 65536 | 0;
              try {
                wasmMemory.grow(pages);
                updateMemoryViews();
                return 1;
              } catch (e) {
              }
            }, "growMemory");
            var _emscripten_resize_heap = /* @__PURE__ */ __name((requestedSize) => {
              var oldSize = HEAPU8.length;
              requestedSize >>>= 0;
              var maxHeapSize = getHeapMax();
              if (requestedSize > maxHeapSize) {
                return false;
              }
              for (var cutDown = 1; cutDown <= 4; cutDown *= 2) {
                var overGrownHeapSize = oldSize * (1 + 0.2 / cutDown);
                overGrownHeapSize = Math.min(overGrownHeapSize, requestedSize + 100663296);
                var newSize = Math.min(maxHeapSize, alignMemory(Math.max(requestedSize, overGrownHeapSize), 65536));
                var replacement = growMemory(newSize);
                if (replacement) {
                  return true;
                }
              }
              return false;
            }, "_emscripten_resize_heap");
            _emscripten_resize_heap.sig = "ip";
            var _fd_close = /* @__PURE__ */ __name((fd) => 52, "_fd_close");
            _fd_close.sig = "ii";
            var INT53_MAX = 9007199254740992;
            var INT53_MIN = -9007199254740992;
            var bigintToI53Checked = /* @__PURE__ */ __name((num) => num < INT53_MIN || num > INT53_MAX ? NaN : Number(num), "bigintToI53Checked");
            function _fd_seek(fd, offset, whence, newOffset) {
              offset = bigintToI53Checked(offset);
              return 70;
            }
            __name(_fd_seek, "_fd_seek");
            _fd_seek.sig = "iijip";
            var printCharBuffers = [null, [], []];
            var printChar = /* @__PURE__ */ __name((stream, curr) => {
              var buffer = printCharBuffers[stream];
              if (curr === 0 || curr === 10) {
                (stream === 1 ? out : err)(UTF8ArrayToString(buffer));
                buffer.length = 0;
              } else {
                buffer.push(curr);
              }
            }, "printChar");
            var _fd_write = /* @__PURE__ */ __name((fd, iov, iovcnt, pnum) => {
              var num = 0;
              for (var i2 = 0; i2 < iovcnt; i2++) {
                var ptr = LE_HEAP_LOAD_U32((iov >> 2) * 4);
                var len = LE_HEAP_LOAD_U32((iov + 4 >> 2) * 4);
                iov += 8;
                for (var j = 0; j < len; j++) {
                  printChar(fd, HEAPU8[ptr + j]);
                }
                num += len;
              }
              LE_HEAP_STORE_U32((pnum >> 2) * 4, num);
              return 0;
            }, "_fd_write");
            _fd_write.sig = "iippp";
            function _tree_sitter_log_callback(isLexMessage, messageAddress) {
              if (Module.currentLogCallback) {
                const message = UTF8ToString(messageAddress);
                Module.currentLogCallback(message, isLexMessage !== 0);
              }
            }
            __name(_tree_sitter_log_callback, "_tree_sitter_log_callback");
            function _tree_sitter_parse_callback(inputBufferAddress, index, row, column, lengthAddress) {
              const INPUT_BUFFER_SIZE = 10 * 1024;
              const string = Module.currentParseCallback(index, {
                row,
                column
              });
              if (typeof string === "string") {
                setValue(lengthAddress, string.length, "i32");
                stringToUTF16(string, inputBufferAddress, INPUT_BUFFER_SIZE);
              } else {
                setValue(lengthAddress, 0, "i32");
              }
            }
            __name(_tree_sitter_parse_callback, "_tree_sitter_parse_callback");
            function _tree_sitter_progress_callback(currentOffset, hasError) {
              if (Module.currentProgressCallback) {
                return Module.currentProgressCallback({
                  currentOffset,
                  hasError
                });
              }
              return false;
            }
            __name(_tree_sitter_progress_callback, "_tree_sitter_progress_callback");
            function _tree_sitter_query_progress_callback(currentOffset) {
              if (Module.currentQueryProgressCallback) {
                return Module.currentQueryProgressCallback({
                  currentOffset
                });
              }
              return false;
            }
            __name(_tree_sitter_query_progress_callback, "_tree_sitter_query_progress_callback");
            var runtimeKeepaliveCounter = 0;
            var keepRuntimeAlive = /* @__PURE__ */ __name(() => noExitRuntime || runtimeKeepaliveCounter > 0, "keepRuntimeAlive");
            var _proc_exit = /* @__PURE__ */ __name((code) => {
              EXITSTATUS = code;
              if (!keepRuntimeAlive()) {
                Module["onExit"]?.(code);
                ABORT = true;
              }
              quit_(code, new ExitStatus(code));
            }, "_proc_exit");
            _proc_exit.sig = "vi";
            var exitJS = /* @__PURE__ */ __name((status, implicit) => {
              EXITSTATUS = status;
              _proc_exit(status);
            }, "exitJS");
            var handleException = /* @__PURE__ */ __name((e) => {
              if (e instanceof ExitStatus || e == "unwind") {
                return EXITSTATUS;
              }
              quit_(1, e);
            }, "handleException");
            var lengthBytesUTF8 = /* @__PURE__ */ __name((str) => {
              var len = 0;
              for (var i2 = 0; i2 < str.length; ++i2) {
                var c = str.charCodeAt(i2);
                if (c <= 127) {
                  len++;
                } else if (c <= 2047) {
                  len += 2;
                } else if (c >= 55296 && c <= 57343) {
                  len += 4;
                  ++i2;
                } else {
                  len += 3;
                }
              }
              return len;
            }, "lengthBytesUTF8");
            var stringToUTF8Array = /* @__PURE__ */ __name((str, heap, outIdx, maxBytesToWrite) => {
              if (!(maxBytesToWrite > 0)) return 0;
              var startIdx = outIdx;
              var endIdx = outIdx + maxBytesToWrite - 1;
              for (var i2 = 0; i2 < str.length; ++i2) {
                var u = str.codePointAt(i2);
                if (u <= 127) {
                  if (outIdx >= endIdx) break;
                  heap[outIdx++] = u;
                } else if (u <= 2047) {
                  if (outIdx + 1 >= endIdx) break;
                  heap[outIdx++] = 192 | u >> 6;
                  heap[outIdx++] = 128 | u & 63;
                } else if (u <= 65535) {
                  if (outIdx + 2 >= endIdx) break;
                  heap[outIdx++] = 224 | u >> 12;
                  heap[outIdx++] = 128 | u >> 6 & 63;
                  heap[outIdx++] = 128 | u & 63;
                } else {
                  if (outIdx + 3 >= endIdx) break;
                  heap[outIdx++] = 240 | u >> 18;
                  heap[outIdx++] = 128 | u >> 12 & 63;
                  heap[outIdx++] = 128 | u >> 6 & 63;
                  heap[outIdx++] = 128 | u & 63;
                  i2++;
                }
              }
              heap[outIdx] = 0;
              return outIdx - startIdx;
            }, "stringToUTF8Array");
            var stringToUTF8 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => stringToUTF8Array(str, HEAPU8, outPtr, maxBytesToWrite), "stringToUTF8");
            var stackAlloc = /* @__PURE__ */ __name((sz) => __emscripten_stack_alloc(sz), "stackAlloc");
            var stringToUTF8OnStack = /* @__PURE__ */ __name((str) => {
              var size = lengthBytesUTF8(str) + 1;
              var ret = stackAlloc(size);
              stringToUTF8(str, ret, size);
              return ret;
            }, "stringToUTF8OnStack");
            var AsciiToString = /* @__PURE__ */ __name((ptr) => {
              var str = "";
              while (1) {
                var ch = HEAPU8[ptr++];
                if (!ch) return str;
                str += String.fromCharCode(ch);
              }
            }, "AsciiToString");
            var stringToUTF16 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => {
              maxBytesToWrite ??= 2147483647;
              if (maxBytesToWrite < 2) return 0;
              maxBytesToWrite -= 2;
              var startPtr = outPtr;
              var numCharsToWrite = maxBytesToWrite < str.length * 2 ? maxBytesToWrite / 2 : str.length;
              for (var i2 = 0; i2 < numCharsToWrite; ++i2) {
                var codeUnit = str.charCodeAt(i2);
                LE_HEAP_STORE_I16((outPtr >> 1) * 2, codeUnit);
                outPtr += 2;
              }
              LE_HEAP_STORE_I16((outPtr >> 1) * 2, 0);
              return outPtr - startPtr;
            }, "stringToUTF16");
            LE_ATOMICS_NATIVE_BYTE_ORDER = new Int8Array(new Int16Array([1]).buffer)[0] === 1 ? [
              /* little endian */
              ((x) => x),
              ((x) => x),
              void 0,
              ((x) => x)
            ] : [
              /* big endian */
              ((x) => x),
              ((x) => ((x & 65280) << 8 | (x & 255) << 24) >> 16),
              void 0,
              ((x) => x >> 24 & 255 | x >> 8 & 65280 | (x & 65280) << 8 | (x & 255) << 24)
            ];
            function LE_HEAP_UPDATE() {
              HEAPU16.unsigned = ((x) => x & 65535);
              HEAPU32.unsigned = ((x) => x >>> 0);
            }
            __name(LE_HEAP_UPDATE, "LE_HEAP_UPDATE");
            {
              initMemory();
              if (Module["noExitRuntime"]) noExitRuntime = Module["noExitRuntime"];
              if (Module["print"]) out = Module["print"];
              if (Module["printErr"]) err = Module["printErr"];
              if (Module["dynamicLibraries"]) dynamicLibraries = Module["dynamicLibraries"];
              if (Module["wasmBinary"]) wasmBinary = Module["wasmBinary"];
              if (Module["arguments"]) arguments_ = Module["arguments"];
              if (Module["thisProgram"]) thisProgram = Module["thisProgram"];
              if (Module["preInit"]) {
                if (typeof Module["preInit"] == "function") Module["preInit"] = [Module["preInit"]];
                while (Module["preInit"].length > 0) {
                  Module["preInit"].shift()();
                }
              }
            }
            Module["setValue"] = setValue;
            Module["getValue"] = getValue;
            Module["UTF8ToString"] = UTF8ToString;
            Module["stringToUTF8"] = stringToUTF8;
            Module["lengthBytesUTF8"] = lengthBytesUTF8;
            Module["AsciiToString"] = AsciiToString;
            Module["stringToUTF16"] = stringToUTF16;
            Module["loadWebAssemblyModule"] = loadWebAssemblyModule;
            Module["LE_HEAP_STORE_I64"] = LE_HEAP_STORE_I64;
            var ASM_CONSTS = {};
            var _malloc, _calloc, _realloc, _free, _ts_range_edit, _memcmp, _ts_language_symbol_count, _ts_language_state_count, _ts_language_abi_version, _ts_language_name, _ts_language_field_count, _ts_language_next_state, _ts_language_symbol_name, _ts_language_symbol_for_name, _strncmp, _ts_language_symbol_type, _ts_language_field_name_for_id, _ts_lookahead_iterator_new, _ts_lookahead_iterator_delete, _ts_lookahead_iterator_reset_state, _ts_lookahead_iterator_reset, _ts_lookahead_iterator_next, _ts_lookahead_iterator_current_symbol, _ts_point_edit, _ts_parser_delete, _ts_parser_reset, _ts_parser_set_language, _ts_parser_set_included_ranges, _ts_query_new, _ts_query_delete, _iswspace, _iswalnum, _ts_query_copy, _ts_query_pattern_count, _ts_query_capture_count, _ts_query_string_count, _ts_query_capture_name_for_id, _ts_query_capture_quantifier_for_id, _ts_query_string_value_for_id, _ts_query_predicates_for_pattern, _ts_query_start_byte_for_pattern, _ts_query_end_byte_for_pattern, _ts_query_is_pattern_rooted, _ts_query_is_pattern_non_local, _ts_query_is_pattern_guaranteed_at_step, _ts_query_disable_capture, _ts_query_disable_pattern, _ts_tree_copy, _ts_tree_delete, _ts_init, _ts_parser_new_wasm, _ts_parser_enable_logger_wasm, _ts_parser_parse_wasm, _ts_parser_included_ranges_wasm, _ts_language_type_is_named_wasm, _ts_language_type_is_visible_wasm, _ts_language_metadata_wasm, _ts_language_supertypes_wasm, _ts_language_subtypes_wasm, _ts_tree_root_node_wasm, _ts_tree_root_node_with_offset_wasm, _ts_tree_edit_wasm, _ts_tree_included_ranges_wasm, _ts_tree_get_changed_ranges_wasm, _ts_tree_cursor_new_wasm, _ts_tree_cursor_copy_wasm, _ts_tree_cursor_delete_wasm, _ts_tree_cursor_reset_wasm, _ts_tree_cursor_reset_to_wasm, _ts_tree_cursor_goto_first_child_wasm, _ts_tree_cursor_goto_last_child_wasm, _ts_tree_cursor_goto_first_child_for_index_wasm, _ts_tree_cursor_goto_first_child_for_position_wasm, _ts_tree_cursor_goto_next_sibling_wasm, _ts_tree_cursor_goto_previous_sibling_wasm, _ts_tree_cursor_goto_descendant_wasm, _ts_tree_cursor_goto_parent_wasm, _ts_tree_cursor_current_node_type_id_wasm, _ts_tree_cursor_current_node_state_id_wasm, _ts_tree_cursor_current_node_is_named_wasm, _ts_tree_cursor_current_node_is_missing_wasm, _ts_tree_cursor_current_node_id_wasm, _ts_tree_cursor_start_position_wasm, _ts_tree_cursor_end_position_wasm, _ts_tree_cursor_start_index_wasm, _ts_tree_cursor_end_index_wasm, _ts_tree_cursor_current_field_id_wasm, _ts_tree_cursor_current_depth_wasm, _ts_tree_cursor_current_descendant_index_wasm, _ts_tree_cursor_current_node_wasm, _ts_node_symbol_wasm, _ts_node_field_name_for_child_wasm, _ts_node_field_name_for_named_child_wasm, _ts_node_children_by_field_id_wasm, _ts_node_first_child_for_byte_wasm, _ts_node_first_named_child_for_byte_wasm, _ts_node_grammar_symbol_wasm, _ts_node_child_count_wasm, _ts_node_named_child_count_wasm, _ts_node_child_wasm, _ts_node_named_child_wasm, _ts_node_child_by_field_id_wasm, _ts_node_next_sibling_wasm, _ts_node_prev_sibling_wasm, _ts_node_next_named_sibling_wasm, _ts_node_prev_named_sibling_wasm, _ts_node_descendant_count_wasm, _ts_node_parent_wasm, _ts_node_child_with_descendant_wasm, _ts_node_descendant_for_index_wasm, _ts_node_named_descendant_for_index_wasm, _ts_node_descendant_for_position_wasm, _ts_node_named_descendant_for_position_wasm, _ts_node_start_point_wasm, _ts_node_end_point_wasm, _ts_node_start_index_wasm, _ts_node_end_index_wasm, _ts_node_to_string_wasm, _ts_node_children_wasm, _ts_node_named_children_wasm, _ts_node_descendants_of_type_wasm, _ts_node_is_named_wasm, _ts_node_has_changes_wasm, _ts_node_has_error_wasm, _ts_node_is_error_wasm, _ts_node_is_missing_wasm, _ts_node_is_extra_wasm, _ts_node_parse_state_wasm, _ts_node_next_parse_state_wasm, _ts_query_matches_wasm, _ts_query_captures_wasm, _memset, _memcpy, _memmove, _iswalpha, _iswblank, _iswdigit, _iswlower, _iswpunct, _iswupper, _iswxdigit, _memchr, _strlen, _strcmp, _strncat, _strncpy, _towlower, _towupper, _setThrew, __emscripten_stack_restore, __emscripten_stack_alloc, _emscripten_stack_get_current, ___wasm_apply_data_relocs;
            function assignWasmExports(wasmExports2) {
              Module["_malloc"] = _malloc = wasmExports2["malloc"];
              Module["_calloc"] = _calloc = wasmExports2["calloc"];
              Module["_realloc"] = _realloc = wasmExports2["realloc"];
              Module["_free"] = _free = wasmExports2["free"];
              Module["_ts_range_edit"] = _ts_range_edit = wasmExports2["ts_range_edit"];
              Module["_memcmp"] = _memcmp = wasmExports2["memcmp"];
              Module["_ts_language_symbol_count"] = _ts_language_symbol_count = wasmExports2["ts_language_symbol_count"];
              Module["_ts_language_state_count"] = _ts_language_state_count = wasmExports2["ts_language_state_count"];
              Module["_ts_language_abi_version"] = _ts_language_abi_version = wasmExports2["ts_language_abi_version"];
              Module["_ts_language_name"] = _ts_language_name = wasmExports2["ts_language_name"];
              Module["_ts_language_field_count"] = _ts_language_field_count = wasmExports2["ts_language_field_count"];
              Module["_ts_language_next_state"] = _ts_language_next_state = wasmExports2["ts_language_next_state"];
              Module["_ts_language_symbol_name"] = _ts_language_symbol_name = wasmExports2["ts_language_symbol_name"];
              Module["_ts_language_symbol_for_name"] = _ts_language_symbol_for_name = wasmExports2["ts_language_symbol_for_name"];
              Module["_strncmp"] = _strncmp = wasmExports2["strncmp"];
              Module["_ts_language_symbol_type"] = _ts_language_symbol_type = wasmExports2["ts_language_symbol_type"];
              Module["_ts_language_field_name_for_id"] = _ts_language_field_name_for_id = wasmExports2["ts_language_field_name_for_id"];
              Module["_ts_lookahead_iterator_new"] = _ts_lookahead_iterator_new = wasmExports2["ts_lookahead_iterator_new"];
              Module["_ts_lookahead_iterator_delete"] = _ts_lookahead_iterator_delete = wasmExports2["ts_lookahead_iterator_delete"];
              Module["_ts_lookahead_iterator_reset_state"] = _ts_lookahead_iterator_reset_state = wasmExports2["ts_lookahead_iterator_reset_state"];
              Module["_ts_lookahead_iterator_reset"] = _ts_lookahead_iterator_reset = wasmExports2["ts_lookahead_iterator_reset"];
              Module["_ts_lookahead_iterator_next"] = _ts_lookahead_iterator_next = wasmExports2["ts_lookahead_iterator_next"];
              Module["_ts_lookahead_iterator_current_symbol"] = _ts_lookahead_iterator_current_symbol = wasmExports2["ts_lookahead_iterator_current_symbol"];
              Module["_ts_point_edit"] = _ts_point_edit = wasmExports2["ts_point_edit"];
              Module["_ts_parser_delete"] = _ts_parser_delete = wasmExports2["ts_parser_delete"];
              Module["_ts_parser_reset"] = _ts_parser_reset = wasmExports2["ts_parser_reset"];
              Module["_ts_parser_set_language"] = _ts_parser_set_language = wasmExports2["ts_parser_set_language"];
              Module["_ts_parser_set_included_ranges"] = _ts_parser_set_included_ranges = wasmExports2["ts_parser_set_included_ranges"];
              Module["_ts_query_new"] = _ts_query_new = wasmExports2["ts_query_new"];
              Module["_ts_query_delete"] = _ts_query_delete = wasmExports2["ts_query_delete"];
              Module["_iswspace"] = _iswspace = wasmExports2["iswspace"];
              Module["_iswalnum"] = _iswalnum = wasmExports2["iswalnum"];
              Module["_ts_query_copy"] = _ts_query_copy = wasmExports2["ts_query_copy"];
              Module["_ts_query_pattern_count"] = _ts_query_pattern_count = wasmExports2["ts_query_pattern_count"];
              Module["_ts_query_capture_count"] = _ts_query_capture_count = wasmExports2["ts_query_capture_count"];
              Module["_ts_query_string_count"] = _ts_query_string_count = wasmExports2["ts_query_string_count"];
              Module["_ts_query_capture_name_for_id"] = _ts_query_capture_name_for_id = wasmExports2["ts_query_capture_name_for_id"];
              Module["_ts_query_capture_quantifier_for_id"] = _ts_query_capture_quantifier_for_id = wasmExports2["ts_query_capture_quantifier_for_id"];
              Module["_ts_query_string_value_for_id"] = _ts_query_string_value_for_id = wasmExports2["ts_query_string_value_for_id"];
              Module["_ts_query_predicates_for_pattern"] = _ts_query_predicates_for_pattern = wasmExports2["ts_query_predicates_for_pattern"];
              Module["_ts_query_start_byte_for_pattern"] = _ts_query_start_byte_for_pattern = wasmExports2["ts_query_start_byte_for_pattern"];
              Module["_ts_query_end_byte_for_pattern"] = _ts_query_end_byte_for_pattern = wasmExports2["ts_query_end_byte_for_pattern"];
              Module["_ts_query_is_pattern_rooted"] = _ts_query_is_pattern_rooted = wasmExports2["ts_query_is_pattern_rooted"];
              Module["_ts_query_is_pattern_non_local"] = _ts_query_is_pattern_non_local = wasmExports2["ts_query_is_pattern_non_local"];
              Module["_ts_query_is_pattern_guaranteed_at_step"] = _ts_query_is_pattern_guaranteed_at_step = wasmExports2["ts_query_is_pattern_guaranteed_at_step"];
              Module["_ts_query_disable_capture"] = _ts_query_disable_capture = wasmExports2["ts_query_disable_capture"];
              Module["_ts_query_disable_pattern"] = _ts_query_disable_pattern = wasmExports2["ts_query_disable_pattern"];
              Module["_ts_tree_copy"] = _ts_tree_copy = wasmExports2["ts_tree_copy"];
              Module["_ts_tree_delete"] = _ts_tree_delete = wasmExports2["ts_tree_delete"];
              Module["_ts_init"] = _ts_init = wasmExports2["ts_init"];
              Module["_ts_parser_new_wasm"] = _ts_parser_new_wasm = wasmExports2["ts_parser_new_wasm"];
              Module["_ts_parser_enable_logger_wasm"] = _ts_parser_enable_logger_wasm = wasmExports2["ts_parser_enable_logger_wasm"];
              Module["_ts_parser_parse_wasm"] = _ts_parser_parse_wasm = wasmExports2["ts_parser_parse_wasm"];
              Module["_ts_parser_included_ranges_wasm"] = _ts_parser_included_ranges_wasm = wasmExports2["ts_parser_included_ranges_wasm"];
              Module["_ts_language_type_is_named_wasm"] = _ts_language_type_is_named_wasm = wasmExports2["ts_language_type_is_named_wasm"];
              Module["_ts_language_type_is_visible_wasm"] = _ts_language_type_is_visible_wasm = wasmExports2["ts_language_type_is_visible_wasm"];
              Module["_ts_language_metadata_wasm"] = _ts_language_metadata_wasm = wasmExports2["ts_language_metadata_wasm"];
              Module["_ts_language_supertypes_wasm"] = _ts_language_supertypes_wasm = wasmExports2["ts_language_supertypes_wasm"];
              Module["_ts_language_subtypes_wasm"] = _ts_language_subtypes_wasm = wasmExports2["ts_language_subtypes_wasm"];
              Module["_ts_tree_root_node_wasm"] = _ts_tree_root_node_wasm = wasmExports2["ts_tree_root_node_wasm"];
              Module["_ts_tree_root_node_with_offset_wasm"] = _ts_tree_root_node_with_offset_wasm = wasmExports2["ts_tree_root_node_with_offset_wasm"];
              Module["_ts_tree_edit_wasm"] = _ts_tree_edit_wasm = wasmExports2["ts_tree_edit_wasm"];
              Module["_ts_tree_included_ranges_wasm"] = _ts_tree_included_ranges_wasm = wasmExports2["ts_tree_included_ranges_wasm"];
              Module["_ts_tree_get_changed_ranges_wasm"] = _ts_tree_get_changed_ranges_wasm = wasmExports2["ts_tree_get_changed_ranges_wasm"];
              Module["_ts_tree_cursor_new_wasm"] = _ts_tree_cursor_new_wasm = wasmExports2["ts_tree_cursor_new_wasm"];
              Module["_ts_tree_cursor_copy_wasm"] = _ts_tree_cursor_copy_wasm = wasmExports2["ts_tree_cursor_copy_wasm"];
              Module["_ts_tree_cursor_delete_wasm"] = _ts_tree_cursor_delete_wasm = wasmExports2["ts_tree_cursor_delete_wasm"];
              Module["_ts_tree_cursor_reset_wasm"] = _ts_tree_cursor_reset_wasm = wasmExports2["ts_tree_cursor_reset_wasm"];
              Module["_ts_tree_cursor_reset_to_wasm"] = _ts_tree_cursor_reset_to_wasm = wasmExports2["ts_tree_cursor_reset_to_wasm"];
              Module["_ts_tree_cursor_goto_first_child_wasm"] = _ts_tree_cursor_goto_first_child_wasm = wasmExports2["ts_tree_cursor_goto_first_child_wasm"];
              Module["_ts_tree_cursor_goto_last_child_wasm"] = _ts_tree_cursor_goto_last_child_wasm = wasmExports2["ts_tree_cursor_goto_last_child_wasm"];
              Module["_ts_tree_cursor_goto_first_child_for_index_wasm"] = _ts_tree_cursor_goto_first_child_for_index_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_index_wasm"];
              Module["_ts_tree_cursor_goto_first_child_for_position_wasm"] = _ts_tree_cursor_goto_first_child_for_position_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_position_wasm"];
              Module["_ts_tree_cursor_goto_next_sibling_wasm"] = _ts_tree_cursor_goto_next_sibling_wasm = wasmExports2["ts_tree_cursor_goto_next_sibling_wasm"];
              Module["_ts_tree_cursor_goto_previous_sibling_wasm"] = _ts_tree_cursor_goto_previous_sibling_wasm = wasmExports2["ts_tree_cursor_goto_previous_sibling_wasm"];
              Module["_ts_tree_cursor_goto_descendant_wasm"] = _ts_tree_cursor_goto_descendant_wasm = wasmExports2["ts_tree_cursor_goto_descendant_wasm"];
              Module["_ts_tree_cursor_goto_parent_wasm"] = _ts_tree_cursor_goto_parent_wasm = wasmExports2["ts_tree_cursor_goto_parent_wasm"];
              Module["_ts_tree_cursor_current_node_type_id_wasm"] = _ts_tree_cursor_current_node_type_id_wasm = wasmExports2["ts_tree_cursor_current_node_type_id_wasm"];
              Module["_ts_tree_cursor_current_node_state_id_wasm"] = _ts_tree_cursor_current_node_state_id_wasm = wasmExports2["ts_tree_cursor_current_node_state_id_wasm"];
              Module["_ts_tree_cursor_current_node_is_named_wasm"] = _ts_tree_cursor_current_node_is_named_wasm = wasmExports2["ts_tree_cursor_current_node_is_named_wasm"];
              Module["_ts_tree_cursor_current_node_is_missing_wasm"] = _ts_tree_cursor_current_node_is_missing_wasm = wasmExports2["ts_tree_cursor_current_node_is_missing_wasm"];
              Module["_ts_tree_cursor_current_node_id_wasm"] = _ts_tree_cursor_current_node_id_wasm = wasmExports2["ts_tree_cursor_current_node_id_wasm"];
              Module["_ts_tree_cursor_start_position_wasm"] = _ts_tree_cursor_start_position_wasm = wasmExports2["ts_tree_cursor_start_position_wasm"];
              Module["_ts_tree_cursor_end_position_wasm"] = _ts_tree_cursor_end_position_wasm = wasmExports2["ts_tree_cursor_end_position_wasm"];
              Module["_ts_tree_cursor_start_index_wasm"] = _ts_tree_cursor_start_index_wasm = wasmExports2["ts_tree_cursor_start_index_wasm"];
              Module["_ts_tree_cursor_end_index_wasm"] = _ts_tree_cursor_end_index_wasm = wasmExports2["ts_tree_cursor_end_index_wasm"];
              Module["_ts_tree_cursor_current_field_id_wasm"] = _ts_tree_cursor_current_field_id_wasm = wasmExports2["ts_tree_cursor_current_field_id_wasm"];
              Module["_ts_tree_cursor_current_depth_wasm"] = _ts_tree_cursor_current_depth_wasm = wasmExports2["ts_tree_cursor_current_depth_wasm"];
              Module["_ts_tree_cursor_current_descendant_index_wasm"] = _ts_tree_cursor_current_descendant_index_wasm = wasmExports2["ts_tree_cursor_current_descendant_index_wasm"];
              Module["_ts_tree_cursor_current_node_wasm"] = _ts_tree_cursor_current_node_wasm = wasmExports2["ts_tree_cursor_current_node_wasm"];
              Module["_ts_node_symbol_wasm"] = _ts_node_symbol_wasm = wasmExports2["ts_node_symbol_wasm"];
              Module["_ts_node_field_name_for_child_wasm"] = _ts_node_field_name_for_child_wasm = wasmExports2["ts_node_field_name_for_child_wasm"];
              Module["_ts_node_field_name_for_named_child_wasm"] = _ts_node_field_name_for_named_child_wasm = wasmExports2["ts_node_field_name_for_named_child_wasm"];
              Module["_ts_node_children_by_field_id_wasm"] = _ts_node_children_by_field_id_wasm = wasmExports2["ts_node_children_by_field_id_wasm"];
              Module["_ts_node_first_child_for_byte_wasm"] = _ts_node_first_child_for_byte_wasm = wasmExports2["ts_node_first_child_for_byte_wasm"];
              Module["_ts_node_first_named_child_for_byte_wasm"] = _ts_node_first_named_child_for_byte_wasm = wasmExports2["ts_node_first_named_child_for_byte_wasm"];
              Module["_ts_node_grammar_symbol_wasm"] = _ts_node_grammar_symbol_wasm = wasmExports2["ts_node_grammar_symbol_wasm"];
              Module["_ts_node_child_count_wasm"] = _ts_node_child_count_wasm = wasmExports2["ts_node_child_count_wasm"];
              Module["_ts_node_named_child_count_wasm"] = _ts_node_named_child_count_wasm = wasmExports2["ts_node_named_child_count_wasm"];
              Module["_ts_node_child_wasm"] = _ts_node_child_wasm = wasmExports2["ts_node_child_wasm"];
              Module["_ts_node_named_child_wasm"] = _ts_node_named_child_wasm = wasmExports2["ts_node_named_child_wasm"];
              Module["_ts_node_child_by_field_id_wasm"] = _ts_node_child_by_field_id_wasm = wasmExports2["ts_node_child_by_field_id_wasm"];
              Module["_ts_node_next_sibling_wasm"] = _ts_node_next_sibling_wasm = wasmExports2["ts_node_next_sibling_wasm"];
              Module["_ts_node_prev_sibling_wasm"] = _ts_node_prev_sibling_wasm = wasmExports2["ts_node_prev_sibling_wasm"];
              Module["_ts_node_next_named_sibling_wasm"] = _ts_node_next_named_sibling_wasm = wasmExports2["ts_node_next_named_sibling_wasm"];
              Module["_ts_node_prev_named_sibling_wasm"] = _ts_node_prev_named_sibling_wasm = wasmExports2["ts_node_prev_named_sibling_wasm"];
              Module["_ts_node_descendant_count_wasm"] = _ts_node_descendant_count_wasm = wasmExports2["ts_node_descendant_count_wasm"];
              Module["_ts_node_parent_wasm"] = _ts_node_parent_wasm = wasmExports2["ts_node_parent_wasm"];
              Module["_ts_node_child_with_descendant_wasm"] = _ts_node_child_with_descendant_wasm = wasmExports2["ts_node_child_with_descendant_wasm"];
              Module["_ts_node_descendant_for_index_wasm"] = _ts_node_descendant_for_index_wasm = wasmExports2["ts_node_descendant_for_index_wasm"];
              Module["_ts_node_named_descendant_for_index_wasm"] = _ts_node_named_descendant_for_index_wasm = wasmExports2["ts_node_named_descendant_for_index_wasm"];
              Module["_ts_node_descendant_for_position_wasm"] = _ts_node_descendant_for_position_wasm = wasmExports2["ts_node_descendant_for_position_wasm"];
              Module["_ts_node_named_descendant_for_position_wasm"] = _ts_node_named_descendant_for_position_wasm = wasmExports2["ts_node_named_descendant_for_position_wasm"];
              Module["_ts_node_start_point_wasm"] = _ts_node_start_point_wasm = wasmExports2["ts_node_start_point_wasm"];
              Module["_ts_node_end_point_wasm"] = _ts_node_end_point_wasm = wasmExports2["ts_node_end_point_wasm"];
              Module["_ts_node_start_index_wasm"] = _ts_node_start_index_wasm = wasmExports2["ts_node_start_index_wasm"];
              Module["_ts_node_end_index_wasm"] = _ts_node_end_index_wasm = wasmExports2["ts_node_end_index_wasm"];
              Module["_ts_node_to_string_wasm"] = _ts_node_to_string_wasm = wasmExports2["ts_node_to_string_wasm"];
              Module["_ts_node_children_wasm"] = _ts_node_children_wasm = wasmExports2["ts_node_children_wasm"];
              Module["_ts_node_named_children_wasm"] = _ts_node_named_children_wasm = wasmExports2["ts_node_named_children_wasm"];
              Module["_ts_node_descendants_of_type_wasm"] = _ts_node_descendants_of_type_wasm = wasmExports2["ts_node_descendants_of_type_wasm"];
              Module["_ts_node_is_named_wasm"] = _ts_node_is_named_wasm = wasmExports2["ts_node_is_named_wasm"];
              Module["_ts_node_has_changes_wasm"] = _ts_node_has_changes_wasm = wasmExports2["ts_node_has_changes_wasm"];
              Module["_ts_node_has_error_wasm"] = _ts_node_has_error_wasm = wasmExports2["ts_node_has_error_wasm"];
              Module["_ts_node_is_error_wasm"] = _ts_node_is_error_wasm = wasmExports2["ts_node_is_error_wasm"];
              Module["_ts_node_is_missing_wasm"] = _ts_node_is_missing_wasm = wasmExports2["ts_node_is_missing_wasm"];
              Module["_ts_node_is_extra_wasm"] = _ts_node_is_extra_wasm = wasmExports2["ts_node_is_extra_wasm"];
              Module["_ts_node_parse_state_wasm"] = _ts_node_parse_state_wasm = wasmExports2["ts_node_parse_state_wasm"];
              Module["_ts_node_next_parse_state_wasm"] = _ts_node_next_parse_state_wasm = wasmExports2["ts_node_next_parse_state_wasm"];
              Module["_ts_query_matches_wasm"] = _ts_query_matches_wasm = wasmExports2["ts_query_matches_wasm"];
              Module["_ts_query_captures_wasm"] = _ts_query_captures_wasm = wasmExports2["ts_query_captures_wasm"];
              Module["_memset"] = _memset = wasmExports2["memset"];
              Module["_memcpy"] = _memcpy = wasmExports2["memcpy"];
              Module["_memmove"] = _memmove = wasmExports2["memmove"];
              Module["_iswalpha"] = _iswalpha = wasmExports2["iswalpha"];
              Module["_iswblank"] = _iswblank = wasmExports2["iswblank"];
              Module["_iswdigit"] = _iswdigit = wasmExports2["iswdigit"];
              Module["_iswlower"] = _iswlower = wasmExports2["iswlower"];
              Module["_iswpunct"] = _iswpunct = wasmExports2["iswpunct"];
              Module["_iswupper"] = _iswupper = wasmExports2["iswupper"];
              Module["_iswxdigit"] = _iswxdigit = wasmExports2["iswxdigit"];
              Module["_memchr"] = _memchr = wasmExports2["memchr"];
              Module["_strlen"] = _strlen = wasmExports2["strlen"];
              Module["_strcmp"] = _strcmp = wasmExports2["strcmp"];
              Module["_strncat"] = _strncat = wasmExports2["strncat"];
              Module["_strncpy"] = _strncpy = wasmExports2["strncpy"];
              Module["_towlower"] = _towlower = wasmExports2["towlower"];
              Module["_towupper"] = _towupper = wasmExports2["towupper"];
              _setThrew = wasmExports2["setThrew"];
              __emscripten_stack_restore = wasmExports2["_emscripten_stack_restore"];
              __emscripten_stack_alloc = wasmExports2["_emscripten_stack_alloc"];
              _emscripten_stack_get_current = wasmExports2["emscripten_stack_get_current"];
              ___wasm_apply_data_relocs = wasmExports2["__wasm_apply_data_relocs"];
            }
            __name(assignWasmExports, "assignWasmExports");
            var wasmImports = {
              /** @export */
              __heap_base: ___heap_base,
              /** @export */
              __indirect_function_table: wasmTable,
              /** @export */
              __memory_base: ___memory_base,
              /** @export */
              __stack_high: ___stack_high,
              /** @export */
              __stack_low: ___stack_low,
              /** @export */
              __stack_pointer: ___stack_pointer,
              /** @export */
              __table_base: ___table_base,
              /** @export */
              _abort_js: __abort_js,
              /** @export */
              emscripten_resize_heap: _emscripten_resize_heap,
              /** @export */
              fd_close: _fd_close,
              /** @export */
              fd_seek: _fd_seek,
              /** @export */
              fd_write: _fd_write,
              /** @export */
              memory: wasmMemory,
              /** @export */
              tree_sitter_log_callback: _tree_sitter_log_callback,
              /** @export */
              tree_sitter_parse_callback: _tree_sitter_parse_callback,
              /** @export */
              tree_sitter_progress_callback: _tree_sitter_progress_callback,
              /** @export */
              tree_sitter_query_progress_callback: _tree_sitter_query_progress_callback
            };
            function callMain(args2 = []) {
              var entryFunction = resolveGlobalSymbol("main").sym;
              if (!entryFunction) return;
              args2.unshift(thisProgram);
              var argc = args2.length;
              var argv = stackAlloc((argc + 1) * 4);
              var argv_ptr = argv;
              args2.forEach((arg) => {
                LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, stringToUTF8OnStack(arg));
                argv_ptr += 4;
              });
              LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, 0);
              try {
                var ret = entryFunction(argc, argv);
                exitJS(
                  ret,
                  /* implicit = */
                  true
                );
                return ret;
              } catch (e) {
                return handleException(e);
              }
            }
            __name(callMain, "callMain");
            function run(args2 = arguments_) {
              if (runDependencies > 0) {
                dependenciesFulfilled = run;
                return;
              }
              preRun();
              if (runDependencies > 0) {
                dependenciesFulfilled = run;
                return;
              }
              function doRun() {
                Module["calledRun"] = true;
                if (ABORT) return;
                initRuntime();
                preMain();
                readyPromiseResolve?.(Module);
                Module["onRuntimeInitialized"]?.();
                var noInitialRun = Module["noInitialRun"] || false;
                if (!noInitialRun) callMain(args2);
                postRun();
              }
              __name(doRun, "doRun");
              if (Module["setStatus"]) {
                Module["setStatus"]("Running...");
                setTimeout(() => {
                  setTimeout(() => Module["setStatus"](""), 1);
                  doRun();
                }, 1);
              } else {
                doRun();
              }
            }
            __name(run, "run");
            var wasmExports;
            wasmExports = await createWasm();
            run();
            if (runtimeInitialized) {
              moduleRtn = Module;
            } else {
              moduleRtn = new Promise((resolve, reject) => {
                readyPromiseResolve = resolve;
                readyPromiseReject = reject;
              });
            }
            return moduleRtn;
          };
        })();
        if (typeof exports === "object" && typeof module === "object") {
          module.exports = Module;
          module.exports.default = Module;
        } else if (typeof define === "function" && define["amd"])
          define([], () => Module);
      }
    });
    var index_exports = {};
    __export(index_exports, {
      CaptureQuantifier: () => CaptureQuantifier,
      Edit: () => Edit,
      LANGUAGE_VERSION: () => LANGUAGE_VERSION,
      Language: () => Language,
      LookaheadIterator: () => LookaheadIterator,
      MIN_COMPATIBLE_VERSION: () => MIN_COMPATIBLE_VERSION,
      Node: () => Node,
      Parser: () => Parser,
      Query: () => Query,
      Tree: () => Tree,
      TreeCursor: () => TreeCursor
    });
    module.exports = __toCommonJS(index_exports);
    var Edit = class {
      static {
        __name(this, "Edit");
      }
      /** The start position of the change. */
      startPosition;
      /** The end position of the change before the edit. */
      oldEndPosition;
      /** The end position of the change after the edit. */
      newEndPosition;
      /** The start index of the change. */
      startIndex;
      /** The end index of the change before the edit. */
      oldEndIndex;
      /** The end index of the change after the edit. */
      newEndIndex;
      constructor({
        startIndex,
        oldEndIndex,
        newEndIndex,
        startPosition,
        oldEndPosition,
        newEndPosition
      }) {
        this.startIndex = startIndex >>> 0;
        this.oldEndIndex = oldEndIndex >>> 0;
        this.newEndIndex = newEndIndex >>> 0;
        this.startPosition = startPosition;
        this.oldEndPosition = oldEndPosition;
        this.newEndPosition = newEndPosition;
      }
      /**
       * Edit a point and index to keep it in-sync with source code that has been edited.
       *
       * This function updates a single point's byte offset and row/column position
       * based on an edit operation. This is useful for editing points without
       * requiring a tree or node instance.
       */
      editPoint(point, index) {
        let newIndex = index;
        const newPoint = { ...point };
        if (index >= this.oldEndIndex) {
          newIndex = this.newEndIndex + (index - this.oldEndIndex);
          const originalRow = point.row;
          newPoint.row = this.newEndPosition.row + (point.row - this.oldEndPosition.row);
          newPoint.column = originalRow === this.oldEndPosition.row ? this.newEndPosition.column + (point.column - this.oldEndPosition.column) : point.column;
        } else if (index > this.startIndex) {
          newIndex = this.newEndIndex;
          newPoint.row = this.newEndPosition.row;
          newPoint.column = this.newEndPosition.column;
        }
        return { point: newPoint, index: newIndex };
      }
      /**
       * Edit a range to keep it in-sync with source code that has been edited.
       *
       * This function updates a range's start and end positions based on an edit
       * operation. This is useful for editing ranges without requiring a tree
       * or node instance.
       */
      editRange(range) {
        const newRange = {
          startIndex: range.startIndex,
          startPosition: { ...range.startPosition },
          endIndex: range.endIndex,
          endPosition: { ...range.endPosition }
        };
        if (range.endIndex >= this.oldEndIndex) {
          if (range.endIndex !== Number.MAX_SAFE_INTEGER) {
            newRange.endIndex = this.newEndIndex + (range.endIndex - this.oldEndIndex);
            newRange.endPosition = {
              row: this.newEndPosition.row + (range.endPosition.row - this.oldEndPosition.row),
              column: range.endPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range.endPosition.column - this.oldEndPosition.column) : range.endPosition.column
            };
            if (newRange.endIndex < this.newEndIndex) {
              newRange.endIndex = Number.MAX_SAFE_INTEGER;
              newRange.endPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
            }
          }
        } else if (range.endIndex > this.startIndex) {
          newRange.endIndex = this.startIndex;
          newRange.endPosition = { ...this.startPosition };
        }
        if (range.startIndex >= this.oldEndIndex) {
          newRange.startIndex = this.newEndIndex + (range.startIndex - this.oldEndIndex);
          newRange.startPosition = {
            row: this.newEndPosition.row + (range.startPosition.row - this.oldEndPosition.row),
            column: range.startPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range.startPosition.column - this.oldEndPosition.column) : range.startPosition.column
          };
          if (newRange.startIndex < this.newEndIndex) {
            newRange.startIndex = Number.MAX_SAFE_INTEGER;
            newRange.startPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
          }
        } else if (range.startIndex > this.startIndex) {
          newRange.startIndex = this.startIndex;
          newRange.startPosition = { ...this.startPosition };
        }
        return newRange;
      }
    };
    var SIZE_OF_SHORT = 2;
    var SIZE_OF_INT = 4;
    var SIZE_OF_CURSOR = 4 * SIZE_OF_INT;
    var SIZE_OF_NODE = 5 * SIZE_OF_INT;
    var SIZE_OF_POINT = 2 * SIZE_OF_INT;
    var SIZE_OF_RANGE = 2 * SIZE_OF_INT + 2 * SIZE_OF_POINT;
    var ZERO_POINT = { row: 0, column: 0 };
    var INTERNAL = /* @__PURE__ */ Symbol("INTERNAL");
    function assertInternal(x) {
      if (x !== INTERNAL) throw new Error("Illegal constructor");
    }
    __name(assertInternal, "assertInternal");
    function isPoint(point) {
      return !!point && typeof point.row === "number" && typeof point.column === "number";
    }
    __name(isPoint, "isPoint");
    function setModule(module2) {
      C = module2;
    }
    __name(setModule, "setModule");
    var C;
    function newFinalizer(handler) {
      try {
        return new FinalizationRegistry(handler);
      } catch (e) {
        console.error("Unsupported FinalizationRegistry:", e);
        return;
      }
    }
    __name(newFinalizer, "newFinalizer");
    var finalizer = newFinalizer((address) => {
      C._ts_lookahead_iterator_delete(address);
    });
    var LookaheadIterator = class {
      static {
        __name(this, "LookaheadIterator");
      }
      /** @internal */
      [0] = 0;
      // Internal handle for Wasm
      /** @internal */
      language;
      /** @internal */
      positioned = false;
      /** @internal */
      constructor(internal, address, language) {
        assertInternal(internal);
        this[0] = address;
        this.language = language;
        finalizer?.register(this, address, this);
      }
      /**
       * Get the current symbol of the lookahead iterator.
       *
       * Returns `null` if the iterator is not positioned on a symbol:
       *
       * - Before the first iteration step
       * - After the iterator is exhausted
       * - After a {@link reset} or {@link resetState} call
       */
      get currentTypeId() {
        return this.positioned ? C._ts_lookahead_iterator_current_symbol(this[0]) : null;
      }
      /**
       * Get the current symbol name of the lookahead iterator.
       *
       * Returns `null` if the iterator is not positioned on a symbol.
       */
      get currentType() {
        const id = this.currentTypeId;
        if (id === null) return null;
        return this.language.types[id] ?? C.UTF8ToString(C._ts_language_symbol_name(this.language[0], id));
      }
      /** Delete the lookahead iterator, freeing its resources. */
      delete() {
        finalizer?.unregister(this);
        C._ts_lookahead_iterator_delete(this[0]);
        this[0] = 0;
      }
      /**
       * Reset the lookahead iterator.
       *
       * This returns `true` if the language was set successfully and `false`
       * otherwise.
       */
      reset(language, stateId) {
        if (C._ts_lookahead_iterator_reset(this[0], language[0], stateId)) {
          this.language = language;
          this.positioned = false;
          return true;
        }
        return false;
      }
      /**
       * Reset the lookahead iterator to another state.
       *
       * This returns `true` if the iterator was reset to the given state and
       * `false` otherwise.
       */
      resetState(stateId) {
        if (!C._ts_lookahead_iterator_reset_state(this[0], stateId)) return false;
        this.positioned = false;
        return true;
      }
      /**
       * Returns an iterator that iterates over the symbols of the lookahead iterator.
       *
       * The iterator will yield the current symbol name as a string for each step
       * until there are no more symbols to iterate over.
       */
      [Symbol.iterator]() {
        return {
          next: /* @__PURE__ */ __name(() => {
            this.positioned = Boolean(C._ts_lookahead_iterator_next(this[0]));
            const value = this.currentType;
            return value === null ? { done: true, value: "" } : { done: false, value };
          }, "next")
        };
      }
    };
    function getText(tree, startIndex, endIndex, startPosition) {
      const length = endIndex - startIndex;
      let result = tree.textCallback(startIndex, startPosition);
      if (result) {
        startIndex += result.length;
        while (startIndex < endIndex) {
          const string = tree.textCallback(startIndex, startPosition);
          if (string && string.length > 0) {
            startIndex += string.length;
            result += string;
          } else {
            break;
          }
        }
        if (startIndex > endIndex) {
          result = result.slice(0, length);
        }
      }
      return result ?? "";
    }
    __name(getText, "getText");
    var finalizer2 = newFinalizer((address) => {
      C._ts_tree_delete(address);
    });
    var Tree = class _Tree {
      static {
        __name(this, "Tree");
      }
      /** @internal */
      [0] = 0;
      // Internal handle for Wasm
      /** @internal */
      textCallback;
      /** The language that was used to parse the syntax tree. */
      language;
      /** @internal */
      constructor(internal, address, language, textCallback) {
        assertInternal(internal);
        this[0] = address;
        this.language = language;
        this.textCallback = textCallback;
        finalizer2?.register(this, address, this);
      }
      /** Create a shallow copy of the syntax tree. This is very fast. */
      copy() {
        const address = C._ts_tree_copy(this[0]);
        return new _Tree(INTERNAL, address, this.language, this.textCallback);
      }
      /** Delete the syntax tree, freeing its resources. */
      delete() {
        finalizer2?.unregister(this);
        C._ts_tree_delete(this[0]);
        this[0] = 0;
      }
      /** Get the root node of the syntax tree. */
      get rootNode() {
        C._ts_tree_root_node_wasm(this[0]);
        return unmarshalNode(this);
      }
      /**
       * Get the root node of the syntax tree, but with its position shifted
       * forward by the given offset.
       */
      rootNodeWithOffset(offsetBytes, offsetExtent) {
        const address = TRANSFER_BUFFER + SIZE_OF_NODE;
        C.setValue(address, offsetBytes, "i32");
        marshalPoint(address + SIZE_OF_INT, offsetExtent);
        C._ts_tree_root_node_with_offset_wasm(this[0]);
        return unmarshalNode(this);
      }
      /**
       * Edit the syntax tree to keep it in sync with source code that has been
       * edited.
       *
       * You must describe the edit both in terms of byte offsets and in terms of
       * row/column coordinates.
       */
      edit(edit) {
        marshalEdit(edit);
        C._ts_tree_edit_wasm(this[0]);
      }
      /** Create a new {@link TreeCursor} starting from the root of the tree. */
      walk() {
        return this.rootNode.walk();
      }
      /**
       * Compare this old edited syntax tree to a new syntax tree representing
       * the same document, returning a sequence of ranges whose syntactic
       * structure has changed.
       *
       * For this to work correctly, this syntax tree must have been edited such
       * that its ranges match up to the new tree. Generally, you'll want to
       * call this method right after calling one of the [`Parser::parse`]
       * functions. Call it on the old tree that was passed to parse, and
       * pass the new tree that was returned from `parse`.
       */
      getChangedRanges(other) {
        if (!(other instanceof _Tree)) {
          throw new TypeError("Argument must be a Tree");
        }
        C._ts_tree_get_changed_ranges_wasm(this[0], other[0]);
        const count = C.getValue(TRANSFER_BUFFER, "i32");
        const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(count);
        if (count > 0) {
          let address = buffer;
          for (let i2 = 0; i2 < count; i2++) {
            result[i2] = unmarshalRange(address);
            address += SIZE_OF_RANGE;
          }
          C._free(buffer);
        }
        return result;
      }
      /** Get the included ranges that were used to parse the syntax tree. */
      getIncludedRanges() {
        C._ts_tree_included_ranges_wasm(this[0]);
        const count = C.getValue(TRANSFER_BUFFER, "i32");
        const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(count);
        if (count > 0) {
          let address = buffer;
          for (let i2 = 0; i2 < count; i2++) {
            result[i2] = unmarshalRange(address);
            address += SIZE_OF_RANGE;
          }
          C._free(buffer);
        }
        return result;
      }
    };
    var finalizer3 = newFinalizer((address) => {
      C._ts_tree_cursor_delete_wasm(address);
    });
    var TreeCursor = class _TreeCursor {
      static {
        __name(this, "TreeCursor");
      }
      /** @internal */
      // @ts-expect-error: never read
      [0] = 0;
      // Internal handle for Wasm
      /** @internal */
      // @ts-expect-error: never read
      [1] = 0;
      // Internal handle for Wasm
      /** @internal */
      // @ts-expect-error: never read
      [2] = 0;
      // Internal handle for Wasm
      /** @internal */
      // @ts-expect-error: never read
      [3] = 0;
      // Internal handle for Wasm
      /** @internal */
      tree;
      /** @internal */
      constructor(internal, tree) {
        assertInternal(internal);
        this.tree = tree;
        unmarshalTreeCursor(this);
        finalizer3?.register(this, this.tree[0], this);
      }
      /** Creates a deep copy of the tree cursor. This allocates new memory. */
      copy() {
        const copy = new _TreeCursor(INTERNAL, this.tree);
        C._ts_tree_cursor_copy_wasm(this.tree[0]);
        unmarshalTreeCursor(copy);
        return copy;
      }
      /** Delete the tree cursor, freeing its resources. */
      delete() {
        finalizer3?.unregister(this);
        marshalTreeCursor(this);
        C._ts_tree_cursor_delete_wasm(this.tree[0]);
        this[0] = this[1] = this[2] = 0;
      }
      /** Get the tree cursor's current {@link Node}. */
      get currentNode() {
        marshalTreeCursor(this);
        C._ts_tree_cursor_current_node_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /**
       * Get the numerical field id of this tree cursor's current node.
       *
       * See also {@link TreeCursor#currentFieldName}.
       */
      get currentFieldId() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_current_field_id_wasm(this.tree[0]);
      }
      /** Get the field name of this tree cursor's current node. */
      get currentFieldName() {
        return this.tree.language.fields[this.currentFieldId];
      }
      /**
       * Get the depth of the cursor's current node relative to the original
       * node that the cursor was constructed with.
       */
      get currentDepth() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_current_depth_wasm(this.tree[0]);
      }
      /**
       * Get the index of the cursor's current node out of all of the
       * descendants of the original node that the cursor was constructed with.
       */
      get currentDescendantIndex() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_current_descendant_index_wasm(this.tree[0]);
      }
      /** Get the type of the cursor's current node. */
      get nodeType() {
        return this.tree.language.types[this.nodeTypeId] || "ERROR";
      }
      /** Get the type id of the cursor's current node. */
      get nodeTypeId() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_current_node_type_id_wasm(this.tree[0]);
      }
      /** Get the state id of the cursor's current node. */
      get nodeStateId() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_current_node_state_id_wasm(this.tree[0]);
      }
      /** Get the id of the cursor's current node. */
      get nodeId() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_current_node_id_wasm(this.tree[0]);
      }
      /**
       * Check if the cursor's current node is *named*.
       *
       * Named nodes correspond to named rules in the grammar, whereas
       * *anonymous* nodes correspond to string literals in the grammar.
       */
      get nodeIsNamed() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_current_node_is_named_wasm(this.tree[0]) === 1;
      }
      /**
       * Check if the cursor's current node is *missing*.
       *
       * Missing nodes are inserted by the parser in order to recover from
       * certain kinds of syntax errors.
       */
      get nodeIsMissing() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_current_node_is_missing_wasm(this.tree[0]) === 1;
      }
      /** Get the string content of the cursor's current node. */
      get nodeText() {
        marshalTreeCursor(this);
        const startIndex = C._ts_tree_cursor_start_index_wasm(this.tree[0]);
        const endIndex = C._ts_tree_cursor_end_index_wasm(this.tree[0]);
        C._ts_tree_cursor_start_position_wasm(this.tree[0]);
        const startPosition = unmarshalPoint(TRANSFER_BUFFER);
        return getText(this.tree, startIndex, endIndex, startPosition);
      }
      /** Get the start position of the cursor's current node. */
      get startPosition() {
        marshalTreeCursor(this);
        C._ts_tree_cursor_start_position_wasm(this.tree[0]);
        return unmarshalPoint(TRANSFER_BUFFER);
      }
      /** Get the end position of the cursor's current node. */
      get endPosition() {
        marshalTreeCursor(this);
        C._ts_tree_cursor_end_position_wasm(this.tree[0]);
        return unmarshalPoint(TRANSFER_BUFFER);
      }
      /** Get the start index of the cursor's current node. */
      get startIndex() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_start_index_wasm(this.tree[0]);
      }
      /** Get the end index of the cursor's current node. */
      get endIndex() {
        marshalTreeCursor(this);
        return C._ts_tree_cursor_end_index_wasm(this.tree[0]);
      }
      /**
       * Move this cursor to the first child of its current node.
       *
       * This returns `true` if the cursor successfully moved, and returns
       * `false` if there were no children.
       */
      gotoFirstChild() {
        marshalTreeCursor(this);
        const result = C._ts_tree_cursor_goto_first_child_wasm(this.tree[0]);
        unmarshalTreeCursor(this);
        return result === 1;
      }
      /**
       * Move this cursor to the last child of its current node.
       *
       * This returns `true` if the cursor successfully moved, and returns
       * `false` if there were no children.
       *
       * Note that this function may be slower than
       * {@link TreeCursor#gotoFirstChild} because it needs to
       * iterate through all the children to compute the child's position.
       */
      gotoLastChild() {
        marshalTreeCursor(this);
        const result = C._ts_tree_cursor_goto_last_child_wasm(this.tree[0]);
        unmarshalTreeCursor(this);
        return result === 1;
      }
      /**
       * Move this cursor to the parent of its current node.
       *
       * This returns `true` if the cursor successfully moved, and returns
       * `false` if there was no parent node (the cursor was already on the
       * root node).
       *
       * Note that the node the cursor was constructed with is considered the root
       * of the cursor, and the cursor cannot walk outside this node.
       */
      gotoParent() {
        marshalTreeCursor(this);
        const result = C._ts_tree_cursor_goto_parent_wasm(this.tree[0]);
        unmarshalTreeCursor(this);
        return result === 1;
      }
      /**
       * Move this cursor to the next sibling of its current node.
       *
       * This returns `true` if the cursor successfully moved, and returns
       * `false` if there was no next sibling node.
       *
       * Note that the node the cursor was constructed with is considered the root
       * of the cursor, and the cursor cannot walk outside this node.
       */
      gotoNextSibling() {
        marshalTreeCursor(this);
        const result = C._ts_tree_cursor_goto_next_sibling_wasm(this.tree[0]);
        unmarshalTreeCursor(this);
        return result === 1;
      }
      /**
       * Move this cursor to the previous sibling of its current node.
       *
       * This returns `true` if the cursor successfully moved, and returns
       * `false` if there was no previous sibling node.
       *
       * Note that this function may be slower than
       * {@link TreeCursor#gotoNextSibling} due to how node
       * positions are stored. In the worst case, this will need to iterate
       * through all the children up to the previous sibling node to recalculate
       * its position. Also note that the node the cursor was constructed with is
       * considered the root of the cursor, and the cursor cannot walk outside this node.
       */
      gotoPreviousSibling() {
        marshalTreeCursor(this);
        const result = C._ts_tree_cursor_goto_previous_sibling_wasm(this.tree[0]);
        unmarshalTreeCursor(this);
        return result === 1;
      }
      /**
       * Move the cursor to the node that is the nth descendant of
       * the original node that the cursor was constructed with, where
       * zero represents the original node itself.
       */
      gotoDescendant(goalDescendantIndex) {
        marshalTreeCursor(this);
        C._ts_tree_cursor_goto_descendant_wasm(this.tree[0], goalDescendantIndex);
        unmarshalTreeCursor(this);
      }
      /**
       * Move this cursor to the first child of its current node that contains or
       * starts after the given byte offset.
       *
       * This returns `true` if the cursor successfully moved to a child node, and returns
       * `false` if no such child was found.
       */
      gotoFirstChildForIndex(goalIndex) {
        marshalTreeCursor(this);
        C.setValue(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalIndex, "i32");
        const result = C._ts_tree_cursor_goto_first_child_for_index_wasm(this.tree[0]);
        unmarshalTreeCursor(this);
        return result === 1;
      }
      /**
       * Move this cursor to the first child of its current node that contains or
       * starts after the given byte offset.
       *
       * This returns the index of the child node if one was found, and returns
       * `null` if no such child was found.
       */
      gotoFirstChildForPosition(goalPosition) {
        marshalTreeCursor(this);
        marshalPoint(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalPosition);
        const result = C._ts_tree_cursor_goto_first_child_for_position_wasm(this.tree[0]);
        unmarshalTreeCursor(this);
        return result === 1;
      }
      /**
       * Re-initialize this tree cursor to start at the original node that the
       * cursor was constructed with.
       */
      reset(node) {
        marshalNode(node);
        marshalTreeCursor(this, TRANSFER_BUFFER + SIZE_OF_NODE);
        C._ts_tree_cursor_reset_wasm(this.tree[0]);
        unmarshalTreeCursor(this);
      }
      /**
       * Re-initialize a tree cursor to the same position as another cursor.
       *
       * Unlike {@link TreeCursor#reset}, this will not lose parent
       * information and allows reusing already created cursors.
       */
      resetTo(cursor) {
        marshalTreeCursor(this, TRANSFER_BUFFER);
        marshalTreeCursor(cursor, TRANSFER_BUFFER + SIZE_OF_CURSOR);
        C._ts_tree_cursor_reset_to_wasm(this.tree[0], cursor.tree[0]);
        unmarshalTreeCursor(this);
      }
    };
    var Node = class {
      static {
        __name(this, "Node");
      }
      /** @internal */
      // @ts-expect-error: never read
      [0] = 0;
      // Internal handle for Wasm
      /** @internal */
      _children;
      /** @internal */
      _namedChildren;
      /** @internal */
      constructor(internal, {
        id,
        tree,
        startIndex,
        startPosition,
        other
      }) {
        assertInternal(internal);
        this[0] = other;
        this.id = id;
        this.tree = tree;
        this.startIndex = startIndex;
        this.startPosition = startPosition;
      }
      /**
       * The numeric id for this node that is unique.
       *
       * Within a given syntax tree, no two nodes have the same id. However:
       *
       * * If a new tree is created based on an older tree, and a node from the old tree is reused in
       *   the process, then that node will have the same id in both trees.
       *
       * * A node not marked as having changes does not guarantee it was reused.
       *
       * * If a node is marked as having changed in the old tree, it will not be reused.
       */
      id;
      /** The byte index where this node starts. */
      startIndex;
      /** The position where this node starts. */
      startPosition;
      /** The tree that this node belongs to. */
      tree;
      /** Get this node's type as a numerical id. */
      get typeId() {
        marshalNode(this);
        return C._ts_node_symbol_wasm(this.tree[0]);
      }
      /**
       * Get the node's type as a numerical id as it appears in the grammar,
       * ignoring aliases.
       */
      get grammarId() {
        marshalNode(this);
        return C._ts_node_grammar_symbol_wasm(this.tree[0]);
      }
      /** Get this node's type as a string. */
      get type() {
        return this.tree.language.types[this.typeId] || "ERROR";
      }
      /**
       * Get this node's symbol name as it appears in the grammar, ignoring
       * aliases as a string.
       */
      get grammarType() {
        return this.tree.language.types[this.grammarId] || "ERROR";
      }
      /**
       * Check if this node is *named*.
       *
       * Named nodes correspond to named rules in the grammar, whereas
       * *anonymous* nodes correspond to string literals in the grammar.
       */
      get isNamed() {
        marshalNode(this);
        return C._ts_node_is_named_wasm(this.tree[0]) === 1;
      }
      /**
       * Check if this node is *extra*.
       *
       * Extra nodes represent things like comments, which are not required
       * by the grammar, but can appear anywhere.
       */
      get isExtra() {
        marshalNode(this);
        return C._ts_node_is_extra_wasm(this.tree[0]) === 1;
      }
      /**
       * Check if this node represents a syntax error.
       *
       * Syntax errors represent parts of the code that could not be incorporated
       * into a valid syntax tree.
       */
      get isError() {
        marshalNode(this);
        return C._ts_node_is_error_wasm(this.tree[0]) === 1;
      }
      /**
       * Check if this node is *missing*.
       *
       * Missing nodes are inserted by the parser in order to recover from
       * certain kinds of syntax errors.
       */
      get isMissing() {
        marshalNode(this);
        return C._ts_node_is_missing_wasm(this.tree[0]) === 1;
      }
      /** Check if this node has been edited. */
      get hasChanges() {
        marshalNode(this);
        return C._ts_node_has_changes_wasm(this.tree[0]) === 1;
      }
      /**
       * Check if this node represents a syntax error or contains any syntax
       * errors anywhere within it.
       */
      get hasError() {
        marshalNode(this);
        return C._ts_node_has_error_wasm(this.tree[0]) === 1;
      }
      /** Get the byte index where this node ends. */
      get endIndex() {
        marshalNode(this);
        return C._ts_node_end_index_wasm(this.tree[0]);
      }
      /** Get the position where this node ends. */
      get endPosition() {
        marshalNode(this);
        C._ts_node_end_point_wasm(this.tree[0]);
        return unmarshalPoint(TRANSFER_BUFFER);
      }
      /** Get the string content of this node. */
      get text() {
        return getText(this.tree, this.startIndex, this.endIndex, this.startPosition);
      }
      /** Get this node's parse state. */
      get parseState() {
        marshalNode(this);
        return C._ts_node_parse_state_wasm(this.tree[0]);
      }
      /** Get the parse state after this node. */
      get nextParseState() {
        marshalNode(this);
        return C._ts_node_next_parse_state_wasm(this.tree[0]);
      }
      /** Check if this node is equal to another node. */
      equals(other) {
        return this.tree === other.tree && this.id === other.id;
      }
      /**
       * Get the node's child at the given index, where zero represents the first child.
       *
       * This method is fairly fast, but its cost is technically log(n), so if
       * you might be iterating over a long list of children, you should use
       * {@link Node#children} instead.
       */
      child(index) {
        marshalNode(this);
        C._ts_node_child_wasm(this.tree[0], index);
        return unmarshalNode(this.tree);
      }
      /**
       * Get this node's *named* child at the given index.
       *
       * See also {@link Node#isNamed}.
       * This method is fairly fast, but its cost is technically log(n), so if
       * you might be iterating over a long list of children, you should use
       * {@link Node#namedChildren} instead.
       */
      namedChild(index) {
        marshalNode(this);
        C._ts_node_named_child_wasm(this.tree[0], index);
        return unmarshalNode(this.tree);
      }
      /**
       * Get this node's child with the given numerical field id.
       *
       * See also {@link Node#childForFieldName}. You can
       * convert a field name to an id using {@link Language#fieldIdForName}.
       */
      childForFieldId(fieldId) {
        marshalNode(this);
        C._ts_node_child_by_field_id_wasm(this.tree[0], fieldId);
        return unmarshalNode(this.tree);
      }
      /**
       * Get the first child with the given field name.
       *
       * If multiple children may have the same field name, access them using
       * {@link Node#childrenForFieldName}.
       */
      childForFieldName(fieldName2) {
        const fieldId = this.tree.language.fields.indexOf(fieldName2);
        if (fieldId !== -1) return this.childForFieldId(fieldId);
        return null;
      }
      /** Get the field name of this node's child at the given index. */
      fieldNameForChild(index) {
        marshalNode(this);
        const address = C._ts_node_field_name_for_child_wasm(this.tree[0], index);
        if (!address) return null;
        return C.AsciiToString(address);
      }
      /** Get the field name of this node's named child at the given index. */
      fieldNameForNamedChild(index) {
        marshalNode(this);
        const address = C._ts_node_field_name_for_named_child_wasm(this.tree[0], index);
        if (!address) return null;
        return C.AsciiToString(address);
      }
      /**
       * Get an array of this node's children with a given field name.
       *
       * See also {@link Node#children}.
       */
      childrenForFieldName(fieldName2) {
        const fieldId = this.tree.language.fields.indexOf(fieldName2);
        if (fieldId !== -1 && fieldId !== 0) return this.childrenForFieldId(fieldId);
        return [];
      }
      /**
        * Get an array of this node's children with a given field id.
        *
        * See also {@link Node#childrenForFieldName}.
        */
      childrenForFieldId(fieldId) {
        marshalNode(this);
        C._ts_node_children_by_field_id_wasm(this.tree[0], fieldId);
        const count = C.getValue(TRANSFER_BUFFER, "i32");
        const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(count);
        if (count > 0) {
          let address = buffer;
          for (let i2 = 0; i2 < count; i2++) {
            result[i2] = unmarshalNode(this.tree, address);
            address += SIZE_OF_NODE;
          }
          C._free(buffer);
        }
        return result;
      }
      /** Get the node's first child that contains or starts after the given byte offset. */
      firstChildForIndex(index) {
        marshalNode(this);
        const address = TRANSFER_BUFFER + SIZE_OF_NODE;
        C.setValue(address, index, "i32");
        C._ts_node_first_child_for_byte_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /** Get the node's first named child that contains or starts after the given byte offset. */
      firstNamedChildForIndex(index) {
        marshalNode(this);
        const address = TRANSFER_BUFFER + SIZE_OF_NODE;
        C.setValue(address, index, "i32");
        C._ts_node_first_named_child_for_byte_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /** Get this node's number of children. */
      get childCount() {
        marshalNode(this);
        return C._ts_node_child_count_wasm(this.tree[0]);
      }
      /**
       * Get this node's number of *named* children.
       *
       * See also {@link Node#isNamed}.
       */
      get namedChildCount() {
        marshalNode(this);
        return C._ts_node_named_child_count_wasm(this.tree[0]);
      }
      /** Get this node's first child. */
      get firstChild() {
        return this.child(0);
      }
      /**
       * Get this node's first named child.
       *
       * See also {@link Node#isNamed}.
       */
      get firstNamedChild() {
        return this.namedChild(0);
      }
      /** Get this node's last child. */
      get lastChild() {
        return this.child(this.childCount - 1);
      }
      /**
       * Get this node's last named child.
       *
       * See also {@link Node#isNamed}.
       */
      get lastNamedChild() {
        return this.namedChild(this.namedChildCount - 1);
      }
      /**
       * Iterate over this node's children.
       *
       * If you're walking the tree recursively, you may want to use the
       * {@link TreeCursor} APIs directly instead.
       */
      get children() {
        if (!this._children) {
          marshalNode(this);
          C._ts_node_children_wasm(this.tree[0]);
          const count = C.getValue(TRANSFER_BUFFER, "i32");
          const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
          this._children = new Array(count);
          if (count > 0) {
            let address = buffer;
            for (let i2 = 0; i2 < count; i2++) {
              this._children[i2] = unmarshalNode(this.tree, address);
              address += SIZE_OF_NODE;
            }
            C._free(buffer);
          }
        }
        return this._children;
      }
      /**
       * Iterate over this node's named children.
       *
       * See also {@link Node#children}.
       */
      get namedChildren() {
        if (!this._namedChildren) {
          marshalNode(this);
          C._ts_node_named_children_wasm(this.tree[0]);
          const count = C.getValue(TRANSFER_BUFFER, "i32");
          const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
          this._namedChildren = new Array(count);
          if (count > 0) {
            let address = buffer;
            for (let i2 = 0; i2 < count; i2++) {
              this._namedChildren[i2] = unmarshalNode(this.tree, address);
              address += SIZE_OF_NODE;
            }
            C._free(buffer);
          }
        }
        return this._namedChildren;
      }
      /**
       * Get the descendants of this node that are the given type, or in the given types array.
       *
       * The types array should contain node type strings, which can be retrieved from {@link Language#types}.
       *
       * Additionally, a `startPosition` and `endPosition` can be passed in to restrict the search to a byte range.
       */
      descendantsOfType(types, startPosition = ZERO_POINT, endPosition = ZERO_POINT) {
        if (!Array.isArray(types)) types = [types];
        const symbols = [];
        const typesBySymbol = this.tree.language.types;
        for (const node_type of types) {
          if (node_type == "ERROR") {
            symbols.push(65535);
          }
        }
        for (let i2 = 0, n = typesBySymbol.length; i2 < n; i2++) {
          if (types.includes(typesBySymbol[i2])) {
            symbols.push(i2);
          }
        }
        const symbolsAddress = C._malloc(SIZE_OF_INT * symbols.length);
        for (let i2 = 0, n = symbols.length; i2 < n; i2++) {
          C.setValue(symbolsAddress + i2 * SIZE_OF_INT, symbols[i2], "i32");
        }
        marshalNode(this);
        C._ts_node_descendants_of_type_wasm(
          this.tree[0],
          symbolsAddress,
          symbols.length,
          startPosition.row,
          startPosition.column,
          endPosition.row,
          endPosition.column
        );
        const descendantCount = C.getValue(TRANSFER_BUFFER, "i32");
        const descendantAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(descendantCount);
        if (descendantCount > 0) {
          let address = descendantAddress;
          for (let i2 = 0; i2 < descendantCount; i2++) {
            result[i2] = unmarshalNode(this.tree, address);
            address += SIZE_OF_NODE;
          }
        }
        C._free(descendantAddress);
        C._free(symbolsAddress);
        return result;
      }
      /** Get this node's next sibling. */
      get nextSibling() {
        marshalNode(this);
        C._ts_node_next_sibling_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /** Get this node's previous sibling. */
      get previousSibling() {
        marshalNode(this);
        C._ts_node_prev_sibling_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /**
       * Get this node's next *named* sibling.
       *
       * See also {@link Node#isNamed}.
       */
      get nextNamedSibling() {
        marshalNode(this);
        C._ts_node_next_named_sibling_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /**
       * Get this node's previous *named* sibling.
       *
       * See also {@link Node#isNamed}.
       */
      get previousNamedSibling() {
        marshalNode(this);
        C._ts_node_prev_named_sibling_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /** Get the node's number of descendants, including one for the node itself. */
      get descendantCount() {
        marshalNode(this);
        return C._ts_node_descendant_count_wasm(this.tree[0]);
      }
      /**
       * Get this node's immediate parent.
       * Prefer {@link Node#childWithDescendant} for iterating over this node's ancestors.
       */
      get parent() {
        marshalNode(this);
        C._ts_node_parent_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /**
       * Get the node that contains `descendant`.
       *
       * Note that this can return `descendant` itself.
       */
      childWithDescendant(descendant) {
        marshalNode(this);
        marshalNode(descendant, 1);
        C._ts_node_child_with_descendant_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /** Get the smallest node within this node that spans the given byte range. */
      descendantForIndex(start2, end = start2) {
        if (typeof start2 !== "number" || typeof end !== "number") {
          throw new Error("Arguments must be numbers");
        }
        marshalNode(this);
        const address = TRANSFER_BUFFER + SIZE_OF_NODE;
        C.setValue(address, start2, "i32");
        C.setValue(address + SIZE_OF_INT, end, "i32");
        C._ts_node_descendant_for_index_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /** Get the smallest named node within this node that spans the given byte range. */
      namedDescendantForIndex(start2, end = start2) {
        if (typeof start2 !== "number" || typeof end !== "number") {
          throw new Error("Arguments must be numbers");
        }
        marshalNode(this);
        const address = TRANSFER_BUFFER + SIZE_OF_NODE;
        C.setValue(address, start2, "i32");
        C.setValue(address + SIZE_OF_INT, end, "i32");
        C._ts_node_named_descendant_for_index_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /** Get the smallest node within this node that spans the given point range. */
      descendantForPosition(start2, end = start2) {
        if (!isPoint(start2) || !isPoint(end)) {
          throw new Error("Arguments must be {row, column} objects");
        }
        marshalNode(this);
        const address = TRANSFER_BUFFER + SIZE_OF_NODE;
        marshalPoint(address, start2);
        marshalPoint(address + SIZE_OF_POINT, end);
        C._ts_node_descendant_for_position_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /** Get the smallest named node within this node that spans the given point range. */
      namedDescendantForPosition(start2, end = start2) {
        if (!isPoint(start2) || !isPoint(end)) {
          throw new Error("Arguments must be {row, column} objects");
        }
        marshalNode(this);
        const address = TRANSFER_BUFFER + SIZE_OF_NODE;
        marshalPoint(address, start2);
        marshalPoint(address + SIZE_OF_POINT, end);
        C._ts_node_named_descendant_for_position_wasm(this.tree[0]);
        return unmarshalNode(this.tree);
      }
      /**
       * Create a new {@link TreeCursor} starting from this node.
       *
       * Note that the given node is considered the root of the cursor,
       * and the cursor cannot walk outside this node.
       */
      walk() {
        marshalNode(this);
        C._ts_tree_cursor_new_wasm(this.tree[0]);
        return new TreeCursor(INTERNAL, this.tree);
      }
      /**
       * Edit this node to keep it in-sync with source code that has been edited.
       *
       * This function is only rarely needed. When you edit a syntax tree with
       * the {@link Tree#edit} method, all of the nodes that you retrieve from
       * the tree afterward will already reflect the edit. You only need to
       * use {@link Node#edit} when you have a specific {@link Node} instance that
       * you want to keep and continue to use after an edit.
       */
      edit(edit) {
        if (this.startIndex >= edit.oldEndIndex) {
          this.startIndex = edit.newEndIndex + (this.startIndex - edit.oldEndIndex);
          let subbedPointRow;
          let subbedPointColumn;
          if (this.startPosition.row > edit.oldEndPosition.row) {
            subbedPointRow = this.startPosition.row - edit.oldEndPosition.row;
            subbedPointColumn = this.startPosition.column;
          } else {
            subbedPointRow = 0;
            subbedPointColumn = this.startPosition.column;
            if (this.startPosition.column >= edit.oldEndPosition.column) {
              subbedPointColumn = this.startPosition.column - edit.oldEndPosition.column;
            }
          }
          if (subbedPointRow > 0) {
            this.startPosition.row += subbedPointRow;
            this.startPosition.column = subbedPointColumn;
          } else {
            this.startPosition.column += subbedPointColumn;
          }
        } else if (this.startIndex > edit.startIndex) {
          this.startIndex = edit.newEndIndex;
          this.startPosition.row = edit.newEndPosition.row;
          this.startPosition.column = edit.newEndPosition.column;
        }
      }
      /** Get the S-expression representation of this node. */
      toString() {
        marshalNode(this);
        const address = C._ts_node_to_string_wasm(this.tree[0]);
        const result = C.AsciiToString(address);
        C._free(address);
        return result;
      }
    };
    function unmarshalCaptures(query, tree, address, patternIndex, result) {
      for (let i2 = 0, n = result.length; i2 < n; i2++) {
        const captureIndex = C.getValue(address, "i32");
        address += SIZE_OF_INT;
        const node = unmarshalNode(tree, address);
        address += SIZE_OF_NODE;
        result[i2] = { patternIndex, name: query.captureNames[captureIndex], node };
      }
      return address;
    }
    __name(unmarshalCaptures, "unmarshalCaptures");
    function marshalNode(node, index = 0) {
      let address = TRANSFER_BUFFER + index * SIZE_OF_NODE;
      C.setValue(address, node.id, "i32");
      address += SIZE_OF_INT;
      C.setValue(address, node.startIndex, "i32");
      address += SIZE_OF_INT;
      C.setValue(address, node.startPosition.row, "i32");
      address += SIZE_OF_INT;
      C.setValue(address, node.startPosition.column, "i32");
      address += SIZE_OF_INT;
      C.setValue(address, node[0], "i32");
    }
    __name(marshalNode, "marshalNode");
    function unmarshalNode(tree, address = TRANSFER_BUFFER) {
      const id = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      if (id === 0) return null;
      const index = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const row = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const column = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const other = C.getValue(address, "i32");
      const result = new Node(INTERNAL, {
        id,
        tree,
        startIndex: index,
        startPosition: { row, column },
        other
      });
      return result;
    }
    __name(unmarshalNode, "unmarshalNode");
    function marshalTreeCursor(cursor, address = TRANSFER_BUFFER) {
      C.setValue(address + 0 * SIZE_OF_INT, cursor[0], "i32");
      C.setValue(address + 1 * SIZE_OF_INT, cursor[1], "i32");
      C.setValue(address + 2 * SIZE_OF_INT, cursor[2], "i32");
      C.setValue(address + 3 * SIZE_OF_INT, cursor[3], "i32");
    }
    __name(marshalTreeCursor, "marshalTreeCursor");
    function unmarshalTreeCursor(cursor) {
      cursor[0] = C.getValue(TRANSFER_BUFFER + 0 * SIZE_OF_INT, "i32");
      cursor[1] = C.getValue(TRANSFER_BUFFER + 1 * SIZE_OF_INT, "i32");
      cursor[2] = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
      cursor[3] = C.getValue(TRANSFER_BUFFER + 3 * SIZE_OF_INT, "i32");
    }
    __name(unmarshalTreeCursor, "unmarshalTreeCursor");
    function marshalPoint(address, point) {
      C.setValue(address, point.row, "i32");
      C.setValue(address + SIZE_OF_INT, point.column, "i32");
    }
    __name(marshalPoint, "marshalPoint");
    function unmarshalPoint(address) {
      const result = {
        row: C.getValue(address, "i32") >>> 0,
        column: C.getValue(address + SIZE_OF_INT, "i32") >>> 0
      };
      return result;
    }
    __name(unmarshalPoint, "unmarshalPoint");
    function marshalRange(address, range) {
      marshalPoint(address, range.startPosition);
      address += SIZE_OF_POINT;
      marshalPoint(address, range.endPosition);
      address += SIZE_OF_POINT;
      C.setValue(address, range.startIndex, "i32");
      address += SIZE_OF_INT;
      C.setValue(address, range.endIndex, "i32");
      address += SIZE_OF_INT;
    }
    __name(marshalRange, "marshalRange");
    function unmarshalRange(address) {
      const result = {};
      result.startPosition = unmarshalPoint(address);
      address += SIZE_OF_POINT;
      result.endPosition = unmarshalPoint(address);
      address += SIZE_OF_POINT;
      result.startIndex = C.getValue(address, "i32") >>> 0;
      address += SIZE_OF_INT;
      result.endIndex = C.getValue(address, "i32") >>> 0;
      return result;
    }
    __name(unmarshalRange, "unmarshalRange");
    function marshalEdit(edit, address = TRANSFER_BUFFER) {
      marshalPoint(address, edit.startPosition);
      address += SIZE_OF_POINT;
      marshalPoint(address, edit.oldEndPosition);
      address += SIZE_OF_POINT;
      marshalPoint(address, edit.newEndPosition);
      address += SIZE_OF_POINT;
      C.setValue(address, edit.startIndex, "i32");
      address += SIZE_OF_INT;
      C.setValue(address, edit.oldEndIndex, "i32");
      address += SIZE_OF_INT;
      C.setValue(address, edit.newEndIndex, "i32");
      address += SIZE_OF_INT;
    }
    __name(marshalEdit, "marshalEdit");
    function unmarshalLanguageMetadata(address) {
      const major_version = C.getValue(address, "i32");
      const minor_version = C.getValue(address += SIZE_OF_INT, "i32");
      const patch_version = C.getValue(address += SIZE_OF_INT, "i32");
      return { major_version, minor_version, patch_version };
    }
    __name(unmarshalLanguageMetadata, "unmarshalLanguageMetadata");
    var LANGUAGE_FUNCTION_REGEX = /^tree_sitter_\w+$/;
    var Language = class _Language {
      static {
        __name(this, "Language");
      }
      /** @internal */
      [0] = 0;
      // Internal handle for Wasm
      /**
       * A list of all node types in the language. The index of each type in this
       * array is its node type id.
       */
      types;
      /**
       * A list of all field names in the language. The index of each field name in
       * this array is its field id.
       */
      fields;
      /** @internal */
      constructor(internal, address) {
        assertInternal(internal);
        this[0] = address;
        this.types = new Array(C._ts_language_symbol_count(this[0]));
        for (let i2 = 0, n = this.types.length; i2 < n; i2++) {
          if (C._ts_language_symbol_type(this[0], i2) < 2) {
            this.types[i2] = C.UTF8ToString(C._ts_language_symbol_name(this[0], i2));
          }
        }
        this.fields = new Array(C._ts_language_field_count(this[0]) + 1);
        for (let i2 = 0, n = this.fields.length; i2 < n; i2++) {
          const fieldName2 = C._ts_language_field_name_for_id(this[0], i2);
          if (fieldName2 !== 0) {
            this.fields[i2] = C.UTF8ToString(fieldName2);
          } else {
            this.fields[i2] = null;
          }
        }
      }
      /**
       * Gets the name of the language.
       */
      get name() {
        const ptr = C._ts_language_name(this[0]);
        if (ptr === 0) return null;
        return C.UTF8ToString(ptr);
      }
      /**
       * Gets the ABI version of the language.
       */
      get abiVersion() {
        return C._ts_language_abi_version(this[0]);
      }
      /**
      * Get the metadata for this language. This information is generated by the
      * CLI, and relies on the language author providing the correct metadata in
      * the language's `tree-sitter.json` file.
      */
      get metadata() {
        C._ts_language_metadata_wasm(this[0]);
        const length = C.getValue(TRANSFER_BUFFER, "i32");
        if (length === 0) return null;
        return unmarshalLanguageMetadata(TRANSFER_BUFFER + SIZE_OF_INT);
      }
      /**
       * Gets the number of fields in the language.
       */
      get fieldCount() {
        return this.fields.length - 1;
      }
      /**
       * Gets the number of states in the language.
       */
      get stateCount() {
        return C._ts_language_state_count(this[0]);
      }
      /**
       * Get the field id for a field name.
       */
      fieldIdForName(fieldName2) {
        const result = this.fields.indexOf(fieldName2);
        return result !== -1 ? result : null;
      }
      /**
       * Get the field name for a field id.
       */
      fieldNameForId(fieldId) {
        return this.fields[fieldId] ?? null;
      }
      /**
       * Get the node type id for a node type name.
       */
      idForNodeType(type, named2) {
        const typeLength = C.lengthBytesUTF8(type);
        const typeAddress = C._malloc(typeLength + 1);
        C.stringToUTF8(type, typeAddress, typeLength + 1);
        const result = C._ts_language_symbol_for_name(this[0], typeAddress, typeLength, named2 ? 1 : 0);
        C._free(typeAddress);
        return result || null;
      }
      /**
       * Gets the number of node types in the language.
       */
      get nodeTypeCount() {
        return C._ts_language_symbol_count(this[0]);
      }
      /**
       * Get the node type name for a node type id.
       */
      nodeTypeForId(typeId) {
        const name2 = C._ts_language_symbol_name(this[0], typeId);
        return name2 ? C.UTF8ToString(name2) : null;
      }
      /**
       * Check if a node type is named.
       *
       * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/2-basic-parsing.html#named-vs-anonymous-nodes}
       */
      nodeTypeIsNamed(typeId) {
        return C._ts_language_type_is_named_wasm(this[0], typeId) ? true : false;
      }
      /**
       * Check if a node type is visible.
       */
      nodeTypeIsVisible(typeId) {
        return C._ts_language_type_is_visible_wasm(this[0], typeId) ? true : false;
      }
      /**
       * Get the supertypes ids of this language.
       *
       * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/6-static-node-types.html?highlight=supertype#supertype-nodes}
       */
      get supertypes() {
        C._ts_language_supertypes_wasm(this[0]);
        const count = C.getValue(TRANSFER_BUFFER, "i32");
        const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(count);
        if (count > 0) {
          let address = buffer;
          for (let i2 = 0; i2 < count; i2++) {
            result[i2] = C.getValue(address, "i16");
            address += SIZE_OF_SHORT;
          }
        }
        return result;
      }
      /**
       * Get the subtype ids for a given supertype node id.
       */
      subtypes(supertype) {
        C._ts_language_subtypes_wasm(this[0], supertype);
        const count = C.getValue(TRANSFER_BUFFER, "i32");
        const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(count);
        if (count > 0) {
          let address = buffer;
          for (let i2 = 0; i2 < count; i2++) {
            result[i2] = C.getValue(address, "i16");
            address += SIZE_OF_SHORT;
          }
        }
        return result;
      }
      /**
       * Get the next state id for a given state id and node type id.
       */
      nextState(stateId, typeId) {
        return C._ts_language_next_state(this[0], stateId, typeId);
      }
      /**
       * Create a new lookahead iterator for this language and parse state.
       *
       * This returns `null` if state is invalid for this language.
       *
       * Iterating {@link LookaheadIterator} will yield valid symbols in the given
       * parse state. A newly created iterator is not positioned on a symbol, so
       * {@link LookaheadIterator#currentType} returns `null` until the first
       * iteration step.
       *
       * Lookahead iterators can be useful for generating suggestions and improving
       * syntax error diagnostics. To get symbols valid in an `ERROR` node, use the
       * lookahead iterator on its first leaf node state. For `MISSING` nodes, a
       * lookahead iterator created on the previous non-extra leaf node may be
       * appropriate.
       */
      lookaheadIterator(stateId) {
        const address = C._ts_lookahead_iterator_new(this[0], stateId);
        if (address) return new LookaheadIterator(INTERNAL, address, this);
        return null;
      }
      /**
       * Load a language from a WebAssembly module.
       * The module can be provided as a path to a file, a `URL` to a file, or as a
       * buffer.
       */
      static async load(input) {
        let binary2;
        if (input instanceof Uint8Array) {
          binary2 = input;
        } else if (globalThis.process?.versions.node) {
          const fs2 = await import("fs/promises");
          binary2 = await fs2.readFile(input);
        } else {
          const response = await fetch(input);
          if (!response.ok) {
            const body2 = await response.text();
            throw new Error(`Language.load failed with status ${response.status}.

${body2}`);
          }
          const retryResp = response.clone();
          try {
            binary2 = await WebAssembly.compileStreaming(response);
          } catch (reason) {
            console.error("wasm streaming compile failed:", reason);
            console.error("falling back to ArrayBuffer instantiation");
            binary2 = new Uint8Array(await retryResp.arrayBuffer());
          }
        }
        const mod = await C.loadWebAssemblyModule(binary2, { loadAsync: true });
        return _Language.loadFromWasmExports(mod, { sync: false });
      }
      static loadFromWasmExports(mod, { sync }) {
        const symbolNames = Object.keys(mod);
        const functionName = symbolNames.find((key) => LANGUAGE_FUNCTION_REGEX.test(key) && !key.includes("external_scanner_"));
        if (!functionName) {
          console.log(`Couldn't find language function in Wasm file. Symbols:
${JSON.stringify(symbolNames, null, 2)}`);
          throw new Error(`Language.${sync ? "loadSync" : "load"} failed: no language function found in Wasm file`);
        }
        const languageAddress = mod[functionName]();
        return new _Language(INTERNAL, languageAddress);
      }
      /**
       * Load a language synchronously from a pre-compiled WebAssembly module.
       * Use this when the host environment provides a `WebAssembly.Module` directly.
       */
      static loadSync(wasmModule) {
        const mod = C.loadWebAssemblyModule(wasmModule, { loadAsync: false });
        return _Language.loadFromWasmExports(mod, { sync: true });
      }
    };
    var import_web_tree_sitter = __toESM(require_web_tree_sitter(), 1);
    var Module2 = null;
    async function initializeBinding(moduleOptions) {
      return Module2 ??= await (0, import_web_tree_sitter.default)(moduleOptions);
    }
    __name(initializeBinding, "initializeBinding");
    function checkModule() {
      return !!Module2;
    }
    __name(checkModule, "checkModule");
    var TRANSFER_BUFFER;
    var LANGUAGE_VERSION;
    var MIN_COMPATIBLE_VERSION;
    var finalizer4 = newFinalizer((addresses) => {
      C._ts_parser_delete(addresses[0]);
      C._free(addresses[1]);
    });
    var Parser = class {
      static {
        __name(this, "Parser");
      }
      /** @internal */
      [0] = 0;
      // Internal handle for Wasm
      /** @internal */
      [1] = 0;
      // Internal handle for Wasm
      /** @internal */
      logCallback = null;
      /** The parser's current language. */
      language = null;
      /**
       * This must always be called before creating a Parser.
       *
       * You can optionally pass in options to configure the Wasm module, the most common
       * one being `locateFile` to help the module find the `.wasm` file.
       */
      static async init(moduleOptions) {
        setModule(await initializeBinding(moduleOptions));
        TRANSFER_BUFFER = C._ts_init();
        LANGUAGE_VERSION = C.getValue(TRANSFER_BUFFER, "i32");
        MIN_COMPATIBLE_VERSION = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      }
      /**
       * Create a new parser.
       */
      constructor() {
        this.initialize();
        finalizer4?.register(this, [this[0], this[1]], this);
      }
      /** @internal */
      initialize() {
        if (!checkModule()) {
          throw new Error("cannot construct a Parser before calling `init()`");
        }
        C._ts_parser_new_wasm();
        this[0] = C.getValue(TRANSFER_BUFFER, "i32");
        this[1] = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      }
      /** Delete the parser, freeing its resources. */
      delete() {
        finalizer4?.unregister(this);
        C._ts_parser_delete(this[0]);
        C._free(this[1]);
        this[0] = 0;
        this[1] = 0;
      }
      /**
       * Set the language that the parser should use for parsing.
       *
       * If the language was not successfully assigned, an error will be thrown.
       * This happens if the language was generated with an incompatible
       * version of the Tree-sitter CLI. Check the language's version using
       * {@link Language#version} and compare it to this library's
       * {@link LANGUAGE_VERSION} and {@link MIN_COMPATIBLE_VERSION} constants.
       */
      setLanguage(language) {
        let address;
        if (!language) {
          address = 0;
          this.language = null;
        } else if (language.constructor === Language) {
          address = language[0];
          const version = C._ts_language_abi_version(address);
          if (version < MIN_COMPATIBLE_VERSION || LANGUAGE_VERSION < version) {
            throw new Error(
              `Incompatible language version ${version}. Compatibility range ${MIN_COMPATIBLE_VERSION} through ${LANGUAGE_VERSION}.`
            );
          }
          this.language = language;
        } else {
          throw new Error("Argument must be a Language");
        }
        C._ts_parser_set_language(this[0], address);
        return this;
      }
      /**
       * Parse a slice of UTF8 text.
       *
       * @param {string | ParseCallback} callback - The UTF8-encoded text to parse or a callback function.
       *
       * @param {Tree | null} [oldTree] - A previous syntax tree parsed from the same document. If the text of the
       *   document has changed since `oldTree` was created, then you must edit `oldTree` to match
       *   the new text using {@link Tree#edit}.
       *
       * @param {ParseOptions} [options] - Options for parsing the text.
       *  This can be used to set the included ranges, or a progress callback.
       *
       * @returns {Tree | null} A {@link Tree} if parsing succeeded, or `null` if:
       *  - The parser has not yet had a language assigned with {@link Parser#setLanguage}.
       *  - The progress callback returned true.
       */
      parse(callback, oldTree, options) {
        if (typeof callback === "string") {
          C.currentParseCallback = (index) => callback.slice(index);
        } else if (typeof callback === "function") {
          C.currentParseCallback = callback;
        } else {
          throw new Error("Argument must be a string or a function");
        }
        if (options?.progressCallback) {
          C.currentProgressCallback = options.progressCallback;
        } else {
          C.currentProgressCallback = null;
        }
        if (this.logCallback) {
          C.currentLogCallback = this.logCallback;
          C._ts_parser_enable_logger_wasm(this[0], 1);
        } else {
          C.currentLogCallback = null;
          C._ts_parser_enable_logger_wasm(this[0], 0);
        }
        let rangeCount = 0;
        let rangeAddress = 0;
        if (options?.includedRanges) {
          rangeCount = options.includedRanges.length;
          rangeAddress = C._calloc(rangeCount, SIZE_OF_RANGE);
          let address = rangeAddress;
          for (let i2 = 0; i2 < rangeCount; i2++) {
            marshalRange(address, options.includedRanges[i2]);
            address += SIZE_OF_RANGE;
          }
        }
        const treeAddress = C._ts_parser_parse_wasm(
          this[0],
          this[1],
          oldTree ? oldTree[0] : 0,
          rangeAddress,
          rangeCount
        );
        if (!treeAddress) {
          C.currentParseCallback = null;
          C.currentLogCallback = null;
          C.currentProgressCallback = null;
          return null;
        }
        if (!this.language) {
          throw new Error("Parser must have a language to parse");
        }
        const result = new Tree(INTERNAL, treeAddress, this.language, C.currentParseCallback);
        C.currentParseCallback = null;
        C.currentLogCallback = null;
        C.currentProgressCallback = null;
        return result;
      }
      /**
       * Instruct the parser to start the next parse from the beginning.
       *
       * If the parser previously failed because of a callback, 
       * then by default, it will resume where it left off on the
       * next call to {@link Parser#parse} or other parsing functions.
       * If you don't want to resume, and instead intend to use this parser to
       * parse some other document, you must call `reset` first.
       */
      reset() {
        C._ts_parser_reset(this[0]);
      }
      /** Get the ranges of text that the parser will include when parsing. */
      getIncludedRanges() {
        C._ts_parser_included_ranges_wasm(this[0]);
        const count = C.getValue(TRANSFER_BUFFER, "i32");
        const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(count);
        if (count > 0) {
          let address = buffer;
          for (let i2 = 0; i2 < count; i2++) {
            result[i2] = unmarshalRange(address);
            address += SIZE_OF_RANGE;
          }
          C._free(buffer);
        }
        return result;
      }
      /** Set the logging callback that a parser should use during parsing. */
      setLogger(callback) {
        if (!callback) {
          this.logCallback = null;
        } else if (typeof callback !== "function") {
          throw new Error("Logger callback must be a function");
        } else {
          this.logCallback = callback;
        }
        return this;
      }
      /** Get the parser's current logger. */
      getLogger() {
        return this.logCallback;
      }
    };
    var PREDICATE_STEP_TYPE_CAPTURE = 1;
    var PREDICATE_STEP_TYPE_STRING = 2;
    var QUERY_WORD_REGEX = /[\w-]+/g;
    var CaptureQuantifier = {
      Zero: 0,
      ZeroOrOne: 1,
      ZeroOrMore: 2,
      One: 3,
      OneOrMore: 4
    };
    var isCaptureStep = /* @__PURE__ */ __name((step) => step.type === "capture", "isCaptureStep");
    var isStringStep = /* @__PURE__ */ __name((step) => step.type === "string", "isStringStep");
    var QueryErrorKind = {
      Syntax: 1,
      NodeName: 2,
      FieldName: 3,
      CaptureName: 4,
      PatternStructure: 5
    };
    var QueryError = class _QueryError extends Error {
      constructor(kind, info2, index, length) {
        super(_QueryError.formatMessage(kind, info2));
        this.kind = kind;
        this.info = info2;
        this.index = index;
        this.length = length;
        this.name = "QueryError";
      }
      kind;
      info;
      index;
      length;
      static {
        __name(this, "QueryError");
      }
      /** Formats an error message based on the error kind and info */
      static formatMessage(kind, info2) {
        switch (kind) {
          case QueryErrorKind.NodeName:
            return `Bad node name '${info2.word}'`;
          case QueryErrorKind.FieldName:
            return `Bad field name '${info2.word}'`;
          case QueryErrorKind.CaptureName:
            return `Bad capture name @${info2.word}`;
          case QueryErrorKind.PatternStructure:
            return `Bad pattern structure at offset ${info2.suffix}`;
          case QueryErrorKind.Syntax:
            return `Bad syntax at offset ${info2.suffix}`;
        }
      }
    };
    function parseAnyPredicate(steps, index, operator, textPredicates) {
      if (steps.length !== 3) {
        throw new Error(
          `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}`
        );
      }
      if (!isCaptureStep(steps[1])) {
        throw new Error(
          `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}"`
        );
      }
      const isPositive = operator === "eq?" || operator === "any-eq?";
      const matchAll = !operator.startsWith("any-");
      if (isCaptureStep(steps[2])) {
        const captureName1 = steps[1].name;
        const captureName2 = steps[2].name;
        textPredicates[index].push((captures) => {
          const nodes1 = [];
          const nodes2 = [];
          for (const c of captures) {
            if (c.name === captureName1) nodes1.push(c.node);
            if (c.name === captureName2) nodes2.push(c.node);
          }
          const compare = /* @__PURE__ */ __name((n1, n2, positive) => {
            return positive ? n1.text === n2.text : n1.text !== n2.text;
          }, "compare");
          return matchAll ? nodes1.every((n1) => nodes2.some((n2) => compare(n1, n2, isPositive))) : nodes1.some((n1) => nodes2.some((n2) => compare(n1, n2, isPositive)));
        });
      } else {
        const captureName = steps[1].name;
        const stringValue = steps[2].value;
        const matches = /* @__PURE__ */ __name((n) => n.text === stringValue, "matches");
        const doesNotMatch = /* @__PURE__ */ __name((n) => n.text !== stringValue, "doesNotMatch");
        textPredicates[index].push((captures) => {
          const nodes = [];
          for (const c of captures) {
            if (c.name === captureName) nodes.push(c.node);
          }
          const test = isPositive ? matches : doesNotMatch;
          return matchAll ? nodes.every(test) : nodes.some(test);
        });
      }
    }
    __name(parseAnyPredicate, "parseAnyPredicate");
    function parseMatchPredicate(steps, index, operator, textPredicates) {
      if (steps.length !== 3) {
        throw new Error(
          `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}.`
        );
      }
      if (steps[1].type !== "capture") {
        throw new Error(
          `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
        );
      }
      if (steps[2].type !== "string") {
        throw new Error(
          `Second argument of \`#${operator}\` predicate must be a string. Got @${steps[2].name}.`
        );
      }
      const isPositive = operator === "match?" || operator === "any-match?";
      const matchAll = !operator.startsWith("any-");
      const captureName = steps[1].name;
      const regex = new RegExp(steps[2].value);
      textPredicates[index].push((captures) => {
        const nodes = [];
        for (const c of captures) {
          if (c.name === captureName) nodes.push(c.node.text);
        }
        const test = /* @__PURE__ */ __name((text, positive) => {
          return positive ? regex.test(text) : !regex.test(text);
        }, "test");
        if (nodes.length === 0) return !isPositive;
        return matchAll ? nodes.every((text) => test(text, isPositive)) : nodes.some((text) => test(text, isPositive));
      });
    }
    __name(parseMatchPredicate, "parseMatchPredicate");
    function parseAnyOfPredicate(steps, index, operator, textPredicates) {
      if (steps.length < 2) {
        throw new Error(
          `Wrong number of arguments to \`#${operator}\` predicate. Expected at least 1. Got ${steps.length - 1}.`
        );
      }
      if (steps[1].type !== "capture") {
        throw new Error(
          `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
        );
      }
      const isPositive = operator === "any-of?";
      const captureName = steps[1].name;
      const stringSteps = steps.slice(2);
      if (!stringSteps.every(isStringStep)) {
        throw new Error(
          `Arguments to \`#${operator}\` predicate must be strings.".`
        );
      }
      const values = stringSteps.map((s) => s.value);
      textPredicates[index].push((captures) => {
        const nodes = [];
        for (const c of captures) {
          if (c.name === captureName) nodes.push(c.node.text);
        }
        if (nodes.length === 0) return !isPositive;
        return nodes.every((text) => values.includes(text)) === isPositive;
      });
    }
    __name(parseAnyOfPredicate, "parseAnyOfPredicate");
    function parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties) {
      if (steps.length < 2 || steps.length > 3) {
        throw new Error(
          `Wrong number of arguments to \`#${operator}\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`
        );
      }
      if (!steps.every(isStringStep)) {
        throw new Error(
          `Arguments to \`#${operator}\` predicate must be strings.".`
        );
      }
      const properties = operator === "is?" ? assertedProperties : refutedProperties;
      if (!properties[index]) properties[index] = {};
      properties[index][steps[1].value] = steps[2]?.value ?? null;
    }
    __name(parseIsPredicate, "parseIsPredicate");
    function parseSetDirective(steps, index, setProperties) {
      if (steps.length < 2 || steps.length > 3) {
        throw new Error(`Wrong number of arguments to \`#set!\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`);
      }
      if (!steps.every(isStringStep)) {
        throw new Error(`Arguments to \`#set!\` predicate must be strings.".`);
      }
      if (!setProperties[index]) setProperties[index] = {};
      setProperties[index][steps[1].value] = steps[2]?.value ?? null;
    }
    __name(parseSetDirective, "parseSetDirective");
    function parsePattern(index, stepType, stepValueId, captureNames, stringValues, steps, textPredicates, predicates, setProperties, assertedProperties, refutedProperties) {
      if (stepType === PREDICATE_STEP_TYPE_CAPTURE) {
        const name2 = captureNames[stepValueId];
        steps.push({ type: "capture", name: name2 });
      } else if (stepType === PREDICATE_STEP_TYPE_STRING) {
        steps.push({ type: "string", value: stringValues[stepValueId] });
      } else if (steps.length > 0) {
        if (steps[0].type !== "string") {
          throw new Error("Predicates must begin with a literal value");
        }
        const operator = steps[0].value;
        switch (operator) {
          case "any-not-eq?":
          case "not-eq?":
          case "any-eq?":
          case "eq?":
            parseAnyPredicate(steps, index, operator, textPredicates);
            break;
          case "any-not-match?":
          case "not-match?":
          case "any-match?":
          case "match?":
            parseMatchPredicate(steps, index, operator, textPredicates);
            break;
          case "not-any-of?":
          case "any-of?":
            parseAnyOfPredicate(steps, index, operator, textPredicates);
            break;
          case "is?":
          case "is-not?":
            parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties);
            break;
          case "set!":
            parseSetDirective(steps, index, setProperties);
            break;
          default:
            predicates[index].push({ operator, operands: steps.slice(1) });
        }
        steps.length = 0;
      }
    }
    __name(parsePattern, "parsePattern");
    var finalizer5 = newFinalizer((address) => {
      C._ts_query_delete(address);
    });
    var Query = class {
      static {
        __name(this, "Query");
      }
      /** @internal */
      [0] = 0;
      // Internal handle for Wasm
      /** @internal */
      exceededMatchLimit;
      /** @internal */
      textPredicates;
      /** The names of the captures used in the query. */
      captureNames;
      /** The quantifiers of the captures used in the query. */
      captureQuantifiers;
      /**
       * The other user-defined predicates associated with the given index.
       *
       * This includes predicates with operators other than:
       * - `match?`
       * - `eq?` and `not-eq?`
       * - `any-of?` and `not-any-of?`
       * - `is?` and `is-not?`
       * - `set!`
       */
      predicates;
      /** The properties for predicates with the operator `set!`. */
      setProperties;
      /** The properties for predicates with the operator `is?`. */
      assertedProperties;
      /** The properties for predicates with the operator `is-not?`. */
      refutedProperties;
      /** The maximum number of in-progress matches for this cursor. */
      matchLimit;
      /**
       * Create a new query from a string containing one or more S-expression
       * patterns.
       *
       * The query is associated with a particular language, and can only be run
       * on syntax nodes parsed with that language. References to Queries can be
       * shared between multiple threads.
       *
       * @link {@see https://tree-sitter.github.io/tree-sitter/using-parsers/queries}
       */
      constructor(language, source) {
        const sourceLength = C.lengthBytesUTF8(source);
        const sourceAddress = C._malloc(sourceLength + 1);
        C.stringToUTF8(source, sourceAddress, sourceLength + 1);
        const address = C._ts_query_new(
          language[0],
          sourceAddress,
          sourceLength,
          TRANSFER_BUFFER,
          TRANSFER_BUFFER + SIZE_OF_INT
        );
        if (!address) {
          const errorId = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
          const errorByte = C.getValue(TRANSFER_BUFFER, "i32");
          const errorIndex = C.UTF8ToString(sourceAddress, errorByte).length;
          const suffix = source.slice(errorIndex, errorIndex + 100).split("\n")[0];
          const word = suffix.match(QUERY_WORD_REGEX)?.[0] ?? "";
          C._free(sourceAddress);
          switch (errorId) {
            case QueryErrorKind.Syntax:
              throw new QueryError(QueryErrorKind.Syntax, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
            case QueryErrorKind.NodeName:
              throw new QueryError(errorId, { word }, errorIndex, word.length);
            case QueryErrorKind.FieldName:
              throw new QueryError(errorId, { word }, errorIndex, word.length);
            case QueryErrorKind.CaptureName:
              throw new QueryError(errorId, { word }, errorIndex, word.length);
            case QueryErrorKind.PatternStructure:
              throw new QueryError(errorId, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
          }
        }
        const stringCount = C._ts_query_string_count(address);
        const captureCount = C._ts_query_capture_count(address);
        const patternCount = C._ts_query_pattern_count(address);
        const captureNames = new Array(captureCount);
        const captureQuantifiers = new Array(patternCount);
        const stringValues = new Array(stringCount);
        for (let i2 = 0; i2 < captureCount; i2++) {
          const nameAddress = C._ts_query_capture_name_for_id(
            address,
            i2,
            TRANSFER_BUFFER
          );
          const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
          captureNames[i2] = C.UTF8ToString(nameAddress, nameLength);
        }
        for (let i2 = 0; i2 < patternCount; i2++) {
          const captureQuantifiersArray = new Array(captureCount);
          for (let j = 0; j < captureCount; j++) {
            const quantifier = C._ts_query_capture_quantifier_for_id(address, i2, j);
            captureQuantifiersArray[j] = quantifier;
          }
          captureQuantifiers[i2] = captureQuantifiersArray;
        }
        for (let i2 = 0; i2 < stringCount; i2++) {
          const valueAddress = C._ts_query_string_value_for_id(
            address,
            i2,
            TRANSFER_BUFFER
          );
          const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
          stringValues[i2] = C.UTF8ToString(valueAddress, nameLength);
        }
        const setProperties = new Array(patternCount);
        const assertedProperties = new Array(patternCount);
        const refutedProperties = new Array(patternCount);
        const predicates = new Array(patternCount);
        const textPredicates = new Array(patternCount);
        for (let i2 = 0; i2 < patternCount; i2++) {
          const predicatesAddress = C._ts_query_predicates_for_pattern(address, i2, TRANSFER_BUFFER);
          const stepCount = C.getValue(TRANSFER_BUFFER, "i32");
          predicates[i2] = [];
          textPredicates[i2] = [];
          const steps = new Array();
          let stepAddress = predicatesAddress;
          for (let j = 0; j < stepCount; j++) {
            const stepType = C.getValue(stepAddress, "i32");
            stepAddress += SIZE_OF_INT;
            const stepValueId = C.getValue(stepAddress, "i32");
            stepAddress += SIZE_OF_INT;
            parsePattern(
              i2,
              stepType,
              stepValueId,
              captureNames,
              stringValues,
              steps,
              textPredicates,
              predicates,
              setProperties,
              assertedProperties,
              refutedProperties
            );
          }
          Object.freeze(textPredicates[i2]);
          Object.freeze(predicates[i2]);
          Object.freeze(setProperties[i2]);
          Object.freeze(assertedProperties[i2]);
          Object.freeze(refutedProperties[i2]);
        }
        C._free(sourceAddress);
        this[0] = address;
        this.captureNames = captureNames;
        this.captureQuantifiers = captureQuantifiers;
        this.textPredicates = textPredicates;
        this.predicates = predicates;
        this.setProperties = setProperties;
        this.assertedProperties = assertedProperties;
        this.refutedProperties = refutedProperties;
        this.exceededMatchLimit = false;
        finalizer5?.register(this, address, this);
      }
      /** Delete the query, freeing its resources. */
      delete() {
        finalizer5?.unregister(this);
        C._ts_query_delete(this[0]);
        this[0] = 0;
      }
      /**
       * Iterate over all of the matches in the order that they were found.
       *
       * Each match contains the index of the pattern that matched, and a list of
       * captures. Because multiple patterns can match the same set of nodes,
       * one match may contain captures that appear *before* some of the
       * captures from a previous match.
       *
       * @param {Node} node - The node to execute the query on.
       *
       * @param {QueryOptions} options - Options for query execution.
       */
      matches(node, options = {}) {
        const startPosition = options.startPosition ?? ZERO_POINT;
        const endPosition = options.endPosition ?? ZERO_POINT;
        const startIndex = options.startIndex ?? 0;
        const endIndex = options.endIndex ?? 0;
        const startContainingPosition = options.startContainingPosition ?? ZERO_POINT;
        const endContainingPosition = options.endContainingPosition ?? ZERO_POINT;
        const startContainingIndex = options.startContainingIndex ?? 0;
        const endContainingIndex = options.endContainingIndex ?? 0;
        const matchLimit = options.matchLimit ?? 4294967295;
        const maxStartDepth = options.maxStartDepth ?? 4294967295;
        const progressCallback = options.progressCallback;
        if (typeof matchLimit !== "number") {
          throw new Error("Arguments must be numbers");
        }
        this.matchLimit = matchLimit;
        if (endIndex !== 0 && startIndex > endIndex) {
          throw new Error("`startIndex` cannot be greater than `endIndex`");
        }
        if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
          throw new Error("`startPosition` cannot be greater than `endPosition`");
        }
        if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
          throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
        }
        if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
          throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
        }
        if (progressCallback) {
          C.currentQueryProgressCallback = progressCallback;
        }
        marshalNode(node);
        C._ts_query_matches_wasm(
          this[0],
          node.tree[0],
          startPosition.row,
          startPosition.column,
          endPosition.row,
          endPosition.column,
          startIndex,
          endIndex,
          startContainingPosition.row,
          startContainingPosition.column,
          endContainingPosition.row,
          endContainingPosition.column,
          startContainingIndex,
          endContainingIndex,
          matchLimit,
          maxStartDepth
        );
        const rawCount = C.getValue(TRANSFER_BUFFER, "i32");
        const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
        const result = new Array(rawCount);
        this.exceededMatchLimit = Boolean(didExceedMatchLimit);
        let filteredCount = 0;
        let address = startAddress;
        for (let i2 = 0; i2 < rawCount; i2++) {
          const patternIndex = C.getValue(address, "i32");
          address += SIZE_OF_INT;
          const captureCount = C.getValue(address, "i32");
          address += SIZE_OF_INT;
          const captures = new Array(captureCount);
          address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
          if (this.textPredicates[patternIndex].every((p) => p(captures))) {
            result[filteredCount] = { patternIndex, captures };
            const setProperties = this.setProperties[patternIndex];
            result[filteredCount].setProperties = setProperties;
            const assertedProperties = this.assertedProperties[patternIndex];
            result[filteredCount].assertedProperties = assertedProperties;
            const refutedProperties = this.refutedProperties[patternIndex];
            result[filteredCount].refutedProperties = refutedProperties;
            filteredCount++;
          }
        }
        result.length = filteredCount;
        C._free(startAddress);
        C.currentQueryProgressCallback = null;
        return result;
      }
      /**
       * Iterate over all of the individual captures in the order that they
       * appear.
       *
       * This is useful if you don't care about which pattern matched, and just
       * want a single, ordered sequence of captures.
       *
       * @param {Node} node - The node to execute the query on.
       *
       * @param {QueryOptions} options - Options for query execution.
       */
      captures(node, options = {}) {
        const startPosition = options.startPosition ?? ZERO_POINT;
        const endPosition = options.endPosition ?? ZERO_POINT;
        const startIndex = options.startIndex ?? 0;
        const endIndex = options.endIndex ?? 0;
        const startContainingPosition = options.startContainingPosition ?? ZERO_POINT;
        const endContainingPosition = options.endContainingPosition ?? ZERO_POINT;
        const startContainingIndex = options.startContainingIndex ?? 0;
        const endContainingIndex = options.endContainingIndex ?? 0;
        const matchLimit = options.matchLimit ?? 4294967295;
        const maxStartDepth = options.maxStartDepth ?? 4294967295;
        const progressCallback = options.progressCallback;
        if (typeof matchLimit !== "number") {
          throw new Error("Arguments must be numbers");
        }
        this.matchLimit = matchLimit;
        if (endIndex !== 0 && startIndex > endIndex) {
          throw new Error("`startIndex` cannot be greater than `endIndex`");
        }
        if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
          throw new Error("`startPosition` cannot be greater than `endPosition`");
        }
        if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
          throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
        }
        if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
          throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
        }
        if (progressCallback) {
          C.currentQueryProgressCallback = progressCallback;
        }
        marshalNode(node);
        C._ts_query_captures_wasm(
          this[0],
          node.tree[0],
          startPosition.row,
          startPosition.column,
          endPosition.row,
          endPosition.column,
          startIndex,
          endIndex,
          startContainingPosition.row,
          startContainingPosition.column,
          endContainingPosition.row,
          endContainingPosition.column,
          startContainingIndex,
          endContainingIndex,
          matchLimit,
          maxStartDepth
        );
        const count = C.getValue(TRANSFER_BUFFER, "i32");
        const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
        const result = new Array();
        this.exceededMatchLimit = Boolean(didExceedMatchLimit);
        const captures = new Array();
        let address = startAddress;
        for (let i2 = 0; i2 < count; i2++) {
          const patternIndex = C.getValue(address, "i32");
          address += SIZE_OF_INT;
          const captureCount = C.getValue(address, "i32");
          address += SIZE_OF_INT;
          const captureIndex = C.getValue(address, "i32");
          address += SIZE_OF_INT;
          captures.length = captureCount;
          address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
          if (this.textPredicates[patternIndex].every((p) => p(captures))) {
            const capture = captures[captureIndex];
            const setProperties = this.setProperties[patternIndex];
            capture.setProperties = setProperties;
            const assertedProperties = this.assertedProperties[patternIndex];
            capture.assertedProperties = assertedProperties;
            const refutedProperties = this.refutedProperties[patternIndex];
            capture.refutedProperties = refutedProperties;
            result.push(capture);
          }
        }
        C._free(startAddress);
        C.currentQueryProgressCallback = null;
        return result;
      }
      /** Get the predicates for a given pattern. */
      predicatesForPattern(patternIndex) {
        return this.predicates[patternIndex];
      }
      /**
       * Disable a certain capture within a query.
       *
       * This prevents the capture from being returned in matches, and also
       * avoids any resource usage associated with recording the capture.
       */
      disableCapture(captureName) {
        const captureNameLength = C.lengthBytesUTF8(captureName);
        const captureNameAddress = C._malloc(captureNameLength + 1);
        C.stringToUTF8(captureName, captureNameAddress, captureNameLength + 1);
        C._ts_query_disable_capture(this[0], captureNameAddress, captureNameLength);
        C._free(captureNameAddress);
      }
      /**
       * Disable a certain pattern within a query.
       *
       * This prevents the pattern from matching, and also avoids any resource
       * usage associated with the pattern. This throws an error if the pattern
       * index is out of bounds.
       */
      disablePattern(patternIndex) {
        if (patternIndex >= this.predicates.length) {
          throw new Error(
            `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
          );
        }
        C._ts_query_disable_pattern(this[0], patternIndex);
      }
      /**
       * Check if, on its last execution, this cursor exceeded its maximum number
       * of in-progress matches.
       */
      didExceedMatchLimit() {
        return this.exceededMatchLimit;
      }
      /** Get the byte offset where the given pattern starts in the query's source. */
      startIndexForPattern(patternIndex) {
        if (patternIndex >= this.predicates.length) {
          throw new Error(
            `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
          );
        }
        return C._ts_query_start_byte_for_pattern(this[0], patternIndex);
      }
      /** Get the byte offset where the given pattern ends in the query's source. */
      endIndexForPattern(patternIndex) {
        if (patternIndex >= this.predicates.length) {
          throw new Error(
            `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
          );
        }
        return C._ts_query_end_byte_for_pattern(this[0], patternIndex);
      }
      /** Get the number of patterns in the query. */
      patternCount() {
        return C._ts_query_pattern_count(this[0]);
      }
      /** Get the index for a given capture name. */
      captureIndexForName(captureName) {
        return this.captureNames.indexOf(captureName);
      }
      /** Check if a given pattern within a query has a single root node. */
      isPatternRooted(patternIndex) {
        return C._ts_query_is_pattern_rooted(this[0], patternIndex) === 1;
      }
      /** Check if a given pattern within a query has a single root node. */
      isPatternNonLocal(patternIndex) {
        return C._ts_query_is_pattern_non_local(this[0], patternIndex) === 1;
      }
      /**
       * Check if a given step in a query is 'definite'.
       *
       * A query step is 'definite' if its parent pattern will be guaranteed to
       * match successfully once it reaches the step.
       */
      isPatternGuaranteedAtStep(byteIndex) {
        return C._ts_query_is_pattern_guaranteed_at_step(this[0], byteIndex) === 1;
      }
    };
    module.exports.default = module.exports;
  }
});

// src/engine/parse-worker.ts
var parse_worker_exports = {};
__export2(parse_worker_exports, {
  isParseWorkerData: () => isParseWorkerData,
  runParseWorker: () => runParseWorker
});
module.exports = __toCommonJS2(parse_worker_exports);
var import_node_worker_threads = require("node:worker_threads");

// src/core/cst.ts
function namesInBody(parameters, nameOf = (p) => p.name) {
  return parameters.flatMap((p) => p.binds ? p.binds.map((bound) => bound.name) : [nameOf(p)]);
}
function emptyCstRoot() {
  return { nodes: [], edges: [], tokens: /* @__PURE__ */ new Map(), warnings: [] };
}
function forEachNode(root, fn) {
  const visit = (node, depth) => {
    fn(node, depth);
    for (const child of node.children) visit(child, depth + 1);
  };
  for (const node of root.nodes) visit(node, 0);
}
function hasStereotype(node, stereotype) {
  return node.stereotypes.includes(stereotype);
}

// src/languages/append-all.ts
function appendAll(target, items) {
  for (const item of items) target.push(item);
}

// src/languages/c-family-generated.ts
var GENERATED = /@generated\b|\b(?:automatically|auto-?) ?generated (?:by|from)\b|\bthis file (?:is|was) (?:automatically |auto-?)?generated\b|\bdo not edit\b|\bgenerated by (?:bison|flex|yacc|re2c)\b|\bmade by GNU Bison\b/i;
function isGeneratedCFamilyFile(content) {
  return GENERATED.test(content.slice(0, 2e3));
}

// src/languages/code-lexing.ts
var NO_MORE_TOKENS = -1;
var UNREADABLE_TEXT = -2;
function holdsUndecodedBytes(text) {
  return text.includes("\uFFFD");
}
function sameCodeTokens(before, after, lexer) {
  if (holdsUndecodedBytes(before) || holdsUndecodedBytes(after)) return false;
  const inBefore = lexer.begin(before);
  const inAfter = lexer.begin(after);
  for (; ; ) {
    const beforeEnd = lexer.next(before, inBefore);
    const afterEnd = lexer.next(after, inAfter);
    if (beforeEnd === UNREADABLE_TEXT || afterEnd === UNREADABLE_TEXT) return false;
    if (beforeEnd === NO_MORE_TOKENS || afterEnd === NO_MORE_TOKENS) return beforeEnd === afterEnd;
    if (inBefore.layout !== inAfter.layout) return false;
    const length = beforeEnd - inBefore.start;
    if (length !== afterEnd - inAfter.start) return false;
    for (let i2 = 0; i2 < length; i2++) if (before.charCodeAt(inBefore.start + i2) !== after.charCodeAt(inAfter.start + i2)) return false;
  }
}
var LINE_FEED = 10;
var CARRIAGE_RETURN = 13;
var BACKSLASH = 92;
var SLASH = 47;
var STAR = 42;
function isLineBreak(text, position) {
  const code = text.charCodeAt(position);
  return code === LINE_FEED || code === CARRIAGE_RETURN;
}
function isBlank(text, position) {
  const code = text.charCodeAt(position);
  return code === 32 || code === 9 || code === 12 || code === 11;
}
function lineEnd(text, position) {
  let end = position;
  while (end < text.length && !isLineBreak(text, end)) end++;
  return end;
}
function blockCommentEnd(text, start2, nests = false) {
  let depth = 1;
  let position = start2 + 2;
  while (position < text.length - 1) {
    const code = text.charCodeAt(position);
    if (code === STAR && text.charCodeAt(position + 1) === SLASH) {
      position += 2;
      if (--depth === 0) return position;
    } else if (nests && code === SLASH && text.charCodeAt(position + 1) === STAR) {
      position += 2;
      depth++;
    } else {
      position++;
    }
  }
  return -1;
}
function quotedEnd(text, start2, crossesLines = false) {
  const quote = text.charCodeAt(start2);
  let position = start2 + 1;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (code === quote) return position + 1;
    if (code === BACKSLASH) position += 2;
    else if (!crossesLines && (code === LINE_FEED || code === CARRIAGE_RETURN)) return -1;
    else position++;
  }
  return -1;
}
function isDigit(code) {
  return code >= 48 && code <= 57;
}
function isWordPart(code) {
  return code >= 97 && code <= 122 || code >= 65 && code <= 90 || isDigit(code) || code === 95 || code >= 128;
}
function wordEnd(text, start2) {
  let end = start2;
  while (end < text.length && isWordPart(text.charCodeAt(end))) end++;
  return end;
}

// src/languages/c-family-same-code.ts
function sameCCode(before, after) {
  return sameCodeTokens(before, after, C_LEXER);
}
function sameCppCode(before, after) {
  return sameCodeTokens(before, after, CPP_LEXER);
}
var ADJACENT = 0;
var SEPARATED = 1;
var LINE_BREAK_THAT_COUNTS = 2;
function cFamilyLexer(readsCpp) {
  return {
    begin: (text) => ({
      position: text.charCodeAt(0) === BYTE_ORDER_MARK ? 1 : 0,
      start: 0,
      layout: ADJACENT,
      trigraphs: holdsStructuralTrigraph(text),
      first: true,
      atLineStart: true,
      inDirective: false,
      afterHash: false,
      afterLineStartExport: false,
      headerNameNext: false,
      afterHasInclude: false
    }),
    next: (text, cursor) => nextToken(text, cursor, readsCpp)
  };
}
var C_LEXER = cFamilyLexer(false);
var CPP_LEXER = cFamilyLexer(true);
var TAB = 9;
var LINE_FEED2 = 10;
var CARRIAGE_RETURN2 = 13;
var SPACE = 32;
var DOUBLE_QUOTE = 34;
var HASH = 35;
var PERCENT = 37;
var APOSTROPHE = 39;
var OPEN_PAREN = 40;
var CLOSE_PAREN = 41;
var STAR2 = 42;
var PLUS = 43;
var MINUS = 45;
var DOT = 46;
var SLASH2 = 47;
var COLON = 58;
var LESS = 60;
var GREATER = 62;
var BACKSLASH2 = 92;
var BYTE_ORDER_MARK = 65279;
function nextToken(text, cursor, readsCpp) {
  if (cursor.trigraphs) return UNREADABLE_TEXT;
  const length = text.length;
  let position = cursor.position;
  let separated = false;
  let lineBreak = false;
  for (; ; ) {
    if (position >= length) return NO_MORE_TOKENS;
    const code2 = text.charCodeAt(position);
    if (code2 === SPACE || code2 === TAB || code2 === 11 || code2 === 12) {
      position++;
      separated = true;
    } else if (code2 === LINE_FEED2 || code2 === CARRIAGE_RETURN2) {
      position++;
      separated = true;
      lineBreak = true;
    } else if (code2 === SLASH2 && text.charCodeAt(position + 1) === SLASH2) {
      position = lineCommentEnd(text, position);
      if (position === UNREADABLE_TEXT) return UNREADABLE_TEXT;
      separated = true;
    } else if (code2 === SLASH2 && text.charCodeAt(position + 1) === STAR2) {
      position = blockCommentEnd2(text, position);
      if (position === UNREADABLE_TEXT) return UNREADABLE_TEXT;
      separated = true;
    } else if (code2 === BACKSLASH2) {
      position = spliceEnd(text, position);
      if (position === UNREADABLE_TEXT) return UNREADABLE_TEXT;
      if (!separated && !cursor.first && position < length && mayJoin(text.charCodeAt(cursor.position - 1), text.charCodeAt(position))) return UNREADABLE_TEXT;
    } else {
      break;
    }
  }
  let endsDirective = false;
  if (lineBreak) {
    cursor.atLineStart = true;
    endsDirective = cursor.inDirective;
    cursor.inDirective = false;
  }
  const start2 = position;
  const code = text.charCodeAt(start2);
  let end;
  let startsDirective = false;
  const headerNameNext = cursor.headerNameNext;
  const afterHash = cursor.afterHash;
  const afterLineStartExport = cursor.afterLineStartExport;
  const afterHasInclude = cursor.afterHasInclude;
  cursor.headerNameNext = false;
  cursor.afterHash = false;
  cursor.afterLineStartExport = false;
  cursor.afterHasInclude = false;
  if (headerNameNext && (code === LESS || code === DOUBLE_QUOTE)) {
    end = headerNameEnd(text, start2);
  } else if (code === DOUBLE_QUOTE || code === APOSTROPHE) {
    end = quotedEnd(text, start2);
    if (end < 0) return UNREADABLE_TEXT;
  } else if (isDigit(code) || code === DOT && isDigit(text.charCodeAt(start2 + 1))) {
    end = numberEnd(text, start2, readsCpp);
  } else if (code >= 128 && !isWordPart2(code)) {
    return UNREADABLE_TEXT;
  } else if (isWordPart2(code)) {
    end = wordEnd2(text, start2);
    if (text.charCodeAt(end) === DOUBLE_QUOTE && isRawStringPrefix(text, start2, end)) {
      end = rawPrefixedEnd(text, end, readsCpp);
    } else if (afterHash) {
      if (isWord(text, start2, end, "include") || isWord(text, start2, end, "include_next") || isWord(text, start2, end, "import") || isWord(text, start2, end, "embed")) cursor.headerNameNext = true;
    } else if (cursor.atLineStart && !cursor.inDirective) {
      const importLine = isWord(text, start2, end, "import");
      const exportLine = isWord(text, start2, end, "export");
      if (importLine || exportLine || isWord(text, start2, end, "module")) {
        startsDirective = true;
        cursor.headerNameNext = importLine;
        cursor.afterLineStartExport = exportLine;
      }
    } else if (afterLineStartExport && isWord(text, start2, end, "import")) {
      cursor.headerNameNext = true;
    } else if (isWord(text, start2, end, "__has_include") || isWord(text, start2, end, "__has_include_next") || isWord(text, start2, end, "__has_embed")) {
      cursor.afterHasInclude = true;
    }
  } else if (code === HASH) {
    end = start2 + 1;
    if (cursor.atLineStart && !cursor.inDirective) {
      startsDirective = true;
      cursor.afterHash = true;
    }
  } else if (code === PERCENT && text.charCodeAt(start2 + 1) === COLON) {
    return UNREADABLE_TEXT;
  } else {
    end = start2 + 1;
    if (code === OPEN_PAREN && afterHasInclude) cursor.headerNameNext = true;
  }
  if (end === UNREADABLE_TEXT) return UNREADABLE_TEXT;
  if (startsDirective) cursor.inDirective = true;
  cursor.layout = cursor.first ? startsDirective ? LINE_BREAK_THAT_COUNTS : ADJACENT : endsDirective || startsDirective ? LINE_BREAK_THAT_COUNTS : separated ? SEPARATED : ADJACENT;
  cursor.first = false;
  cursor.atLineStart = false;
  cursor.start = start2;
  cursor.position = end;
  return end;
}
function lineCommentEnd(text, start2) {
  let position = start2 + 2;
  for (; ; ) {
    while (position < text.length && !isLineBreak(text, position)) position++;
    if (position >= text.length) return position;
    let last = position - 1;
    if (last >= start2 + 2 && text.charCodeAt(last) === BACKSLASH2) {
      position += lineBreakLength(text, position);
      continue;
    }
    while (last >= start2 + 2 && isBlank(text, last)) last--;
    if (last >= start2 + 2 && last < position - 1 && text.charCodeAt(last) === BACKSLASH2) return UNREADABLE_TEXT;
    return position;
  }
}
function blockCommentEnd2(text, start2) {
  for (let position = start2 + 2; position < text.length - 1; position++) {
    if (text.charCodeAt(position) !== STAR2) continue;
    const following = text.charCodeAt(position + 1);
    if (following === SLASH2) return position + 2;
    if (following === BACKSLASH2) return UNREADABLE_TEXT;
  }
  return UNREADABLE_TEXT;
}
function spliceEnd(text, start2) {
  const breakLength = lineBreakLength(text, start2 + 1);
  return breakLength === 0 ? UNREADABLE_TEXT : start2 + 1 + breakLength;
}
function lineBreakLength(text, position) {
  const code = text.charCodeAt(position);
  if (code === CARRIAGE_RETURN2) return text.charCodeAt(position + 1) === LINE_FEED2 ? 2 : 1;
  return code === LINE_FEED2 ? 1 : 0;
}
function headerNameEnd(text, start2) {
  const close = text.charCodeAt(start2) === LESS ? GREATER : DOUBLE_QUOTE;
  for (let position = start2 + 1; position < text.length; position++) {
    const code = text.charCodeAt(position);
    if (code === close) return position + 1;
    if (code === LINE_FEED2 || code === CARRIAGE_RETURN2 || code === BACKSLASH2 || close === GREATER && (code === APOSTROPHE || code === DOUBLE_QUOTE)) return UNREADABLE_TEXT;
  }
  return UNREADABLE_TEXT;
}
function mayJoin(before, after) {
  if (after === SPACE || after === TAB || after === 11 || after === 12 || after === LINE_FEED2 || after === CARRIAGE_RETURN2 || after === BACKSLASH2) return false;
  const wordBefore = isWordPart2(before) || before === DOUBLE_QUOTE || before === APOSTROPHE;
  const wordAfter = isWordPart2(after) || after === DOUBLE_QUOTE || after === APOSTROPHE;
  if (wordBefore && wordAfter) return true;
  if (isWordPart2(before)) return after === DOT || after === PLUS || after === MINUS;
  if (wordAfter) return before === DOT && isDigit(after);
  return !joinsNothing(before) && !joinsNothing(after);
}
function joinsNothing(code) {
  return code === 59 || code === 44 || code === OPEN_PAREN || code === CLOSE_PAREN || code === 123 || code === 125 || code === 91 || code === 93 || code === 63 || code === 126;
}
function numberEnd(text, start2, readsCpp) {
  let position = start2 + 1;
  for (; ; ) {
    const code = text.charCodeAt(position);
    if (isWordPart2(code) || code === DOT) {
      const following = text.charCodeAt(position + 1);
      position += (code | 32) === 101 || (code | 32) === 112 ? following === PLUS || following === MINUS ? 2 : 1 : 1;
    } else if (code === APOSTROPHE && isWordPart2(text.charCodeAt(position + 1))) {
      if (!readsCpp) return UNREADABLE_TEXT;
      position += 2;
    } else {
      return position;
    }
  }
}
function isRawStringPrefix(text, start2, end) {
  if (text.charCodeAt(end - 1) !== 82) return false;
  const length = end - start2;
  if (length === 1) return true;
  const first = text.charCodeAt(start2);
  if (length === 2) return first === 76 || first === 117 || first === 85;
  return length === 3 && first === 117 && text.charCodeAt(start2 + 1) === 56;
}
function rawPrefixedEnd(text, quote, readsCpp) {
  const rawEnd = rawStringEnd(text, quote);
  if (readsCpp) return rawEnd;
  return rawEnd !== UNREADABLE_TEXT && quotedEnd(text, quote) === rawEnd ? quote : UNREADABLE_TEXT;
}
function rawStringEnd(text, quote) {
  let open = quote + 1;
  while (open < text.length && open - quote <= 17) {
    const code = text.charCodeAt(open);
    if (code === OPEN_PAREN) {
      const close = text.indexOf(`)${text.slice(quote + 1, open)}"`, open + 1);
      return close < 0 ? UNREADABLE_TEXT : close + open - quote + 1;
    }
    if (code <= SPACE || code === CLOSE_PAREN || code === BACKSLASH2 || code === DOUBLE_QUOTE || code >= 127) return UNREADABLE_TEXT;
    open++;
  }
  return UNREADABLE_TEXT;
}
function wordEnd2(text, start2) {
  let position = start2 + 1;
  while (isWordPart2(text.charCodeAt(position))) position++;
  return position;
}
function isWordPart2(code) {
  return code >= 97 && code <= 122 || code >= 65 && code <= 90 || code >= 48 && code <= 57 || code === 95 || code === 36 || code >= 128 && !UNICODE_BLANK.test(String.fromCharCode(code));
}
var UNICODE_BLANK = /[\s\u0085]/;
function isWord(text, start2, end, word) {
  return end - start2 === word.length && text.startsWith(word, start2);
}
function holdsStructuralTrigraph(text) {
  for (let at = text.indexOf("??"); at >= 0; at = text.indexOf("??", at + 1)) {
    const following = text.charCodeAt(at + 2);
    if (following === SLASH2 || following === 61) return true;
  }
  return false;
}

// src/languages/plugin.ts
var NodeIdGenerator = class {
  next = 1;
  take() {
    return this.next++;
  }
  /** How many ids were handed out. */
  get taken() {
    return this.next - 1;
  }
};

// src/languages/syntax-helpers.ts
function tokenizeTree(tree, source, options) {
  const texts = [];
  const starts = [];
  const spelled = options.spelled;
  const cursor = tree.walk();
  try {
    for (; ; ) {
      const type = cursor.nodeType;
      let leaf = false;
      if (options.skip.has(type)) {
        leaf = true;
      } else if (options.atomic.has(type) || !cursor.gotoFirstChild()) {
        const start2 = cursor.startIndex;
        const end = cursor.endIndex;
        if (end > start2) {
          const text = source.slice(start2, end);
          const read2 = spelled === void 0 ? text : spelled.get(type)?.(text) ?? text;
          if (read2 !== "") {
            texts.push(read2);
            starts.push(start2);
          }
        }
        leaf = true;
      }
      if (!leaf) continue;
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) return { texts, starts: Int32Array.from(starts) };
      }
    }
  } finally {
    cursor.delete();
  }
}
function leafText(leaf, tokens) {
  if (!tokens) return leaf.text;
  const start2 = leaf.startIndex;
  const starts = tokens.starts;
  let low = 0;
  let high = starts.length - 1;
  while (low <= high) {
    const middle = low + high >>> 1;
    const value = starts[middle];
    if (value === start2) return tokens.texts[middle];
    if (value < start2) low = middle + 1;
    else high = middle - 1;
  }
  return leaf.text;
}
function locationOf(file, node, body2) {
  return {
    file,
    begin: node.startIndex,
    end: node.endIndex,
    bodyBegin: body2 ? body2.startIndex : node.endIndex,
    bodyEnd: body2 ? body2.endIndex : node.endIndex,
    startLine: node.startPosition.row + 1,
    endLine: node.endPosition.row + 1
  };
}
function syntaxWarning(file, tree) {
  const root = tree.rootNode;
  if (!root.hasError) return void 0;
  const first = findFirstError(root);
  const line = first ? first.startPosition.row + 1 : 1;
  return `${file}:${line}: syntax error; analysed what could be parsed`;
}
function findFirstError(root) {
  const pending = [root];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.isError || node.isMissing) return node;
    const children = node.children;
    for (let i2 = children.length - 1; i2 >= 0; i2--) {
      const child = children[i2];
      if (child && (child.hasError || child.isMissing)) pending.push(child);
    }
  }
  return void 0;
}

// src/languages/tree-sitter.ts
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var import_web_tree_sitter2 = __toESM2(require_web_tree_sitter2());

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

// src/languages/tree-sitter.ts
var initialised;
var languages = /* @__PURE__ */ new Map();
function findWasm(packageName, fileName) {
  const bundled = (0, import_node_path.join)(__dirname, "wasm", fileName);
  if ((0, import_node_fs.existsSync)(bundled)) return bundled;
  let dir = __dirname;
  for (; ; ) {
    const candidate = (0, import_node_path.join)(dir, "node_modules", packageName, fileName);
    if ((0, import_node_fs.existsSync)(candidate)) return candidate;
    const parent = (0, import_node_path.dirname)(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new RefdiffError(`${(0, import_node_path.join)(__dirname, "wasm", fileName)} is missing (nor is it in package ${packageName}); reinstall refdiff`, ExitCode.internal);
}
var runtimeAhead;
function initialise() {
  let path = "web-tree-sitter.wasm";
  initialised ??= (runtimeAhead ?? Promise.resolve(void 0)).then((compiled2) => {
    if (compiled2) path = findWasm("web-tree-sitter", "web-tree-sitter.wasm");
    return import_web_tree_sitter2.Parser.init({
      locateFile: () => path = findWasm("web-tree-sitter", "web-tree-sitter.wasm"),
      // The runtime's own report of a damaged file: the error below says it in one line.
      printErr: () => void 0,
      // Instantiated here, synchronously: a failure then rejects the runtime's start (its
      // callback has no way to report one).
      ...compiled2 ? { instantiateWasm: instantiateCompiled(compiled2) } : {}
    });
  }).then(
    () => void 0,
    (error) => {
      throw error instanceof RefdiffError ? error : damaged(path, error);
    }
  );
  return initialised;
}
function instantiateCompiled(compiled2) {
  return (imports, receive) => {
    receive(new WebAssembly.Instance(compiled2, imports), compiled2);
    return {};
  };
}
async function loadGrammar(packageName, fileName) {
  let language = languages.get(fileName);
  if (!language) {
    const path = findWasm(packageName, fileName);
    const compiled2 = WebAssembly.compile((0, import_node_fs.readFileSync)(path));
    compiled2.catch(() => void 0);
    language = initialise().then(
      () => compiled2.then((module2) => import_web_tree_sitter2.Language.loadSync(module2)).catch((error) => {
        throw damaged(path, error);
      })
    );
    languages.set(fileName, language);
  }
  return language;
}
function damaged(file, error) {
  const reason = error.message.split("\n")[0].replace(/^Aborted\((.*)\)\. Build with .*$/, "$1");
  return new RefdiffError(`${file} is damaged (${reason}); reinstall refdiff`, ExitCode.internal);
}

// src/languages/c/calls.ts
var import_web_tree_sitter3 = __toESM2(require_web_tree_sitter2());
var CALLS = "(call_expression function: (identifier) @callee)";
var CallFinder = class {
  query;
  constructor(language) {
    this.query = new import_web_tree_sitter3.Query(language, CALLS);
  }
  /**
   * The names called inside each range (function bodies, sorted and disjoint), per range index.
   */
  calleesByRange(root, ranges) {
    const callees = ranges.map(() => /* @__PURE__ */ new Set());
    if (ranges.length === 0) return callees;
    for (const capture of this.query.captures(root)) {
      const index = enclosingRange(ranges, capture.node.startIndex);
      if (index >= 0) callees[index].add(capture.node.text);
    }
    return callees;
  }
};
function enclosingRange(ranges, offset) {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = low + high >> 1;
    const range = ranges[middle];
    if (offset < range.begin) high = middle - 1;
    else if (offset >= range.end) low = middle + 1;
    else return middle;
  }
  return -1;
}
function resolveCalls(calls, files) {
  const everywhere = /* @__PURE__ */ new Map();
  for (const file of files) {
    for (const fn of file.children) {
      const same = everywhere.get(fn.simpleName);
      if (same) same.push(fn);
      else everywhere.set(fn.simpleName, [fn]);
    }
  }
  const edges = [];
  for (const file of files) {
    const local = /* @__PURE__ */ new Map();
    for (const fn of file.children) if (!local.has(fn.simpleName)) local.set(fn.simpleName, fn);
    for (const caller of file.children) {
      for (const name2 of calls.get(caller) ?? []) {
        const candidates = everywhere.get(name2);
        const callee = local.get(name2) ?? (candidates?.length === 1 ? candidates[0] : void 0);
        if (callee && callee !== caller) edges.push({ type: "uses", from: caller.id, to: callee.id });
      }
    }
  }
  return edges;
}

// src/languages/c/cpp-linkage.ts
var GUARDED_LINKAGE = /(#[ \t]*if(?:def[ \t]+|[ \t]+defined[ \t]*\(?[ \t]*)__cplusplus\b[^\n]*\n)([ \t]*(?:extern[ \t]+"C"\s*\{|\})[ \t]*(?:\/\/[^\n]*)?)(?=\r?\n|$)/g;
function maskCppLinkage(source) {
  if (!source.includes("__cplusplus")) return source;
  return source.replace(GUARDED_LINKAGE, (_all, guard, linkage) => guard + linkage.replace(/[^\n]/g, " "));
}

// src/languages/c-family-conditional-braces.ts
function maskUnbalancedConditionals(source) {
  if (!/^[ \t]*#[ \t]*if/m.test(source)) return source;
  const code = codeOnly(source);
  const blanked = unbalancedGroupSpans(code);
  if (blanked.length === 0) return source;
  const characters = source.split("");
  for (const { start: start2, end } of blanked) {
    for (let i2 = start2; i2 < end; i2++) if (characters[i2] !== "\n" && characters[i2] !== "\r") characters[i2] = " ";
  }
  return characters.join("");
}
function unbalancedGroupSpans(code) {
  const spans = [];
  const open = [];
  let lineStart = 0;
  while (lineStart <= code.length) {
    const lineEnd3 = directiveEnd(code, lineStart);
    const directive = /^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|elifdef|elifndef|else|endif)\b/.exec(code.slice(lineStart, lineEnd3))?.[1];
    const line = { start: lineStart, end: lineEnd3 };
    const group = open[open.length - 1];
    if (directive?.startsWith("if")) {
      open.push({ directives: [line], hasElse: false, branches: [{ start: lineEnd3, end: lineEnd3 }], balances: [0] });
    } else if (directive && directive !== "endif" && group) {
      group.branches[group.branches.length - 1].end = lineStart;
      group.directives.push(line);
      group.hasElse ||= directive === "else";
      group.branches.push({ start: lineEnd3, end: lineEnd3 });
      group.balances.push(0);
    } else if (directive === "endif" && group) {
      open.pop();
      group.branches[group.branches.length - 1].end = lineStart;
      group.directives.push(line);
      const read2 = group.hasElse ? group.branches.length - 1 : 0;
      if (group.balances.some((balance) => balance !== 0)) spans.push(...group.directives, ...group.branches.filter((_, i2) => i2 !== read2));
      const enclosing = open[open.length - 1];
      if (enclosing) enclosing.balances[enclosing.balances.length - 1] += group.balances[read2];
    } else if (group) {
      group.balances[group.balances.length - 1] += braceBalance(code, lineStart, lineEnd3);
    }
    lineStart = lineEnd3 + 1;
  }
  return spans;
}
function directiveEnd(code, start2) {
  let end = code.indexOf("\n", start2);
  if (end < 0) return code.length;
  DIRECTIVE_START.lastIndex = start2;
  if (!DIRECTIVE_START.test(code)) return end;
  while (endsWithBackslash(code, end)) {
    const next = code.indexOf("\n", end + 1);
    if (next < 0) return code.length;
    end = next;
  }
  return end;
}
var DIRECTIVE_START = /[ \t]*#/y;
function endsWithBackslash(code, end) {
  const last = code[end - 1] === "\r" ? end - 2 : end - 1;
  return last >= 0 && code[last] === "\\";
}
function braceBalance(code, start2, end) {
  let balance = 0;
  for (let i2 = start2; i2 < end; i2++) {
    if (code[i2] === "{") balance++;
    else if (code[i2] === "}") balance--;
  }
  return balance;
}
function codeOnly(source) {
  const parts2 = [];
  const blank3 = (from, to) => source.slice(from, to).replace(/[^\n]/g, " ");
  const special = /\/\*|\/\/|["']/g;
  let copied = 0;
  for (let match = special.exec(source); match; match = special.exec(source)) {
    const i2 = match.index;
    let end;
    if (match[0] === "/*") {
      const close = source.indexOf("*/", i2 + 2);
      end = close < 0 ? source.length : close + 2;
    } else if (match[0] === "//") {
      const newline = source.indexOf("\n", i2);
      end = newline < 0 ? source.length : newline;
    } else {
      let j = i2 + 1;
      while (j < source.length && source[j] !== match[0] && source[j] !== "\n") j += source[j] === "\\" ? 2 : 1;
      end = Math.min(j + 1, source.length);
    }
    parts2.push(source.slice(copied, i2), blank3(i2, end));
    copied = end;
    special.lastIndex = end;
  }
  parts2.push(source.slice(copied));
  return parts2.join("");
}

// src/languages/c/attribute-macros.ts
function blankNumericAttributeMacros(source) {
  if (!/\(\s*\d+\s*(?:,\s*\d+\s*)*\)/.test(source)) return source;
  return source.replace(NUMERIC_ATTRIBUTE_MACRO, (_all, specifiers, macro) => specifiers + macro.replace(/[^\n]/g, " "));
}
var NUMERIC_ATTRIBUTE_MACRO = /^([ \t]*(?:[A-Za-z_]\w*[ \t*]+)+)([A-Za-z_]\w*[ \t]*\([ \t]*\d+(?:[ \t]*,[ \t]*\d+)*[ \t]*\))(?=[ \t]*\r?\n?[ \t]*\**[ \t]*[A-Za-z_]\w*[ \t]*\()/gm;

// src/languages/c-family-include-guard.ts
function withoutIncludeGuard(tokens, root) {
  const guard = includeGuardNames(root);
  if (guard.length === 0) return tokens;
  const dropped = new Set(guard.map((name2) => name2.startIndex));
  const texts = [];
  const starts = [];
  for (let i2 = 0; i2 < tokens.texts.length; i2++) {
    if (dropped.has(tokens.starts[i2])) continue;
    texts.push(tokens.texts[i2]);
    starts.push(tokens.starts[i2]);
  }
  return { texts, starts: Int32Array.from(starts) };
}
function includeGuardNames(root) {
  const guard = firstNonComment(root.namedChildren);
  if (guard?.type !== "preproc_ifdef" || guard.child(0)?.type !== "#ifndef") return [];
  const name2 = guard.childForFieldName("name");
  if (!name2) return [];
  const definition = firstNonComment(guard.namedChildren.filter((child) => child?.id !== name2.id));
  const defined = definition?.type === "preproc_def" ? definition.childForFieldName("name") : null;
  if (!defined || defined.text !== name2.text || definition?.childForFieldName("value")) return [];
  return [name2, defined];
}
function firstNonComment(nodes) {
  return nodes.find((node) => !!node && node.type !== "comment");
}

// src/languages/c/parameters.ts
function parametersOf(parameterList) {
  if (!parameterList) return [];
  const parameters = [];
  for (const child of parameterList.namedChildren) {
    if (!child) continue;
    if (child.type === "parameter_declaration") parameters.push(declaredParameter(child));
    else if (child.type === "variadic_parameter") parameters.push({ name: "...", type: "..." });
    else if (child.type === "identifier") parameters.push({ name: child.text });
  }
  const onlyVoid = parameters.length === 1 && parameters[0].type === "void" && parameters[0].name === "";
  return onlyVoid ? [] : parameters;
}
var UNUSED_MACRO = /\b(?:__\w*unused\w*|[A-Z_]*UNUSED[A-Z_]*)\b/;
function hasUnusedMarkers(parameterListText) {
  return UNUSED_MACRO.test(parameterListText);
}
function withoutUnusedMarkers(parameterListText) {
  const macro = UNUSED_MACRO.source;
  return parameterListText.replace(/\b__attribute__\s*\(\((?:[^()]|\([^()]*\))*\)\)/g, " ").replace(new RegExp(`${macro}\\s*\\(([^()]*)\\)`, "g"), " $1 ").replace(new RegExp(macro, "g"), " ");
}
function functionLocalName(name2, parameters) {
  return `${name2}(${parameters.map((p) => p.type ?? p.name).join(", ")})`;
}
function declaredParameter(declaration) {
  const qualifiers = [];
  for (const child of declaration.namedChildren) {
    if (child?.type === "type_qualifier") qualifiers.push(child.text);
  }
  const typeNode = declaration.childForFieldName("type");
  const base = typeNode ? collapse(textWithoutComments(typeNode)) : "";
  const declarator = declaration.childForFieldName("declarator");
  const shape = declarator ? shapeOf(declarator) : { name: "", abstract: "" };
  const abstract2 = shape.abstract.replace(TOP_LEVEL_QUALIFIERS, "*").trim();
  const suffix = abstract2 === "" ? "" : abstract2.startsWith("[") ? abstract2 : ` ${abstract2}`;
  const prefix = qualifiers.length > 0 && abstract2 !== "" ? `${qualifiers.join(" ")} ` : "";
  return { name: shape.name, type: `${prefix}${base}${suffix}` };
}
var TOP_LEVEL_QUALIFIERS = /\*(?:\s*\b(?:const|volatile|restrict|__restrict|__restrict__|_Atomic)\b)+\s*$/;
function shapeOf(node) {
  const inner = () => {
    const next = node.childForFieldName("declarator") ?? firstDeclaratorChild(node);
    return next ? shapeOf(next) : { name: "", abstract: "" };
  };
  switch (node.type) {
    case "identifier":
      return { name: node.text, abstract: "" };
    case "pointer_declarator":
    case "abstract_pointer_declarator": {
      const qualifiers = node.namedChildren.filter((c) => c?.type === "type_qualifier").map((c) => `${c.text} `);
      const rest = inner();
      return { name: rest.name, abstract: `*${qualifiers.join("")}${rest.abstract}` };
    }
    case "array_declarator":
    case "abstract_array_declarator": {
      const rest = inner();
      return { name: rest.name, abstract: `${rest.abstract}[]` };
    }
    case "function_declarator":
    case "abstract_function_declarator": {
      const rest = inner();
      const types = parametersOf(node.childForFieldName("parameters")).map((p) => p.type ?? p.name);
      return { name: rest.name, abstract: `${rest.abstract}(${types.join(", ")})` };
    }
    case "parenthesized_declarator":
    case "abstract_parenthesized_declarator": {
      const rest = inner();
      return { name: rest.name, abstract: `(${rest.abstract.trim()})` };
    }
    case "attributed_declarator":
      return inner();
    default:
      return { name: "", abstract: "" };
  }
}
function firstDeclaratorChild(node) {
  for (const child of node.namedChildren) {
    if (child && (child.type === "identifier" || child.type.endsWith("declarator"))) return child;
  }
  return null;
}
function textWithoutComments(node) {
  const text = node.text;
  if (!text.includes("/")) return text;
  let kept = "";
  let from = 0;
  for (const comment of node.descendantsOfType("comment")) {
    if (!comment) continue;
    kept += `${text.slice(from, comment.startIndex - node.startIndex)} `;
    from = comment.endIndex - node.startIndex;
  }
  return kept + text.slice(from);
}
function collapse(text) {
  return text.replace(/\s+/g, " ").trim();
}

// src/languages/c/functions.ts
var CONTAINERS = /* @__PURE__ */ new Set([
  "translation_unit",
  "ERROR",
  "preproc_if",
  "preproc_ifdef",
  "preproc_else",
  "preproc_elif",
  "preproc_elifdef",
  "linkage_specification",
  "declaration_list"
]);
function findFunctions(file, root, parseHeader) {
  const found = [];
  const pending = [root];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.type === "function_definition") {
      const definition = readDefinition(file, node, parseHeader);
      if (definition) found.push(definition);
    } else if (node === root || CONTAINERS.has(node.type)) {
      for (let i2 = node.childCount - 1; i2 >= 0; i2--) {
        const child = node.child(i2);
        if (child) pending.push(child);
      }
    }
  }
  return found;
}
function readDefinition(file, definition, parseHeader) {
  const body2 = definition.childForFieldName("body");
  const declarator = definition.childForFieldName("declarator");
  const named2 = declarator ? namingDeclarator(declarator) : void 0;
  const header = named2 ? { name: named2.name, parameters: readParameters(named2.declarator.childForFieldName("parameters"), parseHeader) } : recoverHeader(definition, body2, parseHeader);
  if (!header) return void 0;
  const returnType = named2 && declarator ? returnTypeOf(definition, declarator, named2.declarator) : void 0;
  const location2 = locationOf(file, definition, body2);
  const start2 = realStart(definition);
  if (start2 !== definition) {
    location2.begin = start2.startIndex;
    location2.startLine = start2.startPosition.row + 1;
  }
  return { ...header, ...returnType ? { returnType } : {}, location: location2 };
}
function returnTypeOf(definition, declarator, naming) {
  const type = definition.childForFieldName("type");
  if (!type) return void 0;
  let pointers = 0;
  for (let node = declarator; node && node.id !== naming.id; node = node.childForFieldName("declarator")) {
    if (node.type !== "pointer_declarator") return void 0;
    pointers++;
  }
  const qualifiers = definition.namedChildren.filter((child) => child?.type === "type_qualifier").map((child) => child.text);
  const base = [...qualifiers, textWithoutComments(type)].join(" ").replace(/\s+/g, " ").trim();
  return pointers > 0 ? `${base} ${"*".repeat(pointers)}` : base;
}
function readParameters(list, parseHeader) {
  if (list && hasUnusedMarkers(list.text)) {
    const reparsed = parseHeader(`void f${withoutUnusedMarkers(list.text)} {}`);
    if (reparsed) return reparsed.parameters;
  }
  return parametersOf(list);
}
function namingDeclarator(declarator) {
  let node = declarator;
  while (node) {
    if (node.type === "function_declarator") {
      const inner = node.childForFieldName("declarator");
      if (inner?.type === "identifier") return { name: inner.text, declarator: node };
      if (inner?.type === "function_declarator" && inner.childForFieldName("declarator")?.type === "identifier") {
        return { name: inner.text.replace(/\s+/g, ""), declarator: node };
      }
      node = inner;
    } else if (node.type === "pointer_declarator") {
      node = node.childForFieldName("declarator");
    } else if (node.type === "parenthesized_declarator" || node.type === "attributed_declarator") {
      node = node.namedChild(0);
    } else {
      return void 0;
    }
  }
  return void 0;
}
function recoverHeader(definition, body2, parseHeader) {
  if (!body2) return void 0;
  const text = definition.text.slice(0, body2.startIndex - definition.startIndex);
  const call = trailingCall(text);
  return call ? parseHeader(`void ${call.name}${call.parameters} {}`) : void 0;
}
function trailingCall(text) {
  let end = text.length;
  while (end > 0 && isSpace(text[end - 1])) end--;
  if (text[end - 1] !== ")") return void 0;
  let depth = 0;
  let open = -1;
  for (let i2 = end - 1; i2 >= 0 && open < 0; i2--) {
    if (text[i2] === ")" && ++depth > 2) return void 0;
    if (text[i2] === "(" && --depth === 0) open = i2;
  }
  if (open < 0) return void 0;
  let nameEnd = open;
  while (nameEnd > 0 && isSpace(text[nameEnd - 1])) nameEnd--;
  let start2 = nameEnd;
  while (start2 > 0 && isWordCharacter(text[start2 - 1])) start2--;
  while (start2 < nameEnd && text[start2] >= "0" && text[start2] <= "9") start2++;
  return start2 < nameEnd ? { name: text.slice(start2, nameEnd), parameters: text.slice(open, end) } : void 0;
}
function isSpace(character) {
  return /\s/.test(character);
}
function isWordCharacter(character) {
  return /\w/.test(character);
}
function realStart(definition) {
  const first = definition.child(0);
  if (first?.type !== "macro_type_specifier") return definition;
  for (let i2 = 1; i2 < definition.childCount; i2++) {
    const child = definition.child(i2);
    if (!child || child.type === "function_declarator" || child.type === "compound_statement") break;
    if (child.type === "ERROR") return definition.child(1) ?? definition;
  }
  return definition;
}

// src/languages/c/tokens.ts
var OPTIONS = {
  atomic: /* @__PURE__ */ new Set(["string_literal", "char_literal", "system_lib_string"]),
  skip: /* @__PURE__ */ new Set(["comment"])
};
var SINGLE_LEXEME = /^(?:#\s*[A-Za-z_]\w*|[A-Za-z_$][\w$]*|\.?\d[\w.]*|[^\w\s"']{1,3}|(?:L|u8?|U)?"(?:[^"\\]|\\.)*"|(?:L|u8?|U)?'(?:[^'\\]|\\.)*'|<[^>]*>)$/s;
var LEXEME = /(?:L|u8?|U)?"(?:[^"\\\n]|\\.)*"?|(?:L|u8?|U)?'(?:[^'\\\n]|\\.)*'?|\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|[A-Za-z_$][\w$]*|\.?\d(?:[eEpP][+-]|[\w.])*|->|\+\+|--|<<=?|>>=?|[<>=!]=|&&|\|\||##|\.\.\.|[-+*/%&|^]=|\S/g;
function tokenizeC(tree, source) {
  const leaves = tokenizeTree(tree, source, OPTIONS);
  const texts = [];
  const starts = [];
  for (let i2 = 0; i2 < leaves.texts.length; i2++) {
    const text = leaves.texts[i2];
    const start2 = leaves.starts[i2];
    if (SINGLE_LEXEME.test(text)) {
      texts.push(text);
      starts.push(start2);
      continue;
    }
    for (const lexeme of text.matchAll(LEXEME)) {
      if (lexeme[0].startsWith("//") || lexeme[0].startsWith("/*")) continue;
      texts.push(lexeme[0]);
      starts.push(start2 + lexeme.index);
    }
  }
  return { texts, starts: Int32Array.from(starts) };
}

// src/languages/uncommented-text.ts
function textWithoutComments2(node, commentTypes) {
  const text = node.text;
  const comments = node.descendantsOfType(commentTypes);
  if (comments.length === 0) return text;
  const ranges = [];
  for (const comment of comments) {
    if (comment) ranges.push([comment.startIndex - node.startIndex, comment.endIndex - node.startIndex]);
  }
  return withoutRanges(text, ranges);
}
function withoutRanges(text, ranges) {
  let kept = "";
  let from = 0;
  for (const [start2, end] of runs(text, ranges)) {
    const before = text.slice(from, start2);
    const blanksAfter = /^\s*/.exec(text.slice(end))[0].length;
    from = end + blanksAfter;
    const last = before.trimEnd();
    kept += last;
    const next = text.charAt(from);
    if (kept === "" || next === "") continue;
    const blankOnBothSides = last.length < before.length && blanksAfter > 0;
    if (blankOnBothSides || WORD.test(kept.slice(-1)) && WORD.test(next)) kept += " ";
  }
  return kept + text.slice(from);
}
function runs(text, ranges) {
  const merged = [];
  for (const [start2, end] of ranges) {
    const previous = merged[merged.length - 1];
    if (previous && text.slice(previous[1], start2).trim() === "") previous[1] = end;
    else merged.push([start2, end]);
  }
  return merged;
}
var WORD = /[\p{L}\p{N}_$]/u;

// src/languages/c-family-macro-body.ts
function macroBody(text) {
  const comments = [];
  let end = text.length;
  for (let i2 = 0; i2 < text.length; i2++) {
    const ch = text[i2];
    if (ch === '"' || ch === "'" && !isDigitSeparator(text, i2)) i2 = literalEnd(text, i2);
    else if (ch === "/" && text[i2 + 1] === "/") {
      end = i2;
      break;
    } else if (ch === "/" && text[i2 + 1] === "*") {
      const close = text.indexOf("*/", i2 + 2);
      const after = close === -1 ? text.length : close + 2;
      comments.push([i2, after]);
      i2 = after - 1;
    }
  }
  const body2 = text.slice(0, end);
  return (comments.length > 0 ? withoutRanges(body2, comments) : body2).replace(TRAILING_LAYOUT, "");
}
var TRAILING_LAYOUT = /(?:\s|\\(?=\r?\n))+$/;
function isDigitSeparator(text, quote) {
  let start2 = quote;
  while (start2 > 0 && /[\w.']/.test(text[start2 - 1])) start2--;
  return start2 < quote && /\d/.test(text[start2]);
}
function literalEnd(text, open) {
  for (let i2 = open + 1; i2 < text.length; i2++) {
    if (text[i2] === "\\") i2++;
    else if (text[i2] === text[open]) return i2;
    else if (text[i2] === "\n") return i2 - 1;
  }
  return text.length - 1;
}
var MACRO_BODIES = /* @__PURE__ */ new Map([["preproc_arg", macroBody]]);

// src/languages/c/statements.ts
var C_STATEMENTS = {
  blocks: /* @__PURE__ */ new Set(["compound_statement", "case_statement"]),
  nestedFields: /* @__PURE__ */ new Set(["body", "consequence", "alternative"]),
  clauses: /* @__PURE__ */ new Set(["else_clause"]),
  declarators: /* @__PURE__ */ new Map([
    ["declaration", declaredVariables]
  ]),
  typeField: "type",
  typeQualifiers: /* @__PURE__ */ new Set(["type_qualifier"]),
  calls: /* @__PURE__ */ new Map([["call_expression", { callee: "function", arguments: "arguments" }]]),
  tokens: {
    atomic: /* @__PURE__ */ new Set(["string_literal", "char_literal", "system_lib_string"]),
    skip: /* @__PURE__ */ new Set(["comment"]),
    spelled: MACRO_BODIES
  }
};
function declaredVariables(declaration) {
  return declaration.childrenForFieldName("declarator").map((declarator) => declarator.type === "init_declarator" ? declarator.childForFieldName("declarator") ?? declarator : declarator);
}

// src/languages/statement-leaves.ts
var import_web_tree_sitter4 = __toESM2(require_web_tree_sitter2());

// src/core/cst-index.ts
function firstTokenFrom(starts, begin) {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const mid = low + high >>> 1;
    if (starts[mid] < begin) low = mid + 1;
    else high = mid;
  }
  return low;
}

// src/languages/statement-leaves.ts
var PART = "part";
var OPAQUE = "opaque";
var NESTED = "nested";
var SPELLED = "spelled";
var queries = /* @__PURE__ */ new WeakMap();
function headerQuery(description, language) {
  let byLanguage = queries.get(description);
  if (!byLanguage) queries.set(description, byLanguage = /* @__PURE__ */ new Map());
  let query = byLanguage.get(language);
  if (query === void 0) {
    const parts2 = [...description.declarators.keys(), ...description.calls.keys()];
    const opaque = [...description.tokens.atomic, ...description.tokens.skip];
    const alternatives = (types) => `[${types.map((type) => `(${type})`).join(" ")}]`;
    try {
      const nested = [...description.nestedBodies ?? []];
      const nestedPattern = nested.length > 0 ? `
${alternatives(nested)} @${NESTED}` : "";
      const spelledPattern = (description.spelledOut ?? []).map(({ type, within }, i2) => `
${within ? `(${within.parent} ${within.field}: (${type}) @${SPELLED}${i2})` : `(${type}) @${SPELLED}${i2}`}`).join("");
      query = new import_web_tree_sitter4.Query(language, `${alternatives(parts2)} @${PART}
${alternatives(opaque)} @${OPAQUE}${nestedPattern}${spelledPattern}`);
    } catch {
      query = null;
    }
    byLanguage.set(language, query);
  }
  return query ?? void 0;
}
var capturedTypes = /* @__PURE__ */ new WeakMap();
function typesReadByQuery(description) {
  let types = capturedTypes.get(description);
  if (!types) {
    types = /* @__PURE__ */ new Set([...description.declarators.keys(), ...description.calls.keys(), ...description.nestedBodies ?? [], ...(description.spelledOut ?? []).map((leaf) => leaf.type)]);
    capturedTypes.set(description, types);
  }
  return types;
}
function tokensIn(tokens, start2, end, into) {
  const starts = tokens.starts;
  let i2 = firstTokenFrom(starts, start2);
  for (; i2 < starts.length && starts[i2] < end; i2++) into.push(tokens.texts[i2]);
  return i2;
}
function tokensSpelledIn(tokens, start2, end, into, spelled) {
  const starts = tokens.starts;
  for (let i2 = firstTokenFrom(starts, start2); i2 < starts.length && starts[i2] < end; i2++) {
    const long = spelled.get(starts[i2]);
    if (long) into.push(...long);
    else into.push(tokens.texts[i2]);
  }
}

// src/languages/statement-tree.ts
var DEFAULT_CALLABLE_KINDS = /* @__PURE__ */ new Set(["Method", "Function"]);
var CALLEE_NAME = /^[A-Za-z_$][\w$]*$/;
function attachStatements(root, files, parse, description, kept, leafTokens, parsesContent = false, prebuilt) {
  if (kept) root.release = () => kept.release();
  const read2 = (file) => kept?.take(file.path) ?? parse(file);
  const giveBack = (file, tree) => kept ? kept.keepOrFree(file.path, tree, file.content.length, parsesContent ? file.content : void 0) : tree.delete();
  const contents = new Map(files.map((file) => [file.path, file]));
  const built = /* @__PURE__ */ new Map();
  const attempted = /* @__PURE__ */ new Set();
  const wanted = /* @__PURE__ */ new Map();
  const kinds = description.callableKinds ?? DEFAULT_CALLABLE_KINDS;
  const hasBody = (node) => kinds.has(node.type) && node.location.bodyEnd > node.location.bodyBegin;
  let byFile;
  root.wantStatements = (nodes) => {
    for (const node of nodes) {
      if (!hasBody(node) || attempted.has(node)) continue;
      const list = wanted.get(node.location.file) ?? /* @__PURE__ */ new Set();
      list.add(node);
      wanted.set(node.location.file, list);
    }
  };
  const takePrebuilt = (node) => {
    const body2 = prebuilt?.(node);
    if (body2) built.set(node, body2);
    return body2 !== void 0;
  };
  root.statementsOf = (node) => {
    if (!hasBody(node)) return void 0;
    if (!attempted.has(node)) {
      if (takePrebuilt(node)) {
        attempted.add(node);
        return built.get(node);
      }
      const path = node.location.file;
      const named2 = wanted.get(path);
      wanted.delete(path);
      const callables = named2 ? [...named2, node] : kept?.has(path) ? [node] : (byFile ??= callablesByFile(root, hasBody)).get(path) ?? [node];
      const targets = callables.filter((callable2) => !attempted.has(callable2));
      targets.forEach((callable2) => attempted.add(callable2));
      const toBuild = prebuilt && targets.length > 1 ? targets.filter((callable2) => !takePrebuilt(callable2)) : targets;
      const file = contents.get(path);
      if (file) buildFile(file, toBuild, read2, giveBack, description, built, leafTokens?.(path));
    }
    return built.get(node);
  };
}
function statementKey(node) {
  const { begin, end, bodyBegin, bodyEnd } = node.location;
  return `${begin}:${end}:${bodyBegin}:${bodyEnd}`;
}
function statementsOfFile(file, tree, nodes, description, tokens, counterpart) {
  const unchanged = new Set(counterpart ? callablesIn(counterpart.nodes, description).map((node) => bodyText(counterpart.file, node)) : []);
  const callables = callablesIn(nodes, description).filter((node) => !unchanged.has(bodyText(file, node)));
  const built = /* @__PURE__ */ new Map();
  buildFile(file, callables, () => tree, () => void 0, description, built, tokens);
  return new Map([...built].map(([node, body2]) => [statementKey(node), body2]));
}
function callablesIn(nodes, description) {
  const kinds = description.callableKinds ?? DEFAULT_CALLABLE_KINDS;
  const callables = [];
  const visit = (node) => {
    if (kinds.has(node.type) && node.location.bodyEnd > node.location.bodyBegin) callables.push(node);
    node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return callables;
}
function bodyText(file, node) {
  return file.content.slice(node.location.bodyBegin, node.location.bodyEnd);
}
function callablesByFile(root, hasBody) {
  const byFile = /* @__PURE__ */ new Map();
  forEachNode(root, (node) => {
    if (!hasBody(node)) return;
    const list = byFile.get(node.location.file);
    if (list) list.push(node);
    else byFile.set(node.location.file, [node]);
  });
  return byFile;
}
function buildFile(file, callables, read2, giveBack, description, built, tokens) {
  if (callables.length === 0) return;
  let tree = null;
  try {
    tree = read2(file);
    if (!tree) return;
    const query = tokens && headerQuery(description, tree.language);
    const walker = new StatementWalker(file.content, description, tokens && query ? { tokens, query, errorFree: !tree.rootNode.hasError } : void 0);
    for (const node of callables) {
      try {
        const body2 = findBody(tree.rootNode, node.location.bodyBegin, node.location.bodyEnd);
        const nested = description.ownBodiesOnly && node.children.length > 0 ? definitionsInside(node) : void 0;
        if (body2) built.set(node, walker.body(body2, namesInBody(node.parameters), nested));
      } catch {
      }
    }
  } catch {
  } finally {
    if (tree) giveBack(file, tree);
  }
}
function findBody(rootNode, begin, end) {
  let node = rootNode.descendantForIndex(begin, Math.max(begin, end - 1));
  while (node && (node.startIndex > begin || node.endIndex < end)) node = node.parent;
  if (!node) return void 0;
  const parent = node.parent;
  if (parent && parent.startIndex >= begin - 1 && parent.endIndex <= end + 1 && parent.id !== rootNode.id) return parent;
  return node;
}
function definitionsInside(node) {
  const ranges = /* @__PURE__ */ new Set();
  for (const child of node.children) {
    const { begin, end, bodyBegin, bodyEnd } = child.location;
    ranges.add(`${begin}:${end}`);
    if (bodyEnd <= bodyBegin) continue;
    ranges.add(`${bodyBegin}:${bodyEnd}`);
    ranges.add(`${bodyBegin - 1}:${bodyEnd + 1}`);
  }
  return ranges;
}
var StatementWalker = class {
  constructor(source, description, leaves) {
    this.source = source;
    this.description = description;
    this.leaves = leaves;
  }
  source;
  description;
  leaves;
  /** The declarations and bodies of the definitions inside the callable being read: left out (`ownBodiesOnly`). */
  elsewhere;
  /** The leaves spelt otherwise in the header being read from the file's tokens (see `spelledOut`): start offset -> tokens. */
  spelled;
  body(node, parameters, elsewhere) {
    this.elsewhere = elsewhere;
    const statements = this.description.blocks.has(node.type) ? this.statementsIn(node, 0) : [this.statement(node, 0)];
    const locals = new Set(parameters);
    const visit = (statement) => {
      for (const name2 of statement.declares) locals.add(name2);
      statement.children.forEach(visit);
    };
    statements.forEach(visit);
    const { redeclares, selfReference, blockScoped } = this.description;
    return { statements, locals, ...redeclares ? { redeclares: true } : {}, ...blockScoped ? { blockScoped: true } : {}, ...selfReference ? { selfReference } : {} };
  }
  statementsIn(block, depth) {
    const { transparent, transparentHeaders, tokens } = this.description;
    const headers = transparent?.has(block.type) && transparentHeaders ? new Set([...transparentHeaders].flatMap((field) => block.childrenForFieldName(field).map((node) => node.id))) : void 0;
    const statements = [];
    for (const child of block.namedChildren) {
      if (!child) continue;
      const type = child.type;
      if (tokens.skip.has(type) || headers?.has(child.id) || this.isElsewhere(child)) continue;
      if (transparent?.has(type)) statements.push(...this.statementsIn(child, depth));
      else statements.push(this.statement(child, depth));
    }
    return statements;
  }
  statement(node, depth) {
    const { blocks, nestedFields } = this.description;
    const type = node.type;
    const statement = {
      kind: type,
      tokens: [],
      children: [],
      depth,
      startLine: node.startPosition.row + 1,
      endLine: node.endPosition.row + 1,
      declares: [],
      calls: []
    };
    if (blocks.has(type) || this.description.nestedBodies?.has(type)) {
      statement.children = this.statementsIn(node, depth + 1);
      return statement;
    }
    if (node.childCount === 0) {
      this.readHeader(node, type, statement);
      return statement;
    }
    this.readDeclaration(node, type, statement);
    this.readCall(node, type, statement);
    if (this.leaves) {
      this.readPartsFromLeaves(node, statement, this.leaves);
      return statement;
    }
    const cursor = node.walk();
    try {
      if (cursor.gotoFirstChild()) {
        do {
          const child = cursor.currentNode;
          const field = cursor.currentFieldName;
          this.readPart(child, child.type, statement, !!field && nestedFields.has(field) && child.isNamed);
        } while (cursor.gotoNextSibling());
      }
    } finally {
      cursor.delete();
    }
    return statement;
  }
  /**
   * As the walk over a statement's children, with the file's tokens: punctuation and keywords
   * (anonymous leaves) hold no declaration, call or body, so the tokens between the named children
   * are read by offsets, and only the named children become node objects (each trip into wasm
   * costs more than the work done with it).
   */
  readPartsFromLeaves(node, statement, leaves) {
    const { blocks, clauses, nestedFields } = this.description;
    const named2 = node.namedChildren;
    const { starts, texts } = leaves.tokens;
    let from = node.startIndex;
    for (let i2 = 0; i2 < named2.length; i2++) {
      const child = named2[i2];
      if (!child) continue;
      const childStart = child.startIndex;
      const next = tokensIn(leaves.tokens, from, childStart, statement.tokens);
      const childType = child.type;
      const childEnd = child.endIndex;
      const header = !blocks.has(childType) && !clauses.has(childType);
      const nested = header && nestedFields.has(node.fieldNameForNamedChild(i2) ?? "");
      const oneToken = starts[next] === childStart && (next + 1 >= starts.length || starts[next + 1] >= childEnd);
      if (header && !nested && oneToken && !typesReadByQuery(this.description).has(childType) && child.childCount === 0) statement.tokens.push(texts[next]);
      else this.readPart(child, childType, statement, nested);
      from = childEnd;
    }
    tokensIn(leaves.tokens, from, node.endIndex, statement.tokens);
  }
  /** One part of a statement: a nested statement (a block, a clause, a nested field's), else read in place as header. */
  readPart(child, childType, statement, inNestedField) {
    const { blocks, clauses } = this.description;
    if (blocks.has(childType) || clauses.has(childType) || inNestedField) {
      if (!this.isElsewhere(child)) statement.children.push(this.statement(child, statement.depth + 1));
    } else {
      this.readHeader(child, childType, statement);
    }
  }
  /** Tokens, declared names and calls of one part of a header, in one walk; bodies written in it become nested statements. */
  readHeader(node, nodeType, statement) {
    if (this.leaves) {
      this.readHeaderFromLeaves(node, nodeType, statement, this.leaves);
      return;
    }
    const { tokens } = this.description;
    const pending = [node];
    for (let current = pending.pop(); current; current = pending.pop()) {
      const type = current.type;
      if (tokens.skip.has(type)) continue;
      if (this.isNestedBody(current, type)) {
        if (!this.isElsewhere(current)) statement.children.push(this.nestedStatement(current, type, statement.depth + 1));
        continue;
      }
      this.readDeclaration(current, type, statement);
      this.readCall(current, type, statement);
      const children = tokens.atomic.has(type) ? [] : current.children;
      if (children.length === 0) {
        const end = current.endIndex;
        if (end > current.startIndex) this.pushLeaf(current, type, end, statement.tokens);
        continue;
      }
      for (let i2 = children.length - 1; i2 >= 0; i2--) {
        const child = children[i2];
        if (child) pending.push(child);
      }
    }
  }
  /**
   * As readHeader, from the file's tokens in the node's range and the query's declarations and
   * calls in source order (outer first, as the walk meets them), leaving out those inside
   * comments and literals, where the walk does not go.
   */
  readHeaderFromLeaves(node, type, statement, leaves) {
    if (this.description.tokens.skip.has(type)) return;
    if (this.isNestedBody(node, type)) {
      if (!this.isElsewhere(node)) statement.children.push(this.nestedStatement(node, type, statement.depth + 1));
      return;
    }
    const captures = leaves.query.captures(node);
    const outer = this.spelled;
    this.spelled = this.description.spelledOut ? this.spelledIn(captures) : void 0;
    try {
      this.readCaptures(node, captures, statement);
    } finally {
      this.spelled = outer;
    }
  }
  /** The header's tokens, declarations, calls and nested bodies, from the query's captures in its range. */
  readCaptures(node, captures, statement) {
    let from = node.startIndex;
    let skippedEnd = -1;
    for (const { name: name2, node: part } of captures) {
      if (part.startIndex < skippedEnd) continue;
      if (name2 === OPAQUE) {
        skippedEnd = part.endIndex;
        continue;
      }
      if (name2 === NESTED) {
        if (part.endPosition.row === part.startPosition.row) continue;
        this.leafTokensIn(from, part.startIndex, statement.tokens);
        if (!this.isElsewhere(part)) statement.children.push(this.nestedStatement(part, part.type, statement.depth + 1));
        from = skippedEnd = part.endIndex;
        continue;
      }
      if (name2 !== PART) continue;
      const partType = part.type;
      this.readDeclaration(part, partType, statement);
      this.readCall(part, partType, statement);
    }
    this.leafTokensIn(from, node.endIndex, statement.tokens);
  }
  /** A leaf's text, or the tokens it reads as where it is spelt otherwise (see `spelledOut`). */
  pushLeaf(node, type, end, into) {
    const text = this.source.slice(node.startIndex, end);
    const spelt = this.description.spelledOut?.find((leaf) => leaf.type === type && (!leaf.within || isField(node, leaf.within)));
    if (spelt) into.push(...spelt.spell(text));
    else {
      const spell = this.description.tokens.spelled?.get(type);
      const read2 = spell ? spell(text) : text;
      if (read2 !== "") into.push(read2);
    }
  }
  /** The file's tokens in [start, end), those of the header's leaves spelt otherwise as they read. */
  leafTokensIn(start2, end, into) {
    if (!this.leaves) return;
    if (this.spelled) tokensSpelledIn(this.leaves.tokens, start2, end, into, this.spelled);
    else tokensIn(this.leaves.tokens, start2, end, into);
  }
  /** The leaves spelt otherwise in `captures` (see `spelledOut`): start offset -> the tokens each reads as; undefined for none. */
  spelledIn(captures) {
    let spelled;
    for (const { name: name2, node } of captures) {
      if (!name2.startsWith(SPELLED)) continue;
      const leaf = this.description.spelledOut?.[Number(name2.slice(SPELLED.length))];
      if (leaf) (spelled ??= /* @__PURE__ */ new Map()).set(node.startIndex, leaf.spell(this.source.slice(node.startIndex, node.endIndex)));
    }
    return spelled;
  }
  /** The body of a definition nested in the callable being read (see `ownBodiesOnly`). */
  isElsewhere(node) {
    return !!this.elsewhere && this.elsewhere.has(`${node.startIndex}:${node.endIndex}`);
  }
  /** A body written inside an expression, as a statement nested in the one whose header holds it. */
  nestedStatement(node, type, depth) {
    return { ...this.statement(node, depth), inExpression: true, ...this.description.classBodies?.has(type) ? { classBody: true } : {} };
  }
  /** A body written inside an expression over more than one line (see `nestedBodies`). */
  isNestedBody(node, type) {
    return !!this.description.nestedBodies?.has(type) && node.endPosition.row > node.startPosition.row;
  }
  readDeclaration(node, type, statement) {
    const field = this.description.declarators.get(type);
    if (!field) return;
    if (this.description.bodyScoped?.(node)) statement.bodyScoped = true;
    const destructured = this.description.destructuring?.(node);
    if (destructured) {
      const value = destructured.value ? this.leafTexts(destructured.value) : [];
      for (const { name: name2, key, member: member2 } of destructured.names) {
        statement.declares.push(name2);
        (statement.destructured ??= []).push({ name: name2, key, value: member2 ? [...value, ...member2] : [] });
      }
      return;
    }
    for (const declarator of typeof field === "function" ? field(node) : node.childrenForFieldName(field)) {
      if (!declarator) continue;
      const isName = declarator.type.endsWith("identifier") && declarator.childCount === 0;
      const names = isName ? [] : declarator.namedChildren.filter((child) => !!child && child.type.endsWith("identifier")).map((child) => child.text);
      const first = isName ? declarator.text : firstIdentifier(declarator);
      if (names.length > 1) statement.declares.push(...names);
      else if (first) {
        statement.declares.push(first);
        const type2 = this.declaredType(node, declarator, first) ?? this.description.valueType?.(node, declarator);
        if (type2) (statement.declaredTypes ??= []).push({ name: first, type: type2 });
      }
    }
  }
  /**
   * The type written for one declared name: the type field of the declaration (or of its parent
   * list), plus the pointer marks written before the name (`int *p` is an `int *`).
   */
  declaredType(node, declarator, name2) {
    const field = this.description.typeField;
    if (!field) return void 0;
    const typeNode = typeof field === "function" ? field(declarator) : node.childForFieldName(field) ?? node.parent?.childForFieldName(field);
    if (!typeNode) return this.description.inferredType;
    if (typeNode.id === declarator.id) return void 0;
    const typeQualifiers = this.description.typeQualifiers;
    const qualifiers = typeQualifiers ? (typeNode.parent?.children ?? []).filter((child) => !!child && child.endIndex <= typeNode.startIndex && typeQualifiers.has(child.type)).map((child) => child.text) : [];
    const written = [...qualifiers, typeNode.text.replace(/^:(?!:)\s*/, "").trim()].join(" ");
    const type = this.description.typeText ? this.description.typeText(written) : written;
    if (type === "") return void 0;
    const declaratorText = declarator.text;
    const at = declaratorText.indexOf(name2);
    const marks = at > 0 ? declaratorText.slice(0, at).replace(/\s+/g, "") : "";
    return /^[*&]+$/.test(marks) ? `${type} ${marks}` : type;
  }
  readCall(node, type, statement) {
    const parts2 = this.description.calls.get(type);
    if (!parts2) return;
    const fromTokens = this.leaves?.errorFree && !this.spelled && !this.description.keywordArgument ? this.description.callFromTokens?.(node, this.leaves.tokens) : void 0;
    if (fromTokens) {
      statement.calls.push(fromTokens);
      return;
    }
    if (typeof parts2 === "function") {
      const found2 = this.callOf(parts2(node));
      if (found2) statement.calls.push(found2);
      return;
    }
    const callee = node.childForFieldName(parts2.callee);
    if (!callee) return;
    const found = this.callOf({ callee, arguments: node.childForFieldName(parts2.arguments), receiver: parts2.receiver ? this.receiverOf(node, callee, parts2.receiver) : null });
    if (found) statement.calls.push(found);
  }
  /** The call's field naming its receiver (Java's `object`), else the callee's (a JavaScript member expression's `object`). */
  receiverOf(call, callee, receiverField) {
    return call.childForFieldName(receiverField) ?? callee.childForFieldName(receiverField);
  }
  callOf({ callee, arguments: list, receiver }) {
    if (!callee) return void 0;
    const calleeText = this.leafTexts(callee).filter((text) => CALLEE_NAME.test(text));
    const name2 = calleeText[calleeText.length - 1];
    if (!name2) return void 0;
    const args2 = (list?.namedChildren ?? []).filter((arg) => !!arg && !this.description.tokens.skip.has(arg.type));
    const keyword = this.description.keywordArgument;
    const named2 = args2.map((arg) => keyword && arg.type === keyword.type ? arg : void 0);
    const call = { name: name2, arguments: args2.map((arg, i2) => this.leafTexts(named2[i2]?.childForFieldName(keyword.value) ?? arg)) };
    if (named2.some((arg) => arg)) call.keywords = named2.map((arg) => arg?.childForFieldName(keyword.name)?.text);
    if (receiver) call.receiver = this.leafTexts(receiver);
    return call;
  }
  leafTexts(node) {
    const texts = [];
    if (this.leaves) {
      this.leafTokensIn(node.startIndex, node.endIndex, texts);
      return texts;
    }
    const pending = [node];
    for (let current = pending.pop(); current; current = pending.pop()) {
      const type = current.type;
      if (this.description.tokens.skip.has(type)) continue;
      const children = this.description.tokens.atomic.has(type) ? [] : current.children;
      if (children.length === 0) {
        const end = current.endIndex;
        if (end > current.startIndex) this.pushLeaf(current, type, end, texts);
        continue;
      }
      for (let i2 = children.length - 1; i2 >= 0; i2--) {
        const child = children[i2];
        if (child) pending.push(child);
      }
    }
    return texts;
  }
};
function isField(node, { parent, field }) {
  const holder = node.parent;
  return !!holder && holder.type === parent && holder.childForFieldName(field)?.id === node.id;
}
function firstIdentifier(node) {
  const pending = node ? [node] : [];
  for (let current = pending.pop(); current; current = pending.pop()) {
    if (current.type.endsWith("identifier")) return current.text;
    const children = current.namedChildren;
    for (let i2 = children.length - 1; i2 >= 0; i2--) {
      const child = children[i2];
      if (child) pending.push(child);
    }
  }
  return void 0;
}

// src/languages/kept-trees.ts
var KEPT_TREES_BUDGET = 4e6;
var KeptTrees = class {
  constructor(budget = KEPT_TREES_BUDGET) {
    this.budget = budget;
  }
  budget;
  trees = /* @__PURE__ */ new Map();
  kept = 0;
  /**
   * Keeps `tree`, parsed from `length` characters of `path`, while the budget allows; else frees it.
   * With its `source` (the text parsed), the other side of the change can parse from it (`earlier`),
   * and take from `built` (what the plugin built from the tree) what did not change.
   */
  keepOrFree(path, tree, length, source, built) {
    if (this.trees.has(path) || this.kept + length > this.budget) {
      tree.delete();
      return;
    }
    this.trees.set(path, { tree, length, source, built });
    this.kept += length;
  }
  /** The kept tree of `path` and the text it was parsed from, lent (not handed over): copy it before editing. */
  earlier(path) {
    const entry = this.trees.get(path);
    return entry?.source === void 0 ? void 0 : { tree: entry.tree, source: entry.source, built: entry.built };
  }
  /** Whether the tree of `path` is kept. */
  has(path) {
    return this.trees.has(path);
  }
  /** The kept tree of `path`, handed over: the caller frees it or gives it back with keepOrFree. */
  take(path) {
    const entry = this.trees.get(path);
    if (!entry) return void 0;
    this.trees.delete(path);
    this.kept -= entry.length;
    return entry.tree;
  }
  /** Frees every tree still kept. */
  release() {
    for (const { tree } of this.trees.values()) tree.delete();
    this.trees.clear();
    this.kept = 0;
  }
};
var HeldTreeBudget = class {
  constructor(budget = KEPT_TREES_BUDGET) {
    this.budget = budget;
  }
  budget;
  kept = 0;
  /** `parse`, or without its held tree (freed) once the trees admitted so far and `length` characters more exceed the budget. */
  admit(parse, length) {
    if (!parse.held) return parse;
    if (this.kept + length > this.budget) {
      parse.held.release();
      return { data: parse.data };
    }
    this.kept += length;
    return parse;
  }
};

// src/languages/incremental-parse.ts
var import_web_tree_sitter5 = __toESM2(require_web_tree_sitter2());

// src/languages/line-diff.ts
function changedRunsWithin(a, aFrom, aTo, b, bFrom, bTo, maxChanged) {
  const n = aTo - aFrom;
  const m = bTo - bFrom;
  const max = Math.min(n + m, maxChanged);
  let reach = sharedReach;
  for (let d = 0; d <= max; d++) {
    if (reach.length < firstOfStep(d + 1)) reach = grownReach(firstOfStep(d + 1));
    const here = firstOfStep(d);
    const lastStep = d > 0 ? firstOfStep(d - 1) : 0;
    for (let k = -d; k <= d; k += 2) {
      let x = d === 0 ? 0 : startOnDiagonal(reach, lastStep, d, k);
      let y = x - k;
      while (x < n && y < m && a[aFrom + x] === b[bFrom + y]) {
        x++;
        y++;
      }
      reach[here + (k + d >> 1)] = x;
      if (x >= n && y >= m) return runsFrom(reach, d, n, m, aFrom, bFrom);
    }
  }
  return void 0;
}
function firstOfStep(d) {
  return d * (d + 1) / 2;
}
function startOnDiagonal(reach, lastStep, d, k) {
  return goesDown(reach, lastStep, d, k) ? reach[lastStep + (k + d >> 1)] : reach[lastStep + (k + d - 2 >> 1)] + 1;
}
function goesDown(reach, lastStep, d, k) {
  return k === -d || k !== d && reach[lastStep + (k + d - 2 >> 1)] < reach[lastStep + (k + d >> 1)];
}
var sharedReach = new Int32Array(1024);
function grownReach(size) {
  const grown = new Int32Array(Math.max(size, 2 * sharedReach.length));
  grown.set(sharedReach);
  sharedReach = grown;
  return grown;
}
function runsFrom(reach, last, n, m, aFrom, bFrom) {
  const runs2 = [];
  let x = n;
  let y = m;
  for (let d = last; d > 0; d--) {
    const lastStep = firstOfStep(d - 1);
    const k = x - y;
    const down = goesDown(reach, lastStep, d, k);
    const previousX = down ? reach[lastStep + (k + d >> 1)] : reach[lastStep + (k + d - 2 >> 1)];
    const previousY = previousX - (down ? k + 1 : k - 1);
    const snake = Math.min(x - previousX - (down ? 0 : 1), y - previousY - (down ? 1 : 0));
    x -= snake;
    y -= snake;
    const run2 = down ? { aStart: aFrom + x, aEnd: aFrom + x, bStart: bFrom + y - 1, bEnd: bFrom + y } : { aStart: aFrom + x - 1, aEnd: aFrom + x, bStart: bFrom + y, bEnd: bFrom + y };
    const next = runs2[runs2.length - 1];
    if (next && next.aStart === run2.aEnd && next.bStart === run2.bEnd) {
      next.aStart = run2.aStart;
      next.bStart = run2.bStart;
    } else {
      runs2.push(run2);
    }
    x = previousX;
    y = previousY;
  }
  return runs2.reverse();
}
function anchoredRuns(a, b, maxChangedPerGap) {
  let size = 0;
  for (let index = 0; index < a.length; index++) size = Math.max(size, a[index] + 1);
  for (let index = 0; index < b.length; index++) size = Math.max(size, b[index] + 1);
  const diff = { a, b, maxChanged: maxChangedPerGap, inA: new Uint8Array(size), inB: new Uint8Array(size), whereInB: new Int32Array(size), surplus: new Int32Array(size), runs: [] };
  diffStretch(diff, 0, a.length, 0, b.length, 0);
  return diff.runs;
}
var MAX_ANCHOR_DEPTH = 8;
function diffStretch(diff, aFrom, aTo, bFrom, bTo, depth) {
  const { a, b, runs: runs2 } = diff;
  while (aFrom < aTo && bFrom < bTo && a[aFrom] === b[bFrom]) {
    aFrom++;
    bFrom++;
  }
  while (aTo > aFrom && bTo > bFrom && a[aTo - 1] === b[bTo - 1]) {
    aTo--;
    bTo--;
  }
  if (aFrom === aTo && bFrom === bTo) return;
  if (aFrom === aTo || bFrom === bTo) {
    runs2.push({ aStart: aFrom, aEnd: aTo, bStart: bFrom, bEnd: bTo });
    return;
  }
  const anchors = depth < MAX_ANCHOR_DEPTH ? uniqueAnchors(diff, aFrom, aTo, bFrom, bTo) : [];
  if (anchors === NOTHING_SHARED) {
    runs2.push({ aStart: aFrom, aEnd: aTo, bStart: bFrom, bEnd: bTo });
    return;
  }
  if (anchors.length === 0) {
    myersRuns(diff, aFrom, aTo, bFrom, bTo);
    return;
  }
  for (let index = 0; index <= anchors.length; index += 2) {
    const aEnd = index < anchors.length ? anchors[index] : aTo;
    const bEnd = index < anchors.length ? anchors[index + 1] : bTo;
    diffStretch(diff, aFrom, aEnd, bFrom, bEnd, depth + 1);
    aFrom = aEnd + 1;
    bFrom = bEnd + 1;
  }
}
function myersRuns(diff, aFrom, aTo, bFrom, bTo) {
  if (unmatchedLines(diff, aFrom, aTo, bFrom, bTo) > diff.maxChanged) {
    diff.runs.push({ aStart: aFrom, aEnd: aTo, bStart: bFrom, bEnd: bTo });
    return;
  }
  const inner = changedRunsWithin(diff.a, aFrom, aTo, diff.b, bFrom, bTo, diff.maxChanged);
  if (inner) diff.runs.push(...inner);
  else diff.runs.push({ aStart: aFrom, aEnd: aTo, bStart: bFrom, bEnd: bTo });
}
function unmatchedLines(diff, aFrom, aTo, bFrom, bTo) {
  const { a, b, surplus } = diff;
  for (let index = aFrom; index < aTo; index++) surplus[a[index]]++;
  for (let index = bFrom; index < bTo; index++) surplus[b[index]]--;
  let unmatched = 0;
  for (let index = aFrom; index < aTo; index++) {
    unmatched += Math.abs(surplus[a[index]]);
    surplus[a[index]] = 0;
  }
  for (let index = bFrom; index < bTo; index++) {
    unmatched += Math.abs(surplus[b[index]]);
    surplus[b[index]] = 0;
  }
  return unmatched;
}
var NOTHING_SHARED = [];
function uniqueAnchors(diff, aFrom, aTo, bFrom, bTo) {
  const { a, b, inA, inB, whereInB } = diff;
  for (let index = aFrom; index < aTo; index++) if (inA[a[index]] < 2) inA[a[index]]++;
  for (let index = bFrom; index < bTo; index++) {
    const value = b[index];
    if (inB[value] < 2) inB[value]++;
    whereInB[value] = index;
  }
  const candidatesA = [];
  const candidatesB = [];
  let shared = false;
  for (let index = aFrom; index < aTo; index++) {
    const value = a[index];
    if (inB[value] > 0) shared = true;
    if (inA[value] === 1 && inB[value] === 1) {
      candidatesA.push(index);
      candidatesB.push(whereInB[value]);
    }
  }
  for (let index = aFrom; index < aTo; index++) inA[a[index]] = 0;
  for (let index = bFrom; index < bTo; index++) inB[b[index]] = 0;
  if (!shared) return NOTHING_SHARED;
  const count = candidatesA.length;
  const tails = new Int32Array(count);
  const previous = new Int32Array(count);
  let longest = 0;
  for (let candidate = 0; candidate < count; candidate++) {
    const value = candidatesB[candidate];
    let low = 0;
    let high = longest;
    while (low < high) {
      const middle = low + high >> 1;
      if (candidatesB[tails[middle]] < value) low = middle + 1;
      else high = middle;
    }
    previous[candidate] = low > 0 ? tails[low - 1] : -1;
    tails[low] = candidate;
    if (low === longest) longest++;
  }
  const anchors = new Array(2 * longest);
  for (let at = longest - 1, candidate = longest > 0 ? tails[longest - 1] : -1; at >= 0; at--, candidate = previous[candidate]) {
    anchors[2 * at] = candidatesA[candidate];
    anchors[2 * at + 1] = candidatesB[candidate];
  }
  return anchors;
}

// src/languages/text-edits.ts
var MAX_CHANGED_LINES = 400;
function textEdits(before, after) {
  const start2 = commonPrefixLength(before, after);
  const suffix = commonSuffixLength(before, after, Math.min(before.length, after.length) - start2);
  const beforeEnd = before.length - suffix;
  const afterEnd = after.length - suffix;
  if (start2 === beforeEnd && start2 === afterEnd) return [];
  const lineStart = start2 === 0 ? 0 : before.lastIndexOf("\n", start2 - 1) + 1;
  const beforeLinesEnd = lineEndAfter(before, beforeEnd);
  const afterLinesEnd = lineEndAfter(after, afterEnd);
  return editsOf(lineHunks(before, lineStart, beforeLinesEnd, after, lineStart, afterLinesEnd), before, after);
}
var BLOCK_SIZES = [1024, 64];
function commonPrefixLength(a, b) {
  const shortest = Math.min(a.length, b.length);
  let length = 0;
  for (const size of BLOCK_SIZES) {
    while (length + size <= shortest && a.substring(length, length + size) === b.substring(length, length + size)) length += size;
  }
  while (length < shortest && a.charCodeAt(length) === b.charCodeAt(length)) length++;
  return length;
}
function commonSuffixLength(a, b, limit) {
  let length = 0;
  for (const size of BLOCK_SIZES) {
    while (length + size <= limit && a.substring(a.length - length - size, a.length - length) === b.substring(b.length - length - size, b.length - length)) length += size;
  }
  while (length < limit && a.charCodeAt(a.length - length - 1) === b.charCodeAt(b.length - length - 1)) length++;
  return length;
}
function lineEndAfter(text, offset) {
  const newline = text.indexOf("\n", offset);
  return newline < 0 ? text.length : newline + 1;
}
function lineHunks(before, beforeFrom, beforeTo, after, afterFrom, afterTo) {
  const ids = /* @__PURE__ */ new Map();
  const beforeLines = linesOf(before, beforeFrom, beforeTo, ids);
  const afterLines = linesOf(after, afterFrom, afterTo, ids);
  return anchoredRuns(beforeLines.ids, afterLines.ids, MAX_CHANGED_LINES).map((run2) => ({
    beforeStart: beforeLines.starts[run2.aStart],
    beforeEnd: beforeLines.starts[run2.aEnd],
    afterStart: afterLines.starts[run2.bStart],
    afterEnd: afterLines.starts[run2.bEnd]
  }));
}
function linesOf(text, from, to, ids) {
  const lineIds = [];
  const starts = [];
  for (let at = from; at < to; ) {
    const end = Math.min(lineEndAfter(text, at), to);
    const key = text.slice(at, end);
    let id = ids.get(key);
    if (id === void 0) ids.set(key, id = ids.size);
    lineIds.push(id);
    starts.push(at);
    at = end;
  }
  starts.push(to);
  return { ids: lineIds, starts };
}
function editsOf(hunks, before, after) {
  const edits = [];
  let point = { row: 0, column: 0 };
  let pointAt = 0;
  for (const hunk of hunks) {
    point = advance(point, after, pointAt, hunk.afterStart);
    pointAt = hunk.afterStart;
    edits.push({
      startIndex: hunk.afterStart,
      oldEndIndex: hunk.afterStart + (hunk.beforeEnd - hunk.beforeStart),
      newEndIndex: hunk.afterEnd,
      startPosition: point,
      oldEndPosition: advance(point, before, hunk.beforeStart, hunk.beforeEnd),
      newEndPosition: advance(point, after, hunk.afterStart, hunk.afterEnd)
    });
  }
  return edits;
}
function advance(point, text, from, to) {
  let { row, column } = point;
  let lineStart = -1;
  for (let newline = text.indexOf("\n", from); newline >= 0 && newline < to; newline = text.indexOf("\n", newline + 1)) {
    row++;
    lineStart = newline + 1;
  }
  return lineStart < 0 ? { row, column: column + to - from } : { row, column: to - lineStart };
}

// src/languages/incremental-parse.ts
function parseReusing(parser, path, source, earlierSide) {
  return parseFrom(parser, source, earlierSide?.earlier(path));
}
function parseFrom(parser, source, earlier, incremental) {
  if (!earlier || earlier.tree.language !== parser.language || earlier.tree.rootNode.hasError) return parser.parse(source);
  const edited = earlier.tree.copy();
  let tree;
  try {
    const found = textEdits(earlier.source, source);
    for (const edit of found) edited.edit(new import_web_tree_sitter5.Edit(edit));
    tree = parser.parse(source, edited);
    if (incremental && tree && !tree.rootNode.hasError) incremental.edits = found;
  } finally {
    edited.delete();
  }
  if (!tree?.rootNode.hasError) return tree;
  tree.delete();
  return parser.parse(source);
}

// src/languages/c/warm-up.ts
var C_WARM_UP = {
  path: "warm-up/ledger.c",
  before: '#include <stdio.h>\n\nstruct ledger {\n    int entries[64];\n    int count;\n};\n\nvoid ledger_add(struct ledger *ledger, int amount) {\n    ledger->entries[ledger->count++] = amount;\n}\n\nvoid ledger_describe(const struct ledger *ledger, char *out, size_t size) {\n    int sum = 0;\n    for (int i = 0; i < ledger->count; i++) {\n        sum += ledger->entries[i];\n    }\n    snprintf(out, size, "total %d in %d entries", sum, ledger->count);\n}\n',
  after: '#include <stdio.h>\n\nstruct ledger {\n    int entries[64];\n    int count;\n};\n\nvoid ledger_record(struct ledger *ledger, int amount) {\n    ledger->entries[ledger->count++] = amount;\n}\n\nstatic int ledger_total(const struct ledger *ledger) {\n    int sum = 0;\n    for (int i = 0; i < ledger->count; i++) {\n        sum += ledger->entries[i];\n    }\n    return sum;\n}\n\nvoid ledger_describe(const struct ledger *ledger, char *out, size_t size) {\n    int sum = ledger_total(ledger);\n    snprintf(out, size, "total %d in %d entries", sum, ledger->count);\n}\n'
};

// src/languages/c/index.ts
var cLanguage = {
  name: "c",
  warmUp: C_WARM_UP,
  extensions: [".c", ".h"],
  kinds: ["File", "Function"],
  create: () => createCPlugin()
};
async function createCPlugin() {
  const language = await loadGrammar("tree-sitter-c", "tree-sitter-c.wasm");
  const parser = new import_web_tree_sitter2.Parser();
  parser.setLanguage(language);
  const calls = new CallFinder(language);
  const parseHeader = (prototype) => {
    const tree = parser.parse(prototype);
    if (!tree) return void 0;
    try {
      const [fn] = findFunctions("", tree.rootNode, () => void 0);
      return fn && !tree.rootNode.hasError ? { name: fn.name, parameters: fn.parameters } : void 0;
    } finally {
      tree.delete();
    }
  };
  const parseFile = (file, root, kept, earlierSide) => {
    const source = parseableSource(file.content);
    const tree = parseReusing(parser, file.path, source, earlierSide);
    if (!tree) {
      root.warnings.push(`${file.path}:1: could not be parsed`);
      return { file, functions: [] };
    }
    try {
      const warning = syntaxWarning(file.path, tree);
      if (warning) root.warnings.push(warning);
      root.tokens.set(file.path, withoutIncludeGuard(tokenizeC(tree, file.content), tree.rootNode));
      const functions = findFunctions(file.path, tree.rootNode, parseHeader);
      const bodies = functions.map((fn) => ({ begin: fn.location.bodyBegin, end: fn.location.bodyEnd }));
      const callees = calls.calleesByRange(tree.rootNode, bodies);
      return { file, functions: functions.map((fn, i2) => ({ ...fn, callees: callees[i2] })) };
    } finally {
      kept.keepOrFree(file.path, tree, file.content.length, source);
    }
  };
  let lastSide;
  return {
    name: cLanguage.name,
    extensions: cLanguage.extensions,
    isIgnored: (_path, content) => isGeneratedCFamilyFile(content),
    sameCode: sameCCode,
    parse(files) {
      const root = emptyCstRoot();
      const kept = new KeptTrees();
      const earlierSide = lastSide;
      lastSide = kept;
      const parsed = files.map((file) => parseFile(file, root, kept, earlierSide));
      const ids = new NodeIdGenerator();
      const callsByNode = /* @__PURE__ */ new Map();
      for (const { file, functions } of parsed) {
        const fileNode2 = createFileNode(file, ids.take());
        const localNames = /* @__PURE__ */ new Set();
        for (const fn of functions) {
          const localName = functionLocalName(fn.name, fn.parameters);
          if (localNames.has(localName)) continue;
          localNames.add(localName);
          const node = createFunctionNode(fn, localName, ids.take());
          fileNode2.children.push(node);
          callsByNode.set(node, fn.callees);
        }
        root.nodes.push(fileNode2);
      }
      appendAll(root.edges, resolveCalls(callsByNode, root.nodes));
      attachStatements(root, files, (file) => parser.parse(parseableSource(file.content)), C_STATEMENTS, kept);
      return root;
    }
  };
}
function parseableSource(content) {
  return blankNumericAttributeMacros(maskUnbalancedConditionals(maskCppLinkage(content)));
}
function createFileNode(file, id) {
  const slash = file.path.lastIndexOf("/");
  const name2 = file.path.slice(slash + 1);
  const location2 = {
    file: file.path,
    begin: 0,
    end: file.content.length,
    bodyBegin: 0,
    bodyEnd: file.content.length,
    startLine: 1,
    endLine: lineCount(file.content)
  };
  return {
    id,
    type: "File",
    simpleName: name2,
    localName: name2,
    namespace: file.path.slice(0, slash + 1),
    parameters: [],
    location: location2,
    stereotypes: [],
    children: []
  };
}
function createFunctionNode(fn, localName, id) {
  return {
    id,
    type: "Function",
    simpleName: fn.name,
    localName,
    signature: localName,
    parameters: fn.parameters,
    ...fn.returnType ? { returnType: fn.returnType } : {},
    location: fn.location,
    stereotypes: [],
    children: []
  };
}
function lineCount(content) {
  let lines = 1;
  for (let i2 = content.indexOf("\n"); i2 >= 0 && i2 < content.length - 1; i2 = content.indexOf("\n", i2 + 1)) lines++;
  return lines;
}

// src/languages/query-cst/plugin.ts
var import_web_tree_sitter6 = __toESM2(require_web_tree_sitter2());

// src/languages/name-resolution.ts
function resolveEdges(type, references, targets, oneOtherFile = false, ownerNames) {
  const byName2 = /* @__PURE__ */ new Map();
  for (const target of targets) {
    const name2 = callName(target.simpleName);
    let list = byName2.get(name2);
    if (!list) byName2.set(name2, list = []);
    list.push(target);
  }
  const enclosing = /* @__PURE__ */ new Map();
  const outer = /* @__PURE__ */ new Map();
  if (type === "uses") {
    const functions = new Set(targets);
    for (const target of targets) {
      for (const child of target.children) enclosing.set(child, target);
      const pending = [...target.children];
      for (let node = pending.pop(); node; node = pending.pop()) {
        outer.set(node, target);
        if (!functions.has(node)) pending.push(...node.children);
      }
    }
  }
  const edges = [];
  const seen = /* @__PURE__ */ new Set();
  for (const reference of references) {
    const named2 = byName2.get(reference.name);
    const candidates = named2?.filter((candidate) => candidate.location.file !== reference.file || isVisibleFrom(candidate, reference.from, enclosing, outer));
    if (!candidates || candidates.length === 0) continue;
    const { qualifier } = reference;
    const ofQualifier = qualifier && ownerNames ? candidates.filter((candidate) => ownerNames.get(candidate)?.includes(qualifier)) : [];
    const sameFile = candidates.filter((candidate) => candidate.location.file === reference.file);
    const inOneFile = candidates.length === 1 || oneOtherFile && candidates.every((candidate) => candidate.location.file === candidates[0].location.file);
    const resolved = ofQualifier.length > 0 ? ofQualifier : sameFile.length > 0 ? sameFile : inOneFile ? candidates : [];
    for (const target of resolved) {
      if (target === reference.from) continue;
      const key = `${reference.from.id}>${target.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      edges.push({ type, from: reference.from.id, to: target.id });
    }
  }
  return edges;
}
function isVisibleFrom(candidate, from, enclosing, outer) {
  const scope = enclosing.get(candidate);
  if (!scope) return true;
  for (let node = from; node; node = outer.get(node)) if (node === scope) return true;
  return false;
}
function callName(simpleName2) {
  return simpleName2.slice(simpleName2.lastIndexOf(".") + 1);
}
function resolveFieldEdges(references, classes, subtypes, unresolved) {
  return resolveInHierarchy(references, classes, subtypes, "Field", true, unresolved);
}
function resolveSuperCallEdges(references, classes, subtypes) {
  return resolveInHierarchy(references, classes, subtypes, "Method", false);
}
function resolveInHierarchy(references, classes, subtypes, kind, includeOwnClass, unresolved) {
  const classOfMethod = /* @__PURE__ */ new Map();
  const members = /* @__PURE__ */ new Map();
  for (const cls of classes) {
    const own = /* @__PURE__ */ new Map();
    for (const child of cls.children) {
      if (child.type === "Method") classOfMethod.set(child, cls);
      if (child.type === kind && !own.has(child.simpleName)) own.set(child.simpleName, child);
    }
    members.set(cls, own);
  }
  const classById = new Map(classes.map((cls) => [cls.id, cls]));
  const superclasses = /* @__PURE__ */ new Map();
  for (const edge of subtypes) {
    const sub = classById.get(edge.from);
    const sup = classById.get(edge.to);
    if (!sub || !sup) continue;
    const list = superclasses.get(sub);
    if (list) list.push(sup);
    else superclasses.set(sub, [sup]);
  }
  const memberNamed = (cls, name2) => {
    const queue = includeOwnClass ? [cls] : [...superclasses.get(cls) ?? []];
    const seen2 = /* @__PURE__ */ new Set([cls, ...queue]);
    for (let i2 = 0; i2 < queue.length; i2++) {
      const member2 = members.get(queue[i2])?.get(name2);
      if (member2) return member2;
      for (const sup of superclasses.get(queue[i2]) ?? []) {
        if (!seen2.has(sup)) {
          seen2.add(sup);
          queue.push(sup);
        }
      }
    }
    return void 0;
  };
  const edges = [];
  const seen = /* @__PURE__ */ new Set();
  for (const reference of references) {
    const cls = classOfMethod.get(reference.from);
    const member2 = cls && memberNamed(cls, reference.name);
    if (!member2) unresolved?.push(reference);
    if (!member2 || member2 === reference.from) continue;
    const key = `${reference.from.id}>${member2.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    edges.push({ type: "uses", from: reference.from.id, to: member2.id });
  }
  return edges;
}

// src/languages/sibling-names.ts
function takeUniqueName(used, name2) {
  let unique = name2;
  for (let n = 2; used.has(unique); n++) unique = `${name2}#${n}`;
  used.add(unique);
  return unique;
}

// src/languages/query-cst/build.ts
var DEFINITION = "definition.";
var CALL = "reference.call";
var SUPERTYPE = "reference.supertype";
var MEMBER = "reference.member";
var MEMBER_OPERANDS = "reference.member.operands";
var SUPER_CALL = "reference.supercall";
var TYPE_MEMBER = "reference.typemember";
var DOCUMENTATION = "documentation";
var NAMESPACE = "namespace";
var TYPE_KINDS = /* @__PURE__ */ new Set(["Class", "Interface", "Struct", "Union", "Enum", "Record", "Trait", "Object"]);
var CALLABLE_KINDS = /* @__PURE__ */ new Set(["Function", "Method"]);
function buildQueryCst(spec, parser, query, files, kept, earlierSide) {
  const root = emptyCstRoot();
  const revision = { roots: root.nodes, ids: new NodeIdGenerator(), references: { calls: [], supertypes: [], members: [], superCalls: [], typeMembers: [] }, usedNames: /* @__PURE__ */ new Map(), partials: /* @__PURE__ */ new Map(), owners: /* @__PURE__ */ new Map(), reachableByName: [] };
  for (const file of files) {
    const tree = parseReusing(parser, file.path, file.content, earlierSide);
    if (!tree) {
      root.warnings.push(`${file.path}: could not be parsed; skipped`);
      continue;
    }
    try {
      const tokens = tokenizeTree(tree, file.content, spec.tokens);
      root.tokens.set(file.path, spec.fileTokens ? spec.fileTokens(tokens, tree.rootNode) : tokens);
      const warning = syntaxWarning(file.path, tree);
      if (warning) root.warnings.push(warning);
      buildFile2(spec, file, tree, query, revision);
    } finally {
      if (kept) kept.keepOrFree(file.path, tree, file.content.length, file.content);
      else tree.delete();
    }
  }
  const { references, owners, ids } = revision;
  if (spec.arrange) root.nodes = spec.arrange(root.nodes, (node) => owners.get(node), () => ids.take());
  const callables = [];
  const types = [];
  const parents = /* @__PURE__ */ new Map();
  const pending = [...root.nodes].reverse();
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (hasStereotype(node, "ANONYMOUS_TYPE")) continue;
    if (TYPE_KINDS.has(node.type)) types.push(node);
    else if (CALLABLE_KINDS.has(node.type)) callables.push(node);
    for (let i2 = node.children.length - 1; i2 >= 0; i2--) {
      parents.set(node.children[i2], node);
      pending.push(node.children[i2]);
    }
  }
  const ownerNames = spec.readCallQualifier ? callableOwnerNames(spec, callables, parents) : void 0;
  const subtypes = resolveEdges("subtype", references.supertypes, types);
  const seen = /* @__PURE__ */ new Set();
  const superCalls = resolveSuperCallEdges(references.superCalls, types, subtypes);
  const unresolvedMembers = [];
  const fieldEdges = resolveFieldEdges(references.members, types, subtypes, unresolvedMembers);
  const outerFields = spec.ownerNames && unresolvedMembers.length > 0 ? resolveFieldsOfInnerOwners(spec, unresolvedMembers, types, parents) : { edges: [], rest: unresolvedMembers };
  const importedFields = revision.reachableByName.length > 0 ? resolveEdges("uses", outerFields.rest, revision.reachableByName) : [];
  const typeMemberEdges = references.typeMembers.length > 0 ? resolveTypeMembers(spec, references.typeMembers, types, parents) : [];
  for (const edges of [resolveEdges("uses", references.calls, callables, false, ownerNames), subtypes, fieldEdges, outerFields.edges, importedFields, superCalls, typeMemberEdges]) {
    for (const edge of edges) {
      const key = `${edge.type}:${edge.from}>${edge.to}`;
      if (seen.has(key)) continue;
      seen.add(key);
      root.edges.push(edge);
    }
  }
  return root;
}
function resolveTypeMembers(spec, references, types, parents) {
  const fields = /* @__PURE__ */ new Map();
  const parentOf = (node) => parents.get(node);
  for (const type of types) {
    for (const owner of spec.ownerNames?.(type, parentOf) ?? [type.simpleName]) {
      for (const field of type.children) {
        if (field.type !== "Field") continue;
        const key = `${owner}\0${field.simpleName}`;
        const list = fields.get(key);
        if (list) list.push(field);
        else fields.set(key, [field]);
      }
    }
  }
  const edges = [];
  for (const { from, name: name2, qualifier } of references) {
    for (const field of fields.get(`${qualifier}\0${name2}`) ?? []) if (field !== from) edges.push({ type: "uses", from: from.id, to: field.id });
  }
  return edges;
}
function resolveFieldsOfInnerOwners(spec, references, types, parents) {
  const parentOf = (node) => parents.get(node);
  const reachable = /* @__PURE__ */ new Map();
  for (const type of types) {
    const outer = parents.get(type);
    if (!outer || !TYPE_KINDS.has(outer.type) || !spec.ownerNames(type, parentOf).includes(outer.simpleName)) continue;
    const fields = reachable.get(outer) ?? /* @__PURE__ */ new Map();
    for (const field of type.children) if (field.type === "Field" && !fields.has(field.simpleName)) fields.set(field.simpleName, field);
    reachable.set(outer, fields);
  }
  const edges = [];
  const rest = [];
  for (const reference of references) {
    let field;
    for (let node = parents.get(reference.from); node && !field; node = parents.get(node)) field = reachable.get(node)?.get(reference.name);
    if (field && field !== reference.from) edges.push({ type: "uses", from: reference.from.id, to: field.id });
    else if (!field) rest.push(reference);
  }
  return { edges, rest };
}
function callableOwnerNames(spec, callables, parents) {
  const names = /* @__PURE__ */ new Map();
  const parentOf = (node) => parents.get(node);
  for (const callable2 of callables) {
    const owner = parents.get(callable2);
    if (owner && TYPE_KINDS.has(owner.type)) names.set(callable2, spec.ownerNames?.(owner, parentOf) ?? [owner.simpleName]);
  }
  return names;
}
function buildFile2(spec, file, tree, query, revision) {
  const { ids, references } = revision;
  const fileNode2 = createFileNode2(file, ids);
  const inFile = spec.topLevel !== "namespace";
  if (inFile) revision.roots.push(fileNode2);
  const open = [{ value: fileNode2, end: file.content.length }];
  const namespaces = [];
  const enclosing = (offset) => {
    while (open.length > 1 && open[open.length - 1].end <= offset) open.pop();
    while (namespaces.length > 0 && namespaces[namespaces.length - 1].end <= offset) namespaces.pop();
    return open[open.length - 1].value;
  };
  const captures = sortedCaptures(query.captures(tree.rootNode).flatMap(operandsAsMembers));
  const namesLocal = spec.localNameReader?.();
  const documentationEnds = /* @__PURE__ */ new Map();
  for (const capture of captures) if (capture.name === DOCUMENTATION) documentationEnds.set(capture.node.startIndex, capture.node.endIndex);
  for (const capture of captures) {
    const parent = enclosing(capture.node.startIndex);
    if (capture.name === NAMESPACE) {
      const reading2 = spec.readNamespace?.(capture.node);
      const outer = namespaces.length > 0 ? namespaces[namespaces.length - 1].value : "";
      if (reading2?.name) namespaces.push({ value: `${outer}${reading2.name}.`, end: (reading2.scope ?? capture.node).endIndex });
      continue;
    }
    if (capture.name === TYPE_MEMBER) {
      const qualifier = spec.readCallQualifier?.(capture.node);
      if (qualifier && !(parent === fileNode2 && !inFile)) for (const from of referrers(open)) references.typeMembers.push({ from, name: capture.node.text, file: file.path, qualifier });
      continue;
    }
    if (capture.name === CALL || capture.name === SUPERTYPE || capture.name === MEMBER || capture.name === SUPER_CALL) {
      if (parent === fileNode2 && !inFile) continue;
      if (capture.name === MEMBER && namesLocal?.(capture.node)) continue;
      const list = capture.name === CALL ? references.calls : capture.name === SUPERTYPE ? references.supertypes : capture.name === MEMBER ? references.members : references.superCalls;
      const qualifier = capture.name === CALL ? spec.readCallQualifier?.(capture.node) : void 0;
      if (capture.name !== SUPERTYPE || TYPE_KINDS.has(parent.type)) {
        for (const from of capture.name === SUPERTYPE ? [parent] : referrers(open)) list.push({ from, name: capture.node.text, file: file.path, ...qualifier ? { qualifier } : {} });
      }
      continue;
    }
    if (!capture.name.startsWith(DEFINITION)) continue;
    const owner = enclosingType(open) ?? parent;
    const reading = spec.readDefinition(capture.name.slice(DEFINITION.length), capture.node, parent.type);
    if (!reading) continue;
    if (reading.ownedByType && (owner === fileNode2 || owner.children.some((child) => child.simpleName === reading.name))) continue;
    const node = createNode(file.path, capture.name.slice(DEFINITION.length), reading, capture.node, ids, documentationEnds);
    if (reading.owner) revision.owners.set(node, reading.owner);
    if (reading.reachableByName) revision.reachableByName.push(node);
    if (reading.ownedByType) {
      owner.children.push(node);
      continue;
    }
    const namespace = parent === fileNode2 && !inFile ? namespaces.length > 0 ? namespaces[namespaces.length - 1].value : "" : void 0;
    const partialKey = `${namespace ?? parent.id}\0${node.type}\0${node.localName}`;
    const earlierPart = reading.partial ? revision.partials.get(partialKey) : void 0;
    if (earlierPart) {
      open.push({ value: earlierPart, end: (reading.declaration ?? capture.node).endIndex });
      continue;
    }
    if (reading.partial) revision.partials.set(partialKey, node);
    const scope = namespace ?? parent;
    let used = revision.usedNames.get(scope);
    if (!used) revision.usedNames.set(scope, used = /* @__PURE__ */ new Set());
    node.localName = takeUniqueName(used, node.localName);
    if (namespace === void 0) parent.children.push(node);
    else {
      node.namespace = namespace;
      revision.roots.push(node);
    }
    if (node.type !== "Field" && !reading.holdsNoElements) open.push({ value: node, end: node.location.end });
  }
  if (inFile && spec.readPackage) revision.roots.splice(revision.roots.lastIndexOf(fileNode2), 1, ...packaged(fileNode2, spec.readPackage(tree.rootNode)));
}
function packaged(fileNode2, packageName) {
  const prefix = packageName ? `${packageName}.` : "";
  const types = fileNode2.children.filter((child) => TYPE_KINDS.has(child.type));
  for (const type of types) type.namespace = prefix;
  fileNode2.children = fileNode2.children.filter((child) => !TYPE_KINDS.has(child.type));
  if (packageName) fileNode2.namespace = prefix;
  return fileNode2.children.length > 0 ? [fileNode2, ...types] : types;
}
function referrers(open) {
  const innermost = open[open.length - 1].value;
  for (let i2 = 1; i2 < open.length; i2++) {
    if (hasStereotype(open[i2].value, "ANONYMOUS_TYPE")) return open[i2 - 1].value === innermost ? [innermost] : [innermost, open[i2 - 1].value];
  }
  return [innermost];
}
function enclosingType(open) {
  for (let i2 = open.length - 1; i2 > 0; i2--) if (TYPE_KINDS.has(open[i2].value.type)) return open[i2].value;
  return void 0;
}
function operandsAsMembers(capture) {
  if (capture.name !== MEMBER_OPERANDS) return [capture];
  return capture.node.namedChildren.flatMap((child) => child?.type === "identifier" ? [{ ...capture, name: MEMBER, node: child }] : []);
}
function sortedCaptures(captures) {
  const rank = (capture) => capture.name === NAMESPACE ? -1 : capture.name.startsWith(DEFINITION) ? 0 : 1;
  return [...captures].sort((a, b) => a.node.startIndex - b.node.startIndex || rank(a) - rank(b) || b.node.endIndex - a.node.endIndex);
}
function createNode(path, capturedKind, reading, captured, ids, documentationEnds) {
  const kind = reading.kind ?? capturedKind;
  const parameters = reading.parameters ?? [];
  const localName = reading.localName ?? (CALLABLE_KINDS.has(kind) ? `${reading.name}(${parameters.map((p) => p.name).join(", ")})` : reading.name);
  return {
    id: ids.take(),
    type: kind,
    simpleName: reading.name,
    localName,
    ...reading.signature === void 0 ? {} : { signature: reading.signature },
    parameters,
    ...reading.returnType ? { returnType: reading.returnType } : {},
    ...reading.fieldType ? { fieldType: reading.fieldType } : {},
    location: locate(path, reading.declaration ?? captured, reading.body ?? null, documentationEnds),
    stereotypes: reading.stereotypes ?? [],
    children: []
  };
}
function locate(file, declaration, body2, documentationEnds) {
  return {
    file,
    begin: declaration.startIndex,
    end: declaration.endIndex,
    bodyBegin: body2 ? documentationEnds.get(body2.startIndex) ?? body2.startIndex : declaration.endIndex,
    bodyEnd: body2 ? body2.endIndex : declaration.endIndex,
    startLine: declaration.startPosition.row + 1,
    endLine: declaration.endPosition.row + 1
  };
}
function createFileNode2(file, ids) {
  const slash = file.path.lastIndexOf("/");
  const name2 = file.path.slice(slash + 1);
  let lines = 1;
  for (let i2 = file.content.indexOf("\n"); i2 !== -1 && i2 < file.content.length - 1; i2 = file.content.indexOf("\n", i2 + 1)) lines++;
  return {
    id: ids.take(),
    type: "File",
    simpleName: name2,
    localName: name2,
    namespace: file.path.slice(0, slash + 1),
    parameters: [],
    location: { file: file.path, begin: 0, end: file.content.length, bodyBegin: 0, bodyEnd: file.content.length, startLine: 1, endLine: lines },
    stereotypes: [],
    children: []
  };
}

// src/languages/query-cst/plugin.ts
async function createQueryPlugin(spec) {
  const language = await loadGrammar(spec.grammar.packageName, spec.grammar.wasm);
  const parser = new import_web_tree_sitter2.Parser();
  parser.setLanguage(language);
  const query = new import_web_tree_sitter6.Query(language, spec.query);
  let lastSide;
  return {
    name: spec.descriptor.name,
    extensions: spec.descriptor.extensions,
    isIgnored: (path, content) => spec.isIgnored?.(path, content) ?? false,
    ...spec.sameCode ? { sameCode: spec.sameCode } : {},
    parse: (files) => {
      const kept = spec.statements ? new KeptTrees() : void 0;
      const root = buildQueryCst(spec, parser, query, files, kept, lastSide);
      lastSide = kept;
      if (spec.interchangeableKinds) root.interchangeableKinds = spec.interchangeableKinds;
      if (spec.statements) attachStatements(root, files, (file) => parser.parse(file.content), { ...spec.statements, tokens: spec.tokens }, kept);
      return root;
    }
  };
}

// src/languages/prepared-sources.ts
function withPreparedSources(plugin, prepare) {
  const prepared = (file) => {
    const content = prepare(file.content);
    return content === file.content ? file : { ...file, content };
  };
  const { parseFile, link, parseTree } = plugin;
  return {
    ...plugin,
    parse: (files) => plugin.parse(files.map(prepared)),
    ...parseFile ? { parseFile: (file, earlier) => parseFile.call(plugin, prepared(file), earlier) } : {},
    ...link ? { link: (files, parses) => link.call(plugin, files.map(prepared), parses) } : {},
    ...parseTree ? { parseTree: (file, earlier) => parseTree.call(plugin, prepared(file), earlier) } : {}
  };
}

// src/languages/cpp/placement.ts
function placementOf(node, scope = []) {
  const namespaces = [];
  let fileLocal = false;
  for (let ancestor = node.parent; ancestor; ancestor = ancestor.parent) {
    if (ancestor.type !== "namespace_definition") continue;
    const name2 = ancestor.childForFieldName("name");
    if (!name2) fileLocal = true;
    else namespaces.unshift(...name2.text.split("::").map((part) => part.trim().replace(/^inline\s+/, "")).filter((part) => part !== ""));
  }
  return { namespaces, fileLocal, scope };
}
function encodePlacement(placement) {
  return JSON.stringify(placement);
}
function decodePlacement(owner) {
  return owner === void 0 ? void 0 : JSON.parse(owner);
}
var PLACEMENT_SEPARATOR = "\0";
function scopedLocalName(placement, localName) {
  return `${placement.namespaces.join(".")}${PLACEMENT_SEPARATOR}${placement.scope.join(".")}${PLACEMENT_SEPARATOR}${localName}`;
}

// src/languages/cpp/arrange.ts
var TYPE_KINDS2 = /* @__PURE__ */ new Set(["Class", "Struct", "Union", "Enum"]);
function arrangeCpp(files, ownerOf, takeId) {
  const top = [];
  const usedNames = /* @__PURE__ */ new Map();
  const types = /* @__PURE__ */ new Map();
  const namespaces = /* @__PURE__ */ new Set();
  const outOfLine = [];
  for (const file of files) {
    const kept = [];
    for (const element of file.children) {
      const placement = decodePlacement(ownerOf(element));
      if (!placement) {
        kept.push(element);
        continue;
      }
      element.localName = withoutPlacement(element.localName);
      for (let i2 = 1; i2 <= placement.namespaces.length; i2++) namespaces.add(placement.namespaces.slice(0, i2).join("."));
      if (placement.scope.length > 0) outOfLine.push({ element, placement });
      else if (!TYPE_KINDS2.has(element.type) && (placement.fileLocal || placement.namespaces.length === 0)) kept.push(element);
      else {
        placeAtTop(element, namespacePrefix(placement.namespaces), usedNames, top);
        registerTypes(types, element);
      }
    }
    file.children = kept;
  }
  const placeholders = [];
  for (const { element, placement } of outOfLine) {
    const found = resolveScope(placement, types, namespaces);
    if (found.namespace !== void 0) {
      element.type = "Function";
      element.stereotypes = element.stereotypes.filter((stereotype) => stereotype !== "TYPE_MEMBER");
      placeAtTop(element, namespacePrefix(found.namespace), usedNames, top);
      continue;
    }
    const owner = found.type ?? placeholderChain([...placement.namespaces, ...placement.scope], placement.namespaces.length, types, element, takeId, placeholders);
    joinType(owner, element);
  }
  return [...files, ...top, ...placeholders];
}
function withoutPlacement(localName) {
  return localName.slice(localName.lastIndexOf(PLACEMENT_SEPARATOR) + 1);
}
function namespacePrefix(namespaces) {
  return namespaces.length > 0 ? `${namespaces.join(".")}.` : "";
}
function placeAtTop(element, namespace, usedNames, top) {
  let used = usedNames.get(namespace);
  if (!used) usedNames.set(namespace, used = /* @__PURE__ */ new Set());
  element.namespace = namespace;
  element.localName = takeUniqueName(used, element.localName);
  top.push(element);
}
function registerTypes(types, type, prefix = type.namespace ?? "") {
  if (!TYPE_KINDS2.has(type.type)) return;
  const key = prefix + type.simpleName;
  if (!types.has(key)) types.set(key, type);
  for (const child of type.children) registerTypes(types, child, `${key}.`);
}
function resolveScope(placement, types, namespaces) {
  for (let depth = placement.namespaces.length; depth >= 0; depth--) {
    const path = [...placement.namespaces.slice(0, depth), ...placement.scope];
    const type = types.get(path.join("."));
    if (type) return { type };
  }
  for (let depth = placement.namespaces.length; depth >= 0; depth--) {
    const path = [...placement.namespaces.slice(0, depth), ...placement.scope];
    if (namespaces.has(path.join("."))) return { namespace: path };
  }
  return {};
}
function placeholderChain(path, namespaceDepth, types, method, takeId, placeholders) {
  let owner;
  for (let i2 = namespaceDepth; i2 < path.length; i2++) {
    const key = path.slice(0, i2 + 1).join(".");
    let type = types.get(key);
    if (!type) {
      type = placeholder(takeId(), method, path[i2]);
      if (owner) owner.children.push(type);
      else {
        type.namespace = namespacePrefix(path.slice(0, namespaceDepth));
        placeholders.push(type);
      }
      types.set(key, type);
    }
    owner = type;
  }
  return owner;
}
function placeholder(id, method, name2) {
  const at = method.location.begin;
  return {
    id,
    type: "Class",
    simpleName: name2,
    localName: name2,
    parameters: [],
    location: { ...method.location, begin: at, end: at, bodyBegin: at, bodyEnd: at, endLine: method.location.startLine },
    stereotypes: [],
    children: []
  };
}
function joinType(type, definition) {
  const declared = type.children.findIndex((child) => child.localName === definition.localName && isBodiless(child));
  if (declared !== -1) {
    type.children[declared] = definition;
    return;
  }
  definition.localName = takeUniqueName(new Set(type.children.map((child) => child.localName)), definition.localName);
  type.children.push(definition);
}
function isBodiless(node) {
  return node.type === "Method" && node.location.bodyBegin === node.location.bodyEnd;
}

// src/languages/cpp/header-content.ts
function holdsCppSyntax(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g, " ");
  return CPP_ONLY.test(code);
}
var CPP_ONLY = /^\s*(?:class\s+\w+[^;]*$|namespace\b|template\s*<|(?:public|private|protected)\s*:)|\w::\w/m;

// src/languages/cpp/declarators.ts
var WRAPPERS = /* @__PURE__ */ new Set(["pointer_declarator", "reference_declarator", "attributed_declarator"]);
function functionHeader(declaration) {
  let declarator = declaration.childForFieldName("declarator");
  while (declarator && WRAPPERS.has(declarator.type)) declarator = innerDeclarator(declarator);
  if (!declarator) return void 0;
  if (declarator.type === "function_declarator") {
    const named2 = declarator.childForFieldName("declarator");
    const header = named2 ? headerOf(named2, declarator) : void 0;
    const returnType = trailingReturnType(declarator) ?? declaredTypeOf(declaration);
    return header && returnType ? { ...header, returnType } : header;
  }
  if (declarator.type === "operator_cast" || declarator.type === "qualified_identifier") return headerOf(declarator, void 0);
  return void 0;
}
function headerOf(named2, functionDeclarator) {
  const scope = [];
  let node = named2;
  while (node?.type === "qualified_identifier") {
    const segment = scopeName(node.childForFieldName("scope"));
    if (segment) scope.push(segment);
    node = node.childForFieldName("name");
  }
  if (!node) return void 0;
  let signatureDeclarator = functionDeclarator;
  let name2;
  if (node.type === "operator_cast") {
    name2 = `operator ${withoutNamespaces(normalizeType(node.childForFieldName("type")?.text ?? ""))}`;
    signatureDeclarator = node.childForFieldName("declarator") ?? void 0;
  } else {
    name2 = simpleName(node);
  }
  if (!name2 || !signatureDeclarator) return void 0;
  const isConst = signatureDeclarator.children.some((child) => child?.type === "type_qualifier" && child.text === "const");
  return { scope, name: name2, parameters: parametersOf2(signatureDeclarator.childForFieldName("parameters")), isConst };
}
var TYPE_QUALIFIERS = /* @__PURE__ */ new Set(["const", "volatile"]);
function declaredTypeOf(declaration, declarator = declaration.childForFieldName("declarator")) {
  const type = declaration.childForFieldName("type");
  if (!type) return void 0;
  const qualifiers = declaration.children.filter((child) => child !== null && child.type === "type_qualifier" && child.endIndex <= type.startIndex && TYPE_QUALIFIERS.has(child.text));
  let marks = "";
  for (let node = declarator; node && WRAPPERS.has(node.type); node = innerDeclarator(node)) {
    const inner = innerDeclarator(node) ?? node.namedChildren.find((child) => child?.type.endsWith("identifier"));
    marks += inner ? node.text.slice(0, inner.startIndex - node.startIndex) : node.text;
  }
  return comparableType([...qualifiers.map((qualifier) => qualifier.text), type.text, marks].join(" "));
}
function comparableType(written) {
  return withoutNamespaces(normalizeType(written.replace(/(^|[^\w:>])::\s*/g, "$1")));
}
function trailingReturnType(functionDeclarator) {
  const trailing = functionDeclarator.namedChildren.find((child) => child?.type === "trailing_return_type");
  return trailing ? comparableType(trailing.text.replace(/^\s*->/, "")) : void 0;
}
function simpleName(node) {
  switch (node.type) {
    case "identifier":
    case "field_identifier":
    case "type_identifier":
      return node.text;
    case "destructor_name":
      return `~${node.text.replace(/^~\s*/, "")}`;
    case "operator_name":
      return operatorName(node.text);
    case "template_function":
    case "template_method":
      return node.childForFieldName("name")?.text;
    default:
      return void 0;
  }
}
function withoutNamespaces(type) {
  return type.replace(/(?:::)?(?:[A-Za-z_]\w*::)+/g, "");
}
function operatorName(text) {
  const symbol = text.replace(/^operator/, "").replace(/\s+/g, "");
  return /^[A-Za-z_]/.test(symbol) ? `operator ${symbol}` : `operator${symbol}`;
}
function scopeName(scope) {
  if (!scope) return void 0;
  if (scope.type !== "template_type") return scope.text;
  const parameters = templateParameterNames(scope);
  const argumentsList = scope.childForFieldName("arguments")?.namedChildren ?? [];
  const primary = argumentsList.every((argument) => argument !== null && parameters.has(argument.text.replace(/\.\.\.$/, "").trim()));
  return primary ? scope.childForFieldName("name")?.text : specializationName(scope);
}
function specializationName(templateType) {
  const name2 = templateType.childForFieldName("name")?.text ?? "";
  return normalizeType(`${name2}${templateType.childForFieldName("arguments")?.text ?? ""}`);
}
function templateParameterNames(node) {
  const names = /* @__PURE__ */ new Set();
  for (let ancestor = node.parent; ancestor; ancestor = ancestor.parent) {
    if (ancestor.type !== "template_declaration") continue;
    for (const parameter of ancestor.childForFieldName("parameters")?.namedChildren ?? []) {
      const identifier = parameter?.descendantsOfType(["type_identifier", "identifier"]).find((child) => child?.parent?.id === parameter.id || child?.parent?.type === "variadic_declarator");
      if (identifier) names.add(identifier.text);
    }
  }
  return names;
}
function innerDeclarator(node) {
  return node.childForFieldName("declarator") ?? node.namedChildren.find((child) => child !== null && (child.type.endsWith("declarator") || child.type === "qualified_identifier" || child.type === "operator_cast")) ?? null;
}
var PARAMETERS = /* @__PURE__ */ new Set(["parameter_declaration", "optional_parameter_declaration", "variadic_parameter_declaration"]);
function parametersOf2(list) {
  const parameters = [];
  for (const child of list?.namedChildren ?? []) {
    if (!child) continue;
    if (child.type === "variadic_parameter") parameters.push({ name: "", type: "..." });
    else if (PARAMETERS.has(child.type)) parameters.push(parameterOf(child));
  }
  return parameters.length === 1 && parameters[0].type === "void" && parameters[0].name === "" ? [] : parameters;
}
function parameterOf(parameter) {
  const declarator = parameter.childForFieldName("declarator");
  const name2 = declarator ? declaredName(declarator) : null;
  const end = declarator?.endIndex ?? parameter.childForFieldName("type")?.endIndex ?? parameter.endIndex;
  const source = parameter.text.slice(0, end - parameter.startIndex);
  const type = name2 ? source.slice(0, name2.startIndex - parameter.startIndex) + source.slice(name2.endIndex - parameter.startIndex) : source;
  return { name: name2?.text ?? "", type: normalizeType(type) };
}
function declaredName(declarator) {
  let node = declarator;
  while (node && node.type !== "identifier") {
    node = node.childForFieldName("declarator") ?? node.namedChildren.find((child) => child !== null && (child.type === "identifier" || child.type.endsWith("declarator"))) ?? null;
  }
  return node;
}
function normalizeType(text) {
  return text.replace(/\\\r?\n/g, " ").replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, " ").replace(/\s+/g, " ").replace(/ ?([<>,*&()[\]]|::) ?/g, "$1").replace(/,/g, ", ").trim();
}
function signatureOf(name2, parameters, isConst = false) {
  return `${name2}(${parameters.map((parameter) => parameter.type ?? "").join(", ")})${isConst ? " const" : ""}`;
}

// src/languages/cpp/standalone-macros.ts
function blankStandaloneMacros(source) {
  if (!/^[ \t]*[A-Z][A-Z0-9_]+[ \t]*(?:\/\/[^\n]*)?\r?$/m.test(source) && !/^[ \t]*(?:[a-z]+[ \t]+)*[A-Z][A-Z0-9_]+[ \t]+\w/m.test(source)) return source;
  const lines = source.split("\n");
  let className;
  for (let i2 = 0; i2 < lines.length; i2++) {
    if (!lines[i2].includes(";")) className = CLASS_HEAD.exec(lines[i2])?.[1] ?? className;
    const alone = MACRO_LINE.exec(lines[i2]);
    const span = alone ? { start: 0, end: alone[1].length } : leadingMacros(lines[i2], className);
    if (!span || !followsBoundary(lines, i2) || alone && continuesExpression(lines, i2)) continue;
    lines[i2] = lines[i2].slice(0, span.start) + lines[i2].slice(span.start, span.end).replace(/[^\r]/g, " ") + lines[i2].slice(span.end);
  }
  return lines.join("\n");
}
function leadingMacros(line, className) {
  const match = LEADING_MACROS.exec(line);
  if (!match) return void 0;
  const start2 = match[1].length;
  const end = start2 + match[2].length;
  const rest = line.slice(end);
  if (DECLARATION_START.test(rest)) return { start: start2, end };
  const called = /^(\w+)[ \t]*\(/.exec(rest)?.[1];
  return called !== void 0 && called === className ? { start: start2, end } : void 0;
}
var CLASS_HEAD = /^(?:[ \t]*template[ \t]*<.*>)?[ \t]*(?:class|struct|union)[ \t]+(?:[A-Z][A-Z0-9_]+[ \t]+)*([A-Za-z_]\w*)/;
var MACRO_LINE = /^([ \t]*[A-Z][A-Z0-9_]+(?:[ \t]*\((?:[^()\n]|\([^()\n]*\))*\))?)[ \t]*(?:\/\/[^\n]*)?\r?$/;
var LEADING_MACROS = /^([ \t]*(?:(?:static|inline|constexpr|explicit|virtual|friend|extern)[ \t]+)*)((?:[A-Z][A-Z0-9_]+[ \t]+)+)/;
var DECLARATION_START = /^(?:(?:void|auto|bool|char|int|unsigned|signed|long|short|float|double|inline|constexpr|static|extern|friend|virtual|explicit|const|template|typename|class|struct|enum|union|using|namespace|operator)\b|~|\w+::)/;
function followsBoundary(lines, index) {
  if (index > 0 && lines[index - 1].trimEnd().endsWith("\\")) return false;
  for (let i2 = index - 1; i2 >= 0; i2--) {
    const line = lines[i2].replace(/\/\/.*$/, "").trim();
    if (line === "" || line.startsWith("/*") || line.startsWith("*") || line.endsWith("*/")) continue;
    if (line.startsWith("#") || i2 > 0 && lines[i2 - 1].trimEnd().endsWith("\\")) return true;
    if (MACRO_LINE.test(lines[i2])) return followsBoundary(lines, i2);
    return /[;{}:]$/.test(line) && !line.endsWith("::") || /^template\s*<.*>$/.test(line);
  }
  return true;
}
function continuesExpression(lines, index) {
  for (let i2 = index + 1; i2 < lines.length; i2++) {
    const line = lines[i2].replace(/\/\/.*$/, "").trim();
    if (line === "" || line.startsWith("/*") || line.startsWith("*")) continue;
    if (line.startsWith("#") || MACRO_LINE.test(lines[i2])) return false;
    return /^(?:[(,;=*&<>+\-|?.[\]{:]|[A-Za-z_]\w*\s*\()/.test(line);
  }
  return false;
}

// src/languages/cpp/statement-macros.ts
function blankStatementMacros(source) {
  if (!IF_MACRO.test(source) && !BLOCK_MACRO.test(source)) return source;
  const lines = source.split("\n");
  for (let i2 = 0; i2 < lines.length; i2++) {
    let line = lines[i2].replace(IF_MACRO_ANYWHERE, (_match, keyword, macro) => keyword + blank(macro));
    const block = BLOCK_MACRO.exec(line);
    if (block && followsBoundary(lines, i2)) line = block[1] + blank(block[2]) + line.slice(block[0].length);
    lines[i2] = line;
  }
  return lines.join("\n");
}
var IF_MACRO = /\bif[ \t]+[A-Z][A-Z0-9_]+[ \t]*\(/;
var IF_MACRO_ANYWHERE = /(\bif[ \t]+)([A-Z][A-Z0-9_]+)(?=[ \t]*\()/g;
var BLOCK_MACRO = /^([ \t]*)([A-Z][A-Z0-9_]+)(?=[ \t]*\{(?:[^\n]*[{}])?[ \t]*(?:\/\/[^\n]*)?\r?$)/m;
function blank(text) {
  return " ".repeat(text.length);
}

// src/languages/cpp/statements.ts
var CPP_STATEMENTS = {
  blocks: C_STATEMENTS.blocks,
  nestedFields: C_STATEMENTS.nestedFields,
  clauses: /* @__PURE__ */ new Set([...C_STATEMENTS.clauses, "catch_clause"]),
  // Statements under `#if`/`#ifdef` in a body are the block's, every branch of them, as the
  // token bags read them: one opaque statement would hide them from the mapper.
  transparent: /* @__PURE__ */ new Set(["preproc_if", "preproc_ifdef", "preproc_else", "preproc_elif", "preproc_elifdef"]),
  transparentHeaders: /* @__PURE__ */ new Set(["condition", "name"]),
  declarators: /* @__PURE__ */ new Map([
    ["declaration", (declaration) => declaredVariables(declaration).map(bindingOrSelf)],
    ["for_range_loop", (loop) => loop.childrenForFieldName("declarator").map(bindingOrSelf)],
    ["parameter_declaration", caughtException]
  ]),
  typeField: "type",
  typeQualifiers: C_STATEMENTS.typeQualifiers,
  typeText: variableType,
  calls: /* @__PURE__ */ new Map([
    ["call_expression", callParts],
    ["new_expression", constructionParts]
  ])
};
function variableType(written) {
  const words = written.replace(/\bconstexpr\b/g, "const").replace(/\b(?:constinit|mutable)\b/g, " ").trim().split(/\s+/);
  const unique = words.filter((word, i2) => word !== "const" || words.indexOf("const") === i2);
  return comparableType(unique.join(" "));
}
function bindingOrSelf(declarator) {
  let node = declarator;
  while (node && (node.type === "reference_declarator" || node.type === "pointer_declarator")) node = node.namedChildren.find((child) => child?.type.endsWith("declarator")) ?? null;
  return node?.type === "structured_binding_declarator" ? node : declarator;
}
function caughtException(parameter) {
  const declarator = parameter.childForFieldName("declarator");
  return declarator && parameter.parent?.parent?.type === "catch_clause" ? [declarator] : [];
}
function callParts(call) {
  return { callee: calledName(call.childForFieldName("function")), arguments: call.childForFieldName("arguments") };
}
function constructionParts(expression) {
  const type = calledName(expression.childForFieldName("type"));
  return { callee: type?.type === "type_identifier" ? type : null, arguments: expression.childForFieldName("arguments") };
}
function calledName(callee) {
  let node = callee;
  for (; ; ) {
    if (node?.type === "field_expression") node = node.childForFieldName("field");
    else if (node?.type === "qualified_identifier" || node?.type === "template_function" || node?.type === "template_method" || node?.type === "template_type") node = node.childForFieldName("name");
    else return node;
  }
}

// src/languages/cpp/warm-up.ts
var CPP_WARM_UP = {
  path: "warm-up/ledger.cpp",
  before: '#include <string>\n#include <vector>\n\nclass Ledger {\npublic:\n    void add(int amount) {\n        entries.push_back(amount);\n    }\n\n    std::string describe() const {\n        int sum = 0;\n        for (int entry : entries) {\n            sum += entry;\n        }\n        auto count = entries.size();\n        return "total " + std::to_string(sum) + " in " + std::to_string(count) + " entries";\n    }\n\nprivate:\n    std::vector<int> entries;\n};\n',
  after: '#include <string>\n#include <vector>\n\nclass Ledger {\npublic:\n    void record(int amount) {\n        entries.push_back(amount);\n    }\n\n    std::string describe() const {\n        int sum = total();\n        auto count = entries.size();\n        return "total " + std::to_string(sum) + " in " + std::to_string(count) + " entries";\n    }\n\nprivate:\n    int total() const {\n        int sum = 0;\n        for (int entry : entries) {\n            sum += entry;\n        }\n        return sum;\n    }\n\n    std::vector<int> entries;\n};\n'
};

// src/languages/cpp/index.ts
var cppLanguage = {
  name: "cpp",
  warmUp: CPP_WARM_UP,
  extensions: [".cpp", ".cc", ".cxx", ".c++", ".hpp", ".hh", ".hxx", ".h++", ".ipp", ".tpp"],
  kinds: ["File", "Class", "Struct", "Union", "Enum", "Function", "Method", "Field"],
  claims: { extensions: [".h"], content: holdsCppSyntax },
  // Conditionals last: the macro rules read the directives as written (a directive line is a boundary).
  create: async () => withPreparedSources(await createQueryPlugin(CPP), (source) => maskUnbalancedConditionals(blankStatementMacros(blankStandaloneMacros(source))))
};
var TYPE_NAME = `[(type_identifier) @reference.supertype
  (template_type name: (type_identifier) @reference.supertype)
  (qualified_identifier name: [(type_identifier) @reference.supertype (template_type name: (type_identifier) @reference.supertype)])]`;
var QUALIFIED_CALL = [1, 2, 3].map((depth) => `${"(qualified_identifier name: ".repeat(depth)}[(identifier) @reference.call (template_function name: (identifier) @reference.call)]${")".repeat(depth)}`).join(" ");
var QUERY = `
(class_specifier body: (field_declaration_list)) @definition.Class
(struct_specifier body: (field_declaration_list)) @definition.Struct
(union_specifier body: (field_declaration_list)) @definition.Union
(enum_specifier body: (enumerator_list)) @definition.Enum
(function_definition) @definition.Function
(field_declaration declarator: (_) @definition.Field)
(declaration declarator: (_) @definition.Field)
(base_class_clause ${TYPE_NAME})
(call_expression function: [
  (identifier) @reference.call
  (field_expression field: [(field_identifier) @reference.call (template_method name: (field_identifier) @reference.call)])
  ${QUALIFIED_CALL}
  (template_function name: (identifier) @reference.call)])
(new_expression type: [(type_identifier) @reference.call (qualified_identifier name: (type_identifier) @reference.call)])
(field_expression field: (field_identifier) @reference.member)
(identifier) @reference.member
`;
var TYPE_KINDS3 = /* @__PURE__ */ new Set(["Class", "Struct", "Union", "Enum"]);
var CPP = {
  descriptor: cppLanguage,
  grammar: { packageName: "tree-sitter-cpp", wasm: "tree-sitter-cpp.wasm" },
  query: QUERY,
  tokens: { atomic: /* @__PURE__ */ new Set(["string_literal", "raw_string_literal", "char_literal", "system_lib_string"]), skip: /* @__PURE__ */ new Set(["comment"]), spelled: MACRO_BODIES },
  isIgnored: (_path, content) => isGeneratedCFamilyFile(content),
  sameCode: sameCppCode,
  fileTokens: withoutIncludeGuard,
  arrange: arrangeCpp,
  statements: CPP_STATEMENTS,
  readDefinition(kind, node, parentKind) {
    const reading = TYPE_KINDS3.has(kind) ? readType(node) : kind === "Function" ? readFunction(node, parentKind) : readMember(node, parentKind);
    if (!reading || parentKind !== "File") return reading?.element;
    const placement = placementOf(node, reading.scope);
    return { ...reading.element, localName: scopedLocalName(placement, reading.element.localName ?? reading.element.name), owner: encodePlacement(placement) };
  }
};
function withTemplate(node) {
  return node.parent?.type === "template_declaration" ? node.parent : node;
}
function readType(node) {
  let name2 = node.childForFieldName("name");
  const scope = [];
  while (name2?.type === "qualified_identifier") {
    const segment = name2.childForFieldName("scope");
    if (segment) scope.push(segment.type === "template_type" ? segment.childForFieldName("name")?.text ?? segment.text : segment.text);
    name2 = name2.childForFieldName("name");
  }
  if (!name2) return void 0;
  return { element: { name: typeName(name2), declaration: withTemplate(node), body: node.childForFieldName("body") }, scope };
}
function typeName(name2) {
  return name2.type === "template_type" ? specializationName(name2) : name2.text;
}
function readFunction(node, parentKind) {
  const header = functionHeader(node);
  if (!header) return void 0;
  const body2 = node.childForFieldName("body");
  if (TYPE_KINDS3.has(parentKind)) return { element: methodReading(header, enclosingClassName(node), node, body2), scope: [] };
  if (parentKind !== "File") return void 0;
  if (header.scope.length > 0) return { element: methodReading(header, header.scope[header.scope.length - 1], node, body2), scope: header.scope };
  if (!node.childForFieldName("type")) {
    const name2 = normalizeType(node.childForFieldName("declarator")?.text ?? header.name);
    return { element: { kind: "Function", name: name2, parameters: [], localName: name2, signature: name2, declaration: withTemplate(node), body: body2 }, scope: [] };
  }
  const signature = signatureOf(header.name, header.parameters);
  const returnType = header.returnType ? { returnType: header.returnType } : {};
  return { element: { kind: "Function", name: header.name, parameters: header.parameters, localName: signature, signature, ...returnType, declaration: withTemplate(node), body: body2 }, scope: [] };
}
function readMember(declarator, parentKind) {
  const declaration = declarator.parent;
  if (!declaration || !TYPE_KINDS3.has(parentKind)) return void 0;
  const header = declaration.childForFieldName("declarator")?.startIndex === declarator.startIndex ? functionHeader(declaration) : void 0;
  if (header) {
    const abstract2 = declaration.childForFieldName("default_value")?.text === "0";
    const reading = methodReading(header, enclosingClassName(declaration), declaration, null);
    return { element: abstract2 ? { ...reading, stereotypes: [...reading.stereotypes ?? [], "ABSTRACT"] } : reading, scope: [] };
  }
  if (declaration.type !== "field_declaration") return void 0;
  const name2 = fieldName(declarator);
  if (!name2) return void 0;
  const type = normalizeType(declaration.childForFieldName("type")?.text ?? "");
  const fieldType = declaredTypeOf(declaration, declarator);
  return { element: { name: name2, signature: `${name2} : ${type}`, ...fieldType ? { fieldType } : {}, stereotypes: ["TYPE_MEMBER"], declaration: withTemplate(declaration), body: declaration.childForFieldName("default_value") }, scope: [] };
}
function methodReading(header, className, node, body2) {
  const { name: name2, parameters, isConst, returnType } = header;
  const signature = signatureOf(name2, parameters, isConst);
  const stereotypes = ["TYPE_MEMBER"];
  let localName = signature;
  const bareClassName = className?.replace(/<[\s\S]*$/, "");
  if (bareClassName !== void 0 && (name2 === bareClassName || name2 === `~${bareClassName}`)) {
    stereotypes.push("TYPE_CONSTRUCTOR");
    localName = signatureOf(name2.startsWith("~") ? "~new" : "new", parameters);
  }
  const result = returnType && !stereotypes.includes("TYPE_CONSTRUCTOR") ? { returnType } : {};
  return { kind: "Method", name: name2, parameters, localName, signature, ...result, stereotypes, declaration: withTemplate(node), body: body2 };
}
function enclosingClassName(node) {
  for (let ancestor = node.parent; ancestor; ancestor = ancestor.parent) {
    if (ancestor.type === "class_specifier" || ancestor.type === "struct_specifier" || ancestor.type === "union_specifier") {
      const name2 = ancestor.childForFieldName("name");
      return name2?.type === "template_type" ? name2.childForFieldName("name")?.text : name2?.text.replace(/^.*::/, "");
    }
  }
  return void 0;
}
function fieldName(declarator) {
  let node = declarator;
  while (node && node.type !== "field_identifier") {
    node = node.childForFieldName("declarator") ?? node.namedChildren.find((child) => child !== null && (child.type === "field_identifier" || child.type.endsWith("declarator"))) ?? null;
  }
  return node?.text;
}

// src/languages/csharp/statements.ts
var CSHARP_STATEMENTS = {
  blocks: /* @__PURE__ */ new Set(["block", "switch_body", "switch_section"]),
  nestedFields: /* @__PURE__ */ new Set(["body", "consequence", "alternative"]),
  clauses: /* @__PURE__ */ new Set(["catch_clause", "finally_clause"]),
  declarators: /* @__PURE__ */ new Map([
    ["variable_declarator", "name"],
    ["foreach_statement", "left"],
    ["catch_declaration", "name"]
  ]),
  typeField: "type",
  calls: /* @__PURE__ */ new Map([["invocation_expression", { callee: "function", arguments: "arguments" }]])
};

// src/languages/csharp/same-code.ts
function sameCSharpCode(before, after) {
  return sameCodeTokens(before, after, CSHARP_LEXER);
}
var ADJACENT2 = 0;
var SEPARATED2 = 1;
var CSHARP_LEXER = {
  begin: (text) => ({ position: text.charCodeAt(0) === 65279 ? 1 : 0, start: 0, layout: ADJACENT2, first: true, atLineStart: true }),
  next: nextToken2
};
var TAB2 = 9;
var LINE_FEED3 = 10;
var CARRIAGE_RETURN3 = 13;
var SPACE2 = 32;
var DOUBLE_QUOTE2 = 34;
var HASH2 = 35;
var DOLLAR = 36;
var APOSTROPHE2 = 39;
var STAR3 = 42;
var SLASH3 = 47;
var COLON2 = 58;
var AT = 64;
var BACKSLASH3 = 92;
var OPEN_BRACE = 123;
var CLOSE_BRACE = 125;
function isCSharpLineBreak(code) {
  return code === LINE_FEED3 || code === CARRIAGE_RETURN3 || code === 133 || code === 8232 || code === 8233;
}
function nextToken2(text, cursor) {
  const length = text.length;
  let position = cursor.position;
  let separated = false;
  for (; ; ) {
    if (position >= length) return NO_MORE_TOKENS;
    const code2 = text.charCodeAt(position);
    if (code2 === SPACE2 || code2 === TAB2 || code2 === 11 || code2 === 12) {
      position++;
      separated = true;
    } else if (isCSharpLineBreak(code2)) {
      position++;
      separated = true;
      cursor.atLineStart = true;
    } else if (code2 === SLASH3 && text.charCodeAt(position + 1) === SLASH3) {
      position += 2;
      while (position < length && !isCSharpLineBreak(text.charCodeAt(position))) position++;
      separated = true;
    } else if (code2 === SLASH3 && text.charCodeAt(position + 1) === STAR3) {
      position = blockCommentEnd3(text, position);
      if (position === UNREADABLE_TEXT) return UNREADABLE_TEXT;
      separated = true;
      cursor.atLineStart = false;
    } else if (code2 >= 128 && SPACE_SEPARATOR.test(text[position])) {
      position++;
      separated = true;
    } else {
      break;
    }
  }
  const start2 = position;
  const code = text.charCodeAt(start2);
  let end;
  if (code === HASH2 && cursor.atLineStart) {
    end = directiveEnd2(text, start2);
  } else if (code === DOUBLE_QUOTE2) {
    end = stringEnd(text, start2);
  } else if (code === APOSTROPHE2) {
    end = regularEnd(text, start2);
  } else if (code === AT && text.charCodeAt(start2 + 1) === DOUBLE_QUOTE2) {
    end = verbatimEnd(text, start2 + 1);
  } else if (code === AT && text.charCodeAt(start2 + 1) === DOLLAR || code === DOLLAR) {
    end = interpolatedStringEnd(text, start2);
  } else if (code === BACKSLASH3 || code >= 128 && !isWordPart3(code)) {
    return UNREADABLE_TEXT;
  } else if (isWordPart3(code)) {
    end = start2 + 1;
    while (end < length && isWordPart3(text.charCodeAt(end))) end++;
  } else {
    end = start2 + 1;
  }
  if (end < 0) return UNREADABLE_TEXT;
  cursor.layout = cursor.first ? ADJACENT2 : separated ? SEPARATED2 : ADJACENT2;
  cursor.first = false;
  cursor.atLineStart = false;
  cursor.start = start2;
  cursor.position = end;
  return end;
}
function blockCommentEnd3(text, start2) {
  let lineStart = false;
  for (let position = start2 + 2; position < text.length; position++) {
    const code = text.charCodeAt(position);
    if (code === STAR3 && text.charCodeAt(position + 1) === SLASH3) return position + 2;
    if (isCSharpLineBreak(code)) lineStart = true;
    else if (code === HASH2 && lineStart) return UNREADABLE_TEXT;
    else if (code !== SPACE2 && code !== TAB2) lineStart = false;
  }
  return UNREADABLE_TEXT;
}
function directiveEnd2(text, start2) {
  let end = start2 + 1;
  let lastWritten = end;
  while (end < text.length && !isCSharpLineBreak(text.charCodeAt(end))) {
    const code = text.charCodeAt(end++);
    if (code !== SPACE2 && code !== TAB2) lastWritten = end;
  }
  return lastWritten;
}
function stringEnd(text, start2) {
  let quotes = 1;
  while (text.charCodeAt(start2 + quotes) === DOUBLE_QUOTE2) quotes++;
  if (quotes === 2) return start2 + 2;
  if (quotes === 1) return regularEnd(text, start2);
  return rawStringEnd2(text, start2 + quotes, quotes);
}
function regularEnd(text, start2) {
  const quote = text.charCodeAt(start2);
  for (let position = start2 + 1; position < text.length; position++) {
    const code = text.charCodeAt(position);
    if (code === quote) return position + 1;
    if (code === BACKSLASH3) position++;
    else if (isCSharpLineBreak(code)) return UNREADABLE_TEXT;
  }
  return UNREADABLE_TEXT;
}
function rawStringEnd2(text, from, quotes) {
  for (let position = text.indexOf('"', from); position >= 0; position = text.indexOf('"', position)) {
    let run2 = 0;
    while (text.charCodeAt(position + run2) === DOUBLE_QUOTE2) run2++;
    if (run2 === quotes) return position + run2;
    if (run2 > quotes) return UNREADABLE_TEXT;
    position += run2;
  }
  return UNREADABLE_TEXT;
}
function verbatimEnd(text, quote) {
  for (let position = quote + 1; position < text.length; position++) {
    if (text.charCodeAt(position) !== DOUBLE_QUOTE2) continue;
    if (text.charCodeAt(position + 1) !== DOUBLE_QUOTE2) return position + 1;
    position++;
  }
  return UNREADABLE_TEXT;
}
function interpolatedStringEnd(text, start2) {
  let position = start2;
  let verbatim = false;
  let dollars = 0;
  for (; ; ) {
    const code = text.charCodeAt(position);
    if (code === AT) verbatim = true;
    else if (code === DOLLAR) dollars++;
    else break;
    position++;
  }
  if (text.charCodeAt(position) !== DOUBLE_QUOTE2 || dollars === 0) return start2 + 1;
  if (dollars > 1 || text.charCodeAt(position + 1) === DOUBLE_QUOTE2) return text.charCodeAt(position + 2) === DOUBLE_QUOTE2 || dollars > 1 ? UNREADABLE_TEXT : position + 2;
  return interpolatedEnd(text, position, verbatim);
}
function interpolatedEnd(text, quote, verbatim) {
  let position = quote + 1;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    const following = text.charCodeAt(position + 1);
    if (code === DOUBLE_QUOTE2) {
      if (!(verbatim && following === DOUBLE_QUOTE2)) return position + 1;
      position += 2;
    } else if (code === BACKSLASH3 && !verbatim) {
      position += 2;
    } else if (!verbatim && isCSharpLineBreak(code)) {
      return UNREADABLE_TEXT;
    } else if ((code === OPEN_BRACE || code === CLOSE_BRACE) && following === code) {
      position += 2;
    } else if (code === OPEN_BRACE) {
      position = holeEnd(text, position + 1, verbatim);
      if (position === UNREADABLE_TEXT) return UNREADABLE_TEXT;
    } else if (code === CLOSE_BRACE) {
      return UNREADABLE_TEXT;
    } else {
      position++;
    }
  }
  return UNREADABLE_TEXT;
}
function holeEnd(text, start2, verbatim) {
  let depth = 0;
  let position = start2;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    const following = text.charCodeAt(position + 1);
    if (code === 40 || code === 91 || code === OPEN_BRACE) {
      depth++;
      position++;
    } else if (code === 41 || code === 93 || code === CLOSE_BRACE) {
      if (depth === 0) return code === CLOSE_BRACE ? position + 1 : UNREADABLE_TEXT;
      depth--;
      position++;
    } else if (code === COLON2 && depth === 0) {
      if (following === COLON2) position += 2;
      else return formatEnd(text, position + 1, verbatim);
    } else if (code === DOUBLE_QUOTE2) {
      position = stringEnd(text, position);
    } else if (code === APOSTROPHE2) {
      position = regularEnd(text, position);
    } else if (code === AT || code === DOLLAR) {
      position = code === AT && following === DOUBLE_QUOTE2 ? verbatimEnd(text, position + 1) : interpolatedStringEnd(text, position);
    } else if (code === SLASH3 && (following === SLASH3 || following === STAR3) || isCSharpLineBreak(code) || code === BACKSLASH3) {
      return UNREADABLE_TEXT;
    } else {
      position++;
    }
    if (position < 0) return UNREADABLE_TEXT;
  }
  return UNREADABLE_TEXT;
}
function formatEnd(text, start2, verbatim) {
  for (let position = start2; position < text.length; position++) {
    const code = text.charCodeAt(position);
    if (code === CLOSE_BRACE) return position + 1;
    if (code === DOUBLE_QUOTE2 || code === APOSTROPHE2 || code === OPEN_BRACE || code === 40 || code === 41 || code === 91 || code === 93 || code === AT || code === DOLLAR || isCSharpLineBreak(code)) return UNREADABLE_TEXT;
    if (code === SLASH3 && (text.charCodeAt(position + 1) === SLASH3 || text.charCodeAt(position + 1) === STAR3)) return UNREADABLE_TEXT;
    if (code === BACKSLASH3 && !verbatim) {
      const escaped = text.charCodeAt(position + 1);
      if (escaped === DOUBLE_QUOTE2 || isCSharpLineBreak(escaped)) return UNREADABLE_TEXT;
      position++;
    }
  }
  return UNREADABLE_TEXT;
}
function isWordPart3(code) {
  return code >= 97 && code <= 122 || code >= 65 && code <= 90 || code >= 48 && code <= 57 || code === 95 || code >= 128 && !UNICODE_BLANK2.test(String.fromCharCode(code));
}
var UNICODE_BLANK2 = /[\s\u0085]/;
var SPACE_SEPARATOR = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/;

// src/languages/csharp/signatures.ts
function normalizeTypeText(text) {
  return text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, " ").replace(/\s+/g, " ").replace(/ ?([<>,[\].?*]|::) ?/g, "$1").replace(/(?:[A-Za-z_@][\w]*(?:\.|::))+(?=[A-Za-z_@])/g, "").replace(/,/g, ", ").trim();
}
var PASSING_MODIFIERS = /* @__PURE__ */ new Set(["ref", "out", "in"]);
function parametersOf3(list) {
  const parameters = [];
  if (!list) return parameters;
  let paramsType;
  for (let i2 = 0; i2 < list.childCount; i2++) {
    const child = list.child(i2);
    if (!child) continue;
    const field = list.fieldNameForChild(i2);
    if (field === "type") paramsType = normalizeTypeText(child.text);
    else if (field === "name") parameters.push({ name: child.text, type: paramsType ?? "" });
    else if (child.type === "parameter") parameters.push(parameterOf2(child));
  }
  return parameters;
}
function parameterOf2(parameter) {
  const passing = parameter.namedChildren.filter((child) => child?.type === "modifier" && PASSING_MODIFIERS.has(child.text)).map((child) => child.text);
  const type = normalizeTypeText(parameter.childForFieldName("type")?.text ?? "");
  return { name: parameter.childForFieldName("name")?.text ?? "", type: [...passing, type].join(" ") };
}
function methodLocalName(name2, parameters) {
  return `${name2}(${parameters.map((parameter) => parameter.type ?? "").join(", ")})`;
}
function hasModifier(declaration, modifier) {
  return declaration.namedChildren.some((child) => child?.type === "modifier" && child.text === modifier);
}

// src/languages/csharp/warm-up.ts
var CSHARP_WARM_UP = {
  path: "warm-up/Ledger.cs",
  before: 'using System.Collections.Generic;\n\nnamespace WarmUp\n{\n    public class Ledger\n    {\n        private readonly List<int> entries = new List<int>();\n\n        public void Add(int amount)\n        {\n            entries.Add(amount);\n        }\n\n        public string Describe()\n        {\n            int sum = 0;\n            foreach (int entry in entries)\n            {\n                sum += entry;\n            }\n            int count = entries.Count;\n            return "total " + sum + " in " + count + " entries";\n        }\n    }\n}\n',
  after: 'using System.Collections.Generic;\n\nnamespace WarmUp\n{\n    public class Ledger\n    {\n        private readonly List<int> entries = new List<int>();\n\n        public void Record(int amount)\n        {\n            entries.Add(amount);\n        }\n\n        public string Describe()\n        {\n            int sum = Total();\n            int count = entries.Count;\n            return "total " + sum + " in " + count + " entries";\n        }\n\n        private int Total()\n        {\n            int sum = 0;\n            foreach (int entry in entries)\n            {\n                sum += entry;\n            }\n            return sum;\n        }\n    }\n}\n'
};

// src/languages/csharp/index.ts
var cSharpLanguage = {
  name: "csharp",
  warmUp: CSHARP_WARM_UP,
  extensions: [".cs"],
  kinds: ["Class", "Interface", "Struct", "Record", "Enum", "Method", "Field"],
  create: () => createQueryPlugin(CSHARP)
};
var TYPE_NAME2 = `[(identifier) @reference.supertype
  (generic_name (identifier) @reference.supertype)
  (qualified_name name: [(identifier) @reference.supertype (generic_name (identifier) @reference.supertype)])]`;
var CALLED_NAME = `[(identifier) @reference.call (generic_name (identifier) @reference.call)]`;
var QUERY2 = `
[(namespace_declaration) (file_scoped_namespace_declaration)] @namespace
(class_declaration) @definition.Class
(interface_declaration) @definition.Interface
(struct_declaration) @definition.Struct
(record_declaration) @definition.Record
(enum_declaration) @definition.Enum
[(method_declaration) (constructor_declaration)] @definition.Method
(field_declaration (variable_declaration (variable_declarator) @definition.Field))
(property_declaration) @definition.Field
(base_list ${TYPE_NAME2})
(base_list (primary_constructor_base_type type: ${TYPE_NAME2}))
(invocation_expression function: [${CALLED_NAME} (member_access_expression name: ${CALLED_NAME})])
(object_creation_expression type: [${CALLED_NAME} (qualified_name name: ${CALLED_NAME})])
(identifier) @reference.member
`;
var TYPE_KINDS4 = /* @__PURE__ */ new Set(["Class", "Interface", "Struct", "Record", "Enum"]);
var CSHARP = {
  descriptor: cSharpLanguage,
  grammar: { packageName: "tree-sitter-c-sharp", wasm: "tree-sitter-c_sharp.wasm" },
  query: QUERY2,
  tokens: {
    atomic: /* @__PURE__ */ new Set(["string_literal", "verbatim_string_literal", "raw_string_literal", "interpolated_string_expression", "character_literal"]),
    skip: /* @__PURE__ */ new Set(["comment"])
  },
  statements: CSHARP_STATEMENTS,
  sameCode: sameCSharpCode,
  topLevel: "namespace",
  // A file-scoped namespace names everything after it in the file.
  readNamespace: (node) => {
    const name2 = node.childForFieldName("name")?.text.replace(/\s+/g, "");
    if (!name2) return void 0;
    return { name: name2, scope: node.type === "file_scoped_namespace_declaration" ? node.parent ?? node : node };
  },
  readDefinition(kind, node, parentKind) {
    if (TYPE_KINDS4.has(kind)) return readType2(kind, node);
    if (!TYPE_KINDS4.has(parentKind)) return void 0;
    if (kind === "Method") return node.type === "constructor_declaration" ? readConstructor(node) : readMethod(node);
    if (kind === "Field") return node.type === "property_declaration" ? readProperty(node) : readField(node);
    return void 0;
  }
};
function readType2(kind, node) {
  const name2 = node.childForFieldName("name")?.text;
  if (!name2) return void 0;
  const stereotypes = kind === "Interface" ? ["ABSTRACT"] : [];
  const typeParameters = node.namedChildren.find((child) => child?.type === "type_parameter_list");
  const arity2 = typeParameters ? typeParameters.namedChildren.filter((child) => child?.type === "type_parameter").length : 0;
  const identity = arity2 > 0 ? { localName: `${name2}\`${arity2}`, signature: `${name2}<${typeParameters.namedChildren.filter((child) => child?.type === "type_parameter").map((child) => child.text).join(", ")}>` } : {};
  return { name: name2, ...identity, stereotypes, body: node.childForFieldName("body"), partial: hasModifier(node, "partial") };
}
function readMethod(node) {
  const name2 = node.childForFieldName("name")?.text;
  if (!name2) return void 0;
  const parameters = parametersOf3(node.childForFieldName("parameters"));
  const body2 = node.childForFieldName("body");
  const stereotypes = ["TYPE_MEMBER"];
  if (!body2) stereotypes.push("ABSTRACT");
  const returns = node.childForFieldName("returns") ?? node.childForFieldName("type");
  const returnType = returns ? normalizeTypeText(returns.text) : void 0;
  return { name: name2, parameters, localName: methodLocalName(name2, parameters), ...returnType ? { returnType } : {}, stereotypes, body: body2 };
}
function readConstructor(node) {
  const name2 = node.childForFieldName("name")?.text;
  if (!name2) return void 0;
  const parameters = parametersOf3(node.childForFieldName("parameters"));
  const localName = methodLocalName(hasModifier(node, "static") ? "static new" : "new", parameters);
  return { name: name2, parameters, localName, signature: methodLocalName(name2, parameters), stereotypes: ["TYPE_CONSTRUCTOR"], body: node.childForFieldName("body") };
}
function readField(declarator) {
  const name2 = declarator.childForFieldName("name")?.text;
  const declaration = declarator.parent?.parent;
  if (!name2 || !declaration) return void 0;
  const type = normalizeTypeText(declarator.parent?.childForFieldName("type")?.text ?? "");
  const initializer = declarator.namedChildCount > 1 ? declarator.namedChild(declarator.namedChildCount - 1) : null;
  return { name: name2, signature: `${name2} : ${type}`, ...type ? { fieldType: type } : {}, stereotypes: ["TYPE_MEMBER"], declaration, body: initializer };
}
function readProperty(node) {
  const name2 = node.childForFieldName("name")?.text;
  if (!name2) return void 0;
  const type = normalizeTypeText(node.childForFieldName("type")?.text ?? "");
  const body2 = node.childForFieldName("value") ?? node.childForFieldName("accessors");
  return { name: name2, signature: `${name2} : ${type}`, ...type ? { fieldType: type } : {}, stereotypes: ["TYPE_MEMBER"], body: body2 };
}

// src/languages/go/same-code.ts
function sameGoCode(before, after) {
  return sameCodeTokens(before, after, GO_LEXER);
}
var TAB3 = 9;
var LINE_FEED4 = 10;
var CARRIAGE_RETURN4 = 13;
var SPACE3 = 32;
var SLASH4 = 47;
var STAR4 = 42;
var GO_LEXER = {
  begin: (text) => ({ position: 0, start: 0, layout: 0, lineStart: 0, unreadable: importsC(text) }),
  next: nextToken3
};
function importsC(text) {
  for (let at = text.indexOf('"C"'); at >= 0; at = text.indexOf('"C"', at + 3)) {
    let before = at;
    while (before > 0 && (text.charCodeAt(before - 1) === SPACE3 || text.charCodeAt(before - 1) === TAB3)) before--;
    if (before >= 6 && text.startsWith("import", before - 6) && !isWordPart(text.charCodeAt(before - 7))) return true;
    const previous = text.charCodeAt(before - 1);
    if (before === 0 || previous === LINE_FEED4 || previous === CARRIAGE_RETURN4 || previous === 40 || previous === 59 || previous === SLASH4) {
      const group = text.lastIndexOf("import", at);
      if (group >= 0 && !text.slice(group, at).includes(")")) return true;
    }
  }
  return false;
}
function nextToken3(text, cursor) {
  if (cursor.unreadable) return UNREADABLE_TEXT;
  let position = cursor.position;
  let layout = position === 0 ? 1 : 0;
  for (; ; ) {
    if (position >= text.length) return NO_MORE_TOKENS;
    const code = text.charCodeAt(position);
    if (code === SPACE3 || code === TAB3) position++;
    else if (code === LINE_FEED4 || code === CARRIAGE_RETURN4) {
      layout = 1;
      cursor.lineStart = ++position;
    } else if (code === SLASH4 && text.charCodeAt(position + 1) === SLASH4) {
      if (isDirective(text, position)) break;
      while (position < text.length && text.charCodeAt(position) !== LINE_FEED4 && text.charCodeAt(position) !== CARRIAGE_RETURN4) position++;
    } else if (code === SLASH4 && text.charCodeAt(position + 1) === STAR4) {
      if (text.startsWith("line ", position + 2)) break;
      const end2 = blockCommentEnd(text, position);
      if (end2 < 0) return UNREADABLE_TEXT;
      for (let inside = position + 2; inside < end2; inside++) {
        const char = text.charCodeAt(inside);
        if (char === LINE_FEED4 || char === CARRIAGE_RETURN4) {
          layout = 1;
          cursor.lineStart = inside + 1;
        }
      }
      position = end2;
    } else break;
  }
  const end = tokenEnd(text, position);
  if (end < 0) return UNREADABLE_TEXT;
  if (text.charCodeAt(position) === SLASH4 && end - position > 1 && (text.charCodeAt(position + 1) === SLASH4 || text.charCodeAt(position + 1) === STAR4)) {
    layout = 2 + 2 * (position - cursor.lineStart) + (layout === 1 ? 0 : 1);
  }
  cursor.start = position;
  cursor.position = end;
  cursor.layout = layout;
  return end;
}
function isDirective(text, start2) {
  let position = start2 + 2;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (code >= 97 && code <= 122 || code >= 48 && code <= 57) position++;
    else break;
  }
  if (position > start2 + 2 && text.charCodeAt(position) === 58) return true;
  if (text.startsWith("line ", start2 + 2) || text.startsWith("export ", start2 + 2) || text.startsWith("extern ", start2 + 2)) return true;
  position = start2 + 2;
  while (text.charCodeAt(position) === SPACE3 || text.charCodeAt(position) === TAB3) position++;
  return text.startsWith("+build", position);
}
function tokenEnd(text, start2) {
  const code = text.charCodeAt(start2);
  if (isDigit(code) || code === 46 && isDigit(text.charCodeAt(start2 + 1))) return numberEnd2(text, start2);
  if (isWordPart(code)) {
    let end = start2 + 1;
    while (end < text.length && isWordPart(text.charCodeAt(end))) end++;
    return end;
  }
  switch (code) {
    case 34:
    // "
    case 39:
      return quotedEnd(text, start2);
    case 96: {
      const close = text.indexOf("`", start2 + 1);
      return close < 0 ? -1 : close + 1;
    }
    case SLASH4:
      if (text.charCodeAt(start2 + 1) === SLASH4) return lineEnd(text, start2);
      if (text.charCodeAt(start2 + 1) === STAR4) return blockCommentEnd(text, start2);
      return operatorEnd(text, start2);
    default:
      return operatorEnd(text, start2);
  }
}
function numberEnd2(text, start2) {
  let end = start2 + 1;
  while (end < text.length) {
    const code = text.charCodeAt(end);
    if (isWordPart(code) || code === 46) end++;
    else if (code === 43 || code === 45) {
      const exponent = text.charCodeAt(end - 1) | 32;
      if (exponent !== 101 && exponent !== 112 || !isDigit(text.charCodeAt(end + 1))) break;
      end++;
    } else break;
  }
  return end;
}
function operatorEnd(text, start2) {
  const code = text.charCodeAt(start2);
  const next = text.charCodeAt(start2 + 1);
  switch (code) {
    case 40:
    // (
    case 41:
    // )
    case 91:
    // [
    case 93:
    // ]
    case 123:
    // {
    case 125:
    // }
    case 44:
    // ,
    case 59:
    // ;
    case 126:
      return start2 + 1;
    case 46:
      return next === 46 && text.charCodeAt(start2 + 2) === 46 ? start2 + 3 : start2 + 1;
    case 60:
    // < << <= <<= <-
    case 62:
      if (next === code) return text.charCodeAt(start2 + 2) === 61 ? start2 + 3 : start2 + 2;
      return next === 61 || code === 60 && next === 45 ? start2 + 2 : start2 + 1;
    case 38:
      if (next === 94) return text.charCodeAt(start2 + 2) === 61 ? start2 + 3 : start2 + 2;
      return next === 38 || next === 61 ? start2 + 2 : start2 + 1;
    case 43:
    // + ++ +=
    case 45:
    // - -- -=
    case 124:
      return next === code || next === 61 ? start2 + 2 : start2 + 1;
    case 33:
    // ! !=
    case 37:
    // % %=
    case 42:
    // * *=
    case SLASH4:
    // / /=
    case 58:
    // : :=
    case 61:
    // = ==
    case 94:
      return next === 61 ? start2 + 2 : start2 + 1;
    default:
      return -1;
  }
}

// src/languages/go/statements.ts
var GO_STATEMENTS = {
  blocks: /* @__PURE__ */ new Set(["block", "expression_case", "default_case", "type_case", "communication_case"]),
  transparent: /* @__PURE__ */ new Set(["statement_list"]),
  nestedFields: /* @__PURE__ */ new Set(["body", "consequence", "alternative"]),
  clauses: /* @__PURE__ */ new Set([]),
  declarators: /* @__PURE__ */ new Map([
    ["short_var_declaration", "left"],
    ["var_spec", "name"],
    ["range_clause", "left"]
  ]),
  typeField: "type",
  calls: /* @__PURE__ */ new Map([["call_expression", { callee: "function", arguments: "arguments" }]])
};

// src/languages/go/generated-files.ts
var GENERATED_LINE = /^\/\/ Code generated .* DO NOT EDIT\.$/m;
function isGeneratedGoFile(content) {
  const packageClause = content.search(/^package\s/m);
  return GENERATED_LINE.test(packageClause === -1 ? content.slice(0, 4e3) : content.slice(0, packageClause));
}

// src/languages/go/packages.ts
function arrangePackages(files, ownerOf, takeId) {
  const top = [];
  const usedNames = /* @__PURE__ */ new Map();
  const types = /* @__PURE__ */ new Map();
  const methods = [];
  for (const file of files) {
    const namespace = packageNamespace(file.location.file);
    for (const element of file.children) {
      if (ownerOf(element)) {
        methods.push(element);
        continue;
      }
      element.namespace = namespace;
      element.localName = takeUniqueName(namesIn(usedNames, namespace), element.localName);
      top.push(element);
      const key = typeKey(namespace, element.simpleName);
      if (element.type !== "Function" && !types.has(key)) types.set(key, element);
    }
    file.children = [];
  }
  const placeholders = [];
  for (const method of methods) {
    const namespace = packageNamespace(method.location.file);
    const owner = ownerOf(method);
    const key = typeKey(namespace, owner);
    let type = types.get(key);
    if (!type) {
      type = receiverPlaceholder(takeId(), method, owner, namespace);
      types.set(key, type);
      placeholders.push(type);
    }
    method.localName = takeUniqueName(new Set(type.children.map((child) => child.localName)), method.localName);
    type.children.push(method);
  }
  return [...files, ...top, ...placeholders];
}
function packageNamespace(path) {
  const slash = path.lastIndexOf("/");
  return slash === -1 ? "" : `${path.slice(0, slash)}.`;
}
function namesIn(usedNames, namespace) {
  let used = usedNames.get(namespace);
  if (!used) usedNames.set(namespace, used = /* @__PURE__ */ new Set());
  return used;
}
function typeKey(namespace, name2) {
  return `${namespace}\0${name2}`;
}
function receiverPlaceholder(id, method, name2, namespace) {
  const at = method.location.begin;
  return {
    id,
    type: "Type",
    simpleName: name2,
    localName: name2,
    namespace,
    parameters: [],
    location: { ...method.location, begin: at, end: at, bodyBegin: at, bodyEnd: at, endLine: method.location.startLine },
    stereotypes: [],
    children: []
  };
}

// src/languages/go/signatures.ts
function parametersOf4(list) {
  const parameters = [];
  for (const declaration of list?.namedChildren ?? []) {
    if (declaration?.type !== "parameter_declaration" && declaration?.type !== "variadic_parameter_declaration") continue;
    const typeNode = declaration.childForFieldName("type");
    const type = (declaration.type === "variadic_parameter_declaration" ? "..." : "") + (typeNode ? typeText(typeNode) : "");
    const names = declaration.childrenForFieldName("name").filter((name2) => name2 !== null);
    if (names.length === 0) parameters.push({ name: "", type });
    for (const name2 of names) parameters.push({ name: name2.text, type });
  }
  return parameters;
}
function signatureOf2(name2, parameters) {
  return `${name2}(${parameters.map((parameter) => parameter.type).join(", ")})`;
}
function receiverTypeName(receiver) {
  let type = receiver?.namedChildren.find((child) => child?.type === "parameter_declaration")?.childForFieldName("type") ?? null;
  while (type && (type.type === "pointer_type" || type.type === "parenthesized_type")) type = type.namedChildren.find((child) => child?.type !== "comment") ?? null;
  if (type?.type === "generic_type") type = type.childForFieldName("type");
  return type?.type === "type_identifier" ? type.text : void 0;
}
function compact(text) {
  return text.replace(/\s+/g, " ");
}
function typeText(type) {
  return compact(textWithoutComments2(type, "comment"));
}
function fieldTypeOf(declaration) {
  const type = declaration?.type === "field_declaration" && declaration.childForFieldName("name") ? declaration.childForFieldName("type") : null;
  return type ? { fieldType: typeText(type) } : {};
}

// src/languages/go/warm-up.ts
var GO_WARM_UP = {
  path: "warm-up/ledger.go",
  before: 'package ledger\n\nimport "fmt"\n\ntype Ledger struct {\n	entries []int\n}\n\nfunc (l *Ledger) Add(amount int) {\n	l.entries = append(l.entries, amount)\n}\n\nfunc (l *Ledger) Describe() string {\n	sum := 0\n	for _, entry := range l.entries {\n		sum += entry\n	}\n	count := len(l.entries)\n	return fmt.Sprintf("total %d in %d entries", sum, count)\n}\n',
  after: 'package ledger\n\nimport "fmt"\n\ntype Ledger struct {\n	entries []int\n}\n\nfunc (l *Ledger) Record(amount int) {\n	l.entries = append(l.entries, amount)\n}\n\nfunc (l *Ledger) Describe() string {\n	sum := l.total()\n	count := len(l.entries)\n	return fmt.Sprintf("total %d in %d entries", sum, count)\n}\n\nfunc (l *Ledger) total() int {\n	sum := 0\n	for _, entry := range l.entries {\n		sum += entry\n	}\n	return sum\n}\n'
};

// src/languages/go/index.ts
var goLanguage = {
  name: "go",
  warmUp: GO_WARM_UP,
  extensions: [".go"],
  kinds: ["File", "Struct", "Interface", "Type", "Function", "Method", "Field"],
  create: () => createQueryPlugin(GO)
};
var QUERY3 = `
(function_declaration) @definition.Function
(method_declaration) @definition.Method
(type_spec) @definition.Type
(type_alias) @definition.Type
(interface_type (method_elem) @definition.Method)
(type_spec type: (struct_type (field_declaration_list (field_declaration name: (field_identifier) @definition.Field))))
(type_spec type: (struct_type (field_declaration_list (field_declaration !name type: [
  (type_identifier) @reference.supertype
  (qualified_type name: (type_identifier) @reference.supertype)
  (pointer_type [(type_identifier) @reference.supertype (qualified_type name: (type_identifier) @reference.supertype)])
  (generic_type type: (type_identifier) @reference.supertype)
]))))
(interface_type (type_elem . [(type_identifier) @reference.supertype (qualified_type name: (type_identifier) @reference.supertype)] .))
(call_expression function: [(identifier) @reference.call (selector_expression field: (field_identifier) @reference.call)])
(selector_expression field: (field_identifier) @reference.member)
`;
var GO = {
  descriptor: goLanguage,
  grammar: { packageName: "tree-sitter-go", wasm: "tree-sitter-go.wasm" },
  query: QUERY3,
  tokens: { atomic: /* @__PURE__ */ new Set(["interpreted_string_literal", "raw_string_literal", "rune_literal"]), skip: /* @__PURE__ */ new Set(["comment"]) },
  statements: GO_STATEMENTS,
  sameCode: sameGoCode,
  isIgnored: (_path, content) => isGeneratedGoFile(content),
  // A method whose receiver is dropped (or a function given one) is the same code moved: Move Method.
  interchangeableKinds: [["Method", "Function"]],
  arrange: arrangePackages,
  readDefinition(kind, node, parentKind) {
    if (kind === "Function" || kind === "Method") return readCallable(kind, node, parentKind);
    if (kind === "Type") return readType3(node);
    if (kind === "Field") return { name: node.text, ...fieldTypeOf(node.parent), stereotypes: ["TYPE_MEMBER"], declaration: node.parent ?? node, body: null };
    return void 0;
  }
};
function readCallable(kind, node, parentKind) {
  const name2 = node.childForFieldName("name")?.text;
  if (!name2) return void 0;
  const parameters = parametersOf4(node.childForFieldName("parameters"));
  const result = node.childForFieldName("result");
  const reading = { kind, name: name2, parameters, localName: signatureOf2(name2, parameters), ...result ? { returnType: typeText(result) } : {}, declaration: node, body: node.childForFieldName("body") };
  if (kind === "Function") return reading;
  if (node.type === "method_elem") {
    return parentKind === "Interface" ? { ...reading, stereotypes: ["TYPE_MEMBER", "ABSTRACT"] } : void 0;
  }
  const owner = receiverTypeName(node.childForFieldName("receiver"));
  return owner ? { ...reading, stereotypes: ["TYPE_MEMBER"], owner } : void 0;
}
function readType3(spec) {
  const name2 = spec.childForFieldName("name")?.text;
  if (!name2) return void 0;
  const type = spec.childForFieldName("type");
  const kind = spec.type === "type_spec" && type?.type === "struct_type" ? "Struct" : spec.type === "type_spec" && type?.type === "interface_type" ? "Interface" : "Type";
  const declaration = spec.parent?.type === "type_declaration" && spec.parent.namedChildCount === 1 ? spec.parent : spec;
  return { kind, name: name2, declaration, body: type };
}

// src/languages/java/index.ts
var import_web_tree_sitter7 = __toESM2(require_web_tree_sitter2());

// src/languages/java/facts.ts
function emptyFacts() {
  return { types: /* @__PURE__ */ new Map(), calls: /* @__PURE__ */ new Map(), variables: /* @__PURE__ */ new Map(), fieldUses: /* @__PURE__ */ new Map(), localNames: /* @__PURE__ */ new Map() };
}
function declareLocalName(facts, method, name2) {
  let names = facts.localNames.get(method);
  if (!names) facts.localNames.set(method, names = /* @__PURE__ */ new Set());
  names.add(name2);
}
function fieldUsesOf(facts, method) {
  let uses = facts.fieldUses.get(method);
  if (!uses) facts.fieldUses.set(method, uses = { names: /* @__PURE__ */ new Set(), qualified: [] });
  return uses;
}
function declareVariable(facts, scope, name2, type) {
  let declared = facts.variables.get(scope);
  if (!declared) facts.variables.set(scope, declared = /* @__PURE__ */ new Map());
  const previous = declared.get(name2);
  declared.set(name2, previous === void 0 || previous === type ? type : null);
}

// src/languages/text-tokens.ts
var WHITESPACE = 1;
var SINGLE = 2;
var WORD_START = 3;
function lexTokens(source, pattern, leafEnd) {
  const tokens = { texts: [], starts: [] };
  return lexStretch(source, pattern, leafEnd, 0, source.length, tokens) ? tokenizedFile(tokens) : void 0;
}
function tokenizedFile(tokens) {
  return { texts: tokens.texts, starts: Int32Array.from(tokens.starts) };
}
function lexTokensTaking(source, pattern, leafEnd, earlier, taken) {
  const tokens = { texts: [], starts: [] };
  let from = 0;
  for (const stretch of taken) {
    if (!lexStretch(source, pattern, leafEnd, from, stretch.start, tokens)) return void 0;
    const earlierEnd = stretch.end - stretch.shift;
    for (let index = firstTokenFrom(earlier.starts, stretch.start - stretch.shift); index < earlier.starts.length && earlier.starts[index] < earlierEnd; index++) {
      tokens.texts.push(earlier.texts[index]);
      tokens.starts.push(earlier.starts[index] + stretch.shift);
    }
    from = stretch.end;
  }
  return lexStretch(source, pattern, leafEnd, from, source.length, tokens) ? tokenizedFile(tokens) : void 0;
}
function lexStretch(source, pattern, leafEnd, from, to, tokens) {
  const { skip, split, token, fast } = pattern;
  const { texts, starts } = tokens;
  let position = from;
  while (position < to) {
    const code = source.charCodeAt(position);
    const kind = fast && code < 128 ? fast.classes[code] : 0;
    if (kind === WHITESPACE) {
      position++;
      while (position < to && fast.classes[source.charCodeAt(position)] === WHITESPACE) position++;
      continue;
    }
    if (kind === SINGLE) {
      texts.push(source[position]);
      starts.push(position);
      position++;
      continue;
    }
    if (kind === WORD_START && !fast.special(source, position)) {
      let end2 = position + 1;
      let next = source.charCodeAt(end2);
      const wordPart = fast.wordPart;
      while (next < 128 && wordPart[next] === 1) next = source.charCodeAt(++end2);
      if (!(next >= 128)) {
        if (end2 > to) return false;
        texts.push(source.slice(position, end2));
        starts.push(position);
        position = end2;
        continue;
      }
    }
    if (matchesAt(skip, source, position)) {
      position = skip.lastIndex;
      continue;
    }
    let end;
    if (matchesAt(split, source, position)) {
      const leaf = leafEnd(position);
      if (leaf === void 0 || leaf <= position || leaf > split.lastIndex) return false;
      end = leaf;
    } else if (matchesAt(token, source, position)) {
      end = token.lastIndex;
    } else {
      return false;
    }
    texts.push(source.slice(position, end));
    starts.push(position);
    position = end;
  }
  return position === to;
}
function sameTokens(before, after, pattern, hidesCode) {
  return sameCodeTokens(before, after, {
    begin: () => ({ position: 0, start: 0, layout: 0 }),
    next: (text, cursor) => readToken(text, pattern, cursor, hidesCode)
  });
}
function readToken(source, pattern, cursor, hidesCode) {
  const { skip, split, token, fast } = pattern;
  let position = cursor.position;
  while (position < source.length) {
    const code = source.charCodeAt(position);
    const kind = fast && code < 128 ? fast.classes[code] : 0;
    if (kind === WHITESPACE) {
      position++;
      continue;
    }
    let end = -1;
    if (kind === SINGLE) end = position + 1;
    else if (kind === WORD_START && !fast.special(source, position)) {
      end = position + 1;
      while (end < source.length && source.charCodeAt(end) < 128 && fast.wordPart[source.charCodeAt(end)] === 1) end++;
      if (end < source.length && source.charCodeAt(end) >= 128) end = -1;
    }
    if (end < 0) {
      if (matchesAt(skip, source, position)) {
        const skipped = skip.lastIndex;
        if (hidesCode?.(source.slice(position, skipped))) return UNREADABLE_TEXT;
        position = skipped;
        continue;
      }
      if (matchesAt(split, source, position)) end = split.lastIndex;
      else if (matchesAt(token, source, position)) end = token.lastIndex;
      else return UNREADABLE_TEXT;
    }
    cursor.start = position;
    cursor.position = end;
    return end;
  }
  cursor.position = position;
  return NO_MORE_TOKENS;
}
function fastClasses(whitespace, single, wordStart) {
  const classes = asciiMatching(wordStart, WORD_START);
  for (const c of single) classes[c.charCodeAt(0)] = SINGLE;
  for (const c of whitespace) classes[c.charCodeAt(0)] = WHITESPACE;
  return classes;
}
function asciiMatching(pattern, mark = 1) {
  const marks = new Uint8Array(128);
  for (let c = 0; c < 128; c++) if (pattern.test(String.fromCharCode(c))) marks[c] = mark;
  return marks;
}
function matchesAt(pattern, source, position) {
  pattern.lastIndex = position;
  return pattern.test(source) && pattern.lastIndex > position;
}
function leafEndIn(root) {
  return (start2) => {
    const leaf = root.descendantForIndex(start2, start2 + 1);
    return leaf && leaf.startIndex === start2 ? leaf.endIndex : void 0;
  };
}

// src/languages/java/tokens.ts
var JAVA_TOKENIZE = {
  atomic: /* @__PURE__ */ new Set(["string_literal", "character_literal"]),
  skip: /* @__PURE__ */ new Set(["line_comment", "block_comment"])
};
var SKIP = String.raw`(\s+|//[^\n]*|/\*[^*]*\*+(?:[^/*][^*]*\*+)*/)`;
var TEXT_BLOCK = String.raw`"""(?:[^"\\]|\\[^]|"(?!""))*"""`;
var STRING = String.raw`"(?:[^"\\]|\\[^])*"`;
var CHARACTER = String.raw`'(?:[^\\'\n]|\\[^])+'`;
var HEX_NUMBER = String.raw`0[xX](?:[0-9a-fA-F_]+(?:\.[0-9a-fA-F_]*)?|\.[0-9a-fA-F_]+)(?:[pP][+-]?[0-9_]+)?[fFdDlL]?`;
var BINARY_NUMBER = String.raw`0[bB][01_]+[lL]?`;
var DECIMAL_NUMBER = String.raw`(?:[0-9][0-9_]*(?:\.[0-9_]*)?|\.[0-9][0-9_]*)(?:[eE][+-]?[0-9][0-9_]*)?[fFdDlL]?`;
var IDENTIFIER_PART = String.raw`[\p{XID_Continue}\u00A2_$]`;
var WORD_TOKENS = String.raw`(?:non-sealed|@interface)(?!${IDENTIFIER_PART})`;
var IDENTIFIER = String.raw`[\p{XID_Start}_$]${IDENTIFIER_PART}*`;
var JAVA_IDENTIFIER = new RegExp(`^${IDENTIFIER}$`, "u");
var SHIFT = String.raw`(>>>=|>>=|>>>|>>)`;
var OPERATOR = String.raw`<<=|\.\.\.|->|::|\+\+|--|&&|\|\||==|!=|<=|>=|\+=|-=|\*=|/=|&=|\|=|\^=|%=|<<|>>|[{}()[\];,.@=<>!~?:+\-*/&|^%]`;
var JAVA_TOKEN = {
  skip: new RegExp(SKIP, "uy"),
  split: new RegExp(SHIFT, "uy"),
  token: new RegExp([TEXT_BLOCK, STRING, CHARACTER, HEX_NUMBER, BINARY_NUMBER, DECIMAL_NUMBER, WORD_TOKENS, IDENTIFIER, OPERATOR].join("|"), "uy"),
  // ASCII whitespace is `\s`; brackets, `;` and `,` start no longer token; an ASCII letter, `_` or
  // `$` starts an identifier (a keyword reads as one) unless it is `non-sealed`, and a digit continues one.
  fast: {
    classes: fastClasses(" 	\n\r\v\f", "(){}[];,", /[A-Za-z_$]/),
    wordPart: asciiMatching(/[A-Za-z0-9_$]/),
    special: (source, position) => source.startsWith("non-sealed", position)
  }
};
function lexJavaTokens(source, leafEnd) {
  return lexTokens(source, JAVA_TOKEN, leafEnd);
}
function javaTokens(tree, source) {
  const root = tree.rootNode;
  return !root.hasError && lexJavaTokens(source, leafEndIn(root)) || tokenizeTree(tree, source, JAVA_TOKENIZE);
}
function javaTokensTaking(tree, source, earlier, taken) {
  const root = tree.rootNode;
  return !root.hasError && lexTokensTaking(source, JAVA_TOKEN, leafEndIn(root), earlier, taken) || javaTokens(tree, source);
}
function sameJavaCode(before, after) {
  return sameTokens(before, after, JAVA_TOKEN, (comment) => comment.includes("\\u"));
}

// src/languages/java/call-tokens.ts
function callTokens(call, tokens) {
  const { texts, starts } = tokens;
  const first = firstTokenFrom(starts, call.startIndex);
  const close = firstTokenFrom(starts, call.endIndex) - 1;
  if (close <= first || texts[close] !== ")") return void 0;
  const open = openingParenthesis(texts, first, close);
  if (open === void 0 || open <= first) return void 0;
  return { texts, first, name: open - 1, open, close };
}
function openingParenthesis(texts, first, close) {
  let depth = 0;
  for (let at = close; at >= first; at--) {
    const text = texts[at];
    if (text === ")") depth++;
    else if (text === "(" && --depth === 0) return at;
  }
  return void 0;
}
function argumentBounds({ texts, open, close }) {
  if (close === open + 1) return [];
  const bounds = [open + 1];
  let depth = 0;
  for (let at = open + 1; at < close; at++) {
    const text = texts[at];
    if (text === "(" || text === "[" || text === "{") depth++;
    else if (text === ")" || text === "]" || text === "}") depth--;
    else if (depth === 0 && text === ",") bounds.push(at, at + 1);
    else if (depth === 0 && text === "<") return void 0;
  }
  bounds.push(close);
  return bounds;
}
var NOT_NAMES = /* @__PURE__ */ new Set(["true", "false", "null", "_"]);
function methodCallFromTokens(call, tokens) {
  const read2 = callTokens(call, tokens);
  if (!read2) return void 0;
  const name2 = read2.texts[read2.name];
  if (!JAVA_IDENTIFIER.test(name2)) return void 0;
  const bounds = argumentBounds(read2);
  return { name: name2, argumentCount: bounds && bounds.length / 2, receiver: receiverOf(read2) };
}
function receiverOf({ texts, first, name: name2 }) {
  if (name2 === first) return { kind: "none" };
  if (name2 !== first + 2 || texts[first + 1] !== ".") return void 0;
  const object = texts[first];
  if (object === "this") return { kind: "this" };
  if (object === "super") return { kind: "super" };
  return JAVA_IDENTIFIER.test(object) && !NOT_NAMES.has(object) ? { kind: "name", name: object } : void 0;
}
function statementCallFromTokens(call, tokens) {
  const read2 = callTokens(call, tokens);
  if (!read2) return void 0;
  const { texts, first } = read2;
  const name2 = texts[read2.name];
  const bounds = CALLEE_NAME.test(name2) ? argumentBounds(read2) : void 0;
  const object = objectEnd(read2);
  if (!bounds || object === void 0) return void 0;
  const found = { name: name2, arguments: [] };
  for (let at = 0; at < bounds.length; at += 2) found.arguments.push(texts.slice(bounds[at], bounds[at + 1]));
  if (object > first) found.receiver = texts.slice(first, object);
  return found;
}
function objectEnd({ texts, first, name: name2 }) {
  if (name2 === first) return first;
  const dot = name2 - 1;
  if (texts[dot] !== "." || dot <= first) return void 0;
  if (texts[dot - 1] === "super" && dot - 2 > first && texts[dot - 2] === ".") return void 0;
  return dot;
}

// src/languages/java/signatures.ts
var COMMENT_TYPES = /* @__PURE__ */ new Set(["line_comment", "block_comment"]);
function isComment(node) {
  return COMMENT_TYPES.has(node.type);
}
function normalizeTypeText2(text) {
  if (!/[\s,/]/.test(text)) return text;
  return text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, " ").replace(/\s+/g, " ").replace(/ ?([<>,[\].&]) ?/g, "$1").replace(/,/g, ", ").trim();
}
function typeReferenceName(text) {
  let depth = 0;
  let plain = "";
  for (const char of text) {
    if (char === "<") depth++;
    else if (char === ">") depth--;
    else if (depth === 0) plain += char;
  }
  return plain.replace(/@[\w.]+(\([^)]*\))?/g, "").replace(/\[\s*\]/g, "").replace(/\s+/g, "");
}
function parametersOf5(formalParameters) {
  const parameters = [];
  if (!formalParameters) return parameters;
  for (const child of formalParameters.namedChildren) {
    if (!child) continue;
    if (child.type === "formal_parameter") {
      const type = child.childForFieldName("type");
      const dimensions = child.childForFieldName("dimensions");
      parameters.push({
        name: child.childForFieldName("name")?.text ?? "",
        type: normalizeTypeText2((type?.text ?? "") + (dimensions?.text ?? ""))
      });
    } else if (child.type === "spread_parameter") {
      parameters.push(spreadParameter(child));
    }
  }
  return parameters;
}
function spreadParameter(node) {
  let type = "";
  let name2 = "";
  for (const part of node.namedChildren) {
    if (!part || isComment(part) || part.type === "modifiers") continue;
    if (part.type === "variable_declarator") name2 = part.childForFieldName("name")?.text ?? "";
    else if (!type && part.type !== "annotation" && part.type !== "marker_annotation") type = part.text;
  }
  return { name: name2, type: `${normalizeTypeText2(type)}...` };
}
function methodLocalName2(name2, parameters) {
  return `${name2}(${parameters.map((parameter) => parameter.type ?? "").join(", ")})`;
}
function argumentCount(argumentList) {
  if (!argumentList) return 0;
  if (!argumentList.text.includes("/")) return argumentList.namedChildCount;
  let count = 0;
  for (const child of argumentList.namedChildren) {
    if (child && !isComment(child)) count++;
  }
  return count;
}

// src/languages/java/header-tokens.ts
var MODIFIERS = /* @__PURE__ */ new Set(["public", "protected", "private", "abstract", "static", "final", "strictfp", "default", "synchronized", "native", "transient", "volatile", "sealed", "non-sealed"]);
function declarationSpan(declaration, tokens, source) {
  const read2 = { texts: tokens.texts, starts: tokens.starts, source };
  const start2 = declaration.startIndex;
  const end = declaration.endIndex;
  const first = firstTokenFrom(read2.starts, start2);
  const last = firstTokenFrom(read2.starts, end) - 1;
  if (first >= last || read2.starts[first] !== start2 || tokenEnd2(read2, last) !== end) return void 0;
  return { read: read2, first, last, end };
}
function methodHeaderFromTokens(declaration, constructor, tokens, source) {
  const span = declarationSpan(declaration, tokens, source);
  if (!span) return void 0;
  const { read: read2, first, last, end } = span;
  const { texts, starts } = read2;
  const typeStart = afterModifiers(texts, first, last, true);
  if (typeStart === void 0) return void 0;
  const open = parametersOpen(texts, typeStart, last);
  if (open === void 0) return void 0;
  const nameAt = open - 1;
  const name2 = texts[nameAt];
  if (nameAt < typeStart || !JAVA_IDENTIFIER.test(name2) || (constructor ? nameAt !== typeStart : nameAt === typeStart)) return void 0;
  const close = matchingForwards(texts, open, "(", ")", last);
  if (close < 0) return void 0;
  let after = close + 1;
  while (!constructor && texts[after] === "[" && texts[after + 1] === "]") after += 2;
  const headerEnd = texts[after] === "throws" ? throwsEnd(texts, after, last) : after;
  if (headerEnd === void 0) return void 0;
  let body2;
  if (texts[headerEnd] === "{" && texts[last] === "}") body2 = { start: starts[headerEnd], end };
  else if (texts[headerEnd] !== ";" || headerEnd !== last || constructor) return void 0;
  const parameters = parametersBetween(read2, open, close);
  if (!parameters) return void 0;
  const header = { name: name2, parameters, end, ...body2 ? { body: body2 } : {} };
  if (!constructor) header.returnType = normalizeTypeText2(textOf(read2, typeStart, nameAt - 1) + (after > close + 1 ? textOf(read2, close + 1, after - 1) : ""));
  return header;
}
function parametersBetween(read2, open, close) {
  const parameters = [];
  if (close === open + 1) return parameters;
  const { texts } = read2;
  let from = open + 1;
  let parentheses = 0;
  let angles = 0;
  for (let at = open + 1; at <= close; at++) {
    const text = texts[at];
    if (at < close) {
      if (text === "(" || text === "[" || text === "{") parentheses++;
      else if (text === ")" || text === "]" || text === "}") parentheses--;
      else if (parentheses === 0 && text === "<") angles++;
      else if (parentheses === 0 && text === ">") angles--;
      else if (parentheses === 0 && (text === ">>" || text === ">>>")) return void 0;
      if (text !== "," || parentheses !== 0 || angles !== 0) continue;
    }
    if (from > at - 1) return void 0;
    const parameter = parameterIn(read2, from, at - 1);
    if (parameter === void 0) return void 0;
    if (parameter) parameters.push(parameter);
    from = at + 1;
  }
  return parameters;
}
function parameterIn(read2, from, to) {
  const { texts } = read2;
  const typeStart = afterModifiers(texts, from, to + 1, false);
  if (typeStart === void 0) return void 0;
  if (texts[to] === "this") return null;
  let nameAt = to;
  while (texts[nameAt] === "]" && texts[nameAt - 1] === "[") nameAt -= 2;
  const name2 = texts[nameAt];
  const before = texts[nameAt - 1];
  if (nameAt <= typeStart || !JAVA_IDENTIFIER.test(name2) || before === "@" || before === ".") return void 0;
  if (before === "...") {
    if (nameAt !== to || nameAt - 2 < typeStart) return void 0;
    return { name: name2, type: `${normalizeTypeText2(textOf(read2, typeStart, nameAt - 2))}...` };
  }
  for (let at = typeStart; at < nameAt; at++) if (texts[at] === "...") return void 0;
  const dimensions = nameAt < to ? textOf(read2, nameAt + 1, to) : "";
  return { name: name2, type: normalizeTypeText2(textOf(read2, typeStart, nameAt - 1) + dimensions) };
}
function afterModifiers(texts, from, limit, typeParameters) {
  let at = from;
  while (at < limit) {
    const text = texts[at];
    if (MODIFIERS.has(text)) {
      if (texts[at + 1] === ".") return void 0;
      at++;
    } else if (text === "@") {
      const next = afterAnnotation(texts, at, limit);
      if (next === void 0) return void 0;
      at = next;
    } else if (typeParameters && text === "<") {
      const close = closingAngle(texts, at, limit);
      if (close < 0) return void 0;
      at = close + 1;
    } else {
      return at;
    }
  }
  return void 0;
}
function afterAnnotation(texts, at, limit) {
  let next = at + 1;
  if (!JAVA_IDENTIFIER.test(texts[next] ?? "")) return void 0;
  while (texts[next + 1] === "." && JAVA_IDENTIFIER.test(texts[next + 2] ?? "")) next += 2;
  next++;
  if (texts[next] !== "(") return next;
  const close = matchingForwards(texts, next, "(", ")", limit);
  return close < 0 ? void 0 : close + 1;
}
function closingAngle(texts, open, limit) {
  let angles = 0;
  let parentheses = 0;
  for (let at = open; at < limit; at++) {
    const text = texts[at];
    if (text === "(") parentheses++;
    else if (text === ")") parentheses--;
    else if (parentheses > 0) continue;
    else if (text === "<") angles++;
    else if (text === ">" && --angles === 0) return at;
    else if (text === ">>" || text === ">>>") return -1;
  }
  return -1;
}
function parametersOpen(texts, from, limit) {
  for (let at = from; at < limit; ) {
    const text = texts[at];
    if (text === "(") return at;
    if (text === "@") {
      const next = afterAnnotation(texts, at, limit);
      if (next === void 0) return void 0;
      at = next;
    } else {
      at++;
    }
  }
  return void 0;
}
function matchingForwards(texts, open, opening, closing, limit) {
  let depth = 0;
  for (let at = open; at <= limit; at++) {
    const text = texts[at];
    if (text === opening) depth++;
    else if (text === closing && --depth === 0) return at;
  }
  return -1;
}
function throwsEnd(texts, at, limit) {
  for (let next = at + 1; next <= limit; ) {
    const text = texts[next];
    if (text === "{" || text === ";") return next;
    if (text === "@") {
      const after = afterAnnotation(texts, next, limit);
      if (after === void 0) return void 0;
      next = after;
    } else {
      next++;
    }
  }
  return void 0;
}
function tokenEnd2({ texts, starts }, index) {
  return starts[index] + texts[index].length;
}
function textOf(read2, from, to) {
  return read2.source.slice(read2.starts[from], tokenEnd2(read2, to));
}
function atMostOneStatement(tokens, start2, end) {
  const { texts, starts } = tokens;
  const open = firstTokenFrom(starts, start2);
  const close = firstTokenFrom(starts, end) - 1;
  if (texts[open] !== "{" || texts[close] !== "}" || close <= open) return void 0;
  let depth = 0;
  for (let at = open + 1; at < close - 1; at++) {
    const text = texts[at];
    if (text === "(" || text === "[" || text === "{") depth++;
    else if (text === ")" || text === "]") depth--;
    else if (text === "}" && --depth === 0) return void 0;
    else if (text === ";" && depth === 0) return void 0;
  }
  return true;
}

// src/languages/java/declaration-tokens.ts
function declarationFromTokens(declaration, tokens, source) {
  const span = declarationSpan(declaration, tokens, source);
  if (!span || span.read.texts[span.last] !== ";") return void 0;
  const { read: read2, first, last, end } = span;
  const { texts } = read2;
  const typeStart = afterModifiers(texts, first, last, false);
  if (typeStart === void 0) return void 0;
  const typeEnd = afterType(texts, typeStart, last);
  if (typeEnd === void 0 || typeEnd === typeStart) return void 0;
  const type = textOf(read2, typeStart, typeEnd - 1);
  if (type === "var") return void 0;
  const bounds = declaratorBounds(texts, typeEnd, last);
  if (!bounds) return void 0;
  const declarators = [];
  for (let at = 0; at < bounds.length; at += 2) {
    const declarator = declaratorIn(read2, bounds[at], bounds[at + 1]);
    if (!declarator) return void 0;
    declarators.push(declarator);
  }
  return { type, declarators, end };
}
function afterType(texts, at, limit) {
  if (!JAVA_IDENTIFIER.test(texts[at])) return void 0;
  let next = at + 1;
  while (next < limit) {
    const text = texts[next];
    if (text === "<") {
      const close = closingAngle(texts, next, limit);
      if (close < 0) return void 0;
      next = close + 1;
    } else if (text === ".") {
      next++;
      while (texts[next] === "@") {
        const after = afterAnnotation(texts, next, limit);
        if (after === void 0) return void 0;
        next = after;
      }
      if (!JAVA_IDENTIFIER.test(texts[next] ?? "")) return void 0;
      next++;
    } else if (text === "[" && texts[next + 1] === "]") {
      next += 2;
    } else if (text === "@") {
      return void 0;
    } else {
      return next;
    }
  }
  return void 0;
}
function declaratorBounds(texts, from, limit) {
  const bounds = [from];
  let depth = 0;
  let inValue = false;
  let valueAngle = false;
  for (let at = from; at < limit; at++) {
    const text = texts[at];
    if (text === "(" || text === "[" || text === "{") depth++;
    else if (text === ")" || text === "]" || text === "}") depth--;
    else if (depth > 0) continue;
    else if (text === "=") inValue = true;
    else if (text === "<" && inValue) valueAngle = true;
    else if (text === ",") {
      bounds.push(at - 1, at + 1);
      inValue = false;
    }
  }
  if (valueAngle && bounds.length > 1) return void 0;
  bounds.push(limit - 1);
  return bounds;
}
function declaratorIn(read2, from, to) {
  const { texts, starts } = read2;
  const name2 = texts[from];
  if (from > to || !JAVA_IDENTIFIER.test(name2)) return void 0;
  let at = from + 1;
  while (at + 1 <= to && texts[at] === "[" && texts[at + 1] === "]") at += 2;
  const dimensions = at > from + 1 ? textOf(read2, from + 1, at - 1) : "";
  if (at > to) return { name: name2, dimensions };
  if (texts[at] !== "=" || at === to) return void 0;
  return { name: name2, dimensions, value: { start: starts[at + 1], end: tokenEnd2(read2, to) } };
}

// src/languages/java/reused-methods.ts
function takenStretches(methods) {
  return methods.map((method) => ({ start: method.start, end: method.end, shift: method.offsetShift }));
}
function unchangedMethods(earlier, earlierSource, source, edits, tree) {
  const methods = [];
  let offsetShift = 0;
  let lineShift = 0;
  let next = 0;
  for (const method of methodsInTypes(earlier.nodes)) {
    const { begin, end } = method.location;
    while (next < edits.length && edits[next].oldEndIndex - offsetShift <= begin) {
      const edit = edits[next++];
      offsetShift += edit.newEndIndex - edit.oldEndIndex;
      lineShift += edit.newEndPosition.row - edit.oldEndPosition.row;
    }
    if (next < edits.length && edits[next].startIndex - offsetShift < end) continue;
    const start2 = begin + offsetShift;
    if (source.slice(start2, start2 + end - begin) !== earlierSource.slice(begin, end)) continue;
    if (!spansMethod(tree.rootNode.descendantForIndex(start2, start2 + end - begin), start2, start2 + end - begin, isConstructor(method))) continue;
    methods.push({ earlier: method, start: start2, end: start2 + end - begin, offsetShift, lineShift });
  }
  return methods;
}
function spansMethod(node, start2, end, constructor) {
  return !!node && node.startIndex === start2 && node.endIndex === end && node.type === (constructor ? "constructor_declaration" : "method_declaration");
}
function isConstructor(method) {
  return method.stereotypes.includes("TYPE_CONSTRUCTOR");
}
function methodsInTypes(roots) {
  const methods = [];
  const visit = (nodes) => {
    for (const node of nodes) {
      if (node.type === "Method") {
        if (node.children.length === 0) methods.push(node);
      } else if (node.type !== "Field") visit(node.children);
    }
  };
  visit(roots);
  return methods.sort((a, b) => a.location.begin - b.location.begin);
}
function capturesBetween(query, tree, source, methods) {
  const captures = [];
  let from = 0;
  for (let index = 0; index <= methods.length; index++) {
    const to = index < methods.length ? methods[index].start : source.length;
    if (!blanksAndComments(source, from, to)) {
      for (const capture of query.captures(tree.rootNode, { startIndex: 2 * from, endIndex: 2 * to })) {
        const start2 = capture.node.startIndex;
        if (start2 >= from && start2 < to) captures.push(capture);
      }
      if (query.didExceedMatchLimit()) return void 0;
    }
    if (index < methods.length) from = methods[index].end;
  }
  return captures;
}
function blanksAndComments(source, from, to) {
  let at = from;
  while (at < to) {
    const code = source.charCodeAt(at);
    if (code === 32 || code >= 9 && code <= 13) {
      at++;
    } else if (code === 47 && at + 1 < to && source.charCodeAt(at + 1) === 47) {
      const newline = source.indexOf("\n", at + 2);
      at = newline < 0 || newline >= to ? to : newline + 1;
    } else if (code === 47 && at + 1 < to && source.charCodeAt(at + 1) === 42) {
      const close = source.indexOf("*/", at + 2);
      if (close < 0 || close + 2 > to) return false;
      at = close + 2;
    } else {
      return false;
    }
  }
  return true;
}
function capturesWithin(query, tree, method) {
  return query.captures(tree.rootNode, { startIndex: 2 * method.start, endIndex: 2 * method.end }).filter((capture) => capture.node.startIndex >= method.start);
}
function shiftedMethod(method, ids) {
  const earlier = method.earlier;
  const location2 = earlier.location;
  return {
    id: ids.take(),
    type: earlier.type,
    simpleName: earlier.simpleName,
    localName: earlier.localName,
    signature: earlier.signature,
    parameters: earlier.parameters.map((parameter) => ({ ...parameter })),
    ...earlier.returnType !== void 0 ? { returnType: earlier.returnType } : {},
    location: {
      file: location2.file,
      begin: location2.begin + method.offsetShift,
      end: location2.end + method.offsetShift,
      bodyBegin: location2.bodyBegin + method.offsetShift,
      bodyEnd: location2.bodyEnd + method.offsetShift,
      startLine: location2.startLine + method.lineShift,
      endLine: location2.endLine + method.lineShift
    },
    stereotypes: [...earlier.stereotypes],
    children: []
  };
}
function carryFacts(from, earlier, to, node) {
  const calls = from.calls.get(earlier);
  if (calls) to.calls.set(node, calls);
  const variables = from.variables.get(earlier);
  if (variables) to.variables.set(node, variables);
  const fieldUses = from.fieldUses.get(earlier);
  if (fieldUses) to.fieldUses.set(node, fieldUses);
  const localNames = from.localNames.get(earlier);
  if (localNames) to.localNames.set(node, localNames);
}

// src/languages/java/cst-builder.ts
var JAVA_QUERY = `
[(class_declaration) (interface_declaration) (enum_declaration) (record_declaration) (annotation_type_declaration)] @type
[(method_declaration) (constructor_declaration) (compact_constructor_declaration)] @method
(field_declaration) @variable
(constant_declaration) @constant
(local_variable_declaration) @variable
(enhanced_for_statement) @variable
(resource) @resource
(method_invocation) @call
(object_creation_expression) @new
(explicit_constructor_invocation) @constructor_call
(package_declaration) @package
(import_declaration) @import
(field_access) @field_access
(primary_expression/identifier) @name_use
(assignment_expression) @assignment
[(formal_parameter) (catch_formal_parameter) (instanceof_expression)] @named_local
(spread_parameter) @spread_parameter
[(inferred_parameters) (type_pattern) (record_pattern_component)] @identifier_locals
[(class_body) (interface_body) (enum_body) (annotation_type_body) (lambda_expression)] @nesting
`;
var TYPE_KINDS5 = {
  class_declaration: "Class",
  interface_declaration: "Interface",
  enum_declaration: "Enum",
  record_declaration: "Record",
  annotation_type_declaration: "Annotation"
};
function buildJavaFile(file, captures, ids, roots, facts, tokens, taken, source) {
  const headerTokens = tokens && source !== void 0 ? { tokens, source } : void 0;
  const readDeclaration = (node) => headerTokens ? declarationFromTokens(node, headerTokens.tokens, headerTokens.source) : void 0;
  const identifierText = (node) => leafText(node, tokens);
  let packagePrefix = "";
  const imports = { single: /* @__PURE__ */ new Map(), onDemand: [] };
  const stack = [];
  let nextTaken = 0;
  const takenMethods = taken?.methods ?? [];
  const takeMethodsBefore = (offset) => {
    while (nextTaken < takenMethods.length && takenMethods[nextTaken].start < offset) {
      const method = takenMethods[nextTaken++];
      while (stack.length > 0 && stack[stack.length - 1].end <= method.start) stack.pop();
      const owner = stack[stack.length - 1]?.node;
      const earlier = method.earlier;
      if (owner && owner.type !== "Method" && (!earlier.stereotypes.includes("TYPE_CONSTRUCTOR") || owner.simpleName === earlier.simpleName)) {
        const node = shiftedMethod(method, ids);
        owner.children.push(node);
        carryFacts(taken.earlierFacts, earlier, facts, node);
      } else {
        for (const capture of taken.capturesWithin(method)) read2(capture.name, capture.node, capture.node.startIndex);
      }
    }
  };
  for (const { name: name2, node } of captures) {
    const start2 = node.startIndex;
    takeMethodsBefore(start2);
    read2(name2, node, start2);
  }
  takeMethodsBefore(Infinity);
  function read2(name2, node, start2) {
    while (stack.length > 0 && stack[stack.length - 1].end <= start2) stack.pop();
    const enclosing = stack[stack.length - 1];
    switch (name2) {
      case "package":
        packagePrefix = packagePrefixOf(node);
        break;
      case "import":
        addImport(node.text, imports);
        break;
      case "nesting": {
        if (isAnonymousClassBody(node)) stack.push({ end: node.endIndex });
        const parameter = node.type === "lambda_expression" ? node.childForFieldName("parameters") : null;
        if (parameter?.type === "identifier") declareLocalNames([parameter], stack, facts);
        break;
      }
      case "type": {
        if (enclosing && !enclosing.node) break;
        const parent = enclosing?.node;
        const typeNode = buildType(file, node, ids, parent ? void 0 : packagePrefix);
        (parent ? parent.children : roots).push(typeNode);
        facts.types.set(typeNode, { file, packagePrefix, imports, ...supertypesOf(node) });
        const recordComponents = node.type === "record_declaration" ? parametersOf5(node.childForFieldName("parameters")) : void 0;
        stack.push({ end: node.endIndex, node: typeNode, recordComponents });
        break;
      }
      case "method": {
        const owner = enclosing?.node;
        if (!owner || owner.type === "Method") break;
        const method = buildMethod(file, node, ids, owner, enclosing.recordComponents, headerTokens);
        owner.children.push(method);
        for (const parameter of method.parameters) {
          declareVariable(facts, method, parameter.name, parameter.type ?? "");
          declareLocalName(facts, method, parameter.name);
        }
        stack.push({ end: node.endIndex, node: method });
        break;
      }
      case "resource":
        if (node.childForFieldName("type")) declareMethodVariables(node, stack, facts);
        break;
      case "variable": {
        const kind = node.type;
        if (kind !== "field_declaration") {
          const method = innermostNode(stack);
          if (method?.type === "Method") declareVariables(node, method, facts, kind === "local_variable_declaration" ? readDeclaration(node) : void 0);
        } else if (enclosing?.node) {
          if (enclosing.node.type === "Method") break;
          const read3 = readDeclaration(node);
          declareVariables(node, enclosing.node, facts, read3);
          appendAll(enclosing.node.children, buildFields(file, node, ids, read3));
        } else {
          const method = innermostNode(stack);
          if (method?.type === "Method") for (const name3 of declaratorNames(node)) declareLocalName(facts, method, name3);
        }
        break;
      }
      case "constant": {
        const owner = enclosing?.node;
        if (owner && owner.type !== "Method") appendAll(owner.children, buildFields(file, node, ids, readDeclaration(node)));
        break;
      }
      case "field_access": {
        const method = innermostNode(stack);
        const field = node.childForFieldName("field");
        if (method?.type !== "Method" || field?.type !== "identifier") break;
        fieldUsesOf(facts, method).qualified.push({ name: identifierText(field), receiver: receiverOf2(node.childForFieldName("object"), identifierText) });
        break;
      }
      case "name_use": {
        const method = innermostNode(stack);
        if (method?.type === "Method") fieldUsesOf(facts, method).names.add(identifierText(node));
        break;
      }
      case "assignment": {
        const assigned = node.childForFieldName("left");
        const method = innermostNode(stack);
        if (assigned?.type === "identifier" && method?.type === "Method") fieldUsesOf(facts, method).names.add(identifierText(assigned));
        break;
      }
      case "named_local": {
        const declared = node.childForFieldName("name");
        if (declared) declareLocalNames([declared], stack, facts);
        break;
      }
      case "spread_parameter":
        declareLocalNames(childrenOfType(node, "variable_declarator").flatMap((declarator) => declarator.childForFieldName("name") ?? []), stack, facts);
        break;
      case "identifier_locals":
        declareLocalNames(childrenOfType(node, "identifier"), stack, facts);
        break;
      default: {
        const caller = innermostNode(stack);
        if (caller?.type !== "Method") break;
        const call = callSiteOf(name2, node, identifierText, tokens);
        if (!call) break;
        let calls = facts.calls.get(caller);
        if (!calls) facts.calls.set(caller, calls = []);
        calls.push(call);
      }
    }
  }
}
function declareMethodVariables(declaration, stack, facts) {
  const method = innermostNode(stack);
  if (method?.type === "Method") declareVariables(declaration, method, facts);
}
function declareLocalNames(names, stack, facts) {
  const method = innermostNode(stack);
  if (method?.type !== "Method") return;
  for (const name2 of names) declareLocalName(facts, method, name2.text);
}
function childrenOfType(node, type) {
  return node.namedChildren.filter((child) => child?.type === type);
}
function isAnonymousClassBody(node) {
  if (node.type !== "class_body") return false;
  const parentType = node.parent?.type;
  return parentType === "object_creation_expression" || parentType === "enum_constant";
}
function javaNestingRanges(captures) {
  const ranges = [];
  for (const { name: name2, node } of captures) {
    if (name2 === "nesting" || name2 === "method") ranges.push({ startIndex: node.startIndex, endIndex: node.endIndex, method: name2 === "method" });
  }
  return ranges;
}
function innermostNode(stack) {
  for (let i2 = stack.length - 1; i2 >= 0; i2--) {
    const node = stack[i2].node;
    if (node) return node;
  }
  return void 0;
}
function declareVariables(declaration, scope, facts, read2) {
  if (read2) {
    for (const { name: name2, dimensions } of read2.declarators) {
      declareVariable(facts, scope, name2, read2.type + (dimensions ? "[]" : ""));
      if (scope.type === "Method") declareLocalName(facts, scope, name2);
    }
    return;
  }
  const type = declaration.childForFieldName("type")?.text;
  if (!type) return;
  if (declaration.type === "enhanced_for_statement" || declaration.type === "resource") {
    const name2 = declaration.childForFieldName("name")?.text;
    if (name2) declareVariable(facts, scope, name2, type);
    return;
  }
  for (const declarator of declaration.childrenForFieldName("declarator")) {
    const name2 = declarator?.childForFieldName("name")?.text;
    if (!declarator || !name2) continue;
    const value = declarator.childForFieldName("value");
    const inferred = type === "var" && value?.type === "object_creation_expression" ? value.childForFieldName("type")?.text : void 0;
    const dimensions = declarator.childForFieldName("dimensions") ? "[]" : "";
    declareVariable(facts, scope, name2, (inferred ?? type) + dimensions);
    if (scope.type === "Method") declareLocalName(facts, scope, name2);
  }
}
function declaratorNames(declaration) {
  const names = [];
  for (const declarator of declaration.childrenForFieldName("declarator")) {
    const name2 = declarator?.childForFieldName("name")?.text;
    if (name2) names.push(name2);
  }
  return names;
}
function buildFields(file, declaration, ids, read2) {
  if (read2) return buildFieldsFromTokens(file, declaration, ids, read2);
  const typeText3 = declaration.childForFieldName("type")?.text ?? "";
  const fields = [];
  for (const declarator of declaration.childrenForFieldName("declarator")) {
    const name2 = declarator?.childForFieldName("name")?.text;
    if (!declarator || !name2) continue;
    const type = normalizeTypeText2(typeText3 + (declarator.childForFieldName("dimensions")?.text ?? ""));
    fields.push(fieldNode(ids, name2, type, locationOf(file, declaration, declarator.childForFieldName("value"))));
  }
  return fields;
}
function buildFieldsFromTokens(file, declaration, ids, read2) {
  const begin = declaration.startIndex;
  const startLine = declaration.startPosition.row + 1;
  const endLine = declaration.endPosition.row + 1;
  const end = read2.end;
  return read2.declarators.map(({ name: name2, dimensions, value }) => {
    const location2 = { file, begin, end, bodyBegin: value ? value.start : end, bodyEnd: value ? value.end : end, startLine, endLine };
    return fieldNode(ids, name2, normalizeTypeText2(read2.type + dimensions), location2);
  });
}
function fieldNode(ids, name2, type, location2) {
  return {
    id: ids.take(),
    type: "Field",
    simpleName: name2,
    localName: name2,
    signature: `${name2} : ${type}`,
    parameters: [],
    fieldType: type,
    location: location2,
    stereotypes: ["TYPE_MEMBER"],
    children: []
  };
}
function packagePrefixOf(declaration) {
  for (const child of declaration.namedChildren) {
    if (child && (child.type === "scoped_identifier" || child.type === "identifier")) {
      return `${child.text.replace(/\s+/g, "")}.`;
    }
  }
  return "";
}
function addImport(text, imports) {
  const match = /^import\s+(static\s+)?([\w.\s]+?)(\s*\.\s*\*)?\s*;/.exec(text);
  if (!match || match[1]) return;
  const name2 = match[2].replace(/\s+/g, "");
  if (match[3]) imports.onDemand.push(name2);
  else imports.single.set(name2.slice(name2.lastIndexOf(".") + 1), name2);
}
function buildType(file, declaration, ids, namespace) {
  const name2 = declaration.childForFieldName("name")?.text ?? "";
  const type = TYPE_KINDS5[declaration.type];
  const node = {
    id: ids.take(),
    type,
    simpleName: name2,
    localName: name2,
    signature: name2,
    parameters: [],
    location: bodyLocation(file, declaration, declaration.childForFieldName("body")),
    // As RefDiff: an interface is abstract as a whole.
    stereotypes: type === "Interface" ? ["ABSTRACT"] : [],
    children: []
  };
  if (namespace !== void 0) node.namespace = namespace;
  return node;
}
function supertypesOf(declaration) {
  let superclass;
  const interfaces = [];
  for (const child of declaration.namedChildren) {
    if (!child) continue;
    if (child.type === "superclass") {
      const type = child.namedChildren.find((part) => part && !isComment(part));
      if (type) superclass = typeReferenceName(type.text);
    } else if (child.type === "super_interfaces" || child.type === "extends_interfaces") {
      const list = child.namedChildren.find((part) => part?.type === "type_list");
      for (const type of list?.namedChildren ?? []) {
        if (type && !isComment(type)) interfaces.push(typeReferenceName(type.text));
      }
    }
  }
  return { superclass, interfaces };
}
function buildMethod(file, declaration, ids, owner, recordComponents, headerTokens) {
  const kind = declaration.type;
  const constructor = kind !== "method_declaration";
  const compact2 = kind === "compact_constructor_declaration";
  const header = headerTokens && !compact2 ? methodHeaderFromTokens(declaration, constructor, headerTokens.tokens, headerTokens.source) : void 0;
  if (!header || !headerTokens) return buildMethodFromTree(file, declaration, ids, owner, recordComponents, constructor, compact2);
  const name2 = constructor ? owner.simpleName : header.name;
  const body2 = header.body;
  const statements = () => body2 && atMostOneStatement(headerTokens.tokens, body2.start, body2.end) ? 1 : statementCount(declaration.childForFieldName("body"));
  return methodNode(ids, name2, constructor, header.parameters, header.returnType, innerBodyLocation(file, declaration, header.end, body2), !!body2, statements);
}
function buildMethodFromTree(file, declaration, ids, owner, recordComponents, constructor, compact2) {
  const name2 = constructor ? owner.simpleName : declaration.childForFieldName("name")?.text ?? "";
  const parameters = compact2 ? recordComponents ?? [] : parametersOf5(declaration.childForFieldName("parameters"));
  const body2 = declaration.childForFieldName("body");
  const returnType = declaration.childForFieldName("type");
  const returnText = returnType ? normalizeTypeText2(returnType.text + (declaration.childForFieldName("dimensions")?.text ?? "")) : void 0;
  return methodNode(ids, name2, constructor, parameters, returnText, bodyLocation(file, declaration, body2), !!body2, () => statementCount(body2));
}
function methodNode(ids, name2, constructor, parameters, returnType, location2, hasBody, statements) {
  return {
    id: ids.take(),
    type: "Method",
    simpleName: name2,
    // As RefDiff: a constructor's identifier is `new(...)`, so renaming its class does not
    // make it look renamed too; users still see it named like its class.
    localName: methodLocalName2(constructor ? "new" : name2, parameters),
    signature: methodLocalName2(name2, parameters),
    parameters,
    ...returnType !== void 0 ? { returnType } : {},
    location: location2,
    stereotypes: methodStereotypes(name2, constructor, parameters.length, hasBody, statements),
    children: []
  };
}
function methodStereotypes(name2, constructor, parameterCount, hasBody, statements) {
  const stereotypes = [constructor ? "TYPE_CONSTRUCTOR" : "TYPE_MEMBER"];
  if (!hasBody) stereotypes.push("ABSTRACT");
  if (constructor) return stereotypes;
  const trivial = () => !hasBody || statements() <= 1;
  if ((name2.startsWith("get") || name2.startsWith("is")) && parameterCount === 0 && trivial()) {
    stereotypes.push("FIELD_ACCESSOR");
  } else if (name2.startsWith("set") && parameterCount === 1 && trivial()) {
    stereotypes.push("FIELD_MUTATOR");
  }
  return stereotypes;
}
function statementCount(block) {
  let count = 0;
  if (!block) return count;
  for (const child of block.namedChildren) if (child && !isComment(child)) count++;
  return count;
}
function bodyLocation(file, declaration, body2) {
  return innerBodyLocation(file, declaration, declaration.endIndex, body2 ? { start: body2.startIndex, end: body2.endIndex } : void 0);
}
function innerBodyLocation(file, declaration, end, body2) {
  const location2 = {
    file,
    begin: declaration.startIndex,
    end,
    bodyBegin: body2 ? body2.start : end,
    bodyEnd: body2 ? body2.end : end,
    startLine: declaration.startPosition.row + 1,
    endLine: declaration.endPosition.row + 1
  };
  if (body2 && body2.end - body2.start >= 2) {
    location2.bodyBegin += 1;
    location2.bodyEnd -= 1;
  }
  return location2;
}
function callSiteOf(captureName, node, identifierText, tokens) {
  switch (captureName) {
    case "call": {
      const read2 = tokens && methodCallFromTokens(node, tokens);
      if (read2) {
        return {
          kind: "method",
          name: read2.name,
          argumentCount: read2.argumentCount ?? argumentCount(node.childForFieldName("arguments")),
          receiver: read2.receiver ?? receiverOf2(node.childForFieldName("object"), identifierText)
        };
      }
      const nameNode = node.childForFieldName("name");
      const name2 = nameNode && identifierText(nameNode);
      if (!name2) return void 0;
      return { kind: "method", name: name2, argumentCount: argumentCount(node.childForFieldName("arguments")), receiver: receiverOf2(node.childForFieldName("object"), identifierText) };
    }
    case "new": {
      const type = node.childForFieldName("type");
      if (!type) return void 0;
      return { kind: "new", typeName: typeReferenceName(type.text), argumentCount: argumentCount(node.childForFieldName("arguments")) };
    }
    case "constructor_call": {
      const kind = node.childForFieldName("constructor")?.type;
      if (kind !== "this" && kind !== "super") return void 0;
      return { kind, argumentCount: argumentCount(node.childForFieldName("arguments")) };
    }
  }
  return void 0;
}
function receiverOf2(receiver, identifierText) {
  let object = receiver;
  let type = object?.type;
  while (type === "parenthesized_expression" && object.namedChildCount === 1) {
    object = object.namedChild(0);
    type = object?.type;
  }
  if (!object) return { kind: "none" };
  switch (type) {
    case "this":
      return { kind: "this" };
    case "super":
      return { kind: "super" };
    case "identifier":
      return { kind: "name", name: identifierText(object) };
    case "field_access":
      const field = object.childForFieldName("field");
      if (field?.type === "this") return { kind: "this" };
      if (field && object.childForFieldName("object")?.type === "this") return { kind: "name", name: field.text };
      return /^[\w$.\s]+$/.test(object.text) ? { kind: "name", name: object.text.replace(/\s+/g, "") } : { kind: "other" };
    case "object_creation_expression": {
      const type2 = object.childForFieldName("type");
      return type2 ? { kind: "new", typeName: typeReferenceName(type2.text) } : { kind: "other" };
    }
    default:
      return { kind: "other" };
  }
}

// src/languages/nesting.ts
var MAX_NESTING_DEPTH = 32;
function nestingWarning(path) {
  return `${path}: definitions nested more than ${MAX_NESTING_DEPTH} levels deep; skipped`;
}
function nestsTooDeep(tree, nesting) {
  return rangesNestTooDeep(tree.rootNode.descendantsOfType([...nesting]));
}
function rangesNestTooDeep(nodes) {
  return rangesNestingDepth(nodes) > MAX_NESTING_DEPTH;
}
function rangesNestingDepth(nodes) {
  let deepest = 0;
  walkNesting(nodes, (_, level) => {
    if (level > deepest) deepest = level;
    return deepest <= MAX_NESTING_DEPTH;
  });
  return deepest;
}
function walkNesting(ranges, enter, leave) {
  const open = [];
  const close = () => {
    const closed = open.pop();
    leave?.(closed, open.length + 1);
  };
  for (const range of ranges) {
    while (open.length > 0 && open[open.length - 1].endIndex <= range.startIndex) close();
    open.push(range);
    if (!enter(range, open.length)) return;
  }
  while (open.length > 0) close();
}

// src/languages/java/method-nesting.ts
function fileNesting(ranges) {
  const methodDepths = /* @__PURE__ */ new Map();
  const deepest = [0];
  const inMethod = [false];
  const methodStart = [void 0];
  let depth = 0;
  walkNesting(
    ranges,
    (range, level) => {
      deepest[level] = level + (range.ownDepth ?? 1) - 1;
      inMethod[level] = inMethod[level - 1] || range.method;
      methodStart[level] = range.method && !inMethod[level - 1] ? range.startIndex : void 0;
      if (deepest[level] > depth) depth = deepest[level];
      return true;
    },
    (_, level) => {
      const start2 = methodStart[level];
      if (start2 !== void 0) methodDepths.set(start2, deepest[level] - level + 1);
      if (deepest[level] > deepest[level - 1]) deepest[level - 1] = deepest[level];
    }
  );
  return { depth, methodDepths };
}

// src/languages/java/file-parse.ts
var JAVA_NESTING = /* @__PURE__ */ new Set([
  "class_body",
  "interface_body",
  "enum_body",
  "annotation_type_body",
  "method_declaration",
  "constructor_declaration",
  "compact_constructor_declaration",
  "lambda_expression"
]);
function parseJavaSource(file, parser, query, shared, earlier) {
  const ids = shared?.ids ?? new NodeIdGenerator();
  const firstTaken = ids.taken;
  const data = { idsTaken: 0, nodes: [], facts: shared?.facts ?? emptyFacts(), warnings: [], nestingDepth: UNKNOWN_DEPTH, methodDepths: NO_DEPTHS };
  const incremental = {};
  const tree = parseFrom(parser, file.content, earlier, incremental);
  if (!tree) {
    data.warnings.push(`${file.path}: could not be parsed; skipped`);
    return { data };
  }
  try {
    const read2 = readCaptures(tree, file.content, query, earlier, incremental.edits);
    const captures = read2.captures;
    data.nestingDepth = read2.nesting.depth;
    data.methodDepths = read2.nesting.methodDepths;
    if (read2.tooDeep) {
      data.warnings.push(nestingWarning(file.path));
      return { data, held: heldTree(tree, file.content) };
    }
    const warning = syntaxWarning(file.path, tree);
    if (warning) data.warnings.push(warning);
    const earlierTokens = read2.taken && (earlier?.built).tokens;
    const tokens = read2.taken && earlierTokens ? javaTokensTaking(tree, file.content, earlierTokens, takenStretches(read2.taken.methods)) : javaTokens(tree, file.content);
    data.tokens = tokens;
    const nodes = [];
    buildJavaFile(file.path, captures, ids, nodes, data.facts, warning ? void 0 : tokens, read2.taken, file.content);
    data.nodes = nodes;
  } catch (error) {
    data.warnings.push(`${file.path}: could not be analysed (${messageOf(error)})`);
  } finally {
    data.idsTaken = ids.taken - firstTaken;
  }
  return { data, held: heldTree(tree, file.content) };
}
var UNKNOWN_DEPTH = MAX_NESTING_DEPTH + 1;
var NO_DEPTHS = /* @__PURE__ */ new Map();
var UNKNOWN_NESTING = { depth: UNKNOWN_DEPTH, methodDepths: /* @__PURE__ */ new Map() };
function readCaptures(tree, source, query, earlier, edits) {
  const built = earlier?.built;
  if (earlier && edits && built && built.nodes.length > 0 && built.nestingDepth <= MAX_NESTING_DEPTH) {
    const methods = unchangedMethods(built, earlier.source, source, edits, tree);
    const captures2 = methods.length > 0 ? capturesBetween(query, tree, source, methods) : void 0;
    const nesting2 = captures2 ? nestingWithTaken(javaNestingRanges(captures2), methods, built.methodDepths) : UNKNOWN_NESTING;
    if (captures2 && nesting2.depth <= MAX_NESTING_DEPTH) {
      return { captures: captures2, tooDeep: false, nesting: nesting2, taken: { methods, earlierFacts: built.facts, capturesWithin: (method) => capturesWithin(query, tree, method) } };
    }
  }
  const captures = query.captures(tree.rootNode);
  if (query.didExceedMatchLimit()) return { captures, tooDeep: nestsTooDeep(tree, JAVA_NESTING), nesting: UNKNOWN_NESTING };
  const nesting = fileNesting(javaNestingRanges(captures));
  return { captures, tooDeep: nesting.depth > MAX_NESTING_DEPTH, nesting };
}
function nestingWithTaken(read2, methods, earlierDepths) {
  const ranges = [];
  let next = 0;
  for (const method of methods) {
    const ownDepth = earlierDepths.get(method.earlier.location.begin);
    if (ownDepth === void 0) return UNKNOWN_NESTING;
    while (next < read2.length && read2[next].startIndex < method.start) ranges.push(read2[next++]);
    ranges.push({ startIndex: method.start, endIndex: method.end, method: true, ownDepth });
  }
  while (next < read2.length) ranges.push(read2[next++]);
  return fileNesting(ranges);
}
function heldTree(tree, source) {
  return { tree, source, release: () => tree.delete(), share: () => heldTree(tree.copy(), source) };
}
function collectJavaData(files, data, facts) {
  const collected = { nodes: [], facts, tokens: /* @__PURE__ */ new Map(), warnings: [] };
  data.forEach((file, index) => {
    appendAll(collected.warnings, file.warnings);
    if (file.tokens) collected.tokens.set(files[index].path, file.tokens);
    appendAll(collected.nodes, file.nodes);
  });
  return collected;
}
function linkJavaData(files, data) {
  const linked = { nodes: [], facts: emptyFacts(), tokens: /* @__PURE__ */ new Map(), warnings: [] };
  let offset = 0;
  data.forEach((file, index) => {
    appendAll(linked.warnings, file.warnings);
    if (file.tokens) linked.tokens.set(files[index].path, file.tokens);
    const copies = /* @__PURE__ */ new Map();
    const copyOf = (node) => copyNode(node, offset, copies);
    appendAll(linked.nodes, file.nodes.map(copyOf));
    copyFacts(file.facts, linked.facts, copyOf);
    offset += file.idsTaken;
  });
  return linked;
}
function copyNode(node, offset, copies) {
  const known = copies.get(node);
  if (known) return known;
  const copy = { ...node, id: node.id + offset, children: [] };
  copies.set(node, copy);
  for (const child of node.children) copy.children.push(copyNode(child, offset, copies));
  return copy;
}
function copyFacts(from, to, copyOf) {
  for (const [node, facts] of from.types) to.types.set(copyOf(node), facts);
  for (const [node, calls] of from.calls) to.calls.set(copyOf(node), calls);
  for (const [node, variables] of from.variables) to.variables.set(copyOf(node), variables);
  for (const [node, uses] of from.fieldUses) to.fieldUses.set(copyOf(node), uses);
  for (const [node, names] of from.localNames) to.localNames.set(copyOf(node), names);
}
function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}

// src/languages/java/field-references.ts
var FieldResolver = class {
  constructor(index, types, calls, facts) {
    this.index = index;
    this.types = types;
    this.calls = calls;
    this.facts = facts;
  }
  index;
  types;
  calls;
  facts;
  resolve(uses, method, owner) {
    const found = [];
    for (const name2 of uses.names) {
      const field = this.resolveName(name2, method, owner);
      if (field) found.push(field);
    }
    for (const access of uses.qualified) {
      const field = this.resolveQualified(access, method, owner);
      if (field) found.push(field);
    }
    return found;
  }
  resolveName(name2, method, owner) {
    if (this.facts.localNames.get(method)?.has(name2)) return void 0;
    const inherited = this.fieldIn([owner, ...this.types.allSupertypes(owner)], name2);
    if (inherited) return inherited;
    if (this.declaredAround(method, name2)) return void 0;
    return this.fieldIn(this.calls.lexicalScopesOf(owner), name2);
  }
  resolveQualified(access, method, owner) {
    const receiver = access.receiver;
    switch (receiver.kind) {
      case "none":
      case "other":
        return void 0;
      case "this":
        return this.fieldIn(this.calls.lexicalScopesOf(owner), access.name);
      case "super":
        return this.fieldIn(this.types.allSupertypes(owner), access.name);
      case "new":
        return this.fieldIn(this.calls.targetsOf(receiver, method, owner).scopes, access.name);
      case "name":
        if (!receiver.name.includes(".") && this.isUntypedLocal(receiver.name, method)) return void 0;
        return this.fieldIn(this.calls.targetsOf(receiver, method, owner).scopes, access.name);
    }
  }
  /** A method around a local class (or an anonymous class's) declares `name`. */
  declaredAround(method, name2) {
    for (let node = this.index.parentOf(method); node; node = this.index.parentOf(node)) {
      if (node.type === "Method" && this.facts.localNames.get(node)?.has(name2)) return true;
    }
    return false;
  }
  isUntypedLocal(name2, method) {
    return this.facts.localNames.get(method)?.has(name2) === true && this.facts.variables.get(method)?.get(name2) === void 0;
  }
  /** The field named `name` in the first scope that declares one. */
  fieldIn(scopes, name2) {
    for (const scope of scopes) {
      const field = this.index.memberFieldNamed(scope, name2);
      if (field) return field;
    }
    return void 0;
  }
};

// src/languages/java/references.ts
function resolveReferences(roots, facts) {
  const index = new CstIndex(roots);
  const types = new TypeResolver(index, facts);
  const edges = [];
  const seen = { subtype: /* @__PURE__ */ new Map(), uses: /* @__PURE__ */ new Map() };
  const add = (type, from, to) => {
    let targets = seen[type].get(from.id);
    if (!targets) seen[type].set(from.id, targets = /* @__PURE__ */ new Set());
    if (targets.has(to.id)) return;
    targets.add(to.id);
    edges.push({ type, from: from.id, to: to.id });
  };
  for (const type of facts.types.keys()) {
    for (const supertype of types.hierarchyEdgesOf(type)) add("subtype", type, supertype);
  }
  const calls = new CallResolver(index, types, facts);
  for (const [method, sites] of facts.calls) {
    const owner = index.parentOf(method);
    if (!owner) continue;
    for (const site of sites) {
      for (const callee of calls.resolve(site, method, owner)) add("uses", method, callee);
    }
  }
  const fields = new FieldResolver(index, types, calls, facts);
  for (const [method, uses] of facts.fieldUses) {
    const owner = index.parentOf(method);
    if (!owner) continue;
    for (const field of fields.resolve(uses, method, owner)) add("uses", method, field);
  }
  return edges;
}
var CstIndex = class {
  parents = /* @__PURE__ */ new Map();
  typesByQualifiedName = /* @__PURE__ */ new Map();
  typesBySimpleName = /* @__PURE__ */ new Map();
  methodsBySimpleName = /* @__PURE__ */ new Map();
  /** The children of each node by simple name: classes with thousands of members are common. */
  members = /* @__PURE__ */ new Map();
  constructor(roots) {
    const visit = (node, parent, qualifiedParent) => {
      if (parent) {
        this.parents.set(node, parent);
        let members = this.members.get(parent);
        if (!members) this.members.set(parent, members = /* @__PURE__ */ new Map());
        push(members, node.simpleName, node);
      }
      const qualified = parent ? `${qualifiedParent}.${node.simpleName}` : (node.namespace ?? "") + node.simpleName;
      if (node.type === "Method") {
        push(this.methodsBySimpleName, node.simpleName, node);
      } else if (node.type !== "Field") {
        push(this.typesByQualifiedName, qualified, node);
        push(this.typesBySimpleName, node.simpleName, node);
      }
      for (const child of node.children) visit(child, node, qualified);
    };
    for (const root of roots) visit(root, void 0, "");
  }
  parentOf(node) {
    return this.parents.get(node);
  }
  membersNamed(node, name2) {
    return this.members.get(node)?.get(name2) ?? [];
  }
  memberTypeNamed(node, name2) {
    return this.membersNamed(node, name2).find(isType);
  }
  memberFieldNamed(node, name2) {
    return this.membersNamed(node, name2).find((member2) => member2.type === "Field");
  }
  /** The types around `type`, innermost first (through methods, for local types). */
  enclosingTypes(type) {
    const result = [];
    for (let node = this.parentOf(type); node; node = this.parentOf(node)) {
      if (node.type !== "Method") result.push(node);
    }
    return result;
  }
};
function push(map, key, value) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
function isType(node) {
  return node.type !== "Method" && node.type !== "Field";
}
var TypeResolver = class {
  constructor(index, facts) {
    this.index = index;
    this.facts = facts;
  }
  index;
  facts;
  directCache = /* @__PURE__ */ new Map();
  supertypeCache = /* @__PURE__ */ new Map();
  /** Per scope, each name resolved there (null: to nothing): a class's methods name the same types again and again. */
  resolved = /* @__PURE__ */ new Map();
  resolve(name2, context) {
    let inContext = this.resolved.get(context);
    if (!inContext) this.resolved.set(context, inContext = /* @__PURE__ */ new Map());
    let found = inContext.get(name2);
    if (found === void 0) inContext.set(name2, found = this.resolveNow(name2, context) ?? null);
    return found ?? void 0;
  }
  resolveNow(name2, context) {
    if (name2.includes(".")) return this.resolveQualified(name2, context);
    for (const scope of [context, ...this.index.enclosingTypes(context)]) {
      const member2 = this.index.memberTypeNamed(scope, name2);
      if (member2) return member2;
      if (scope.simpleName === name2) return scope;
    }
    const facts = this.factsOf(context);
    if (facts) {
      const imported = facts.imports.single.get(name2);
      if (imported) return this.unique(this.index.typesByQualifiedName.get(imported));
      const samePackage = this.unique(this.index.typesByQualifiedName.get(facts.packagePrefix + name2));
      if (samePackage) return samePackage;
      for (const prefix of facts.imports.onDemand) {
        const found = this.unique(this.index.typesByQualifiedName.get(`${prefix}.${name2}`));
        if (found) return found;
      }
    }
    return this.unique(this.index.typesBySimpleName.get(name2));
  }
  /** `Outer.Inner` or `a.b.Outer.Inner`. */
  resolveQualified(name2, context) {
    const exact = this.unique(this.index.typesByQualifiedName.get(name2));
    if (exact) return exact;
    const [first, ...rest] = name2.split(".");
    let type = this.resolve(first, context);
    for (const part of rest) {
      type = type && this.index.memberTypeNamed(type, part);
    }
    return type;
  }
  unique(candidates) {
    return candidates?.length === 1 ? candidates[0] : void 0;
  }
  factsOf(type) {
    return this.facts.types.get(type);
  }
  /** The declared superclass and interfaces that are in the CST. */
  directSupertypes(type) {
    let found = this.directCache.get(type);
    if (found) return found;
    found = [];
    const facts = this.factsOf(type);
    const names = !facts ? [] : facts.superclass ? [facts.superclass, ...facts.interfaces] : facts.interfaces;
    for (const name2 of names) {
      const supertype = this.resolve(name2, this.index.parentOf(type) ?? type);
      if (supertype && supertype !== type && !found.includes(supertype)) found.push(supertype);
    }
    this.directCache.set(type, found);
    return found;
  }
  superclassOf(type) {
    const name2 = this.factsOf(type)?.superclass;
    if (!name2) return void 0;
    const superclass = this.resolve(name2, this.index.parentOf(type) ?? type);
    return superclass === type ? void 0 : superclass;
  }
  /** As RefDiff: each declared supertype, plus that supertype's chain of superclasses. */
  hierarchyEdgesOf(type) {
    const result = [];
    for (const direct of this.directSupertypes(type)) {
      for (let ancestor = direct; ancestor && !result.includes(ancestor) && ancestor !== type; ancestor = this.superclassOf(ancestor)) {
        result.push(ancestor);
      }
    }
    return result;
  }
  /** Every supertype in the CST, nearest first. */
  allSupertypes(type) {
    let result = this.supertypeCache.get(type);
    if (result) return result;
    result = [];
    const queue = [type];
    for (let i2 = 0; i2 < queue.length; i2++) {
      for (const supertype of this.directSupertypes(queue[i2])) {
        if (supertype !== type && !result.includes(supertype)) {
          result.push(supertype);
          queue.push(supertype);
        }
      }
    }
    this.supertypeCache.set(type, result);
    return result;
  }
};
var NOWHERE = { scopes: [], anywhere: false };
var ANYWHERE = { scopes: [], anywhere: true };
var CallResolver = class {
  constructor(index, types, facts) {
    this.index = index;
    this.types = types;
    this.facts = facts;
  }
  index;
  types;
  facts;
  lexicalScopes = /* @__PURE__ */ new Map();
  /** Per type: the type and its supertypes, the targets of every receiver of that type. */
  typeScopes = /* @__PURE__ */ new Map();
  /**
   * Per name and argument count: the method a call with no match in its own scopes reaches
   * anywhere in the CST, if it is one. Common names (`get`, `run`) are called thousands of times
   * in a large change: one search of their declarations each.
   */
  anywhereMatches = /* @__PURE__ */ new Map();
  /** Per caller, the targets of a receiver by its declared type as written: the same few types are declared again and again. */
  declaredTargets = /* @__PURE__ */ new Map();
  /** Per caller, the declared type of each name its class, the classes around it or their supertypes declare (null: several); absent: none. */
  fieldTypes = /* @__PURE__ */ new Map();
  resolve(site, method, caller) {
    switch (site.kind) {
      case "this":
        return this.constructorsOf(caller, site.argumentCount);
      case "super": {
        const superclass = this.types.superclassOf(caller);
        return superclass ? this.constructorsOf(superclass, site.argumentCount) : [];
      }
      case "new": {
        const type = this.types.resolve(site.typeName, caller);
        return type ? this.constructorsOf(type, site.argumentCount) : [];
      }
      case "method":
        return this.resolveMethod(site.name, site.argumentCount, this.targetsOf(site.receiver, method, caller));
    }
  }
  /** Constructors are named like their class. */
  constructorsOf(type, argumentCount2) {
    return this.index.membersNamed(type, type.simpleName).filter((member2) => member2.stereotypes.includes("TYPE_CONSTRUCTOR") && accepts(member2, argumentCount2));
  }
  /**
   * A receiver whose declared type is known and outside the CST (`map.get(k)`, `Math.max(a, b)`)
   * calls nothing in the CST: guessing there would link common names to unrelated methods.
   */
  targetsOf(receiver, method, caller) {
    switch (receiver.kind) {
      case "none":
      case "this":
        return { scopes: this.lexicalScopesOf(caller), anywhere: true };
      case "super":
        return { scopes: this.types.allSupertypes(caller), anywhere: false };
      case "other":
        return ANYWHERE;
      case "new":
        return this.typeTargets(this.types.resolve(receiver.typeName, caller));
      case "name": {
        if (receiver.name.includes(".")) return this.staticTargets(receiver.name, caller) ?? ANYWHERE;
        const declared = this.declaredTypeOf(receiver.name, method, caller);
        if (declared === void 0) return this.staticTargets(receiver.name, caller) ?? ANYWHERE;
        if (declared === null) return ANYWHERE;
        let byDeclared = this.declaredTargets.get(caller);
        if (!byDeclared) this.declaredTargets.set(caller, byDeclared = /* @__PURE__ */ new Map());
        let targets = byDeclared.get(declared);
        if (!targets) byDeclared.set(declared, targets = this.declaredTypeTargets(declared, caller));
        return targets;
      }
    }
  }
  /** A receiver declared with `declared` (as written), in `caller`'s scope. */
  declaredTypeTargets(declared, caller) {
    if (declared === "var" || /^[A-Z]$/.test(declared)) return ANYWHERE;
    if (declared.includes("[")) return NOWHERE;
    return this.typeTargets(this.types.resolve(typeReferenceName(declared), caller));
  }
  /** A receiver of a known type reaches that type and its supertypes; of an unknown one, nothing. */
  typeTargets(type) {
    if (!type) return NOWHERE;
    let targets = this.typeScopes.get(type);
    if (!targets) this.typeScopes.set(type, targets = { scopes: [type, ...this.types.allSupertypes(type)], anywhere: false });
    return targets;
  }
  /** `Type.method()`: a name that starts upper-case and is not a variable is a type. */
  staticTargets(name2, caller) {
    if (!/^[A-Z]/.test(name2.slice(name2.lastIndexOf(".") + 1))) return void 0;
    return this.typeTargets(this.types.resolve(name2, caller));
  }
  /** A local or parameter of the method, else a field of the classes around it or their supertypes. */
  declaredTypeOf(name2, method, caller) {
    const local = this.facts.variables.get(method)?.get(name2);
    if (local !== void 0) return local;
    let fields = this.fieldTypes.get(caller);
    if (!fields) this.fieldTypes.set(caller, fields = /* @__PURE__ */ new Map());
    if (fields.has(name2)) return fields.get(name2);
    const field = this.fieldTypeOf(name2, caller);
    fields.set(name2, field);
    return field;
  }
  fieldTypeOf(name2, caller) {
    for (const scope of this.lexicalScopesOf(caller)) {
      const field = this.facts.variables.get(scope)?.get(name2);
      if (field !== void 0) return field;
    }
    return void 0;
  }
  /** The caller's class, the classes around it, then all their supertypes. */
  lexicalScopesOf(caller) {
    let scopes = this.lexicalScopes.get(caller);
    if (!scopes) {
      const lexical = [caller, ...this.index.enclosingTypes(caller)];
      const inherited = lexical.flatMap((type) => this.types.allSupertypes(type));
      scopes = [.../* @__PURE__ */ new Set([...lexical, ...inherited])];
      this.lexicalScopes.set(caller, scopes);
    }
    return scopes;
  }
  /** The matches in the nearest scope that has any (overloads there all count); else maybe a unique one anywhere. */
  resolveMethod(name2, argumentCount2, targets) {
    for (const scope of targets.scopes) {
      const found = this.index.membersNamed(scope, name2).filter((member2) => isMethod(member2) && accepts(member2, argumentCount2));
      if (found.length > 0) return found;
    }
    if (!targets.anywhere) return [];
    const key = `${argumentCount2} ${name2}`;
    let matches = this.anywhereMatches.get(key);
    if (!matches) {
      const anywhere = (this.index.methodsBySimpleName.get(name2) ?? []).filter(
        (candidate) => isMethod(candidate) && accepts(candidate, argumentCount2)
      );
      matches = anywhere.length === 1 || this.isOneOverrideFamily(anywhere) ? anywhere : [];
      this.anywhereMatches.set(key, matches);
    }
    return matches;
  }
  /**
   * A declaration and its overrides (`serializer().make(x)` where `make` is declared by an
   * interface and implemented by its classes): whichever runs, the call reaches one of them,
   * so it links to all. Unrelated methods that merely share a name stay unresolved.
   */
  isOneOverrideFamily(methods) {
    if (methods.length < 2) return false;
    const owners = methods.map((method) => this.index.parentOf(method));
    if (owners.some((owner) => owner === void 0)) return false;
    return owners.some(
      (root) => owners.every((owner) => owner === root || this.types.allSupertypes(owner).includes(root))
    );
  }
};
function isMethod(node) {
  return node.type === "Method" && !node.stereotypes.includes("TYPE_CONSTRUCTOR");
}
function accepts(method, argumentCount2) {
  const parameters = method.parameters;
  const last = parameters[parameters.length - 1];
  if (last?.type?.endsWith("...")) return argumentCount2 >= parameters.length - 1;
  return argumentCount2 === parameters.length;
}

// src/languages/java/statements.ts
function javaStatements(tokens) {
  return {
    blocks: /* @__PURE__ */ new Set(["block", "constructor_body", "switch_block", "switch_block_statement_group"]),
    nestedFields: /* @__PURE__ */ new Set(["body", "consequence", "alternative"]),
    clauses: /* @__PURE__ */ new Set(["catch_clause", "finally_clause"]),
    // A lambda's block and an anonymous class's body, inside an expression.
    nestedBodies: /* @__PURE__ */ new Set(["block", "class_body"]),
    classBodies: /* @__PURE__ */ new Set(["class_body"]),
    declarators: /* @__PURE__ */ new Map([
      ["variable_declarator", "name"],
      ["catch_formal_parameter", "name"],
      ["enhanced_for_statement", "name"],
      ["resource", "name"]
    ]),
    typeField: writtenType,
    blockScoped: true,
    calls: /* @__PURE__ */ new Map([["method_invocation", { callee: "name", arguments: "arguments", receiver: "object" }]]),
    callFromTokens: statementCallFromTokens,
    selfReference: "this",
    tokens
  };
}
function writtenType(name2) {
  const holder = name2.parent;
  if (!holder) return void 0;
  const caught = holder.type === "catch_formal_parameter" ? holder.namedChildren.find((child) => child?.type === "catch_type") : void 0;
  if (caught) return caught.namedChildCount === 1 ? caught : void 0;
  return holder.childForFieldName("type") ?? holder.parent?.childForFieldName("type");
}

// src/languages/jvm-family-types.ts
function familyName(qualified, names) {
  const parts2 = qualified.split(".").map((part) => part.trim());
  while (parts2.length > 1 && /^[a-z]/.test(parts2[0])) parts2.shift();
  const name2 = parts2.join(".");
  return names.get(name2) ?? name2;
}
function withoutStarArguments(type) {
  return type.replace(/<\*(,\s*\*)*>/g, "");
}

// src/languages/java/family-types.ts
function javaTypeInFamily(written) {
  const type = written.replace(/@[\w.$]+(\([^()]*\))?/g, " ").replace(/\bfinal\b/g, " ").replace(/\s+/g, " ").trim();
  if (type === "var") return INFERRED;
  const varargs = type.endsWith("...");
  const projected = (varargs ? type.slice(0, -3) : type).replace(/\?\s*extends\s+/g, "out ").replace(/\?\s*super\s+/g, "in ").replace(/\?/g, "*").replace(/\s*([<>,[\]])\s*/g, "$1");
  const primitiveArrays = projected.replace(/\b(int|long|short|byte|char|boolean|float|double)\[\]/g, (_, primitive) => `${primitive[0].toUpperCase()}${primitive.slice(1)}Array`);
  const named2 = primitiveArrays.replace(QUALIFIED_NAME, (name2) => familyName(name2, KOTLIN_NAMES));
  const spelled = withoutStarArguments(arraysAsKotlin(named2)).replace(/,/g, ", ");
  return varargs ? `vararg ${spelled}` : spelled;
}
var INFERRED = "Inferred";
var QUALIFIED_NAME = /[A-Za-z_$][\w$]*(\s*\.\s*[A-Za-z_$][\w$]*)*/g;
var KOTLIN_NAMES = /* @__PURE__ */ new Map([
  ["int", "Int"],
  ["Integer", "Int"],
  ["long", "Long"],
  ["short", "Short"],
  ["byte", "Byte"],
  ["char", "Char"],
  ["Character", "Char"],
  ["boolean", "Boolean"],
  ["float", "Float"],
  ["double", "Double"],
  ["void", "Unit"],
  ["Object", "Any"]
]);
function arraysAsKotlin(type) {
  let spelled = type;
  for (let previous = ""; previous !== spelled; ) {
    previous = spelled;
    spelled = spelled.replace(/([\w$.]+(?:<[^<>]*>)?)\[\]/, "Array<$1>");
  }
  return spelled;
}

// src/languages/java/warm-up.ts
var JAVA_WARM_UP = {
  path: "warm-up/Ledger.java",
  before: 'package warm.up;\n\nimport java.util.ArrayList;\nimport java.util.List;\n\npublic class Ledger {\n    private final List<Integer> entries = new ArrayList<>();\n\n    public void add(int amount) {\n        entries.add(amount);\n    }\n\n    public String describe() {\n        int sum = 0;\n        for (int entry : entries) {\n            sum += entry;\n        }\n        int count = entries.size();\n        return "total " + sum + " in " + count + " entries";\n    }\n}\n',
  after: 'package warm.up;\n\nimport java.util.ArrayList;\nimport java.util.List;\n\npublic class Ledger {\n    private final List<Integer> entries = new ArrayList<>();\n\n    public void record(int amount) {\n        entries.add(amount);\n    }\n\n    public String describe() {\n        int sum = total();\n        int count = entries.size();\n        return "total " + sum + " in " + count + " entries";\n    }\n\n    private int total() {\n        int sum = 0;\n        for (int entry : entries) {\n            sum += entry;\n        }\n        return sum;\n    }\n}\n'
};

// src/languages/java/index.ts
var STATEMENTS = javaStatements(JAVA_TOKENIZE);
async function createJavaPlugin() {
  const language = await loadGrammar("tree-sitter-java", "tree-sitter-java.wasm");
  const parser = new import_web_tree_sitter2.Parser();
  parser.setLanguage(language);
  const query = new import_web_tree_sitter7.Query(language, JAVA_QUERY);
  let lastSide;
  return {
    name: javaLanguage.name,
    extensions: javaLanguage.extensions,
    isIgnored: () => false,
    sameCode: sameJavaCode,
    parse: (files) => {
      const kept = new KeptTrees();
      const root = parseJavaFiles(files, parser, query, kept, lastSide);
      lastSide = kept;
      return root;
    },
    // From the same path's tree on the other side, given or else kept from the side parsed last.
    parseFile: (file, earlier) => parseJavaSource(file, parser, query, void 0, earlier ? earlierTreeOf(earlier) : lastSide?.earlier(file.path)),
    link: (files, parses, prebuilt) => {
      const kept = new KeptTrees();
      const root = linkJavaFiles(files, parses, parser, kept, lastSide, prebuilt);
      lastSide = kept;
      return root;
    },
    fileStatements: (file, parse, counterpart) => {
      const held = parse.held;
      const data = parse.data;
      const other = counterpart && { file: counterpart.file, nodes: counterpart.parse.data.nodes };
      return held ? statementsOfFile(file, held.tree, data.nodes, STATEMENTS, data.tokens, other) : /* @__PURE__ */ new Map();
    },
    parseTree: (file, earlier) => {
      const tree = parseFrom(parser, file.content, earlier?.held);
      return tree ? heldTree(tree, file.content) : void 0;
    }
  };
}
var javaLanguage = {
  name: "java",
  warmUp: JAVA_WARM_UP,
  extensions: [".java"],
  kinds: ["Class", "Interface", "Enum", "Record", "Annotation", "Method", "Field"],
  // Java and Kotlin name packages, types and members alike: analysed together, a class converted
  // from one to the other (often renamed or moved on the way) is matched.
  family: "jvm",
  typeInFamily: javaTypeInFamily,
  create: createJavaPlugin
};
function parseJavaFiles(files, parser, query, kept = new KeptTrees(), earlierSide) {
  const budget = new HeldTreeBudget();
  const shared = { ids: new NodeIdGenerator(), facts: emptyFacts() };
  const parses = files.map((file) => budget.admit(parseJavaSource(file, parser, query, shared, earlierSide?.earlier(file.path)), file.content.length));
  return javaRoot(files, parses, collectJavaData(files, dataOf(parses), shared.facts), parser, kept, earlierSide);
}
function linkJavaFiles(files, parses, parser, kept, earlierSide, prebuilt) {
  return javaRoot(files, parses, linkJavaData(files, dataOf(parses)), parser, kept, earlierSide, prebuilt);
}
function earlierTreeOf(earlier) {
  const held = earlier.held;
  return held && { tree: held.tree, source: held.source, built: earlier.data };
}
function dataOf(parses) {
  return parses.map((parse) => parse.data);
}
function javaRoot(files, parses, linked, parser, kept, earlierSide, prebuilt) {
  const root = emptyCstRoot();
  root.nodes = linked.nodes;
  root.tokens = linked.tokens;
  root.warnings = linked.warnings;
  parses.forEach((parse, index) => {
    const held = parse.held;
    if (held) kept.keepOrFree(files[index].path, held.tree, files[index].content.length, files[index].content, parse.data);
  });
  try {
    root.edges = resolveReferences(root.nodes, linked.facts);
  } catch (error) {
    root.warnings.push(`java: calls and supertypes not resolved (${messageOf2(error)})`);
  }
  attachStatements(root, files, (file) => parseReusing(parser, file.path, file.content, earlierSide), STATEMENTS, kept, (path) => root.tokens.get(path), true, prebuilt);
  return root;
}
function messageOf2(error) {
  return error instanceof Error ? error.message : String(error);
}

// src/languages/javascript/destructuring.ts
function destructuredNames(declaration) {
  const { pattern, value } = patternOf(declaration);
  if (pattern?.type !== "object_pattern" && pattern?.type !== "array_pattern") return void 0;
  const names = [];
  boundNames(pattern, [], value && MEMBER_READABLE.has(value.type) ? [] : void 0, names, 0);
  return names.length > 0 ? { ...value ? { value } : {}, names } : void 0;
}
function patternOf(declaration) {
  switch (declaration.type) {
    case "variable_declarator": {
      const value = declaration.childForFieldName("value");
      return value ? { pattern: declaration.childForFieldName("name"), value } : {};
    }
    case "for_in_statement":
      return { pattern: declaration.childForFieldName("left") };
    case "catch_clause":
      return { pattern: declaration.childForFieldName("parameter") };
    default:
      return {};
  }
}
var MEMBER_READABLE = /* @__PURE__ */ new Set(["identifier", "this", "member_expression", "subscript_expression", "call_expression"]);
var MAX_PATTERN_DEPTH = 50;
function boundNames(pattern, keys, member2, names, depth) {
  if (depth > MAX_PATTERN_DEPTH) return;
  switch (pattern.type) {
    case "identifier":
    case "shorthand_property_identifier_pattern":
      names.push(member2 ? { name: pattern.text, key: keys.join("."), member: member2 } : { name: pattern.text, key: keys.join(".") });
      return;
    case "object_pattern":
      for (const element of pattern.namedChildren) if (element) objectElement(element, keys, member2, names, depth + 1);
      return;
    case "array_pattern": {
      let index = 0;
      for (const child of pattern.children) {
        if (!child) continue;
        if (child.type === ",") index++;
        else if (child.isNamed && child.type !== "comment") boundNames(child, [...keys, `[${index}]`], member2 && [...member2, "[", String(index), "]"], names, depth + 1);
      }
      return;
    }
    case "assignment_pattern":
    case "object_assignment_pattern":
    case "rest_pattern": {
      const target = pattern.type === "rest_pattern" ? pattern.namedChildren[0] : pattern.childForFieldName("left");
      if (target) boundNames(target, pattern.type === "rest_pattern" ? [...keys, "..."] : keys, void 0, names, depth + 1);
      return;
    }
    default:
      return;
  }
}
function objectElement(element, keys, member2, names, depth) {
  switch (element.type) {
    case "shorthand_property_identifier_pattern": {
      const key = [...keys, element.text].join(".");
      names.push(member2 ? { name: element.text, key, member: [...member2, ".", element.text] } : { name: element.text, key });
      return;
    }
    case "pair_pattern": {
      const key = element.childForFieldName("key");
      const value = element.childForFieldName("value");
      if (!key || !value) return;
      boundNames(value, [...keys, key.text], member2 && key.type === "property_identifier" ? [...member2, ".", key.text] : void 0, names, depth);
      return;
    }
    case "object_assignment_pattern": {
      const left = element.childForFieldName("left");
      if (left) boundNames(left, [...keys, left.text], void 0, names, depth);
      return;
    }
    default:
      boundNames(element, keys, void 0, names, depth);
  }
}
function parameterBindings(parameter) {
  const pattern = parameter.type === "assignment_pattern" ? parameter.childForFieldName("left") : parameter;
  if (pattern?.type !== "object_pattern" && pattern?.type !== "array_pattern") return void 0;
  const names = [];
  boundNames(pattern, [], void 0, names, 0);
  return names.length > 0 ? names.map(({ name: name2, key }) => ({ name: name2, key })) : void 0;
}

// src/languages/javascript/definitions.ts
var BINDINGS_AND_REFERENCES = `(variable_declarator value: [(function_expression) (arrow_function) (generator_function) (class) (parenthesized_expression) (binary_expression)]) @variable
(assignment_expression right: [(function_expression) (arrow_function) (generator_function) (class) (parenthesized_expression) (binary_expression)]) @assignment
(pair value: [(function_expression) (arrow_function) (generator_function) (class) (parenthesized_expression) (binary_expression)]) @pair
(export_statement value: [(function_expression) (arrow_function) (generator_function) (class) (parenthesized_expression) (binary_expression)]) @export
(call_expression function: [(identifier) @callee (member_expression property: (_) @callee)])
(assignment_expression right: (identifier) @function_value)
(augmented_assignment_expression right: (identifier) @function_value)
(arguments (identifier) @function_value)
(arguments (member_expression property: (property_identifier) @function_value))
(array (identifier) @function_value)
(array (member_expression object: (this) property: (property_identifier) @function_value))
(call_expression function: (member_expression object: [(identifier) @function_value (member_expression property: (property_identifier) @function_value)] property: (property_identifier) @bound (#match? @bound "^(bind|call|apply)$")))
(pair value: (identifier) @function_value)
(member_expression object: (this) property: (_) @this_member)
(variable_declarator value: (call_expression)) @wrapped_variable
(variable_declarator name: (identifier) value: (member_expression)) @alias
(call_expression arguments: (arguments . (identifier) . (identifier) .)) @inherits_call
(assignment_expression left: (member_expression) right: (call_expression)) @inherits_assignment
`;
var DEFINITIONS_QUERY = `
(function_declaration) @function
(generator_function_declaration) @function
(class_declaration) @class
(class name: (identifier)) @class
(method_definition) @method
(field_definition value: [(function_expression) (arrow_function) (generator_function)]) @field
(field_definition) @class_field
${BINDINGS_AND_REFERENCES}`;
var CALLEE_CAPTURE = "callee";
var FUNCTION_VALUE_CAPTURE = "function_value";
var THIS_MEMBER_CAPTURE = "this_member";
var ALIAS_CAPTURE = "alias";
function prototypeAlias(declarator) {
  const name2 = declarator.childForFieldName("name");
  const value = declarator.childForFieldName("value");
  const path = value ? memberPath(value) : void 0;
  if (!name2 || !path?.endsWith(PROTOTYPE_SUFFIX)) return void 0;
  return [name2.text, path.slice(0, -PROTOTYPE_SUFFIX.length)];
}
var PROTOTYPE_SUFFIX = ".prototype";
var INHERITS_CAPTURES = /* @__PURE__ */ new Set(["inherits_call", "inherits_assignment"]);
function inheritance(capture, node) {
  if (capture === "inherits_call") {
    const callee2 = node.childForFieldName("function");
    const path = callee2 ? memberPath(callee2) : void 0;
    if (path !== "inherits" && !path?.endsWith(".inherits")) return void 0;
    const [sub, base] = node.childForFieldName("arguments")?.namedChildren ?? [];
    return sub && base ? [sub.text, base.text] : void 0;
  }
  const left = node.childForFieldName("left");
  const right = node.childForFieldName("right");
  const target = left ? memberPath(left) : void 0;
  if (!target?.endsWith(PROTOTYPE_SUFFIX) || !right) return void 0;
  const callee = right.childForFieldName("function");
  if (!callee || memberPath(callee) !== "Object.create") return void 0;
  const argument = right.childForFieldName("arguments")?.namedChildren[0];
  const source = argument ? memberPath(argument) : void 0;
  if (!source?.endsWith(PROTOTYPE_SUFFIX)) return void 0;
  return [target.slice(0, -PROTOTYPE_SUFFIX.length), source.slice(0, -PROTOTYPE_SUFFIX.length).split(".").pop()];
}
function definitionOf(capture, node) {
  switch (capture) {
    case "function":
      return fromValue(node, nameText(node.childForFieldName("name")), exported(node));
    case "class":
      if (node.type === "class" && BINDINGS.has(outsideWrappers(node).type)) return void 0;
      return fromValue(node, nameText(node.childForFieldName("name")), exported(node));
    case "method":
      return fromMethod(node);
    case "field":
      return member(fromValue(node.childForFieldName("value"), nameText(memberName(node)), node));
    case "class_field":
      return fieldOf(node);
    case "variable": {
      const name2 = node.childForFieldName("name");
      if (name2?.type !== "identifier") return void 0;
      return fromValue(boundValue(node.childForFieldName("value")), name2.text, declarationOfDeclarator(node));
    }
    case "wrapped_variable": {
      const name2 = node.childForFieldName("name");
      const callback = wrappedFunction(node);
      if (name2?.type !== "identifier" || !callback) return void 0;
      return fromValue(callback, name2.text, declarationOfDeclarator(node));
    }
    case "assignment": {
      const value = boundValue(node.childForFieldName("right"));
      const left = node.childForFieldName("left");
      const path = assignedName(left, value);
      if (!path) return void 0;
      const statement = node.parent?.type === "expression_statement" ? node.parent : node;
      const nameStart = path.lastIndexOf(".") + 1;
      const definition = fromValue(value, path.slice(nameStart), statement, path.slice(0, nameStart));
      if (!definition || left?.type === "identifier" && isParameterOfEnclosingFunction(node, left.text)) return void 0;
      if (nameStart > 0) definition.receiver = path.slice(0, nameStart - 1);
      return path === DEFAULT_EXPORT ? withInferredName(definition, value) : definition;
    }
    case "pair": {
      const receiver = prototypeLiteralOf(node);
      const definition = fromValue(boundValue(node.childForFieldName("value")), nameText(node.childForFieldName("key")), node, receiver ? `${receiver}.` : "");
      if (definition && receiver) definition.receiver = receiver;
      return definition;
    }
    case "export": {
      const value = boundValue(node.childForFieldName("value"));
      return withInferredName(fromValue(value, nameText(value?.childForFieldName("name") ?? null) ?? DEFAULT_EXPORT, node), value);
    }
    default:
      return void 0;
  }
}
function isParameterOfEnclosingFunction(node, name2) {
  for (let current = node.parent; current; current = current.parent) {
    if (!FUNCTION_VALUES.has(current.type)) continue;
    return parametersOf6(current).some((parameter) => parameter.name === name2);
  }
  return false;
}
function boundValue(value) {
  let current = value;
  while (current && (current.type === "parenthesized_expression" || isLogical(current))) {
    current = isLogical(current) ? current.childForFieldName("right") : current.namedChildren.find((child) => child?.type !== "comment") ?? null;
  }
  return current;
}
function wrappedFunction(declarator) {
  const statement = declarator.parent;
  if (statement?.type !== "lexical_declaration" && statement?.type !== "variable_declaration") return void 0;
  const scope = exported(statement).parent;
  if (scope?.type !== "program") return void 0;
  const call = declarator.childForFieldName("value");
  const argumentList = call?.childForFieldName("arguments");
  if (argumentList?.type !== "arguments") return void 0;
  const callback = argumentList.namedChildren.filter((child) => child?.type !== "comment").pop();
  if (!callback || callback.type !== "arrow_function" && callback.type !== "function_expression") return void 0;
  return callback.childForFieldName("body")?.type === "statement_block" ? callback : void 0;
}
function outsideWrappers(node) {
  let current = node;
  for (let parent = current.parent; parent; parent = current.parent) {
    const wraps = parent.type === "parenthesized_expression" || isLogical(parent) && parent.childForFieldName("right")?.id === current.id;
    if (!wraps) return parent;
    current = parent;
  }
  return current;
}
function isLogical(node) {
  return node.type === "binary_expression" && LOGICAL_OPERATORS.has(node.childForFieldName("operator")?.type ?? "");
}
var LOGICAL_OPERATORS = /* @__PURE__ */ new Set(["&&", "||", "??"]);
var BINDINGS = /* @__PURE__ */ new Set(["variable_declarator", "assignment_expression", "pair", "export_statement"]);
var FUNCTION_VALUES = /* @__PURE__ */ new Set([
  "function_declaration",
  // TypeScript's bodiless forms: overload and ambient signatures, interface and abstract methods.
  "function_signature",
  "method_signature",
  "abstract_method_signature",
  "generator_function_declaration",
  "function_expression",
  "arrow_function",
  "generator_function",
  "method_definition"
]);
var CLASS_VALUES = /* @__PURE__ */ new Set(["class_declaration", "class", "abstract_class_declaration"]);
var DEFAULT_EXPORT = "default";
function withInferredName(definition, value) {
  if (definition?.simpleName === DEFAULT_EXPORT && !value?.childForFieldName("name")) definition.stereotypes.push("INFERRED_NAME");
  return definition;
}
function fromValue(value, name2, declaration, qualifier = "") {
  if (!value || !name2) return void 0;
  if (CLASS_VALUES.has(value.type)) {
    return {
      type: "Class",
      simpleName: name2,
      localName: qualifier + name2,
      signature: name2,
      parameters: [],
      stereotypes: [],
      declaration,
      body: value.childForFieldName("body"),
      superclass: superclassOf(value)
    };
  }
  if (!FUNCTION_VALUES.has(value.type)) return void 0;
  const parameters = parametersOf6(value);
  const returnType = annotationText(value.childForFieldName("return_type"));
  return {
    type: "Function",
    simpleName: name2,
    localName: qualifier + signatureOf3(name2, parameters),
    signature: signatureOf3(name2, parameters),
    parameters,
    ...returnType ? { returnType } : {},
    stereotypes: [],
    declaration,
    body: value.childForFieldName("body")
  };
}
function fromMethod(node) {
  const definition = fromValue(node, nameText(node.childForFieldName("name")), node);
  if (!definition) return void 0;
  const accessor = accessorKeyword(node);
  if (accessor) {
    definition.localName = `${accessor} ${definition.localName}`;
    definition.signature = `${accessor} ${definition.signature}`;
  }
  if (node.parent?.type !== "class_body") {
    const receiver = prototypeLiteralOf(node);
    if (receiver) {
      definition.localName = `${receiver}.${definition.localName}`;
      definition.receiver = receiver;
    }
    return withAccessorStereotype(definition, accessor);
  }
  if (definition.simpleName === "constructor" && !accessor) {
    definition.type = "Method";
    definition.stereotypes = ["TYPE_CONSTRUCTOR"];
    return definition;
  }
  return withAccessorStereotype(member(definition), accessor);
}
function withAccessorStereotype(definition, accessor) {
  if (definition && accessor) definition.stereotypes = [...definition.stereotypes, accessor === "get" ? "FIELD_ACCESSOR" : "FIELD_MUTATOR"];
  return definition;
}
function fieldOf(node) {
  const value = node.childForFieldName("value");
  if (value && FUNCTION_VALUES.has(value.type)) return void 0;
  const name2 = nameText(memberName(node));
  if (!name2) return void 0;
  const fieldType = annotationText(node.childForFieldName("type"));
  return { type: "Field", simpleName: name2, localName: name2, signature: name2, parameters: [], ...fieldType ? { fieldType } : {}, stereotypes: ["TYPE_MEMBER"], declaration: node, body: value };
}
function annotationText(annotation) {
  return annotation ? tidy(textWithoutComments2(annotation, "comment").replace(/^:/, "")) || void 0 : void 0;
}
function memberName(field) {
  return field.childForFieldName("property") ?? field.childForFieldName("name");
}
function prototypeLiteralOf(property) {
  const literal = property.parent;
  const assignment = literal?.parent;
  if (literal?.type !== "object" || assignment?.type !== "assignment_expression") return void 0;
  if (assignment.childForFieldName("right")?.id !== literal.id) return void 0;
  const left = assignment.childForFieldName("left");
  const path = left ? memberPath(left) : void 0;
  return path?.endsWith(PROTOTYPE_SUFFIX) ? path : void 0;
}
function signatureOf3(name2, parameters) {
  return `${name2}(${parameters.map((parameter) => parameter.type ? `${writtenName(parameter)}: ${parameter.type}` : writtenName(parameter)).join(", ")})`;
}
var optionalParameters = /* @__PURE__ */ new WeakSet();
function writtenName(parameter) {
  return optionalParameters.has(parameter) ? `${parameter.name}?` : parameter.name;
}
function member(definition) {
  if (definition && definition.type === "Function") {
    definition.type = "Method";
    definition.stereotypes = ["TYPE_MEMBER"];
  }
  return definition;
}
function accessorKeyword(method) {
  for (const child of method.children) {
    if (!child || child.isNamed) break;
    if (child.type === "get" || child.type === "set") return child.type;
  }
  return void 0;
}
function exported(node) {
  return node.parent?.type === "export_statement" ? node.parent : node;
}
function declarationOfDeclarator(declarator) {
  const declaration = declarator.parent;
  if (!declaration || declaration.type !== "lexical_declaration" && declaration.type !== "variable_declaration") {
    return declarator;
  }
  return declaration.namedChildCount === 1 ? exported(declaration) : declarator;
}
function nameText(node) {
  if (!node) return void 0;
  if (node.type === "string") return node.text.slice(1, -1);
  return node.text;
}
function assignedName(left, value) {
  const path = left ? memberPath(left) : void 0;
  if (!path) return void 0;
  if (path === "module.exports" || path === "exports") return nameText(value?.childForFieldName("name") ?? null) ?? DEFAULT_EXPORT;
  for (const plumbing of ["module.exports.", "exports.", "this."]) {
    if (path.startsWith(plumbing)) return path.slice(plumbing.length);
  }
  return path;
}
function memberPath(node) {
  const properties = [];
  let current = node;
  while (current?.type === "member_expression" && !current.childForFieldName("optional_chain")) {
    const property = current.childForFieldName("property");
    if (!property) return void 0;
    properties.push(property.text);
    current = current.childForFieldName("object");
  }
  if (current?.type !== "identifier" && current?.type !== "this") return void 0;
  properties.push(current.text);
  return properties.reverse().join(".");
}
function superclassOf(classNode) {
  const heritage = classNode.namedChildren.find((child) => child?.type === "class_heritage");
  let expression = heritage?.namedChildren[0];
  if (expression?.type === "extends_clause") expression = expression.childForFieldName("value") ?? void 0;
  if (expression?.type === "implements_clause") return void 0;
  if (!expression) return void 0;
  if (expression.type === "identifier") return expression.text;
  if (expression.type === "member_expression") return expression.childForFieldName("property")?.text;
  return void 0;
}
function parametersOf6(fn) {
  const single = fn.childForFieldName("parameter");
  if (single) return [{ name: single.text }];
  const list = fn.childForFieldName("parameters");
  if (!list) return [];
  if (list.hasError) return parametersFromText(list.text);
  const parameters = [];
  for (const parameter of list.namedChildren) {
    if (!parameter || parameter.type === "comment") continue;
    if (TYPED_PARAMETERS.has(parameter.type)) {
      const typed = typedParameter(parameter);
      if (typed) parameters.push(typed);
    } else {
      parameters.push(withBindings({ name: parameterName(parameter) }, parameter));
    }
  }
  return parameters;
}
function withBindings(parameter, pattern) {
  const binds = parameterBindings(pattern);
  if (binds) parameter.binds = binds;
  return parameter;
}
var TYPED_PARAMETERS = /* @__PURE__ */ new Set(["required_parameter", "optional_parameter"]);
function typedParameter(parameter) {
  const pattern = parameter.childForFieldName("pattern");
  if (!pattern || pattern.type === "this") return void 0;
  const name2 = parameterName(pattern);
  const type = annotationText(parameter.childForFieldName("type"));
  const typed = withBindings(type ? { name: name2, type } : { name: name2 }, pattern);
  if (parameter.type === "optional_parameter") optionalParameters.add(typed);
  return typed;
}
function parametersFromText(text) {
  const inner = text.replace(/^\(|\)$/g, "");
  const parameters = [];
  let depth = 0;
  let start2 = 0;
  const take = (end) => {
    const name2 = nameBeforeAnnotation(inner.slice(start2, end).replace(COMMENTS, " "));
    if (name2) parameters.push({ name: name2 });
  };
  for (let i2 = 0; i2 < inner.length; i2++) {
    const ch = inner[i2];
    if (QUOTES.includes(ch)) i2 = stringEnd2(inner, i2);
    else if (inner.startsWith("//", i2)) i2 = endOf(inner, "\n", i2);
    else if (inner.startsWith("/*", i2)) i2 = endOf(inner, "*/", i2) + 1;
    else if (ch === "/" && /[(,=:[!&|?{};]/.test(lastNonSpaceBefore(inner, i2) ?? ",")) i2 = regexEnd(inner, i2);
    else if ("([{<".includes(ch)) depth++;
    else if (")]}>".includes(ch) && depth > 0 && inner[i2 - 1] !== "=") depth--;
    else if (ch === "," && depth === 0) {
      take(i2);
      start2 = i2 + 1;
    }
  }
  take(inner.length);
  return parameters;
}
var QUOTES = `'"\``;
var COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
function lastNonSpaceBefore(text, at) {
  let i2 = at - 1;
  while (i2 >= 0 && WHITE_SPACE.test(text[i2])) i2--;
  return i2 >= 0 ? text[i2] : void 0;
}
var WHITE_SPACE = /\s/;
function stringEnd2(text, open) {
  for (let i2 = open + 1; i2 < text.length; i2++) {
    if (text[i2] === "\\") i2++;
    else if (text[i2] === text[open]) return i2;
    else if (text[open] === "`" && text.startsWith("${", i2)) i2 = substitutionEnd(text, i2 + 2);
  }
  return text.length - 1;
}
function regexEnd(text, open) {
  let inClass = false;
  for (let i2 = open + 1; i2 < text.length; i2++) {
    if (text[i2] === "\\") i2++;
    else if (text[i2] === "[") inClass = true;
    else if (text[i2] === "]") inClass = false;
    else if (text[i2] === "/" && !inClass) return i2;
    else if (text[i2] === "\n") return open;
  }
  return open;
}
function substitutionEnd(text, from) {
  let depth = 0;
  for (let i2 = from; i2 < text.length; i2++) {
    if (QUOTES.includes(text[i2])) i2 = stringEnd2(text, i2);
    else if (text[i2] === "{") depth++;
    else if (text[i2] === "}" && depth-- === 0) return i2;
  }
  return text.length - 1;
}
function endOf(text, end, from) {
  const at = text.indexOf(end, from + 2);
  return at === -1 ? text.length - 1 : at;
}
function nameBeforeAnnotation(parameter) {
  let depth = 0;
  for (let i2 = 0; i2 < parameter.length; i2++) {
    const ch = parameter[i2];
    if ("([{<".includes(ch)) depth++;
    else if (")]}>".includes(ch)) depth--;
    else if (depth === 0 && (ch === ":" || ch === "=" || ch === "?")) return tidy(parameter.slice(0, i2));
  }
  return tidy(parameter);
}
function tidy(text) {
  return text.trim().replace(/\s+/g, " ");
}
var MAX_PATTERN_DEPTH2 = 100;
function parameterName(parameter, depth = 0) {
  if (depth > MAX_PATTERN_DEPTH2) return tidy(parameter.text);
  switch (parameter.type) {
    case "assignment_pattern":
    case "object_assignment_pattern": {
      const left = parameter.childForFieldName("left");
      return left ? parameterName(left, depth + 1) : tidy(parameter.text);
    }
    case "rest_pattern": {
      const inner = parameter.namedChildren[0];
      return `...${inner ? parameterName(inner, depth + 1) : ""}`;
    }
    case "pair_pattern": {
      const key = parameter.childForFieldName("key");
      const value = parameter.childForFieldName("value");
      return key && value ? `${key.text}: ${parameterName(value, depth + 1)}` : tidy(parameter.text);
    }
    case "object_pattern":
      return `{ ${patternElements(parameter, depth + 1).join(", ")} }`;
    case "array_pattern":
      return `[${patternElements(parameter, depth + 1).join(", ")}]`;
    default:
      return tidy(parameter.text);
  }
}
function patternElements(pattern, depth) {
  const names = [];
  for (const element of pattern.namedChildren) {
    if (element && element.type !== "comment") names.push(parameterName(element, depth));
  }
  return names;
}

// src/languages/javascript/family-plugin.ts
var import_web_tree_sitter8 = __toESM2(require_web_tree_sitter2());

// src/languages/javascript/prototype-classes.ts
function groupPrototypeClasses(parent, receivers, aliases, ids) {
  const constructors = /* @__PURE__ */ new Map();
  groupIn(parent, receivers, aliases, ids, constructors);
  return constructors;
}
function groupIn(parent, receivers, aliases, ids, constructors) {
  for (const child of parent.children) groupIn(child, receivers, aliases, ids, constructors);
  const owners = uniqueOwners(parent);
  const instanceMembers = /* @__PURE__ */ new Map();
  const staticMembers = /* @__PURE__ */ new Map();
  for (const child of parent.children) {
    const receiver = receivers.get(child);
    if (receiver === void 0 || child.type !== "Function") continue;
    const prototypeOf = receiver.endsWith(PROTOTYPE_SUFFIX) ? receiver.slice(0, -PROTOTYPE_SUFFIX.length) : aliases.get(receiver);
    const owner = owners.get(prototypeOf ?? receiver);
    if (!owner) continue;
    const members = prototypeOf !== void 0 ? instanceMembers : staticMembers;
    const list = members.get(owner);
    if (list) list.push(child);
    else members.set(owner, [child]);
  }
  if (instanceMembers.size === 0) return;
  const moved = /* @__PURE__ */ new Set();
  for (const [owner, members] of instanceMembers) {
    const constructor = owner.type === "Function" ? becomeClass(owner, ids) : void 0;
    if (constructor) constructors.set(owner, constructor);
    const used = new Set(owner.children.map((member2) => member2.localName));
    for (const member2 of [...members, ...staticMembers.get(owner) ?? []]) {
      becomeMethod(member2, used);
      owner.children.push(member2);
      moved.add(member2);
    }
  }
  parent.children = parent.children.filter((child) => !moved.has(child));
}
function uniqueOwners(parent) {
  const owners = /* @__PURE__ */ new Map();
  const repeated = /* @__PURE__ */ new Set();
  for (const child of parent.children) {
    if (child.type !== "Function" && child.type !== "Class") continue;
    if (owners.has(child.simpleName)) repeated.add(child.simpleName);
    owners.set(child.simpleName, child);
  }
  for (const name2 of repeated) owners.delete(name2);
  return owners;
}
function becomeClass(fn, ids) {
  const constructor = {
    id: ids.take(),
    type: "Method",
    simpleName: "constructor",
    localName: signatureOf3("constructor", fn.parameters),
    signature: signatureOf3("constructor", fn.parameters),
    parameters: fn.parameters,
    location: fn.location,
    stereotypes: ["TYPE_CONSTRUCTOR"],
    children: fn.children
  };
  fn.type = "Class";
  fn.localName = fn.simpleName;
  fn.signature = fn.simpleName;
  fn.parameters = [];
  fn.children = [constructor];
  return constructor;
}
function becomeMethod(fn, used) {
  fn.type = "Method";
  fn.stereotypes = [...fn.stereotypes.filter((stereotype) => stereotype !== "TYPE_MEMBER"), "TYPE_MEMBER"];
  fn.localName = takeUniqueName(used, fn.signature ?? fn.localName);
}

// src/languages/javascript/file-cst.ts
function buildFileCst(path, content, tree, query, dialect, ids) {
  const file = fileNode(path, content, ids);
  const result = { file, calls: [], superclasses: [], thisMembers: [] };
  const open = [file];
  const enclosing = (offset) => {
    while (open.length > 1 && open[open.length - 1].location.end <= offset) open.pop();
    return open[open.length - 1];
  };
  const receivers = /* @__PURE__ */ new Map();
  const aliases = /* @__PURE__ */ new Map();
  const inherits = [];
  for (const item of definitionsAndCalls(tree, query, dialect)) {
    if (item.alias) {
      aliases.set(...item.alias);
      continue;
    }
    if (item.inherits) {
      inherits.push(item.inherits);
      continue;
    }
    const innermost = enclosing(item.start);
    const parent = item.definition?.ownedByType ? enclosingType2(open) ?? innermost : innermost;
    if (item.callee !== void 0) {
      result.calls.push({ from: parent, name: item.callee, file: path });
      continue;
    }
    if (item.thisMember !== void 0) {
      if (parent.type === "Method") result.thisMembers.push({ from: parent, name: item.thisMember, file: path });
      continue;
    }
    const definition = item.definition;
    if (definition.type === "Field" && !FIELD_OWNERS.has(parent.type)) continue;
    const node = cstNode(path, definition, ids);
    parent.children.push(node);
    if (definition.type !== "Field") open.push(node);
    if (definition.superclass) result.superclasses.push({ from: node, name: definition.superclass, file: path });
    for (const supertype of definition.supertypes ?? []) result.superclasses.push({ from: node, name: supertype, file: path });
    if (definition.receiver !== void 0) receivers.set(node, definition.receiver);
  }
  distinguishSameNamedSiblings(file, content);
  const constructors = groupPrototypeClasses(file, receivers, aliases, ids);
  for (const call of result.calls) call.from = constructors.get(call.from) ?? call.from;
  for (const [sub, base] of inherits) {
    const subclass = file.children.find((child) => child.type === "Class" && child.simpleName === sub);
    if (subclass) result.superclasses.push({ from: subclass, name: base, file: path });
  }
  return result;
}
var FIELD_OWNERS = /* @__PURE__ */ new Set(["Class", "Interface", "Type"]);
function enclosingType2(open) {
  for (let i2 = open.length - 1; i2 > 0; i2--) if (FIELD_OWNERS.has(open[i2].type)) return open[i2];
  return void 0;
}
function definitionsAndCalls(tree, query, dialect) {
  const items = [];
  for (const capture of query.captures(tree.rootNode)) {
    const node = capture.node;
    if (capture.name === CALLEE_CAPTURE || capture.name === FUNCTION_VALUE_CAPTURE) {
      items.push({ start: node.startIndex, end: node.startIndex, callee: node.text });
      continue;
    }
    if (capture.name === THIS_MEMBER_CAPTURE) {
      items.push({ start: node.startIndex, end: node.startIndex, thisMember: node.text });
      continue;
    }
    if (capture.name === ALIAS_CAPTURE) {
      const alias = prototypeAlias(node);
      if (alias) items.push({ start: node.startIndex, end: node.startIndex, alias });
      continue;
    }
    if (INHERITS_CAPTURES.has(capture.name)) {
      const inherits = inheritance(capture.name, node);
      if (inherits) items.push({ start: node.startIndex, end: node.startIndex, inherits });
      continue;
    }
    const definition = dialect.definitionOf(capture.name, node);
    if (definition) {
      items.push({ start: definition.declaration.startIndex, end: definition.declaration.endIndex, definition });
    }
  }
  return items.sort((a, b) => a.start - b.start || b.end - a.end);
}
function cstNode(file, definition, ids) {
  return {
    id: ids.take(),
    type: definition.type,
    simpleName: definition.simpleName,
    localName: definition.localName,
    signature: definition.signature,
    parameters: definition.parameters,
    ...definition.returnType ? { returnType: definition.returnType } : {},
    ...definition.fieldType ? { fieldType: definition.fieldType } : {},
    location: location(file, definition.declaration, definition.body, definition.type !== "Field"),
    stereotypes: definition.stereotypes,
    children: []
  };
}
function location(file, declaration, body2, withoutBraces) {
  let bodyBegin = declaration.endIndex;
  let bodyEnd = declaration.endIndex;
  if (body2) {
    bodyBegin = body2.startIndex;
    bodyEnd = body2.endIndex;
    const first = body2.firstChild;
    const last = body2.lastChild;
    if (withoutBraces && first?.type === "{" && last?.type === "}" && !last.isMissing) {
      bodyBegin = first.endIndex;
      bodyEnd = last.startIndex;
    }
  }
  return {
    file,
    begin: declaration.startIndex,
    end: declaration.endIndex,
    bodyBegin,
    bodyEnd,
    startLine: declaration.startPosition.row + 1,
    endLine: declaration.endPosition.row + 1
  };
}
function fileNode(path, content, ids) {
  const slash = path.lastIndexOf("/");
  const name2 = path.slice(slash + 1);
  return {
    id: ids.take(),
    type: "File",
    simpleName: name2,
    localName: name2,
    namespace: path.slice(0, slash + 1),
    parameters: [],
    location: {
      file: path,
      begin: 0,
      end: content.length,
      bodyBegin: 0,
      bodyEnd: content.length,
      startLine: 1,
      endLine: countLines(content)
    },
    stereotypes: [],
    children: []
  };
}
function countLines(content) {
  let lines = 1;
  for (let i2 = content.indexOf("\n"); i2 !== -1 && i2 < content.length - 1; i2 = content.indexOf("\n", i2 + 1)) lines++;
  return lines;
}
function distinguishSameNamedSiblings(node, content) {
  const counts = /* @__PURE__ */ new Map();
  for (const child of node.children) counts.set(child.localName, (counts.get(child.localName) ?? 0) + 1);
  const used = new Set(node.children.filter((child) => counts.get(child.localName) === 1).map((child) => child.localName));
  for (const child of node.children) {
    if (counts.get(child.localName) > 1) child.localName = takeUniqueName(used, `${child.localName}#${textHash(content, child.location)}`);
    distinguishSameNamedSiblings(child, content);
  }
}
function textHash(content, { begin, end }) {
  let hash = 2166136261;
  for (let i2 = begin; i2 < end; i2++) {
    const code = content.charCodeAt(i2);
    if (code === 32 || code === 9 || code === 10 || code === 13) continue;
    hash = Math.imul(hash ^ code, 16777619) >>> 0;
  }
  return hash.toString(36);
}

// src/core/statements/similarity.ts
function spelledKey(name2) {
  return `\u2039${name2}\u203A`;
}
var MAX_SEQUENCE = 120;
var rowA = new Float64Array(MAX_SEQUENCE + 1);
var rowB = new Float64Array(MAX_SEQUENCE + 1);
var localsB = new Uint8Array(MAX_SEQUENCE);

// src/languages/javascript/statements.ts
function familyStatements(tokens) {
  return {
    blocks: /* @__PURE__ */ new Set(["statement_block", "switch_body", "class_body"]),
    nestedFields: /* @__PURE__ */ new Set(["body", "consequence", "alternative", "handler", "finalizer"]),
    clauses: /* @__PURE__ */ new Set(["else_clause", "catch_clause", "finally_clause"]),
    // A callback's block (`tap(name, (chunk) => { ... })`) and a class expression's body, inside an
    // expression: their statements map one by one, as Java's lambdas'. The functions defined inside
    // a body (object-literal methods of a module's wrapper, local functions) keep theirs to themselves.
    nestedBodies: /* @__PURE__ */ new Set(["statement_block", "class_body"]),
    classBodies: /* @__PURE__ */ new Set(["class_body"]),
    ownBodiesOnly: true,
    declarators: /* @__PURE__ */ new Map([
      ["variable_declarator", "name"],
      ["catch_clause", "parameter"],
      ["for_in_statement", loopElement]
    ]),
    destructuring: destructuredNames,
    // `let` and `const` live in their block (two `const x` in sibling blocks are two locals), `var` in
    // the whole function; a loop's or a catch clause's in that statement.
    blockScoped: true,
    bodyScoped: declaredByVar,
    typeField: "type",
    // `a.b.f(x)`: the receiver `a.b` is the callee's (a member expression's) object.
    calls: /* @__PURE__ */ new Map([["call_expression", { callee: "function", arguments: "arguments", receiver: "object" }]]),
    // An object's key reads as a key (`{ type: 1 }` is `{ \u2039type\u203a: 1 }`), no use of a local `type`; a
    // shorthand property `{ type }` as `{ \u2039type\u203a: type }`, so that a local inlined into it
    // (`{ type: kind(x) }`) shows in its place. Key and name weigh as the one word written
    // (similarity.ts): a value grown from an argument of shorthands is still alike (webpack 9db13415729c).
    spelledOut: [
      { type: "property_identifier", within: { parent: "pair", field: "key" }, spell: (key) => [spelledKey(key)] },
      { type: "shorthand_property_identifier", spell: (name2) => [spelledKey(name2), ":", name2] }
    ],
    selfReference: "this",
    tokens
  };
}
function loopElement(loop) {
  const left = loop.childForFieldName("kind") ? loop.childForFieldName("left") : null;
  return left ? [left] : [];
}
function declaredByVar(declaration) {
  if (declaration.type === "variable_declarator") return declaration.parent?.type === "variable_declaration";
  return declaration.type === "for_in_statement" && declaration.childForFieldName("kind")?.type === "var";
}

// src/languages/javascript/same-code.ts
function sameJavaScriptCode(before, after, path) {
  return sameCodeTokens(before, after, NO_JSX_ENDING.test(path) ? TYPESCRIPT_LEXER : JAVASCRIPT_LEXER);
}
var NO_JSX_ENDING = /\.[cm]?ts$/;
var EXPRESSION_KEYWORDS = /* @__PURE__ */ new Set(["return", "typeof", "instanceof", "in", "new", "delete", "void", "throw", "case", "do", "else", "extends", "default"]);
var CONTEXTUAL_KEYWORDS = /* @__PURE__ */ new Set(["yield", "await", "of"]);
var CONDITION_KEYWORDS = /* @__PURE__ */ new Set(["if", "while", "for", "with"]);
var TAB4 = 9;
var LINE_FEED5 = 10;
var SPACE4 = 32;
var BANG = 33;
var DOUBLE_QUOTE3 = 34;
var HASH3 = 35;
var DOLLAR2 = 36;
var PERCENT2 = 37;
var AMPERSAND = 38;
var QUOTE = 39;
var OPEN_PAREN2 = 40;
var CLOSE_PAREN2 = 41;
var STAR5 = 42;
var PLUS2 = 43;
var MINUS2 = 45;
var DOT2 = 46;
var SLASH5 = 47;
var COLON3 = 58;
var LESS2 = 60;
var EQUALS = 61;
var GREATER2 = 62;
var QUESTION = 63;
var AT2 = 64;
var OPEN_BRACKET = 91;
var BACKSLASH4 = 92;
var CLOSE_BRACKET = 93;
var CARET = 94;
var BACKTICK = 96;
var OPEN_BRACE2 = 123;
var PIPE = 124;
var CLOSE_BRACE2 = 125;
var TILDE = 126;
var LINE_SEPARATOR = 8232;
var PARAGRAPH_SEPARATOR = 8233;
function familyLexer(jsx) {
  return {
    begin: () => ({ position: 0, start: 0, layout: 0, jsx, mode: 0 /* Code */, slash: 0 /* RegExp */, afterDot: false, braces: 0, closers: [], elements: [], selfClosing: false, afterContainer: false, parens: [], parensKnown: true, beforeCondition: false, first: true }),
    next: readNext
  };
}
var JAVASCRIPT_LEXER = familyLexer(true);
var TYPESCRIPT_LEXER = familyLexer(false);
function readNext(text, cursor) {
  if (cursor.mode === 2 /* Children */) return readChild(text, cursor);
  const start2 = skipLayout(text, cursor);
  if (start2 < 0) return start2;
  cursor.start = start2;
  if (cursor.mode === 1 /* Tag */) {
    if (cursor.directive) return UNREADABLE_TEXT;
    cursor.layout = 0;
    const end2 = readInTag(text, cursor, start2);
    if (end2 >= 0) cursor.position = end2;
    return end2;
  }
  if (cursor.afterContainer) {
    cursor.afterContainer = false;
    cursor.layout = 0;
  }
  if (cursor.directive) {
    cursor.directive = false;
    if (cursor.first) cursor.layout = 0;
    cursor.first = false;
    const end2 = directiveEnd3(text, start2);
    if (end2 >= 0) cursor.position = end2;
    return end2 < 0 ? UNREADABLE_TEXT : end2;
  }
  if (cursor.first) {
    cursor.first = false;
    cursor.layout = 0;
    if (start2 === 0 && text.startsWith("#!")) return read(cursor, lineEndOf(text, 0), 0 /* RegExp */);
  }
  const end = readToken2(text, cursor, start2);
  if (end >= 0) cursor.position = end;
  return end;
}
function read(cursor, end, slash, afterDot = false) {
  cursor.position = end;
  cursor.slash = slash;
  cursor.afterDot = afterDot;
  cursor.beforeCondition = false;
  return end;
}
function skipLayout(text, cursor) {
  let position = cursor.position;
  let layout = 0;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (code === SPACE4 || code === TAB4) position++;
    else if (isLineTerminator(code)) {
      layout = 1;
      position++;
    } else if (code === SLASH5 && (text.charCodeAt(position + 1) === SLASH5 || text.charCodeAt(position + 1) === STAR5)) {
      const line = text.charCodeAt(position + 1) === SLASH5;
      const end = line ? lineEndOf(text, position) : blockCommentEnd(text, position);
      if (end < 0) return UNREADABLE_TEXT;
      const compiler = compilerComment(text, position, end);
      if (compiler === 2 /* Other */) return UNREADABLE_TEXT;
      if (compiler === 1 /* TypeScript */) {
        cursor.directive = true;
        break;
      }
      if (!line && layout === 0 && holdsLineTerminator(text, position, end)) layout = 1;
      position = end;
    } else if (isBlank(text, position) || code > 127 && isOtherBlank(code)) position++;
    else break;
  }
  cursor.layout = layout;
  if (position < text.length) return position;
  return cursor.closers.length > 0 || cursor.elements.length > 0 ? UNREADABLE_TEXT : NO_MORE_TOKENS;
}
function readToken2(text, cursor, start2) {
  const code = text.charCodeAt(start2);
  if (isWordStart(code)) return readWord(text, cursor, start2);
  if (code >= 48 && code <= 57) return read(cursor, numberEnd3(text, start2), 1 /* Divide */);
  switch (code) {
    case QUOTE:
    case DOUBLE_QUOTE3: {
      const end = quotedEnd(text, start2);
      return end < 0 ? UNREADABLE_TEXT : read(cursor, end, 1 /* Divide */);
    }
    case BACKTICK:
      return readTemplate(text, cursor, start2 + 1);
    case OPEN_BRACE2:
      cursor.braces++;
      return read(cursor, start2 + 1, 0 /* RegExp */);
    case CLOSE_BRACE2: {
      const closers = cursor.closers;
      if (closers.length > 0 && closers[closers.length - 1].braces === cursor.braces) {
        const { returnsTo } = closers.pop();
        if (returnsTo === 0 /* Code */) return readTemplate(text, cursor, start2 + 1);
        cursor.mode = returnsTo;
        cursor.layout = 0;
        return read(cursor, start2 + 1, 0 /* RegExp */);
      }
      cursor.braces--;
      return read(cursor, start2 + 1, 2 /* Either */);
    }
    case OPEN_PAREN2:
      cursor.parens.push(cursor.beforeCondition);
      return read(cursor, start2 + 1, 0 /* RegExp */);
    case CLOSE_PAREN2: {
      if (!cursor.parensKnown || cursor.parens.length === 0) return read(cursor, start2 + 1, 2 /* Either */);
      return read(cursor, start2 + 1, cursor.parens.pop() ? 0 /* RegExp */ : 1 /* Divide */);
    }
    case CLOSE_BRACKET:
      return read(cursor, start2 + 1, 1 /* Divide */);
    case OPEN_BRACKET:
    case 59:
    // ;
    case 44:
    // ,
    case TILDE:
    case AT2:
      return read(cursor, start2 + 1, 0 /* RegExp */);
    case HASH3: {
      if (!isWordStart(text.charCodeAt(start2 + 1))) return UNREADABLE_TEXT;
      const end = wordEnd3(text, start2 + 1);
      return end < 0 ? UNREADABLE_TEXT : read(cursor, end, 1 /* Divide */);
    }
    case DOT2: {
      const after = text.charCodeAt(start2 + 1);
      if (after >= 48 && after <= 57) return read(cursor, numberEnd3(text, start2), 1 /* Divide */);
      if (after === DOT2 && text.charCodeAt(start2 + 2) === DOT2) return read(cursor, start2 + 3, 0 /* RegExp */);
      return read(cursor, start2 + 1, 0 /* RegExp */, true);
    }
    case SLASH5:
      return readSlash(text, cursor, start2);
    case LESS2:
      return readLess(text, cursor, start2);
    default:
      return readOperator(text, cursor, start2, code);
  }
}
function readWord(text, cursor, start2) {
  const end = wordEnd3(text, start2);
  if (end < 0) return UNREADABLE_TEXT;
  let slash = 1 /* Divide */;
  let beforeCondition = false;
  const first = text.charCodeAt(start2);
  if (!cursor.afterDot && end - start2 <= 10 && first >= 97 && first <= 122) {
    const word = text.slice(start2, end);
    if (EXPRESSION_KEYWORDS.has(word)) slash = 0 /* RegExp */;
    else if (CONTEXTUAL_KEYWORDS.has(word)) slash = 2 /* Either */;
    beforeCondition = CONDITION_KEYWORDS.has(word) || cursor.beforeCondition && word === "await";
  }
  read(cursor, end, slash);
  cursor.beforeCondition = beforeCondition;
  return end;
}
function readSlash(text, cursor, start2) {
  const slash = slashHere(cursor);
  if (slash === 0 /* RegExp */) {
    const end2 = regExpEnd(text, start2);
    return end2 < 0 ? UNREADABLE_TEXT : read(cursor, end2, 1 /* Divide */);
  }
  const division = text.charCodeAt(start2 + 1) === EQUALS ? start2 + 2 : start2 + 1;
  if (slash === 1 /* Divide */) return read(cursor, division, 0 /* RegExp */);
  const lineEnd3 = lineEndOf(text, start2);
  let otherSlash = false;
  for (let position = start2 + 1; position < lineEnd3; position++) {
    const code = text.charCodeAt(position);
    if (code === SLASH5) {
      if (text.charCodeAt(position + 1) === STAR5) return UNREADABLE_TEXT;
      otherSlash = true;
    } else if (code === BACKTICK || code === LESS2 || code === BACKSLASH4) {
      return UNREADABLE_TEXT;
    } else if ((code === OPEN_BRACE2 || code === CLOSE_BRACE2) && cursor.closers.length > 0) {
      return UNREADABLE_TEXT;
    } else if (code === OPEN_PAREN2 || code === CLOSE_PAREN2) {
      cursor.parensKnown = false;
    }
  }
  if (!otherSlash) return read(cursor, division, 0 /* RegExp */);
  let end = lineEnd3;
  while (end > start2 && (isBlank(text, end - 1) || isOtherBlank(text.charCodeAt(end - 1)))) end--;
  return read(cursor, end, 2 /* Either */);
}
function slashHere(cursor) {
  return cursor.slash === 1 /* Divide */ && cursor.layout !== 0 ? 2 /* Either */ : cursor.slash;
}
function regExpEnd(text, start2) {
  const flat = regExpBodyEnd(text, start2, false);
  if (flat < 0) return -1;
  const flatEnd = runOfWordParts(text, flat + 1);
  const nested = regExpBodyEnd(text, start2, true);
  if (nested === flat) return flatEnd;
  const nestedEnd = nested < 0 ? -1 : runOfWordParts(text, nested + 1);
  const flatFits = !hasFlag(text, flat + 1, flatEnd, 118);
  const nestedFits = nested >= 0 && hasFlag(text, nested + 1, nestedEnd, 118);
  if (flatFits === nestedFits) return -1;
  return flatFits ? flatEnd : nestedEnd;
}
function regExpBodyEnd(text, start2, nests) {
  let classDepth = 0;
  let position = start2 + 1;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (isLineTerminator(code)) return -1;
    if (code === BACKSLASH4) {
      if (isLineTerminator(text.charCodeAt(position + 1))) return -1;
      position += 2;
      continue;
    }
    if (code === OPEN_BRACKET) {
      if (classDepth === 0 || nests) classDepth++;
    } else if (code === CLOSE_BRACKET) {
      if (classDepth > 0) classDepth--;
    } else if (code === SLASH5 && classDepth === 0) return position;
    position++;
  }
  return -1;
}
function hasFlag(text, start2, end, flag) {
  for (let position = start2; position < end; position++) if (text.charCodeAt(position) === flag) return true;
  return false;
}
function readLess(text, cursor, start2) {
  if (text.startsWith("!--", start2 + 1)) return UNREADABLE_TEXT;
  const slash = slashHere(cursor);
  if (!cursor.jsx || slash === 1 /* Divide */) return readOperator(text, cursor, start2, LESS2);
  const tag = jsxTagAt(text, start2);
  if (tag === 0 /* None */) return readOperator(text, cursor, start2, LESS2);
  if (tag === 2 /* Unsure */ || slash === 2 /* Either */) return UNREADABLE_TEXT;
  return openElement(text, cursor, start2, 0 /* Code */);
}
function jsxTagAt(text, start2) {
  let position = skipBlanksAndBreaks(text, start2 + 1);
  let code = text.charCodeAt(position);
  if (code === GREATER2) return 1 /* Element */;
  if (code === SLASH5) return text.charCodeAt(position + 1) === STAR5 || text.charCodeAt(position + 1) === SLASH5 ? 2 /* Unsure */ : 0 /* None */;
  if (!isWordStart(code)) return 0 /* None */;
  position = skipBlanksAndBreaks(text, jsxNameEnd(text, position));
  code = text.charCodeAt(position);
  return code === GREATER2 || code === SLASH5 || code === OPEN_BRACE2 || isWordStart(code) ? 1 /* Element */ : 0 /* None */;
}
function openElement(text, cursor, start2, returnsTo) {
  const nameStart = skipBlanksAndBreaks(text, start2 + 1);
  const nameEnd = jsxNameEnd(text, nameStart);
  const after = text.charCodeAt(skipBlanksAndBreaks(text, nameEnd));
  if (after === DOT2 || after === COLON3 || after === LESS2 || after === BACKSLASH4) return UNREADABLE_TEXT;
  cursor.elements.push({ name: text.slice(nameStart, nameEnd), returnsTo });
  cursor.mode = 1 /* Tag */;
  cursor.selfClosing = false;
  return read(cursor, nameEnd, 0 /* RegExp */);
}
function readInTag(text, cursor, start2) {
  const code = text.charCodeAt(start2);
  if (cursor.selfClosing && code !== GREATER2) return UNREADABLE_TEXT;
  switch (code) {
    case GREATER2: {
      if (cursor.selfClosing) return closeElement(cursor, start2 + 1);
      const element = cursor.elements[cursor.elements.length - 1];
      const next = text.charCodeAt(skipBlanksAndBreaks(text, start2 + 1));
      if (element.returnsTo === 0 /* Code */ && element.name !== "" && (next === OPEN_PAREN2 || next === SLASH5)) return UNREADABLE_TEXT;
      cursor.mode = 2 /* Children */;
      return read(cursor, start2 + 1, 0 /* RegExp */);
    }
    case SLASH5:
      cursor.selfClosing = true;
      return read(cursor, start2 + 1, 0 /* RegExp */);
    case EQUALS:
      return read(cursor, start2 + 1, 0 /* RegExp */);
    case QUOTE:
    case DOUBLE_QUOTE3: {
      const close = text.indexOf(text[start2], start2 + 1);
      return close < 0 ? UNREADABLE_TEXT : read(cursor, close + 1, 0 /* RegExp */);
    }
    case OPEN_BRACE2:
      return openContainer(cursor, start2, 1 /* Tag */);
    default: {
      if (!isWordStart(code) || code === BACKSLASH4) return UNREADABLE_TEXT;
      const end = jsxNameEnd(text, start2);
      return text.charCodeAt(end) === BACKSLASH4 ? UNREADABLE_TEXT : read(cursor, end, 0 /* RegExp */);
    }
  }
}
function readChild(text, cursor) {
  const start2 = cursor.position;
  cursor.start = start2;
  cursor.layout = 0;
  const code = text.charCodeAt(start2);
  if (code === OPEN_BRACE2) return openContainer(cursor, start2, 2 /* Children */);
  if (code === LESS2) {
    const slash = skipBlanksAndBreaks(text, start2 + 1);
    if (text.charCodeAt(slash) !== SLASH5) {
      const named2 = text.charCodeAt(slash);
      return named2 === GREATER2 || isWordStart(named2) && named2 !== BACKSLASH4 ? openElement(text, cursor, start2, 2 /* Children */) : UNREADABLE_TEXT;
    }
    const nameStart = skipBlanksAndBreaks(text, slash + 1);
    const nameEnd = jsxNameEnd(text, nameStart);
    const close = skipBlanksAndBreaks(text, nameEnd);
    const element = cursor.elements[cursor.elements.length - 1];
    if (text.charCodeAt(close) !== GREATER2 || text.slice(nameStart, nameEnd) !== element.name) return UNREADABLE_TEXT;
    return closeElement(cursor, close + 1);
  }
  let end = start2;
  while (end < text.length && text.charCodeAt(end) !== LESS2 && text.charCodeAt(end) !== OPEN_BRACE2) end++;
  if (end === text.length) return UNREADABLE_TEXT;
  cursor.position = end;
  return end;
}
function openContainer(cursor, start2, returnsTo) {
  cursor.closers.push({ braces: cursor.braces, returnsTo });
  cursor.mode = 0 /* Code */;
  cursor.afterContainer = true;
  return read(cursor, start2 + 1, 0 /* RegExp */);
}
function closeElement(cursor, end) {
  const { returnsTo } = cursor.elements.pop();
  cursor.mode = returnsTo;
  cursor.selfClosing = false;
  return read(cursor, end, 1 /* Divide */);
}
function jsxNameEnd(text, start2) {
  let end = start2;
  for (; ; ) {
    const code = text.charCodeAt(end);
    if (isWordPart4(code) || code === MINUS2 || code === COLON3 || code === DOT2) end++;
    else return end;
  }
}
function readOperator(text, cursor, start2, code) {
  const next = text.charCodeAt(start2 + 1);
  const third = text.charCodeAt(start2 + 2);
  let end = start2 + 1;
  let slash = 0 /* RegExp */;
  switch (code) {
    case EQUALS:
      if (next === GREATER2) end = start2 + 2;
      else if (next === EQUALS) end = third === EQUALS ? start2 + 3 : start2 + 2;
      break;
    case BANG:
      if (next === EQUALS) end = third === EQUALS ? start2 + 3 : start2 + 2;
      else if (cursor.slash !== 0 /* RegExp */) slash = 2 /* Either */;
      break;
    case PLUS2:
    case MINUS2:
      if (next === code) {
        if (code === MINUS2 && third === GREATER2) return UNREADABLE_TEXT;
        end = start2 + 2;
        slash = 2 /* Either */;
      } else if (next === EQUALS) end = start2 + 2;
      break;
    case STAR5:
    // * *= ** **=
    case AMPERSAND:
    // & &= && &&=
    case PIPE:
    // | |= || ||=
    case LESS2:
      if (next === code) end = third === EQUALS ? start2 + 3 : start2 + 2;
      else if (next === EQUALS) end = start2 + 2;
      break;
    case GREATER2:
      if (next === EQUALS) end = start2 + 2;
      else if (next === GREATER2) {
        if (third === GREATER2) end = text.charCodeAt(start2 + 3) === EQUALS ? start2 + 4 : start2 + 3;
        else end = third === EQUALS ? start2 + 3 : start2 + 2;
      }
      if (end === start2 + 1) slash = 2 /* Either */;
      break;
    case PERCENT2:
    case CARET:
      if (next === EQUALS) end = start2 + 2;
      break;
    case QUESTION:
      if (next === QUESTION) end = third === EQUALS ? start2 + 3 : start2 + 2;
      else if (next === DOT2 && !(third >= 48 && third <= 57)) return read(cursor, start2 + 2, 0 /* RegExp */, true);
      break;
    case COLON3:
      break;
    default:
      return UNREADABLE_TEXT;
  }
  return read(cursor, end, slash);
}
function readTemplate(text, cursor, from) {
  let position = from;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (code === BACKSLASH4) position += 2;
    else if (code === BACKTICK) return read(cursor, position + 1, 1 /* Divide */);
    else if (code === DOLLAR2 && text.charCodeAt(position + 1) === OPEN_BRACE2) {
      cursor.closers.push({ braces: cursor.braces, returnsTo: 0 /* Code */ });
      return read(cursor, position + 2, 0 /* RegExp */);
    } else position++;
  }
  return UNREADABLE_TEXT;
}
function numberEnd3(text, start2) {
  const hex = text.charCodeAt(start2) === 48 && (text.charCodeAt(start2 + 1) | 32) === 120;
  let end = start2;
  for (; ; ) {
    const code = text.charCodeAt(end);
    if (isWordPart4(code) || code === DOT2) end++;
    else if ((code === PLUS2 || code === MINUS2) && !hex && (text.charCodeAt(end - 1) | 32) === 101) end++;
    else return end;
  }
}
function wordEnd3(text, start2) {
  let end = start2;
  for (; ; ) {
    const code = text.charCodeAt(end);
    if (isWordPart4(code)) end++;
    else if (code === BACKSLASH4) {
      if (text.charCodeAt(end + 1) !== 117) return -1;
      if (text.charCodeAt(end + 2) === OPEN_BRACE2) {
        const close = text.indexOf("}", end + 3);
        if (close < 0 || close > end + 12) return -1;
        end = close + 1;
      } else end += 6;
    } else return end;
  }
}
function runOfWordParts(text, start2) {
  let end = start2;
  while (isWordPart4(text.charCodeAt(end))) end++;
  return end;
}
function isWordStart(code) {
  return code >= 97 && code <= 122 || code >= 65 && code <= 90 || code === 95 || code === DOLLAR2 || code === BACKSLASH4 || code > 127 && !isOtherBlank(code) && !isLineTerminator(code);
}
function isWordPart4(code) {
  return code >= 97 && code <= 122 || code >= 65 && code <= 90 || code >= 48 && code <= 57 || code === 95 || code === DOLLAR2 || code > 127 && !isOtherBlank(code) && !isLineTerminator(code);
}
function isLineTerminator(code) {
  return code === LINE_FEED5 || code === 13 || code === LINE_SEPARATOR || code === PARAGRAPH_SEPARATOR;
}
var SPACE_SEPARATOR2 = new RegExp("\\p{Zs}", "u");
function isOtherBlank(code) {
  return code === 160 || code === 65279 || code > 127 && code !== LINE_SEPARATOR && code !== PARAGRAPH_SEPARATOR && SPACE_SEPARATOR2.test(String.fromCharCode(code));
}
function lineEndOf(text, position) {
  let end = position;
  while (end < text.length && !isLineTerminator(text.charCodeAt(end))) end++;
  return end;
}
function holdsLineTerminator(text, start2, end) {
  for (let position = start2; position < end; position++) if (isLineTerminator(text.charCodeAt(position))) return true;
  return false;
}
function skipBlanksAndBreaks(text, start2) {
  let position = start2;
  while (position < text.length && (isBlank(text, position) || isLineTerminator(text.charCodeAt(position)))) position++;
  return position;
}
function compilerComment(text, start2, end) {
  const third = text.charCodeAt(start2 + 2);
  if (third === SLASH5 && text.charCodeAt(skipBlanks(text, start2 + 3)) === LESS2) return 1 /* TypeScript */;
  if (third === COLON3 && text.charCodeAt(start2 + 1) === STAR5) return 2 /* Other */;
  let found = 0 /* None */;
  for (let position = start2 + 2; position < end; position++) {
    const code = text.charCodeAt(position);
    if (code === AT2) {
      if (text.startsWith("flow", position + 1) || text.startsWith("noflow", position + 1) || text.startsWith("jsx", position + 1)) return 2 /* Other */;
      if (text.startsWith("ts-", position + 1)) found = 1 /* TypeScript */;
    } else if (code === 102 && text.startsWith("flow-include", position)) return 2 /* Other */;
  }
  return found;
}
function directiveEnd3(text, start2) {
  let position = start2;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    const next = text.charCodeAt(position + 1);
    if (code === SLASH5 && (next === SLASH5 || next === STAR5)) {
      const end = next === SLASH5 ? lineEndOf(text, position) : blockCommentEnd(text, position);
      if (end < 0 || compilerComment(text, position, end) === 2 /* Other */) return -1;
      position = end;
    } else if (code === SPACE4 || code === TAB4 || isLineTerminator(code) || isBlank(text, position) || code > 127 && isOtherBlank(code)) position++;
    else break;
  }
  return position;
}
function skipBlanks(text, start2) {
  let position = start2;
  while (isBlank(text, position)) position++;
  return position;
}

// src/languages/javascript/family-plugin.ts
var TOKENS = {
  atomic: /* @__PURE__ */ new Set(["string", "template_string", "regex"]),
  skip: /* @__PURE__ */ new Set(["comment", "html_comment", "hash_bang_line"])
};
var STATEMENTS2 = familyStatements(TOKENS);
var NESTING = /* @__PURE__ */ new Set([
  "function_declaration",
  "generator_function_declaration",
  "function_expression",
  "generator_function",
  "arrow_function",
  "method_definition",
  "class_declaration",
  "abstract_class_declaration",
  "class"
]);
var INTERCHANGEABLE_KINDS = [["Method", "Function"]];
var TYPE_KINDS6 = /* @__PURE__ */ new Set(["Class", "Interface"]);
function familyPlugin(descriptor, grammars, isIgnored) {
  const readers = grammars.map((grammar) => "language" in grammar ? { grammar, ...compiled(grammar, grammar.language) } : { grammar });
  const takes = ({ grammar }, file) => (!grammar.endings || grammar.endings.some((ending) => file.path.endsWith(ending))) && (!grammar.reads || grammar.reads(file.content));
  const readerFor = (file) => readers.find((reader) => reader.parser && takes(reader, file));
  let lastSide;
  return {
    name: descriptor.name,
    extensions: descriptor.extensions,
    isIgnored,
    sameCode: sameJavaScriptCode,
    async prepare(files) {
      for (const reader of readers) {
        const { grammar } = reader;
        if (reader.parser || !("load" in grammar) || !files.some((file) => takes(reader, file))) continue;
        Object.assign(reader, compiled(grammar, await grammar.load()));
      }
    },
    parse(files) {
      const root = emptyCstRoot();
      const ids = new NodeIdGenerator();
      const references = { calls: [], superclasses: [], thisMembers: [] };
      const kept = new KeptTrees();
      const earlierSide = lastSide;
      lastSide = kept;
      for (const file of files) {
        const reader = readerFor(file);
        const tree = parseReusing(reader.parser, file.path, file.content, earlierSide);
        if (!tree) {
          root.warnings.push(`${file.path}: could not be parsed; skipped`);
          continue;
        }
        try {
          if (nestsTooDeep(tree, NESTING)) {
            root.warnings.push(nestingWarning(file.path));
            continue;
          }
          root.tokens.set(file.path, tokenizeTree(tree, file.content, TOKENS));
          const warning = syntaxWarning(file.path, tree);
          if (warning) root.warnings.push(warning);
          const cst = buildFileCst(file.path, file.content, tree, reader.query, reader.grammar.dialect, ids);
          root.nodes.push(cst.file);
          for (const call of cst.calls) references.calls.push(call);
          for (const superclass of cst.superclasses) references.superclasses.push(superclass);
          for (const member2 of cst.thisMembers) references.thisMembers.push(member2);
        } finally {
          kept.keepOrFree(file.path, tree, file.content.length, file.content);
        }
      }
      root.interchangeableKinds = INTERCHANGEABLE_KINDS;
      resolveFamilyEdges(root, references);
      attachStatements(root, files, (file) => readerFor(file).parser.parse(file.content), STATEMENTS2, kept);
      return root;
    }
  };
}
function compiled(grammar, language) {
  const parser = new import_web_tree_sitter2.Parser();
  parser.setLanguage(language);
  return { parser, query: new import_web_tree_sitter8.Query(language, grammar.dialect.query) };
}
function resolveFamilyEdges(root, references) {
  const functions = [];
  const types = [];
  const pending = [...root.nodes].reverse();
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (TYPE_KINDS6.has(node.type)) types.push(node);
    else if (node.type === "Method" || node.type === "Function") functions.push(node);
    for (let i2 = node.children.length - 1; i2 >= 0; i2--) pending.push(node.children[i2]);
  }
  const subtypes = resolveEdges("subtype", references.superclasses, types);
  for (const edges of [resolveEdges("uses", references.calls, functions, true), subtypes, resolveFieldEdges(references.thisMembers, types, subtypes)]) {
    for (const edge of edges) root.edges.push(edge);
  }
}

// src/languages/javascript/generated-files.ts
var LARGE_FILE = 20 * 1024;
var MAX_AVERAGE_LINE = 300;
var MAX_LINE = 5e3;
var HEADER_LENGTH = 2048;
var TRAILER_LENGTH = 512;
var MINIFIED_NAME = /\.min\.(m|c)?js$/;
var BUILD_OUTPUT_PATH = /(^|\/)dist\//;
var HEADER_MARKERS = [
  /^\/\*{6}\/ .*webpackBootstrap/m,
  /global = typeof globalThis !== 'undefined' \? globalThis : global \|\| self/,
  // Rollup before globalThis: `(function (global, factory) {` then the CommonJS test, the factory called `}(this, (function (...`.
  /^\(function \(global, factory\) \{\s*typeof exports === 'object' && typeof module !== 'undefined'/m,
  /^\(function webpackUniversalModuleDefinition\(root, factory\) \{/m,
  /^\s*(\/\/|\/?\*).*@generated\b/m
];
var ES_MODULE_FLAG = /^Object\.defineProperty\(exports, ['"]__esModule['"], \{\s*value: true\s*\}\);/m;
var INTEROP_HELPER = /^(function _interopDefault \(ex\)|function _interopRequireDefault\(obj\)|var __importDefault = \(this && this\.__importDefault\)|var __createBinding = \(this && this\.__createBinding\))|\b(_interopRequireDefault|_interopRequireWildcard|__importDefault|__importStar)\(require\(/m;
var SOURCE_MAP_COMMENT = /^\/\/# sourceMappingURL=\S+\s*$/m;
var BUNDLER_RENAME = /(?<![\w$.])[A-Za-z_]\w*\$\d+(?![\w$])/g;
var BUNDLER_RENAMES = 5;
function isGeneratedJavaScript(path, content) {
  if (MINIFIED_NAME.test(path) || BUILD_OUTPUT_PATH.test(path)) return true;
  if (content.length > LARGE_FILE && hasMachineLines(content)) return true;
  const header = content.slice(0, HEADER_LENGTH);
  if (HEADER_MARKERS.some((marker) => marker.test(header))) return true;
  if (ES_MODULE_FLAG.test(header) && INTEROP_HELPER.test(header)) return true;
  return SOURCE_MAP_COMMENT.test(content.slice(-TRAILER_LENGTH)) || hasBundlerRenames(content);
}
function hasBundlerRenames(content) {
  const names = /* @__PURE__ */ new Set();
  for (const match of content.matchAll(BUNDLER_RENAME)) {
    names.add(match[0]);
    if (names.size >= BUNDLER_RENAMES) return true;
  }
  return false;
}
function hasMachineLines(content) {
  let lines = 0;
  let inLongLines = 0;
  let start2 = 0;
  while (start2 <= content.length) {
    let end = content.indexOf("\n", start2);
    if (end === -1) end = content.length;
    if (end - start2 > MAX_LINE) inLongLines += end - start2;
    lines++;
    start2 = end + 1;
  }
  return inLongLines > content.length / 2 || content.length / lines > MAX_AVERAGE_LINE;
}

// src/languages/javascript/flow.ts
function hasFlowPragma(content) {
  let i2 = content.startsWith("#!") ? lineEnd2(content, 0) : 0;
  for (; ; ) {
    while (i2 < content.length && isBlank2(content.charCodeAt(i2))) i2++;
    if (content.startsWith("//", i2)) {
      const end = lineEnd2(content, i2);
      if (FLOW_PRAGMA.test(content.slice(i2, end))) return true;
      i2 = end;
    } else if (content.startsWith("/*", i2)) {
      const close = content.indexOf("*/", i2 + 2);
      const end = close === -1 ? content.length : close + 2;
      if (FLOW_PRAGMA.test(content.slice(i2, end))) return true;
      i2 = end;
    } else {
      return false;
    }
  }
}
var FLOW_PRAGMA = /@flow\b/;
function lineEnd2(content, from) {
  const end = content.indexOf("\n", from);
  return end === -1 ? content.length : end;
}
function isBlank2(code) {
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 65279;
}

// src/languages/typescript/definitions.ts
var TYPESCRIPT_QUERY = `
(function_declaration) @function
(generator_function_declaration) @function
(function_signature) @function_signature
(class_declaration) @class
(abstract_class_declaration) @class
(class name: (type_identifier)) @class
(interface_declaration) @type_declaration
(enum_declaration) @type_declaration
(type_alias_declaration) @type_declaration
(internal_module) @namespace
(module) @namespace
(method_definition) @method
(method_signature) @method_signature
(abstract_method_signature) @method_signature
(property_signature) @property_signature
(required_parameter (accessibility_modifier)) @parameter_property
(optional_parameter (accessibility_modifier)) @parameter_property
(required_parameter "readonly") @readonly_parameter
(optional_parameter "readonly") @readonly_parameter
(public_field_definition value: [(function_expression) (arrow_function) (generator_function)]) @field
(public_field_definition) @class_field
${BINDINGS_AND_REFERENCES}`;
var TYPE_DECLARATIONS = {
  interface_declaration: "Interface",
  enum_declaration: "Enum",
  type_alias_declaration: "Type"
};
function definitionOf2(capture, node) {
  switch (capture) {
    case "class":
      return withSupertypes(definitionOf("class", node), implementedTypes(node));
    case "type_declaration":
      return typeDeclaration(node);
    case "namespace":
      return namespaceOf(node);
    case "function_signature":
      return hasImplementation(node) ? void 0 : abstract(definitionOf("function", node));
    case "method_signature":
      return methodSignature(node);
    case "property_signature":
      return propertySignature(node);
    case "parameter_property":
      return parameterProperty(node);
    case "readonly_parameter":
      return node.namedChildren.some((child) => child?.type === "accessibility_modifier") ? void 0 : parameterProperty(node);
    default:
      return definitionOf(capture, node);
  }
}
function typeDeclaration(node) {
  const name2 = nameText(node.childForFieldName("name"));
  if (!name2) return void 0;
  const extendsClause = node.namedChildren.find((child) => child?.type === "extends_type_clause");
  return {
    type: TYPE_DECLARATIONS[node.type],
    simpleName: name2,
    localName: name2,
    signature: name2,
    parameters: [],
    stereotypes: node.type === "interface_declaration" ? ["ABSTRACT"] : [],
    declaration: exported(node),
    body: node.childForFieldName("body") ?? node.childForFieldName("value"),
    supertypes: extendsClause ? typeNames(extendsClause) : void 0
  };
}
function namespaceOf(node) {
  const nameNode = node.childForFieldName("name");
  const name2 = nameText(nameNode);
  if (!name2) return void 0;
  let declaration = node;
  while (declaration.parent && (declaration.parent.type === "expression_statement" || declaration.parent.type === "ambient_declaration")) declaration = declaration.parent;
  const stereotypes = nameNode?.type === "string" ? ["INFERRED_NAME"] : [];
  return { type: "Namespace", simpleName: name2, localName: name2, signature: name2, parameters: [], stereotypes, declaration: exported(declaration), body: node.childForFieldName("body") };
}
function methodSignature(node) {
  if (node.type === "method_signature" && node.parent?.type === "class_body" && hasImplementation(node)) return void 0;
  const definition = abstract(definitionOf("method", node));
  if (definition && definition.type === "Function") {
    definition.type = "Method";
    definition.stereotypes = ["TYPE_MEMBER", "ABSTRACT"];
  }
  return definition;
}
function propertySignature(node) {
  if (node.parent?.type !== "interface_body" && !isAliasedObjectType(node.parent)) return void 0;
  const name2 = nameText(node.childForFieldName("name"));
  if (!name2) return void 0;
  return { type: "Field", simpleName: name2, localName: name2, signature: name2, parameters: [], ...typedField(node), stereotypes: ["TYPE_MEMBER"], declaration: node, body: node.childForFieldName("type") };
}
function parameterProperty(node) {
  const pattern = node.childForFieldName("pattern");
  if (pattern?.type !== "identifier") return void 0;
  return {
    type: "Field",
    simpleName: pattern.text,
    localName: pattern.text,
    signature: pattern.text,
    parameters: [],
    ...typedField(node),
    stereotypes: ["TYPE_MEMBER"],
    declaration: node,
    body: node.childForFieldName("type"),
    ownedByType: true
  };
}
function hasImplementation(signature) {
  const name2 = signature.childForFieldName("name")?.text;
  const statement = signature.parent?.type === "export_statement" ? signature.parent : signature;
  for (let sibling = statement.nextNamedSibling; sibling; sibling = sibling.nextNamedSibling) {
    const declaration = sibling.type === "export_statement" ? sibling.childForFieldName("declaration") : sibling;
    if (!declaration || declaration.childForFieldName("name")?.text !== name2) continue;
    if (declaration.type === "function_declaration" || declaration.type === "method_definition") return true;
  }
  return false;
}
function abstract(definition) {
  if (definition && !definition.stereotypes.includes("ABSTRACT")) definition.stereotypes.push("ABSTRACT");
  return definition;
}
function withSupertypes(definition, supertypes) {
  if (definition && supertypes.length > 0) definition.supertypes = supertypes;
  return definition;
}
function implementedTypes(classNode) {
  const heritage = classNode.namedChildren.find((child) => child?.type === "class_heritage");
  const clause = heritage?.namedChildren.find((child) => child?.type === "implements_clause");
  return clause ? typeNames(clause) : [];
}
function typeNames(clause) {
  const names = [];
  for (const type of clause.namedChildren) {
    if (!type) continue;
    const named2 = type.type === "generic_type" ? type.childForFieldName("name") : type;
    const text = named2?.text.split(".").pop();
    if (text && /^[\p{L}_$][\p{L}\p{N}_$]*$/u.test(text)) names.push(text);
  }
  return names;
}
function typedField(node) {
  const fieldType = annotationText(node.childForFieldName("type"));
  return fieldType ? { fieldType } : {};
}
function isAliasedObjectType(node) {
  return node?.type === "object_type" && node.parent?.type === "type_alias_declaration" && node.parent.childForFieldName("value")?.id === node.id;
}

// src/languages/javascript/warm-up.ts
var JAVASCRIPT_WARM_UP = {
  path: "warm-up/ledger.js",
  before: "export class Ledger {\n  constructor() {\n    this.entries = [];\n  }\n\n  add(amount) {\n    this.entries.push(amount);\n  }\n\n  describe() {\n    let sum = 0;\n    for (const entry of this.entries) {\n      sum += entry;\n    }\n    const count = this.entries.length;\n    return `total ${sum} in ${count} entries`;\n  }\n}\n",
  after: "export class Ledger {\n  constructor() {\n    this.entries = [];\n  }\n\n  record(amount) {\n    this.entries.push(amount);\n  }\n\n  describe() {\n    const sum = this.total();\n    const count = this.entries.length;\n    return `total ${sum} in ${count} entries`;\n  }\n\n  total() {\n    let sum = 0;\n    for (const entry of this.entries) {\n      sum += entry;\n    }\n    return sum;\n  }\n}\n"
};

// src/languages/javascript/index.ts
var javaScriptLanguage = {
  name: "javascript",
  warmUp: JAVASCRIPT_WARM_UP,
  extensions: [".js", ".mjs", ".cjs", ".jsx"],
  kinds: ["File", "Class", "Interface", "Type", "Method", "Function", "Field"],
  family: "javascript",
  create: createJavaScriptPlugin
};
async function createJavaScriptPlugin() {
  const language = await loadGrammar("tree-sitter-javascript", "tree-sitter-javascript.wasm");
  const tsx = () => loadGrammar("tree-sitter-typescript", "tree-sitter-tsx.wasm");
  return familyPlugin(
    javaScriptLanguage,
    [
      { load: tsx, dialect: { query: TYPESCRIPT_QUERY, definitionOf: definitionOf2 }, reads: hasFlowPragma },
      { language, dialect: { query: DEFINITIONS_QUERY, definitionOf } }
    ],
    isGeneratedJavaScript
  );
}

// src/languages/kotlin/annotated-declarations.ts
function unannotateMisreadDeclarations(source, parser) {
  if (!TOP_LEVEL_ANNOTATION.test(source)) return source;
  const tree = parser.parse(source);
  if (!tree) return source;
  try {
    const annotations = tree.rootNode.namedChildren.flatMap((statement) => statement ? misreadAnnotations(statement) : []);
    return annotations.length === 0 ? source : blank2(source, annotations);
  } finally {
    tree.delete();
  }
}
function misreadAnnotations(statement) {
  const annotations = [];
  let node = statement;
  while (node && node.childCount > 0) {
    if (node.type === "annotated_expression") {
      const annotation = node.firstNamedChild;
      if (annotation?.type === "annotation") annotations.push(annotation);
      node = node.lastNamedChild;
    } else node = node.firstChild;
  }
  return annotations.length > 0 && node?.type === "identifier" && DECLARATION_WORDS.has(node.text) ? annotations : [];
}
function blank2(source, annotations) {
  let blanked = "";
  let from = 0;
  for (const { startIndex, endIndex } of annotations) {
    blanked += source.slice(from, startIndex) + source.slice(startIndex, endIndex).replace(/[^\r\n]/g, " ");
    from = endIndex;
  }
  return blanked + source.slice(from);
}
var TOP_LEVEL_ANNOTATION = /^@(?!file:)/m;
var DECLARATION_WORDS = /* @__PURE__ */ new Set([
  "fun",
  "class",
  "interface",
  "object",
  "val",
  "var",
  "typealias",
  "public",
  "private",
  "protected",
  "internal",
  "abstract",
  "final",
  "open",
  "override",
  "lateinit",
  "const",
  "enum",
  "sealed",
  "annotation",
  "data",
  "inner",
  "value",
  "tailrec",
  "operator",
  "infix",
  "inline",
  "external",
  "suspend",
  "expect",
  "actual"
]);

// src/languages/kotlin/accessor-named-assignments.ts
function parenthesizeAccessorNamedAssignments(source) {
  if (!ACCESSOR_NAMED_ASSIGNMENT.test(source)) return source;
  return source.replace(ACCESSOR_NAMED_ASSIGNMENTS, "$1($2)$3");
}
var PATTERN = String.raw`^([ \t]*)[ \t](set|get)[ \t]([-+*/%]?=(?!=))`;
var ACCESSOR_NAMED_ASSIGNMENT = new RegExp(PATTERN, "m");
var ACCESSOR_NAMED_ASSIGNMENTS = new RegExp(PATTERN, "gm");

// src/languages/kotlin/final-line-end.ts
function withFinalLineEnd(source) {
  return source.length === 0 || source.endsWith("\n") || source.endsWith("\r") ? source : `${source}
`;
}

// src/languages/kotlin/local-scopes.ts
function localNameReader() {
  let tree;
  let locals = /* @__PURE__ */ new Set();
  return (name2) => {
    if (name2.tree !== tree) {
      tree = name2.tree;
      locals = localIdentifiers(tree);
    }
    return locals.has(name2.startIndex);
  };
}
var MEMBER_SCOPES = /* @__PURE__ */ new Set(["class_body", "enum_class_body", "source_file"]);
var OWN_VALUE = /* @__PURE__ */ new Set(["property_declaration", "when_subject"]);
var DECLARING = /* @__PURE__ */ new Set(["property_declaration", "variable_declaration", "multi_variable_declaration", "lambda_parameters", "when_subject", "function_value_parameters"]);
function localIdentifiers(tree) {
  const found = /* @__PURE__ */ new Set();
  const inScope = /* @__PURE__ */ new Map();
  const declare = (names, frame) => {
    for (const name2 of names) {
      inScope.set(name2, (inScope.get(name2) ?? 0) + 1);
      frame.declared.push(name2);
    }
  };
  const cursor = tree.walk();
  const frames = [];
  try {
    for (; ; ) {
      const parent = frames[frames.length - 1];
      const named2 = cursor.nodeIsNamed;
      const type = cursor.nodeType;
      const position = named2 && parent ? parent.named++ : -1;
      if (type === "identifier" && named2) {
        const receiverOnly = parent?.type === "navigation_expression" && position !== 0;
        if (!receiverOnly && inScope.has(cursor.nodeText)) found.add(cursor.startIndex);
      }
      if (cursor.gotoFirstChild()) {
        frames.push({ type, declared: [], named: 0 });
        continue;
      }
      for (; ; ) {
        const around = frames[frames.length - 1];
        if (around && cursor.nodeIsNamed && !MEMBER_SCOPES.has(around.type) && !OWN_VALUE.has(around.type)) {
          if (cursor.nodeType === "identifier") {
            if (around.type === "catch_block" || around.type === "setter") declare([cursor.nodeText], around);
          } else if (DECLARING.has(cursor.nodeType)) {
            declare(declaredNames(cursor.currentNode), around);
          }
        }
        if (cursor.gotoNextSibling()) break;
        if (!cursor.gotoParent()) return found;
        const left = frames.pop();
        for (const name2 of left.declared) {
          const count = inScope.get(name2) - 1;
          if (count === 0) inScope.delete(name2);
          else inScope.set(name2, count);
        }
      }
    }
  } finally {
    cursor.delete();
  }
}
function declaredNames(node) {
  switch (node.type) {
    case "property_declaration":
    case "variable_declaration":
    case "multi_variable_declaration":
    case "lambda_parameters":
    case "when_subject":
      return variableNames(node);
    case "function_value_parameters":
      return node.namedChildren.filter((child) => child?.type === "parameter").map((parameter) => parameter.namedChild(0)?.text ?? "");
    default:
      return [];
  }
}
function variableNames(node) {
  if (node.type === "variable_declaration") return node.namedChildren.filter((child) => child?.type === "identifier").map((child) => child.text);
  const names = [];
  for (const child of node.namedChildren) if (child?.type === "variable_declaration" || child?.type === "multi_variable_declaration") names.push(...variableNames(child));
  return names;
}

// src/languages/kotlin/same-code.ts
function sameKotlinCode(before, after) {
  return sameCodeTokens(before, after, KOTLIN_LEXER);
}
var TAB5 = 9;
var LINE_FEED6 = 10;
var FORM_FEED = 12;
var CARRIAGE_RETURN5 = 13;
var SPACE5 = 32;
var DOUBLE_QUOTE4 = 34;
var DOLLAR3 = 36;
var SINGLE_QUOTE = 39;
var STAR6 = 42;
var SLASH6 = 47;
var AT3 = 64;
var BACKSLASH5 = 92;
var BACKTICK2 = 96;
var OPEN_BRACE3 = 123;
var CLOSE_BRACE3 = 125;
var KOTLIN_LEXER = {
  begin: () => ({ position: 0, start: 0, layout: 0 }),
  next: nextToken4
};
function nextToken4(text, cursor) {
  let position = cursor.position;
  let layout = position === 0 ? 1 : 0;
  for (; ; ) {
    if (position >= text.length) return NO_MORE_TOKENS;
    const code = text.charCodeAt(position);
    if (code === SPACE5 || code === TAB5 || code === FORM_FEED) position++;
    else if (code === LINE_FEED6 || code === CARRIAGE_RETURN5) {
      layout = 1;
      position++;
    } else if (code === SLASH6 && text.charCodeAt(position + 1) === SLASH6) position = lineEnd(text, position);
    else if (code === SLASH6 && text.charCodeAt(position + 1) === STAR6) {
      const end2 = blockCommentEnd(text, position, true);
      if (end2 < 0) return UNREADABLE_TEXT;
      if (layout === 0 && holdsLineBreak(text, position, end2)) layout = 1;
      position = end2;
    } else break;
  }
  const end = tokenEnd3(text, position);
  if (end < 0) return UNREADABLE_TEXT;
  if (text.charCodeAt(position) === AT3) {
    if (position === cursor.position && position > 0) layout += 2;
    const after = text.charCodeAt(end);
    if (after === SPACE5 || after === TAB5 || after === FORM_FEED || after === LINE_FEED6 || after === CARRIAGE_RETURN5 || after === SLASH6) layout += 4;
  }
  cursor.start = position;
  cursor.position = end;
  cursor.layout = layout;
  return end;
}
function holdsLineBreak(text, start2, end) {
  for (let position = start2; position < end; position++) {
    const code = text.charCodeAt(position);
    if (code === LINE_FEED6 || code === CARRIAGE_RETURN5) return true;
  }
  return false;
}
function tokenEnd3(text, start2) {
  const code = text.charCodeAt(start2);
  if (isDigit(code) || code === 46 && isDigit(text.charCodeAt(start2 + 1))) return numberEnd4(text, start2);
  if (isWordPart(code)) {
    const end = wordEnd(text, start2);
    return end === start2 + 2 && text.startsWith("as?", start2) ? end + 1 : end;
  }
  switch (code) {
    case DOUBLE_QUOTE4:
      return stringEnd3(text, start2);
    case SINGLE_QUOTE:
      return quotedEnd(text, start2);
    case BACKTICK2: {
      const close = text.indexOf("`", start2 + 1);
      return close < 0 || holdsLineBreak(text, start2, close) ? -1 : close + 1;
    }
    case AT3:
      return wordEnd(text, start2 + 1);
    case 35:
      return start2 === 0 && text.charCodeAt(1) === 33 ? lineEnd(text, start2) : -1;
    default:
      return operatorEnd2(text, start2);
  }
}
function numberEnd4(text, start2) {
  let end = start2 + 1;
  while (end < text.length) {
    const code = text.charCodeAt(end);
    if (isWordPart(code) || code === 46 && isDigit(text.charCodeAt(end + 1))) end++;
    else if ((code === 43 || code === 45) && (text.charCodeAt(end - 1) | 32) === 101 && isDigit(text.charCodeAt(end + 1))) end++;
    else break;
  }
  return end;
}
function stringEnd3(text, start2) {
  const raw = text.charCodeAt(start2 + 1) === DOUBLE_QUOTE4 && text.charCodeAt(start2 + 2) === DOUBLE_QUOTE4;
  let position = start2 + (raw ? 3 : 1);
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (code === DOUBLE_QUOTE4) {
      if (!raw) return position + 1;
      if (text.charCodeAt(position + 1) === DOUBLE_QUOTE4 && text.charCodeAt(position + 2) === DOUBLE_QUOTE4) {
        let end = position + 3;
        while (text.charCodeAt(end) === DOUBLE_QUOTE4) end++;
        return end;
      }
      position++;
    } else if (code === DOLLAR3 && text.charCodeAt(position + 1) === OPEN_BRACE3) {
      position = templateEnd(text, position + 2);
      if (position < 0) return -1;
    } else if (!raw && code === BACKSLASH5) position += 2;
    else if (!raw && (code === LINE_FEED6 || code === CARRIAGE_RETURN5)) return -1;
    else position++;
  }
  return -1;
}
function templateEnd(text, start2) {
  let depth = 0;
  let position = start2;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (code === DOUBLE_QUOTE4) position = stringEnd3(text, position);
    else if (code === SINGLE_QUOTE) position = quotedEnd(text, position);
    else if (code === BACKTICK2) position = tokenEnd3(text, position);
    else if (code === OPEN_BRACE3) {
      depth++;
      position++;
    } else if (code === CLOSE_BRACE3) {
      if (depth === 0) return position + 1;
      depth--;
      position++;
    } else if (code === SLASH6 && (text.charCodeAt(position + 1) === SLASH6 || text.charCodeAt(position + 1) === STAR6)) return -1;
    else position++;
    if (position < 0) return -1;
  }
  return -1;
}
function operatorEnd2(text, start2) {
  const code = text.charCodeAt(start2);
  const next = text.charCodeAt(start2 + 1);
  switch (code) {
    case 40:
    // (
    case 41:
    // )
    case 91:
    // [
    case 93:
    // ]
    case OPEN_BRACE3:
    case CLOSE_BRACE3:
    case 44:
    // ,
    case 59:
    // ;
    case 126:
      return start2 + 1;
    case 33:
      if (next === 61) return text.charCodeAt(start2 + 2) === 61 ? start2 + 3 : start2 + 2;
      if (next === 33) return start2 + 2;
      if ((text.startsWith("is", start2 + 1) || text.startsWith("in", start2 + 1)) && !isWordPart(text.charCodeAt(start2 + 3))) return start2 + 3;
      return start2 + 1;
    case 61:
      if (next === 61) return text.charCodeAt(start2 + 2) === 61 ? start2 + 3 : start2 + 2;
      return start2 + 1;
    case 46:
      if (next !== 46) return start2 + 1;
      return text.charCodeAt(start2 + 2) === 60 ? start2 + 3 : start2 + 2;
    case 43:
    // + ++ +=
    case 45:
      return next === code || next === 61 || code === 45 && next === 62 ? start2 + 2 : start2 + 1;
    case 38:
    // & &&
    case 124:
    // | ||
    case 58:
      return next === code ? start2 + 2 : start2 + 1;
    case 63:
      return next === 46 || next === 58 ? start2 + 2 : start2 + 1;
    case 60:
    // < <=
    case 62:
    // > >=
    case STAR6:
    // * *=
    case SLASH6:
    // / /=
    case 37:
      return next === 61 ? start2 + 2 : start2 + 1;
    default:
      return -1;
  }
}

// src/languages/kotlin/statements.ts
var KOTLIN_STATEMENTS = {
  // `fun f() = expr` has a body of one statement; `{ ... }` is a block inside the function body.
  blocks: /* @__PURE__ */ new Set(["function_body", "block"]),
  transparent: /* @__PURE__ */ new Set(["block"]),
  nestedFields: /* @__PURE__ */ new Set([]),
  // `else if` chains, `catch`, `finally` and each branch of a `when` hold statements of their own.
  clauses: /* @__PURE__ */ new Set(["if_expression", "catch_block", "finally_block", "when_entry"]),
  // A lambda (`use { ... }`, `apply { ... }`) and an anonymous object's body, inside an expression.
  nestedBodies: /* @__PURE__ */ new Set(["lambda_literal", "class_body"]),
  classBodies: /* @__PURE__ */ new Set(["class_body"]),
  declarators: /* @__PURE__ */ new Map([
    ["variable_declaration", named],
    ["catch_block", itself]
  ]),
  // `val id: Long`, `catch (e: IOException)`: the type follows the name; `val id = f()` has it inferred.
  typeField: writtenType2,
  inferredType: "Inferred",
  blockScoped: true,
  calls: /* @__PURE__ */ new Map([["call_expression", callParts2]])
};
function writtenType2(declarator) {
  return declarator.namedChildren.find((child) => !!child && child.type.endsWith("_type")) ?? void 0;
}
function itself(node) {
  return [node];
}
function named(node) {
  return node.text.trim() === "_" ? [] : [node];
}
function callParts2(node) {
  return { callee: node.namedChild(0), arguments: node.namedChildren.find((child) => child?.type === "value_arguments") ?? null };
}

// src/languages/kotlin/family-types.ts
function kotlinTypeInFamily(written) {
  const named2 = written.replace(/@[\w.:]+(\([^()]*\))?/g, " ").replace(/\?/g, "").replace(/\s+/g, " ").trim().replace(/\s*([<>,.])\s*/g, "$1").replace(QUALIFIED_NAME2, (name2) => familyName(name2, READ_ONLY_NAMES));
  return withoutStarArguments(asInterfaces(named2)).replace(/,\s*/g, ", ");
}
function asInterfaces(type) {
  const text = type.trim();
  const arrow = topLevel(text, "->");
  if (arrow >= 0 && !text.startsWith("suspend ")) {
    const left = text.slice(0, arrow).trim();
    const open = left.endsWith(")") ? matchingOpen(left, left.length - 1) : -1;
    if (open < 0) return text;
    const receiver = left.slice(0, open).replace(/\.$/, "").trim();
    const parameters = splitTopLevel(left.slice(open + 1, -1)).map((p) => p.replace(/^[\w`]+\s*:\s*/, ""));
    const parts2 = [...receiver ? [receiver] : [], ...parameters, text.slice(arrow + 2)].map(asInterfaces);
    return `Function${parts2.length - 1}<${parts2.join(", ")}>`;
  }
  if (text.startsWith("(") && matchingClose(text, 0) === text.length - 1) return asInterfaces(text.slice(1, -1));
  const variance = /^(out|in|vararg) /.exec(text);
  if (variance) return `${variance[1]} ${asInterfaces(text.slice(variance[0].length))}`;
  const angle = text.indexOf("<");
  if (angle < 0 || !text.endsWith(">")) return text;
  return `${text.slice(0, angle)}<${splitTopLevel(text.slice(angle + 1, -1)).map(asInterfaces).join(", ")}>`;
}
function topLevel(text, token) {
  let depth = 0;
  for (let i2 = 0; i2 < text.length; i2++) {
    if (text.startsWith(token, i2) && depth === 0) return i2;
    const c = text[i2];
    if (c === "(" || c === "<") depth++;
    else if ((c === ")" || c === ">") && text[i2 - 1] !== "-") depth--;
  }
  return -1;
}
function splitTopLevel(list) {
  const parts2 = [];
  let rest = list;
  for (let comma = topLevel(rest, ","); comma >= 0; comma = topLevel(rest, ",")) {
    parts2.push(rest.slice(0, comma).trim());
    rest = rest.slice(comma + 1);
  }
  return rest.trim() === "" ? parts2 : [...parts2, rest.trim()];
}
function matchingOpen(text, close) {
  let depth = 0;
  for (let i2 = close; i2 >= 0; i2--) {
    if (text[i2] === ")") depth++;
    else if (text[i2] === "(" && --depth === 0) return i2;
  }
  return -1;
}
function matchingClose(text, open) {
  let depth = 0;
  for (let i2 = open; i2 < text.length; i2++) {
    if (text[i2] === "(") depth++;
    else if (text[i2] === ")" && --depth === 0) return i2;
  }
  return -1;
}
var QUALIFIED_NAME2 = /[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)*/g;
var READ_ONLY_NAMES = /* @__PURE__ */ new Map([
  ["MutableList", "List"],
  ["MutableSet", "Set"],
  ["MutableMap", "Map"],
  ["MutableCollection", "Collection"],
  ["MutableIterable", "Iterable"],
  ["MutableIterator", "Iterator"],
  ["MutableListIterator", "ListIterator"],
  ["MutableMap.MutableEntry", "Map.Entry"],
  ["Map.MutableEntry", "Map.Entry"]
]);

// src/languages/kotlin/definitions.ts
var TYPE_KINDS7 = /* @__PURE__ */ new Set(["Class", "Interface", "Enum", "Object"]);
function readClass(node) {
  const name2 = node.childForFieldName("name")?.text;
  if (!name2) return void 0;
  const kind = hasToken(node, "interface") ? "Interface" : modifierWords(node).includes("enum") ? "Enum" : "Class";
  return { kind, name: name2, body: bodyOf(node) };
}
function readObject(node) {
  const name2 = node.type === "enum_entry" ? node.namedChildren.find((child) => child?.type === "identifier")?.text : node.childForFieldName("name")?.text;
  return { kind: "Object", name: name2 ?? "Companion", body: bodyOf(node) };
}
function readObjectExpression(node) {
  const name2 = objectExpressionName(node);
  if (!name2) return void 0;
  const declaration = node.parent?.type === "property_declaration" && DECLARATION_SCOPES.has(node.parent.parent?.type ?? "") ? node.parent : void 0;
  const property = declaration?.namedChildren.find((child) => child?.type === "variable_declaration");
  const propertyName = property?.namedChildren.find((child) => child?.type === "identifier")?.text;
  return { kind: "Object", name: propertyName ? `${propertyName}.${name2}` : name2, stereotypes: ["INFERRED_NAME", "ANONYMOUS_TYPE"], body: bodyOf(node) };
}
function objectExpressionName(node) {
  const first = node.namedChildren.find((child) => child?.type === "delegation_specifiers")?.namedChild(0);
  const invoked = first?.namedChild(0);
  const type = invoked?.type === "constructor_invocation" ? invoked.namedChild(0) : invoked;
  if (type?.type !== "user_type") return void 0;
  return type.namedChildren.filter((child) => child?.type === "identifier").pop()?.text;
}
function readEnumEntry(node) {
  if (node.namedChildren.some((child) => child?.type === "class_body")) return void 0;
  const name2 = node.namedChildren.find((child) => child?.type === "identifier")?.text;
  return name2 ? { name: name2, stereotypes: ["TYPE_MEMBER"], reachableByName: true } : void 0;
}
function readFunction2(node, parentKind) {
  const name2 = node.childForFieldName("name")?.text;
  if (!name2) return void 0;
  const isMember = TYPE_KINDS7.has(parentKind);
  const body2 = node.namedChildren.find((child) => child?.type === "function_body") ?? null;
  const stereotypes = isMember ? ["TYPE_MEMBER"] : [];
  if (!body2) stereotypes.push("ABSTRACT");
  const reading = callable(isMember ? "Method" : "Function", receiverPrefix(node) + name2, parametersOf7(node), stereotypes, body2);
  const returnType = returnTypeOf2(node);
  return returnType ? { ...reading, returnType } : reading;
}
function returnTypeOf2(node) {
  const list = node.namedChildren.find((child) => child?.type === "function_value_parameters");
  let next = list?.nextNamedSibling;
  while (next && COMMENTS2.includes(next.type)) next = next.nextNamedSibling;
  return next && TYPE_NODES.has(next.type) ? typeText2(next) : void 0;
}
var COMMENTS2 = ["line_comment", "block_comment"];
var INFERRED2 = "Inferred";
var TYPE_NODES = /* @__PURE__ */ new Set(["user_type", "nullable_type", "function_type", "parenthesized_type", "non_nullable_type", "dynamic"]);
function declaredTypeOf2(declaration) {
  const type = declaration?.namedChildren.find((child) => child !== null && TYPE_NODES.has(child.type));
  return type ? { fieldType: typeText2(type) } : {};
}
function readSecondaryConstructor(node, parentKind) {
  if (!TYPE_KINDS7.has(parentKind)) return void 0;
  const body2 = node.namedChildren.find((child) => child?.type === "block") ?? null;
  return callable("Method", "constructor", parametersOf7(node), ["TYPE_CONSTRUCTOR"], body2);
}
function readPrimaryConstructor(node, parentKind) {
  if (!TYPE_KINDS7.has(parentKind)) return void 0;
  const list = node.namedChildren.find((child) => child?.type === "class_parameters");
  const parameters = [];
  for (const parameter of list?.namedChildren ?? []) {
    if (parameter?.type !== "class_parameter") continue;
    const name2 = parameter.namedChildren.find((child) => child?.type === "identifier")?.text;
    const type = parameter.namedChildren.find((child) => child !== null && TYPE_NODES.has(child.type));
    if (name2) parameters.push({ name: name2, type: type ? typeText2(type) : void 0 });
  }
  return { ...callable("Method", "constructor", parameters, ["TYPE_CONSTRUCTOR"], null), holdsNoElements: true };
}
var DECLARATION_SCOPES = /* @__PURE__ */ new Set(["class_body", "enum_class_body", "source_file"]);
function readProperty2(node, parentKind) {
  const isMember = TYPE_KINDS7.has(parentKind);
  if (!isMember && parentKind !== "File") return void 0;
  if (!DECLARATION_SCOPES.has(node.parent?.type ?? "")) return void 0;
  const variable = node.namedChildren.find((child) => child?.type === "variable_declaration");
  const name2 = variable?.namedChildren.find((child) => child?.type === "identifier")?.text;
  if (!name2) return void 0;
  const { fieldType = INFERRED2 } = declaredTypeOf2(variable);
  const stereotypes = isMember ? ["TYPE_MEMBER"] : [];
  if (isMember && modifierWords(node).includes("abstract")) stereotypes.push("ABSTRACT");
  return { name: receiverPrefix(node) + name2, fieldType, stereotypes, body: propertyBody(node) };
}
function readPropertyParameter(node) {
  if (!hasToken(node, "val") && !hasToken(node, "var")) return void 0;
  const name2 = node.namedChildren.find((child) => child?.type === "identifier")?.text;
  return name2 ? { name: name2, ...declaredTypeOf2(node), stereotypes: ["TYPE_MEMBER"] } : void 0;
}
function callable(kind, name2, parameters, stereotypes, body2) {
  const localName = `${name2}(${parameters.map((parameter) => parameter.type ?? parameter.name).join(", ")})`;
  return { kind, name: name2, parameters, localName, stereotypes, body: body2 };
}
function parametersOf7(node) {
  const list = node.namedChildren.find((child) => child?.type === "function_value_parameters");
  const parameters = [];
  for (const parameter of list?.namedChildren ?? []) {
    if (parameter?.type !== "parameter") continue;
    const [name2, ...rest] = parameter.namedChildren.filter((child) => child !== null && !COMMENTS2.includes(child.type));
    const type = rest[0];
    if (!name2) continue;
    const vararg = parameter.previousNamedSibling?.type === "parameter_modifiers" && /\bvararg\b/.test(parameter.previousNamedSibling.text);
    parameters.push({ name: name2.text, type: type ? `${vararg ? "vararg " : ""}${typeText2(type)}` : void 0 });
  }
  return parameters;
}
function receiverPrefix(node) {
  for (let i2 = 1; i2 < node.childCount; i2++) {
    const child = node.child(i2);
    if (child?.type === "." && !child.isNamed) {
      const receiver = child.previousSibling;
      return receiver?.isNamed ? `${typeText2(receiver)}.` : "";
    }
  }
  return "";
}
function typeText2(type) {
  return textWithoutComments2(type, COMMENTS2).replace(/\s+/g, " ").replace(/\s*([<>(),?.:])\s*/g, "$1").replace(/->/g, " -> ").replace(/,/g, ", ").replace(/:/g, ": ");
}
function propertyBody(node) {
  const getter = node.namedChildren.find((child) => child?.type === "getter");
  if (getter) return getter;
  for (let i2 = 0; i2 < node.childCount; i2++) {
    const child = node.child(i2);
    if (child?.type === "property_delegate") return child;
    if (child?.type === "=" && !child.isNamed) return child.nextNamedSibling;
  }
  return null;
}
function bodyOf(node) {
  return node.namedChildren.find((child) => child?.type === "class_body" || child?.type === "enum_class_body") ?? null;
}
function hasToken(node, token) {
  for (let i2 = 0; i2 < node.childCount; i2++) {
    const child = node.child(i2);
    if (child && !child.isNamed && child.type === token) return true;
  }
  return false;
}
function modifierWords(node) {
  const modifiers = node.namedChildren.find((child) => child?.type === "modifiers");
  return modifiers ? modifiers.text.split(/\s+/) : [];
}

// src/languages/kotlin/warm-up.ts
var KOTLIN_WARM_UP = {
  path: "warm-up/Ledger.kt",
  before: 'package warm.up\n\nclass Ledger {\n    private val entries = mutableListOf<Int>()\n\n    fun add(amount: Int) {\n        entries.add(amount)\n    }\n\n    fun describe(): String {\n        var sum = 0\n        for (entry in entries) {\n            sum += entry\n        }\n        val count = entries.size\n        return "total $sum in $count entries"\n    }\n}\n',
  after: 'package warm.up\n\nclass Ledger {\n    private val entries = mutableListOf<Int>()\n\n    fun record(amount: Int) {\n        entries.add(amount)\n    }\n\n    fun describe(): String {\n        val sum = total()\n        val count = entries.size\n        return "total $sum in $count entries"\n    }\n\n    private fun total(): Int {\n        var sum = 0\n        for (entry in entries) {\n            sum += entry\n        }\n        return sum\n    }\n}\n'
};

// src/languages/kotlin/index.ts
var kotlinLanguage = {
  name: "kotlin",
  warmUp: KOTLIN_WARM_UP,
  extensions: [".kt", ".kts"],
  kinds: ["File", "Class", "Interface", "Enum", "Object", "Method", "Function", "Field"],
  family: "jvm",
  typeInFamily: kotlinTypeInFamily,
  create: async () => {
    const plugin = await createQueryPlugin(KOTLIN);
    const parser = new import_web_tree_sitter2.Parser();
    parser.setLanguage(await loadGrammar(KOTLIN.grammar.packageName, KOTLIN.grammar.wasm));
    return withPreparedSources(plugin, (source) => unannotateMisreadDeclarations(withFinalLineEnd(parenthesizeAccessorNamedAssignments(source)), parser));
  }
};
var SUPERTYPE2 = "(user_type (identifier) @reference.supertype . (type_arguments)? .)";
var QUERY4 = `
(class_declaration) @definition.Class
[(object_declaration) (companion_object) (enum_entry (class_body)) (object_literal)] @definition.Object
(function_declaration) @definition.Function
(secondary_constructor) @definition.Function
(primary_constructor) @definition.Function
(property_declaration) @definition.Field
(class_parameter) @definition.Field
(enum_entry) @definition.Field
(delegation_specifier [${SUPERTYPE2} (constructor_invocation ${SUPERTYPE2}) (explicit_delegation ${SUPERTYPE2})])
(call_expression . [(identifier) @reference.call (navigation_expression (identifier) @reference.call .)])
(callable_reference (identifier) @reference.call .)
(navigation_expression (this_expression) (identifier) @reference.member)
(navigation_expression . (identifier) @reference.member)
(value_argument (identifier) @reference.member)
(assignment [left: (identifier) right: (identifier)] @reference.member)
(function_body (identifier) @reference.member)
(return_expression (identifier) @reference.member)
(interpolation (identifier) @reference.member)
(when_entry condition: (identifier) @reference.member)
(binary_expression) @reference.member.operands
(range_expression (identifier) @reference.member)
(in_expression (identifier) @reference.member)
(is_expression (identifier) @reference.member)
(as_expression (identifier) @reference.member)
(unary_expression (identifier) @reference.member)
(parenthesized_expression (identifier) @reference.member)
(index_expression (identifier) @reference.member)
(navigation_expression (_) (identifier) @reference.typemember .)
`;
var KOTLIN = {
  descriptor: kotlinLanguage,
  grammar: { packageName: "@tree-sitter-grammars/tree-sitter-kotlin", wasm: "tree-sitter-kotlin.wasm" },
  query: QUERY4,
  // A character literal is one token, as in Java (`'A'`): read by its leaves it would be `'` `'`, its character lost.
  tokens: { atomic: /* @__PURE__ */ new Set(["string_literal", "multiline_string_literal", "character_literal"]), skip: /* @__PURE__ */ new Set(["line_comment", "block_comment"]) },
  statements: KOTLIN_STATEMENTS,
  sameCode: sameKotlinCode,
  // A singleton `object` becomes a `class` (or back) with its code: the same type, as RefactoringMiner holds.
  // A member function moved out of its class to the top level of a file (often as an extension,
  // `fun load(name: String)` -> `fun String.load()`), or a top-level function moved into a type:
  // the same code in another place, a moved method as RefactoringMiner reads it.
  interchangeableKinds: [["Class", "Object"], ["Method", "Function"]],
  readCallQualifier: typeCalledOn,
  // A local named like a field or an enum entry is no use of it.
  localNameReader,
  // `Header.parse(file)` reaches the `parse` of `Header`'s companion object.
  ownerNames: (owner, parentOf) => {
    const outer = parentOf(owner);
    return owner.type === "Object" && owner.simpleName === COMPANION && outer ? [owner.simpleName, outer.simpleName] : [owner.simpleName];
  },
  readPackage: (root) => root.namedChildren.find((child) => child?.type === "package_header")?.namedChildren[0]?.text.replace(/\s+/g, ""),
  readDefinition(kind, node, parentKind) {
    if (insideObjectExpression(node)) return void 0;
    switch (node.type) {
      case "class_declaration":
        return readClass(node);
      case "enum_entry":
        return kind === "Field" ? readEnumEntry(node) : readObject(node);
      case "object_declaration":
      case "companion_object":
        return readObject(node);
      case "object_literal":
        return readObjectExpression(node);
      case "function_declaration":
        return readFunction2(node, parentKind);
      case "secondary_constructor":
        return readSecondaryConstructor(node, parentKind);
      case "primary_constructor":
        return readPrimaryConstructor(node, parentKind);
      case "property_declaration":
        return readProperty2(node, parentKind);
      case "class_parameter":
        return readPropertyParameter(node);
      default:
        return void 0;
    }
  }
};
var COMPANION = "Companion";
function typeCalledOn(name2) {
  const navigation = name2.parent;
  if (navigation?.type !== "navigation_expression" || navigation.lastNamedChild?.id !== name2.id) return void 0;
  let receiver = navigation.namedChild(0);
  let last = receiver?.type === "navigation_expression" ? receiver.lastNamedChild : receiver;
  if (last?.text === COMPANION && receiver?.type === "navigation_expression") {
    receiver = receiver.namedChild(0);
    last = receiver?.type === "navigation_expression" ? receiver.lastNamedChild : receiver;
  }
  return last?.type === "identifier" && /^[A-Z]/.test(last.text) ? last.text : void 0;
}
function insideObjectExpression(node) {
  const literal = node.parent?.type === "class_body" ? node.parent.parent : null;
  return literal?.type === "object_literal" && !objectExpressionName(literal);
}

// src/languages/python/same-code.ts
function samePythonCode(before, after) {
  return sameCodeTokens(before, after, PYTHON_LEXER);
}
var TAB6 = 9;
var LINE_FEED7 = 10;
var FORM_FEED2 = 12;
var CARRIAGE_RETURN6 = 13;
var SPACE6 = 32;
var DOUBLE_QUOTE5 = 34;
var HASH4 = 35;
var SINGLE_QUOTE2 = 39;
var BACKSLASH6 = 92;
var OPEN_BRACE4 = 123;
var CLOSE_BRACE4 = 125;
var PYTHON_LEXER = {
  begin(text) {
    const firstEnd = lineEnd(text, 0);
    const headEnd = lineEnd(text, firstEnd + (text.startsWith("\r\n", firstEnd) ? 2 : 1));
    const head = text.slice(0, headEnd).includes("coding") ? headEnd : -1;
    return { position: 0, start: 0, layout: 0, depth: 0, lineOpen: false, head };
  },
  next: nextToken5
};
function nextToken5(text, cursor) {
  if (cursor.head >= 0) {
    const end2 = cursor.head;
    cursor.head = -1;
    cursor.start = 0;
    cursor.position = 0;
    cursor.layout = -1;
    return end2;
  }
  let position = cursor.position;
  let lineStart = position;
  let joined = false;
  for (; ; ) {
    if (position >= text.length) return NO_MORE_TOKENS;
    const code = text.charCodeAt(position);
    if (code === SPACE6 || code === TAB6 || code === FORM_FEED2) position++;
    else if (code === HASH4) position = lineEnd(text, position);
    else if (code === LINE_FEED7 || code === CARRIAGE_RETURN6) {
      position += code === CARRIAGE_RETURN6 && text.charCodeAt(position + 1) === LINE_FEED7 ? 2 : 1;
      if (joined) return UNREADABLE_TEXT;
      if (cursor.depth === 0) {
        cursor.lineOpen = false;
        lineStart = position;
      }
    } else if (code === BACKSLASH6) {
      const after = lineBreakEnd(text, position + 1);
      if (after < 0 || cursor.depth === 0 && !cursor.lineOpen) return UNREADABLE_TEXT;
      position = after;
      joined = true;
    } else break;
  }
  let layout = joined ? 1 : 0;
  if (cursor.depth === 0 && !cursor.lineOpen) {
    layout = indentationLayout(text, lineStart, position);
    if (layout < 0) return UNREADABLE_TEXT;
    cursor.lineOpen = true;
  }
  const end = tokenEnd4(text, position, cursor);
  if (end < 0) return UNREADABLE_TEXT;
  cursor.start = position;
  cursor.position = end;
  cursor.layout = layout;
  return end;
}
function lineBreakEnd(text, position) {
  const code = text.charCodeAt(position);
  if (code === CARRIAGE_RETURN6) return text.charCodeAt(position + 1) === LINE_FEED7 ? position + 2 : position + 1;
  return code === LINE_FEED7 ? position + 1 : -1;
}
function indentationLayout(text, start2, end) {
  if (end === start2) return 2;
  const first = text.charCodeAt(start2);
  if (first !== SPACE6 && first !== TAB6) return -1;
  for (let position = start2 + 1; position < end; position++) if (text.charCodeAt(position) !== first) return -1;
  return (first === SPACE6 ? 2 : 3) + 2 * (end - start2);
}
function tokenEnd4(text, start2, cursor) {
  const code = text.charCodeAt(start2);
  if (isWordPart(code) && !isDigit(code)) {
    const end = wordEnd(text, start2);
    const next = text.charCodeAt(end);
    if ((next === DOUBLE_QUOTE5 || next === SINGLE_QUOTE2) && end - start2 <= 2) {
      const prefix = stringPrefix(text, start2, end);
      if (prefix >= 0) return stringEnd4(text, end, prefix);
    }
    return end;
  }
  if (isDigit(code) || code === 46 && isDigit(text.charCodeAt(start2 + 1))) return numberEnd5(text, start2);
  if (code === DOUBLE_QUOTE5 || code === SINGLE_QUOTE2) return stringEnd4(text, start2, 0);
  if (code === 40 || code === 91 || code === OPEN_BRACE4) {
    cursor.depth++;
    return start2 + 1;
  }
  if (code === 41 || code === 93 || code === CLOSE_BRACE4) {
    if (cursor.depth === 0) return -1;
    cursor.depth--;
    return start2 + 1;
  }
  return operatorEnd3(text, start2);
}
function numberEnd5(text, start2) {
  let end = start2 + 1;
  while (end < text.length) {
    const code = text.charCodeAt(end);
    if (isWordPart(code) || code === 46) end++;
    else if ((code === 43 || code === 45) && (text.charCodeAt(end - 1) | 32) === 101 && isDigit(text.charCodeAt(end + 1))) end++;
    else break;
  }
  return end;
}
var RAW = 1;
var FORMAT = 2;
function stringPrefix(text, start2, end) {
  let flags2 = 0;
  let seen = "";
  for (let position = start2; position < end; position++) {
    const letter = String.fromCharCode(text.charCodeAt(position) | 32);
    if (seen.includes(letter)) return -1;
    seen += letter;
    if (letter === "r") flags2 |= RAW;
    else if (letter === "f" || letter === "t") flags2 |= FORMAT;
    else if (letter !== "u" && letter !== "b") return -1;
  }
  if (seen.length === 2 && (seen.includes("u") || seen.includes("b") && (flags2 & FORMAT) !== 0 || (flags2 & RAW) === 0)) return -1;
  return flags2;
}
function stringEnd4(text, quote, flags2) {
  const triple = text.charCodeAt(quote + 1) === text.charCodeAt(quote) && text.charCodeAt(quote + 2) === text.charCodeAt(quote);
  const end = plainStringEnd(text, quote, triple);
  if ((flags2 & FORMAT) === 0 || end < 0) return end;
  return formatStringEnd(text, quote, triple, (flags2 & RAW) !== 0) === end ? end : -1;
}
function plainStringEnd(text, quote, triple) {
  const mark = text.charCodeAt(quote);
  let position = quote + (triple ? 3 : 1);
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (code === BACKSLASH6) position = escapeEnd(text, position);
    else if (code === mark) {
      if (!triple) return position + 1;
      if (text.charCodeAt(position + 1) === mark && text.charCodeAt(position + 2) === mark) return position + 3;
      position++;
    } else if (!triple && (code === LINE_FEED7 || code === CARRIAGE_RETURN6)) return -1;
    else position++;
  }
  return -1;
}
function escapeEnd(text, position) {
  return text.startsWith("\r\n", position + 1) ? position + 3 : position + 2;
}
function formatStringEnd(text, quote, triple, raw) {
  const mark = text.charCodeAt(quote);
  let position = quote + (triple ? 3 : 1);
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (code === BACKSLASH6) {
      const escaped = text.charCodeAt(position + 1);
      if (!raw && escaped === 78 && text.charCodeAt(position + 2) === OPEN_BRACE4) {
        const close = text.indexOf("}", position + 3);
        if (close < 0) return -1;
        position = close + 1;
      } else if (escaped === OPEN_BRACE4 || escaped === CLOSE_BRACE4) position++;
      else position = escapeEnd(text, position);
    } else if (code === mark) {
      if (!triple) return position + 1;
      if (text.charCodeAt(position + 1) === mark && text.charCodeAt(position + 2) === mark) return position + 3;
      position++;
    } else if (!triple && (code === LINE_FEED7 || code === CARRIAGE_RETURN6)) return -1;
    else if (code === OPEN_BRACE4) {
      if (text.charCodeAt(position + 1) === OPEN_BRACE4) position += 2;
      else {
        position = fieldEnd(text, position + 1, mark, triple);
        if (position < 0) return -1;
      }
    } else if (code === CLOSE_BRACE4) {
      if (text.charCodeAt(position + 1) !== CLOSE_BRACE4) return -1;
      position += 2;
    } else position++;
  }
  return -1;
}
function fieldEnd(text, start2, mark, triple) {
  let depth = 0;
  let position = start2;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (code === DOUBLE_QUOTE5 || code === SINGLE_QUOTE2) {
      position = stringEnd4(text, position, 0);
      if (position < 0) return -1;
    } else if (isWordPart(code)) {
      const end = wordEnd(text, position);
      const next = text.charCodeAt(end);
      const prefix = (next === DOUBLE_QUOTE5 || next === SINGLE_QUOTE2) && end - position <= 2 && !isDigit(code) ? stringPrefix(text, position, end) : -1;
      position = prefix >= 0 ? stringEnd4(text, end, prefix) : end;
      if (position < 0) return -1;
    } else if (code === 40 || code === 91 || code === OPEN_BRACE4) {
      depth++;
      position++;
    } else if (code === 41 || code === 93) {
      if (--depth < 0) return -1;
      position++;
    } else if (code === CLOSE_BRACE4) {
      if (depth === 0) return position + 1;
      depth--;
      position++;
    } else if (code === 58 && depth === 0) {
      return formatSpecEnd(text, position + 1, mark, triple);
    } else if (code === HASH4 || code === BACKSLASH6 || !triple && (code === LINE_FEED7 || code === CARRIAGE_RETURN6)) return -1;
    else position++;
  }
  return -1;
}
function formatSpecEnd(text, start2, mark, triple) {
  let position = start2;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (code === CLOSE_BRACE4) return position + 1;
    if (code === OPEN_BRACE4) {
      position = fieldEnd(text, position + 1, mark, triple);
      if (position < 0) return -1;
    } else if (code === mark || code === BACKSLASH6 || code === LINE_FEED7 || code === CARRIAGE_RETURN6) return -1;
    else position++;
  }
  return -1;
}
function operatorEnd3(text, start2) {
  const code = text.charCodeAt(start2);
  const next = text.charCodeAt(start2 + 1);
  switch (code) {
    case 44:
    // ,
    case 59:
    // ;
    case 126:
      return start2 + 1;
    case 46:
      return next === 46 && text.charCodeAt(start2 + 2) === 46 ? start2 + 3 : start2 + 1;
    case 42:
    // * ** *= **=
    case 47:
    // / // /= //=
    case 60:
    // < << <= <<= <>
    case 62:
      if (next === code) return text.charCodeAt(start2 + 2) === 61 ? start2 + 3 : start2 + 2;
      if (next === 61 || code === 60 && next === 62) return start2 + 2;
      return start2 + 1;
    case 45:
      return next === 61 || next === 62 ? start2 + 2 : start2 + 1;
    case 33:
    // ! !=
    case 37:
    // % %=
    case 38:
    // & &=
    case 43:
    // + +=
    case 58:
    // : :=
    case 61:
    // = ==
    case 64:
    // @ @=
    case 94:
    // ^ ^=
    case 124:
      return next === 61 ? start2 + 2 : start2 + 1;
    default:
      return -1;
  }
}

// src/languages/python/statements.ts
var PYTHON_STATEMENTS = {
  blocks: /* @__PURE__ */ new Set(["block"]),
  nestedFields: /* @__PURE__ */ new Set(["body", "consequence", "alternative"]),
  clauses: /* @__PURE__ */ new Set(["elif_clause", "else_clause", "except_clause", "finally_clause", "case_clause"]),
  declarators: /* @__PURE__ */ new Map([
    ["assignment", declaredTargets],
    ["for_statement", declaredTargets],
    ["with_item", withAlias]
  ]),
  typeField: "type",
  // `projs = np.asarray(projs)` gives `projs` a new value: a new variable, as RefactoringMiner reads Python.
  redeclares: true,
  valueType: constructedType,
  calls: /* @__PURE__ */ new Map([["call", { callee: "function", arguments: "arguments" }]]),
  keywordArgument: { type: "keyword_argument", name: "name", value: "value" }
};
var TARGET_LISTS = /* @__PURE__ */ new Set(["pattern_list", "tuple_pattern", "list_pattern"]);
function declaredTargets(node) {
  const left = node.childForFieldName("left");
  return left ? namesIn2(left) : [];
}
function withAlias(node) {
  const value = node.childForFieldName("value");
  const alias = value?.type === "as_pattern" ? value.childForFieldName("alias") : null;
  if (!alias) return [];
  return alias.type === "as_pattern_target" ? alias.namedChildren.flatMap((child) => child ? namesIn2(child) : []) : namesIn2(alias);
}
function namesIn2(target) {
  if (target.type === "identifier") return [target];
  if (!TARGET_LISTS.has(target.type)) return [];
  return target.namedChildren.flatMap((child) => child ? namesIn2(child) : []);
}
function constructedType(declaration, declarator) {
  if (declaration.type !== "assignment" || declaration.childForFieldName("left")?.id !== declarator.id) return void 0;
  const value = declaration.childForFieldName("right");
  if (value?.type !== "call") return void 0;
  const callee = value.childForFieldName("function");
  const name2 = callee?.type === "attribute" ? callee.childForFieldName("attribute") : callee;
  if (!callee || name2?.type !== "identifier" || !/^[A-Z]/.test(name2.text)) return void 0;
  return callee.text.replace(/\s+/g, "");
}

// src/languages/python/warm-up.ts
var PYTHON_WARM_UP = {
  path: "warm-up/ledger.py",
  before: 'class Ledger:\n    def __init__(self):\n        self.entries = []\n\n    def add(self, amount):\n        self.entries.append(amount)\n\n    def describe(self):\n        total = 0\n        for entry in self.entries:\n            total += entry\n        count = len(self.entries)\n        return f"total {total} in {count} entries"\n',
  after: 'class Ledger:\n    def __init__(self):\n        self.entries = []\n\n    def record(self, amount):\n        self.entries.append(amount)\n\n    def describe(self):\n        total = self.total()\n        count = len(self.entries)\n        return f"total {total} in {count} entries"\n\n    def total(self):\n        total = 0\n        for entry in self.entries:\n            total += entry\n        return total\n'
};

// src/languages/python/index.ts
var pythonLanguage = {
  name: "python",
  warmUp: PYTHON_WARM_UP,
  extensions: [".py"],
  kinds: ["File", "Class", "Method", "Function", "Field"],
  create: () => createQueryPlugin(PYTHON)
};
var QUERY5 = `
(class_definition) @definition.Class
(function_definition) @definition.Function
(class_definition body: (block (expression_statement (assignment left: (identifier)) @definition.Field)))
(module (expression_statement (assignment left: (identifier)) @definition.Field))
(function_definition
  name: (identifier) @_init (#eq? @_init "__init__")
  body: (block (expression_statement (assignment left: (attribute object: (identifier) @_self (#eq? @_self "self") attribute: (identifier))) @definition.Field)))
(class_definition superclasses: (argument_list [(identifier) @reference.supertype (attribute attribute: (identifier) @reference.supertype)]))
(call function: (identifier) @reference.call)
(call function: (attribute object: (_) @_object attribute: (identifier) @reference.call) (#not-match? @_object "^super *[(]"))
(call function: (attribute object: (call function: (identifier) @_super (#eq? @_super "super")) attribute: (identifier) @reference.supercall))
(attribute object: (identifier) @_receiver (#eq? @_receiver "self") attribute: (identifier) @reference.member)
(module . (expression_statement (string) @documentation))
(class_definition body: (block . (expression_statement (string) @documentation)))
(function_definition body: (block . (expression_statement (string) @documentation)))
`;
var GENERATED_NAME = /_pb2(_grpc)?\.py$/;
var GENERATED_HEADER = /@generated\b|\bgenerated by\b.*\bdo not edit\b|\bautomatically generated\b/i;
var PYTHON = {
  descriptor: pythonLanguage,
  grammar: { packageName: "tree-sitter-python", wasm: "tree-sitter-python.wasm" },
  query: QUERY5,
  // A `\` that continues a line is layout, not a word: a statement rewrapped is the same statement.
  tokens: { atomic: /* @__PURE__ */ new Set(["string"]), skip: /* @__PURE__ */ new Set(["comment", "line_continuation"]) },
  statements: PYTHON_STATEMENTS,
  sameCode: samePythonCode,
  // A method moved out of its class to the module (a `@staticmethod` become a helper function), or
  // a module function moved into a class: the same code in another place, as RefactoringMiner's
  // Python oracle reads it (`UnidirectionalRNNEncoder._build_output_layer` -> `_build_dense_output_layer`).
  interchangeableKinds: [["Method", "Function"]],
  isIgnored: (path, content) => GENERATED_NAME.test(path) || GENERATED_HEADER.test(content.slice(0, 1e3)),
  readDefinition(kind, node, parentKind) {
    if (kind === "Class") return { name: node.childForFieldName("name")?.text ?? "", declaration: decorated(node), body: node.childForFieldName("body") };
    if (kind === "Function") return readFunction3(node, parentKind === "Class");
    if (kind === "Field") return readField2(node, parentKind);
    return void 0;
  }
};
function readFunction3(node, isMethod2) {
  const name2 = node.childForFieldName("name")?.text;
  if (!name2) return void 0;
  const declaration = decorated(node);
  let parameters = parametersOf8(node.childForFieldName("parameters"));
  const stereotypes = [];
  if (isMethod2) {
    if (!decoratorNames(declaration).includes("staticmethod")) parameters = parameters.slice(1);
    stereotypes.push("TYPE_MEMBER");
    if (decoratorNames(declaration).includes("abstractmethod")) stereotypes.push("ABSTRACT");
  } else if (parameters[0]?.name === "self") {
    parameters = parameters.slice(1);
  }
  return { kind: isMethod2 ? "Method" : "Function", name: name2, parameters, stereotypes, declaration, body: node.childForFieldName("body") };
}
function readField2(assignment, parentKind) {
  const left = assignment.childForFieldName("left");
  if (!left) return void 0;
  const inConstructor = left.type === "attribute";
  if (!inConstructor && parentKind !== "Class" && parentKind !== "File") return void 0;
  const name2 = inConstructor ? left.childForFieldName("attribute")?.text : left.text;
  if (!name2) return void 0;
  const stereotypes = parentKind === "File" ? [] : ["TYPE_MEMBER"];
  return { name: name2, stereotypes, declaration: assignment, body: assignment.childForFieldName("right"), ownedByType: inConstructor };
}
function decorated(node) {
  return node.parent?.type === "decorated_definition" ? node.parent : node;
}
function decoratorNames(declaration) {
  if (declaration.type !== "decorated_definition") return [];
  const names = [];
  for (const child of declaration.namedChildren) {
    if (child?.type !== "decorator") continue;
    const expression = child.namedChildren[0];
    names.push((expression?.type === "call" ? expression.childForFieldName("function") : expression)?.text.split(".").pop() ?? "");
  }
  return names;
}
function parametersOf8(list) {
  const parameters = [];
  for (const parameter of list?.namedChildren ?? []) {
    const name2 = parameter ? parameterName2(parameter) : void 0;
    if (name2) parameters.push({ name: name2 });
  }
  return parameters;
}
function parameterName2(parameter) {
  switch (parameter.type) {
    case "identifier":
      return parameter.text;
    case "default_parameter":
    case "typed_default_parameter":
      return parameter.childForFieldName("name")?.text;
    case "typed_parameter": {
      const inner = parameter.namedChildren[0];
      return inner ? parameterName2(inner) : void 0;
    }
    case "list_splat_pattern":
      return `*${parameter.namedChildren[0]?.text ?? ""}`;
    case "dictionary_splat_pattern":
      return `**${parameter.namedChildren[0]?.text ?? ""}`;
    default:
      return void 0;
  }
}

// src/languages/typescript/warm-up.ts
var TYPESCRIPT_WARM_UP = {
  path: "warm-up/ledger.ts",
  before: "export class Ledger {\n  private readonly entries: number[] = [];\n\n  add(amount: number): void {\n    this.entries.push(amount);\n  }\n\n  describe(): string {\n    let sum = 0;\n    for (const entry of this.entries) {\n      sum += entry;\n    }\n    const count = this.entries.length;\n    return `total ${sum} in ${count} entries`;\n  }\n}\n",
  after: "export class Ledger {\n  private readonly entries: number[] = [];\n\n  record(amount: number): void {\n    this.entries.push(amount);\n  }\n\n  describe(): string {\n    const sum = this.total();\n    const count = this.entries.length;\n    return `total ${sum} in ${count} entries`;\n  }\n\n  private total(): number {\n    let sum = 0;\n    for (const entry of this.entries) {\n      sum += entry;\n    }\n    return sum;\n  }\n}\n"
};

// src/languages/typescript/index.ts
var typeScriptLanguage = {
  name: "typescript",
  warmUp: TYPESCRIPT_WARM_UP,
  extensions: [".ts", ".tsx", ".mts", ".cts"],
  kinds: ["File", "Class", "Interface", "Enum", "Type", "Namespace", "Method", "Function", "Field"],
  family: "javascript",
  create: createTypeScriptPlugin
};
var DECLARATION_FILE = /\.d\.(m|c)?ts$/;
async function createTypeScriptPlugin() {
  const [typescript, tsx] = await Promise.all([
    loadGrammar("tree-sitter-typescript", "tree-sitter-typescript.wasm"),
    loadGrammar("tree-sitter-typescript", "tree-sitter-tsx.wasm")
  ]);
  const dialect = { query: TYPESCRIPT_QUERY, definitionOf: definitionOf2 };
  const plugin = familyPlugin(
    typeScriptLanguage,
    [
      { language: tsx, dialect, endings: [".tsx"] },
      { language: typescript, dialect }
    ],
    (path, content) => DECLARATION_FILE.test(path) || isGeneratedJavaScript(path, content)
  );
  return { ...plugin, isDeclarationOnly: (path) => DECLARATION_FILE.test(path) };
}

// src/languages/registry.ts
var LANGUAGE_DESCRIPTORS = [javaLanguage, javaScriptLanguage, cLanguage, typeScriptLanguage, pythonLanguage, cSharpLanguage, kotlinLanguage, goLanguage, cppLanguage];
var supportedLanguages = LANGUAGE_DESCRIPTORS.map((language) => language.name);
var byName = new Map(LANGUAGE_DESCRIPTORS.map((language) => [language.name, language]));
var loaded = /* @__PURE__ */ new Map();
async function loadPlugins(names) {
  const wanted = names && names.length > 0 ? names : supportedLanguages;
  for (const name2 of wanted) {
    if (!byName.has(name2)) {
      throw new Error(`unknown language '${name2}' (supported: ${supportedLanguages.join(", ")})`);
    }
  }
  return Promise.all(
    wanted.map((name2) => {
      let plugin = loaded.get(name2);
      if (!plugin) {
        plugin = byName.get(name2).create();
        loaded.set(name2, plugin);
      }
      return plugin;
    })
  );
}

// src/engine/parse-apart.ts
function parseChangeApart(plugin, before, after) {
  const parseFile = plugin.parseFile;
  const parsesBefore = [];
  const parsesAfter = [];
  try {
    const beforeBudget = new HeldTreeBudget();
    const byPath = /* @__PURE__ */ new Map();
    for (const file of before) {
      const parse = beforeBudget.admit(parseFile(file), file.content.length);
      parsesBefore.push(parse);
      byPath.set(file.path, parse);
    }
    const afterBudget = new HeldTreeBudget();
    const fresh = { data: void 0 };
    for (const file of after) parsesAfter.push(afterBudget.admit(parseFile(file, byPath.get(file.path) ?? fresh), file.content.length));
  } catch (error) {
    releaseAll(parsesBefore);
    releaseAll(parsesAfter);
    throw error;
  }
  return { before: parsesBefore, after: parsesAfter };
}
function releaseAll(parses) {
  for (const parse of parses) parse.held?.release();
}

// src/engine/remote-statements.ts
var import_node_v8 = require("node:v8");
function sendFileStatements(port, side, path, statements) {
  const keys = [...statements.keys()];
  const parts2 = [...statements.values()].map((body2) => (0, import_node_v8.serialize)(body2));
  const bytes = new Uint8Array(parts2.reduce((size, part) => size + part.length, 0));
  const ends = [];
  let offset = 0;
  for (const part of parts2) {
    bytes.set(part, offset);
    offset += part.length;
    ends.push(offset);
  }
  const message = { side, path, keys, ends, bytes: bytes.buffer };
  port.postMessage(message, [bytes.buffer]);
}
function isAbandoned(channel) {
  return Atomics.load(new Int32Array(channel.abandoned), 0) === 1;
}

// src/engine/parse-worker.ts
function isParseWorkerData(data) {
  return typeof data === "object" && data !== null && data.refdiffParseWorker === true;
}
function runParseWorker(port, languages2) {
  const loading = loadPlugins(languages2).catch(() => void 0);
  port.on("message", (request) => {
    const failed = (error) => ({ id: request.id, error: error instanceof Error ? error.message : String(error) });
    void loading.then(() => answer(request)).then(
      ({ reply, afterwards }) => {
        try {
          port.postMessage(reply);
        } catch (error) {
          port.postMessage(failed(error));
        }
        afterwards();
      },
      (error) => {
        request.statements?.port.close();
        port.postMessage(failed(error));
      }
    ).catch((error) => port.postMessage(failed(error)));
  });
}
async function answer(request) {
  const [plugin] = await loadPlugins([request.language]);
  if (!plugin.parseFile) throw new Error(`${request.language} does not parse file by file`);
  const parses = parseChangeApart(plugin, request.before, request.after);
  const reply = { id: request.id, before: parses.before.map((parse) => parse.data), after: parses.after.map((parse) => parse.data) };
  const afterwards = () => {
    try {
      if (request.statements) sendStatements(plugin, request, parses, request.statements);
    } catch {
    } finally {
      request.statements?.port.close();
      releaseAll(parses.before);
      releaseAll(parses.after);
    }
  };
  return { reply, afterwards };
}
function sendStatements(plugin, request, parses, channel) {
  if (!plugin.fileStatements) return;
  const bySide = (side, files) => new Map(files.map((file, index) => [file.path, { side, file, parse: parses[side][index] }]));
  const before = bySide("before", request.before);
  const after = bySide("after", request.after);
  for (const path of /* @__PURE__ */ new Set([...before.keys(), ...after.keys()])) {
    const sides = [before.get(path), after.get(path)];
    for (const [entry, counterpart] of [sides, [...sides].reverse()]) {
      if (!entry?.parse.held) continue;
      if (isAbandoned(channel)) return;
      sendFileStatements(channel.port, entry.side, path, plugin.fileStatements(entry.file, entry.parse, counterpart));
    }
  }
}
if (!import_node_worker_threads.isMainThread && import_node_worker_threads.parentPort && isParseWorkerData(import_node_worker_threads.workerData)) runParseWorker(import_node_worker_threads.parentPort, import_node_worker_threads.workerData.languages);
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  isParseWorkerData,
  runParseWorker
});
