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
    for (let key2 of __getOwnPropNames2(from))
      if (!__hasOwnProp2.call(to, key2) && key2 !== except)
        __defProp2(to, key2, { get: () => from[key2], enumerable: !(desc = __getOwnPropDesc2(from, key2)) || desc.enumerable });
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
        for (let key2 of __getOwnPropNames(from))
          if (!__hasOwnProp.call(to, key2) && key2 !== except)
            __defProp(to, key2, { get: () => from[key2], enumerable: !(desc = __getOwnPropDesc(from, key2)) || desc.enumerable });
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
                    return new Promise((resolve5, reject) => {
                      var xhr = new XMLHttpRequest();
                      xhr.open("GET", url, true);
                      xhr.responseType = "arraybuffer";
                      xhr.onload = () => {
                        if (xhr.status == 200 || xhr.status == 0 && xhr.response) {
                          resolve5(xhr.response);
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
                return new Promise((resolve5, reject) => {
                  Module["instantiateWasm"](info2, (mod, inst) => {
                    resolve5(receiveInstance(mod, inst));
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
                var count22 = getLEB();
                var rtn = [];
                while (count22--) rtn.push(getString());
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
                  var count3 = getLEB();
                  while (count3--) {
                    var symname = getString();
                    var flags2 = getLEB();
                    if (flags2 & WASM_SYMBOL_TLS) {
                      customSection.tlsExports.add(symname);
                    }
                  }
                } else if (subsectionType === WASM_DYLINK_IMPORT_INFO) {
                  var count3 = getLEB();
                  while (count3--) {
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
            var alignMemory = /* @__PURE__ */ __name((size2, alignment) => Math.ceil(size2 / alignment) * alignment, "alignMemory");
            var getMemory = /* @__PURE__ */ __name((size2) => {
              if (runtimeInitialized) {
                return _calloc(size2, 1);
              }
              var ret = ___heap_base;
              var end = ret + alignMemory(size2, 16);
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
            var updateTableMap = /* @__PURE__ */ __name((offset, count3) => {
              if (functionsInTableMap) {
                for (var i2 = offset; i2 < offset + count3; i2++) {
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
            var growMemory = /* @__PURE__ */ __name((size2) => {
              var oldHeapSize = wasmMemory.buffer.byteLength;
              var pages = (size2 - oldHeapSize + 65535) / 65536 | 0;
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
              var size2 = lengthBytesUTF8(str) + 1;
              var ret = stackAlloc(size2);
              stringToUTF8(str, ret, size2);
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
              moduleRtn = new Promise((resolve5, reject) => {
                readyPromiseResolve = resolve5;
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
        const count3 = C.getValue(TRANSFER_BUFFER, "i32");
        const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(count3);
        if (count3 > 0) {
          let address = buffer;
          for (let i2 = 0; i2 < count3; i2++) {
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
        const count3 = C.getValue(TRANSFER_BUFFER, "i32");
        const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(count3);
        if (count3 > 0) {
          let address = buffer;
          for (let i2 = 0; i2 < count3; i2++) {
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
        const count3 = C.getValue(TRANSFER_BUFFER, "i32");
        const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(count3);
        if (count3 > 0) {
          let address = buffer;
          for (let i2 = 0; i2 < count3; i2++) {
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
          const count3 = C.getValue(TRANSFER_BUFFER, "i32");
          const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
          this._children = new Array(count3);
          if (count3 > 0) {
            let address = buffer;
            for (let i2 = 0; i2 < count3; i2++) {
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
          const count3 = C.getValue(TRANSFER_BUFFER, "i32");
          const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
          this._namedChildren = new Array(count3);
          if (count3 > 0) {
            let address = buffer;
            for (let i2 = 0; i2 < count3; i2++) {
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
        const count3 = C.getValue(TRANSFER_BUFFER, "i32");
        const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(count3);
        if (count3 > 0) {
          let address = buffer;
          for (let i2 = 0; i2 < count3; i2++) {
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
        const count3 = C.getValue(TRANSFER_BUFFER, "i32");
        const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(count3);
        if (count3 > 0) {
          let address = buffer;
          for (let i2 = 0; i2 < count3; i2++) {
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
        const functionName = symbolNames.find((key2) => LANGUAGE_FUNCTION_REGEX.test(key2) && !key2.includes("external_scanner_"));
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
        const count3 = C.getValue(TRANSFER_BUFFER, "i32");
        const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const result = new Array(count3);
        if (count3 > 0) {
          let address = buffer;
          for (let i2 = 0; i2 < count3; i2++) {
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
        const test = /* @__PURE__ */ __name((text2, positive) => {
          return positive ? regex.test(text2) : !regex.test(text2);
        }, "test");
        if (nodes.length === 0) return !isPositive;
        return matchAll ? nodes.every((text2) => test(text2, isPositive)) : nodes.some((text2) => test(text2, isPositive));
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
        return nodes.every((text2) => values.includes(text2)) === isPositive;
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
        const count3 = C.getValue(TRANSFER_BUFFER, "i32");
        const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
        const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
        const result = new Array();
        this.exceededMatchLimit = Boolean(didExceedMatchLimit);
        const captures = new Array();
        let address = startAddress;
        for (let i2 = 0; i2 < count3; i2++) {
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

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS2({
  "node_modules/picomatch/lib/constants.js"(exports2, module2) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module2.exports = {
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils = __commonJS2({
  "node_modules/picomatch/lib/utils.js"(exports2) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports2.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports2.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
    exports2.isRegexChar = (str) => str.length === 1 && exports2.hasRegexChars(str);
    exports2.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports2.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
    exports2.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports2.removeBackslashes = (str) => {
      return str.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports2.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports2.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports2.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports2.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports2.basename = (path, { windows } = {}) => {
      const segs = path.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS2({
  "node_modules/picomatch/lib/scan.js"(exports2, module2) {
    "use strict";
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = (code) => {
      return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
    };
    var depth = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan = (input, options) => {
      const opts = options || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts2 = [];
      let str = input;
      let index = -1;
      let start2 = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str.charCodeAt(index + 1);
      const advance2 = () => {
        prev = code;
        return str.charCodeAt(++index);
      };
      while (index < length) {
        code = advance2();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code = advance2();
          if (code === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code = advance2())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance2();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance2()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start2 + 1) {
            start2 += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start2) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              while (eos() !== true && (code = advance2())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  code = advance2();
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES) {
                  isGlob = token.isGlob = true;
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance2())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance2();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start2) {
          negated = token.negated = true;
          start2++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            while (eos() !== true && (code = advance2())) {
              if (code === CHAR_LEFT_PARENTHESES) {
                backslashes = token.backslashes = true;
                code = advance2();
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str;
      let prefix = "";
      let glob = "";
      if (start2 > 0) {
        prefix = str.slice(0, start2);
        str = str.slice(start2);
        lastIndex -= start2;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str.slice(0, lastIndex);
        glob = str.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob = str;
      } else {
        base = str;
      }
      if (base && base !== "" && base !== "/" && base !== str) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob) glob = utils.removeBackslashes(glob);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input,
        start: start2,
        base,
        glob,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n = prevIndex ? prevIndex + 1 : start2;
          const i2 = slashes[idx];
          const value = input.slice(n, i2);
          if (opts.tokens) {
            if (idx === 0 && start2 !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (idx !== 0 || value !== "") {
            parts2.push(value);
          }
          prevIndex = i2;
        }
        if (prevIndex && prevIndex + 1 < input.length) {
          const value = input.slice(prevIndex + 1);
          parts2.push(value);
          if (opts.tokens) {
            tokens[tokens.length - 1].value = value;
            depth(tokens[tokens.length - 1]);
            state.maxDepth += tokens[tokens.length - 1].depth;
          }
        }
        state.slashes = slashes;
        state.parts = parts2;
      }
      return state;
    };
    module2.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS2({
  "node_modules/picomatch/lib/parse.js"(exports2, module2) {
    "use strict";
    var constants2 = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants2;
    var expandRange = (args2, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args2, options);
      }
      args2.sort();
      const value = `[${args2.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args2.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var parse = (input, options) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants2.globChars(opts.windows);
      const EXTGLOB_CHARS = constants2.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance2 = state.advance = () => input[++state.index] || "";
      const remaining = () => input.slice(state.index + 1);
      const consume = (value2 = "", num = 0) => {
        state.consumed += value2;
        state.index += num;
      };
      const append = (token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count3 = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance2();
          state.start++;
          count3++;
        }
        if (count3 % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment = (type) => {
        state[type]++;
        stack.push(type);
      };
      const decrement = (type) => {
        state[type]--;
        stack.pop();
      };
      const push3 = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      };
      const extglobOpen = (type, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push3({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push3({ type: "paren", extglob: true, value: advance2(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push3({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
      }
      while (!eos()) {
        value = advance2();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push3({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance2();
          } else {
            value += advance2();
          }
          if (state.brackets === 0) {
            push3({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix = POSIX_REGEX_SOURCE[rest2];
                if (posix) {
                  prev.value = pre + posix;
                  state.backtrack = true;
                  advance2();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push3({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push3({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push3({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push3({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push3({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push3({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open);
          push3(open);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push3({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range = [];
            for (let i2 = arr.length - 1; i2 >= 0; i2--) {
              tokens.pop();
              if (arr[i2].type === "brace") {
                break;
              }
              if (arr[i2].type !== "dots") {
                range.unshift(arr[i2].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out2 = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out2;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push3({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push3({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push3({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push3({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push3({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push3({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push3({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push3({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push3({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push3({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push3({ type: "plus", value });
            continue;
          }
          push3({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push3({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push3({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push3({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push3({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push3({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && eos()) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance2());
            push3({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance2());
            push3({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push3(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push3(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push3(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push3({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    };
    parse.fastpaths = (input, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants2.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str) => {
        switch (str) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module2.exports = parse;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS2({
  "node_modules/picomatch/lib/picomatch.js"(exports2, module2) {
    "use strict";
    var scan = require_scan();
    var parse = require_parse();
    var utils = require_utils();
    var constants2 = require_constants();
    var isObject = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch2 = (glob, options, returnState = false) => {
      if (Array.isArray(glob)) {
        const fns = glob.map((input) => picomatch2(input, options, returnState));
        const arrayMatcher = (str) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject(glob) && glob.tokens && glob.input;
      if (glob === "" || typeof glob !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix = opts.windows;
      const regex = isState ? picomatch2.compileRe(glob, options) : picomatch2.makeRe(glob, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch2(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch2.test(input, regex, options, { glob, posix });
        const result = { glob, state, regex, posix, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      };
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    };
    picomatch2.test = (input, regex, options, { glob, posix } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix ? utils.toPosixSlashes : null);
      let match = input === glob;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch2.matchBase(input, regex, options, posix);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch2.matchBase = (input, glob, options) => {
      const regex = glob instanceof RegExp ? glob : picomatch2.makeRe(glob, options);
      return regex.test(utils.basename(input));
    };
    picomatch2.isMatch = (str, patterns, options) => picomatch2(patterns, options)(str);
    picomatch2.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch2.parse(p, options));
      return parse(pattern, { ...options, fastpaths: false });
    };
    picomatch2.scan = (input, options) => scan(input, options);
    picomatch2.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch2.toRegex(source, options);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch2.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed.output = parse.fastpaths(input, options);
      }
      if (!parsed.output) {
        parsed = parse(input, options);
      }
      return picomatch2.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch2.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err2) {
        if (options && options.debug === true) throw err2;
        return /$^/;
      }
    };
    picomatch2.constants = constants2;
    module2.exports = picomatch2;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS2({
  "node_modules/picomatch/index.js"(exports2, module2) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils();
    function picomatch2(glob, options, returnState = false) {
      if (options && (options.windows === null || options.windows === void 0)) {
        options = { ...options, windows: utils.isWindows() };
      }
      return pico(glob, options, returnState);
    }
    Object.assign(picomatch2, pico);
    module2.exports = picomatch2;
  }
});

// src/hook/worker-entry.ts
var worker_entry_exports = {};
__export2(worker_entry_exports, {
  analyseInThread: () => analyseInThread,
  compileRuntimeAhead: () => compileRuntimeAhead,
  startGitAhead: () => startGitAhead
});
module.exports = __toCommonJS2(worker_entry_exports);
var import_node_worker_threads3 = require("node:worker_threads");

// src/hook/analysis-worker.ts
var import_node_worker_threads2 = require("node:worker_threads");

// src/core/cst.ts
function namesInBody(parameters, nameOf = (p) => p.name) {
  return parameters.flatMap((p) => p.binds ? p.binds.map((bound) => bound.name) : [nameOf(p)]);
}
function emptyCstRoot() {
  return { nodes: [], edges: [], tokens: /* @__PURE__ */ new Map(), warnings: [] };
}
function linkParents(root) {
  const visit = (node, parent) => {
    node.parent = parent;
    for (const child of node.children) visit(child, node);
  };
  for (const node of root.nodes) visit(node, void 0);
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
function qualifiedName(node) {
  if (node.parent) return `${qualifiedName(node.parent)}.${node.simpleName}`;
  return (node.namespace ?? "") + node.simpleName;
}
function haveSameSignature(n1, n2) {
  if (n1.localName === n2.localName || (n1.signature ?? n1.localName) === (n2.signature ?? n2.localName)) return true;
  return hasInferredName(n1, n2) && haveSameParameters(n1, n2);
}
function haveSameName(n1, n2) {
  return n1.simpleName === n2.simpleName || hasInferredName(n1, n2);
}
function haveSameParameters(n1, n2) {
  if (n1.parameters.length !== n2.parameters.length) return false;
  return n1.parameters.every((p, i2) => (p.type ?? p.name) === (n2.parameters[i2].type ?? n2.parameters[i2].name));
}
function typeChanged(t1, t2) {
  return !!t1 && !!t2 && t1.replace(/\s+/g, "") !== t2.replace(/\s+/g, "");
}
function hasInferredName(n1, n2) {
  return hasStereotype(n1, "INFERRED_NAME") || hasStereotype(n2, "INFERRED_NAME");
}
function canExchangeCode(n1, n2) {
  return n1.type === n2.type || CALLABLE_TYPES.has(n1.type) && CALLABLE_TYPES.has(n2.type);
}
var CALLABLE_TYPES = /* @__PURE__ */ new Set(["Method", "Function"]);
function isCallable(node) {
  return CALLABLE_TYPES.has(node.type);
}
function containerName(node) {
  if (node.parent) return qualifiedName(node.parent);
  return stripSeparator(node.namespace ?? "");
}
function stripSeparator(namespace) {
  return namespace.endsWith(".") || namespace.endsWith("/") ? namespace.slice(0, -1) : namespace;
}
function rootAncestor(node) {
  let current = node;
  while (current.parent) current = current.parent;
  return current;
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
  const texts2 = [];
  const starts = [];
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
          texts2.push(source.slice(start2, end));
          starts.push(start2);
        }
        leaf = true;
      }
      if (!leaf) continue;
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) return { texts: texts2, starts: Int32Array.from(starts) };
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
function useRuntimeCompiledAhead(module2) {
  runtimeAhead ??= module2;
}
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
        const candidates2 = everywhere.get(name2);
        const callee = local.get(name2) ?? (candidates2?.length === 1 ? candidates2[0] : void 0);
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
    const lineEnd2 = directiveEnd(code, lineStart);
    const directive = /^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|elifdef|elifndef|else|endif)\b/.exec(code.slice(lineStart, lineEnd2))?.[1];
    const line = { start: lineStart, end: lineEnd2 };
    const group = open[open.length - 1];
    if (directive?.startsWith("if")) {
      open.push({ directives: [line], hasElse: false, branches: [{ start: lineEnd2, end: lineEnd2 }], balances: [0] });
    } else if (directive && directive !== "endif" && group) {
      group.branches[group.branches.length - 1].end = lineStart;
      group.directives.push(line);
      group.hasElse ||= directive === "else";
      group.branches.push({ start: lineEnd2, end: lineEnd2 });
      group.balances.push(0);
    } else if (directive === "endif" && group) {
      open.pop();
      group.branches[group.branches.length - 1].end = lineStart;
      group.directives.push(line);
      const read = group.hasElse ? group.branches.length - 1 : 0;
      if (group.balances.some((balance) => balance !== 0)) spans.push(...group.directives, ...group.branches.filter((_, i2) => i2 !== read));
      const enclosing = open[open.length - 1];
      if (enclosing) enclosing.balances[enclosing.balances.length - 1] += group.balances[read];
    } else if (group) {
      group.balances[group.balances.length - 1] += braceBalance(code, lineStart, lineEnd2);
    }
    lineStart = lineEnd2 + 1;
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
  const texts2 = [];
  const starts = [];
  for (let i2 = 0; i2 < tokens.texts.length; i2++) {
    if (dropped.has(tokens.starts[i2])) continue;
    texts2.push(tokens.texts[i2]);
    starts.push(tokens.starts[i2]);
  }
  return { texts: texts2, starts: Int32Array.from(starts) };
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
  const base = typeNode ? collapse(typeNode.text) : "";
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
function collapse(text2) {
  return text2.replace(/\s+/g, " ").trim();
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
  const base = [...qualifiers, type.text].join(" ").replace(/\s+/g, " ").trim();
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
  const text2 = definition.text.slice(0, body2.startIndex - definition.startIndex);
  const call = trailingCall(text2);
  return call ? parseHeader(`void ${call.name}${call.parameters} {}`) : void 0;
}
function trailingCall(text2) {
  let end = text2.length;
  while (end > 0 && isSpace(text2[end - 1])) end--;
  if (text2[end - 1] !== ")") return void 0;
  let depth = 0;
  let open = -1;
  for (let i2 = end - 1; i2 >= 0 && open < 0; i2--) {
    if (text2[i2] === ")" && ++depth > 2) return void 0;
    if (text2[i2] === "(" && --depth === 0) open = i2;
  }
  if (open < 0) return void 0;
  let nameEnd = open;
  while (nameEnd > 0 && isSpace(text2[nameEnd - 1])) nameEnd--;
  let start2 = nameEnd;
  while (start2 > 0 && isWordCharacter(text2[start2 - 1])) start2--;
  while (start2 < nameEnd && text2[start2] >= "0" && text2[start2] <= "9") start2++;
  return start2 < nameEnd ? { name: text2.slice(start2, nameEnd), parameters: text2.slice(open, end) } : void 0;
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
  const texts2 = [];
  const starts = [];
  for (let i2 = 0; i2 < leaves.texts.length; i2++) {
    const text2 = leaves.texts[i2];
    const start2 = leaves.starts[i2];
    if (SINGLE_LEXEME.test(text2)) {
      texts2.push(text2);
      starts.push(start2);
      continue;
    }
    for (const lexeme of text2.matchAll(LEXEME)) {
      if (lexeme[0].startsWith("//") || lexeme[0].startsWith("/*")) continue;
      texts2.push(lexeme[0]);
      starts.push(start2 + lexeme.index);
    }
  }
  return { texts: texts2, starts: Int32Array.from(starts) };
}

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
    skip: /* @__PURE__ */ new Set(["comment"])
  }
};
function declaredVariables(declaration) {
  return declaration.childrenForFieldName("declarator").map((declarator) => declarator.type === "init_declarator" ? declarator.childForFieldName("declarator") ?? declarator : declarator);
}

// src/languages/statement-leaves.ts
var import_web_tree_sitter4 = __toESM2(require_web_tree_sitter2());

// src/core/token-numbers.ts
var TokenNumbers = class {
  numbers = /* @__PURE__ */ new Map();
  texts = [];
  /** The token's number, given on first sight (0, 1, 2...). */
  numberOf(text2) {
    let number = this.numbers.get(text2);
    if (number === void 0) {
      number = this.texts.length;
      this.numbers.set(text2, number);
      this.texts.push(text2);
    }
    return number;
  }
  /** The number already given to `text`, if any. */
  knownNumber(text2) {
    return this.numbers.get(text2);
  }
  textOf(number) {
    return this.texts[number];
  }
  /** How many texts are numbered: every number is below it. */
  get size() {
    return this.texts.length;
  }
};
function withRoom(array, size2) {
  if (array.length >= size2) return array;
  const larger = new Int32Array(Math.max(size2, array.length * 2));
  larger.set(array);
  return larger;
}

// src/core/similarity.ts
function multisetOf(tokens) {
  const multiset = /* @__PURE__ */ new Map();
  countInto(multiset, tokens);
  return multiset;
}
function countInto(multiset, tokens) {
  for (const token of tokens) multiset.set(token, (multiset.get(token) ?? 0) + 1);
}
function plus(a, b) {
  const result = new Map(a);
  for (const [token, count3] of b) result.set(token, (result.get(token) ?? 0) + count3);
  return result;
}
function minus(a, b) {
  if (b.size === 0) return a;
  const result = /* @__PURE__ */ new Map();
  for (const [token, count3] of a) {
    const left = count3 - (b.get(token) ?? 0);
    if (left > 0) result.set(token, left);
  }
  return result;
}
function intersection(a, b) {
  const result = /* @__PURE__ */ new Map();
  for (const [token, count3] of a) {
    const common = Math.min(count3, b.get(token) ?? 0);
    if (common > 0) result.set(token, common);
  }
  return result;
}
function without(a, tokens) {
  if (!tokens.some((token) => a.has(token))) return a;
  const result = new Map(a);
  for (const token of tokens) result.delete(token);
  return result;
}
var Vocabulary = class {
  constructor(formula = "paper", maxRarity = Number.POSITIVE_INFINITY, numbers = new TokenNumbers()) {
    this.formula = formula;
    this.maxRarity = maxRarity;
    this.numbers = numbers;
  }
  formula;
  maxRarity;
  numbers;
  documentsBefore = 0;
  documentsAfter = 0;
  /** Document frequencies by token number, per side. */
  frequenciesBefore = new Int32Array(256);
  frequenciesAfter = new Int32Array(256);
  /** The document each token number was last counted in: a document counts a token once. */
  lastDocument = new Int32Array(256);
  idfCache = /* @__PURE__ */ new Map();
  addDocument(side, tokens) {
    this.beginDocument(side);
    for (const token of tokens) this.addToDocument(this.numbers.numberOf(token));
  }
  /** Starts a document of `side`; its tokens are then given by number (`addToDocument`). */
  beginDocument(side) {
    if (side === "before") this.documentsBefore++;
    else this.documentsAfter++;
    this.side = side;
    if (this.idfCache.size > 0) this.idfCache.clear();
  }
  side = "before";
  /** Counts token `number` in the document begun last, once however often it is given. */
  addToDocument(number) {
    if (number >= this.lastDocument.length) {
      this.lastDocument = withRoom(this.lastDocument, number + 1);
      this.frequenciesBefore = withRoom(this.frequenciesBefore, number + 1);
      this.frequenciesAfter = withRoom(this.frequenciesAfter, number + 1);
    }
    const document2 = this.documentsBefore + this.documentsAfter;
    if (this.lastDocument[number] === document2) return;
    this.lastDocument[number] = document2;
    if (this.side === "before") this.frequenciesBefore[number]++;
    else this.frequenciesAfter[number]++;
  }
  /**
   * The paper's idf(t) = log(1 + |E| / n_t) (equation 1), or RefDiff's implementation,
   * log(|E| / n_t) floored at 0.01, which all but ignores ubiquitous tokens but degenerates on
   * small trees (a class with one method: every token is in both documents and weighs 0.01).
   * Unknown tokens weigh as the rarest. |E| / n_t is capped at maxRarity.
   */
  idf(token) {
    let value = this.idfCache.get(token);
    if (value === void 0) {
      const number = this.numbers.knownNumber(token);
      const documents = Math.max(this.documentsBefore, this.documentsAfter, 1);
      const counted = number === void 0 || number >= this.lastDocument.length ? 0 : Math.max(this.frequenciesBefore[number], this.frequenciesAfter[number]);
      const frequency = counted > 0 ? counted : 1;
      const rarity = Math.min(documents / frequency, this.maxRarity);
      value = this.formula === "paper" ? Math.log(1 + rarity) : Math.max(0.01, Math.log(rarity));
      this.idfCache.set(token, value);
    }
    return value;
  }
  /** \u03a3 m(t)\u00b7idf(t) */
  weight(multiset) {
    let total = 0;
    for (const [token, count3] of multiset) total += count3 * this.idf(token);
    return total;
  }
  /** \u03a3 min(a(t), b(t))\u00b7idf(t) */
  overlap(a, b) {
    const [small, large] = a.size <= b.size ? [a, b] : [b, a];
    let total = 0;
    for (const [token, count3] of small) {
      const other = large.get(token);
      if (other !== void 0) total += Math.min(count3, other) * this.idf(token);
    }
    return total;
  }
};
function weighted(vocabulary, tokens) {
  return { tokens, weight: vocabulary.weight(tokens) };
}
function similarity(vocabulary, a, b) {
  if (a.tokens.size === 0 || b.tokens.size === 0) return 0;
  return sharedAndSimilarity(vocabulary, a, b).score;
}
function sharedAndSimilarity(vocabulary, a, b) {
  const shared = vocabulary.overlap(a.tokens, b.tokens);
  const union = a.weight + b.weight - shared;
  return { shared, score: union > 0 ? shared / union : 0 };
}
function containment(vocabulary, part, whole) {
  if (part.size === 0 || whole.size === 0) return 0;
  const partWeight = vocabulary.weight(part);
  return partWeight > 0 ? vocabulary.overlap(part, whole) / partWeight : 0;
}
function similarityUpperBound(a, b) {
  const larger = Math.max(a.weight, b.weight);
  return larger > 0 ? Math.min(a.weight, b.weight) / larger : 0;
}
function splitIdentifier(identifier) {
  return identifier.split(/[_/.$\-\s]+|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/).filter((word) => word.length > 0);
}

// src/core/cst-index.ts
var CstIndex = class {
  /** `numbers` numbers the tokens: shared with a vocabulary, its numbers are the vocabulary's. */
  constructor(root, numbers = new TokenNumbers()) {
    this.root = root;
    this.numbers = numbers;
    linkParents(root);
    forEachNode(root, (node, depth) => {
      this.nodes.push(node);
      this.depths.set(node, depth);
      this.byId.set(node.id, node);
      const sameName = this.byLocalName.get(node.localName);
      if (sameName) sameName.push(node);
      else this.byLocalName.set(node.localName, [node]);
    });
    for (const edge of root.edges) {
      const from = this.byId.get(edge.from);
      const to = this.byId.get(edge.to);
      if (!from || !to) continue;
      push(this.forward, key(edge.type, from), to);
      push(this.reverse, key(edge.type, to), from);
    }
  }
  root;
  numbers;
  nodes = [];
  depths = /* @__PURE__ */ new Map();
  byLocalName = /* @__PURE__ */ new Map();
  byId = /* @__PURE__ */ new Map();
  forward = /* @__PURE__ */ new Map();
  reverse = /* @__PURE__ */ new Map();
  numberedFiles = /* @__PURE__ */ new Map();
  /** Scratch for counting by number: all zero between uses. */
  counts = new Int32Array(0);
  order = new Int32Array(0);
  /** Whether `node` is one of this revision's nodes. */
  holds(node) {
    return this.depths.has(node);
  }
  depth(node) {
    return this.depths.get(node) ?? 0;
  }
  withLocalName(localName) {
    return this.byLocalName.get(localName) ?? [];
  }
  /** Nodes that `node` points to: what it uses, or its supertypes. */
  targets(type, node) {
    return this.forward.get(key(type, node)) ?? [];
  }
  /** Nodes that point to `node`: its callers, or its subtypes. */
  sources(type, node) {
    return this.reverse.get(key(type, node)) ?? [];
  }
  hasEdge(type, from, to) {
    if (!from || !to) return false;
    return this.targets(type, from).includes(to);
  }
  /** The tokens in [begin, end) of the node's file. */
  tokensBetween(node, begin, end) {
    const file = this.root.tokens.get(node.location.file);
    if (!file) return [];
    const tokens = [];
    for (let i2 = firstTokenFrom(file.starts, begin); i2 < file.starts.length && file.starts[i2] < end; i2++) tokens.push(file.texts[i2]);
    return tokens;
  }
  /**
   * Counts the tokens in [begin, end) of the node's file into `multiset` (the index's hot loop).
   * Counted by number first, then added once per distinct token in the order each first appears:
   * the same keys in the same order as adding them one by one, with a map look-up per distinct
   * token rather than per token (a class spans its whole file).
   */
  countTokensBetween(node, begin, end, multiset) {
    const distinct = this.countByNumber(node, begin, end);
    const { counts, order, numbers } = this;
    for (let k = 0; k < distinct; k++) {
      const number = order[k];
      const token = numbers.textOf(number);
      multiset.set(token, (multiset.get(token) ?? 0) + counts[number]);
      counts[number] = 0;
    }
  }
  /**
   * The tokens in [begin, end) of the node's file, counted: token numbers and counts in turn
   * (number, count, number, count...), each number once, in the order each first appears.
   * What `countTokensBetween` would add, without a map.
   */
  countedTokensBetween(node, begin, end) {
    const distinct = this.countByNumber(node, begin, end);
    const { counts, order } = this;
    const counted = new Int32Array(2 * distinct);
    for (let k = 0; k < distinct; k++) {
      const number = order[k];
      counted[2 * k] = number;
      counted[2 * k + 1] = counts[number];
      counts[number] = 0;
    }
    return counted;
  }
  /** Counts the range's tokens into `counts` by number, their distinct numbers into `order` (first appearance first); how many are distinct. */
  countByNumber(node, begin, end) {
    const file = this.root.tokens.get(node.location.file);
    if (!file) return 0;
    const { starts } = file;
    const ids = this.numbered(file);
    const { counts, order } = this;
    let distinct = 0;
    for (let i2 = firstTokenFrom(starts, begin); i2 < starts.length && starts[i2] < end; i2++) {
      const id = ids[i2];
      if (counts[id]++ === 0) order[distinct++] = id;
    }
    return distinct;
  }
  /** A file's tokens as numbers (one per distinct text); the scratch arrays made room for every number. */
  numbered(file) {
    let ids = this.numberedFiles.get(file);
    if (ids) return ids;
    ids = new Int32Array(file.texts.length);
    const { texts: texts2 } = file;
    for (let i2 = 0; i2 < texts2.length; i2++) ids[i2] = this.numbers.numberOf(texts2[i2]);
    this.numberedFiles.set(file, ids);
    this.counts = withRoom(this.counts, this.numbers.size);
    this.order = withRoom(this.order, this.numbers.size);
    return ids;
  }
};
function sameTokenSequence(a, nodeA, beginA, endA, b, nodeB, beginB, endB) {
  const fileA = a.tokens.get(nodeA.location.file);
  const fileB = b.tokens.get(nodeB.location.file);
  if (!fileA || !fileB) return false;
  const [startsA, textsA, startsB, textsB] = [fileA.starts, fileA.texts, fileB.starts, fileB.texts];
  let i2 = firstTokenFrom(startsA, beginA);
  let j = firstTokenFrom(startsB, beginB);
  for (; i2 < startsA.length && startsA[i2] < endA; i2++, j++) {
    if (j >= startsB.length || startsB[j] >= endB || textsA[i2] !== textsB[j]) return false;
  }
  return j >= startsB.length || startsB[j] >= endB;
}
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
function key(type, node) {
  return `${type}:${node.id}`;
}
function push(map, k, value) {
  const list = map.get(k);
  if (list) {
    if (!list.includes(value)) list.push(value);
  } else map.set(k, [value]);
}
function nodeName(node) {
  return node.parent ? node.simpleName : (node.namespace ?? "") + node.simpleName;
}
function nameTokensWithAncestors(node) {
  const tokens = [];
  for (let current = node; current; current = current.parent) {
    tokens.push(nodeName(current));
    const words3 = wordsOfName(current);
    if (words3.length > 1) for (const word of words3) tokens.push(word);
  }
  return tokens;
}
function nameWords(node) {
  return multisetOf(wordsOfName(node));
}
var nameWordsOf = /* @__PURE__ */ new WeakMap();
function wordsOfName(node) {
  let words3 = nameWordsOf.get(node);
  if (!words3) nameWordsOf.set(node, words3 = splitIdentifier(nodeName(node)));
  return words3;
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
function tokensIn(tokens, start2, end, into) {
  const starts = tokens.starts;
  for (let i2 = firstTokenFrom(starts, start2); i2 < starts.length && starts[i2] < end; i2++) into.push(tokens.texts[i2]);
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
var IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
function attachStatements(root, files, parse, description, kept, leafTokens, parsesContent = false, prebuilt) {
  if (kept) root.release = () => kept.release();
  const read = (file) => kept?.take(file.path) ?? parse(file);
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
      if (file) buildFile(file, toBuild, read, giveBack, description, built, leafTokens?.(path));
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
function buildFile(file, callables, read, giveBack, description, built, tokens) {
  if (callables.length === 0) return;
  let tree = null;
  try {
    tree = read(file);
    if (!tree) return;
    const query = tokens && headerQuery(description, tree.language);
    const walker = new StatementWalker(file.content, description, tokens && query ? { tokens, query } : void 0);
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
    let from = node.startIndex;
    for (let i2 = 0; i2 < named2.length; i2++) {
      const child = named2[i2];
      if (!child) continue;
      tokensIn(leaves.tokens, from, child.startIndex, statement.tokens);
      const childType = child.type;
      const nested = !blocks.has(childType) && !clauses.has(childType) && nestedFields.has(node.fieldNameForNamedChild(i2) ?? "");
      this.readPart(child, childType, statement, nested);
      from = child.endIndex;
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
    const text2 = this.source.slice(node.startIndex, end);
    const spelt = this.description.spelledOut?.find((leaf) => leaf.type === type && (!leaf.within || isField(node, leaf.within)));
    if (spelt) into.push(...spelt.spell(text2));
    else into.push(text2);
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
      for (const { name: name2, key: key2, member: member2 } of destructured.names) {
        statement.declares.push(name2);
        (statement.destructured ??= []).push({ name: name2, key: key2, value: member2 ? [...value, ...member2] : [] });
      }
      return;
    }
    for (const declarator of typeof field === "function" ? field(node) : node.childrenForFieldName(field)) {
      if (!declarator) continue;
      const isName3 = declarator.type.endsWith("identifier") && declarator.childCount === 0;
      const names = isName3 ? [] : declarator.namedChildren.filter((child) => !!child && child.type.endsWith("identifier")).map((child) => child.text);
      const first = isName3 ? declarator.text : firstIdentifier(declarator);
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
    const calleeText = this.leafTexts(callee).filter((text2) => IDENTIFIER.test(text2));
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
    const texts2 = [];
    if (this.leaves) {
      this.leafTokensIn(node.startIndex, node.endIndex, texts2);
      return texts2;
    }
    const pending = [node];
    for (let current = pending.pop(); current; current = pending.pop()) {
      const type = current.type;
      if (this.description.tokens.skip.has(type)) continue;
      const children = this.description.tokens.atomic.has(type) ? [] : current.children;
      if (children.length === 0) {
        const end = current.endIndex;
        if (end > current.startIndex) this.pushLeaf(current, type, end, texts2);
        continue;
      }
      for (let i2 = children.length - 1; i2 >= 0; i2--) {
        const child = children[i2];
        if (child) pending.push(child);
      }
    }
    return texts2;
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
function grownReach(size2) {
  const grown = new Int32Array(Math.max(size2, 2 * sharedReach.length));
  grown.set(sharedReach);
  sharedReach = grown;
  return grown;
}
function runsFrom(reach, last, n, m, aFrom, bFrom) {
  const runs = [];
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
    const next = runs[runs.length - 1];
    if (next && next.aStart === run2.aEnd && next.bStart === run2.bEnd) {
      next.aStart = run2.aStart;
      next.bStart = run2.bStart;
    } else {
      runs.push(run2);
    }
    x = previousX;
    y = previousY;
  }
  return runs.reverse();
}
function anchoredRuns(a, b, maxChangedPerGap) {
  let size2 = 0;
  for (let index = 0; index < a.length; index++) size2 = Math.max(size2, a[index] + 1);
  for (let index = 0; index < b.length; index++) size2 = Math.max(size2, b[index] + 1);
  const diff = { a, b, maxChanged: maxChangedPerGap, inA: new Uint8Array(size2), inB: new Uint8Array(size2), whereInB: new Int32Array(size2), surplus: new Int32Array(size2), runs: [] };
  diffStretch(diff, 0, a.length, 0, b.length, 0);
  return diff.runs;
}
var MAX_ANCHOR_DEPTH = 8;
function diffStretch(diff, aFrom, aTo, bFrom, bTo, depth) {
  const { a, b, runs } = diff;
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
    runs.push({ aStart: aFrom, aEnd: aTo, bStart: bFrom, bEnd: bTo });
    return;
  }
  const anchors = depth < MAX_ANCHOR_DEPTH ? uniqueAnchors(diff, aFrom, aTo, bFrom, bTo) : [];
  if (anchors === NOTHING_SHARED) {
    runs.push({ aStart: aFrom, aEnd: aTo, bStart: bFrom, bEnd: bTo });
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
  const count3 = candidatesA.length;
  const tails = new Int32Array(count3);
  const previous = new Int32Array(count3);
  let longest = 0;
  for (let candidate = 0; candidate < count3; candidate++) {
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
  for (const size2 of BLOCK_SIZES) {
    while (length + size2 <= shortest && a.substring(length, length + size2) === b.substring(length, length + size2)) length += size2;
  }
  while (length < shortest && a.charCodeAt(length) === b.charCodeAt(length)) length++;
  return length;
}
function commonSuffixLength(a, b, limit) {
  let length = 0;
  for (const size2 of BLOCK_SIZES) {
    while (length + size2 <= limit && a.substring(a.length - length - size2, a.length - length) === b.substring(b.length - length - size2, b.length - length)) length += size2;
  }
  while (length < limit && a.charCodeAt(a.length - length - 1) === b.charCodeAt(b.length - length - 1)) length++;
  return length;
}
function lineEndAfter(text2, offset) {
  const newline = text2.indexOf("\n", offset);
  return newline < 0 ? text2.length : newline + 1;
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
function linesOf(text2, from, to, ids) {
  const lineIds = [];
  const starts = [];
  for (let at = from; at < to; ) {
    const end = Math.min(lineEndAfter(text2, at), to);
    const key2 = text2.slice(at, end);
    let id = ids.get(key2);
    if (id === void 0) ids.set(key2, id = ids.size);
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
function advance(point, text2, from, to) {
  let { row, column } = point;
  let lineStart = -1;
  for (let newline = text2.indexOf("\n", from); newline >= 0 && newline < to; newline = text2.indexOf("\n", newline + 1)) {
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
        const localNames2 = /* @__PURE__ */ new Set();
        for (const fn of functions) {
          const localName = functionLocalName(fn.name, fn.parameters);
          if (localNames2.has(localName)) continue;
          localNames2.add(localName);
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
    const candidates2 = named2?.filter((candidate) => candidate.location.file !== reference.file || isVisibleFrom(candidate, reference.from, enclosing, outer));
    if (!candidates2 || candidates2.length === 0) continue;
    const { qualifier } = reference;
    const ofQualifier = qualifier && ownerNames ? candidates2.filter((candidate) => ownerNames.get(candidate)?.includes(qualifier)) : [];
    const sameFile = candidates2.filter((candidate) => candidate.location.file === reference.file);
    const inOneFile = candidates2.length === 1 || oneOtherFile && candidates2.every((candidate) => candidate.location.file === candidates2[0].location.file);
    const resolved = ofQualifier.length > 0 ? ofQualifier : sameFile.length > 0 ? sameFile : inOneFile ? candidates2 : [];
    for (const target of resolved) {
      if (target === reference.from) continue;
      const key2 = `${reference.from.id}>${target.id}`;
      if (seen.has(key2)) continue;
      seen.add(key2);
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
    const key2 = `${reference.from.id}>${member2.id}`;
    if (seen.has(key2)) continue;
    seen.add(key2);
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
      const key2 = `${edge.type}:${edge.from}>${edge.to}`;
      if (seen.has(key2)) continue;
      seen.add(key2);
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
        const key2 = `${owner}\0${field.simpleName}`;
        const list = fields.get(key2);
        if (list) list.push(field);
        else fields.set(key2, [field]);
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
  const usedNames2 = /* @__PURE__ */ new Map();
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
        placeAtTop(element, namespacePrefix(placement.namespaces), usedNames2, top);
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
      placeAtTop(element, namespacePrefix(found.namespace), usedNames2, top);
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
function placeAtTop(element, namespace, usedNames2, top) {
  let used = usedNames2.get(namespace);
  if (!used) usedNames2.set(namespace, used = /* @__PURE__ */ new Set());
  element.namespace = namespace;
  element.localName = takeUniqueName(used, element.localName);
  top.push(element);
}
function registerTypes(types, type, prefix = type.namespace ?? "") {
  if (!TYPE_KINDS2.has(type.type)) return;
  const key2 = prefix + type.simpleName;
  if (!types.has(key2)) types.set(key2, type);
  for (const child of type.children) registerTypes(types, child, `${key2}.`);
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
    const key2 = path.slice(0, i2 + 1).join(".");
    let type = types.get(key2);
    if (!type) {
      type = placeholder(takeId(), method, path[i2]);
      if (owner) owner.children.push(type);
      else {
        type.namespace = namespacePrefix(path.slice(0, namespaceDepth));
        placeholders.push(type);
      }
      types.set(key2, type);
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
function holdsCppSyntax(text2) {
  const code = text2.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g, " ");
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
function operatorName(text2) {
  const symbol = text2.replace(/^operator/, "").replace(/\s+/g, "");
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
    for (const parameter2 of ancestor.childForFieldName("parameters")?.namedChildren ?? []) {
      const identifier = parameter2?.descendantsOfType(["type_identifier", "identifier"]).find((child) => child?.parent?.id === parameter2.id || child?.parent?.type === "variadic_declarator");
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
function parameterOf(parameter2) {
  const declarator = parameter2.childForFieldName("declarator");
  const name2 = declarator ? declaredName(declarator) : null;
  const end = declarator?.endIndex ?? parameter2.childForFieldName("type")?.endIndex ?? parameter2.endIndex;
  const source = parameter2.text.slice(0, end - parameter2.startIndex);
  const type = name2 ? source.slice(0, name2.startIndex - parameter2.startIndex) + source.slice(name2.endIndex - parameter2.startIndex) : source;
  return { name: name2?.text ?? "", type: normalizeType(type) };
}
function declaredName(declarator) {
  let node = declarator;
  while (node && node.type !== "identifier") {
    node = node.childForFieldName("declarator") ?? node.namedChildren.find((child) => child !== null && (child.type === "identifier" || child.type.endsWith("declarator"))) ?? null;
  }
  return node;
}
function normalizeType(text2) {
  return text2.replace(/\\\r?\n/g, " ").replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, " ").replace(/\s+/g, " ").replace(/ ?([<>,*&()[\]]|::) ?/g, "$1").replace(/,/g, ", ").trim();
}
function signatureOf(name2, parameters, isConst = false) {
  return `${name2}(${parameters.map((parameter2) => parameter2.type ?? "").join(", ")})${isConst ? " const" : ""}`;
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
function blank(text2) {
  return " ".repeat(text2.length);
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
  const words3 = written.replace(/\bconstexpr\b/g, "const").replace(/\b(?:constinit|mutable)\b/g, " ").trim().split(/\s+/);
  const unique = words3.filter((word, i2) => word !== "const" || words3.indexOf("const") === i2);
  return comparableType(unique.join(" "));
}
function bindingOrSelf(declarator) {
  let node = declarator;
  while (node && (node.type === "reference_declarator" || node.type === "pointer_declarator")) node = node.namedChildren.find((child) => child?.type.endsWith("declarator")) ?? null;
  return node?.type === "structured_binding_declarator" ? node : declarator;
}
function caughtException(parameter2) {
  const declarator = parameter2.childForFieldName("declarator");
  return declarator && parameter2.parent?.parent?.type === "catch_clause" ? [declarator] : [];
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
  tokens: { atomic: /* @__PURE__ */ new Set(["string_literal", "raw_string_literal", "char_literal", "system_lib_string"]), skip: /* @__PURE__ */ new Set(["comment"]) },
  isIgnored: (_path, content) => isGeneratedCFamilyFile(content),
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

// src/languages/csharp/signatures.ts
function normalizeTypeText(text2) {
  return text2.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, " ").replace(/\s+/g, " ").replace(/ ?([<>,[\].?*]|::) ?/g, "$1").replace(/(?:[A-Za-z_@][\w]*(?:\.|::))+(?=[A-Za-z_@])/g, "").replace(/,/g, ", ").trim();
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
function parameterOf2(parameter2) {
  const passing = parameter2.namedChildren.filter((child) => child?.type === "modifier" && PASSING_MODIFIERS.has(child.text)).map((child) => child.text);
  const type = normalizeTypeText(parameter2.childForFieldName("type")?.text ?? "");
  return { name: parameter2.childForFieldName("name")?.text ?? "", type: [...passing, type].join(" ") };
}
function methodLocalName(name2, parameters) {
  return `${name2}(${parameters.map((parameter2) => parameter2.type ?? "").join(", ")})`;
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
  const usedNames2 = /* @__PURE__ */ new Map();
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
      element.localName = takeUniqueName(namesIn(usedNames2, namespace), element.localName);
      top.push(element);
      const key2 = typeKey(namespace, element.simpleName);
      if (element.type !== "Function" && !types.has(key2)) types.set(key2, element);
    }
    file.children = [];
  }
  const placeholders = [];
  for (const method of methods) {
    const namespace = packageNamespace(method.location.file);
    const owner = ownerOf(method);
    const key2 = typeKey(namespace, owner);
    let type = types.get(key2);
    if (!type) {
      type = receiverPlaceholder(takeId(), method, owner, namespace);
      types.set(key2, type);
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
function namesIn(usedNames2, namespace) {
  let used = usedNames2.get(namespace);
  if (!used) usedNames2.set(namespace, used = /* @__PURE__ */ new Set());
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
    const type = (declaration.type === "variadic_parameter_declaration" ? "..." : "") + compact(typeNode?.text ?? "");
    const names = declaration.childrenForFieldName("name").filter((name2) => name2 !== null);
    if (names.length === 0) parameters.push({ name: "", type });
    for (const name2 of names) parameters.push({ name: name2.text, type });
  }
  return parameters;
}
function signatureOf2(name2, parameters) {
  return `${name2}(${parameters.map((parameter2) => parameter2.type).join(", ")})`;
}
function receiverTypeName(receiver) {
  let type = receiver?.namedChildren.find((child) => child?.type === "parameter_declaration")?.childForFieldName("type") ?? null;
  while (type && (type.type === "pointer_type" || type.type === "parenthesized_type")) type = type.namedChildren[0] ?? null;
  if (type?.type === "generic_type") type = type.childForFieldName("type");
  return type?.type === "type_identifier" ? type.text : void 0;
}
function compact(text2) {
  return text2.replace(/\s+/g, " ");
}
function typeText(type) {
  return compact(type.text);
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
function declareLocalName(facts2, method, name2) {
  let names = facts2.localNames.get(method);
  if (!names) facts2.localNames.set(method, names = /* @__PURE__ */ new Set());
  names.add(name2);
}
function fieldUsesOf(facts2, method) {
  let uses = facts2.fieldUses.get(method);
  if (!uses) facts2.fieldUses.set(method, uses = { names: /* @__PURE__ */ new Set(), qualified: [] });
  return uses;
}
function declareVariable(facts2, scope, name2, type) {
  let declared = facts2.variables.get(scope);
  if (!declared) facts2.variables.set(scope, declared = /* @__PURE__ */ new Map());
  const previous = declared.get(name2);
  declared.set(name2, previous === void 0 || previous === type ? type : null);
}

// src/languages/java/signatures.ts
var COMMENT_TYPES = /* @__PURE__ */ new Set(["line_comment", "block_comment"]);
function isComment(node) {
  return COMMENT_TYPES.has(node.type);
}
function normalizeTypeText2(text2) {
  return text2.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, " ").replace(/\s+/g, " ").replace(/ ?([<>,[\].&]) ?/g, "$1").replace(/,/g, ", ").trim();
}
function typeReferenceName(text2) {
  let depth = 0;
  let plain = "";
  for (const char of text2) {
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
  return `${name2}(${parameters.map((parameter2) => parameter2.type ?? "").join(", ")})`;
}
function argumentCount(argumentList) {
  if (!argumentList) return 0;
  if (!argumentList.text.includes("/")) return argumentList.namedChildCount;
  let count3 = 0;
  for (const child of argumentList.namedChildren) {
    if (child && !isComment(child)) count3++;
  }
  return count3;
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
    if (!source.startsWith(earlierSource.slice(begin, end), start2)) continue;
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
    parameters: earlier.parameters.map((parameter2) => ({ ...parameter2 })),
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
  const localNames2 = from.localNames.get(earlier);
  if (localNames2) to.localNames.set(node, localNames2);
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
function buildJavaFile(file, captures, ids, roots, facts2, tokens, taken) {
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
        carryFacts(taken.earlierFacts, earlier, facts2, node);
      } else {
        for (const capture of taken.capturesWithin(method)) read(capture.name, capture.node, capture.node.startIndex);
      }
    }
  };
  for (const { name: name2, node } of captures) {
    const start2 = node.startIndex;
    takeMethodsBefore(start2);
    read(name2, node, start2);
  }
  takeMethodsBefore(Infinity);
  function read(name2, node, start2) {
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
        const parameter2 = node.type === "lambda_expression" ? node.childForFieldName("parameters") : null;
        if (parameter2?.type === "identifier") declareLocalNames([parameter2], stack, facts2);
        break;
      }
      case "type": {
        if (enclosing && !enclosing.node) break;
        const parent = enclosing?.node;
        const typeNode = buildType(file, node, ids, parent ? void 0 : packagePrefix);
        (parent ? parent.children : roots).push(typeNode);
        facts2.types.set(typeNode, { file, packagePrefix, imports, ...supertypesOf(node) });
        const recordComponents = node.type === "record_declaration" ? parametersOf5(node.childForFieldName("parameters")) : void 0;
        stack.push({ end: node.endIndex, node: typeNode, recordComponents });
        break;
      }
      case "method": {
        const owner = enclosing?.node;
        if (!owner || owner.type === "Method") break;
        const method = buildMethod(file, node, ids, owner, enclosing.recordComponents);
        owner.children.push(method);
        for (const parameter2 of method.parameters) {
          declareVariable(facts2, method, parameter2.name, parameter2.type ?? "");
          declareLocalName(facts2, method, parameter2.name);
        }
        stack.push({ end: node.endIndex, node: method });
        break;
      }
      case "resource":
        if (node.childForFieldName("type")) declareMethodVariables(node, stack, facts2);
        break;
      case "variable": {
        if (node.type !== "field_declaration") {
          declareMethodVariables(node, stack, facts2);
        } else if (enclosing?.node) {
          if (enclosing.node.type === "Method") break;
          declareVariables(node, enclosing.node, facts2);
          appendAll(enclosing.node.children, buildFields(file, node, ids));
        } else {
          const method = innermostNode(stack);
          if (method?.type === "Method") for (const name3 of declaratorNames(node)) declareLocalName(facts2, method, name3);
        }
        break;
      }
      case "constant": {
        const owner = enclosing?.node;
        if (owner && owner.type !== "Method") appendAll(owner.children, buildFields(file, node, ids));
        break;
      }
      case "field_access": {
        const method = innermostNode(stack);
        const field = node.childForFieldName("field");
        if (method?.type !== "Method" || field?.type !== "identifier") break;
        fieldUsesOf(facts2, method).qualified.push({ name: identifierText(field), receiver: receiverOf(node.childForFieldName("object"), identifierText) });
        break;
      }
      case "name_use": {
        const method = innermostNode(stack);
        if (method?.type === "Method") fieldUsesOf(facts2, method).names.add(identifierText(node));
        break;
      }
      case "assignment": {
        const assigned = node.childForFieldName("left");
        const method = innermostNode(stack);
        if (assigned?.type === "identifier" && method?.type === "Method") fieldUsesOf(facts2, method).names.add(identifierText(assigned));
        break;
      }
      case "named_local": {
        const declared = node.childForFieldName("name");
        if (declared) declareLocalNames([declared], stack, facts2);
        break;
      }
      case "spread_parameter":
        declareLocalNames(childrenOfType(node, "variable_declarator").flatMap((declarator) => declarator.childForFieldName("name") ?? []), stack, facts2);
        break;
      case "identifier_locals":
        declareLocalNames(childrenOfType(node, "identifier"), stack, facts2);
        break;
      default: {
        const caller = innermostNode(stack);
        if (caller?.type !== "Method") break;
        const call = callSiteOf(name2, node, identifierText);
        if (!call) break;
        let calls = facts2.calls.get(caller);
        if (!calls) facts2.calls.set(caller, calls = []);
        calls.push(call);
      }
    }
  }
}
function declareMethodVariables(declaration, stack, facts2) {
  const method = innermostNode(stack);
  if (method?.type === "Method") declareVariables(declaration, method, facts2);
}
function declareLocalNames(names, stack, facts2) {
  const method = innermostNode(stack);
  if (method?.type !== "Method") return;
  for (const name2 of names) declareLocalName(facts2, method, name2.text);
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
function declareVariables(declaration, scope, facts2) {
  const type = declaration.childForFieldName("type")?.text;
  if (!type) return;
  if (declaration.type === "enhanced_for_statement" || declaration.type === "resource") {
    const name2 = declaration.childForFieldName("name")?.text;
    if (name2) declareVariable(facts2, scope, name2, type);
    return;
  }
  for (const declarator of declaration.childrenForFieldName("declarator")) {
    const name2 = declarator?.childForFieldName("name")?.text;
    if (!declarator || !name2) continue;
    const value = declarator.childForFieldName("value");
    const inferred = type === "var" && value?.type === "object_creation_expression" ? value.childForFieldName("type")?.text : void 0;
    const dimensions = declarator.childForFieldName("dimensions") ? "[]" : "";
    declareVariable(facts2, scope, name2, (inferred ?? type) + dimensions);
    if (scope.type === "Method") declareLocalName(facts2, scope, name2);
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
function buildFields(file, declaration, ids) {
  const typeText3 = declaration.childForFieldName("type")?.text ?? "";
  const fields = [];
  for (const declarator of declaration.childrenForFieldName("declarator")) {
    const name2 = declarator?.childForFieldName("name")?.text;
    if (!declarator || !name2) continue;
    const type = normalizeTypeText2(typeText3 + (declarator.childForFieldName("dimensions")?.text ?? ""));
    fields.push({
      id: ids.take(),
      type: "Field",
      simpleName: name2,
      localName: name2,
      signature: `${name2} : ${type}`,
      parameters: [],
      fieldType: type,
      location: locationOf(file, declaration, declarator.childForFieldName("value")),
      stereotypes: ["TYPE_MEMBER"],
      children: []
    });
  }
  return fields;
}
function packagePrefixOf(declaration) {
  for (const child of declaration.namedChildren) {
    if (child && (child.type === "scoped_identifier" || child.type === "identifier")) {
      return `${child.text.replace(/\s+/g, "")}.`;
    }
  }
  return "";
}
function addImport(text2, imports) {
  const match = /^import\s+(static\s+)?([\w.\s]+?)(\s*\.\s*\*)?\s*;/.exec(text2);
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
    location: innerBodyLocation(file, declaration, declaration.childForFieldName("body")),
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
function buildMethod(file, declaration, ids, owner, recordComponents) {
  const constructor = declaration.type !== "method_declaration";
  const name2 = constructor ? owner.simpleName : declaration.childForFieldName("name")?.text ?? "";
  const parameters = declaration.type === "compact_constructor_declaration" ? recordComponents ?? [] : parametersOf5(declaration.childForFieldName("parameters"));
  const body2 = declaration.childForFieldName("body");
  const returnType = declaration.childForFieldName("type");
  return {
    id: ids.take(),
    type: "Method",
    simpleName: name2,
    // As RefDiff: a constructor's identifier is `new(...)`, so renaming its class does not
    // make it look renamed too; users still see it named like its class.
    localName: methodLocalName2(constructor ? "new" : name2, parameters),
    signature: methodLocalName2(name2, parameters),
    parameters,
    ...returnType ? { returnType: normalizeTypeText2(returnType.text + (declaration.childForFieldName("dimensions")?.text ?? "")) } : {},
    location: innerBodyLocation(file, declaration, body2),
    stereotypes: methodStereotypes(name2, constructor, parameters.length, body2),
    children: []
  };
}
function methodStereotypes(name2, constructor, parameterCount, body2) {
  const stereotypes = [constructor ? "TYPE_CONSTRUCTOR" : "TYPE_MEMBER"];
  if (!body2) stereotypes.push("ABSTRACT");
  if (constructor) return stereotypes;
  const trivial = () => !body2 || statementCount(body2) <= 1;
  if ((name2.startsWith("get") || name2.startsWith("is")) && parameterCount === 0 && trivial()) {
    stereotypes.push("FIELD_ACCESSOR");
  } else if (name2.startsWith("set") && parameterCount === 1 && trivial()) {
    stereotypes.push("FIELD_MUTATOR");
  }
  return stereotypes;
}
function statementCount(block) {
  let count3 = 0;
  for (const child of block.namedChildren) if (child && !isComment(child)) count3++;
  return count3;
}
function innerBodyLocation(file, declaration, body2) {
  const location2 = locationOf(file, declaration, body2);
  if (body2 && body2.endIndex - body2.startIndex >= 2) {
    location2.bodyBegin += 1;
    location2.bodyEnd -= 1;
  }
  return location2;
}
function callSiteOf(captureName, node, identifierText) {
  switch (captureName) {
    case "call": {
      const nameNode = node.childForFieldName("name");
      const name2 = nameNode && identifierText(nameNode);
      if (!name2) return void 0;
      return { kind: "method", name: name2, argumentCount: argumentCount(node.childForFieldName("arguments")), receiver: receiverOf(node.childForFieldName("object"), identifierText) };
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
function receiverOf(receiver, identifierText) {
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
  const { texts: texts2, starts } = tokens;
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
      texts2.push(source[position]);
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
        texts2.push(source.slice(position, end2));
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
    texts2.push(source.slice(position, end));
    starts.push(position);
    position = end;
  }
  return position === to;
}
function sameTokens(before, after, pattern, hidesCode) {
  const inBefore = { position: 0, start: 0 };
  const inAfter = { position: 0, start: 0 };
  for (; ; ) {
    const beforeEnd = readToken(before, pattern, inBefore, hidesCode);
    const afterEnd = readToken(after, pattern, inAfter, hidesCode);
    if (beforeEnd === UNREADABLE_TEXT || afterEnd === UNREADABLE_TEXT) return false;
    if (beforeEnd === NO_MORE_TOKENS || afterEnd === NO_MORE_TOKENS) return beforeEnd === afterEnd;
    const length = beforeEnd - inBefore.start;
    if (length !== afterEnd - inAfter.start) return false;
    for (let i2 = 0; i2 < length; i2++) if (before.charCodeAt(inBefore.start + i2) !== after.charCodeAt(inAfter.start + i2)) return false;
  }
}
var NO_MORE_TOKENS = -1;
var UNREADABLE_TEXT = -2;
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
function asciiMatching(pattern, mark2 = 1) {
  const marks = new Uint8Array(128);
  for (let c = 0; c < 128; c++) if (pattern.test(String.fromCharCode(c))) marks[c] = mark2;
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
var IDENTIFIER2 = String.raw`[\p{XID_Start}_$]${IDENTIFIER_PART}*`;
var SHIFT = String.raw`(>>>=|>>=|>>>|>>)`;
var OPERATOR = String.raw`<<=|\.\.\.|->|::|\+\+|--|&&|\|\||==|!=|<=|>=|\+=|-=|\*=|/=|&=|\|=|\^=|%=|<<|>>|[{}()[\];,.@=<>!~?:+\-*/&|^%]`;
var JAVA_TOKEN = {
  skip: new RegExp(SKIP, "uy"),
  split: new RegExp(SHIFT, "uy"),
  token: new RegExp([TEXT_BLOCK, STRING, CHARACTER, HEX_NUMBER, BINARY_NUMBER, DECIMAL_NUMBER, WORD_TOKENS, IDENTIFIER2, OPERATOR].join("|"), "uy"),
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
    const read = readCaptures(tree, file.content, query, earlier, incremental.edits);
    const captures = read.captures;
    data.nestingDepth = read.nesting.depth;
    data.methodDepths = read.nesting.methodDepths;
    if (read.tooDeep) {
      data.warnings.push(nestingWarning(file.path));
      return { data, held: heldTree(tree, file.content) };
    }
    const warning = syntaxWarning(file.path, tree);
    if (warning) data.warnings.push(warning);
    const earlierTokens = read.taken && (earlier?.built).tokens;
    const tokens = read.taken && earlierTokens ? javaTokensTaking(tree, file.content, earlierTokens, takenStretches(read.taken.methods)) : javaTokens(tree, file.content);
    data.tokens = tokens;
    const nodes = [];
    buildJavaFile(file.path, captures, ids, nodes, data.facts, warning ? void 0 : tokens, read.taken);
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
function nestingWithTaken(read, methods, earlierDepths) {
  const ranges = [];
  let next = 0;
  for (const method of methods) {
    const ownDepth = earlierDepths.get(method.earlier.location.begin);
    if (ownDepth === void 0) return UNKNOWN_NESTING;
    while (next < read.length && read[next].startIndex < method.start) ranges.push(read[next++]);
    ranges.push({ startIndex: method.start, endIndex: method.end, method: true, ownDepth });
  }
  while (next < read.length) ranges.push(read[next++]);
  return fileNesting(ranges);
}
function heldTree(tree, source) {
  return { tree, source, release: () => tree.delete(), share: () => heldTree(tree.copy(), source) };
}
function collectJavaData(files, data, facts2) {
  const collected = { nodes: [], facts: facts2, tokens: /* @__PURE__ */ new Map(), warnings: [] };
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
  for (const [node, facts2] of from.types) to.types.set(copyOf(node), facts2);
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
  constructor(index, types, calls, facts2) {
    this.index = index;
    this.types = types;
    this.calls = calls;
    this.facts = facts2;
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
function resolveReferences(roots, facts2) {
  const index = new CstIndex2(roots);
  const types = new TypeResolver(index, facts2);
  const edges = [];
  const seen = { subtype: /* @__PURE__ */ new Map(), uses: /* @__PURE__ */ new Map() };
  const add = (type, from, to) => {
    let targets = seen[type].get(from.id);
    if (!targets) seen[type].set(from.id, targets = /* @__PURE__ */ new Set());
    if (targets.has(to.id)) return;
    targets.add(to.id);
    edges.push({ type, from: from.id, to: to.id });
  };
  for (const type of facts2.types.keys()) {
    for (const supertype of types.hierarchyEdgesOf(type)) add("subtype", type, supertype);
  }
  const calls = new CallResolver(index, types, facts2);
  for (const [method, sites] of facts2.calls) {
    const owner = index.parentOf(method);
    if (!owner) continue;
    for (const site of sites) {
      for (const callee of calls.resolve(site, method, owner)) add("uses", method, callee);
    }
  }
  const fields = new FieldResolver(index, types, calls, facts2);
  for (const [method, uses] of facts2.fieldUses) {
    const owner = index.parentOf(method);
    if (!owner) continue;
    for (const field of fields.resolve(uses, method, owner)) add("uses", method, field);
  }
  return edges;
}
var CstIndex2 = class {
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
        push2(members, node.simpleName, node);
      }
      const qualified = parent ? `${qualifiedParent}.${node.simpleName}` : (node.namespace ?? "") + node.simpleName;
      if (node.type === "Method") {
        push2(this.methodsBySimpleName, node.simpleName, node);
      } else if (node.type !== "Field") {
        push2(this.typesByQualifiedName, qualified, node);
        push2(this.typesBySimpleName, node.simpleName, node);
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
function push2(map, key2, value) {
  const list = map.get(key2);
  if (list) list.push(value);
  else map.set(key2, [value]);
}
function isType(node) {
  return node.type !== "Method" && node.type !== "Field";
}
var TypeResolver = class {
  constructor(index, facts2) {
    this.index = index;
    this.facts = facts2;
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
    const facts2 = this.factsOf(context);
    if (facts2) {
      const imported = facts2.imports.single.get(name2);
      if (imported) return this.unique(this.index.typesByQualifiedName.get(imported));
      const samePackage = this.unique(this.index.typesByQualifiedName.get(facts2.packagePrefix + name2));
      if (samePackage) return samePackage;
      for (const prefix of facts2.imports.onDemand) {
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
  unique(candidates2) {
    return candidates2?.length === 1 ? candidates2[0] : void 0;
  }
  factsOf(type) {
    return this.facts.types.get(type);
  }
  /** The declared superclass and interfaces that are in the CST. */
  directSupertypes(type) {
    let found = this.directCache.get(type);
    if (found) return found;
    found = [];
    const facts2 = this.factsOf(type);
    const names = !facts2 ? [] : facts2.superclass ? [facts2.superclass, ...facts2.interfaces] : facts2.interfaces;
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
  constructor(index, types, facts2) {
    this.index = index;
    this.types = types;
    this.facts = facts2;
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
    const key2 = `${argumentCount2} ${name2}`;
    let matches = this.anywhereMatches.get(key2);
    if (!matches) {
      const anywhere = (this.index.methodsBySimpleName.get(name2) ?? []).filter(
        (candidate) => isMethod(candidate) && accepts(candidate, argumentCount2)
      );
      matches = anywhere.length === 1 || this.isOneOverrideFamily(anywhere) ? anywhere : [];
      this.anywhereMatches.set(key2, matches);
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
      const held2 = parse.held;
      const data = parse.data;
      const other = counterpart && { file: counterpart.file, nodes: counterpart.parse.data.nodes };
      return held2 ? statementsOfFile(file, held2.tree, data.nodes, STATEMENTS, data.tokens, other) : /* @__PURE__ */ new Map();
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
  const held2 = earlier.held;
  return held2 && { tree: held2.tree, source: held2.source, built: earlier.data };
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
    const held2 = parse.held;
    if (held2) kept.keepOrFree(files[index].path, held2.tree, files[index].content.length, files[index].content, parse.data);
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
      const key2 = [...keys, element.text].join(".");
      names.push(member2 ? { name: element.text, key: key2, member: [...member2, ".", element.text] } : { name: element.text, key: key2 });
      return;
    }
    case "pair_pattern": {
      const key2 = element.childForFieldName("key");
      const value = element.childForFieldName("value");
      if (!key2 || !value) return;
      boundNames(value, [...keys, key2.text], member2 && key2.type === "property_identifier" ? [...member2, ".", key2.text] : void 0, names, depth);
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
function parameterBindings(parameter2) {
  const pattern = parameter2.type === "assignment_pattern" ? parameter2.childForFieldName("left") : parameter2;
  if (pattern?.type !== "object_pattern" && pattern?.type !== "array_pattern") return void 0;
  const names = [];
  boundNames(pattern, [], void 0, names, 0);
  return names.length > 0 ? names.map(({ name: name2, key: key2 }) => ({ name: name2, key: key2 })) : void 0;
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
    return parametersOf6(current).some((parameter2) => parameter2.name === name2);
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
  return annotation ? tidy(annotation.text.replace(/^:/, "")) || void 0 : void 0;
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
  return `${name2}(${parameters.map((parameter2) => parameter2.type ? `${writtenName(parameter2)}: ${parameter2.type}` : writtenName(parameter2)).join(", ")})`;
}
var optionalParameters = /* @__PURE__ */ new WeakSet();
function writtenName(parameter2) {
  return optionalParameters.has(parameter2) ? `${parameter2.name}?` : parameter2.name;
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
  for (const parameter2 of list.namedChildren) {
    if (!parameter2 || parameter2.type === "comment") continue;
    if (TYPED_PARAMETERS.has(parameter2.type)) {
      const typed = typedParameter(parameter2);
      if (typed) parameters.push(typed);
    } else {
      parameters.push(withBindings({ name: parameterName(parameter2) }, parameter2));
    }
  }
  return parameters;
}
function withBindings(parameter2, pattern) {
  const binds = parameterBindings(pattern);
  if (binds) parameter2.binds = binds;
  return parameter2;
}
var TYPED_PARAMETERS = /* @__PURE__ */ new Set(["required_parameter", "optional_parameter"]);
function typedParameter(parameter2) {
  const pattern = parameter2.childForFieldName("pattern");
  if (!pattern || pattern.type === "this") return void 0;
  const name2 = parameterName(pattern);
  const annotation = parameter2.childForFieldName("type");
  const type = annotation ? tidy(annotation.text.replace(/^:/, "")) : void 0;
  const typed = withBindings(type ? { name: name2, type } : { name: name2 }, pattern);
  if (parameter2.type === "optional_parameter") optionalParameters.add(typed);
  return typed;
}
function parametersFromText(text2) {
  const inner = text2.replace(/^\(|\)$/g, "");
  const parameters = [];
  let depth = 0;
  let start2 = 0;
  const take = (end) => {
    const name2 = nameBeforeAnnotation(inner.slice(start2, end).replace(COMMENTS, " "));
    if (name2) parameters.push({ name: name2 });
  };
  for (let i2 = 0; i2 < inner.length; i2++) {
    const ch = inner[i2];
    if (QUOTES.includes(ch)) i2 = stringEnd(inner, i2);
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
function lastNonSpaceBefore(text2, at) {
  let i2 = at - 1;
  while (i2 >= 0 && WHITE_SPACE.test(text2[i2])) i2--;
  return i2 >= 0 ? text2[i2] : void 0;
}
var WHITE_SPACE = /\s/;
function stringEnd(text2, open) {
  for (let i2 = open + 1; i2 < text2.length; i2++) {
    if (text2[i2] === "\\") i2++;
    else if (text2[i2] === text2[open]) return i2;
    else if (text2[open] === "`" && text2.startsWith("${", i2)) i2 = substitutionEnd(text2, i2 + 2);
  }
  return text2.length - 1;
}
function regexEnd(text2, open) {
  let inClass = false;
  for (let i2 = open + 1; i2 < text2.length; i2++) {
    if (text2[i2] === "\\") i2++;
    else if (text2[i2] === "[") inClass = true;
    else if (text2[i2] === "]") inClass = false;
    else if (text2[i2] === "/" && !inClass) return i2;
    else if (text2[i2] === "\n") return open;
  }
  return open;
}
function substitutionEnd(text2, from) {
  let depth = 0;
  for (let i2 = from; i2 < text2.length; i2++) {
    if (QUOTES.includes(text2[i2])) i2 = stringEnd(text2, i2);
    else if (text2[i2] === "{") depth++;
    else if (text2[i2] === "}" && depth-- === 0) return i2;
  }
  return text2.length - 1;
}
function endOf(text2, end, from) {
  const at = text2.indexOf(end, from + 2);
  return at === -1 ? text2.length - 1 : at;
}
function nameBeforeAnnotation(parameter2) {
  let depth = 0;
  for (let i2 = 0; i2 < parameter2.length; i2++) {
    const ch = parameter2[i2];
    if ("([{<".includes(ch)) depth++;
    else if (")]}>".includes(ch)) depth--;
    else if (depth === 0 && (ch === ":" || ch === "=" || ch === "?")) return tidy(parameter2.slice(0, i2));
  }
  return tidy(parameter2);
}
function tidy(text2) {
  return text2.trim().replace(/\s+/g, " ");
}
var MAX_PATTERN_DEPTH2 = 100;
function parameterName(parameter2, depth = 0) {
  if (depth > MAX_PATTERN_DEPTH2) return tidy(parameter2.text);
  switch (parameter2.type) {
    case "assignment_pattern":
    case "object_assignment_pattern": {
      const left = parameter2.childForFieldName("left");
      return left ? parameterName(left, depth + 1) : tidy(parameter2.text);
    }
    case "rest_pattern": {
      const inner = parameter2.namedChildren[0];
      return `...${inner ? parameterName(inner, depth + 1) : ""}`;
    }
    case "pair_pattern": {
      const key2 = parameter2.childForFieldName("key");
      const value = parameter2.childForFieldName("value");
      return key2 && value ? `${key2.text}: ${parameterName(value, depth + 1)}` : tidy(parameter2.text);
    }
    case "object_pattern":
      return `{ ${patternElements(parameter2, depth + 1).join(", ")} }`;
    case "array_pattern":
      return `[${patternElements(parameter2, depth + 1).join(", ")}]`;
    default:
      return tidy(parameter2.text);
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

// src/core/statements/name-uses.ts
var MEMBER_ACCESS = /* @__PURE__ */ new Set([".", "->", "::", "?."]);
var NAME = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;
function isName(token) {
  return NAME.test(token);
}
function isMemberAccess(token) {
  return MEMBER_ACCESS.has(token);
}
function usesOf(tokens, name2) {
  let count3 = 0;
  for (let i2 = 0; i2 < tokens.length; i2++) if (isUse(tokens, i2, name2)) count3++;
  return count3;
}
function localNames(tokens) {
  return tokens.filter((token, i2) => !MEMBER_ACCESS.has(tokens[i2 - 1] ?? ""));
}
function usedNames(tokens) {
  return new Set(tokens.filter((token, i2) => isUse(tokens, i2, token)));
}
function renamed(tokens, from, to) {
  return tokens.map((token, i2) => isUse(tokens, i2, from) ? to : token);
}
function withRenames(tokens, renames) {
  if (renames.size === 0) return tokens;
  return tokens.map((token, i2) => {
    const to = renames.get(token);
    return to !== void 0 && !MEMBER_ACCESS.has(tokens[i2 - 1] ?? "") ? to : token;
  });
}
function withRenamesEverywhere(tokens, renames) {
  return renames.size === 0 ? tokens : tokens.map((token) => renames.get(token) ?? token);
}
function replacedRun(tokens, run2, by) {
  if (run2.length === 0 || run2.length > tokens.length) return void 0;
  const result = [];
  let found = false;
  for (let i2 = 0; i2 < tokens.length; ) {
    if (startsRun(tokens, i2, run2)) {
      result.push(...by);
      i2 += run2.length;
      found = true;
    } else result.push(tokens[i2++]);
  }
  return found ? result : void 0;
}
function containsRun(tokens, run2) {
  if (run2.length === 0) return false;
  for (let i2 = 0; i2 + run2.length <= tokens.length; i2++) if (startsRun(tokens, i2, run2)) return true;
  return false;
}
function startsRun(tokens, at, run2) {
  if (at + run2.length > tokens.length) return false;
  for (let k = 0; k < run2.length; k++) if (tokens[at + k] !== run2[k]) return false;
  return run2.length > 1 || !MEMBER_ACCESS.has(tokens[at - 1] ?? "");
}
function isUse(tokens, i2, name2) {
  return tokens[i2] === name2 && !MEMBER_ACCESS.has(tokens[i2 - 1] ?? "");
}
function changedPlace(a, b) {
  let start2 = 0;
  while (start2 < a.length && start2 < b.length && a[start2] === b[start2]) start2++;
  let end = 0;
  while (end < a.length - start2 && end < b.length - start2 && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return { start: start2, inA: a.slice(start2, a.length - end), inB: b.slice(start2, b.length - end) };
}
var OPENING = /* @__PURE__ */ new Set(["(", "[", "{"]);
var CLOSING = /* @__PURE__ */ new Set([")", "]", "}"]);
var TERMINATORS = /* @__PURE__ */ new Set([";", ","]);
function isOneExpression(tokens) {
  let depth = 0;
  for (const token of tokens) {
    if (OPENING.has(token)) depth++;
    else if (CLOSING.has(token) && --depth < 0) return false;
    else if (depth === 0 && TERMINATORS.has(token)) return false;
  }
  return depth === 0;
}
function argumentNameFlags(tokens) {
  const flags2 = [];
  const open = [];
  for (let i2 = 0; i2 < tokens.length; i2++) {
    const token = tokens[i2];
    if (OPENING.has(token)) open.push(token);
    else if (CLOSING.has(token)) open.pop();
    flags2.push(open[open.length - 1] === "(" && tokens[i2 + 1] === "=" && (tokens[i2 - 1] === "(" || tokens[i2 - 1] === ","));
  }
  return flags2;
}
function localUses(tokens) {
  const argumentNames = argumentNameFlags(tokens);
  return new Set(tokens.filter((token, i2) => isUse(tokens, i2, token) && !argumentNames[i2]));
}
function writtenOut(locals, allStatements) {
  const reaches = locals.map((local) => new Set(local.reach ?? allStatements));
  return (statement) => {
    let tokens = statement.tokens;
    for (let k = 0; k < locals.length; k++) {
      const local = locals[k];
      if (statement === local.assignment || !reaches[k].has(statement) || usesOf(tokens, local.name) === 0) continue;
      tokens = valueForUses(tokens, local.name, local.value);
    }
    return tokens;
  };
}
function valueForUses(tokens, name2, value) {
  const result = [];
  for (let i2 = 0; i2 < tokens.length; i2++) {
    if (isUse(tokens, i2, name2)) for (const token of value) result.push(token);
    else result.push(tokens[i2]);
  }
  return result;
}

// src/core/statements/setter-calls.ts
var ASSIGNMENT = "=";
var MEMBER_ACCESS2 = /* @__PURE__ */ new Set([".", "->", "?."]);
function asFieldAssignments(a, b) {
  const assigns = a.includes(ASSIGNMENT);
  if (assigns === b.includes(ASSIGNMENT)) return void 0;
  const [assignment, call] = assigns ? [a, b] : [b, a];
  const field = canonicalOf(assignment, true);
  const setter = field && canonicalOf(call, false);
  if (!field || !setter || field.key !== setter.key) return void 0;
  return assigns ? [field.tokens, setter.tokens] : [setter.tokens, field.tokens];
}
function fieldSetBy(tokens) {
  return canonicalOf(tokens, tokens.includes(ASSIGNMENT))?.key;
}
var canonicals = /* @__PURE__ */ new WeakMap();
function canonicalOf(tokens, assigns) {
  let found = canonicals.get(tokens);
  if (found === void 0) {
    const canonical = assigns ? assignedField(withoutTerminator(tokens)) : setterCall(withoutTerminator(tokens));
    canonicals.set(tokens, found = canonical ? { tokens: canonical, key: fieldOf2(canonical) } : null);
  }
  return found ?? void 0;
}
function withoutTerminator(tokens) {
  let end = tokens.length;
  while (end > 0 && TERMINATORS.has(tokens[end - 1])) end--;
  return tokens.slice(0, end);
}
function fieldOf2(tokens) {
  return tokens[tokens.indexOf(ASSIGNMENT) - 1];
}
function assignedField(tokens) {
  const at = tokens.indexOf(ASSIGNMENT);
  if (at < 1 || at === tokens.length - 1) return void 0;
  const name2 = tokens[at - 1];
  if (!isName2(name2)) return void 0;
  const receiver = tokens.slice(0, at - 1);
  if (receiver.length > 0 && !MEMBER_ACCESS2.has(receiver[receiver.length - 1])) return void 0;
  return [...receiver, fieldKey(splitIdentifier(name2)), ASSIGNMENT, ...tokens.slice(at + 1)];
}
function setterCall(tokens) {
  if (tokens.length < 4 || tokens[tokens.length - 1] !== ")") return void 0;
  const open = tokens.indexOf("(");
  if (open < 1 || !isName2(tokens[open - 1])) return void 0;
  const receiver = tokens.slice(0, open - 1);
  if (receiver.length > 0 && !MEMBER_ACCESS2.has(receiver[receiver.length - 1])) return void 0;
  if (receiver.some((token) => token === "(" || token === ASSIGNMENT)) return void 0;
  const argument = tokens.slice(open + 1, tokens.length - 1);
  if (argument.length === 0 || !isOneArgument(argument)) return void 0;
  const words3 = splitIdentifier(tokens[open - 1]);
  if (words3.length < 2) return void 0;
  return [...receiver, fieldKey(words3.slice(1)), ASSIGNMENT, ...argument];
}
function isOneArgument(tokens) {
  let depth = 0;
  for (const token of tokens) {
    if (token === "(" || token === "[" || token === "{") depth++;
    else if (token === ")" || token === "]" || token === "}") {
      if (--depth < 0) return false;
    } else if (token === "," && depth === 0) return false;
  }
  return depth === 0;
}
function fieldKey(words3) {
  return words3.join("").toLowerCase();
}
function isName2(token) {
  return /^[A-Za-z_$][\w$]*$/.test(token);
}

// src/core/statements/similarity.ts
var NO_LOCALS = () => false;
var WORD = /[\w$"'`]/;
function spelledKey(name2) {
  return `\u2039${name2}\u203A`;
}
function isWeighedWord(token, i2, tokens) {
  return WORD.test(token) && !(tokens[i2 + 1] === ":" && i2 + 2 < tokens.length && token === spelledKey(tokens[i2 + 2]));
}
function isWord(token) {
  return WORD.test(token);
}
var LOCAL_REPLACEMENT = 0.5;
var MAX_SEQUENCE = 120;
var ASSIGNMENTS = /* @__PURE__ */ new Set(["=", ":="]);
var TERMINATORS2 = /* @__PURE__ */ new Set([";", ","]);
function statementSimilarity(a, b, isLocalA = NO_LOCALS, isLocalB = NO_LOCALS) {
  if (a.length === 0 || b.length === 0) return a.length === b.length ? 1 : 0;
  if (sameTokens2(a, b)) return 1;
  const setter = asFieldAssignments(a, b);
  const direct = compareWords(a, b, isLocalA, isLocalB);
  const whole = setter ? Math.max(direct, compareWords(setter[0], setter[1], isLocalA, isLocalB)) : direct;
  const coreA = valueOf(a);
  const coreB = valueOf(b);
  if (coreA === a && coreB === b) return whole;
  return Math.max(whole, 0.9 * compareWords(coreA, coreB, isLocalA, isLocalB));
}
function statementShape(tokens) {
  const value = valueOf(tokens);
  return { empty: tokens.length === 0, assigns: tokens.includes("="), tokens, words: words(tokens).length, valueWords: value === tokens ? -1 : words(value).length };
}
function statementSimilarityBound(a, b) {
  if (a.empty || b.empty) return a.empty === b.empty ? 1 : 0;
  if (a.assigns !== b.assigns) {
    const field = fieldSetBy(a.tokens);
    if (field !== void 0 && field === fieldSetBy(b.tokens)) return 1;
  }
  const whole = diceBound(a.words, b.words);
  if (a.valueWords < 0 && b.valueWords < 0) return whole;
  const values = diceBound(a.valueWords < 0 ? a.words : a.valueWords, b.valueWords < 0 ? b.words : b.valueWords);
  return Math.max(whole, 0.9 * values);
}
function diceBound(a, b) {
  if (a === 0 || b === 0) return 0;
  return 2 * Math.min(a, b) / (a + b);
}
function compareWords(x, y, isLocalA, isLocalB) {
  return sequenceSimilarity(words(x), words(y), isLocalA, isLocalB);
}
function wholeStatementSimilarity(a, b) {
  if (a.length === 0 || b.length === 0) return a.length === b.length ? 1 : 0;
  return sameTokens2(a, b) ? 1 : sequenceSimilarity(words(a), words(b), NO_LOCALS, NO_LOCALS);
}
function wordCount(tokens) {
  return tokens.filter(isWeighedWord).length;
}
var wordsOf = /* @__PURE__ */ new WeakMap();
function words(tokens) {
  let found = wordsOf.get(tokens);
  if (!found) {
    const filtered = tokens.filter(isWeighedWord);
    found = filtered.length > 0 ? filtered : tokens;
    wordsOf.set(tokens, found);
  }
  return found;
}
function sameTokens2(a, b) {
  return a.length === b.length && a.every((token, i2) => token === b[i2]);
}
var valuesOf = /* @__PURE__ */ new WeakMap();
function valueOf(tokens) {
  let value = valuesOf.get(tokens);
  if (!value) valuesOf.set(tokens, value = readValue(tokens));
  return value;
}
function readValue(tokens) {
  let end = tokens.length;
  while (end > 0 && TERMINATORS2.has(tokens[end - 1])) end--;
  let start2 = 0;
  if (tokens[0] === "return") start2 = 1;
  else {
    const assignment = tokens.findIndex((token) => ASSIGNMENTS.has(token));
    if (assignment >= 0) start2 = assignment + 1;
  }
  return start2 === 0 && end === tokens.length ? tokens : tokens.slice(start2, end);
}
function sequenceSimilarity(a, b, isLocalA, isLocalB) {
  if (a.length === 0 || b.length === 0) return 0;
  const common = a.length > MAX_SEQUENCE || b.length > MAX_SEQUENCE ? bagOverlap(a, b) : commonWeight(a, b, isLocalA, isLocalB);
  return 2 * common / (a.length + b.length);
}
var rowA = new Float64Array(MAX_SEQUENCE + 1);
var rowB = new Float64Array(MAX_SEQUENCE + 1);
var localsB = new Uint8Array(MAX_SEQUENCE);
function commonWeight(a, b, isLocalA, isLocalB) {
  if (rowA.length <= b.length) {
    rowA = new Float64Array(b.length + 1);
    rowB = new Float64Array(b.length + 1);
    localsB = new Uint8Array(b.length);
  }
  for (let j = 0; j < b.length; j++) localsB[j] = isLocalB(b[j]) ? 1 : 0;
  let previous = rowA.fill(0, 0, b.length + 1);
  let current = rowB.fill(0, 0, b.length + 1);
  for (let i2 = 1; i2 <= a.length; i2++) {
    const token = a[i2 - 1];
    const local = isLocalA(token);
    for (let j = 1; j <= b.length; j++) {
      const match = token === b[j - 1] ? 1 : local && localsB[j - 1] === 1 ? LOCAL_REPLACEMENT : 0;
      current[j] = Math.max(previous[j], current[j - 1], match > 0 ? previous[j - 1] + match : 0);
    }
    const swap = previous;
    previous = current;
    current = swap;
  }
  return previous[b.length];
}
function bagOverlap(a, b) {
  const counts = /* @__PURE__ */ new Map();
  for (const token of a) counts.set(token, (counts.get(token) ?? 0) + 1);
  let shared = 0;
  for (const token of b) {
    const left = counts.get(token) ?? 0;
    if (left > 0) {
      shared++;
      counts.set(token, left - 1);
    }
  }
  return shared;
}

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
      { type: "property_identifier", within: { parent: "pair", field: "key" }, spell: (key2) => [spelledKey(key2)] },
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
  const takes2 = ({ grammar }, file) => (!grammar.endings || grammar.endings.some((ending) => file.path.endsWith(ending))) && (!grammar.reads || grammar.reads(file.content));
  const readerFor = (file) => readers.find((reader) => reader.parser && takes2(reader, file));
  let lastSide;
  return {
    name: descriptor.name,
    extensions: descriptor.extensions,
    isIgnored,
    async prepare(files) {
      for (const reader of readers) {
        const { grammar } = reader;
        if (reader.parser || !("load" in grammar) || !files.some((file) => takes2(reader, file))) continue;
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
  if (HEADER_MARKERS.some((marker2) => marker2.test(header))) return true;
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
  let i2 = content.startsWith("#!") ? lineEnd(content, 0) : 0;
  for (; ; ) {
    while (i2 < content.length && isBlank(content.charCodeAt(i2))) i2++;
    if (content.startsWith("//", i2)) {
      const end = lineEnd(content, i2);
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
function lineEnd(content, from) {
  const end = content.indexOf("\n", from);
  return end === -1 ? content.length : end;
}
function isBlank(code) {
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
    const text2 = named2?.text.split(".").pop();
    if (text2 && /^[\p{L}_$][\p{L}\p{N}_$]*$/u.test(text2)) names.push(text2);
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
          const count3 = inScope.get(name2) - 1;
          if (count3 === 0) inScope.delete(name2);
          else inScope.set(name2, count3);
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
      return node.namedChildren.filter((child) => child?.type === "parameter").map((parameter2) => parameter2.namedChild(0)?.text ?? "");
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
  const text2 = type.trim();
  const arrow = topLevel(text2, "->");
  if (arrow >= 0 && !text2.startsWith("suspend ")) {
    const left = text2.slice(0, arrow).trim();
    const open = left.endsWith(")") ? matchingOpen(left, left.length - 1) : -1;
    if (open < 0) return text2;
    const receiver = left.slice(0, open).replace(/\.$/, "").trim();
    const parameters = splitTopLevel(left.slice(open + 1, -1)).map((p) => p.replace(/^[\w`]+\s*:\s*/, ""));
    const parts2 = [...receiver ? [receiver] : [], ...parameters, text2.slice(arrow + 2)].map(asInterfaces);
    return `Function${parts2.length - 1}<${parts2.join(", ")}>`;
  }
  if (text2.startsWith("(") && matchingClose(text2, 0) === text2.length - 1) return asInterfaces(text2.slice(1, -1));
  const variance = /^(out|in|vararg) /.exec(text2);
  if (variance) return `${variance[1]} ${asInterfaces(text2.slice(variance[0].length))}`;
  const angle = text2.indexOf("<");
  if (angle < 0 || !text2.endsWith(">")) return text2;
  return `${text2.slice(0, angle)}<${splitTopLevel(text2.slice(angle + 1, -1)).map(asInterfaces).join(", ")}>`;
}
function topLevel(text2, token) {
  let depth = 0;
  for (let i2 = 0; i2 < text2.length; i2++) {
    if (text2.startsWith(token, i2) && depth === 0) return i2;
    const c = text2[i2];
    if (c === "(" || c === "<") depth++;
    else if ((c === ")" || c === ">") && text2[i2 - 1] !== "-") depth--;
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
function matchingOpen(text2, close) {
  let depth = 0;
  for (let i2 = close; i2 >= 0; i2--) {
    if (text2[i2] === ")") depth++;
    else if (text2[i2] === "(" && --depth === 0) return i2;
  }
  return -1;
}
function matchingClose(text2, open) {
  let depth = 0;
  for (let i2 = open; i2 < text2.length; i2++) {
    if (text2[i2] === "(") depth++;
    else if (text2[i2] === ")" && --depth === 0) return i2;
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
  const next = list?.nextNamedSibling;
  return next && TYPE_NODES.has(next.type) ? typeText2(next) : void 0;
}
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
  for (const parameter2 of list?.namedChildren ?? []) {
    if (parameter2?.type !== "class_parameter") continue;
    const name2 = parameter2.namedChildren.find((child) => child?.type === "identifier")?.text;
    const type = parameter2.namedChildren.find((child) => child !== null && TYPE_NODES.has(child.type));
    if (name2) parameters.push({ name: name2, type: type ? typeText2(type) : void 0 });
  }
  return { ...callable("Method", "constructor", parameters, ["TYPE_CONSTRUCTOR"], null), holdsNoElements: true };
}
var DECLARATION_SCOPES = /* @__PURE__ */ new Set(["class_body", "enum_class_body", "source_file"]);
function readProperty2(node, parentKind) {
  const isMember = TYPE_KINDS7.has(parentKind);
  if (!isMember && parentKind !== "File") return void 0;
  if (!DECLARATION_SCOPES.has(node.parent?.type ?? "")) return void 0;
  const variable2 = node.namedChildren.find((child) => child?.type === "variable_declaration");
  const name2 = variable2?.namedChildren.find((child) => child?.type === "identifier")?.text;
  if (!name2) return void 0;
  const { fieldType = INFERRED2 } = declaredTypeOf2(variable2);
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
  const localName = `${name2}(${parameters.map((parameter2) => parameter2.type ?? parameter2.name).join(", ")})`;
  return { kind, name: name2, parameters, localName, stereotypes, body: body2 };
}
function parametersOf7(node) {
  const list = node.namedChildren.find((child) => child?.type === "function_value_parameters");
  const parameters = [];
  for (const parameter2 of list?.namedChildren ?? []) {
    if (parameter2?.type !== "parameter") continue;
    const [name2, type] = parameter2.namedChildren;
    if (!name2) continue;
    const vararg = parameter2.previousNamedSibling?.type === "parameter_modifiers" && /\bvararg\b/.test(parameter2.previousNamedSibling.text);
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
  return type.text.replace(/\s+/g, " ").replace(/\s*([<>(),?.:])\s*/g, "$1").replace(/->/g, " -> ").replace(/,/g, ", ").replace(/:/g, ": ");
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
  // A singleton `object` becomes a `class` (or back) with its code: the same type, as RefactoringMiner holds.
  interchangeableKinds: [["Class", "Object"]],
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
  for (const parameter2 of list?.namedChildren ?? []) {
    const name2 = parameter2 ? parameterName2(parameter2) : void 0;
    if (name2) parameters.push({ name: name2 });
  }
  return parameters;
}
function parameterName2(parameter2) {
  switch (parameter2.type) {
    case "identifier":
      return parameter2.text;
    case "default_parameter":
    case "typed_default_parameter":
      return parameter2.childForFieldName("name")?.text;
    case "typed_parameter": {
      const inner = parameter2.namedChildren[0];
      return inner ? parameterName2(inner) : void 0;
    }
    case "list_splat_pattern":
      return `*${parameter2.namedChildren[0]?.text ?? ""}`;
    case "dictionary_splat_pattern":
      return `**${parameter2.namedChildren[0]?.text ?? ""}`;
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
function warmUpSample(name2) {
  return byName.get(name2)?.warmUp;
}
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
function languageOfPath(path, languages2 = []) {
  let best;
  for (const language of LANGUAGE_DESCRIPTORS) {
    if (languages2.length > 0 && !languages2.includes(language.name)) continue;
    for (const extension of language.extensions) {
      if (path.endsWith(extension) && extension.length > (best?.length ?? 0)) best = { name: language.name, length: extension.length };
    }
  }
  return best?.name ?? LANGUAGE_DESCRIPTORS.find((language) => (languages2.length === 0 || languages2.includes(language.name)) && claimsPath(language, path))?.name;
}
function claimsPath(language, path) {
  return language.claims?.extensions.some((extension) => path.endsWith(extension)) ?? false;
}
function assignLanguages(files, languages2 = []) {
  const byPath = /* @__PURE__ */ new Map();
  for (const file of files) {
    const language = languageOfPath(file.path, languages2);
    if (language) byPath.set(file.path, language);
  }
  const present = new Set(byPath.values());
  for (const file of files) {
    const owner = byPath.get(file.path);
    const claimant = LANGUAGE_DESCRIPTORS.find((language) => language.name !== owner && (languages2.length === 0 || languages2.includes(language.name)) && claimsPath(language, file.path));
    if (!owner || !claimant?.claims) continue;
    const byContent = [file.before, file.after].some((text2) => text2 !== void 0 && claimant.claims.content(text2));
    const ownerHasOwnFiles = files.some((other) => byPath.get(other.path) === owner && !claimsPath(claimant, other.path));
    if (byContent || present.has(claimant.name) && !ownerHasOwnFiles) byPath.set(file.path, claimant.name);
  }
  return byPath;
}
function familyOf(name2) {
  return byName.get(name2)?.family ?? name2;
}
function typeInFamily(language, type) {
  return byName.get(language)?.typeInFamily?.(type);
}
function spellsTypesInFamily(language) {
  return byName.get(language)?.typeInFamily !== void 0;
}

// src/core/statements/mapper.ts
var LEAF_SIMILARITY = 0.6;
var COMPOSITE_SCORE = 0.6;
var MAX_PAIRS_COMPARED = 4e4;
function flattenStatements(statements) {
  const flat = [];
  const visit = (statement) => {
    flat.push(statement);
    statement.children.forEach(visit);
  };
  statements.forEach(visit);
  return flat;
}
function withBodiesInExpression(statement) {
  const bodies = statement.children.filter((child) => child.inExpression);
  return bodies.length === 0 ? statement.tokens : [...statement.tokens, ...flattenStatements(bodies).flatMap((s) => s.tokens)];
}
var bodyMappings = /* @__PURE__ */ new WeakMap();
function bodyMapping(before, after) {
  let ofBefore = bodyMappings.get(before);
  if (!ofBefore) bodyMappings.set(before, ofBefore = /* @__PURE__ */ new WeakMap());
  let found = ofBefore.get(after);
  if (!found) {
    const [flatBefore, flatAfter] = [flattenStatements(before.statements), flattenStatements(after.statements)];
    found = { before: flatBefore, after: flatAfter, mapping: mapStatements(flatBefore, flatAfter, { localsBefore: before.locals, localsAfter: after.locals }) };
    ofBefore.set(after, found);
  }
  return found;
}
function mapStatements(before, after, options = {}) {
  const rewriteBefore = options.rewriteBefore ?? ((tokens) => tokens);
  const rewriteAfter = options.rewriteAfter ?? ((tokens) => tokens);
  const tokensBefore = new Map(before.map((s) => [s, rewriteBefore(s.tokens)]));
  const tokensAfter = new Map(after.map((s) => [s, rewriteAfter(s.tokens)]));
  const localsBefore = options.localsBefore ?? /* @__PURE__ */ new Set();
  const localsAfter = options.localsAfter ?? /* @__PURE__ */ new Set();
  const isLocalBefore = (token) => localsBefore.has(token);
  const isLocalAfter = (token) => localsAfter.has(token);
  const alike2 = (b, a) => statementSimilarity(tokensBefore.get(b), tokensAfter.get(a), isLocalBefore, isLocalAfter);
  const paired = /* @__PURE__ */ new Map();
  const pairs = [];
  const add = (b, a, similarity2) => {
    paired.set(b, a);
    paired.set(a, b);
    pairs.push({ before: b, after: a, similarity: similarity2 });
  };
  const leavesBefore = before.filter(isLeaf);
  const leavesAfter = after.filter(isLeaf);
  mapIdentical(leavesBefore, leavesAfter, tokensBefore, tokensAfter, paired, add, headerOfParent(before, tokensBefore), headerOfParent(after, tokensAfter));
  const unpairedBefore = leavesBefore.filter((s) => !paired.has(s));
  const unpairedAfter = leavesAfter.filter((s) => !paired.has(s));
  const shapesBefore = unpairedBefore.map((s) => statementShape(tokensBefore.get(s)));
  const shapesAfter = unpairedAfter.map((s) => statementShape(tokensAfter.get(s)));
  mapMostAlike(
    unpairedBefore,
    unpairedAfter,
    (i2, j) => statementSimilarityBound(shapesBefore[i2], shapesAfter[j]) < LEAF_SIMILARITY ? 0 : alike2(unpairedBefore[i2], unpairedAfter[j]),
    LEAF_SIMILARITY,
    add
  );
  const compositesBefore = before.filter((s) => !isLeaf(s));
  const compositesAfter = after.filter((s) => !isLeaf(s));
  let shares;
  let indicesAfter;
  mapMostAlike(
    compositesBefore,
    compositesAfter,
    (i2, j) => {
      const b = compositesBefore[i2];
      const a = compositesAfter[j];
      if (b.kind !== a.kind) return 0;
      const share2 = (shares ??= new PairedLeafShares(compositesAfter, paired)).of(b, a);
      if ((1 + share2) / 2 < COMPOSITE_SCORE) return 0;
      const header = alike2(b, a);
      return (header + share2) / 2;
    },
    COMPOSITE_SCORE,
    add,
    // A pair sharing no leaf (share 0) scores at most 1/2, under COMPOSITE_SCORE: only the others are scored.
    (i2) => {
      shares ??= new PairedLeafShares(compositesAfter, paired);
      if (!indicesAfter) {
        indicesAfter = /* @__PURE__ */ new Map();
        compositesAfter.forEach((a, j) => {
          const list = indicesAfter.get(a);
          if (list) list.push(j);
          else indicesAfter.set(a, [j]);
        });
      }
      return shares.mayShare(compositesBefore[i2]).flatMap((a) => indicesAfter.get(a) ?? []);
    }
  );
  return {
    pairs,
    unmappedBefore: before.filter((s) => !paired.has(s)),
    unmappedAfter: after.filter((s) => !paired.has(s))
  };
}
function isLeaf(statement) {
  return statement.children.length === 0;
}
function headerOfParent(statements, tokens) {
  let parents;
  const headers = /* @__PURE__ */ new Map();
  return (statement) => {
    if (headers.has(statement)) return headers.get(statement);
    if (!parents) {
      parents = /* @__PURE__ */ new Map();
      for (const s of statements) for (const child of s.children) parents.set(child, s);
    }
    let parent = parents.get(statement);
    while (parent && tokens.get(parent)?.length === 0) parent = parents.get(parent);
    const header = parent && tokens.get(parent)?.join(" ");
    headers.set(statement, header);
    return header;
  };
}
function mapIdentical(before, after, tokensBefore, tokensAfter, paired, add, parentBefore, parentAfter) {
  const byText = /* @__PURE__ */ new Map();
  for (const a of after) {
    const key2 = textOf(tokensAfter.get(a));
    const list = byText.get(key2);
    if (list) list.push(a);
    else byText.set(key2, [a]);
  }
  for (const b of before) {
    const tokens = tokensBefore.get(b);
    const candidates2 = (byText.get(textOf(tokens)) ?? []).filter((a) => !paired.has(a) && sameTokens2(tokens, tokensAfter.get(a)));
    if (candidates2.length === 0) continue;
    if (candidates2.length === 1) {
      add(b, candidates2[0], 1);
      continue;
    }
    const header = parentBefore(b);
    const distance = (a) => 2 * Math.abs(a.depth - b.depth) + (parentAfter(a) === header ? 0 : 1);
    let nearest = candidates2[0];
    let least = distance(nearest);
    for (const a of candidates2.slice(1)) {
      const d = distance(a);
      if (d < least) [nearest, least] = [a, d];
    }
    add(b, nearest, 1);
  }
}
var texts = /* @__PURE__ */ new WeakMap();
function textOf(tokens) {
  let text2 = texts.get(tokens);
  if (text2 === void 0) texts.set(tokens, text2 = tokens.join(" "));
  return text2;
}
function mapMostAlike(before, after, score, minimum, add, mayScore) {
  if (before.length === 0 || after.length === 0) return;
  const sameKindOnly = before.length * after.length > MAX_PAIRS_COMPARED;
  const candidates2 = [];
  const kindsAfter = sameKindOnly ? after.map((a) => a.kind) : void 0;
  for (let i2 = 0; i2 < before.length; i2++) {
    const kind = before[i2].kind;
    const only = mayScore?.(i2);
    const count3 = only ? only.length : after.length;
    for (let k = 0; k < count3; k++) {
      const j = only ? only[k] : k;
      if (kindsAfter && kindsAfter[j] !== kind) continue;
      const value = score(i2, j);
      if (value >= minimum) candidates2.push({ b: before[i2], a: after[j], score: value, order: i2 * after.length + j + 1 });
    }
  }
  candidates2.sort((x, y) => y.score - x.score || Math.abs(x.b.depth - x.a.depth) - Math.abs(y.b.depth - y.a.depth) || x.order - y.order);
  const used = /* @__PURE__ */ new Set();
  for (const { b, a, score: value } of candidates2) {
    if (used.has(b) || used.has(a)) continue;
    used.add(b);
    used.add(a);
    add(b, a, value);
  }
}
var PairedLeafShares = class {
  constructor(compositesAfter, paired) {
    this.paired = paired;
    for (const a of new Set(compositesAfter)) {
      const leaves = new Set(this.leavesOf(a));
      this.leafCounts.set(a, leaves.size);
      if (leaves.size === 0) this.leafless.push(a);
      for (const leaf of leaves) {
        const holders = this.holders.get(leaf);
        if (!holders) this.holders.set(leaf, [a]);
        else if (holders[holders.length - 1] !== a) holders.push(a);
      }
    }
  }
  paired;
  /** For each leaf nested in an after composite, the after composites holding it (each once). */
  holders = /* @__PURE__ */ new Map();
  leafCounts = /* @__PURE__ */ new Map();
  leavesBelow = /* @__PURE__ */ new Map();
  /** The after composites with no leaf below them. */
  leafless = [];
  /** The before composite last counted, and its counts per after composite. */
  counted;
  shared = /* @__PURE__ */ new Map();
  of(b, a) {
    const leavesB = this.leavesOf(b);
    const total = Math.max(leavesB.length, this.leafCounts.get(a));
    if (total === 0) return 1;
    if (this.counted !== b) this.count(b, leavesB);
    return (this.shared.get(a) ?? 0) / total;
  }
  /**
   * The leaves below a statement in source order (`flattenStatements(children)`'s leaves), from
   * its children's, each read once: an `else if` chain nests every composite in the one before.
   */
  leavesOf(statement) {
    let leaves = this.leavesBelow.get(statement);
    if (!leaves) {
      leaves = [];
      for (const child of statement.children) {
        if (isLeaf(child)) leaves.push(child);
        else for (const leaf of this.leavesOf(child)) leaves.push(leaf);
      }
      this.leavesBelow.set(statement, leaves);
    }
    return leaves;
  }
  /**
   * The after composites whose share with `b` may be above 0 (`of` is 0 for every other): those
   * sharing a leaf with it, or where `b` has no leaf, those with none either (share 1).
   */
  mayShare(b) {
    const leavesB = this.leavesOf(b);
    if (leavesB.length === 0) return this.leafless;
    if (this.counted !== b) this.count(b, leavesB);
    return [...this.shared.keys()];
  }
  count(b, leavesB) {
    this.counted = b;
    this.shared = /* @__PURE__ */ new Map();
    for (const leaf of leavesB) {
      const partner = this.paired.get(leaf);
      for (const a of (partner && this.holders.get(partner)) ?? []) this.shared.set(a, (this.shared.get(a) ?? 0) + 1);
    }
  }
};

// src/core/statements/destructured-entries.ts
var cache = /* @__PURE__ */ new WeakMap();
function entriesOf(statement) {
  if (!statement.destructured) return void 0;
  let entries = cache.get(statement);
  if (!entries) {
    entries = { byName: /* @__PURE__ */ new Map(), byKeyEnd: /* @__PURE__ */ new Map() };
    for (const entry of statement.destructured) {
      if (!entries.byName.has(entry.name)) entries.byName.set(entry.name, entry);
      const end = entry.key.split(".").at(-1) ?? "";
      const list = entries.byKeyEnd.get(end);
      if (list) list.push(entry);
      else entries.byKeyEnd.set(end, [entry]);
    }
    cache.set(statement, entries);
  }
  return entries;
}
function destructuredEntry(statement, name2) {
  return entriesOf(statement)?.byName.get(name2);
}
function keysSpelt(statement, name2) {
  return entriesOf(statement)?.byKeyEnd.get(name2)?.filter((entry) => entry.name !== name2).length ?? 0;
}

// src/core/statements/held-parts.ts
function holdsReplacedPart(partner, user, local, others, kept = []) {
  let written = withHeldPartReplaced(partner, user, local, kept);
  if (!written) return false;
  for (const other of others) written = withHeldPartReplaced(written, user, other) ?? written;
  return wholeStatementSimilarity(written, user) >= HELD_PART_SIMILARITY && sameSurroundings(written, user, local.name);
}
function replacedAtItsPlace(partner, user, local) {
  const { inA: mine, inB: theirs } = changedPlace(user, partner);
  if (mine.length !== 1 || mine[0] !== local.name) return false;
  if (wordCount(theirs) < MIN_HELD_PART_WORDS || !isOneExpression(theirs) || theirs.includes(local.name)) return false;
  const kept = wordCount(user) - 1;
  return wholeStatementSimilarity(theirs, local.value) > (kept < MIN_KEPT_WORDS ? ALIKE_ALONE_SIMILARITY : ALIKE_VALUE_SIMILARITY);
}
function wrapsItsPlace(partner, user, local, isLocal) {
  const { start: start2, inA: mine, inB: theirs } = changedPlace(user, partner);
  if (mine.length !== 1 || theirs.length !== 1 || !isUse(user, start2, local.name)) return false;
  const name2 = theirs[0];
  return name2 !== local.name && isUse(partner, start2, name2) && isLocal(name2) && local.value.length > 1 && passesWhole(local.value, name2);
}
function passesWhole(value, name2) {
  let depth = 0;
  return value.some((token, i2) => {
    if (OPENING.has(token)) depth++;
    else if (CLOSING.has(token)) depth--;
    if (token !== name2 || !isUse(value, i2, name2)) return false;
    const [next, member2, after] = [value[i2 + 1], value[i2 + 2], value[i2 + 3]];
    const readsMember = next !== void 0 && isMemberAccess(next) && member2 !== void 0;
    if (readsMember) return after === "(";
    return depth > 0;
  });
}
var MIN_KEPT_WORDS = 2;
var ALIKE_ALONE_SIMILARITY = 0.7;
var ALIKE_VALUE_SIMILARITY = 0.5;
var HELD_PART_SIMILARITY = 0.8;
var MIN_HELD_PART_WORDS = 2;
function withHeldPartReplaced(tokens, user, local, kept = []) {
  const { value, name: name2 } = local;
  let best;
  for (let i2 = 0; i2 < tokens.length; i2++) {
    for (let start2 = 0; start2 < value.length; start2++) {
      if (tokens[i2] !== value[start2] || value[start2] === "(") continue;
      let shared = 0;
      while (i2 + shared < tokens.length && start2 + shared < value.length && tokens[i2 + shared] === value[start2 + shared]) shared++;
      for (let length = shared; length > (best?.length ?? 0); length--) {
        const part = value.slice(start2, start2 + length);
        if (wordCount(part) < MIN_HELD_PART_WORDS) break;
        const gone = !containsRun(user, part) && !containsRun(kept, part);
        if (isOneExpression(part) && gone && usesOf(part, name2) === 0) {
          best = part;
          break;
        }
      }
    }
  }
  return best && replacedRun(tokens, best, [name2]);
}
function sameSurroundings(written, user, name2) {
  const around = (tokens, i2) => `${tokens[i2 - 2] ?? ""}\0${tokens[i2 - 1] ?? ""}\0${tokens[i2 + 1] ?? ""}`;
  const places2 = /* @__PURE__ */ new Set();
  user.forEach((_, i2) => isUse(user, i2, name2) && places2.add(around(user, i2)));
  return written.some((_, i2) => isUse(written, i2, name2) && places2.has(around(written, i2)));
}

// src/core/statements/carried-values.ts
function carriedIntoOthers(variable2, locals, statements, partner, renames) {
  return readThroughCarriers(variable2, carriersOf(variable2, locals, statements), statements, partner, renames, []);
}
function tookInPart(variable2, old, locals, statements, partner, renames) {
  return readThroughCarriers(variable2, [variable2, ...carriersOf(variable2, locals, statements)], statements, partner, renames, old);
}
function readThroughCarriers(variable2, carriers, statements, partner, renames, old) {
  for (const carrier of carriers) {
    const users = (carrier.reach ?? statements).filter((s) => s !== carrier.assignment && usesOf(s.tokens, carrier.name) > 0);
    const standing = { name: carrier.name, value: variable2.value };
    for (const user of users) {
      const other = partner.get(user);
      if (!other) continue;
      const tokens = withRenames(other.tokens, renames);
      if (usesOf(tokens, carrier.name) < usesOf(user.tokens, carrier.name) && holdsReplacedPart(tokens, user.tokens, standing, [], old)) return true;
    }
  }
  return false;
}
function carriersOf(variable2, locals, statements) {
  const carriers = [];
  const seen = /* @__PURE__ */ new Set([variable2]);
  const reads2 = (local, from) => usesOf(local.value, from.name) > 0 && (!from.reach || from.reach.includes(local.assignment));
  let frontier = [variable2];
  while (frontier.length > 0) {
    frontier = locals.filter((local) => !seen.has(local) && frontier.some((from) => reads2(local, from)));
    for (const local of frontier) seen.add(local);
    carriers.push(...frontier);
  }
  return carriers;
}

// src/core/statements/inlined-through-calls.ts
var MIN_VALUE_WORDS = 2;
function inlinedThroughCalls(callerBefore, callerAfter, helpers, candidates2, statementsBefore) {
  const found = /* @__PURE__ */ new Set();
  const declarations = (name2) => statementsBefore.filter((statement) => statement.declares.includes(name2)).length;
  const worded = candidates2.filter((candidate) => wordCount(candidate.value) >= MIN_VALUE_WORDS && makesValue(candidate.value) && declarations(candidate.name) === 1);
  if (worded.length === 0 || helpers.length === 0) return found;
  let readAsValues;
  const afterStatements = flattenStatements(callerAfter.statements);
  for (const helper of helpers) {
    const passedValues = afterStatements.flatMap((statement) => statement.calls.filter((call) => call.name === helper.callee.name).flatMap((call) => call.arguments));
    const passing = worded.filter((candidate) => !found.has(candidate) && passedValues.some((argument) => sameTokens2(argument, candidate.value)));
    if (passing.length === 0) continue;
    const { body: readBefore, original } = readAsValues ??= withLocalsAsValues(callerBefore, worded, statementsBefore);
    const unread = flattenStatements(helper.body.statements);
    for (const round of extractedPairs(readBefore, callerAfter, helper.body, helper.callee)) {
      const written = new Map(flattenStatements(round.body.statements).map((statement, i2) => [statement, unread[i2]]));
      for (const { before, after } of round.pairs) {
        const source = original.get(before);
        if (!source) continue;
        for (const candidate of passing) {
          if (found.has(candidate)) continue;
          const passed = source !== candidate.assignment && usesOf(source.tokens, candidate.name) > 0 && containsRun(after.tokens, candidate.value) && !containsRun(written.get(after)?.tokens ?? [], candidate.value);
          if (passed) found.add(candidate);
        }
      }
    }
  }
  return found;
}
function makesValue(value) {
  return value.some((token, i2) => value[i2 + 1] === "(" || LITERAL.test(token));
}
var LITERAL = /^(['"`].*|\d.*)$/s;
function withLocalsAsValues(body2, candidates2, statements) {
  const asValues = writtenOut(candidates2, statements);
  const original = /* @__PURE__ */ new Map();
  const copy = (statement) => {
    const read = { ...statement, tokens: asValues(statement), children: statement.children.map(copy) };
    original.set(read, statement);
    return read;
  };
  return { body: { ...body2, statements: body2.statements.map(copy) }, original };
}

// src/core/statements/member-values.ts
function assignedMember(tokens, assignments) {
  const at = tokens.findIndex((token) => assignments.has(token));
  return at > 1 && isMemberAccess(tokens[at - 2]) && isName(tokens[at - 1]) ? tokens[at - 1] : void 0;
}
function givesLocalToMember(tokens, member2, local, assignments) {
  if (usesOf(tokens, local) !== 1) return false;
  if (assignedMember(tokens, assignments) === member2) {
    const at = tokens.findIndex((token) => assignments.has(token));
    const value = tokens.slice(at + 1).filter((token) => token !== ";");
    return value.length === 1 && value[0] === local;
  }
  return tokens.some((token) => QUOTED.exec(token)?.[2] === member2);
}
var QUOTED = /^(['"`])(.*)\1$/s;

// src/core/statements/rewritten-users.ts
function standsInRewrittenStatement(user, unpaired, local) {
  if (wordCount(local.value) < MIN_VALUE_WORDS2 || user.calls.some((call) => call.arguments.some((argument) => argument.length === 1 && argument[0] === local.name))) return false;
  const holding = unpaired.filter((tokens2) => usesOf(tokens2, local.name) === 0 && containsRun(tokens2, local.value));
  if (holding.length !== 1) return false;
  const written = replacedRun(holding[0], local.value, [local.name]);
  const { tokens } = user;
  return !!written && usesOf(written, local.name) === usesOf(tokens, local.name) && sameSurroundings(written, tokens, local.name) && wholeStatementSimilarity(written, tokens) > REWRITTEN_SIMILARITY;
}
var MIN_VALUE_WORDS2 = 2;
var REWRITTEN_SIMILARITY = 0.5;
function replacedBesideOneChange(written, user, local, isLocal) {
  if (local.value.length === 1 && !isLocal(local.value[0])) return false;
  if (containsRun(user, local.value) || usesOf(written, local.name) === 0 || usesOf(written, local.name) !== usesOf(user, local.name)) return false;
  const { inA: theirs, inB: mine } = changedPlace(written, user);
  const changed = (part) => part.length > 0 && isOneExpression(part) && usesOf(part, local.name) === 0;
  return changed(theirs) && changed(mine) && mine.length > 1 && wordCount(written) - wordCount(theirs) >= MIN_KEPT_WORDS2;
}
var MIN_KEPT_WORDS2 = 3;

// src/core/statements/scopes.ts
var Scopes = class {
  constructor(body2, flat) {
    this.body = body2;
    for (const statement of flat) for (const child of statement.children) this.parents.set(child, statement);
  }
  body;
  parents = /* @__PURE__ */ new Map();
  found = /* @__PURE__ */ new Map();
  /** The statements the locals `declaration` declares are visible in; undefined where that is the whole body. */
  of(declaration) {
    if (!this.body.blockScoped || declaration.bodyScoped) return void 0;
    let scope = this.found.get(declaration);
    if (!scope) {
      const ownBody = declaration.children.some((child) => !child.inExpression);
      const siblings = this.parents.get(declaration)?.children ?? this.body.statements;
      scope = new Set(ownBody ? flattenStatements([declaration]) : flattenStatements(siblings.slice(Math.max(0, siblings.indexOf(declaration)))));
      this.found.set(declaration, scope);
    }
    return scope;
  }
};
function scopesMeet(scopes, a, b) {
  const [ofA, ofB] = [scopes.of(a), scopes.of(b)];
  return !ofA || !ofB || ofA.has(b) || ofB.has(a);
}

// src/core/statements/grouped-names.ts
function withoutGroupedNames(tokens) {
  const result = [];
  for (let i2 = 0; i2 < tokens.length; i2++) {
    const grouped = tokens[i2] === "(" && NAME2.test(tokens[i2 + 1] ?? "") && tokens[i2 + 2] === ")" && isMemberAccess(tokens[i2 + 3] ?? "") && !opensCall(tokens[i2 - 1]);
    if (grouped) {
      result.push(tokens[i2 + 1]);
      i2 += 2;
    } else result.push(tokens[i2]);
  }
  return result;
}
function opensCall(previous) {
  return previous !== void 0 && (NAME2.test(previous) || previous === ")" || previous === "]" || previous === ">");
}
var NAME2 = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;

// src/core/statements/written-back.ts
function withLocalsWrittenBack(context, side, locals) {
  const facts2 = context[side];
  const read = writtenOut(locals, facts2.statements);
  const copies = /* @__PURE__ */ new Map();
  for (const statement of facts2.statements) {
    const tokens = read(statement);
    if (tokens !== statement.tokens) copies.set(statement, { ...statement, tokens });
  }
  if (copies.size === 0) return { context, facts: facts2 };
  const partner = /* @__PURE__ */ new Map();
  for (const [statement, other] of context.partner) partner.set(copies.get(statement) ?? statement, copies.get(other) ?? other);
  const rewritten = { ...facts2, statements: facts2.statements.map((statement) => copies.get(statement) ?? statement) };
  return { context: { ...context, partner, [side]: rewritten }, facts: rewritten };
}

// src/core/statements/spread-arguments.ts
function argumentsTookItsPlace(user, partner, local, isExtractedCallable) {
  if (usesOf(partner, local.name) > 0 || containsRun(partner, local.value)) return false;
  const { start: start2 } = changedPlace(user, partner);
  if (!isCallAt(user, start2) || !isCallAt(partner, start2) || user[start2] === partner[start2]) return false;
  const taking = argumentsAt(user, start2 + 1);
  if (!taking || !taking.some((argument) => argument.length === 1 && argument[0] === local.name)) return false;
  if (isExtractedCallable(partner[start2])) return false;
  if (local.value.some((token, i2) => token === partner[start2] && local.value[i2 + 1] === "(")) return false;
  const given = argumentsAt(partner, start2 + 1);
  const parts2 = valueArguments(local.value);
  const passedAnew = (given ?? []).filter((argument) => !containsRun(user, argument));
  return wordCount(passedAnew.flat()) >= MIN_PASSED_WORDS && passedAnew.every((argument) => parts2.some((part) => sameTokens2(part, argument)));
}
var MIN_PASSED_WORDS = 2;
function isCallAt(tokens, at) {
  return isName(tokens[at] ?? "") && tokens[at + 1] === "(";
}
function argumentsAt(tokens, open) {
  const found = [];
  let current = [];
  let depth = 0;
  for (let i2 = open + 1; i2 < tokens.length; i2++) {
    const token = tokens[i2];
    if (depth === 0 && CLOSING.has(token)) {
      if (current.length > 0) found.push(current);
      return found;
    }
    if (depth === 0 && TERMINATORS.has(token)) {
      found.push(current);
      current = [];
      continue;
    }
    if (OPENING.has(token)) depth++;
    else if (CLOSING.has(token)) depth--;
    current.push(token);
  }
  return void 0;
}
function valueArguments(value) {
  return value.flatMap((_, i2) => isCallAt(value, i2) ? argumentsAt(value, i2 + 1) ?? [] : []);
}

// src/core/statements/extracted-through-calls.ts
var READ_THROUGH_SIMILARITY = 0.85;
var MIN_VALUE_WORDS3 = 2;
function extractedThroughCalls(statementsAfter, helpers) {
  let helperParts;
  const argumentFlags = /* @__PURE__ */ new Map();
  const argumentNamesOf = (statement) => argumentFlags.get(statement) ?? argumentFlags.set(statement, argumentNameFlags(statement.tokens)).get(statement);
  return (candidate, lost) => {
    if (wordCount(candidate.value) < MIN_VALUE_WORDS3 || !candidate.value.some((token, i2) => candidate.value[i2 + 1] === "(")) return false;
    const holding = lost.filter((statement) => containsRun(statement.tokens, candidate.value));
    if (holding.length === 0) return false;
    helperParts ??= helpers.map(({ callee, body: body2 }) => ({
      parameters: callee.parameters,
      calls: statementsAfter.flatMap((statement) => statement.calls.filter((call) => call.name === callee.name)),
      statements: flattenStatements(body2.statements)
    }));
    for (const { parameters, calls, statements } of helperParts) {
      const receiving = new Set(calls.flatMap((call) => call.arguments.flatMap((argument, i2) => argument.length === 1 && argument[0] === candidate.name && !call.keywords?.[i2] && parameters[i2] ? [parameters[i2]] : [])));
      for (const parameter2 of receiving) {
        for (const statement of statements) {
          const { tokens } = statement;
          if (usesOf(tokens, parameter2) === 0 || containsRun(tokens, candidate.value)) continue;
          const argumentNames = argumentNamesOf(statement);
          const read = tokens.flatMap((token, i2) => isUse(tokens, i2, parameter2) && !argumentNames[i2] ? [...candidate.value] : [token]);
          if (holding.some((before) => statementSimilarity(read, before.tokens) >= READ_THROUGH_SIMILARITY)) return true;
        }
      }
    }
    return false;
  };
}

// src/core/statements/extracted-variables.ts
var KEPT_DECLARATION_SIMILARITY = 0.8;
var REPLACED_SIMILARITY = 0.85;
var ASSIGNMENTS2 = /* @__PURE__ */ new Set(["=", ":="]);
function extractedVariables(context, renames, taken, renamed2) {
  const { before, after } = context;
  const inverse = new Map([...renames].map(([from, to]) => [to, from]));
  const found = [];
  const free = (variable2) => !isParameter(context, variable2.name);
  const parameterized = new Set([...taken].filter((name2) => !renames.has(name2)));
  const extractable = (variable2) => !before.parameters.has(variable2.name) && !parameterized.has(variable2.name);
  const [keptAfter, keptBefore] = [[], []];
  const extracted = after.redeclares ? redeclaredCandidates(context, after, renames, renamed2, extractable, keptAfter) : candidates(
    after,
    (name2) => !inverse.has(name2) && !isKnownAsLocal(before, name2) && !after.parameters.has(name2),
    // Not the reverse (a local gone from one block, a namesake kept in another): on the Java oracle it
    // added three Inline Variables no row scores, left unread.
    (variable2) => !inverse.has(variable2.name) && newBesideKeptNamesakes(context, after, before, variable2)
  );
  const inlined = before.redeclares ? redeclaredCandidates(context, before, inverse, renamed2, (variable2) => free(variable2) && (!taken.has(variable2.name) || renames.has(variable2.name)), keptBefore) : candidates(before, (name2) => !taken.has(name2) && !isKnownTo(after, name2) && !before.parameters.has(name2));
  const sideOf = { before, after };
  const writtenBack = (variable2, side, locals) => {
    if (context.moved) return void 0;
    const opposite = sideOf[side === "before" ? "after" : "before"];
    const own = sideOf[side];
    const renamedName = (name2) => renames.has(name2) || inverse.has(name2);
    const held2 = (name2) => own.parameters.has(name2) || opposite.parameters.has(name2) || renamedName(name2);
    if (isKnownTo(own, variable2.name) || held2(variable2.name)) return void 0;
    const partOfOther = (local) => !sameTokens2(local.value, variable2.value) && (containsRun(local.value, variable2.value) || containsRun(variable2.value, local.value));
    const others = locals.filter((local) => local.name !== variable2.name && !isKnownTo(opposite, local.name) && !held2(local.name) && partOfOther(local));
    if (others.length === 0) return void 0;
    const read = withLocalsWrittenBack(context, side, others);
    return read.context === context ? void 0 : read;
  };
  const { extracted: code } = context;
  const lost = code ? before.statements.filter((statement) => !context.partner.has(statement)) : [];
  let throughHelpers;
  const passedToHelper = (variable2) => {
    if (!code) return false;
    const counterpart = context.partner.get(variable2.assignment);
    throughHelpers ??= extractedThroughCalls(after.statements, code.helpers);
    return throughHelpers(variable2, counterpart ? [...lost, counterpart] : lost);
  };
  for (const variable2 of extracted) {
    const replaces = replacesItsValue(context, variable2, extracted, after, before, renames) || readsWithOthersWrittenBack(variable2, writtenBack(variable2, "before", inlined), (read) => replacesItsValue(read.context, variable2, extracted, after, read.facts, renames) || alikeOnceWrittenOut(read, variable2, after));
    if (replaces || passedToHelper(variable2) || carriedIntoOthers(variable2, extracted, after.statements, context.partner, renames)) found.push({ operation: "EXTRACT", after: variable2 });
  }
  for (const variable2 of keptAfter) if (tookInPart(variable2, variable2.old, extracted, after.statements, context.partner, renames)) found.push({ operation: "EXTRACT", after: variable2 });
  const notReplaced = inlined.filter(
    (variable2) => !replacesItsValue(context, variable2, inlined, before, after, inverse) && !readsWithOthersWrittenBack(variable2, writtenBack(variable2, "after", extracted), (read) => replacesItsValue(read.context, variable2, inlined, before, read.facts, inverse) || alikeOnceWrittenOut(read, variable2, before)) && !carriedIntoOthers(variable2, inlined, before.statements, context.partner, inverse)
  );
  const throughCalls = code && notReplaced.length > 0 ? inlinedThroughCalls(code.before, code.after, code.helpers, notReplaced, before.statements) : /* @__PURE__ */ new Set();
  for (const variable2 of inlined) {
    if (!notReplaced.includes(variable2) || throughCalls.has(variable2)) found.push({ operation: "INLINE", before: variable2 });
  }
  for (const variable2 of keptBefore) if (tookInPart(variable2, variable2.old, inlined, before.statements, context.partner, inverse)) found.push({ operation: "INLINE", before: variable2 });
  return found;
}
function readsWithOthersWrittenBack(variable2, read, test) {
  return !!read && test(read);
}
function alikeOnceWrittenOut(read, variable2, own) {
  const users = (variable2.reach ?? own.statements).filter((s) => s !== variable2.assignment && s !== variable2.statement && usesOf(s.tokens, variable2.name) > 0);
  const unmapped = read.facts.statements.filter((s) => !read.context.partner.has(s) && usesOf(s.tokens, variable2.name) === 0);
  return users.some((user) => {
    if (read.context.partner.has(user)) return false;
    const written = user.tokens.flatMap((token, i2) => isUse(user.tokens, i2, variable2.name) ? [...variable2.value] : [token]);
    return unmapped.filter((s) => statementSimilarity(written, s.tokens) >= REPLACED_SIMILARITY).length === 1;
  });
}
function candidates(side, eligible, eligibleApart) {
  const found = [];
  for (const [name2, list] of side.declared) {
    const byName2 = eligible(name2);
    if (!byName2 && !eligibleApart) continue;
    const apart = list.length > 1 && list.every((d) => list.every((o) => o === d || !scopesMeet(side.scopes, d.statement, o.statement)));
    if (list.length !== 1 && !apart) continue;
    for (const declared of list) {
      if (!byName2 && !eligibleApart(declared)) continue;
      const destructured = destructuredEntry(declared.statement, name2)?.value;
      if (declared.statement.declares.length !== 1 && !destructured || destructured?.length === 0) continue;
      const reach = apart ? [...side.scopes.of(declared.statement)].filter((statement) => !side.within || side.within.has(statement)) : void 0;
      const initializer = destructured ?? valueWithoutGroups(initializerOf(declared.statement.tokens, name2));
      const updates = (s) => (initializer?.length ?? 0) > 1 && usesOf(s.tokens.slice(2), name2) > 0;
      const assignments = (reach ?? side.statements).filter((s) => s.declares.length === 0 && s.tokens[0] === name2 && ASSIGNMENTS2.has(s.tokens[1] ?? "") && !updates(s));
      const within = reach ? { reach } : {};
      if (initializer) {
        const copy = initializer.length === 1 && isName(initializer[0]);
        const conditionally = !copy && assignments.every((s) => s.depth > declared.statement.depth);
        if (assignments.length === 0) found.push({ ...declared, value: initializer, assignment: declared.statement, ...within });
        else if (conditionally) found.push({ ...declared, value: initializer, assignment: declared.statement, ...within, reassigned: true });
        continue;
      }
      const value = assignments.length === 1 ? valueWithoutGroups(initializerOf(assignments[0].tokens, name2)) : void 0;
      if (value) found.push({ ...declared, value, assignment: assignments[0], ...within });
    }
  }
  return found;
}
function valueWithoutGroups(value) {
  return value && withoutGroupedNames(value);
}
function redeclaredCandidates(context, side, renames, renamed2, eligible, keptOut = []) {
  const found = [];
  const similarity2 = new Map(context.mapping.pairs.flatMap((pair) => [[pair.before, pair.similarity], [pair.after, pair.similarity]]));
  for (const [name2, list] of [...side.declared, ...side.assignedParameters]) {
    for (const declared of list) {
      const { statement } = declared;
      if (statement.declares.length !== 1 && !unpacks(statement) || !eligible(declared)) continue;
      const partner = context.partner.get(statement);
      const value = initializerOf(statement.tokens, name2);
      if (!value || side.parameters.has(name2) && value.length < 2) continue;
      const reach = reachOf(side.statements, statement, name2);
      const renamedHere = !!partner && partner.declares.every((other) => !side.declared.has(other)) && (similarity2.get(statement) ?? 0) >= KEPT_DECLARATION_SIMILARITY;
      const sameName = !!partner && partner.declares.some((other) => other === name2 || renames.get(other) === name2);
      const kept = renamed2.has(statement) || !!partner && partner.declares.length > 0 && (sameName || renamedHere);
      if (kept && !(partner && foldedIntoNext(reach, name2, value, withRenames(partner.tokens, renames)))) {
        const old = sameName && partner ? initializerOf(withRenames(partner.tokens, renames), name2) : void 0;
        if (old && !sameTokens2(old, value)) keptOut.push({ ...declared, value, assignment: statement, reach, old });
        continue;
      }
      found.push({ ...declared, value, assignment: statement, reach });
    }
  }
  return found;
}
function unpacks(statement) {
  const { tokens, declares } = statement;
  const at = tokens.findIndex((token) => ASSIGNMENTS2.has(token));
  if (declares.length < 2 || at < 1 || !tokens.slice(0, at).every((token) => token === "," || OPENING.has(token) || CLOSING.has(token) || declares.includes(token))) return false;
  let end = tokens.length;
  while (end > at + 1 && tokens[end - 1] === ";") end--;
  return assignedValue(tokens)?.length === end - at - 1;
}
function foldedIntoNext(reach, name2, value, partner) {
  const next = reach.find((s) => s.declares.includes(name2) && usesOf(s.tokens, name2) > 1);
  if (!next || value.length < 2) return false;
  const written = replacedRun(partner, value, [name2]);
  return !!written && sameTokens2(written, next.tokens);
}
function reachOf(statements, declaration, name2) {
  const reach = [];
  for (const statement of statements.slice(statements.indexOf(declaration) + 1)) {
    reach.push(statement);
    if (statement.depth <= declaration.depth && statement.declares.includes(name2)) break;
  }
  return reach;
}
function isParameter(context, name2) {
  return context.before.parameters.has(name2) || context.after.parameters.has(name2);
}
function isKnownLocal(side, name2) {
  return side.declared.has(name2) || side.parameters.has(name2);
}
function newBesideKeptNamesakes(context, own, other, variable2) {
  const { name: name2, statement } = variable2;
  if (!own.scopes.of(statement) || context.partner.has(statement) || own.parameters.has(name2) || other.parameters.has(name2)) return false;
  const namesakes = other.declared.get(name2) ?? [];
  const scopes = [];
  for (const namesake of namesakes) {
    const partner = context.partner.get(namesake.statement);
    const scope = other.scopes.of(namesake.statement);
    if (!partner || !scope || !partner.declares.includes(name2) || scopesMeet(own.scopes, partner, statement)) return false;
    scopes.push(scope);
  }
  return namesakes.length > 0 && other.statements.every((s) => usesOf(s.tokens, name2) === 0 || scopes.some((scope) => scope.has(s)));
}
function isKnownAsLocal(side, name2) {
  return side.declared.has(name2) || side.parameters.has(name2) || side.used.has(name2) && side.statements.some((statement) => localUses(statement.tokens).has(name2));
}
function isKnownTo(side, name2) {
  return side.used.has(name2) || side.declared.has(name2) || side.parameters.has(name2);
}
function replacesItsValue(context, variable2, together, own, other, renames) {
  const declaration = variable2.assignment;
  const counterpart = context.partner.get(declaration);
  const users = (variable2.reach ?? own.statements).filter((s) => s !== declaration && s !== variable2.statement && usesOf(s.tokens, variable2.name) > 0);
  const holder = counterpart && counterpart.declares.length === 0 ? assignedName2(counterpart.tokens) : void 0;
  const reassignedParameter = !!holder && other.parameters.has(holder) && own.parameters.has(holder) && passesWhole(variable2.value, holder);
  const heldBefore = counterpart && !reassignedParameter && sameRun(assignedValue(counterpart.tokens), variable2.value) && (counterpart.declares.length > 0 || !assignsMember(counterpart.tokens));
  if (heldBefore && !users.some((user) => givesTheLocalTo(user.tokens, assignedName2(counterpart.tokens), variable2.name))) return false;
  const readsForHolder = (user) => {
    const partner = context.partner.get(user);
    return !!partner && sameTokens2(renamed(withRenames(partner.tokens, renames), holder, variable2.name), user.tokens);
  };
  if (reassignedParameter && counterpart && sameRun(assignedValue(counterpart.tokens), variable2.value) && users.some(readsForHolder)) return true;
  const onlyTheValue = !!counterpart && holdsOnlyTheValue(withRenames(counterpart.tokens, renames), variable2);
  const unpacked = unpacks(declaration);
  if (users.length > 0 && onlyTheValue && !unpacked) return true;
  if (users.length > 0 && counterpart && own.declared.get(variable2.name)?.length === 1 && givesTheValueToItsNamesake(counterpart.tokens, variable2)) return true;
  const member2 = counterpart && counterpart.declares.length === 0 ? assignedMember(counterpart.tokens, ASSIGNMENTS2) : void 0;
  const memberValue = counterpart && member2 ? assignedValue(withRenames(counterpart.tokens, renames)) : void 0;
  if (member2 && memberValue && isAlikeValue(memberValue, variable2, own, other)) {
    if (users.some((user) => !context.partner.has(user) && givesLocalToMember(user.tokens, member2, variable2.name, ASSIGNMENTS2))) return true;
  }
  const unmapped = other.statements.filter((s) => !context.partner.has(s));
  let renamedUnmapped;
  const unmappedTokens = () => renamedUnmapped ??= unmapped.map((s) => withRenames(s.tokens, renames));
  const helpers = new Set(context.extracted?.helpers.map((helper) => helper.callee.name) ?? []);
  const isExtractedCallable = (name2) => helpers.has(name2);
  for (const user of users) {
    const others = together.filter((c) => c !== variable2 && c.assignment !== user && usesOf(user.tokens, c.name) > 0);
    const mapped = [context.partner.get(user), unpacked && onlyTheValue ? void 0 : counterpart];
    if (!context.partner.has(user) && unmapped.filter((s) => passedAtItsPlace(s, user, variable2, true)).length === 1) return true;
    if (!context.partner.has(user) && standsInRewrittenStatement(user, unmappedTokens(), variable2)) return true;
    for (const candidate of [...mapped, ...unmapped]) {
      if (!candidate || sameTokens2(candidate.tokens, user.tokens)) continue;
      if (others.length > 0 && mapped.includes(candidate) && standsWithOthers(withRenames(candidate.tokens, renames), user.tokens, variable2, others)) return true;
      if (mapped.includes(candidate) && passedAtItsPlace(candidate, user, variable2)) return true;
      if (mapped.includes(candidate) && variable2.value.length > 1 && sameAssignedName(candidate.tokens, user.tokens) && samePlaceInArguments(candidate.tokens, variable2.value, user.tokens, [variable2.name])) return true;
      const replaced = replacedRun(withRenames(candidate.tokens, renames), variable2.value, [variable2.name]);
      if (!replaced) continue;
      const written = withValuesReplaced(replaced, others);
      if (statementSimilarity(written, user.tokens) >= REPLACED_SIMILARITY) return true;
      if (candidate === mapped[0] && replacedBesideOneChange(written, user.tokens, variable2, (name2) => isKnownLocal(own, name2) || isKnownLocal(other, name2))) return true;
      if (mapped.includes(candidate) && isSubsequence(written, user.tokens) && !containsRun(user.tokens, variable2.value)) return true;
      if (holdsBodies(user) || holdsBodies(candidate)) {
        const whole = replacedRun(withRenames(withBodiesInExpression(candidate), renames), variable2.value, [variable2.name]);
        if (whole && statementSimilarity(withValuesReplaced(whole, others), withBodiesInExpression(user)) >= REPLACED_SIMILARITY) return true;
      }
    }
    if (variable2.reassigned) continue;
    for (const candidate of mapped) if (candidate && standsForAlikeValue(user.tokens, withRenames(candidate.tokens, renames), variable2, own, other)) return true;
    if (mapped[0] && holdsAlikeValueAmongChanges(user.tokens, withRenames(mapped[0].tokens, renames), variable2, own, other)) return true;
    if (!context.partner.has(user) && !counterpart && unmappedTokens().some((tokens) => standsForAlikeValue(user.tokens, tokens, variable2, own, other, true))) return true;
  }
  if (variable2.reassigned) return false;
  for (const user of users) {
    const others = together.filter((c) => c !== variable2 && c.assignment !== user && usesOf(user.tokens, c.name) > 0);
    for (const partner of [context.partner.get(user), counterpart]) {
      if (!partner) continue;
      const tokens = withRenames(partner.tokens, renames);
      if (holdsReplacedPart(tokens, user.tokens, variable2, others) || replacedAtItsPlace(tokens, user.tokens, variable2)) return true;
      const apart = others.filter((other2) => other2.name !== variable2.name);
      if (apart.length > 0 && replacedAtItsPlace(tokens, withValuesWrittenOut(user.tokens, apart), variable2)) return true;
    }
    const mapped = context.partner.get(user);
    if (mapped && wrapsItsPlace(withRenames(mapped.tokens, renames), user.tokens, variable2, (name2) => isKnownLocal(own, name2))) return true;
    const tookItsPlace = (partner) => own === context.before && argumentsTookItsPlace(user.tokens, withRenames(partner.tokens, renames), variable2, isExtractedCallable);
    for (const partner of [mapped, counterpart]) if (partner && tookItsPlace(partner)) return true;
    if (!mapped && unmapped.filter(tookItsPlace).length === 1) return true;
    if (!context.partner.has(user) && unmappedTokens().some((tokens) => replacedAtItsPlace(tokens, user.tokens, variable2))) return true;
  }
  return false;
}
function holdsBodies(statement) {
  return statement.children.some((child) => child.inExpression);
}
var ALIKE_VALUE_SIMILARITY2 = 0.5;
function standsForAlikeValue(user, partner, variable2, own, other, unpaired = false) {
  const { start: start2, inA: mine, inB: expression } = changedPlace(user, partner);
  if (mine.length !== 1 || !isUse(user, start2, variable2.name)) return false;
  if (unpaired) return expression.length >= 2 && isOneExpression(expression) && wordCount(user) > MIN_UNPAIRED_USER_WORDS && sameCallChain(expression, variable2.value);
  return isAlikeValue(expression, variable2, own, other);
}
function isAlikeValue(expression, variable2, own, other) {
  if (expression.length === 1 && variable2.value.length === 1) return isRespeltText(expression[0], variable2.value[0]);
  if (expression.length < 2 || !isOneExpression(expression)) return false;
  if (callsGetterOf(variable2.value, expression)) return true;
  const isLocal = (side) => (token) => side.declared.has(token) || side.parameters.has(token);
  return statementSimilarity(expression, variable2.value, isLocal(other), isLocal(own)) > ALIKE_VALUE_SIMILARITY2 || sameCallChain(expression, variable2.value);
}
function callsGetterOf(value, expression) {
  const member2 = expression[expression.length - 1];
  const receiver = expression.slice(0, -1);
  if (receiver.length < 2 || !isMemberAccess(receiver[receiver.length - 1]) || !receiver.every((token, i2) => value[i2] === token)) return false;
  const [getter, open] = [value[receiver.length], value[receiver.length + 1]];
  if (getter === void 0 || open !== "(" || closingOf(value, receiver.length + 1) !== value.length - 1) return false;
  const words3 = (name2) => splitIdentifier(name2).map((word) => word.toLowerCase());
  const [read, called] = [words3(member2), words3(getter)];
  return read.length > 0 && called[0] === GETTER_PREFIX && called.length === read.length + 1 && read.every((word, i2) => called[i2 + 1] === word);
}
var GETTER_PREFIX = "get";
function closingOf(tokens, open) {
  let depth = 0;
  for (let i2 = open; i2 < tokens.length; i2++) {
    if (OPENING.has(tokens[i2])) depth++;
    else if (CLOSING.has(tokens[i2]) && --depth === 0) return i2;
  }
  return -1;
}
var MIN_UNPAIRED_USER_WORDS = 2;
var KEPT_CALLS = 2;
function sameCallChain(expression, value) {
  if (expression[0] !== value[0]) return false;
  const [called, calledInValue] = [calledNames(expression), calledNames(value)];
  if (called.length < KEPT_CALLS) return false;
  let at = 0;
  for (const name2 of calledInValue) if (at < called.length && name2 === called[at]) at++;
  return at === called.length;
}
function calledNames(tokens) {
  return tokens.filter((token, i2) => tokens[i2 + 1] === "(" && isName(token));
}
var QUOTED2 = /^(['"`]).*\1$/s;
function isRespeltText(a, b) {
  if (!QUOTED2.test(a) || !QUOTED2.test(b) || a === b) return false;
  const words3 = (text2) => text2.slice(1, -1).split(/\W+/).filter((word) => word.length > 0);
  const [x, y] = [words3(a), words3(b)];
  return x.length > 1 && y.length > 1 && statementSimilarity(x, y) > ALIKE_VALUE_SIMILARITY2;
}
function holdsAlikeValueAmongChanges(user, partner, variable2, own, other) {
  if (usesOf(partner, variable2.name) > 0) return false;
  const uses = user.flatMap((_, i2) => isUse(user, i2, variable2.name) ? [i2] : []);
  return uses.length > 0 && uses.every((at) => {
    const next = user.findIndex((token, i2) => i2 > at && isWord(token));
    if (next < 0) return false;
    const following = user.slice(at + 1, next + 1);
    return occurrences(partner, following).some((end) => {
      const expression = expressionEndingAt(partner, end);
      return expression.length > 0 && (isAlikeValue(expression, variable2, own, other) || isWrappedLocal(expression, user, partner, variable2, own, other));
    });
  });
}
var WRAPPED_LOCAL_SIMILARITY = 0.8;
function isWrappedLocal(expression, user, partner, variable2, own, other) {
  const [name2] = expression;
  if (expression.length !== 1 || name2 === variable2.name || variable2.value.length < 2 || !passesWhole(variable2.value, name2)) return false;
  if (!isKnownLocal(own, name2)) return false;
  return statementSimilarity(renamed(user, variable2.name, name2), partner) >= WRAPPED_LOCAL_SIMILARITY;
}
function occurrences(tokens, run2) {
  return tokens.flatMap((_, i2) => run2.every((token, k) => tokens[i2 + k] === token) ? [i2] : []);
}
function expressionEndingAt(tokens, end) {
  let depth = 0;
  let start2 = end;
  for (let i2 = end - 1; i2 >= 0; i2--) {
    const token = tokens[i2];
    if (CLOSING.has(token)) depth++;
    else if (OPENING.has(token) && --depth < 0) break;
    else if (depth === 0 && (TERMINATORS.has(token) || ASSIGNMENTS2.has(token))) break;
    start2 = i2;
  }
  return tokens.slice(start2, end);
}
function holdsOnlyTheValue(tokens, variable2) {
  if (variable2.value.length < 2) return false;
  const replaced = replacedRun(tokens, variable2.value, [variable2.name]);
  return !!replaced && replaced.length <= WHOLE_STATEMENT_TOKENS;
}
function givesTheValueToItsNamesake(tokens, variable2) {
  let end = tokens.length;
  while (end > 0 && TERMINATORS.has(tokens[end - 1])) end--;
  if (variable2.value.length < 2 || tokens[0] !== variable2.name || !isMemberAccess(tokens[1] ?? "") || tokens[3] !== "(" || tokens[end - 1] !== ")") return false;
  return sameTokens2(tokens.slice(4, end - 1), variable2.value) && closingOf(tokens, 3) === end - 1;
}
var WHOLE_STATEMENT_TOKENS = 3;
function isSubsequence(part, whole) {
  let at = 0;
  for (const token of whole) if (at < part.length && token === part[at]) at++;
  return at === part.length;
}
function standsWithOthers(tokens, user, variable2, others) {
  const locals = [variable2, ...others.filter((other) => other.name !== variable2.name)].sort((x, y) => y.value.length - x.value.length);
  let result = [...tokens];
  let own = false;
  for (let round = 0; round < locals.length; round++) {
    let changed = false;
    for (const local of locals) {
      const replaced = replacedRun(result, local.value, [local.name]);
      if (replaced) [result, changed, own] = [replaced, true, own || local === variable2];
    }
    if (!changed) break;
  }
  return own && statementSimilarity(result, user) >= REPLACED_SIMILARITY;
}
function passedAtItsPlace(candidate, user, variable2, sameArity = false) {
  if (variable2.value.length < 2) return false;
  return user.calls.some(
    (call) => call.arguments.some(
      (argument, i2) => argument.length === 1 && argument[0] === variable2.name && candidate.calls.some(
        (other) => other.name === call.name && (!sameArity || other.arguments.length === call.arguments.length) && sameTokens2(other.arguments[i2] ?? [], variable2.value) && other.keywords?.[i2] === call.keywords?.[i2]
      )
    )
  );
}
function samePlaceInArguments(a, run2, b, other) {
  const places2 = new Set(argumentPlaces(a, run2));
  return argumentPlaces(b, other).some((place) => places2.has(place));
}
function argumentPlaces(tokens, run2) {
  const places2 = [];
  for (let i2 = 0; i2 + run2.length <= tokens.length; i2++) {
    if (!run2.every((token, k) => tokens[i2 + k] === token)) continue;
    const [before, after] = [tokens[i2 - 1], tokens[i2 + run2.length]];
    if (before !== "(" && before !== "," || after !== ")" && after !== ",") continue;
    let [depth, index, at] = [0, 0, i2 - 1];
    for (; at >= 0; at--) {
      const token = tokens[at];
      if (CLOSING.has(token)) depth++;
      else if (OPENING.has(token) && depth-- === 0) break;
      else if (depth === 0 && token === ",") index++;
    }
    if (at >= 0 && tokens[at] === "(") places2.push(index);
  }
  return places2;
}
function withValuesWrittenOut(tokens, locals) {
  let result = [...tokens];
  for (const local of locals) {
    const argumentNames = argumentNameFlags(result);
    result = result.flatMap((token, i2) => isUse(result, i2, local.name) && !argumentNames[i2] ? [...local.value] : [token]);
  }
  return result;
}
function withValuesReplaced(tokens, locals) {
  let result = tokens;
  for (const local of [...locals].sort((x, y) => y.value.length - x.value.length)) result = replacedRun(result, local.value, [local.name]) ?? result;
  return result;
}
function initializerOf(tokens, name2) {
  const at = tokens.indexOf(name2);
  return at < 0 ? void 0 : assignedValue(tokens, at);
}
function assignedValue(tokens, from = -1) {
  const assignment = tokens.findIndex((token, i2) => i2 > from && ASSIGNMENTS2.has(token));
  if (assignment < 0) return void 0;
  const value = [];
  let depth = 0;
  for (const token of tokens.slice(assignment + 1)) {
    if (depth === 0 && TERMINATORS.has(token)) break;
    if (OPENING.has(token)) depth++;
    else if (CLOSING.has(token)) depth--;
    value.push(token);
  }
  return value.length > 0 ? value : void 0;
}
function assignedName2(tokens) {
  const at = tokens.findIndex((token) => ASSIGNMENTS2.has(token));
  return at > 0 && isName(tokens[at - 1]) && !assignsMember(tokens) ? tokens[at - 1] : void 0;
}
function sameAssignedName(a, b) {
  const name2 = assignedName2(a);
  return name2 !== void 0 && name2 === assignedName2(b);
}
function givesTheLocalTo(tokens, holder, name2) {
  let end = tokens.length;
  while (end > 0 && TERMINATORS.has(tokens[end - 1])) end--;
  return holder !== void 0 && holder !== name2 && end === 3 && tokens[0] === holder && ASSIGNMENTS2.has(tokens[1]) && tokens[2] === name2;
}
function assignsMember(tokens) {
  const at = tokens.findIndex((token) => ASSIGNMENTS2.has(token));
  return at > 0 && tokens.slice(0, at).some((token) => isMemberAccess(token) || OPENING.has(token));
}
function sameRun(run2, other) {
  return !!run2 && run2.length === other.length && run2.every((token, i2) => token === other[i2]);
}

// src/core/statements/call-in-place.ts
function replacesStatementInPlace(moved, sites, pairs, movedSide, callSites, unmapped, calleeBody, calleeName, rewrite) {
  const statements = calleeBody.filter((statement) => statement.tokens.length > 0);
  if (statements.length !== 1) return false;
  const call = bareCall(statements[0]);
  if (!call) return false;
  const calleeCall = rewrite(call);
  const siteSide = movedSide === "before" ? "after" : "before";
  const counterpart = new Map(pairs.map((pair) => [pair[siteSide], pair[movedSide]]));
  const placesMoved = places(moved);
  const placesSites = places(sites);
  for (const site of callSites) {
    if (bareCall(site)?.[0] !== calleeName) continue;
    const at = placesSites.get(site);
    if (!at) continue;
    for (const statement of unmapped) {
      const there = placesMoved.get(statement);
      if (!there || statement.children.length > 0 || sameTokens2(statement.tokens, site.tokens)) continue;
      const samePlace = at.previous ? !!there.previous && counterpart.get(at.previous) === there.previous : !there.previous && (at.parent ? !!there.parent && counterpart.get(at.parent) === there.parent : !there.parent);
      const lostCall = samePlace ? bareCall(statement) : void 0;
      if (lostCall && sameTokens2(lostCall, calleeCall)) return true;
    }
  }
  return false;
}
function bareCall(statement) {
  const { tokens } = statement;
  let end = tokens.length;
  while (end > 0 && tokens[end - 1] === ";") end--;
  if (end === 0 || tokens[end - 1] !== ")") return void 0;
  let depth = 0;
  for (let i2 = end - 1; i2 > 0; i2--) {
    if (tokens[i2] === ")") depth++;
    else if (tokens[i2] === "(" && --depth === 0) {
      const name2 = tokens[i2 - 1];
      if (wordCount([name2]) !== 1) return void 0;
      if (i2 - 1 === 0) return tokens.slice(0, end);
      const receiver = tokens.slice(0, i2 - 2);
      const made = statement.calls.some((call) => call.name === name2 && call.receiver !== void 0 && sameTokens2(call.receiver, receiver));
      return made && isMemberAccess(tokens[i2 - 2]) ? tokens.slice(i2 - 1, end) : void 0;
    }
  }
  return void 0;
}
function places(statements) {
  const found = /* @__PURE__ */ new Map();
  const visit = (siblings, parent) => {
    siblings.forEach((statement, i2) => {
      found.set(statement, { parent, previous: siblings[i2 - 1] });
      visit(statement.children, statement);
    });
  };
  visit(statements, void 0);
  return found;
}

// src/core/statements/lost-values.ts
function holdsLostValue(callerBefore, callerAfter, calleeBody, rewrite) {
  const statements = calleeBody.filter((statement) => statement.tokens.length > 0);
  if (statements.length !== 1) return false;
  const body2 = rewrite(statements[0].tokens);
  const before = flattenStatements(callerBefore.statements);
  const after = flattenStatements(callerAfter.statements);
  for (const declaration of before) {
    if (declaration.declares.length !== 1) continue;
    const [name2] = declaration.declares;
    const value = initializerOf(declaration.tokens, name2);
    if (!value || !value.includes("(") || !containsRun(body2, value)) continue;
    const usedBefore = before.some((statement) => statement !== declaration && usesOf(statement.tokens, name2) > 0);
    const usedAfter = after.some((statement) => usesOf(statement.tokens, name2) > 0);
    if (usedBefore && !usedAfter) return true;
  }
  return false;
}

// src/core/statements/replaced-expression.ts
var MIN_REPLACED_WORDS = 2;
var MAX_CALLEE_STATEMENTS = 5;
function replacedExpressionHeld(callSites, counterparts, calleeBody, calleeName, rewrite, calleeLocals = /* @__PURE__ */ new Set()) {
  const statements = calleeBody.filter((statement) => statement.tokens.length > 0);
  if (statements.length === 0 || statements.length >= MAX_CALLEE_STATEMENTS) return "none";
  const bodies = statements.map((statement) => rewrite(statement.tokens));
  let operand = false;
  const holds = (expression) => {
    if (wordCount(expression) < MIN_REPLACED_WORDS) return false;
    if (bodies.some((tokens) => tokens[0] === "return" && containsRun(tokens, expression) && !holdsAsWhole(tokens, expression))) {
      operand = true;
      return false;
    }
    if (bodies.some((tokens) => holdsAsWhole(tokens, expression))) return true;
    operand ||= bodies.some((tokens) => containsRun(tokens, expression));
    return false;
  };
  for (const site of callSites) {
    for (const span of callSpans(site, calleeName)) {
      const prefix = site.tokens.slice(0, span.start);
      const suffix = site.tokens.slice(span.end);
      const call = site.tokens.slice(span.start, span.end);
      for (const other of counterparts) {
        const tokens = other.tokens;
        if (tokens.length <= prefix.length + suffix.length) continue;
        if (!sameTokens2(tokens.slice(0, prefix.length), prefix) || !sameTokens2(tokens.slice(tokens.length - suffix.length), suffix)) continue;
        const replaced = tokens.slice(prefix.length, tokens.length - suffix.length);
        if (sameTokens2(replaced, call)) continue;
        if (holds(replaced)) return "whole";
        const withoutReceiver2 = outerCallWithoutReceiver(replaced);
        if (withoutReceiver2 && holds(withoutReceiver2)) return "whole";
        if (bodies.some((tokens2) => holdsSwappedCall(tokens2, replaced, calleeLocals))) return "whole";
        const member2 = span.receiver > 0 && statements.length === 1 && sameTokens2(replaced.slice(0, span.receiver), call.slice(0, span.receiver)) ? replaced.slice(span.receiver) : [];
        if (member2.length > 0 && wordCount([member2[0]]) === 1 && !calleeLocals.has(member2[0]) && bodies.some((tokens2) => holdsOwnMember(tokens2, member2))) return "whole";
      }
    }
  }
  return operand ? "operand" : "none";
}
var PLACING = /* @__PURE__ */ new Set(["=", ":=", "=>", ":", "...", "..", "&&", "||"]);
var OPERATOR2 = /^[-+*/%&|^!~<>?:=]+$/;
function isCombining(token) {
  return token !== void 0 && OPERATOR2.test(token) && !PLACING.has(token) && !isMemberAccess(token);
}
function holdsAsWhole(tokens, expression) {
  for (let i2 = 0; i2 + expression.length <= tokens.length; i2++) {
    if (!sameTokens2(tokens.slice(i2, i2 + expression.length), expression)) continue;
    if (!isCombining(tokens[i2 - 1]) && !isCombining(tokens[i2 + expression.length])) return true;
  }
  return false;
}
function callSpans(site, name2) {
  const found = callSpan(site.tokens, name2);
  if (!found) return [];
  const span = { ...found, receiver: 0 };
  const receiver = site.calls.find((call) => call.name === name2)?.receiver;
  const start2 = receiver && receiver.length > 0 ? span.start - 1 - receiver.length : -1;
  if (start2 >= 0 && sameTokens2(site.tokens.slice(start2, span.start - 1), receiver)) return [{ start: start2, end: span.end, receiver: receiver.length + 1 }, span];
  return [span];
}
function holdsOwnMember(tokens, member2) {
  for (let i2 = 0; i2 + member2.length <= tokens.length; i2++) {
    if ((i2 === 0 || !isMemberAccess(tokens[i2 - 1])) && sameTokens2(tokens.slice(i2, i2 + member2.length), member2)) return true;
  }
  return false;
}
function outerCallWithoutReceiver(expression) {
  if (expression[expression.length - 1] !== ")") return void 0;
  let depth = 0;
  for (let i2 = expression.length - 1; i2 >= 0; i2--) {
    if (expression[i2] === ")") depth++;
    else if (expression[i2] === "(" && --depth === 0) {
      return i2 >= 3 && isMemberAccess(expression[i2 - 2]) && wordCount([expression[i2 - 1]]) === 1 ? expression.slice(i2 - 1) : void 0;
    }
  }
  return void 0;
}
function holdsSwappedCall(tokens, replaced, calleeLocals) {
  if (replaced.length !== 6 || !isMemberAccess(replaced[1]) || replaced[3] !== "(" || replaced[5] !== ")") return false;
  const [receiver, access, name2, , argument] = replaced;
  if (![receiver, name2, argument].every((token) => wordCount([token]) === 1) || receiver === argument) return false;
  for (let i2 = 0; i2 + 5 < tokens.length; i2++) {
    if (tokens[i2] !== argument || tokens[i2 + 1] !== access || tokens[i2 + 2] !== name2 || tokens[i2 + 3] !== "(" || tokens[i2 + 5] !== ")") continue;
    const other = tokens[i2 + 4];
    if (other === receiver || calleeLocals.has(other) && other !== argument) return true;
  }
  return false;
}
function callSpan(tokens, name2) {
  for (let i2 = 0; i2 + 1 < tokens.length; i2++) {
    if (tokens[i2] !== name2 || tokens[i2 + 1] !== "(") continue;
    let depth = 0;
    for (let j = i2 + 1; j < tokens.length; j++) {
      if (tokens[j] === "(") depth++;
      else if (tokens[j] === ")" && --depth === 0) return { start: i2, end: j + 1 };
    }
    return void 0;
  }
  return void 0;
}
function returnsReplacedArgumentByDefault(callSites, counterparts, calleeBody, calleeName, rewrite) {
  const defaultReturn = defaultReturnOf(calleeBody);
  if (!defaultReturn) return false;
  const returned = rewrite(defaultReturn.tokens).slice(1).filter((token) => token !== ";");
  if (returned.length === 0) return false;
  for (const site of callSites) {
    for (const span of callSpans(site, calleeName)) {
      const suffix = site.tokens.slice(span.end);
      for (const prefix of [site.tokens.slice(0, span.start), withoutReceiver(site.tokens.slice(0, span.start))]) {
        const expected = [...prefix, ...returned, ...suffix];
        if (counterparts.some((other) => sameTokens2(other.tokens, expected))) return true;
      }
    }
  }
  return false;
}
function defaultReturnOf(calleeBody) {
  const statements = calleeBody.filter((statement) => statement.tokens.length > 0);
  const composites = statements.filter((statement) => statement.children.length > 0);
  const leaves = statements.filter((statement) => statement.children.length === 0);
  if (composites.length === 0 || composites[0].tokens[0] !== "if" || leaves.length !== 2) return void 0;
  if (composites.length > 2 || composites.length === 2 && composites[1].tokens[0] !== "else") return void 0;
  if (!leaves.every((leaf) => leaf.tokens[0] === "return")) return void 0;
  return leaves[1];
}
function withoutReceiver(prefix) {
  let end = prefix.length;
  while (end >= 2 && isMemberAccess(prefix[end - 1]) && wordCount([prefix[end - 2]]) === 1) end -= 2;
  return prefix.slice(0, end);
}

// src/core/statements/moved-statements.ts
var MIN_INLINE_VALUE_WORDS = 2;
var GUARDED_SHARED_WORDS = 2;
var ALIKE = 0.9;
var STRONG = 0.7;
function extractedStatements(callerBefore, callerAfter, extracted, callee) {
  const { callSites, rest, rewrite, read } = throughCall(callerAfter, extracted, callee);
  const caller = mapStatements(flattenStatements(callerBefore.statements), rest, { localsBefore: callerBefore.locals, localsAfter: callerAfter.locals });
  const body2 = flattenStatements(extracted.statements);
  const mapping = mapStatements(caller.unmappedBefore, body2, { rewriteAfter: rewrite, localsBefore: callerBefore.locals, localsAfter: extracted.locals });
  const held2 = replacedExpressionHeld(callSites, caller.unmappedBefore, body2, callee.name, read, extracted.locals);
  const replaced = held2 === "whole" || replacesStatementInPlace(callerBefore.statements, callerAfter.statements, caller.pairs, "before", callSites, caller.unmappedBefore, body2, callee.name, read) || returnsReplacedArgumentByDefault(callSites, caller.unmappedBefore, body2, callee.name, read);
  const lostValue = holdsLostValue(callerBefore, callerAfter, body2, read);
  const counted = count(body2, mapping, "after", [...callee.parameters, ...extracted.locals], inExpressionBodies(callerBefore));
  return { ...counted, holdsReplacedExpression: replaced, holdsReplacedAsOperand: !replaced && held2 === "operand", holdsLostValue: lostValue, lost: withTokens(caller.unmappedBefore) };
}
function withTokens(statements) {
  return statements.filter((statement) => statement.children.length === 0 && statement.tokens.length > 0).length;
}
var MAX_CALL_SITES_READ = 4;
function extractedPairs(callerBefore, callerAfter, extracted, callee) {
  const [callSites, rest] = splitCallSites(callerAfter, callee);
  const caller = mapStatements(flattenStatements(callerBefore.statements), rest, { localsBefore: callerBefore.locals, localsAfter: callerAfter.locals });
  const calls = callsTo(callee, callSites, callerAfter);
  const first = calls.find((c) => c.arguments.length === callee.parameters.length) ?? calls[0];
  const ordered = first ? [first, ...calls.filter((call) => call !== first)].slice(0, MAX_CALL_SITES_READ) : [void 0];
  const rounds = [];
  let lost = caller.unmappedBefore;
  for (const call of ordered) {
    const read = (call && parameterRewriter(callee, [call], extracted.selfReference)) ?? ((tokens) => tokens);
    const body2 = { ...extracted, statements: extracted.statements.map((statement) => readThrough(statement, read)) };
    const { pairs } = mapStatements(lost, flattenStatements(body2.statements), { localsBefore: callerBefore.locals, localsAfter: extracted.locals });
    if (pairs.length === 0) break;
    rounds.push({ lost, body: body2, pairs });
    const paired = new Set(pairs.map((pair) => pair.before));
    lost = lost.filter((statement) => !paired.has(statement));
  }
  return rounds;
}
function readThrough(statement, read) {
  return { ...statement, tokens: [...read(statement.tokens)], children: statement.children.map((child) => readThrough(child, read)) };
}
function inlinedStatements(callerBefore, callerAfter, inlined, callee) {
  const { callSites, rest, rewrite, read } = throughCall(callerBefore, inlined, callee);
  const caller = mapStatements(rest, flattenStatements(callerAfter.statements), { localsBefore: callerBefore.locals, localsAfter: callerAfter.locals });
  const body2 = flattenStatements(inlined.statements);
  const mapping = mapStatements(body2, caller.unmappedAfter, { rewriteBefore: rewrite, localsBefore: inlined.locals, localsAfter: callerAfter.locals });
  const held2 = replacedExpressionHeld(callSites, caller.unmappedAfter, body2, callee.name, read, inlined.locals);
  const replaced = held2 === "whole" || replacesStatementInPlace(callerAfter.statements, callerBefore.statements, caller.pairs, "after", callSites, caller.unmappedAfter, body2, callee.name, read);
  const counted = count(body2, mapping, "before", [...callee.parameters, ...inlined.locals], inExpressionBodies(callerAfter));
  return { ...counted, holdsReplacedExpression: replaced, holdsReplacedAsOperand: !replaced && held2 === "operand", holdsLostValue: false, lost: withTokens(caller.unmappedAfter) };
}
function movedStatementPairs(callerBefore, callerAfter, moved, callee, inlined) {
  if (inlined) {
    const { rest: rest2, rewrite: rewrite2 } = throughCall(callerBefore, moved, callee);
    const caller2 = mapStatements(rest2, flattenStatements(callerAfter.statements), { localsBefore: callerBefore.locals, localsAfter: callerAfter.locals });
    return mapStatements(flattenStatements(moved.statements), caller2.unmappedAfter, { rewriteBefore: rewrite2, localsBefore: moved.locals, localsAfter: callerAfter.locals });
  }
  const { rest, rewrite } = throughCall(callerAfter, moved, callee);
  const caller = mapStatements(flattenStatements(callerBefore.statements), rest, { localsBefore: callerBefore.locals, localsAfter: callerAfter.locals });
  return mapStatements(caller.unmappedBefore, flattenStatements(moved.statements), { rewriteAfter: rewrite, localsBefore: callerBefore.locals, localsAfter: moved.locals });
}
function mayHoldMovedStatement(source, sites, moved, callee) {
  const body2 = flattenStatements(moved.statements).filter((statement) => statement.tokens.length > 0);
  if (body2.length < MAX_CALLEE_STATEMENTS) return true;
  const { read } = throughCall(sites, moved, callee);
  const texts2 = new Set(flattenStatements(source.statements).map((statement) => statement.tokens.join(" ")));
  return body2.some((statement) => texts2.has(read(statement.tokens).join(" ")));
}
function mayHoldReplacedExpression(callerBefore, callerAfter, extracted, callee) {
  const body2 = flattenStatements(extracted.statements);
  if (body2.some((statement) => statement.calls.length > 0)) return true;
  const { callSites, read } = throughCall(callerAfter, extracted, callee);
  return replacedExpressionHeld(callSites, flattenStatements(callerBefore.statements), body2, callee.name, read, extracted.locals) === "whole";
}
function mayHoldReplacedAsOperand(source, sites, moved, callee) {
  const body2 = flattenStatements(moved.statements);
  const statements = body2.filter((statement) => statement.tokens.length > 0).length;
  if (statements === 0 || statements >= MAX_CALLEE_STATEMENTS) return false;
  const { callSites, read } = throughCall(sites, moved, callee);
  return replacedExpressionHeld(callSites, flattenStatements(source.statements), body2, callee.name, read, moved.locals) === "operand";
}
function count(body2, mapping, side, variables, nested) {
  const candidates2 = body2.filter((statement) => statement.tokens.length > 0);
  const callerSide = side === "after" ? "before" : "after";
  const variableNames2 = new Set(variables);
  const small = candidates2.length < MAX_CALLEE_STATEMENTS;
  const pairs = mapping.pairs.filter(
    (pair) => pair.similarity === 1 || (!small || mapsOwnWords(pair[side].tokens, pair[callerSide].tokens, variableNames2)) && !returnsWhatNoneReturned(pair[side].tokens, pair[callerSide].tokens)
  );
  const mappedStatements = new Set(pairs.map((pair) => pair[side]));
  for (const statement of valuesWrittenInline(candidates2, pairs, side)) mappedStatements.add(statement);
  const sayingPairs = new Set(pairs.filter((pair) => sharedWords(pair.before.tokens, pair.after.tokens) >= GUARDED_SHARED_WORDS).map((pair) => pair[side]));
  const counted = candidates2.filter((statement) => mappedStatements.has(statement) || !guardsMovedStatements(statement, sayingPairs));
  const inCallbacks = new Set(pairs.filter((pair) => nested.has(pair[callerSide])).map((pair) => pair[side]));
  const identical = pairs.filter((pair) => pair.similarity === 1 && pair[side].tokens.length > 0 && !nested.has(pair[callerSide])).map((pair) => wordCount(pair[side].tokens));
  const alike2 = pairs.filter((pair) => pair.similarity >= ALIKE && pair[side].tokens.length > 0 && !nested.has(pair[callerSide])).map((pair) => wordCount(pair[side].tokens));
  const assignedAlike = pairs.filter((pair) => pair.similarity >= ALIKE && !nested.has(pair[callerSide])).map((pair) => sameValueAssignedToLocal(pair[side].tokens, pair[callerSide].tokens, variableNames2)).filter((words3) => words3 > 0);
  const strong = pairs.filter((pair) => pair.similarity >= STRONG && pair[side].tokens.length > 0).map((pair) => Math.min(wordCount(pair.before.tokens), wordCount(pair.after.tokens)));
  return {
    mapped: counted.filter((statement) => mappedStatements.has(statement)).length,
    total: counted.length,
    identical,
    alike: alike2,
    assignedAlike,
    strong,
    mappedInCallbacks: counted.filter((statement) => inCallbacks.has(statement)).length
  };
}
function sameValueAssignedToLocal(moved, other, locals) {
  const assignment = (tokens) => {
    const at = tokens.findIndex((token) => token === "=" || token === ":=");
    if (tokens.slice(0, at).some((token) => OPENING.has(token))) return void 0;
    return at > 0 && tokens[0] !== "return" ? { target: tokens[at - 1], value: tokens.slice(at + 1).filter((token) => token !== ";") } : void 0;
  };
  const a = assignment(moved);
  const b = assignment(other);
  if (!a || !b || !locals.has(a.target) || a.value.length === 0 || a.value.length !== b.value.length) return 0;
  return a.value.every((token, i2) => token === b.value[i2]) ? wordCount(a.value) : 0;
}
function guardsMovedStatements(statement, mapped) {
  if (statement.children.length === 0) return false;
  const leaves = flattenStatements(statement.children).filter((child) => child.children.length === 0 && child.tokens.length > 0);
  return leaves.length > 0 && leaves.every((leaf) => mapped.has(leaf));
}
function valuesWrittenInline(body2, pairs, side) {
  const callerSide = side === "after" ? "before" : "after";
  const partners = new Map(pairs.map((pair) => [pair[side], pair[callerSide]]));
  const found = [];
  for (const declaration of body2) {
    if (declaration.declares.length !== 1) continue;
    const [name2] = declaration.declares;
    const value = initializerOf(declaration.tokens, name2);
    if (!value || wordCount(value) < MIN_INLINE_VALUE_WORDS) continue;
    const users = body2.filter((statement) => statement !== declaration && usesOf(statement.tokens, name2) > 0);
    const declared = partners.get(declaration);
    if (declared) {
      if (!containsRun(declared.tokens, value)) continue;
      const user = users.find((statement) => !partners.has(statement) && statementSimilarity(withValue(statement.tokens, name2, value), declared.tokens) >= LEAF_SIMILARITY);
      if (user) found.push(user);
    } else if (users.some((statement) => containsRun(partners.get(statement)?.tokens ?? [], value))) {
      found.push(declaration);
    }
  }
  return found;
}
function withValue(tokens, name2, value) {
  return tokens.flatMap((token, i2) => isUse(tokens, i2, name2) ? value : [token]);
}
function sharedWords(a, b) {
  const words3 = new Set(a.filter((token) => wordCount([token]) > 0));
  return new Set(b.filter((token) => words3.has(token))).size;
}
function inExpressionBodies(body2) {
  const nested = /* @__PURE__ */ new Set();
  const visit = (statement, inside) => {
    if (inside) nested.add(statement);
    for (const child of statement.children) visit(child, inside || !!child.inExpression);
  };
  body2.statements.forEach((statement) => visit(statement, false));
  return nested;
}
function mapsOwnWords(moved, counterpart, variables) {
  const own = moved.filter((token, i2) => !variables.has(token) && !(i2 === 0 && token === "return") && wordCount([token]) > 0);
  if (own.length === 0) return true;
  const words3 = new Set(counterpart);
  return own.some((token) => words3.has(token));
}
function returnsWhatNoneReturned(moved, counterpart) {
  return moved[0] === "return" && wordCount(moved) > 1 && counterpart[0] === "return" && wordCount(counterpart) === 1;
}
function splitCallSites(body2, callee) {
  const callSites = [];
  const rest = [];
  for (const statement of flattenStatements(body2.statements)) {
    (statement.calls.some((call) => call.name === callee.name) ? callSites : rest).push(statement);
  }
  return [callSites, rest];
}
function throughCall(sites, moved, callee) {
  const [callSites, rest] = splitCallSites(sites, callee);
  const rewrite = parameterRewriter(callee, callsTo(callee, callSites, sites), moved.selfReference);
  return { callSites, rest, rewrite, read: rewrite ?? ((tokens) => tokens) };
}
function callsTo(callee, changed, body2) {
  const find = (statements) => statements.flatMap((s) => s.calls.filter((call) => call.name === callee.name));
  const inChanged = find(changed);
  return inChanged.length > 0 ? inChanged : find(flattenStatements(body2.statements));
}
function parameterRewriter(callee, calls, self2) {
  const call = calls.find((c) => c.arguments.length === callee.parameters.length) ?? calls[0];
  if (!call) return void 0;
  const replacements = /* @__PURE__ */ new Map();
  const byName2 = new Map((call.keywords ?? []).flatMap((keyword, i2) => keyword ? [[keyword, call.arguments[i2]]] : []));
  callee.parameters.forEach((parameter2, i2) => {
    const argument = byName2.get(parameter2) ?? (call.keywords?.[i2] ? void 0 : call.arguments[i2]);
    if (argument && argument.length > 0 && parameter2 !== "") replacements.set(parameter2, argument);
  });
  if (self2 && call.receiver && isPlainReceiver(call.receiver) && !replacements.has(self2)) replacements.set(self2, call.receiver);
  if (replacements.size === 0) return void 0;
  return (tokens) => tokens.flatMap((token, i2) => isMemberAccess(tokens[i2 - 1] ?? "") || isArgumentName(tokens, i2) ? [token] : replacements.get(token) ?? [token]);
}
function isArgumentName(tokens, i2) {
  if (tokens[i2 + 1] !== "=" || tokens[i2 - 1] !== "(" && tokens[i2 - 1] !== ",") return false;
  let depth = 0;
  for (let j = i2 - 1; j >= 0; j--) {
    if (tokens[j] === ")") depth++;
    else if (tokens[j] === "(" && depth-- === 0) return true;
  }
  return false;
}
function isPlainReceiver(receiver) {
  return receiver.length > 0 && receiver.every((token, i2) => i2 % 2 === 0 ? wordCount([token]) === 1 && token !== "new" : isMemberAccess(token));
}

// src/core/pair-memo.ts
function memoizedByPair(compute) {
  const answers = /* @__PURE__ */ new WeakMap();
  return (scope, a, b) => {
    let byA = answers.get(scope);
    if (!byA) answers.set(scope, byA = /* @__PURE__ */ new Map());
    let byB = byA.get(a);
    if (!byB) byA.set(a, byB = /* @__PURE__ */ new Map());
    if (byB.has(b)) return byB.get(b);
    const answer = compute(scope, a, b);
    byB.set(b, answer);
    return answer;
  };
}

// src/core/moved-code.ts
var EXTRACT_THRESHOLD_MARGIN = 0.1;
var EXPLAINED_CODE_MARGIN = 0.25;
var EXPLAINED_CODE_SHARE = 0.6;
var PARTLY_CONTAINED_BAND = 0.2;
var SLIVER_SHARE = 0.08;
var STATEMENT_FLOOR = 0.1;
var MAPPED_SHARE = 0.5;
var MANY_STATEMENTS = 5;
var UNMAPPED_SHARE = 0.2;
var VERBATIM_MIN_WORDS = 3;
var VERBATIM_MAX_NEW_STATEMENTS = 10;
var SEVERAL_VERBATIM = 2;
var SEVERAL_VERBATIM_MIN_WORDS = 2;
var SEVERAL_VERBATIM_MAX_NEW_STATEMENTS = 20;
var SEVERAL_ALIKE_MIN_WORDS = 3;
var ALIKE_ALONE_MIN_WORDS = 5;
var STRAY_MATCH_SHARE = 0.15;
var REWRITTEN_CALLER_SIMILARITY = 0.6;
var SHARED_BODY_SIMILARITY = 0.5;
function findExtractions(revisions) {
  const { afterToBefore } = revisions;
  const candidates2 = [];
  for (const n2 of receiversOfCode(revisions, "after")) {
    if (hasStereotype(n2, "TYPE_CONSTRUCTOR")) continue;
    const earlier = afterToBefore.get(n2);
    const callers = callersOf(revisions, n2);
    const throughHelpers = callersThroughNewHelpers(revisions, n2, new Set(callers));
    for (const callerAfter of [...callers, ...throughHelpers.keys()]) {
      const n1 = afterToBefore.get(callerAfter);
      if (!n1 || n1 === earlier || !canExchangeCode(n1, n2)) continue;
      const sameLocation = revisions.sameLocation(n1, n2);
      if (earlier && (!sameLocation || revisions.before.hasEdge("uses", n1, earlier))) continue;
      const callerBefore = revisions.codeTokens(n1);
      const callerNow = codeAroundNested(revisions.after, revisions.codeTokens(callerAfter), callerAfter, n2);
      if (minus(callerBefore, callerNow).size === 0 && !returnsByDefault(revisions, n2)) continue;
      const movedCode = minus(plus(callerBefore, callTokens(n2)), callerNow);
      const type = sameLocation ? "EXTRACT" : "EXTRACT_MOVE";
      const near = sameLocation || isNestedIn(n2, callerAfter);
      const bodyReplaced = !!earlier && revisions.sameLocation(earlier, n2);
      const accessorElsewhere = !sameLocation && isAccessor(n2);
      candidates2.push({ type, callee: n2, callerBefore: n1, callerAfter, body: revisions.movedBodyOf(n2), movedCode, near, bodyReplaced, accessorElsewhere, throughHelpers: throughHelpers.get(callerAfter) });
    }
  }
  const found = attributeMovedCode(revisions, candidates2.filter(({ throughHelpers }) => !throughHelpers));
  const extracted = new Set(found.map(({ before, after }) => `${before.id}:${after.id}`));
  const throughNew = candidates2.filter(({ callerBefore, throughHelpers }) => throughHelpers && !throughHelpers.some((helper) => extracted.has(`${callerBefore.id}:${helper.id}`)));
  return [...found, ...attributeMovedCode(revisions, throughNew)];
}
var MAX_NEW_HELPERS_BETWEEN = 1;
function callersThroughNewHelpers(revisions, n2, callers) {
  const { after, added, afterToBefore } = revisions;
  const found = /* @__PURE__ */ new Map();
  if (!n2.parent || !afterToBefore.has(n2.parent)) return found;
  const direct = new Set(after.sources("uses", n2));
  let paths = [...direct].filter((caller) => added.has(caller) && isCallable(caller) && caller !== n2).map((helper) => [helper]);
  const seen = /* @__PURE__ */ new Set([n2, ...paths.map(([helper]) => helper)]);
  for (let depth = 0; depth < MAX_NEW_HELPERS_BETWEEN && paths.length > 0; depth++) {
    const next = [];
    for (const path of paths) {
      for (const caller of after.sources("uses", path[path.length - 1])) {
        if (seen.has(caller)) continue;
        seen.add(caller);
        if (afterToBefore.has(caller) && !callers.has(caller)) found.set(caller, path);
        else if (added.has(caller) && isCallable(caller)) next.push([...path, caller]);
      }
    }
    paths = next;
  }
  return found;
}
function callersOf(revisions, n2) {
  const { after, added } = revisions;
  const callers = after.sources("uses", n2);
  if (!added.has(n2) || hasStereotype(n2, "ABSTRACT") || !n2.parent) return callers;
  const declarations = after.targets("subtype", n2.parent).flatMap((supertype) => supertype.children.filter((child) => added.has(child) && hasStereotype(child, "ABSTRACT") && implementsSignature(n2, child)));
  if (declarations.length !== 1) return callers;
  const [declaration] = declarations;
  const implementations = after.sources("subtype", declaration.parent).flatMap((subtype) => subtype.children.filter((child) => added.has(child) && !hasStereotype(child, "ABSTRACT") && implementsSignature(child, declaration)));
  if (implementations.length !== 1) return callers;
  return [.../* @__PURE__ */ new Set([...callers, ...after.sources("uses", declaration)])];
}
function implementsSignature(implementation, declaration) {
  if (implementation.type !== declaration.type || implementation.simpleName !== declaration.simpleName) return false;
  const [a, b] = [implementation.parameters, declaration.parameters];
  return a.length === b.length && a.every((parameter2, i2) => parameter2.type === b[i2].type);
}
function receiversOfCode(revisions, side) {
  const [fresh, counterparts] = side === "after" ? [revisions.added, revisions.afterToBefore] : [revisions.removed, revisions.beforeToAfter];
  const index = side === "after" ? revisions.after : revisions.before;
  const nodes = [...fresh];
  for (const node of index.nodes) {
    const other = counterparts.get(node);
    if (!other) continue;
    const [n1, n2] = side === "after" ? [other, node] : [node, other];
    if (!revisions.sameLocation(n1, n2) || isBodyReplaced(revisions, n1, n2)) nodes.push(node);
  }
  return nodes;
}
var isBodyReplaced = memoizedByPair(bodyReplacedNow);
function bodyReplacedNow(revisions, n1, n2) {
  if (!isCallable(n1) || !isCallable(n2)) return false;
  if (n1.simpleName === n2.simpleName && revisions.sameBodyTokens(n1, n2)) return false;
  const { vocabulary } = revisions;
  const [old, now] = [revisions.movedBodyOf(n1), revisions.movedBodyOf(n2)];
  const larger = Math.max(vocabulary.weight(old), vocabulary.weight(now));
  if (larger === 0 || vocabulary.overlap(old, now) / larger >= SHARED_BODY_SIMILARITY) return false;
  const bodyBefore = revisions.before.root.statementsOf?.(n1);
  const bodyAfter = revisions.after.root.statementsOf?.(n2);
  if (!bodyBefore || !bodyAfter) return false;
  const [statementsBefore, statementsAfter] = [flattenStatements(bodyBefore.statements), flattenStatements(bodyAfter.statements)];
  if (!statementsBefore.some((s) => s.tokens.length > 0) || !statementsAfter.some((s) => s.tokens.length > 0)) return false;
  return mapStatements(statementsBefore, statementsAfter, { localsBefore: bodyBefore.locals, localsAfter: bodyAfter.locals }).pairs.length === 0;
}
function isCodeItsCallerLost(revisions, n2, rival) {
  const { after, afterToBefore, vocabulary, settings } = revisions;
  const body2 = revisions.movedBodyOf(n2);
  const bodyWeight = vocabulary.weight(body2);
  if (bodyWeight === 0) return false;
  for (const callerAfter of after.sources("uses", n2)) {
    const n1 = afterToBefore.get(callerAfter);
    if (!n1) continue;
    const lost = minus(revisions.codeTokens(n1), codeAroundNested(after, revisions.codeTokens(callerAfter), callerAfter, n2));
    const contained = vocabulary.overlap(body2, lost) / bodyWeight;
    if (contained > extractThreshold(settings) + PARTLY_CONTAINED_BAND && contained > rival) return true;
  }
  return false;
}
function findInlinings(revisions) {
  const { before, beforeToAfter } = revisions;
  const candidates2 = [];
  for (const n1 of receiversOfCode(revisions, "before")) {
    if (hasStereotype(n1, "TYPE_CONSTRUCTOR")) continue;
    const later = beforeToAfter.get(n1);
    for (const callerBefore of before.sources("uses", n1)) {
      const n2 = beforeToAfter.get(callerBefore);
      if (!n2 || n2 === later || !canExchangeCode(n1, n2)) continue;
      const sameLocation = revisions.sameLocation(n1, n2);
      const callsItStill = !!later && revisions.after.hasEdge("uses", n2, later);
      const movedOnFrom = later && sameLocation && callsItStill && !revisions.sameLocation(n1, later) ? later : void 0;
      if (later && !movedOnFrom && (!sameLocation || callsItStill)) continue;
      if (isAccessor(n1) && !sameLocation) continue;
      if (forwardedToSurvivingOverload(revisions, n1, n2)) continue;
      const callerNow = revisions.codeTokens(n2);
      const callerThen = codeAroundNested(before, revisions.codeTokens(callerBefore), callerBefore, n1);
      if (minus(callerNow, callerThen).size === 0) continue;
      const calls = movedOnFrom ? plus(callTokens(n1), callTokens(movedOnFrom)) : callTokens(n1);
      const movedCode = minus(minus(minus(callerNow, calls), callerThen), newNameTokens(callerBefore, n2));
      const near = sameLocation || isNestedIn(n1, callerBefore);
      const bodyReplaced = !!later && revisions.sameLocation(n1, later);
      const forwardedTo = removedForwardTarget(revisions, n1);
      const ownBody = forwardedTo ? plus(revisions.movedBodyOf(n1), revisions.movedBodyOf(forwardedTo)) : revisions.movedBodyOf(n1);
      const body2 = movedOnFrom ? minus(ownBody, revisions.movedBodyOf(movedOnFrom)) : ownBody;
      if (body2.size === 0) continue;
      candidates2.push({ type: "INLINE", callee: n1, callerBefore, callerAfter: n2, body: body2, movedCode, near, bodyReplaced, splitAway: !!movedOnFrom });
    }
  }
  const found = attributeMovedCode(revisions, candidates2);
  return [...found, ...inlinedThroughInlinedCallers(revisions, found)];
}
function inlinedThroughInlinedCallers(revisions, found) {
  const { before, beforeToAfter, afterToBefore, removed } = revisions;
  const targets = /* @__PURE__ */ new Map();
  for (const { type, before: callee, after } of found) {
    if (type === "INLINE" && removed.has(callee)) targets.set(callee, [...targets.get(callee) ?? [], after]);
  }
  const inlined = new Set(found.filter(({ type }) => type === "INLINE").map(({ before: callee }) => callee));
  const candidates2 = [];
  for (const [caller, into] of targets) {
    if (into.length !== 1) continue;
    const [n2] = into;
    const n2Before = afterToBefore.get(n2);
    const forwardedTo = removedForwardTarget(revisions, caller);
    for (const n1 of before.targets("uses", caller)) {
      if (n1 === forwardedTo) continue;
      if (n1 === caller || inlined.has(n1) || !removed.has(n1) || beforeToAfter.has(n1) || !isCallable(n1) || hasStereotype(n1, "TYPE_CONSTRUCTOR")) continue;
      if (!canExchangeCode(n1, n2) || n2Before && before.hasEdge("uses", n2Before, n1)) continue;
      const callerThen = plus(codeAroundNested(before, revisions.codeTokens(caller), caller, n1), n2Before ? revisions.codeTokens(n2Before) : /* @__PURE__ */ new Map());
      const callerNow = revisions.codeTokens(n2);
      if (minus(callerNow, callerThen).size === 0) continue;
      const movedCode = minus(minus(minus(callerNow, callTokens(n1)), callerThen), newNameTokens(caller, n2));
      const body2 = revisions.movedBodyOf(n1);
      if (body2.size === 0) continue;
      const near = revisions.sameLocation(n1, n2) || isNestedIn(n1, caller);
      candidates2.push({ type: "INLINE", callee: n1, callerBefore: caller, callerAfter: n2, body: body2, movedCode, near, bodyReplaced: false });
    }
  }
  return attributeMovedCode(revisions, candidates2);
}
function removedForwardTarget(revisions, n1) {
  const { before, removed } = revisions;
  const callees = before.targets("uses", n1).filter(isCallable);
  if (callees.length !== 1) return void 0;
  const [target] = callees;
  if (target === n1 || !removed.has(target)) return void 0;
  const statements = before.root.statementsOf?.(n1);
  return statements && flattenStatements(statements.statements).length === 1 ? target : void 0;
}
function attributeMovedCode(revisions, candidates2) {
  const { settings } = revisions;
  const byCaller = /* @__PURE__ */ new Map();
  for (const candidate of candidates2) {
    const judged = isMovedCode(revisions, candidate.body, candidate.movedCode);
    const group = byCaller.get(candidate.callerAfter);
    if (group) group.push({ candidate, judged });
    else byCaller.set(candidate.callerAfter, [{ candidate, judged }]);
  }
  const found = [];
  const threshold = extractThreshold(settings);
  for (const group of byCaller.values()) {
    group.sort((a, b) => b.judged.score - a.judged.score || a.candidate.callee.id - b.candidate.callee.id);
    let claimed = /* @__PURE__ */ new Map();
    let claimedByTier = /* @__PURE__ */ new Map();
    let tierScore = Number.NaN;
    for (const { candidate, judged } of group) {
      if (judged.score !== tierScore) {
        claimed = plus(claimed, claimedByTier);
        claimedByTier = /* @__PURE__ */ new Map();
        tierScore = judged.score;
      }
      const { type, callee, callerBefore, callerAfter, body: body2, near } = candidate;
      const partlyContained = judged.score > threshold && judged.score <= threshold + PARTLY_CONTAINED_BAND;
      const movedCode = partlyContained ? minus(candidate.movedCode, claimed) : candidate.movedCode;
      const byTokens = movedCode === candidate.movedCode ? judged : isMovedCode(revisions, body2, movedCode);
      const decided = candidate.accessorElsewhere ? { accepted: mayHoldReplacedExpressionOf(revisions, candidate) && !!movedStatementsOf(revisions, candidate)?.holdsReplacedExpression, score: byTokens.score } : decideByStatements(revisions, candidate, byTokens);
      const { score } = decided;
      const statementsNeeded = candidate.bodyReplaced || !!candidate.throughHelpers;
      const accepted = decided.accepted && (!statementsNeeded || hasStatementEvidence(revisions, candidate)) && (!candidate.splitAway || leftStatementBehind(revisions, candidate));
      const stray = accepted && !near && isStrayMatchInRewrite(revisions, body2, movedCode, callerBefore, callerAfter) && !saysItMoved(movedStatementsOf(revisions, candidate), settings);
      const [before, after] = type === "INLINE" ? [callee, callerAfter] : [callerBefore, callee];
      if (accepted && !stray) {
        found.push({ type, before, after, similarity: score });
        claimedByTier = plus(claimedByTier, intersection(movedCode, body2));
      } else {
        settings.monitor?.rejected(type === "INLINE" ? "inline" : "extract", before, after, score, movedStatementsOf(revisions, candidate));
      }
    }
  }
  return found;
}
function decideByStatements(revisions, candidate, byTokens) {
  const { settings } = revisions;
  if (hasEmptyBody(revisions, candidate)) return { accepted: false, score: byTokens.score };
  if (byTokens.score === 0 && !(candidate.type !== "INLINE" && returnsByDefault(revisions, candidate.callee))) return byTokens;
  if (isSupersetOfReplaced(revisions, candidate)) return { accepted: false, score: byTokens.score };
  if (byTokens.score > extractThreshold(settings)) return byTokens.accepted ? byTokens : reconsiderSliver(revisions, candidate, byTokens);
  const weak = byTokens.score <= (settings.extractStatementFloor ?? STATEMENT_FLOOR);
  if (weak && !mayHoldMovedStatementOf(revisions, candidate)) return { accepted: false, score: byTokens.score };
  const evidence = movedStatementsOf(revisions, candidate);
  if (!evidence || evidence.total === 0) return byTokens;
  if (addsBehaviour(revisions, candidate, evidence)) return { accepted: false, score: byTokens.score };
  const accepted = () => {
    if (hasMovedStatementVerbatim(evidence, candidate.type) || evidence.holdsReplacedExpression) return true;
    if (weak) return false;
    if (evidence.holdsLostValue) return true;
    const share2 = evidence.mapped / evidence.total;
    if (byTokens.accepted) return !(evidence.total >= MANY_STATEMENTS && share2 < (settings.extractUnmappedShare ?? UNMAPPED_SHARE));
    return mostlyMapped(evidence, settings);
  };
  return { accepted: accepted(), score: byTokens.score };
}
function addsBehaviour(revisions, candidate, evidence) {
  if (candidate.type === "INLINE" || !evidence.holdsReplacedExpression || hasMovedStatementVerbatim(evidence, candidate.type)) return false;
  const held2 = Math.max(evidence.mapped, 1);
  if (evidence.lost > held2) return false;
  const moved = statementBodiesOf(revisions, candidate)?.moved;
  const statements = moved ? flattenStatements(moved.statements).filter((statement) => statement.tokens.length > 0) : [];
  const [first, ...rest] = statements;
  if (!first || rest.length === 0 || statements.some((statement) => statement.children.length > 0) || first.declares.length !== 1) return false;
  const [value] = first.declares;
  const dressing = rest.filter((statement) => !returnsOnly(statement, value));
  return dressing.length > 0 && rest.every((statement) => usesOf(statement.tokens, value) > 0) && dressing.length >= held2;
}
function returnsOnly(statement, name2) {
  const tokens = statement.tokens.filter((token) => token !== ";");
  return tokens.length === 2 && tokens[0] === "return" && tokens[1] === name2;
}
function isSupersetOfReplaced(revisions, candidate) {
  const bodies = statementBodiesOf(revisions, candidate);
  if (!bodies) return false;
  const { before, after, moved, callee } = bodies;
  const may = candidate.type === "INLINE" ? mayHoldReplacedAsOperand(after, before, moved, callee) : mayHoldReplacedAsOperand(before, after, moved, callee);
  if (!may) return false;
  const evidence = movedStatementsOf(revisions, candidate);
  return !!evidence && evidence.holdsReplacedAsOperand && !hasMovedStatementVerbatim(evidence, candidate.type);
}
function hasEmptyBody(revisions, candidate) {
  const root = candidate.type === "INLINE" ? revisions.before.root : revisions.after.root;
  if (!root.statementsOf) return false;
  const { bodyBegin, bodyEnd } = candidate.callee.location;
  if (bodyEnd <= bodyBegin) return true;
  const body2 = root.statementsOf(candidate.callee);
  return body2 !== void 0 && flattenStatements(body2.statements).every((statement) => statement.tokens.length === 0);
}
function mostlyMapped(evidence, settings) {
  const { mapped, total, mappedInCallbacks } = evidence;
  if (mapped === 0) return false;
  return mapped / total > (settings.extractMappedShare ?? MAPPED_SHARE) || mapped - mappedInCallbacks > 1 && mapped >= total - mapped;
}
function reconsiderSliver(revisions, candidate, byTokens) {
  const evidence = movedStatementsOf(revisions, candidate);
  if (!evidence || evidence.total === 0) return byTokens;
  const alike2 = evidence.alike.some((words3) => words3 >= VERBATIM_MIN_WORDS) && evidence.total - evidence.mapped < VERBATIM_MAX_NEW_STATEMENTS;
  const accepted = alike2 || evidence.holdsReplacedExpression || evidence.mapped > 1 && mostlyMapped(evidence, revisions.settings);
  return { accepted, score: byTokens.score };
}
function hasStatementEvidence(revisions, candidate) {
  const evidence = movedStatementsOf(revisions, candidate);
  if (!evidence || evidence.total === 0) return false;
  const strong = evidence.strong.some((words3) => words3 >= VERBATIM_MIN_WORDS) && evidence.mapped > evidence.total - evidence.mapped;
  return hasMovedStatementVerbatim(evidence, candidate.type) || evidence.holdsReplacedExpression || strong || evidence.mapped > 1 && mostlyMapped(evidence, revisions.settings);
}
function leftStatementBehind(revisions, candidate) {
  const evidence = movedStatementsOf(revisions, candidate);
  return !!evidence && hasMovedStatementVerbatim(evidence, candidate.type);
}
function hasMovedStatementVerbatim(evidence, type) {
  const added = evidence.total - evidence.mapped;
  if (evidence.identical.some((words3) => words3 >= VERBATIM_MIN_WORDS) && added < VERBATIM_MAX_NEW_STATEMENTS) return true;
  if (type === "INLINE") return false;
  if (evidence.assignedAlike.some((words3) => words3 >= ALIKE_ALONE_MIN_WORDS) && added < VERBATIM_MAX_NEW_STATEMENTS) return true;
  if (added >= SEVERAL_VERBATIM_MAX_NEW_STATEMENTS) return false;
  const several = (words3, minimum) => words3.filter((count3) => count3 >= minimum).length >= SEVERAL_VERBATIM;
  return several(evidence.identical, SEVERAL_VERBATIM_MIN_WORDS) || several(evidence.alike, SEVERAL_ALIKE_MIN_WORDS);
}
function saysItMoved(evidence, settings) {
  if (!evidence) return false;
  return evidence.holdsLostValue || evidence.holdsReplacedExpression && evidence.mapped > 1 && mostlyMapped(evidence, settings) || isWholeBodyMoved(evidence);
}
function isWholeBodyMoved(evidence) {
  const { mapped, total, identical } = evidence;
  return total >= MANY_STATEMENTS && mapped === total && identical.filter((words3) => words3 >= VERBATIM_MIN_WORDS).length * 2 > total;
}
var evidenceByCandidate = /* @__PURE__ */ new WeakMap();
function movedStatementsOf(revisions, candidate) {
  if (evidenceByCandidate.has(candidate)) return evidenceByCandidate.get(candidate);
  const bodies = statementBodiesOf(revisions, candidate);
  let evidence;
  if (bodies) {
    const { before, after, moved, callee } = bodies;
    evidence = candidate.type === "INLINE" ? inlinedStatements(before, after, moved, callee) : extractedStatements(before, after, moved, callee);
  }
  evidenceByCandidate.set(candidate, evidence);
  return evidence;
}
function mayHoldMovedStatementOf(revisions, candidate) {
  const bodies = statementBodiesOf(revisions, candidate);
  if (!bodies) return true;
  const { before, after, moved, callee } = bodies;
  return candidate.type === "INLINE" ? mayHoldMovedStatement(after, before, moved, callee) : mayHoldMovedStatement(before, after, moved, callee);
}
function returnsByDefault(revisions, callee) {
  const known = byDefault.get(callee);
  if (known !== void 0) return known;
  const code = revisions.codeTokens(callee);
  const body2 = (code.get("return") ?? 0) >= 2 && code.has("if") ? revisions.after.root.statementsOf?.(callee) : void 0;
  const result = !!body2 && defaultReturnOf(flattenStatements(body2.statements)) !== void 0;
  byDefault.set(callee, result);
  return result;
}
var byDefault = /* @__PURE__ */ new WeakMap();
function mayHoldReplacedExpressionOf(revisions, candidate) {
  const bodies = statementBodiesOf(revisions, candidate);
  if (!bodies || candidate.type === "INLINE") return true;
  return mayHoldReplacedExpression(bodies.before, bodies.after, bodies.moved, bodies.callee);
}
var bodiesByCandidate = /* @__PURE__ */ new WeakMap();
function statementBodiesOf(revisions, candidate) {
  if (bodiesByCandidate.has(candidate)) return bodiesByCandidate.get(candidate);
  const bodies = readStatementBodies(revisions, candidate);
  bodiesByCandidate.set(candidate, bodies);
  return bodies;
}
function readStatementBodies(revisions, candidate) {
  const { type, callee, callerBefore, callerAfter } = candidate;
  const before = revisions.before.root.statementsOf?.(callerBefore);
  const after = revisions.after.root.statementsOf?.(callerAfter);
  const calleeRoot = type === "INLINE" ? revisions.before.root : revisions.after.root;
  const moved = calleeRoot.statementsOf?.(callee);
  if (!before || !after || !moved) return void 0;
  const [source, sites] = type === "INLINE" ? [withoutNested(before, callerBefore, callee), after] : [before, withoutNested(after, callerAfter, callee)];
  return { before: source, after: sites, moved, callee: { name: callee.simpleName, parameters: callee.parameters.map((p) => p.name) } };
}
function withoutNested(body2, caller, callee) {
  if (!isNestedIn(callee, caller)) return body2;
  const { startLine, endLine } = callee.location;
  const inside = (statement) => statement.startLine >= startLine && statement.endLine <= endLine;
  const keep = (statements) => statements.filter((statement) => !inside(statement)).map((statement) => ({ ...statement, children: keep(statement.children) }));
  return { ...body2, statements: keep(body2.statements) };
}
function codeAroundNested(index, callerCode, caller, callee) {
  if (!isNestedIn(callee, caller)) return callerCode;
  const { begin, end } = callee.location;
  return minus(callerCode, multisetOf(index.tokensBetween(callee, begin, end)));
}
function isNestedIn(node, ancestor) {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent === ancestor) return true;
  return false;
}
function newNameTokens(callerBefore, callerAfter) {
  if (callerBefore.simpleName === callerAfter.simpleName) return /* @__PURE__ */ new Map();
  const name2 = callerAfter.simpleName;
  const words3 = splitIdentifier(name2);
  return multisetOf([name2, name2, ...words3.length > 1 ? words3 : []]);
}
function callTokens(node) {
  const tokens = [node.simpleName, "(", ")"];
  for (let i2 = 1; i2 < node.parameters.length; i2++) tokens.push(",");
  return multisetOf(tokens);
}
function extractThreshold(settings) {
  return settings.extractThreshold ?? settings.threshold - EXTRACT_THRESHOLD_MARGIN;
}
function isMovedCode(revisions, body2, movedCode) {
  const { vocabulary, settings } = revisions;
  const bodyWeight = vocabulary.weight(body2);
  const movedWeight = vocabulary.weight(movedCode);
  if (bodyWeight === 0 || movedWeight === 0) return { accepted: false, score: 0 };
  const shared = vocabulary.overlap(body2, movedCode);
  const score = shared / bodyWeight;
  const threshold = extractThreshold(settings);
  const sliver = settings.extractSliverShare ?? SLIVER_SHARE;
  if (score > threshold) return { accepted: score > threshold + PARTLY_CONTAINED_BAND || shared / movedWeight >= sliver, score };
  const margin = settings.extractMarginWhenExplained ?? EXPLAINED_CODE_MARGIN;
  const share2 = settings.extractExplainedShare ?? EXPLAINED_CODE_SHARE;
  return { accepted: score > threshold - margin && shared / movedWeight >= share2, score };
}
function isStrayMatchInRewrite(revisions, body2, movedCode, caller, callerAfter) {
  const { vocabulary } = revisions;
  const movedWeight = vocabulary.weight(movedCode);
  const share2 = movedWeight === 0 ? 0 : vocabulary.overlap(body2, movedCode) / movedWeight;
  return share2 < STRAY_MATCH_SHARE && revisions.codeSimilarity(caller, callerAfter) < REWRITTEN_CALLER_SIMILARITY;
}
function forwardedToSurvivingOverload(revisions, n1, n2) {
  const { before, after, beforeToAfter } = revisions;
  const callees = before.targets("uses", n1);
  if (callees.length === 0) return false;
  return callees.every((callee) => {
    const survivor = beforeToAfter.get(callee);
    return callee !== n1 && callee.simpleName === n1.simpleName && !!survivor && after.hasEdge("uses", n2, survivor);
  });
}
function isAccessor(node) {
  return hasStereotype(node, "FIELD_ACCESSOR") || hasStereotype(node, "FIELD_MUTATOR");
}

// src/core/split-merge.ts
var PART_SHARE = 0.25;
var COVERED_SHARE = 0.7;
var PART_CONTAINED = 0.6;
var COPY_SHARE = 0.5;
var COPY_MIN_TOKENS = 20;
var COPY_OWN_SHARE = 0.02;
function findSplits(revisions, taken, renamed2) {
  const found = [];
  const addedByPlace = byPlace(revisions, [...revisions.added].filter((n2) => isCandidate(n2, taken)), "after");
  for (const n1 of [...revisions.removed, ...renamed2.keys()]) {
    if (!isCandidate(n1, taken)) continue;
    const successor = renamed2.get(n1);
    const fresh = addedByPlace.get(placeOf(revisions, n1, "before")) ?? [];
    const split = partsOf(revisions, n1, successor ? [successor, ...fresh] : fresh);
    if (!split || successor && !split.parts.includes(successor) || !callersAgree(revisions, split, "SPLIT", !!successor)) continue;
    for (const part of split.parts) found.push({ type: "SPLIT", before: n1, after: part, similarity: share(revisions, n1, part) });
  }
  return found;
}
function findMerges(revisions, taken, renamed2) {
  const predecessors = new Map([...renamed2].map(([n1, n2]) => [n2, n1]));
  const found = [];
  const removedByPlace = byPlace(revisions, [...revisions.removed].filter((n1) => isCandidate(n1, taken)), "before");
  for (const n2 of [...revisions.added, ...predecessors.keys()]) {
    if (!isCandidate(n2, taken)) continue;
    const predecessor = predecessors.get(n2);
    const fresh = removedByPlace.get(placeOf(revisions, n2, "after")) ?? [];
    const merge = partsOf(revisions, n2, predecessor ? [predecessor, ...fresh] : fresh, true);
    if (!merge || predecessor && !merge.parts.includes(predecessor) || !callersAgree(revisions, merge, "MERGE", !!predecessor || merge.copies)) continue;
    for (const part of merge.parts) found.push({ type: "MERGE", before: part, after: n2, similarity: share(revisions, n2, part) });
  }
  return found;
}
function placeOf(revisions, node, side) {
  if (!node.parent) return `\0${node.namespace ?? ""}`;
  return side === "after" ? node.parent : revisions.beforeToAfter.get(node.parent);
}
function byPlace(revisions, nodes, side) {
  const places2 = /* @__PURE__ */ new Map();
  for (const node of nodes) {
    const place = placeOf(revisions, node, side);
    if (place === void 0) continue;
    const list = places2.get(place) ?? [];
    list.push(node);
    places2.set(place, list);
  }
  return places2;
}
function isCandidate(node, taken) {
  return isCallable(node) && !hasStereotype(node, "TYPE_CONSTRUCTOR") && !hasStereotype(node, "ABSTRACT") && !taken.has(node);
}
function partsOf(revisions, whole, pieces, copiesCount = false) {
  const { vocabulary } = revisions;
  const wholeBody = revisions.movedBodyOf(whole);
  const wholeWeight = vocabulary.weight(wholeBody);
  if (wholeWeight === 0 || pieces.length < 2) return void 0;
  const shared = pieces.map((piece) => {
    const body2 = revisions.movedBodyOf(piece);
    const bodyWeight = vocabulary.weight(body2);
    const common = intersection(wholeBody, body2);
    return { piece, common, contained: bodyWeight === 0 ? 0 : vocabulary.weight(common) / bodyWeight };
  }).filter(({ common, contained }) => contained >= PART_CONTAINED && vocabulary.weight(common) / wholeWeight >= PART_SHARE).sort((a, b) => vocabulary.weight(b.common) - vocabulary.weight(a.common) || a.piece.id - b.piece.id);
  let claimed = /* @__PURE__ */ new Map();
  const parts2 = [];
  let copies = false;
  for (const { piece, common } of shared) {
    const fresh = intersection(common, minus(wholeBody, claimed));
    if (vocabulary.weight(fresh) / wholeWeight < PART_SHARE) {
      if (copiesCount && parts2.length > 0 && vocabulary.weight(common) / wholeWeight >= COPY_SHARE && size(common) >= COPY_MIN_TOKENS && vocabulary.weight(wordsOf2(fresh)) / wholeWeight >= COPY_OWN_SHARE) {
        parts2.push(piece);
        claimed = plus(claimed, fresh);
        copies = true;
      }
      continue;
    }
    parts2.push(piece);
    claimed = plus(claimed, fresh);
  }
  if (parts2.length < 2 || vocabulary.weight(claimed) / wholeWeight < COVERED_SHARE) return void 0;
  return { whole, parts: parts2.sort((a, b) => a.id - b.id), copies };
}
function callersAgree(revisions, { whole, parts: parts2 }, type, overridesMatch) {
  const { before, after, beforeToAfter } = revisions;
  if (type === "SPLIT") {
    const callers2 = before.sources("uses", whole).filter((caller) => caller !== whole && beforeToAfter.has(caller));
    if (callers2.length === 0) return !overridesMatch;
    return callers2.some((caller) => parts2.filter((part) => after.hasEdge("uses", beforeToAfter.get(caller), part)).length >= 2);
  }
  const callers = [...new Set(parts2.flatMap((part) => before.sources("uses", part)))].filter((caller) => !parts2.includes(caller) && beforeToAfter.has(caller));
  if (callers.length === 0) return !overridesMatch;
  return callers.some((caller) => parts2.filter((part) => before.hasEdge("uses", caller, part)).length >= 2 && after.hasEdge("uses", beforeToAfter.get(caller), whole));
}
function wordsOf2(tokens) {
  return new Map([...tokens].filter(([token]) => wordCount([token]) > 0));
}
function size(tokens) {
  let count3 = 0;
  for (const n of tokens.values()) count3 += n;
  return count3;
}
function share(revisions, whole, part) {
  const { vocabulary } = revisions;
  const wholeBody = revisions.movedBodyOf(whole);
  return vocabulary.overlap(wholeBody, revisions.movedBodyOf(part)) / vocabulary.weight(wholeBody);
}

// src/core/switched-names.ts
var SwitchedNames = class {
  /** By name, the kept nodes (their before side) whose code named it before. */
  namedBefore = /* @__PURE__ */ new Map();
  /** By name, the kept nodes (their before side) whose code names it after. */
  namedAfter = /* @__PURE__ */ new Map();
  /**
   * `kept`: matched pairs with code of their own; `oldNames` and `newNames`: the names asked
   * about (the unmatched types'), so that only their tokens are counted.
   */
  constructor(kept, tokensOf, oldNames, newNames) {
    const asked = /* @__PURE__ */ new Set([...oldNames, ...newNames]);
    if (asked.size === 0) return;
    for (const [before, after] of kept) {
      for (const name2 of mentioned(before, tokensOf(before), asked)) addTo(this.namedBefore, name2, before);
      for (const name2 of mentioned(after, tokensOf(after), asked)) addTo(this.namedAfter, name2, before);
    }
  }
  /**
   * How far kept code switched from `oldName` to `newName`: twice the kept nodes that named only
   * the old one before and only the new one after, over all kept nodes naming the old one before
   * or the new one after (Dice, as callers are compared); 0 where none switched.
   */
  similarity(oldName, newName) {
    const oldBefore = this.namedBefore.get(oldName) ?? /* @__PURE__ */ new Set();
    const oldAfter = this.namedAfter.get(oldName) ?? /* @__PURE__ */ new Set();
    const newBefore = this.namedBefore.get(newName) ?? /* @__PURE__ */ new Set();
    const newAfter = this.namedAfter.get(newName) ?? /* @__PURE__ */ new Set();
    let switched = 0;
    for (const node of oldBefore) if (!oldAfter.has(node) && !newBefore.has(node) && newAfter.has(node)) switched++;
    if (switched === 0) return 0;
    return 2 * switched / (oldBefore.size + newAfter.size);
  }
  /** The new names kept code switched to from `oldName`. */
  switchedTo(oldName, newNames) {
    return [...newNames].filter((newName) => newName !== oldName && this.similarity(oldName, newName) > 0);
  }
};
function mentioned(node, tokens, asked) {
  const found = [];
  if (tokens.size < asked.size) {
    for (const [token, count3] of tokens) if (asked.has(token) && mentions(node, count3, token) > 0) found.push(token);
  } else {
    for (const name2 of asked) {
      const count3 = tokens.get(name2) ?? 0;
      if (count3 > 0 && mentions(node, count3, name2) > 0) found.push(name2);
    }
  }
  return found;
}
function mentions(node, count3, name2) {
  return count3 - nameTokensWithAncestors(node).filter((token) => token === name2).length;
}
function addTo(map, name2, node) {
  const nodes = map.get(name2) ?? /* @__PURE__ */ new Set();
  nodes.add(node);
  map.set(name2, nodes);
}

// src/core/settings.ts
var DEFAULT_SETTINGS = {
  threshold: 0.5,
  uniqueNameThreshold: 0.75,
  minimumCodeSimilarityWithReferences: 0.2,
  idf: "paper",
  maxTokenRarity: 100,
  identityChangePenalty: 0.1
};

// src/core/relationship-analysis.ts
var SUCCESSOR_NEAR_TIE = 0.1;
var MAX_POSTINGS_SEARCHED = 100;
var MAX_FIELD_PAIRS_COMPARED = 1e4;
var TOKENS_IGNORED_IN_BODIES = ["return"];
function findRelationships(rootBefore, rootAfter, settings = DEFAULT_SETTINGS, timing) {
  const started = performance.now();
  const analysis = new RelationshipAnalysis(rootBefore, rootAfter, settings);
  const indexed = performance.now();
  const relationships = analysis.run();
  if (timing) {
    timing.indexMs += indexed - started;
    timing.matchMs += performance.now() - indexed;
  }
  return relationships;
}
var RelationshipAnalysis = class {
  constructor(rootBefore, rootAfter, settings) {
    this.settings = settings;
    this.vocabulary = new Vocabulary(settings.idf, settings.maxTokenRarity);
    this.nameVocabulary = new Vocabulary(settings.idf, settings.maxTokenRarity);
    this.before = new CstIndex(rootBefore, this.vocabulary.numbers);
    this.after = new CstIndex(rootAfter, this.vocabulary.numbers);
    for (const node of this.before.nodes) this.removed.add(node);
    for (const node of this.after.nodes) this.added.add(node);
    this.computeTokens(this.before, "before");
    this.computeTokens(this.after, "after");
    for (const group of [...rootBefore.interchangeableKinds ?? [], ...rootAfter.interchangeableKinds ?? []]) {
      for (const kind of group) {
        const kinds = this.interchangeable.get(kind) ?? /* @__PURE__ */ new Set();
        group.forEach((other) => kinds.add(other));
        this.interchangeable.set(kind, kinds);
      }
    }
  }
  settings;
  before;
  after;
  vocabulary;
  nameVocabulary;
  /** Each node's code bag and weight, built when first read from what `computeTokens` counted. */
  code = /* @__PURE__ */ new Map();
  /** What computeTokens counted for each node whose bag is not built yet (codeBagOf takes it). */
  counted = /* @__PURE__ */ new Map();
  bodies = /* @__PURE__ */ new Map();
  names = /* @__PURE__ */ new Map();
  /** Unmatched nodes, in CST order (sets keep insertion order: results stay deterministic). */
  removed = /* @__PURE__ */ new Set();
  added = /* @__PURE__ */ new Set();
  beforeToAfter = /* @__PURE__ */ new Map();
  afterToBefore = /* @__PURE__ */ new Map();
  matchSimilarity = /* @__PURE__ */ new Map();
  /** Fields moved under their name into a field another one moved into first (matching is one-to-one). */
  fieldsMovedIntoTakenPlaces = [];
  relationships = [];
  relationshipKeys = /* @__PURE__ */ new Set();
  movedTogetherCounts = /* @__PURE__ */ new Map();
  callableSourceCounts = /* @__PURE__ */ new Map();
  /** codeOutsideMembers, once per node. */
  outsideMembers = /* @__PURE__ */ new Map();
  /** hasCodeOfItsOwn, once per node. */
  ownCode = /* @__PURE__ */ new Map();
  /** For each kind the plugin made interchangeable with others, the kinds it may match. */
  interchangeable = /* @__PURE__ */ new Map();
  /** Of one kind, or of kinds the plugin declared interchangeable (a method and a function). */
  matchableKinds(n1, n2) {
    return n1.type === n2.type || (this.interchangeable.get(n1.type)?.has(n2.type) ?? false);
  }
  run() {
    this.matchById(this.before.root.nodes, this.after.root.nodes);
    this.matchByUniqueName();
    this.matchNamesRespelled();
    this.matchSoleTypesOfKeptFiles();
    this.matchPropertiesOfRenamedParameters();
    this.matchDeclarationsByImplementations();
    this.matchBySimilarity(true);
    this.matchBySimilarity(false);
    this.matchMovedWithInlinedHelpers();
    this.matchByReferences();
    this.matchSameNamedLeftovers();
    this.matchPropertiesOfRenamedParameters();
    this.matchFieldsThroughRenamedNames();
    this.matchAccessorsOfRenamedFields();
    this.matchSoleLeftovers();
    this.matchRenamedIntoHelpers();
    this.matchTypesByRenamedReferences();
    this.matchByChildren();
    this.matchSameNamedLeftovers((parentBefore, parentAfter) => this.sameLocation(parentBefore, parentAfter));
    this.matchPropertiesOfRenamedParameters(true);
    this.matchFieldsThroughRenamedNames();
    this.matchFieldsReadInPlace();
    this.matchFieldsMovedWithSiblings();
    this.matchConstructorFieldsByStem();
    this.matchDeclarationsByImplementations();
    this.matchOverridesOfRenamed();
    this.matchReturnTypesWithTheirCode();
    this.matchFieldsMovedUnderTheirName();
    this.resolveCrosswiseRenames();
    this.resolveMatches();
    for (const [n1, n3] of this.fieldsMovedIntoTakenPlaces) {
      if (!this.isCoincidentalMemberMove(n1, n3)) this.addMoveIfAny(n1, n3, this.codeSimilarity(n1, n3));
    }
    this.findMergedDuplicates();
    this.findFieldsCopiedOnTheirMove();
    this.findPartialPullUpAndPushDown();
    this.findImplementationsPulledUpIntoDeclarations();
    this.findPullUpAndPushDownFromOtherSubtypes();
    this.findExtractedSupertypes();
    this.foldPullUpsIntoNewFamilies();
    findExtractions(this).forEach((relationship) => this.add(relationship));
    findInlinings(this).forEach((relationship) => this.add(relationship));
    this.dropCopiesOfInlinedCallees();
    const taken = new Set(this.relationships.filter(({ type }) => type === "EXTRACT" || type === "EXTRACT_MOVE" || type === "INLINE").flatMap(({ before, after }) => [before, after]));
    this.findSplitsAndMerges(taken);
    return this.withoutChildrenOfMovedCode().filter((relationship) => !isAnonymousTypesOwn(relationship));
  }
  /**
   * A callee inlined into a caller of its own type that no longer calls it, and also matched to a
   * method of another type, was inlined: that method is a copy made elsewhere, not where it went
   * (`Trees.toStringTree(t, provider)` taken into its overload, and a like one written in a new
   * `gui.Trees`), as RefactoringMiner reports it. A callee its caller still calls where it went
   * left only part of its code behind and keeps its move.
   */
  dropCopiesOfInlinedCallees() {
    const inlined = /* @__PURE__ */ new Set();
    for (const { type, before, after } of this.relationships) {
      const later = this.beforeToAfter.get(before);
      if (type !== "INLINE" || !later || !this.sameLocation(before, after) || this.sameLocation(before, later)) continue;
      if (!this.after.hasEdge("uses", after, later)) inlined.add(before);
    }
    if (inlined.size === 0) return;
    const kept = this.relationships.filter(({ type, before }) => !(isMove(type) && inlined.has(before)));
    this.relationships.splice(0, this.relationships.length, ...kept);
  }
  /** Split and merged callables (split-merge.ts); a split or merge replaces the rename that paired the callable with one of its parts. */
  findSplitsAndMerges(taken) {
    const renamed2 = new Map(this.relationships.filter(({ type }) => type === "RENAME").map(({ before, after }) => [before, after]));
    const found = [...findSplits(this, taken, renamed2), ...findMerges(this, taken, renamed2)];
    if (found.length === 0) return;
    const replaced = new Set(found.flatMap(({ type, before, after }) => type === "SPLIT" ? [before] : [after]));
    const kept = this.relationships.filter(({ type, before, after }) => !(type === "RENAME" && (replaced.has(before) || replaced.has(after))));
    this.relationships.splice(0, this.relationships.length, ...kept);
    found.forEach((relationship) => this.add(relationship));
  }
  /**
   * A function nested in code that was extracted or inlined went along with that code: `check`
   * inside `email()` is now inside the `_regexp()` extracted from it. Its move is part of the
   * extraction (inlining), no refactoring of its own, as a child moved with its matched parent is none.
   */
  withoutChildrenOfMovedCode() {
    const movedCode = /* @__PURE__ */ new Set();
    for (const { type, before, after } of this.relationships) {
      if (type === "EXTRACT" || type === "EXTRACT_MOVE" || type === "INLINE") movedCode.add(`${before.id}:${after.id}`);
    }
    if (movedCode.size === 0) return this.relationships;
    return this.relationships.filter(
      ({ type, before, after }) => !(isMove(type) && before.parent && after.parent && movedCode.has(`${before.parent.id}:${after.parent.id}`))
    );
  }
  // ---- source representations ---------------------------------------------------------------
  computeTokens(index, side) {
    const { vocabulary } = this;
    const { numbers } = vocabulary;
    for (const node of index.nodes) {
      const { begin, end } = node.location;
      const code = { names: nameTokensWithAncestors(node), range: index.countedTokensBetween(node, begin, end), outside: membersDeclaredOutside(index, node) };
      this.counted.set(node, code);
      vocabulary.beginDocument(side);
      for (const name2 of code.names) vocabulary.addToDocument(numbers.numberOf(name2));
      for (let k = 0; k < code.range.length; k += 2) vocabulary.addToDocument(code.range[k]);
      for (const name2 of code.outside) vocabulary.addToDocument(numbers.numberOf(name2));
      const words3 = nameWords(node);
      this.nameVocabulary.addDocument(side, words3.keys());
      this.names.set(node, words3);
    }
  }
  /**
   * The node's code bag: its ancestors' and own name tokens, its tokens, the members it declares
   * outside (keys in that order). Built once (codeEntry keeps it): what was counted for it is
   * released then, as nothing else reads it.
   */
  codeBagOf(node) {
    const { names, range, outside } = this.counted.get(node);
    this.counted.delete(node);
    const tokens = multisetOf(names);
    const { numbers } = this.vocabulary;
    for (let k = 0; k < range.length; k += 2) {
      const token = numbers.textOf(range[k]);
      tokens.set(token, (tokens.get(token) ?? 0) + range[k + 1]);
    }
    countInto(tokens, outside);
    return tokens;
  }
  codeOf(node) {
    const entry = this.codeEntry(node);
    if (Number.isNaN(entry.weight)) entry.weight = this.vocabulary.weight(entry.tokens);
    return entry;
  }
  /** A node's code bag without its weight: most readers count words and never weigh them (the weight is a pass over the bag's idfs). */
  codeTokens(node) {
    return this.codeEntry(node).tokens;
  }
  codeEntry(node) {
    let entry = this.code.get(node);
    if (!entry) this.code.set(node, entry = { tokens: this.codeBagOf(node), weight: Number.NaN });
    return entry;
  }
  /**
   * Whether a node's declaration holds anything but its name (a type, a value, arguments, a body).
   * One that does not (an enum entry `PARSING_HEAP_DUMP`) compares by the words of its name
   * alone: two names alike are no evidence the element was renamed (`FINDING_LEAKING_REFS` is not
   * `FINDING_LEAKING_INSTANCES`); its callers must say so.
   */
  hasCodeOfItsOwn(node) {
    let known = this.ownCode.get(node);
    if (known === void 0) {
      const rest = minus(this.codeTokens(node), multisetOf([...nameTokensWithAncestors(node), nodeName(node)]));
      this.ownCode.set(node, known = rest.size > 0);
    }
    return known;
  }
  bodyOf(node) {
    let body2 = this.bodies.get(node);
    if (body2) return body2;
    const { bodyBegin, bodyEnd } = node.location;
    if (bodyEnd <= bodyBegin) {
      this.bodies.set(node, body2 = this.codeEntry(node).tokens);
      return body2;
    }
    body2 = /* @__PURE__ */ new Map();
    (this.before.holds(node) ? this.before : this.after).countTokensBetween(node, bodyBegin, bodyEnd, body2);
    for (const parameter2 of node.parameters) body2.delete(parameter2.name);
    for (const ignored of TOKENS_IGNORED_IN_BODIES) body2.delete(ignored);
    this.bodies.set(node, body2);
    return body2;
  }
  /** Whether n1's body (before) and n2's (after) are the same bag, told from their tokens without building either: false when unsure. */
  sameBodyTokens(n1, n2) {
    const [l1, l2] = [n1.location, n2.location];
    if (l1.bodyEnd <= l1.bodyBegin || l2.bodyEnd <= l2.bodyBegin) return false;
    const names = new Set(n1.parameters.map((parameter2) => parameter2.name));
    if (n2.parameters.some((parameter2) => !names.has(parameter2.name)) || new Set(n2.parameters.map((parameter2) => parameter2.name)).size !== names.size) return false;
    return sameTokenSequence(this.before.root, n1, l1.bodyBegin, l1.bodyEnd, this.after.root, n2, l2.bodyBegin, l2.bodyEnd);
  }
  /**
   * The body as extracted or inlined code: without the function's own name, which code taken
   * out of a caller cannot have contained (`describe() { return describe(wanted); }` would
   * otherwise "contain" any removed call to another `describe`).
   */
  movedBodyOf(node) {
    let body2 = this.movedBodies.get(node);
    if (!body2) this.movedBodies.set(node, body2 = without(this.bodyOf(node), [node.simpleName]));
    return body2;
  }
  movedBodies = /* @__PURE__ */ new Map();
  codeSimilarity(n1, n2) {
    return similarity(this.vocabulary, this.codeOf(n1), this.codeOf(n2));
  }
  /** Similarity of the bodies alone: whether the implementation went along, whatever the signature says. */
  bodySimilarity(n1, n2) {
    return similarity(this.vocabulary, weighted(this.vocabulary, this.bodyOf(n1)), weighted(this.vocabulary, this.bodyOf(n2)));
  }
  /** max of containment both ways: tolerant of members added to or removed from a type. */
  lightSimilarity(n1, n2) {
    const a = this.codeTokens(n1);
    const b = this.codeTokens(n2);
    return Math.max(containment(this.vocabulary, a, b), containment(this.vocabulary, b, a));
  }
  nameSimilarity(n1, n2) {
    const a = this.names.get(n1);
    const b = this.names.get(n2);
    return Math.max(containment(this.nameVocabulary, a, b), containment(this.nameVocabulary, b, a));
  }
  // ---- matching ------------------------------------------------------------------------------
  matchById(childrenBefore, childrenAfter) {
    const afterByKey = /* @__PURE__ */ new Map();
    for (const n2 of childrenAfter) {
      if (this.added.has(n2)) afterByKey.set(identityKey(n2), n2);
    }
    const beforeKeys = /* @__PURE__ */ new Set();
    const duplicatedKeys = /* @__PURE__ */ new Set();
    for (const n1 of childrenBefore) {
      const key2 = identityKey(n1);
      if (beforeKeys.has(key2) && !n1.parent) duplicatedKeys.add(key2);
      beforeKeys.add(key2);
    }
    const newcomers = childrenAfter.filter((n2) => this.added.has(n2) && !beforeKeys.has(identityKey(n2)));
    const departed = childrenBefore.filter((n1) => this.removed.has(n1) && !afterByKey.has(identityKey(n1)));
    for (const n1 of childrenBefore) {
      if (!this.removed.has(n1)) continue;
      const key2 = identityKey(n1);
      const n2 = afterByKey.get(key2);
      if (n2 && this.added.has(n2) && !this.isShiftedIdentity(n1, n2, newcomers, departed, duplicatedKeys.has(key2)) && !this.bodyWentToSibling(n1, n2, childrenBefore, childrenAfter) && !this.isCollapsedImplementation(n1, n2)) this.addMatch(n1, n2);
    }
  }
  /**
   * A type that changed kind under its name (an interface now a class) whose one implementation,
   * gone, is what the new type holds: the implementation renamed to the interface's name, the
   * interface removed (`interface LeakDirectoryProvider` and its `DefaultLeakDirectoryProvider`
   * became `class LeakDirectoryProvider` with that class's code), as RefactoringMiner reads it.
   * The name alone would pair the two declarations of the name and report the implementation's
   * members pulled up or moved into it. Not the other way (a class now an interface, its code in
   * a new implementation): RefactoringMiner keeps the name's type there and pushes the members
   * down (leakcanary 84d97ed, `HeapGraph` -> `HprofHeapGraph`).
   */
  isCollapsedImplementation(n1, n2) {
    if (isCallable(n1) || isCallable(n2) || this.matchableKinds(n1, n2)) return false;
    const subtypes = this.before.sources("subtype", n1);
    if (subtypes.length !== 1) return false;
    const [implementation] = subtypes;
    const key2 = identityKey(implementation);
    if (!this.matchableKinds(implementation, n2) || this.after.nodes.some((node) => identityKey(node) === key2)) return false;
    const similar = (a, b) => sharedAndSimilarity(this.vocabulary, this.codeOf(a), this.codeOf(b)).score;
    return similar(implementation, n2) > Math.max(similar(n1, n2), this.settings.threshold);
  }
  /**
   * Names shifted by an insertion (`test_to_string4` added, the old one now `test_to_string5`, the
   * old `test_to_string5` now `test_to_string6`, ...): n1's body, unchanged and not small, is now a
   * sibling's of another name, a sibling whose own name held another body before, and n2 holds
   * another body. The name moved on; the bodies, which did not change, tell the pairs. Where that
   * sibling's name is new (the last of the chain), n2's body must have moved on too: like a
   * sibling's whose name is gone (`random_joint_distribution` -> `random_distribution` as the old
   * `random_distribution` became `random_scalar_distribution`), or the very body of a sibling
   * whose name now holds another. A body copied to a new method while n1 was rewritten, n2's body
   * new (`setupInjector` beside `setupDiscoveryClient`), leaves n1 n2. Not a body handed to a new overload or helper that n2 calls
   * (`sdkInitialize(Context)` now delegating to `sdkInitialize(Context, int)`): n1 stayed n2.
   */
  bodyWentToSibling(n1, n2, siblingsBefore, siblingsAfter) {
    if (!isCallable(n1) || !isCallable(n2)) return false;
    if (this.sameBodyTokens(n1, n2)) return false;
    const [body2, bodyAfter] = [this.bodyOf(n1), this.bodyOf(n2)];
    if (tokenCount(body2) < MIN_SHIFTED_BODY_TOKENS || sameTokens3(body2, bodyAfter)) return false;
    const childrenBefore = siblingsBefore ?? this.siblingsOf(n1, this.before);
    const childrenAfter = siblingsAfter ?? this.siblingsOf(n2, this.after);
    const cameFromSibling = () => {
      const afterKeys = new Set(childrenAfter.map(identityKey));
      return childrenBefore.some((m1) => {
        if (m1 === n1 || m1.type !== n2.type) return false;
        if (!afterKeys.has(identityKey(m1))) return this.removed.has(m1) && this.bodySimilarity(m1, n2) > this.settings.threshold;
        const counterpart = childrenAfter.find((other) => identityKey(other) === identityKey(m1));
        return tokenCount(bodyAfter) >= MIN_SHIFTED_BODY_TOKENS && sameTokens3(this.bodyOf(m1), bodyAfter) && !!counterpart && !sameTokens3(this.bodyOf(counterpart), bodyAfter);
      });
    };
    return childrenAfter.some((m2) => {
      if (m2 === n2 || m2.type !== n1.type || !this.added.has(m2) || bodyAfter.has(m2.simpleName) || !sameTokens3(this.bodyOf(m2), body2)) return false;
      const key2 = identityKey(m2);
      const m1 = childrenBefore.find((other) => identityKey(other) === key2);
      return m1 ? m1 !== n1 && !sameTokens3(this.bodyOf(m1), body2) : cameFromSibling();
    });
  }
  /** The node's siblings (the top-level nodes of its namespace, at the top) still unmatched, itself left out. */
  unmatchedSiblings(node, index, unmatched) {
    return this.siblingsOf(node, index).filter((other) => other !== node && unmatched.has(other));
  }
  /** The node's siblings (the top-level nodes of its namespace, at the top), itself included. */
  siblingsOf(node, index) {
    return node.parent ? node.parent.children : index.root.nodes.filter((other) => (other.namespace ?? "") === (node.namespace ?? ""));
  }
  /**
   * Names shifted along a chain of renames (`npdist` -> `npscalardist` while `npjdist` -> `npdist`;
   * `f` -> `g` while `h` -> `f`): the name n1 and n2 share now belongs to other code. Told by the
   * code: n1 and n2 are not similar, while n1 is similar to a sibling that is new (its successor)
   * and n2 to a sibling that is gone (its predecessor), both more than to each other. Left
   * unmatched here, the pairs are then found by similarity. Among more look-alike siblings than
   * the candidate search reads, no shift is looked for. `duplicated`: n1 is one of several of
   * that identity before (a class in a debug and a release source set), gone in favour of a
   * sibling renamed to their name (`BaseTvApplication` -> `ExampleTvApplication`): no successor needed.
   */
  isShiftedIdentity(n1, n2, newcomers, departed, duplicated) {
    if (departed.length === 0 || newcomers.length + departed.length > MAX_POSTINGS_SEARCHED) return false;
    if (newcomers.length === 0 && !duplicated) return false;
    const kept = this.codeSimilarity(n1, n2);
    if (kept >= this.settings.threshold) return false;
    const required = Math.max(this.settings.threshold, kept);
    const similarEnough = (a, b) => a.type === b.type && !isAnonymous(a) && !isAnonymous(b) && similarityUpperBound(this.codeOf(a), this.codeOf(b)) > required && this.codeSimilarity(a, b) > required;
    if (!departed.some((m1) => similarEnough(m1, n2))) return false;
    return duplicated || newcomers.some((m2) => similarEnough(n1, m2));
  }
  addMatch(n1, n2) {
    if (!this.removed.has(n1) || !this.added.has(n2)) return false;
    this.beforeToAfter.set(n1, n2);
    this.afterToBefore.set(n2, n1);
    this.removed.delete(n1);
    this.added.delete(n2);
    this.matchById(n1.children, n2.children);
    this.matchAnonymousTypesByPlace(n1.children, n2.children);
    return true;
  }
  /**
   * The anonymous types of a matched element (`object : Listener { ... }` in a function) that
   * its identity left unmatched (their supertype changed its name): their place is their only
   * identity, so where as many are left on each side they pair in order. Where the counts differ
   * none is paired: which went is unknown.
   */
  matchAnonymousTypesByPlace(childrenBefore, childrenAfter) {
    const leftovers = (children, unmatched) => children.filter((child) => unmatched.has(child) && hasStereotype(child, "ANONYMOUS_TYPE"));
    const removed = leftovers(childrenBefore, this.removed);
    const added = leftovers(childrenAfter, this.added);
    if (removed.length === 0 || removed.length !== added.length) return;
    removed.forEach((n1, i2) => this.addMatch(n1, added[i2]));
  }
  /** Elements whose identifier is unique on both sides and whose code stayed very similar. */
  matchByUniqueName() {
    const candidates2 = [];
    for (const n1 of this.removed) {
      if (this.before.withLocalName(n1.localName).length !== 1) continue;
      const sameName = this.after.withLocalName(n1.localName);
      if (sameName.length !== 1) continue;
      const n2 = sameName[0];
      if (!this.added.has(n2) || !this.matchableKinds(n1, n2)) continue;
      if (!this.relationshipFor(n1, n2)) continue;
      if (hasStereotype(n1, "ABSTRACT") || hasStereotype(n2, "ABSTRACT")) continue;
      const score = this.codeSimilarity(n1, n2);
      if (score <= this.settings.uniqueNameThreshold) continue;
      if (this.isShiftedIdentity(n1, n2, this.unmatchedSiblings(n2, this.after, this.added), this.unmatchedSiblings(n1, this.before, this.removed), false)) continue;
      if (this.bodyWentToSibling(n1, n2)) continue;
      candidates2.push(this.candidate(n1, n2, score, score));
    }
    this.acceptInOrder(candidates2);
  }
  /**
   * Within a kept type, a member renamed only in letter case with its parameters kept
   * (`teardown()` -> `tearDown()`, `unpackUtf8()` -> `unpackUTF8()`): a name's spelling changed,
   * its identity did not, whatever its body became. Only when the spelling is unique among the
   * type's unmatched members on each side.
   */
  matchNamesRespelled() {
    const candidates2 = [];
    const spelling = (node) => `${node.type}\0${node.simpleName.toLowerCase()}`;
    for (const [parentBefore, parentAfter] of this.beforeToAfter) {
      const removed = this.leftoverMembers(parentBefore.children, this.removed, spelling);
      if (removed.size === 0) continue;
      const added = this.leftoverMembers(parentAfter.children, this.added, spelling);
      for (const [key2, n1] of removed) {
        const n2 = added.get(key2);
        if (!n2 || n1.simpleName === n2.simpleName || !haveSameParameters(n1, n2) || this.relationshipFor(n1, n2) !== "RENAME") continue;
        candidates2.push(this.candidate(n1, n2, 1, this.codeSimilarity(n1, n2)));
      }
    }
    this.acceptInOrder(candidates2);
  }
  /**
   * A file kept at its path whose one top-level element was renamed in place: the element is the
   * file's, whatever a look-alike sibling file holds. Two near-identical installers, each renamed
   * in its own file (`LeakCanaryProcesssAppWatcherInstaller` -> `LeakCanaryProcessAppWatcherInstaller`,
   * `AppWatcherInstaller` -> `MainProcessAppWatcherInstaller`), would otherwise cross over to
   * whichever body changed less. Only for code this alike: a file that took a new element of its
   * own (less than `uniqueNameThreshold` similar) is left to the rules that follow.
   */
  matchSoleTypesOfKeptFiles() {
    const soleByFile = (nodes) => {
      const byFile = /* @__PURE__ */ new Map();
      for (const node of nodes) byFile.set(node.location.file, [...byFile.get(node.location.file) ?? [], node]);
      return new Map([...byFile].filter(([, inFile]) => inFile.length === 1).map(([file, [node]]) => [file, node]));
    };
    const after = soleByFile(this.after.root.nodes);
    const candidates2 = [];
    for (const [file, n1] of soleByFile(this.before.root.nodes)) {
      const n2 = after.get(file);
      if (!n2 || !this.removed.has(n1) || !this.added.has(n2) || n1.children.length === 0 || !this.matchableKinds(n1, n2)) continue;
      if (this.relationshipFor(n1, n2) !== "RENAME") continue;
      const score = this.codeSimilarity(n1, n2);
      if (score > this.settings.uniqueNameThreshold) candidates2.push(this.candidate(n1, n2, score, score));
    }
    this.acceptInOrder(candidates2);
  }
  /**
   * Pairs of unmatched nodes of the same type, most similar first. The first pass considers only
   * "safe" pairs (same name, or same parent), which keeps a renamed sibling from stealing a
   * moved element's match.
   */
  matchBySimilarity(onlySafePairs) {
    const candidates2 = [];
    const lowestRequired = this.settings.threshold - this.settings.identityChangePenalty;
    const index = this.indexAddedByToken();
    for (const n1 of this.removed) {
      if (isAnonymous(n1)) continue;
      const code1 = this.codeOf(n1);
      for (const n2 of this.similarityCandidates(n1, index, lowestRequired)) {
        if (!this.matchableKinds(n1, n2)) continue;
        const code2 = this.codeOf(n2);
        const sameSignature = haveSameSignature(n1, n2);
        if (!sameSignature && similarityUpperBound(code1, code2) <= lowestRequired) continue;
        const safe = n1.simpleName === n2.simpleName || this.sameLocation(n1, n2);
        if (onlySafePairs && !safe) continue;
        if (n1.simpleName !== n2.simpleName && !(this.hasCodeOfItsOwn(n1) && this.hasCodeOfItsOwn(n2))) continue;
        const type = this.relationshipFor(n1, n2);
        if (!type) continue;
        const byIdentity = isResolvedByIdentity(type) && sameSignature;
        const required = this.requiredSimilarity(n1, n2);
        if (!byIdentity && similarityUpperBound(code1, code2) <= required) continue;
        const { shared, score } = sharedAndSimilarity(this.vocabulary, code1, code2);
        if (byIdentity || score > required) {
          if (n1.simpleName === n2.simpleName && this.bodyWentToSibling(n1, n2)) continue;
          const successors = byIdentity ? [] : this.delegatingSuccessors(n1, n2, score);
          const predecessors = byIdentity || successors.length > 0 ? [] : this.inliningPredecessors(n1, n2, score);
          if (successors.length > 0) candidates2.push(...successors);
          else if (predecessors.length > 0) candidates2.push(...predecessors);
          else candidates2.push(this.candidate(n1, n2, shared * score * fieldNameTieBreak(n1, n2), byIdentity ? void 0 : score));
        }
      }
    }
    this.acceptInOrder(candidates2);
  }
  /**
   * A method renamed in place whose body went mostly into a new helper: the helper alone looks
   * like the renamed method (`addModules()` -> `collectFiles()`), but the new method that calls
   * it (`addFiles()` -> `collectFiles()`) kept the rest of the old code. When the caller together
   * with its new helpers is more similar to n1 than the helper alone - or nearly as similar, and
   * n1's callers now call it - the caller is n1's successor and the helper will be found
   * extracted from it. A helper several new methods call needs that caller evidence to choose,
   * or a caller that kept n1's name but for letter case (`unpackUtf8()` -> `unpackUTF8()`, which
   * now calls the new `unpackTextHeader()`): a name's spelling changes, its words stay.
   */
  delegatingSuccessors(n1, helper, helperScore) {
    if (n1.simpleName === helper.simpleName || !this.sameLocation(n1, helper)) return [];
    const callers = this.after.sources("uses", helper).filter((n3) => n3 !== helper && n3.parent === helper.parent && n3.type === n1.type && this.isLeftoverMember(n3, this.added));
    const code1 = this.codeOf(n1);
    const helperReferences = this.referenceSimilarity(n1, helper);
    const candidates2 = [];
    const referenceScores = callers.map((n3) => this.referenceSimilarity(n1, n3));
    const referencedCallers = callers.length > 1 ? referenceScores.filter((references) => references > helperReferences).length : 0;
    for (const [k, n3] of callers.entries()) {
      if (!this.relationshipFor(n1, n3)) continue;
      const keptVeryName = n1.simpleName === n3.simpleName && !this.hasCloserPredecessor(n1, n3);
      const composite = keptVeryName ? this.codeWithHelper(n3, helper) : this.codeWithHelpers(n3);
      if (!composite) continue;
      const { shared, score } = sharedAndSimilarity(this.vocabulary, code1, composite);
      const references = referenceScores[k];
      const referenced = references > helperReferences;
      const keptName = sameNameIgnoringCase(n1, n3);
      if (callers.length > 1 && !keptName && (!referenced || referencedCallers > 1)) continue;
      if (score <= helperScore && !keptVeryName && !((referenced || keptName) && score > helperScore - SUCCESSOR_NEAR_TIE)) continue;
      const evidence = referenced ? (score + references) / 2 : score;
      if (evidence > this.requiredSimilarity(n1, n3)) candidates2.push(this.candidate(n1, n3, shared * evidence, evidence));
    }
    return candidates2;
  }
  /**
   * A callable moved to another type under its very signature while the helpers it called, gone
   * with it, were inlined into it (`markTaskAsComplete()` taken from `TasksActivityTest` to
   * `TasksFragmentTest`, its `viewAllTasks()` and `clickCheckBoxForTask(...)` written out in it):
   * alone its old code is too little like the new, with those helpers' bodies it is like enough.
   * Only where one added callable of that signature is left.
   */
  matchMovedWithInlinedHelpers() {
    const candidates2 = [];
    for (const n1 of this.removed) {
      if (!isCallable(n1) || isAnonymous(n1)) continue;
      const successors = this.after.withLocalName(n1.localName).filter((n22) => this.added.has(n22) && this.matchableKinds(n1, n22) && !this.sameLocation(n1, n22));
      if (successors.length !== 1) continue;
      const [n2] = successors;
      const type = this.relationshipFor(n1, n2);
      if (type !== "MOVE" && type !== "INTERNAL_MOVE") continue;
      const composite = this.codeWithRemovedHelpers(n1);
      if (!composite) continue;
      const { shared, score } = sharedAndSimilarity(this.vocabulary, composite, this.codeOf(n2));
      if (score > this.requiredSimilarity(n1, n2)) candidates2.push(this.candidate(n1, n2, shared * score, score));
    }
    this.acceptInOrder(candidates2);
  }
  /**
   * The mirror of delegatingSuccessors: a method renamed in place while a helper it called was
   * inlined into it (`test_select()` calling `_select_example()` -> `test_selector()` holding its
   * code). The helper alone looks like the new method; its caller together with the removed
   * helpers it called looks more like it. The caller is then n2's predecessor, and the helper
   * will be found inlined into it. A helper several removed methods called is left to its own
   * match, unless a caller kept n2's name but for letter case. A caller with n2's very name is a
   * removed overload (`createAccountPB()` calling `createAccount(int)`, which became
   * `createAccountPB(int)`): the helper took its name, and the overload was inlined elsewhere.
   * On RefDiff 2.0's Java oracle that overload was the rule's only other firing (3 true reports).
   */
  inliningPredecessors(helper, n2, helperScore) {
    if (helper.simpleName === n2.simpleName || !this.sameLocation(helper, n2)) return [];
    const callers = this.before.sources("uses", helper).filter((n3) => n3 !== helper && n3.parent === helper.parent && n3.type === n2.type && this.isLeftoverMember(n3, this.removed));
    const code2 = this.codeOf(n2);
    const candidates2 = [];
    for (const n3 of callers) {
      if (n3.simpleName === n2.simpleName || callers.length > 1 && !sameNameIgnoringCase(n3, n2)) continue;
      if (!this.relationshipFor(n3, n2)) continue;
      const composite = this.codeWithRemovedHelpers(n3);
      if (!composite) continue;
      const { shared, score } = sharedAndSimilarity(this.vocabulary, composite, code2);
      if (score > helperScore && score > this.requiredSimilarity(n3, n2)) candidates2.push(this.candidate(n3, n2, shared * score, score));
    }
    return candidates2;
  }
  /** A member's code together with the bodies of the removed members of its type it called; undefined when it called none. */
  codeWithRemovedHelpers(n1) {
    const helpers = this.before.targets("uses", n1).filter((helper) => helper !== n1 && helper.parent === n1.parent && helper.type === n1.type && this.removed.has(helper));
    if (helpers.length === 0) return void 0;
    return weighted(this.vocabulary, helpers.reduce((code, helper) => plus(code, this.movedBodyOf(helper)), this.codeTokens(n1)));
  }
  /** A member's code together with the bodies of the new members of its type it calls; undefined when it calls none. */
  codeWithHelpers(n2) {
    const helpers = this.after.targets("uses", n2).filter((helper) => helper !== n2 && helper.parent === n2.parent && helper.type === n2.type && this.added.has(helper));
    if (helpers.length === 0) return void 0;
    return weighted(this.vocabulary, helpers.reduce((code, helper) => plus(code, this.movedBodyOf(helper)), this.codeTokens(n2)));
  }
  /** Whether a gone sibling of n1 of n3's kind is more similar to n3 than n1 is. */
  hasCloserPredecessor(n1, n3) {
    const kept = this.codeSimilarity(n1, n3);
    return this.unmatchedSiblings(n1, this.before, this.removed).some((m1) => m1.type === n3.type && this.codeSimilarity(m1, n3) > kept);
  }
  /** A member's code together with the body of one new helper it calls. */
  codeWithHelper(n2, helper) {
    return weighted(this.vocabulary, plus(this.codeTokens(n2), this.movedBodyOf(helper)));
  }
  /** Unmatched named nodes after the change, by each token of their code. */
  indexAddedByToken() {
    const index = /* @__PURE__ */ new Map();
    for (const n2 of this.added) {
      if (isAnonymous(n2)) continue;
      for (const token of this.codeTokens(n2).keys()) {
        const postings = index.get(token);
        if (postings) postings.push(n2);
        else index.set(token, [n2]);
      }
    }
    return index;
  }
  /**
   * The added nodes that can reach `required` similarity with n1, without comparing all pairs
   * (a commit that replaces thousands of generated functions must not go quadratic): prefix
   * filtering. Any n2 with similarity > t shares more than t * weight(n1) with n1, so it must
   * share a token with the rarest tokens of n1 that carry more than (1 - t) of its weight.
   * Tokens in more than MAX_POSTINGS_SEARCHED unmatched nodes are not searched: a pair must share
   * something rarer. Nodes with n1's own identifier are candidates too: pull up and push down
   * ignore similarity.
   */
  similarityCandidates(n1, index, required) {
    const found = new Set(this.identityCandidates(n1));
    const code = this.codeOf(n1);
    const rarestFirst = [...code.tokens.entries()].map(([token, count3]) => {
      const idf = this.vocabulary.idf(token);
      return { token, idf, weight: count3 * idf };
    }).sort((a, b) => b.idf - a.idf || (a.token < b.token ? -1 : a.token > b.token ? 1 : 0));
    let remaining = code.weight;
    for (const { token, weight } of rarestFirst) {
      if (remaining <= required * code.weight) break;
      const postings = index.get(token) ?? [];
      if (postings.length > MAX_POSTINGS_SEARCHED) continue;
      remaining -= weight;
      for (const n2 of postings) if (this.added.has(n2)) found.add(n2);
    }
    return found;
  }
  /**
   * Unmatched nodes with n1's own identifier where identity alone may match them (pull up and
   * push down ignore similarity): in n1's container as it is now, or in a direct supertype or
   * subtype of it. Looked up through the hierarchy rather than among all nodes of that name: in
   * templated code every class has its `factor()`, and pairing each with each is quadratic.
   */
  identityCandidates(n1) {
    const sameIdentifier = (n2) => n2.localName === n1.localName && this.added.has(n2) && !isAnonymous(n2);
    if (!n1.parent) return this.after.withLocalName(n1.localName).filter((n2) => sameIdentifier(n2) && this.sameLocation(n1, n2));
    const container = this.beforeToAfter.get(n1.parent);
    if (!container) return [];
    const containers = [container, ...this.after.targets("subtype", container), ...this.after.sources("subtype", container)];
    return containers.flatMap((c) => c.children.filter(sameIdentifier));
  }
  /**
   * Renamed or moved elements whose code changed too much for similarity alone, recognised by
   * their callers (ReMapper's reference similarity): matched callers that called n1 and now
   * call n2, or callees renamed or moved that n1 called and n2 calls in their new version.
   * Scored (code + references) / 2; repeated while new matches reveal more references.
   */
  matchByReferences() {
    for (let round = 0; round < 3; round++) {
      const candidates2 = [];
      for (const n1 of this.removed) {
        if (isAnonymous(n1)) continue;
        const renamedCallees = this.renamedCallees(n1);
        for (const n2 of this.referenceCandidates(n1, renamedCallees)) {
          if (!this.matchableKinds(n1, n2) || isAnonymous(n2) || !this.relationshipFor(n1, n2)) continue;
          const code = this.codeSimilarity(n1, n2);
          if (code <= this.settings.minimumCodeSimilarityWithReferences) continue;
          const weakCode = code <= this.settings.threshold - this.settings.identityChangePenalty;
          if (weakCode && n1.simpleName !== n2.simpleName && isCodeItsCallerLost(this, n2, code)) continue;
          const calleeEvidence = weakCode ? 0 : this.renamedCalleeSimilarity(renamedCallees, n2);
          const references = Math.max(this.referenceSimilarity(n1, n2), calleeEvidence, this.subtypeSimilarity(n1, n2));
          const score = (code + references) / 2;
          if (score <= this.requiredSimilarity(n1, n2) || this.accessesAnotherField(n1, n2)) continue;
          if (n1.type === "Field" && n2.type === "Field" && this.callersContradictFieldRename(n1, n2, weakCode)) continue;
          candidates2.push(this.candidate(n1, n2, score, score));
        }
      }
      if (candidates2.length === 0) return;
      this.acceptInOrder(candidates2);
    }
  }
  /**
   * Callers' evidence for a field renamed, taken back where their code says otherwise. Fields
   * merged: more of the type's removed fields than of its added ones went out of the same
   * callers, each of them read wherever the new field is (`SPRING_PROPERTY` and
   * `SYSTEM_PROPERTY_VARIABLES` both replaced by `FILE_PROPERTIES` in `target()`): none of them
   * was renamed. A field removed beside a renamed one (`debug` gone, `host` -> `serverHost`) was
   * read in fewer places than the new field and merged into nothing; a use renamed in place
   * (readRenamedInPlace) outweighs a merge. And, with little code in common, the old name read
   * in a changed caller as often as before: the field went, a local took its name
   * (`deploymentId`, now `String deploymentId = getPath()` in `run()`), whatever its setter
   * became. A parameter of the old name (`this.name = name` -> `this.fullName = name`) is read
   * once less: renamed.
   */
  callersContradictFieldRename(n1, n2, weakCode) {
    const callers = this.before.sources("uses", n1).filter((caller) => caller !== n1 && !encloses(caller, n1));
    const kept = callers.filter((caller) => this.beforeToAfter.has(caller));
    const callersAfter = new Set(kept.map((caller) => this.beforeToAfter.get(caller)));
    if (weakCode) {
      const count3 = (node) => this.codeTokens(node).get(n1.simpleName) ?? 0;
      const tookName = kept.some((caller) => {
        const callerAfter = this.beforeToAfter.get(caller);
        return count3(callerAfter) > 0 && count3(callerAfter) >= count3(caller) && !sameTokens3(this.codeTokens(caller), this.codeTokens(callerAfter));
      });
      if (tookName) return true;
      if (!this.declarationsShareWords(n1, n2) && sharedNameWords(n1, n2) === 0 && !this.readRenamedInPlace(n1, n2, kept)) return true;
    }
    const readersOfNew = this.after.sources("uses", n2).filter((caller) => caller !== n2 && !encloses(caller, n2)).map((caller) => this.afterToBefore.get(caller)).filter((caller) => caller !== void 0);
    const lost = (n1.parent?.children ?? []).filter((m1) => {
      if (m1.type !== "Field" || !this.removed.has(m1)) return false;
      const readers = this.before.sources("uses", m1);
      return readers.some((caller) => callersAfter.has(this.beforeToAfter.get(caller))) && readersOfNew.every((caller) => readers.includes(caller));
    });
    const gained = (n2.parent?.children ?? []).filter((m2) => m2.type === "Field" && this.added.has(m2) && this.after.sources("uses", m2).some((caller) => callersAfter.has(caller)));
    return lost.length > gained.length && !this.readRenamedInPlace(n1, n2, kept);
  }
  /** Whether the two declarations, less their names, have a word in common (a type, a value, a modifier), not only punctuation. */
  declarationsShareWords(n1, n2) {
    const words22 = this.declarationWithoutName(n2, this.after);
    return [...this.declarationWithoutName(n1, this.before).keys()].some((token) => WORD2.test(token) && words22.has(token));
  }
  /**
   * Whether a kept caller reads the new field where it read the old one, after the same three
   * tokens and before the same two (`listener.onProgressUpdate(FINDING_WATCHED_REFERENCES)` ->
   * `onProgressUpdate(FINDING_LEAKING_INSTANCES)`): a use renamed in place, as the statement
   * mapper reads a replacement. Fields merged into one are read in new code
   * (`SystemProperties.get(SYSTEM_PROPERTY_VARIABLES)` -> `firstValue(environment, FILE_PROPERTIES)`).
   */
  readRenamedInPlace(n1, n2, callers, renamedTo = NO_RENAMES, counts = () => true) {
    const around = (tokens, i2) => `${tokens.slice(Math.max(0, i2 - 3), i2).join(" ")}\0${tokens.slice(i2 + 1, i2 + 3).join(" ")}`;
    return callers.some((caller) => {
      const callerAfter = this.beforeToAfter.get(caller);
      const after = this.after.tokensBetween(callerAfter, callerAfter.location.begin, callerAfter.location.end);
      const places2 = /* @__PURE__ */ new Set();
      for (let i2 = 0; i2 < after.length; i2++) if (after[i2] === n2.simpleName) places2.add(around(after, i2));
      if (places2.size === 0) return false;
      const parameterRenames = caller.parameters.length === callerAfter.parameters.length ? new Map(caller.parameters.map(({ name: name2 }, i2) => [name2, callerAfter.parameters[i2].name])) : void 0;
      const renamed2 = (token) => token === n1.simpleName ? n2.simpleName : parameterRenames?.get(token) ?? renamedTo.get(token) ?? token;
      const original = this.before.tokensBetween(caller, caller.location.begin, caller.location.end);
      const aroundRenamed = (i2) => `${original.slice(Math.max(0, i2 - 3), i2).map(renamed2).join(" ")}\0${original.slice(i2 + 1, i2 + 3).map(renamed2).join(" ")}`;
      return original.some((token, i2) => token === n1.simpleName && counts(original, i2) && places2.has(aroundRenamed(i2)));
    });
  }
  /**
   * Two callables that each use one field of their own type, fields that are two values: each
   * matched elsewhere, or both unmatched and the callers contradicting their rename
   * (`setDeploymentId` writing `deploymentId`, gone, a local of that name now in `run()`;
   * `setPlayToolProvider` writing `playToolProvider`, new). A setter or getter is its field's,
   * and a field that was not renamed took no accessor with it: callers calling the new one where
   * they called the old one say only that the type's property changed, and their one place among
   * the members that their type's other property now holds it. Fields merely not matched
   * (`lastHandle` -> `lastWriteTime`, read alike) leave their getters to the other evidence.
   * In place only: a method moved or kept by name is its own.
   */
  accessesAnotherField(n1, n2) {
    if (!isCallable(n1) || !isCallable(n2) || n1.simpleName === n2.simpleName || !this.sameLocation(n1, n2)) return false;
    const field1 = this.soleOwnField(this.before, n1);
    const field2 = this.soleOwnField(this.after, n2);
    if (!field1 || !field2 || this.beforeToAfter.get(field1) === field2) return false;
    if (!this.removed.has(field1) || !this.added.has(field2)) return true;
    return this.callersContradictFieldRename(field1, field2, true);
  }
  /**
   * The accessor follows its field: a removed callable that uses one field of its type, renamed
   * (`mBaseQuickAdapter` -> `_adapterImpl`), and an added one in its place that uses the field's
   * new version, each the only unmatched one of its side to use that field, with as many
   * parameters (a setter stays a setter): `setBaseQuickAdapter(baseQuickAdapter)` ->
   * `setAdapterImpl(adapterImpl)`, renamed with it, whose bodies share little but their shape:
   * that shape, the old field read as the new one, must be much of both.
   */
  matchAccessorsOfRenamedFields() {
    const accessors = (index, nodes) => {
      const byField = /* @__PURE__ */ new Map();
      for (const node of nodes) {
        if (!isCallable(node) || isAnonymous(node)) continue;
        const field = this.soleOwnField(index, node);
        if (field) byField.set(field, [...byField.get(field) ?? [], node]);
      }
      return byField;
    };
    const removedByField = accessors(this.before, this.removed);
    const addedByField = accessors(this.after, this.added);
    const candidates2 = [];
    for (const [field1, removed] of removedByField) {
      const field2 = this.beforeToAfter.get(field1);
      if (!field2 || field2.simpleName === field1.simpleName) continue;
      const added = addedByField.get(field2);
      if (removed.length !== 1 || added?.length !== 1) continue;
      const [n1, n2] = [removed[0], added[0]];
      if (n1.parameters.length !== n2.parameters.length || !this.sameLocation(n1, n2) || !this.relationshipFor(n1, n2)) continue;
      if (this.accessorBodiesAlike(n1, n2, field1, field2) <= this.settings.minimumCodeSimilarityWithReferences) continue;
      const score = this.codeSimilarity(n1, n2);
      candidates2.push(this.candidate(n1, n2, score, score));
    }
    this.acceptInOrder(candidates2);
  }
  /**
   * How much of two accessors' bodies is the other's, the old field read as the new one (their
   * parameters are left out of bodies already): the lesser containment of either in the other.
   */
  accessorBodiesAlike(n1, n2, field1, field2) {
    const body1 = new Map(this.bodyOf(n1));
    const reads2 = body1.get(field1.simpleName);
    if (reads2) {
      body1.delete(field1.simpleName);
      body1.set(field2.simpleName, (body1.get(field2.simpleName) ?? 0) + reads2);
    }
    const body2 = this.bodyOf(n2);
    return Math.min(containment(this.vocabulary, body1, body2), containment(this.vocabulary, body2, body1));
  }
  /** The one field of its own type a callable uses, when it uses exactly one. */
  soleOwnField(index, callable2) {
    const fields = index.targets("uses", callable2).filter((target) => target.type === "Field" && target.parent === callable2.parent);
    return fields.length === 1 ? fields[0] : void 0;
  }
  /** Unmatched nodes called by the after-versions of n1's callers, or calling the new versions of its renamed callees. */
  referenceCandidates(n1, renamedCallees) {
    const found = /* @__PURE__ */ new Set();
    for (const caller of this.before.sources("uses", n1)) {
      const callerAfter = this.beforeToAfter.get(caller);
      if (!callerAfter) continue;
      for (const callee of this.after.targets("uses", callerAfter)) {
        if (this.added.has(callee)) found.add(callee);
      }
    }
    for (const callee of renamedCallees) {
      for (const caller of this.after.sources("uses", this.beforeToAfter.get(callee))) {
        if (this.added.has(caller)) found.add(caller);
      }
    }
    for (const subtype of this.before.sources("subtype", n1)) {
      const subtypeAfter = this.beforeToAfter.get(subtype);
      if (!subtypeAfter) continue;
      for (const supertype of this.after.targets("subtype", subtypeAfter)) {
        if (this.added.has(supertype)) found.add(supertype);
      }
    }
    return found;
  }
  /**
   * Reference similarity of types by their subtypes: the kept subtypes of n1 that now extend
   * (implement) n2 instead. A small interface renamed with its one method changed keeps little
   * code, but every implementation names its new name. In place only: a type moved elsewhere
   * under its own name is found by that name, and its subtypes must not hand it to another
   * (on RefDiff 2.0's Java oracle that cost one true Move Class).
   */
  subtypeSimilarity(n1, n2) {
    if (!this.sameLocation(n1, n2)) return 0;
    const subtypes1 = this.before.sources("subtype", n1);
    const subtypes2 = this.after.sources("subtype", n2);
    if (subtypes1.length === 0 || subtypes2.length === 0) return 0;
    const shared = subtypes1.filter((subtype) => subtypes2.includes(this.beforeToAfter.get(subtype))).length;
    return 2 * shared / (subtypes1.length + subtypes2.length);
  }
  /** The callees of n1 that were renamed or moved (matched, identity changed). */
  renamedCallees(n1) {
    return this.before.targets("uses", n1).filter((callee) => {
      const calleeAfter = this.beforeToAfter.get(callee);
      return callee !== n1 && calleeAfter !== void 0 && !this.keptIdentity(callee, calleeAfter);
    });
  }
  /** Same identifier in the same place: matched by identity, neither renamed nor moved. */
  keptIdentity(n1, n2) {
    return haveSameSignature(n1, n2) && this.sameLocation(n1, n2);
  }
  /**
   * The other half of reference similarity: a method that called a renamed or moved element
   * (callees1, n1's renamed callees) and one that calls its new version (`sha1Encrypt()` calling
   * `encrypt()`, `sha1()` calling `hash()` once encrypt -> hash is known). Only renamed or moved
   * callees count: an unchanged helper called from both says nothing about identity.
   */
  renamedCalleeSimilarity(callees1, n2) {
    const callees2 = this.after.targets("uses", n2).filter((callee) => {
      const calleeBefore = this.afterToBefore.get(callee);
      return callee !== n2 && calleeBefore !== void 0 && !this.keptIdentity(calleeBefore, callee);
    });
    if (callees1.length === 0 || callees2.length === 0) return 0;
    const shared = callees1.filter((callee) => callees2.includes(this.beforeToAfter.get(callee))).length;
    return 2 * shared / (callees1.length + callees2.length);
  }
  /** 2 |shared callers| / (|callers of n1| + |callers of n2|), callers compared once matched. */
  referenceSimilarity(n1, n2) {
    const callers1 = this.before.sources("uses", n1);
    const callers2 = this.after.sources("uses", n2);
    if (callers1.length === 0 || callers2.length === 0) return 0;
    let shared = 0;
    for (const caller of callers1) {
      const callerAfter = caller === n1 ? n2 : this.beforeToAfter.get(caller);
      if (callerAfter && callers2.includes(callerAfter)) shared++;
    }
    return 2 * shared / (callers1.length + callers2.length);
  }
  /**
   * The similarity a pair needs. An element keeps its identity in its name, its parameters and
   * its place; one that changed two of them keeps little but its code, so its code must say
   * more (renamed with new parameters, or moved to another type with new parameters). One
   * renamed in place with the same (non-empty) parameter list keeps most of it, so its code may
   * say a little less. A member that kept its name and parameters but went from a type that
   * disappeared to a type that appeared, the two not matched, has lost its place entirely; it
   * needs more too. On RefDiff 2.0's Java oracle the two stricter cases removed 10 false reports
   * (Move Method, Pull Up, Extract, Move Field) and 8 true ones (Move Method, Extract, Rename).
   */
  requiredSimilarity(n1, n2) {
    const { threshold, identityChangePenalty } = this.settings;
    const sameName = haveSameName(n1, n2);
    const sameParameters = haveSameParameters(n1, n2);
    if (!sameParameters && (!sameName || this.leftItsPlace(n1, n2))) return threshold + identityChangePenalty;
    if (sameName) return this.typeReplaced(n1, n2) ? threshold + identityChangePenalty : threshold;
    if (n1.parameters.length > 0 && this.sameLocation(n1, n2)) return threshold - identityChangePenalty;
    if (n1.children.length > 0 && n2.children.length > 0 && nestedNames(n1, n2) && this.sameLocation(n1, n2)) return threshold - identityChangePenalty;
    return threshold;
  }
  /**
   * Within a matched type (kept; asked again for the types renamed in place that matchByChildren
   * found by their members), the one unmatched callable of a name removed and the one of that name
   * added: the same callable with a new parameter list (`__init__(hparams)` ->
   * `__init__(vocab, embedder, hparams)`), whatever its body became, as callers still call it by
   * that name. Similarity never paired them when the parameters and the body both changed much.
   */
  matchSameNamedLeftovers(inTypes = () => true) {
    const candidates2 = [];
    const named2 = (node) => `${node.type}\0${hasStereotype(node, "TYPE_CONSTRUCTOR") ? "" : node.simpleName}`;
    const isLeftover = (node, unmatched) => unmatched.has(node) && !isAnonymous(node) && node.type !== "Field";
    for (const [parentBefore, parentAfter] of this.beforeToAfter) {
      if (!inTypes(parentBefore, parentAfter)) continue;
      const removed = uniqueBy(parentBefore.children.filter((child) => isLeftover(child, this.removed)), named2);
      if (removed.size === 0) continue;
      const added = uniqueBy(parentAfter.children.filter((child) => isLeftover(child, this.added)), named2);
      for (const [key2, n1] of removed) {
        const n2 = added.get(key2);
        if (!n2 || this.relationshipFor(n1, n2) !== "CHANGE_SIGNATURE") continue;
        if (this.emptyBody(n1) !== this.emptyBody(n2)) continue;
        const score = this.codeSimilarity(n1, n2);
        candidates2.push(this.candidate(n1, n2, score, score));
      }
    }
    this.acceptInOrder(candidates2);
  }
  /**
   * A field declared by a constructor's parameter (Kotlin's `class A(val x: X)`, TypeScript's
   * `constructor(private x: X)`): the parameter in the same place of the matched constructor's
   * list under a new name, itself declaring an unmatched field, is that field renamed
   * (`val leakTraceInspectors: List<LeakTraceInspector>` -> `val objectInspectors:
   * List<ObjectInspector>`). Its declaration alone is too short for similarity to tell. Only
   * where neither name is found in the other list (a reorder, or a parameter inserted before it,
   * shifts names). Lists of other lengths, parameters added or removed at the end, only where the
   * places they share kept every other name (`HprofWriter(sink, val idSize)` ->
   * `HprofWriter(sink, val identifierByteSize, val hprofVersion)`); a list rewritten
   * (`(className, leakTrace, retainedHeapByteSize)` -> `(leakTraces)`) says nothing.
   */
  matchPropertiesOfRenamedParameters(onlyUnmatchedConstructors = false) {
    const candidates2 = [];
    for (const [c1, c2, matched] of this.constructorPairs()) {
      if (onlyUnmatchedConstructors && matched) continue;
      const names1 = new Set(c1.parameters.map(({ name: name2 }) => name2));
      const names2 = new Set(c2.parameters.map(({ name: name2 }) => name2));
      const shared = Math.min(c1.parameters.length, c2.parameters.length);
      const renamedPlaces = c1.parameters.slice(0, shared).filter(({ name: name2 }, i2) => name2 !== c2.parameters[i2].name).length;
      const inPlace = matched && (c1.parameters.length === c2.parameters.length || shared >= 2 && renamedPlaces === 1);
      const pairs = inPlace ? c1.parameters.slice(0, shared).map(({ name: name2 }, i2) => [name2, c2.parameters[i2].name]) : replacedBetweenKeptNames(c1.parameters.map(({ name: name2 }) => name2), c2.parameters.map(({ name: name2 }) => name2));
      for (const [name1, name2] of pairs) {
        if (name1 === name2 || names2.has(name1) || names1.has(name2)) continue;
        const f1 = declaredByParameter(c1, name1, this.removed);
        const f2 = declaredByParameter(c2, name2, this.added);
        if (f1 && f2 && this.relationshipFor(f1, f2) === "RENAME") candidates2.push(this.candidate(f1, f2, 1, this.codeSimilarity(f1, f2)));
      }
    }
    this.acceptInOrder(candidates2);
  }
  /**
   * The constructors of matched types, paired: matched to each other (true), or, before their
   * types' leftovers are matched (their parameters changed), the one constructor of each side's
   * type (false: compared only where the lists keep names to align them on).
   */
  constructorPairs() {
    const isConstructor2 = (node) => this.isConstructorLike(node);
    const sameKind = (c1, c2) => hasStereotype(c1, "TYPE_CONSTRUCTOR") === hasStereotype(c2, "TYPE_CONSTRUCTOR") && (hasStereotype(c1, "TYPE_CONSTRUCTOR") || c1.simpleName === c2.simpleName);
    const pairs = [];
    for (const [n1, n2] of this.beforeToAfter) {
      if (isConstructor2(n1) && isConstructor2(n2) && sameKind(n1, n2) && n1.parent && n2.parent) pairs.push([n1, n2, true]);
      const constructors1 = n1.children.filter(isConstructor2);
      const constructors2 = n2.children.filter(isConstructor2);
      if (constructors1.length === 1 && constructors2.length === 1 && sameKind(constructors1[0], constructors2[0]) && this.removed.has(constructors1[0]) && this.added.has(constructors2[0])) pairs.push([constructors1[0], constructors2[0], false]);
    }
    return pairs;
  }
  /**
   * A type's constructor, or a callable that declares fields in its body: its type's constructor
   * whatever the language calls it (Python's `__init__`, with `self.x = x`), kept under its name.
   * Read once per node: each pass over the constructors asks it of every matched node's children.
   */
  isConstructorLike(node) {
    let known = this.constructorLike.get(node);
    if (known === void 0) {
      known = hasStereotype(node, "TYPE_CONSTRUCTOR") || isCallable(node) && !!node.parent && this.fieldsOf(node.parent).some((field) => encloses(node, field));
      this.constructorLike.set(node, known);
    }
    return known;
  }
  constructorLike = /* @__PURE__ */ new Map();
  fieldsOf(type) {
    let fields = this.fieldChildren.get(type);
    if (!fields) this.fieldChildren.set(type, fields = type.children.filter((child) => child.type === "Field"));
    return fields;
  }
  fieldChildren = /* @__PURE__ */ new Map();
  /**
   * Within a matched type, a field whose declaration reads the same but for names the change
   * renamed: its own, and at least one other element's it names (a type, a method, a field):
   * `private val onInstanceRetainedListener: OnInstanceRetainedListener` -> `private val
   * ON_OBJECT_RETAINED_LISTENER: OnObjectRetainedListener` with the interface renamed;
   * `hasWatchedInstances` whose getter now calls the renamed `removeWeaklyReachableObjects()` on
   * the renamed `watchedObjects`. The renames found say what the old code reads as now; a
   * declaration that names no renamed element says too little (two `= 0` counters). Only a pair
   * that is each other's one candidate, at more than a moved or renamed element's threshold.
   */
  matchFieldsThroughRenamedNames() {
    const renamedTo = this.renamedNames();
    if (renamedTo.size === 0) return;
    const required = this.settings.threshold + this.settings.identityChangePenalty;
    const candidates2 = [];
    for (const [p1, p2] of this.beforeToAfter) {
      const removed = p1.children.filter((child) => child.type === "Field" && this.removed.has(child) && !isAnonymous(child));
      if (removed.length === 0) continue;
      const added = p2.children.filter((child) => child.type === "Field" && this.added.has(child) && !isAnonymous(child));
      if (removed.length * added.length > MAX_FIELD_PAIRS_COMPARED) continue;
      const addedCode = /* @__PURE__ */ new Map();
      const codeOfAdded = (f2) => {
        let code = addedCode.get(f2);
        if (!code) addedCode.set(f2, code = weighted(this.vocabulary, this.declarationWithoutName(f2, this.after)));
        return code;
      };
      const found = [];
      for (const f1 of removed) {
        const tokens = this.declarationWithoutName(f1, this.before);
        if (![...tokens.keys()].some((token) => renamedTo.has(token))) continue;
        const readNow = /* @__PURE__ */ new Map();
        for (const [token, count3] of tokens) {
          const now = renamedTo.get(token) ?? token;
          readNow.set(now, (readNow.get(now) ?? 0) + count3);
        }
        const code1 = weighted(this.vocabulary, readNow);
        for (const f2 of added) {
          if (this.relationshipFor(f1, f2) !== "RENAME") continue;
          const score = similarity(this.vocabulary, code1, codeOfAdded(f2));
          if (score > required) found.push(this.candidate(f1, f2, score, this.codeSimilarity(f1, f2)));
        }
      }
      candidates2.push(...eachOthersOnly(found));
    }
    this.acceptInOrder(candidates2);
  }
  /**
   * Within a matched type, a removed field and an added one that kept callers read where they
   * read the old one (an assignment of another value counts where it names one new field; one of
   * the old name, a parameter's, fits any new field set from a parameter of its name) (`z = event in self._eventspace_set` -> `z = event in self._alphabet_set`,
   * `parser.className(classId)` -> `index.className(classId)`): the statements' replacement
   * RefactoringMiner reads a rename from, found where the declarations (`= None` declared in the
   * class now, beside the `__init__` assignment) and the callers as a whole (rewritten around it)
   * say too little for similarity and references. Only a pair that is each other's one candidate,
   * and that no caller's code contradicts (callersContradictFieldRename).
   */
  matchFieldsReadInPlace() {
    const candidates2 = [];
    const renamedTo = this.renamedNames();
    for (const [p1, p2] of this.beforeToAfter) {
      const removed = p1.children.filter((child) => child.type === "Field" && this.removed.has(child) && !isAnonymous(child));
      if (removed.length === 0) continue;
      const added = new Set(p2.children.filter((child) => child.type === "Field" && this.added.has(child) && !isAnonymous(child)));
      if (added.size === 0 || removed.length * added.size > MAX_FIELD_PAIRS_COMPARED) continue;
      const found = [];
      for (const f1 of removed) {
        const kept = this.before.sources("uses", f1).filter((caller) => caller !== f1 && !encloses(caller, f1) && this.beforeToAfter.has(caller));
        const readers = new Set(kept.flatMap((caller) => this.after.targets("uses", this.beforeToAfter.get(caller))));
        const assignedFrom = (tokens, i2) => tokens[i2 + 1] === "=";
        const reads2 = (tokens, i2) => !assignedFrom(tokens, i2);
        const assignedOtherValue = (tokens, i2) => assignedFrom(tokens, i2) && tokens[i2 + 2] !== f1.simpleName;
        const read = [];
        const assigned = [];
        for (const f2 of readers) {
          if (!added.has(f2) || this.relationshipFor(f1, f2) !== "RENAME") continue;
          if (this.readRenamedInPlace(f1, f2, kept, renamedTo, reads2)) read.push(f2);
          else if (this.readRenamedInPlace(f1, f2, kept, renamedTo, assignedOtherValue)) assigned.push(f2);
        }
        for (const f2 of read.length > 0 ? read : assigned) {
          if (!this.callersContradictFieldRename(f1, f2, true)) found.push(this.candidate(f1, f2, 1, this.codeSimilarity(f1, f2)));
        }
      }
      candidates2.push(...eachOthersOnly(found));
    }
    this.acceptInOrder(candidates2);
  }
  /**
   * Within a matched type, a field its constructor set that is gone and one the constructor sets
   * now, whose names begin with one word but for its ending (`explore_steps` -> `exploration`):
   * what RefactoringMiner reads from the constructor's statements, one assignment for the other,
   * where the value changed too much for the declarations to say it. Only fields declared by an
   * assignment in a callable (Python's `self.x = ...` in `__init__`; a declaration of its own says
   * more and is compared by similarity), each the other's one candidate, the old name read by no
   * kept code.
   */
  matchConstructorFieldsByStem() {
    const candidates2 = [];
    const inBody = (member2, field) => member2.location.file === field.location.file && member2.location.bodyBegin < member2.location.bodyEnd && member2.location.bodyBegin <= field.location.begin && field.location.end <= member2.location.bodyEnd;
    const setInCallable = (field) => !!field.parent && field.parent.children.some((member2) => isCallable(member2) && inBody(member2, field));
    const unmatchedFields = (type, unmatched) => type.children.filter((child) => child.type === "Field" && unmatched.has(child) && !isAnonymous(child) && setInCallable(child));
    for (const [p1, p2] of this.beforeToAfter) {
      const removed = unmatchedFields(p1, this.removed);
      if (removed.length === 0) continue;
      const added = unmatchedFields(p2, this.added);
      if (added.length === 0 || removed.length * added.length > MAX_FIELD_PAIRS_COMPARED) continue;
      const found = [];
      for (const f1 of removed) {
        for (const f2 of added) {
          if (!sameLeadingStem(f1.simpleName, f2.simpleName) || this.relationshipFor(f1, f2) !== "RENAME") continue;
          if (!this.oldNameStillRead(f1)) found.push(this.candidate(f1, f2, 1, this.codeSimilarity(f1, f2)));
        }
      }
      candidates2.push(...eachOthersOnly(found));
    }
    this.acceptInOrder(candidates2);
  }
  /** Whether a kept caller of a removed field still names it (a local took the name, or the code was left reading it). */
  oldNameStillRead(n1) {
    return this.before.sources("uses", n1).filter((caller) => caller !== n1 && !encloses(caller, n1)).some((caller) => {
      const callerAfter = this.beforeToAfter.get(caller);
      return !!callerAfter && (this.codeTokens(callerAfter).get(n1.simpleName) ?? 0) > 0;
    });
  }
  /**
   * A field renamed on its way to where its siblings went: two or more members of its old
   * container moved together into another, unmatched to it (module constants moved into a class:
   * `BOS_TOKEN`, `EOS_TOKEN`, `UNK_TOKEN`), and there an added field whose declaration reads the
   * same but for its name (`PADDING_TOKEN = "<PAD>"` -> `PAD_TOKEN = "<PAD>"`), which kept code
   * now reads where it read the old one. Only a pair that is each other's one candidate: a
   * declaration says too little for similarity (its name is most of it), the siblings and the
   * callers say where it went.
   */
  matchFieldsMovedWithSiblings() {
    const found = [];
    const isUnmatchedField = (node, unmatched) => node.type === "Field" && unmatched.has(node) && !isAnonymous(node) && this.hasCodeOfItsOwn(node);
    for (const p1 of this.before.nodes) {
      const removed = p1.children.filter((child) => isUnmatchedField(child, this.removed));
      if (removed.length === 0) continue;
      const wentTo = /* @__PURE__ */ new Map();
      for (const child of p1.children) {
        const parentAfter = this.beforeToAfter.get(child)?.parent;
        if (parentAfter && parentAfter !== this.beforeToAfter.get(p1)) wentTo.set(parentAfter, (wentTo.get(parentAfter) ?? 0) + 1);
      }
      for (const [p2, count3] of wentTo) {
        if (count3 < 2) continue;
        const added = p2.children.filter((child) => isUnmatchedField(child, this.added));
        if (removed.length * added.length > MAX_FIELD_PAIRS_COMPARED) continue;
        const pairs = [];
        for (const f1 of removed) {
          const declaration = this.declarationWithoutName(f1, this.before);
          for (const f2 of added) {
            if (sameTokens3(declaration, this.declarationWithoutName(f2, this.after)) && isMove(this.relationshipFor(f1, f2) ?? "SAME")) pairs.push(this.candidate(f1, f2, 1, this.codeSimilarity(f1, f2)));
          }
        }
        found.push(...eachOthersOnly(pairs));
      }
    }
    if (found.length === 0) return;
    const inKeptPlace = (node) => !node.parent || !this.removed.has(node.parent);
    const kept = [...this.beforeToAfter].filter(([before]) => (isCallable(before) || before.type === "Field") && inKeptPlace(before));
    const switches = new SwitchedNames(kept, (node) => this.codeTokens(node), new Set(found.map(({ before }) => before.simpleName)), new Set(found.map(({ after }) => after.simpleName)));
    this.acceptInOrder(found.filter(({ before, after }) => switches.similarity(before.simpleName, after.simpleName) > 0));
  }
  /**
   * A declaration's own tokens less its name: what a rename leaves. Without the names of its
   * ancestors either, which a short declaration shares with every sibling.
   */
  declarationWithoutName(node, index) {
    const tokens = /* @__PURE__ */ new Map();
    index.countTokensBetween(node, node.location.begin, node.location.end, tokens);
    tokens.delete(node.simpleName);
    return tokens;
  }
  /** Whether a removed node's declaration and an added one's hold the same tokens, their names aside. */
  sameDeclaration(n1, n2) {
    const declared1 = this.declarationWithoutName(n1, this.before);
    const declared2 = this.declarationWithoutName(n2, this.after);
    return minus(declared1, declared2).size === 0 && minus(declared2, declared1).size === 0;
  }
  /** The old name -> the new one of every element matched under another name; a name renamed two ways is left out. */
  renamedNames() {
    const renamedTo = /* @__PURE__ */ new Map();
    const ambiguous = /* @__PURE__ */ new Set();
    for (const [n1, n2] of this.beforeToAfter) {
      if (n1.simpleName === n2.simpleName || isAnonymous(n1) || isAnonymous(n2)) continue;
      const earlier = renamedTo.get(n1.simpleName);
      if (earlier !== void 0 && earlier !== n2.simpleName) ambiguous.add(n1.simpleName);
      renamedTo.set(n1.simpleName, n2.simpleName);
    }
    ambiguous.forEach((name2) => renamedTo.delete(name2));
    return renamedTo;
  }
  /**
   * Within a kept type, the one member of a kind that was removed and the one that was added
   * take each other's place: a rename whose code changed more than the identity penalty allows
   * (`describeTo(Description)` -> `describe()` rewritten for the new signature). Their position
   * is the identity evidence, so they need only what an in-place rename with kept parameters
   * needs. Fields are left out: a declaration says too little. Among several leftovers of a kind,
   * those of one qualifier pair alike (an extension function keeps its receiver type). The new
   * member's code counts with the new methods of kept types that only it calls: code it gave away
   * there (leakcanary's `SeekableHprofReader.scan()` -> `readHprofRecords()`, its skipping code
   * now `HprofReader.skipClassDumpRecord()`, ...) is found extracted from it once it is matched.
   */
  matchSoleLeftovers() {
    const candidates2 = [];
    const required = this.settings.threshold - this.settings.identityChangePenalty;
    for (const [parentBefore, parentAfter] of this.beforeToAfter) {
      if (!this.hasLeftoverMember(parentBefore.children, this.removed) || !this.hasLeftoverMember(parentAfter.children, this.added)) continue;
      const counted = (node) => !this.droppedByCallers(node);
      const qualified = (node) => qualifierOf(node) !== void 0;
      const byQualifier = (node) => `${node.type} ${qualifierOf(node)}`;
      const pairs = soleCounterparts(this.leftoverMembers(parentBefore.children, this.removed, byQualifier, (node) => qualified(node) && counted(node)), this.leftoverMembers(parentAfter.children, this.added, byQualifier, qualified));
      const paired = new Set(pairs.flat());
      const unpaired = (node) => !paired.has(node);
      pairs.push(...soleCounterparts(this.leftoverMembers(parentBefore.children, this.removed, void 0, (node) => unpaired(node) && counted(node)), this.leftoverMembers(parentAfter.children, this.added, void 0, unpaired)));
      for (const [n1, n2] of pairs) {
        if (!this.relationshipFor(n1, n2)) continue;
        if (!this.hasCode(n1) || !this.hasCode(n2) || this.accessesAnotherField(n1, n2)) continue;
        const withCallees = this.codeWithExtractedCallees(n2);
        const score = Math.max(this.codeSimilarity(n1, n2), withCallees ? similarity(this.vocabulary, this.codeOf(n1), withCallees) : 0);
        if (score > required) candidates2.push(this.candidate(n1, n2, score, score));
      }
    }
    this.acceptInOrder(candidates2);
  }
  /**
   * A member's code together with the bodies of the new methods of kept types that only it calls:
   * code it gave away into another type (Extract And Move) is still its own. Undefined when it calls none.
   */
  codeWithExtractedCallees(n2) {
    const helpers = this.after.targets("uses", n2).filter((helper) => helper !== n2 && helper.type === n2.type && this.added.has(helper) && !!helper.parent && this.afterToBefore.has(helper.parent)).filter((helper) => this.after.sources("uses", helper).every((caller) => caller === n2 || caller === helper));
    if (helpers.length === 0) return void 0;
    return weighted(this.vocabulary, helpers.reduce((code, helper) => plus(code, this.movedBodyOf(helper)), this.codeTokens(n2)));
  }
  /**
   * Within a kept type, a method renamed while its body was split into new helpers of the type
   * (`toString()` -> `render()` calling `renderHeap()`, `renderGc()`, ...): alone the new method
   * keeps little of the old code, with the helpers it calls it keeps it all. Compared that way,
   * at the threshold a rename needs; the helpers are then found extracted from it. On RefDiff
   * 2.0's Java oracle: 22 more true reports (Extract, Rename) in five commits, no false one.
   */
  matchRenamedIntoHelpers() {
    const candidates2 = [];
    for (const [parentBefore, parentAfter] of this.beforeToAfter) {
      const removed = parentBefore.children.filter((child) => this.isLeftoverMember(child, this.removed) && this.hasCode(child));
      if (removed.length === 0) continue;
      const added = parentAfter.children.filter((child) => this.isLeftoverMember(child, this.added) && this.hasCode(child));
      for (const n2 of added) {
        const withHelpers = this.codeWithHelpers(n2);
        if (!withHelpers) continue;
        for (const n1 of removed) {
          if (n1.type !== n2.type || !this.relationshipFor(n1, n2)) continue;
          const score = similarity(this.vocabulary, this.codeOf(n1), withHelpers);
          if (score > this.requiredSimilarity(n1, n2)) candidates2.push(this.candidate(n1, n2, score, score));
        }
      }
      for (const n1 of removed) {
        const withRemovedHelpers = this.codeWithRemovedHelpers(n1);
        if (!withRemovedHelpers) continue;
        for (const n2 of added) {
          if (n1.type !== n2.type || !this.relationshipFor(n1, n2)) continue;
          const score = similarity(this.vocabulary, withRemovedHelpers, this.codeOf(n2));
          if (score > this.requiredSimilarity(n1, n2)) candidates2.push(this.candidate(n1, n2, score, score));
        }
      }
    }
    this.acceptInOrder(candidates2);
  }
  /** An unmatched named member that could have been renamed: not a field nor a constructor. */
  hasLeftoverMember(children, unmatched) {
    for (const child of children) if (this.isLeftoverMember(child, unmatched)) return true;
    return false;
  }
  isLeftoverMember(node, unmatched) {
    return unmatched.has(node) && !isAnonymous(node) && node.type !== "Field" && !hasStereotype(node, "TYPE_CONSTRUCTOR");
  }
  /** A body written with no code in it (`{}`, `pass`); a bodiless declaration has none. */
  emptyBody(node) {
    return node.location.bodyEnd > node.location.bodyBegin && !this.hasCode(node);
  }
  hasCode(node) {
    return this.vocabulary.weight(this.bodyOf(node)) > 0;
  }
  /** By key (kind, by default), the one unmatched named member with that key; none where several share it. */
  leftoverMembers(children, unmatched, key2 = (node) => node.type, counted = () => true) {
    return uniqueBy(children.filter((child) => this.isLeftoverMember(child, unmatched) && counted(child)), key2);
  }
  /**
   * A removed callable that callers kept no longer call, nor any added callable in its stead: inlined
   * or dropped (`_get_filter_with_select_example()`, its one test now building the filter itself),
   * no leftover of a rename, whose callers would call the new name.
   */
  droppedByCallers(node) {
    const callers = this.before.sources("uses", node).filter((caller) => caller !== node && this.beforeToAfter.has(caller));
    return callers.length > 0 && callers.every((caller) => !this.after.targets("uses", this.beforeToAfter.get(caller)).some((callee) => this.added.has(callee)));
  }
  /**
   * An abstract declaration renamed with its implementations (`onReset()` -> `onChange(Change)` in
   * an interface and in the classes implementing it): a declaration has no body to compare, but
   * the implementations, matched on their code, name its successor. Every implementation of the
   * removed declaration that was matched must point to the same added declaration of the
   * (matched) type.
   */
  matchDeclarationsByImplementations() {
    const candidates2 = [];
    for (const n1 of this.removed) {
      const parentAfter = n1.parent && this.beforeToAfter.get(n1.parent);
      if (!parentAfter || !hasStereotype(n1, "ABSTRACT") || !n1.parent) continue;
      const successors = /* @__PURE__ */ new Set();
      let unexplained = false;
      for (const subtype of this.before.sources("subtype", n1.parent)) {
        const implementation = subtype.children.find((child) => child.type === n1.type && isOverride(child, n1));
        const implementationAfter = implementation && this.beforeToAfter.get(implementation);
        if (!implementationAfter) continue;
        const declaration = parentAfter.children.find(
          (child) => child.type === n1.type && isOverride(implementationAfter, child) && hasStereotype(child, "ABSTRACT")
        );
        if (declaration && this.added.has(declaration)) successors.add(declaration);
        else unexplained = true;
      }
      if (unexplained || successors.size !== 1) continue;
      const [n2] = successors;
      if (this.relationshipFor(n1, n2)) candidates2.push(this.candidate(n1, n2, 1, 1));
    }
    this.acceptInOrder(candidates2);
  }
  /**
   * The mirror of matchDeclarationsByImplementations: a method renamed in place takes its
   * overrides along (`IRequestProvider.getNumberOfRequests()` -> `getRequestsCount()`, and so in
   * every class implementing it). In a kept subtype that still extends the type, the one removed
   * override of the old method and the one added override of the new one are that override
   * renamed, whatever their code (often a line, `return NB_ITEMS;`).
   */
  matchOverridesOfRenamed() {
    const candidates2 = [];
    for (const [n1, n2] of this.beforeToAfter) {
      if (!n1.parent || !n2.parent || n1.simpleName === n2.simpleName || !this.sameLocation(n1, n2) || !hasStereotype(n1, "TYPE_MEMBER")) continue;
      for (const subtype of this.before.sources("subtype", n1.parent)) {
        const subtypeAfter = this.beforeToAfter.get(subtype);
        if (!subtypeAfter || !this.after.hasEdge("subtype", subtypeAfter, n2.parent)) continue;
        const removed = subtype.children.filter((child) => child.type === n1.type && this.removed.has(child) && isOverride(child, n1));
        const added = subtypeAfter.children.filter((child) => child.type === n2.type && this.added.has(child) && isOverride(child, n2));
        if (removed.length !== 1 || added.length !== 1 || this.relationshipFor(removed[0], added[0]) !== "RENAME") continue;
        candidates2.push(this.candidate(removed[0], added[0], 1, this.codeSimilarity(removed[0], added[0])));
      }
    }
    this.acceptInOrder(candidates2);
  }
  /**
   * Types moved or renamed together with their members, found through those members: their code
   * may have changed too much to be matched on its own (a class rewritten on the way to another
   * package keeps few of its old lines, but its kept methods lead to it).
   */
  matchByChildren() {
    const candidates2 = [];
    const membersMoved = /* @__PURE__ */ new Map();
    const sourcesOf = /* @__PURE__ */ new Map();
    for (const n1 of this.removed) {
      if (isAnonymous(n1) || n1.children.length === 0) continue;
      const counts = this.membersMovedFrom(n1);
      membersMoved.set(n1, counts);
      for (const [n2, count3] of counts) if (count3 >= 2 || this.sentCallable(n1, n2)) sourcesOf.set(n2, (sourcesOf.get(n2) ?? 0) + 1);
    }
    for (const [n1, counts] of membersMoved) {
      for (const [n2, count3] of counts) {
        const oneIsEnough = n1.simpleName === n2.simpleName || this.sameLocation(n1, n2) && sharedNameWords(n1, n2) >= 2;
        if (count3 < (oneIsEnough ? 1 : 2) || n1.type !== n2.type || isAnonymous(n2)) continue;
        if (this.nameSimilarity(n1, n2) <= 0.5 && count3 * 2 <= n1.children.length) continue;
        if ((sourcesOf.get(n2) ?? 0) > 1 && n1.simpleName !== n2.simpleName) continue;
        if (!this.relationshipFor(n1, n2)) continue;
        const score = this.lightSimilarity(n1, n2);
        candidates2.push(this.candidate(n1, n2, score, score));
      }
    }
    this.acceptInOrder(candidates2);
  }
  /**
   * Types renamed or moved and rewritten, found where kept code now names the new type where it
   * named the old (`raise ProbeException(...)` -> `raise Error(...)`, `: Reachability` ->
   * `: LeakNodeStatusAndReason`): references to a type are no call edges, but they switch with
   * it. Scored as matchByReferences scores callers, (code + references) / 2, the code compared
   * by containment since members leave a rewritten type and join it; a type whose name no kept
   * code named (a class removed beside an unrelated one added) has no evidence here. Renamed in
   * place, their members of one name then pair as in a kept type (matchSameNamedLeftovers).
   */
  matchTypesByRenamedReferences() {
    const isType2 = (node) => !isCallable(node) && node.type !== "Field" && !isAnonymous(node);
    const removedTypes = [...this.removed].filter(isType2);
    const addedTypes = [...this.added].filter(isType2);
    if (removedTypes.length === 0 || addedTypes.length === 0) return;
    const movedFrom = /* @__PURE__ */ new Map();
    const membersMoved = (type) => movedFrom.get(type) ?? movedFrom.set(type, this.membersMovedFrom(type)).get(type);
    const movedAlone = (callee) => (membersMoved(callee.parent).get(this.beforeToAfter.get(callee).parent) ?? 0) < 2;
    const followsMovedMember = (node) => this.before.targets("uses", node).some((callee) => !!callee.parent && this.removed.has(callee.parent) && this.beforeToAfter.has(callee) && movedAlone(callee));
    const inKeptPlace = (node) => !node.parent || !this.removed.has(node.parent);
    const addedByName = /* @__PURE__ */ new Map();
    for (const n2 of addedTypes) addedByName.set(n2.simpleName, [...addedByName.get(n2.simpleName) ?? [], n2]);
    const isFile2 = (node) => !node.parent && !isCallable(node) && node.type !== "Field";
    const removedNames = removedTypes.map((n1) => n1.simpleName);
    const addedNames = [...addedByName.keys()];
    const names = (node, side) => side.some((name2) => this.namesOutsideMembers(node, name2));
    const switchedFile = (before, after) => names(before, removedNames) && names(after, addedNames);
    const isKept = ([before, after]) => isCallable(before) || before.type === "Field" || isFile2(before) && switchedFile(before, after);
    const kept = [...this.beforeToAfter].filter((pair) => isKept(pair) && inKeptPlace(pair[0]) && !followsMovedMember(pair[0]));
    const keptCode = (node) => isFile2(node) ? this.codeOutsideMembers(node) : this.codeTokens(node);
    const switches = new SwitchedNames(kept, keptCode, new Set(removedNames), new Set(addedNames));
    const membersFrom = /* @__PURE__ */ new Map();
    for (const m1 of removedTypes) for (const n2 of this.membersMovedFrom(m1).keys()) membersFrom.set(n2, (membersFrom.get(n2) ?? /* @__PURE__ */ new Set()).add(m1));
    const switchedTo = new Map(removedTypes.map((n1) => [n1, switches.switchedTo(n1.simpleName, addedByName.keys())]));
    const switchedFrom = /* @__PURE__ */ new Map();
    for (const [n1, names2] of switchedTo) for (const name2 of names2) switchedFrom.set(name2, [...switchedFrom.get(name2) ?? [], n1]);
    const candidates2 = [];
    for (const n1 of removedTypes) {
      for (const newName of switchedTo.get(n1)) {
        if (switchedFrom.get(newName).some((m1) => m1 !== n1 && !encloses(m1, n1) && !encloses(n1, m1))) continue;
        for (const n2 of addedByName.get(newName)) {
          if (n1.type !== n2.type || !this.relationshipFor(n1, n2)) continue;
          if ([...membersFrom.get(n2) ?? []].some((m1) => m1 !== n1 && !encloses(m1, n1) && !encloses(n1, m1))) continue;
          if (this.ownCodeSimilarity(n1, n2) <= this.settings.minimumCodeSimilarityWithReferences) continue;
          const code = this.lightSimilarity(n1, n2);
          const references = switches.similarity(n1.simpleName, newName);
          const score = (code + references) / 2;
          if (score <= this.requiredSimilarity(n1, n2)) continue;
          candidates2.push(this.candidate(n1, n2, score, score));
        }
      }
    }
    this.acceptInOrder(candidates2);
  }
  /**
   * Similarity of two types' code without their nested types': an enum or companion nested in a
   * class and moved out of it on the way is no part of what the class itself became.
   */
  ownCodeSimilarity(n1, n2) {
    const own = (node) => {
      let tokens = this.codeTokens(node);
      for (const child of node.children) if (!isCallable(child) && child.type !== "Field") tokens = minus(tokens, this.codeTokens(child));
      return weighted(this.vocabulary, tokens);
    };
    return similarity(this.vocabulary, own(n1), own(n2));
  }
  /** A node's code without its members' (a file's imports and top-level statements), once per node. */
  codeOutsideMembers(node) {
    let tokens = this.outsideMembers.get(node);
    if (!tokens) {
      const members = /* @__PURE__ */ new Map();
      for (const child of node.children) for (const [token, count3] of this.codeTokens(child)) members.set(token, (members.get(token) ?? 0) + count3);
      tokens = minus(this.codeTokens(node), members);
      this.outsideMembers.set(node, tokens);
    }
    return tokens;
  }
  /**
   * Whether `name` is in codeOutsideMembers(node), counted without building it: most kept files
   * are asked only this, for each removed type's name, and hold none of them.
   */
  namesOutsideMembers(node, name2) {
    const built = this.outsideMembers.get(node);
    if (built) return built.has(name2);
    let count3 = this.codeTokens(node).get(name2) ?? 0;
    for (const child of node.children) {
      if (count3 <= 0) break;
      count3 -= this.codeTokens(child).get(name2) ?? 0;
    }
    return count3 > 0;
  }
  /** Whether a member of n1 other than a field went to n2. */
  sentCallable(n1, n2) {
    return n1.children.some((child) => child.type !== "Field" && this.beforeToAfter.get(child)?.parent === n2);
  }
  /** By unmatched type after the change, how many of n1's members went there. */
  membersMovedFrom(n1) {
    const counts = /* @__PURE__ */ new Map();
    for (const child of n1.children) {
      const parentAfter = this.beforeToAfter.get(child)?.parent;
      if (parentAfter && this.added.has(parentAfter)) counts.set(parentAfter, (counts.get(parentAfter) ?? 0) + 1);
    }
    return counts;
  }
  candidate(before, after, score, similarity2) {
    return { before, after, score, similarity: similarity2, depth: Math.max(this.before.depth(before), this.after.depth(after)) };
  }
  /** Best first, shallower first, then CST order; a node already matched is skipped. */
  acceptInOrder(candidates2) {
    candidates2.sort((a, b) => b.score - a.score || a.depth - b.depth || a.before.id - b.before.id || a.after.id - b.after.id);
    for (const candidate of candidates2) {
      if (this.addMatch(candidate.before, candidate.after) && candidate.similarity !== void 0) {
        this.matchSimilarity.set(candidate.before, candidate.similarity);
      }
    }
  }
  // ---- relationship types (Table 3) --------------------------------------------------------------
  relationshipFor(n1, n2) {
    const sameSignature = haveSameSignature(n1, n2);
    const sameLocation = this.sameLocation(n1, n2);
    if (sameLocation && sameSignature) return n1.type === n2.type ? "SAME" : "CONVERT_TYPE";
    if (sameSignature) {
      const hierarchyMove2 = this.hierarchyMove(n1, n2);
      if (hierarchyMove2) return hierarchyMove2;
    }
    const constructors = hasStereotype(n1, "TYPE_CONSTRUCTOR") && hasStereotype(n2, "TYPE_CONSTRUCTOR");
    const sameName = !isAnonymous(n1) && (haveSameName(n1, n2) || constructors);
    if (sameLocation) return sameName ? "CHANGE_SIGNATURE" : "RENAME";
    if (hasStereotype(n1, "TYPE_CONSTRUCTOR") || hasStereotype(n2, "TYPE_CONSTRUCTOR")) return void 0;
    const hierarchyMove = this.hierarchyMove(n1, n2);
    if (hierarchyMove) return hierarchyMove;
    const internal = this.sameRootNode(n1, n2);
    if (sameSignature || sameName) return internal ? "INTERNAL_MOVE" : "MOVE";
    return internal ? "INTERNAL_MOVE_RENAME" : "MOVE_RENAME";
  }
  /** A member moved into a direct supertype (pull up) or subtype (push down) of its class. */
  hierarchyMove(n1, n2) {
    if (!hasStereotype(n1, "TYPE_MEMBER")) return void 0;
    const parentBeforeNow = n1.parent && this.beforeToAfter.get(n1.parent);
    if (this.after.hasEdge("subtype", parentBeforeNow, n2.parent)) return "PULL_UP";
    if (this.after.hasEdge("subtype", n2.parent, parentBeforeNow)) return "PUSH_DOWN";
    return void 0;
  }
  /** Same parent after the change (parents matched), or both top-level in the same namespace. */
  sameLocation(n1, n2) {
    if (n1.parent && n2.parent) return this.beforeToAfter.get(n1.parent) === n2.parent;
    if (!n1.parent && !n2.parent) return (n1.namespace ?? "") === (n2.namespace ?? "");
    return false;
  }
  /**
   * n2 is known to sit elsewhere than n1: not in the same place, and at least one of their
   * containers matched (kept) already. Two containers both still unmatched may yet turn out to
   * be one renamed (a function nested in a function whose signature changed is matched late).
   */
  leftItsPlace(n1, n2) {
    return !this.sameLocation(n1, n2) && !this.betweenUnmatchedTypes(n1, n2);
  }
  /**
   * A member of a type that is still unmatched, taken to a type that is new: the two types did
   * not match each other, so the member has only its own code to show for it. Functions nested
   * in functions are left out: their parent is matched late, often through them.
   */
  typeReplaced(n1, n2) {
    return hasStereotype(n1, "TYPE_MEMBER") && this.betweenUnmatchedTypes(n1, n2);
  }
  /** n1's container is not (yet) kept and n2's did not exist before: neither matched. */
  betweenUnmatchedTypes(n1, n2) {
    return !!n1.parent && !!n2.parent && !this.beforeToAfter.has(n1.parent) && !this.afterToBefore.has(n2.parent);
  }
  sameRootNode(n1, n2) {
    if (!n1.parent || !n2.parent) return false;
    return this.beforeToAfter.get(rootAncestor(n1)) === rootAncestor(n2);
  }
  /**
   * A member matched by its name and parameters whose return type changed, while a new sibling
   * with those parameters kept the old return type and holds the old code about as well
   * (`CacheControl lookupCacheSeconds(String)` renamed `lookupCacheControl`, a new `Integer
   * lookupCacheSeconds(String)` written beside it): the name went to new code, the old code with
   * its return type. Only the one such sibling, and only a leaf (nothing matched inside it).
   */
  matchReturnTypesWithTheirCode() {
    for (const [n1, n2] of [...this.beforeToAfter]) {
      if (!n2.parent || !typeChanged(n1.returnType, n2.returnType) || n1.children.length > 0 || n2.children.length > 0) continue;
      const successors = n2.parent.children.filter(
        (n32) => n32 !== n2 && this.added.has(n32) && n32.type === n1.type && !typeChanged(n1.returnType, n32.returnType) && n32.returnType !== void 0 && haveSameParameters(n1, n32)
      );
      if (successors.length !== 1) continue;
      const [n3] = successors;
      const score = this.codeSimilarity(n1, n3);
      if (score <= Math.max(this.settings.threshold, this.codeSimilarity(n1, n2) - this.settings.identityChangePenalty) || this.relationshipFor(n1, n3) !== "RENAME") continue;
      this.beforeToAfter.delete(n1);
      this.afterToBefore.delete(n2);
      this.matchSimilarity.delete(n1);
      this.removed.add(n1);
      this.added.add(n2);
      if (this.addMatch(n1, n3)) this.matchSimilarity.set(n1, score);
    }
  }
  /**
   * A field "renamed" in its place with its type changed too, while a new field of its exact
   * name and type sits in another type: it moved there, and the new one in its place replaced
   * it (`resolver : ResourceDescriptionResolver` -> `descriptor : AddStepHandlerDescriptor`,
   * and `ResourceDescriptor.resolver : ResourceDescriptionResolver` new). Of several such fields
   * gone into one (every handler's `resolver`), each is a move into it.
   */
  matchFieldsMovedUnderTheirName() {
    const unmatched = new Set(this.added);
    const moves = [];
    for (const [n1, n2] of this.beforeToAfter) {
      if (n1.type !== "Field" || n2.type !== "Field" || !n1.fieldType || haveSameName(n1, n2) || !this.sameLocation(n1, n2) || !typeChanged(n1.fieldType, n2.fieldType)) continue;
      const successors = this.after.withLocalName(n1.localName).filter((n3) => unmatched.has(n3) && n3.type === "Field" && n3.parent !== n2.parent && !typeChanged(n1.fieldType, n3.fieldType)).map((n3) => ({ n3, score: this.codeSimilarity(n1, n3) })).filter(({ n3, score }) => (score > this.requiredSimilarity(n1, n3) || this.sameDeclaration(n1, n3)) && isMove(this.relationshipFor(n1, n3) ?? "SAME")).sort((a, b) => b.score - a.score);
      if (successors.length > 0) moves.push({ n1, n2, ...successors[0] });
    }
    for (const { n1, n2 } of moves) {
      this.beforeToAfter.delete(n1);
      this.afterToBefore.delete(n2);
      this.matchSimilarity.delete(n1);
      this.removed.add(n1);
      this.added.add(n2);
    }
    for (const { n1, n3, score } of moves) {
      if (this.addMatch(n1, n3)) this.matchSimilarity.set(n1, score);
      else this.fieldsMovedIntoTakenPlaces.push([n1, n3]);
    }
  }
  /**
   * Two callables renamed in one place, matched crosswise on a near tie of their code
   * (`inspectorReachable()` and `inspectorUnreachable()`, now `inspectorNotLeaking()` and
   * `inspectorLeaking()`, alike but for the helper each calls): the callees renamed since tell
   * them apart, each old callable's helper now called by its successor. Swapped where more of
   * the renamed callees then agree and the code loses at most a near tie; only leaves (nothing
   * matched inside them), of one parent on each side.
   */
  resolveCrosswiseRenames() {
    const renamedCallees = /* @__PURE__ */ new Map();
    const byParent = /* @__PURE__ */ new Map();
    for (const [n1, n2] of this.beforeToAfter) {
      if (!isCallable(n1) || !n1.parent || n1.children.length > 0 || n2.children.length > 0 || n1.simpleName === n2.simpleName || !this.sameLocation(n1, n2)) continue;
      const callees = this.renamedCallees(n1);
      if (callees.length === 0) continue;
      renamedCallees.set(n1, callees);
      byParent.set(n1.parent, [...byParent.get(n1.parent) ?? [], n1]);
    }
    const agreement = (n1, n2) => this.renamedCalleeSimilarity(renamedCallees.get(n1), n2);
    for (const renamed2 of byParent.values()) {
      for (let i2 = 0; i2 < renamed2.length; i2++) {
        for (let j = i2 + 1; j < renamed2.length; j++) {
          const [a1, b1] = [renamed2[i2], renamed2[j]];
          const [a2, b2] = [this.beforeToAfter.get(a1), this.beforeToAfter.get(b1)];
          if (agreement(a1, b2) + agreement(b1, a2) <= agreement(a1, a2) + agreement(b1, b2)) continue;
          const [swappedA, swappedB] = [this.codeSimilarity(a1, b2), this.codeSimilarity(b1, a2)];
          if (swappedA + swappedB < this.codeSimilarity(a1, a2) + this.codeSimilarity(b1, b2) - NEAR_TIE) continue;
          if (this.relationshipFor(a1, b2) !== "RENAME" || this.relationshipFor(b1, a2) !== "RENAME") continue;
          this.beforeToAfter.set(a1, b2).set(b1, a2);
          this.afterToBefore.set(b2, a1).set(a2, b1);
          this.matchSimilarity.set(a1, swappedA).set(b1, swappedB);
        }
      }
    }
  }
  resolveMatches() {
    for (const [n1, n2] of this.beforeToAfter) {
      const type = this.relationshipFor(n1, n2);
      if (!type || isMove(type) && this.isCoincidentalMemberMove(n1, n2)) continue;
      this.add({ type, before: n1, after: n2, similarity: this.matchSimilarity.get(n1) });
    }
  }
  /**
   * Duplicate functions merged into one: when n1 moved to n2, another removed function with the
   * same identifier and code similar to n2 moved there too (matching is one-to-one, so it was
   * left unmatched). Not for fields (every class has its `logger`) nor for types.
   */
  findMergedDuplicates() {
    for (const moved of [...this.relationships]) {
      if (!isMove(moved.type) || moved.after.type === "Field" || moved.after.children.length > 0) continue;
      const n2 = moved.after;
      for (const n1 of this.before.withLocalName(moved.before.localName)) {
        if (!this.removed.has(n1) || n1.type !== n2.type || this.isCoincidentalMemberMove(n1, n2)) continue;
        const score = this.codeSimilarity(n1, n2);
        if (score > this.requiredSimilarity(n1, n2)) this.addMoveIfAny(n1, n2, score);
      }
    }
  }
  /**
   * A field moved to one type and, of the same name and type, written into other types too in
   * the same change (a removed `logger` now in each class that logs what it logged): each copy
   * is a move of it, as RefactoringMiner reports it (matching is one-to-one, so the copies were
   * left unmatched). The copy's declaration must be the old one's as the first move's is, and a
   * copy between two unmatched types with nothing to show for it is coincidence, as for any move.
   */
  findFieldsCopiedOnTheirMove() {
    for (const moved of [...this.relationships]) {
      if (!isMove(moved.type) || moved.before.type !== "Field" || !haveSameName(moved.before, moved.after)) continue;
      const n1 = moved.before;
      for (const n3 of this.after.withLocalName(moved.after.localName)) {
        if (n3 === moved.after || !this.added.has(n3) || n3.type !== "Field" || n3.parent === moved.after.parent) continue;
        if (typeChanged(moved.after.fieldType, n3.fieldType) || this.isCoincidentalMemberMove(n1, n3)) continue;
        const score = this.codeSimilarity(n1, n3);
        if (score > this.requiredSimilarity(n1, n3)) this.addMoveIfAny(n1, n3, score);
      }
    }
  }
  /** n1 -> n2 reported when the two make a move (a member matching, one-to-one, left unmatched). */
  addMoveIfAny(n1, n2, similarity2) {
    const type = this.relationshipFor(n1, n2);
    if (type && isMove(type)) this.add({ type, before: n1, after: n2, similarity: similarity2 });
  }
  /**
   * A member "moved" from a deleted type to an unrelated new one (the types were not matched),
   * with no code that used the old member now using the new one, is two look-alikes rather than
   * a move: `private static final Logger LOG = ...`, `equals`, `toString`, test set-ups. On
   * RefDiff 2.0's oracle this removed 11 of 28 false Move Method reports and no true one.
   */
  isCoincidentalMemberMove(n1, n2) {
    if (n1.type !== "Field" && !hasStereotype(n1, "TYPE_MEMBER")) return false;
    if (!this.betweenUnmatchedTypes(n1, n2) || this.referenceSimilarity(n1, n2) > 0) return false;
    if (this.movedTogether(n1, n2) >= 2) return false;
    return n1.type === "Field" || this.callableSources(n2.parent) < 2;
  }
  /** How many removed types sent a member other than a field to the unmatched type `parent`. */
  callableSources(parent) {
    let count3 = this.callableSourceCounts.get(parent);
    if (count3 === void 0) {
      const sources = /* @__PURE__ */ new Set();
      for (const member2 of parent.children) {
        const before = this.afterToBefore.get(member2);
        if (before && before.type !== "Field" && before.parent && this.removed.has(before.parent)) sources.add(before.parent);
      }
      count3 = sources.size;
      this.callableSourceCounts.set(parent, count3);
    }
    return count3;
  }
  /** How many members of n1's type went to n2's type (counted once per pair of types). */
  movedTogether(n1, n2) {
    if (!n1.parent || !n2.parent) return 0;
    const key2 = `${n1.parent.id}:${n2.parent.id}`;
    let count3 = this.movedTogetherCounts.get(key2);
    if (count3 === void 0) {
      count3 = n1.parent.children.filter((member2) => this.beforeToAfter.get(member2)?.parent === n2.parent).length;
      this.movedTogetherCounts.set(key2, count3);
    }
    return count3;
  }
  add(relationship) {
    const key2 = `${relationship.type}:${relationship.before.id}:${relationship.after.id}`;
    if (this.relationshipKeys.has(key2)) return;
    this.relationshipKeys.add(key2);
    this.relationships.push(relationship);
  }
  // ---- hierarchy -------------------------------------------------------------------------------
  /**
   * Within matched types: a member whose declaration was pulled up to a new abstract member of a
   * supertype, or whose implementation was pushed down while the supertype keeps it abstract.
   */
  findPartialPullUpAndPushDown() {
    for (const [parentBefore, parentAfter] of this.beforeToAfter) {
      for (const supertype of this.after.targets("subtype", parentAfter)) {
        for (const n1 of parentBefore.children) {
          if (!hasStereotype(n1, "TYPE_MEMBER") || !this.beforeToAfter.has(n1)) continue;
          for (const n2 of supertype.children) {
            if (this.added.has(n2) && n1.localName === n2.localName && hasStereotype(n2, "ABSTRACT")) {
              this.add({ type: "PULL_UP_SIGNATURE", before: n1, after: n2 });
            }
          }
        }
      }
      for (const subtype of this.after.sources("subtype", parentAfter)) {
        for (const n1 of parentBefore.children) {
          const n1After = this.beforeToAfter.get(n1);
          if (!hasStereotype(n1, "TYPE_MEMBER") || !n1After) continue;
          if (hasStereotype(n1, "ABSTRACT") || !hasStereotype(n1After, "ABSTRACT")) continue;
          for (const n2 of subtype.children) {
            if (this.added.has(n2) && n1.localName === n2.localName && !hasStereotype(n2, "ABSTRACT")) {
              this.add({ type: "PUSH_DOWN_IMPL", before: n1, after: n2 });
            }
          }
        }
      }
    }
  }
  /**
   * A subtype's implementation moved up into what was an abstract declaration of its supertype
   * (`abstract pre()` in the base class now has the body a subclass had): the declaration is
   * matched to itself, so the implementation would otherwise just vanish. The subtype is looked
   * up before the change: it may have been removed since. The bodies must be similar, as code
   * must for any match: a different implementation was not pulled up, nor an empty one replaced
   * by an empty default method.
   */
  findImplementationsPulledUpIntoDeclarations() {
    for (const [declaration, n2] of this.beforeToAfter) {
      if (!hasStereotype(declaration, "ABSTRACT") || hasStereotype(n2, "ABSTRACT") || !declaration.parent) continue;
      for (const subtype of this.before.sources("subtype", declaration.parent)) {
        for (const n1 of subtype.children) {
          if (!this.removed.has(n1) || !hasStereotype(n1, "TYPE_MEMBER") || n1.localName !== n2.localName) continue;
          if (this.bodySimilarity(n1, n2) > this.settings.threshold) this.add({ type: "PULL_UP", before: n1, after: n2 });
        }
      }
    }
  }
  /** A member pulled up from one subtype usually disappears from its siblings too. */
  findPullUpAndPushDownFromOtherSubtypes() {
    for (const relationship of [...this.relationships]) {
      if (relationship.type === "PULL_UP") {
        const n2 = relationship.after;
        const supertype = n2.parent;
        if (!supertype) continue;
        for (const subtypeAfter of this.after.sources("subtype", supertype)) {
          const subtypeBefore = this.afterToBefore.get(subtypeAfter);
          if (!subtypeBefore) continue;
          for (const n1 of subtypeBefore.children) {
            const sameIdentity = n1.localName === n2.localName || n1.localName === relationship.before.localName;
            if (this.removed.has(n1) && hasStereotype(n1, "TYPE_MEMBER") && sameIdentity) {
              this.add({ type: "PULL_UP", before: n1, after: n2 });
            }
          }
        }
      } else if (relationship.type === "PUSH_DOWN") {
        const n1 = relationship.before;
        const supertypeAfter = n1.parent && this.beforeToAfter.get(n1.parent);
        if (!supertypeAfter) continue;
        for (const subtypeAfter of this.after.sources("subtype", supertypeAfter)) {
          for (const n2 of subtypeAfter.children) {
            const sameIdentity = n1.localName === n2.localName || n2.localName === relationship.after.localName;
            if (this.added.has(n2) && hasStereotype(n2, "TYPE_MEMBER") && sameIdentity) {
              this.add({ type: "PUSH_DOWN", before: n1, after: n2 });
            }
          }
        }
      }
    }
  }
  /**
   * A member a kept type gave a new supertype that new types extend too is the common part of a
   * new family, which the Extract Superclass (Interface) already reports, not a Pull Up within a
   * hierarchy (`PropertyConstraint` taking `UniquenessConstraint`'s members for it and a new
   * `MandatoryPropertyConstraint`). A new supertype of the kept type alone keeps its Pull Ups.
   * Runs after the extracted supertypes are found, which the pulled-up members decide.
   */
  foldPullUpsIntoNewFamilies() {
    const startsNewFamily = (supertype) => this.added.has(supertype) && this.after.sources("subtype", supertype).some((subtype) => this.added.has(subtype));
    const kept = this.relationships.filter(
      ({ type, after }) => !((type === "PULL_UP" || type === "PULL_UP_SIGNATURE") && after.parent && startsNewFamily(after.parent))
    );
    this.relationships.splice(0, this.relationships.length, ...kept);
  }
  /** A new supertype that received pulled-up members, or an empty new supertype of a matched type. */
  findExtractedSupertypes() {
    for (const relationship of [...this.relationships]) {
      if (relationship.type !== "PULL_UP" && relationship.type !== "PULL_UP_SIGNATURE") continue;
      const supertypeAfter = relationship.after.parent;
      const subtypeBefore = relationship.before.parent;
      if (!supertypeAfter || !subtypeBefore || !this.added.has(supertypeAfter)) continue;
      const hadIt = this.before.targets("subtype", subtypeBefore).some((s) => s.simpleName === supertypeAfter.simpleName);
      if (!hadIt) this.add({ type: "EXTRACT_SUPER", before: subtypeBefore, after: supertypeAfter });
    }
    for (const n2 of this.added) {
      const subtypesAfter = this.after.sources("subtype", n2);
      const ownMembers = n2.children.filter((child) => !subtypesAfter.includes(child));
      const ownCode = ownMembers.some((child) => !hasStereotype(child, "ABSTRACT"));
      for (const subtypeAfter of subtypesAfter) {
        const subtypeBefore = this.afterToBefore.get(subtypeAfter);
        if (!subtypeBefore) continue;
        if (ownMembers.length > 0 && (!ownCode || this.before.targets("subtype", subtypeBefore).length > 0)) continue;
        this.add({ type: "EXTRACT_SUPER", before: subtypeBefore, after: n2 });
      }
    }
  }
};
var NEAR_TIE = 0.05;
var WORD2 = /[\p{L}\p{N}_]/u;
var NO_RENAMES = /* @__PURE__ */ new Map();
var MIN_SHIFTED_BODY_TOKENS = 10;
function tokenCount(multiset) {
  let count3 = 0;
  for (const n of multiset.values()) count3 += n;
  return count3;
}
function identityKey(node) {
  return `${node.namespace ?? ""}\0${node.localName}`;
}
function isMove(type) {
  return type === "MOVE" || type === "MOVE_RENAME" || type === "INTERNAL_MOVE" || type === "INTERNAL_MOVE_RENAME";
}
function nestedNames(n1, n2) {
  const words1 = new Set(simpleNameWords(n1));
  const words22 = new Set(simpleNameWords(n2));
  const within = (a, b) => [...a].every((word) => b.has(word));
  return words1.size > 0 && words22.size > 0 && (within(words1, words22) || within(words22, words1));
}
function fieldNameTieBreak(n1, n2) {
  if (n1.type !== "Field" || n2.type !== "Field") return 1;
  return 1 + FIELD_NAME_TIE_WEIGHT * nameCloseness(n1.simpleName, n2.simpleName);
}
var FIELD_NAME_TIE_WEIGHT = 0.01;
function nameCloseness(a, b) {
  if (a.length === 0 || b.length === 0) return 0;
  let previous = new Array(b.length + 1).fill(0);
  let current = new Array(b.length + 1).fill(0);
  for (let i2 = 1; i2 <= a.length; i2++) {
    for (let j = 1; j <= b.length; j++) current[j] = a[i2 - 1] === b[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], current[j - 1]);
    [previous, current] = [current, previous];
  }
  return 2 * previous[b.length] / (a.length + b.length);
}
function sameTokens3(a, b) {
  if (a.size !== b.size) return false;
  for (const [token, count3] of a) if (b.get(token) !== count3) return false;
  return true;
}
function eachOthersOnly(candidates2) {
  const counts = /* @__PURE__ */ new Map();
  for (const { before, after } of candidates2) for (const node of [before, after]) counts.set(node, (counts.get(node) ?? 0) + 1);
  return candidates2.filter(({ before, after }) => counts.get(before) === 1 && counts.get(after) === 1);
}
function encloses(outer, inner) {
  return outer.location.file === inner.location.file && outer.location.begin <= inner.location.begin && inner.location.end <= outer.location.end;
}
function replacedBetweenKeptNames(names1, names2) {
  const kept1 = names1.filter((name2) => names2.includes(name2));
  const kept2 = names2.filter((name2) => names1.includes(name2));
  if (kept1.length === 0 || kept1.join("\0") !== kept2.join("\0")) return [];
  const gaps = (names) => {
    const found = [[]];
    for (const name2 of names) {
      if (kept1.includes(name2)) found.push([]);
      else found[found.length - 1].push(name2);
    }
    return found;
  };
  const gaps1 = gaps(names1);
  const gaps2 = gaps(names2);
  return gaps1.flatMap((gap, i2) => gap.length === 1 && gaps2[i2].length > 0 ? [[gap[0], gaps2[i2][0]]] : []);
}
function declaredByParameter(constructor, name2, unmatched) {
  return constructor.parent.children.find((child) => child.type === "Field" && child.simpleName === name2 && unmatched.has(child) && encloses(constructor, child));
}
function sameNameIgnoringCase(n1, n2) {
  return n1.simpleName.toLowerCase() === n2.simpleName.toLowerCase();
}
function soleCounterparts(removed, added) {
  return [...removed].flatMap(([key2, n1]) => {
    const n2 = added.get(key2);
    return n2 ? [[n1, n2]] : [];
  });
}
function qualifierOf(node) {
  const dot = node.simpleName.lastIndexOf(".");
  return dot > 0 ? node.simpleName.slice(0, dot) : void 0;
}
function uniqueBy(nodes, key2) {
  const byKey = /* @__PURE__ */ new Map();
  for (const node of nodes) byKey.set(key2(node), byKey.has(key2(node)) ? null : node);
  return new Map([...byKey].filter((entry) => entry[1] !== null));
}
function isAnonymous(node) {
  return node.simpleName.length === 0 || hasStereotype(node, "ANONYMOUS_TYPE");
}
function isAnonymousTypesOwn({ type, before, after }) {
  const anonymous = (node) => node !== void 0 && hasStereotype(node, "ANONYMOUS_TYPE");
  if (anonymous(before) || anonymous(after)) return type !== "SAME";
  const hierarchy = type === "PULL_UP" || type === "PULL_UP_SIGNATURE" || type === "PUSH_DOWN" || type === "PUSH_DOWN_IMPL";
  return hierarchy && (anonymous(before.parent) || anonymous(after.parent));
}
function isResolvedByIdentity(type) {
  return type === "SAME" || type === "CONVERT_TYPE" || type === "PULL_UP" || type === "PUSH_DOWN";
}
function membersDeclaredOutside(index, node) {
  const { file, begin, end } = node.location;
  const tokens = [];
  for (const child of node.children) {
    const at = child.location;
    if (at.file === file && at.begin >= begin && at.end <= end) continue;
    for (const token of index.tokensBetween(child, at.begin, at.end)) tokens.push(token);
  }
  return tokens;
}
function isOverride(implementation, declaration) {
  return implementation.simpleName === declaration.simpleName && implementation.parameters.length === declaration.parameters.length;
}
function sharedNameWords(n1, n2) {
  let shared = 0;
  for (const count3 of intersection(multisetOf(simpleNameWords(n1)), multisetOf(simpleNameWords(n2))).values()) shared += count3;
  return shared;
}
var MIN_STEM_LENGTH = 5;
var WORD_ENDINGS = ["ations", "ation", "ions", "ion", "ings", "ing", "ers", "er", "ed", "es", "e", "s"];
function sameLeadingStem(name1, name2) {
  const [first1] = splitIdentifier(name1).map((word) => word.toLowerCase());
  const [first2] = splitIdentifier(name2).map((word) => word.toLowerCase());
  if (!first1 || !first2 || first1 === first2) return false;
  const stem1 = wordStem(first1);
  return stem1.length >= MIN_STEM_LENGTH && stem1 === wordStem(first2);
}
function wordStem(word) {
  const ending = WORD_ENDINGS.find((candidate) => word.endsWith(candidate) && word.length - candidate.length >= MIN_STEM_LENGTH);
  return ending ? word.slice(0, word.length - ending.length) : word;
}
function simpleNameWords(node) {
  return splitIdentifier(node.simpleName).map((word) => word.toLowerCase());
}

// src/core/relationship.ts
function isMatching(type) {
  return !["EXTRACT_SUPER", "EXTRACT", "EXTRACT_MOVE", "INLINE", "SPLIT", "MERGE", "PULL_UP_SIGNATURE", "PUSH_DOWN_IMPL"].includes(type);
}

// src/core/statements/replaced-name.ts
function nameReplacedInMappedStatements(before, after, replaced, replacement) {
  const { pairs } = bodyMapping(before, after).mapping;
  let agreeing = 0;
  let disagreeing = 0;
  for (const pair of pairs) {
    if (usesOf(pair.before.tokens, replaced) === 0) continue;
    if (usesOf(pair.after.tokens, replacement) > 0 && usesOf(pair.after.tokens, replaced) === 0) agreeing++;
    else disagreeing++;
  }
  return agreeing > 0 && agreeing >= disagreeing;
}
function iteratedElementBecame(before, after, replaced, replacement) {
  const declaring = [];
  const walk = (statements, ancestors) => {
    for (const statement of statements) {
      const path = [...ancestors, statement];
      if (statement.declares.includes(replacement)) declaring.push(path);
      walk(statement.children, path);
    }
  };
  walk(before.statements, []);
  if (declaring.length !== 1) return false;
  const owner = declaring[0].slice(-ELEMENT_OWNER_DEPTH).reverse().find((statement) => usesOf(statement.tokens, replaced) > 0);
  if (!owner) return false;
  const inside = new Set(flattenStatements([owner]));
  const { before: statementsBefore, mapping } = bodyMapping(before, after);
  if (statementsBefore.some((statement) => !inside.has(statement) && usesOf(statement.tokens, replacement) > 0)) return false;
  const { pairs } = mapping;
  return pairs.some((pair) => pair.before !== owner && inside.has(pair.before) && usesOf(pair.before.tokens, replacement) > 0 && usesOf(pair.after.tokens, replacement) > 0);
}
var ELEMENT_OWNER_DEPTH = 3;

// src/report/substitution.ts
function substitutedInPlace(before, after, replaced, replacement) {
  if (before.length * after.length > MAX_CELLS) return void 0;
  const together = asOne(before, replaced);
  const afterTogether = asOne(after, replacement);
  return commonLength(together, afterTogether) > commonLength(before, afterTogether);
}
var MAX_CELLS = 4e6;
function asOne(tokens, name2) {
  const argumentNames = argumentNameFlags(tokens);
  return tokens.map((token, i2) => token === name2 && !argumentNames[i2] ? PLACEHOLDER : token);
}
var PLACEHOLDER = "\0";
function commonLength(a, b) {
  let previous = new Uint32Array(b.length + 1);
  let current = new Uint32Array(b.length + 1);
  for (let i2 = 1; i2 <= a.length; i2++) {
    for (let j = 1; j <= b.length; j++) {
      current[j] = a[i2 - 1] === b[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], current[j - 1]);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length];
}
function substitutionPlaces(before, after, replaced, replacement) {
  let byAfter = placesAligned.get(before);
  if (!byAfter) placesAligned.set(before, byAfter = /* @__PURE__ */ new WeakMap());
  let byNames = byAfter.get(after);
  if (!byNames) byAfter.set(after, byNames = /* @__PURE__ */ new Map());
  const key2 = `${replaced}\0${replacement}`;
  if (!byNames.has(key2)) byNames.set(key2, alignedPlaces(before, after, replaced, replacement));
  return byNames.get(key2);
}
var placesAligned = /* @__PURE__ */ new WeakMap();
function alignedPlaces(before, after, replaced, replacement) {
  if (before.length * after.length > MAX_CELLS) return void 0;
  const a = asOne(before, replaced);
  const b = asOne(after, replacement);
  const width = b.length + 1;
  const lengths = new Uint16Array((a.length + 1) * width);
  for (let i3 = a.length - 1; i3 >= 0; i3--) {
    for (let j2 = b.length - 1; j2 >= 0; j2--) {
      lengths[i3 * width + j2] = a[i3] === b[j2] ? lengths[(i3 + 1) * width + j2 + 1] + 1 : Math.max(lengths[(i3 + 1) * width + j2], lengths[i3 * width + j2 + 1]);
    }
  }
  const places2 = [];
  let [i2, j] = [0, 0];
  while (i2 < a.length && j < b.length) {
    if (a[i2] === b[j]) {
      if (a[i2] === PLACEHOLDER) places2.push([i2, j]);
      i2++;
      j++;
    } else if (lengths[(i2 + 1) * width + j] >= lengths[i2 * width + j + 1]) i2++;
    else j++;
  }
  return places2;
}
function readThrough2(tokens, at) {
  return MEMBER_ACCESS3.has(tokens[at + 1] ?? "");
}
var MEMBER_ACCESS3 = /* @__PURE__ */ new Set([".", "?.", "->"]);
function convertedTo(tokens, at, type) {
  const name2 = type && simpleTypeName(type);
  if (!name2 || !readThrough2(tokens, at)) return false;
  const method = tokens[at + 2] ?? "";
  return method.toLowerCase() === `to${name2.toLowerCase()}` && tokens[at + 3] === "(" && tokens[at + 4] === ")";
}
function simpleTypeName(type) {
  const head = type.replace(/\s+/g, "").replace(/[<\[?].*$/, "");
  return head.slice(head.lastIndexOf(".") + 1);
}

// src/report/parameter-statements.ts
function parameterStatementsReader(bodies, extracted = () => [], nested = () => void 0) {
  let read;
  let extractedOnce;
  let nestedOnce;
  const nestedBodies = () => nestedOnce ??= { bodies: nested(), sides: /* @__PURE__ */ new Map() };
  const sides = () => {
    if (!read) {
      const statements = bodies();
      const mapping = statements && bodyMapping(statements.before, statements.after);
      read = { sides: statements && mapping && { before: mapping.before, after: mapping.after, bodies: statements, pairs: mapping.mapping.pairs } };
    }
    return read.sides;
  };
  const mapped = (both) => both.pairs;
  return {
    firstReaderTook(n1, n2) {
      const both = sides();
      const first = both?.before.find((statement) => reads(statement.tokens, n1));
      const pair = first && both.pairs.find((candidate) => candidate.before === first);
      return !!pair && reads(pair.after.tokens, n2) && !reads(pair.after.tokens, n1) && substitutedInPlace(pair.before.tokens, pair.after.tokens, n1, n2) === true;
    },
    replacedAsIs(n1, n2) {
      const both = sides();
      return !!both && mapped(both).some(({ before, after }) => reads(before.tokens, n1) && reads(after.tokens, n2) && readAlike(before.tokens, after.tokens, n1, n2));
    },
    localsApart(n1, n2) {
      const both = sides();
      return !!both && (localMadeParameter(both, n1, n2) || parameterKeptAsAlias(both, n1, n2));
    },
    tookPlace(n1, n2) {
      const both = sides();
      if (!both) return void 0;
      const shadowedBefore = shadowed(both.bodies.before.statements, n1);
      const shadowedAfter = shadowed(both.bodies.after.statements, n2);
      const readsOld = (statement) => !shadowedBefore.has(statement) && reads(statement.tokens, n1);
      const readsNew = (statement) => !shadowedAfter.has(statement) && reads(statement.tokens, n2);
      if (mapped(both).some(({ before, after }) => readsOld(before) && readsNew(after))) return true;
      const readers = [...both.after.filter(readsNew), ...(extractedOnce ??= extracted()).filter((statement) => reads(statement.tokens, n2))];
      const respeltReader = (statement) => {
        const respelt = renamed(statement.tokens, n1, n2);
        return readers.some((reader) => wholeStatementSimilarity(respelt, reader.tokens) >= LEAF_SIMILARITY);
      };
      if (both.before.some((statement) => readsOld(statement) && respeltReader(statement))) return true;
      if (leftInPlace(both, n1, n2, (statement, other) => sameCallSlot(statement, other, n1, n2))) return true;
      if (soleCallTook(both.before.filter((statement) => !shadowedBefore.has(statement)), both.after.filter((statement) => !shadowedAfter.has(statement)), n1, n2)) return true;
      const inside = nestedBodies();
      if (!inside.bodies) return false;
      const unshadowed = (list, name2) => list.filter((nestedBody) => !nestedBody.scopes.some((scope) => scope.has(name2)));
      const [oldReaders, newReaders] = [unshadowed(inside.bodies.before, n1), unshadowed(inside.bodies.after, n2)];
      if (oldReaders.length === 0) return false;
      for (const match of inside.bodies.matched) {
        if (!oldReaders.includes(match[0]) || !newReaders.includes(match[1])) continue;
        let sides2 = inside.sides.get(match);
        if (!sides2) {
          const mapping = bodyMapping(match[0].body, match[1].body);
          inside.sides.set(match, sides2 = { before: mapping.before, after: mapping.after, pairs: mapping.mapping.pairs, bodies: { before: match[0].body, after: match[1].body } });
        }
        if (sides2.pairs.some(({ before, after }) => reads(before.tokens, n1) && reads(after.tokens, n2))) return true;
        if (leftInPlace(sides2, n1, n2)) return true;
      }
      readers.push(...newReaders.flatMap((nestedBody) => flattenStatements(nestedBody.body.statements)).filter((statement) => reads(statement.tokens, n2)));
      return oldReaders.some((nestedBody) => flattenStatements(nestedBody.body.statements).some((statement) => reads(statement.tokens, n1) && respeltReader(statement)));
    }
  };
}
function leftInPlace({ before, after, pairs, bodies }, n1, n2, alike2 = () => true) {
  const pairedTo = new Map(pairs.map((pair) => [pair.before, pair.after]));
  const pairedAfter = new Set(pairs.map((pair) => pair.after));
  const unpairedChildren = (children, paired) => children.filter((child) => !paired(child));
  const places2 = (parentBefore, parentAfter) => {
    const [left, right] = [unpairedChildren(parentBefore, (child) => pairedTo.has(child)), unpairedChildren(parentAfter, (child) => pairedAfter.has(child))];
    return left.some((statement, k) => right[k] !== void 0 && reads(statement.tokens, n1) && reads(right[k].tokens, n2) && substitutedInPlace(statement.tokens, right[k].tokens, n1, n2) === true && alike2(statement, right[k]));
  };
  if (places2(bodies.before.statements, bodies.after.statements)) return true;
  return before.some((parent) => {
    const other = pairedTo.get(parent);
    return !!other && after.includes(other) && places2(parent.children, other.children);
  });
}
function sameCallSlot(statement, other, n1, n2) {
  return statement.calls.some(
    (call) => other.calls.some((otherCall) => otherCall.name === call.name && call.arguments.some((argument, k) => reads(argument, n1) && otherCall.arguments[k] !== void 0 && reads(otherCall.arguments[k], n2)))
  );
}
function soleCallTook(before, after, n1, n2) {
  const byName2 = (statements) => {
    const calls = /* @__PURE__ */ new Map();
    for (const statement of statements) for (const call of statement.calls) calls.set(call.name, [...calls.get(call.name) ?? [], call]);
    return calls;
  };
  const [mine, theirs] = [byName2(before), byName2(after)];
  for (const [name2, calls] of mine) {
    const others = theirs.get(name2);
    if (calls.length !== 1 || others?.length !== 1) continue;
    const [call, other] = [calls[0], others[0]];
    if (call.arguments.some((argument, k) => reads(argument, n1) && other.arguments[k] !== void 0 && reads(other.arguments[k], n2) && !reads(other.arguments[k], n1))) return true;
  }
  return false;
}
function shadowed(statements, name2) {
  const found = /* @__PURE__ */ new Set();
  const visit = (statement, inside) => {
    if (inside) found.add(statement);
    const declaring = inside || statement.children.length > 0 && statement.declares.includes(name2);
    for (const child of statement.children) visit(child, declaring);
  };
  for (const statement of statements) visit(statement, false);
  return found;
}
function readAlike(before, after, n1, n2) {
  const places2 = substitutionPlaces(before, after, n1, n2) ?? [];
  return places2.some(([i2, j]) => readThrough2(before, i2) === readThrough2(after, j));
}
function reads(tokens, name2) {
  return usesOf(tokens, name2) > 0;
}
function localMadeParameter({ before, after }, n1, n2) {
  const declaring = before.filter((statement) => statement.declares.includes(n2));
  if (declaring.length === 0) return false;
  const declaredBefore = new Set(before.flatMap((statement) => statement.declares));
  const renamedAway = (statement) => after.some((other) => other.declares.some((name2) => !declaredBefore.has(name2) && sameTokens2(withRenames(statement.tokens, /* @__PURE__ */ new Map([[n2, name2], [n1, n2]])), other.tokens)));
  return !declaring.some(renamedAway);
}
function parameterKeptAsAlias({ after }, n1, n2) {
  return after.some((statement) => statement.declares.includes(n1) && valueIs(statement.tokens, n2));
}
function valueIs(tokens, name2) {
  const at = tokens.indexOf("=");
  const value = tokens.slice(at + 1).filter((token) => token !== ";");
  return at >= 0 && value.length === 1 && value[0] === name2;
}

// src/report/member-evidence.ts
function renamesByMembers(oldNames, newNames, members) {
  if (oldNames.length === 0 || newNames.length === 0 || members.length === 0) return [];
  const counts = oldNames.map(() => newNames.map(() => 0));
  const count3 = (before, after) => oldNames.forEach((n1, i2) => {
    if (usesOf(before, n1) === 0 || usesOf(after, n1) > 0) return;
    newNames.forEach((n2, j) => {
      if (usesOf(after, n2) > 0 && usesOf(before, n2) === 0) counts[i2][j]++;
    });
  });
  for (const member2 of members) {
    if ("tokensBefore" in member2) count3(member2.tokensBefore, member2.tokensAfter);
    else for (const { before, after } of bodyMapping(member2.before, member2.after).mapping.pairs) count3(before.tokens, after.tokens);
  }
  const pairs = [];
  counts.forEach((row, i2) => {
    const best = Math.max(...row);
    if (best === 0 || row.filter((count4) => count4 === best).length > 1) return;
    const j = row.indexOf(best);
    if (counts.some((other, k) => k !== i2 && other[j] >= best)) return;
    pairs.push([i2, j]);
  });
  return pairs;
}

// src/report/signature-changes.ts
var SIMPLE_PARAMETER = /^(\.\.\.|\*\*|\*|&)?([\p{L}_$][\p{L}\p{N}_$]*)$/u;
function parameterChanges(before, after, bodies = {}) {
  const spellings = bodies.typeSpellings;
  if (!spellings) return changesBetween(before, after, before.parameters, after.parameters, bodies);
  const written = /* @__PURE__ */ new Map();
  const respelled = (list, spell) => list.map((p) => {
    const copy = p.type === void 0 ? { ...p } : { ...p, type: spell(p.type) };
    written.set(copy, p);
    return copy;
  });
  const changes = changesBetween(before, after, respelled(before.parameters, spellings.before), respelled(after.parameters, spellings.after), bodies);
  const asWritten = (p) => written.get(p) ?? p;
  return changes?.map((change) => {
    switch (change.operation) {
      case "ADD":
        return { ...change, after: asWritten(change.after) };
      case "REMOVE":
        return { ...change, before: asWritten(change.before) };
      case "REORDER":
        return { ...change, before: change.before.map(asWritten), after: change.after.map(asWritten) };
      default:
        return { ...change, before: asWritten(change.before), after: asWritten(change.after) };
    }
  });
}
function changesBetween(before, after, old, now, bodies) {
  if (!uniquelyNamed(old) || !uniquelyNamed(now)) return sameList(old, now) ? [] : void 0;
  const pairs = [];
  const newIndex = new Map(now.map((p, i2) => [p.name, i2]));
  const handed = nameHandedOn(old, now, bodies);
  if (handed) newIndex.delete(handed);
  const unmatchedOld = [];
  old.forEach((p, i2) => {
    const j = newIndex.get(p.name) ?? remarked(p, old, now, newIndex);
    if (j === void 0) unmatchedOld.push(i2);
    else pairs.push([i2, j]);
  });
  const pairedNew = new Set(pairs.map(([, j]) => j));
  let unmatchedNew = now.map((_, j) => j).filter((j) => !pairedNew.has(j));
  const rebound = reboundInPlace(unmatchedOld, unmatchedNew, old, now, bodies);
  if (rebound.length > 0) {
    const [reboundOld, reboundNew] = [new Set(rebound.map(([i2]) => i2)), new Set(rebound.map(([, j]) => j))];
    unmatchedOld.splice(0, unmatchedOld.length, ...unmatchedOld.filter((i2) => !reboundOld.has(i2)));
    unmatchedNew = unmatchedNew.filter((j) => !reboundNew.has(j));
    pairs.push(...rebound);
  }
  if ([...unmatchedOld.map((i2) => old[i2]), ...unmatchedNew.map((j) => now[j])].some((p) => !SIMPLE_PARAMETER.test(p.name))) return void 0;
  const bodiless = before.location.bodyEnd <= before.location.bodyBegin && after.location.bodyEnd <= after.location.bodyBegin;
  const handedAt = handed === void 0 ? -1 : old.findIndex((p) => p.name === handed);
  const rest = (at) => at.filter((k) => k !== handedAt);
  const paired = renamesAmong(rest(unmatchedOld), rest(unmatchedNew), old, now, bodies, bodiless);
  if (!paired) return void 0;
  if (handedAt >= 0) paired.push([handedAt, handedAt]);
  const renamed2 = paired.filter(([i2, j]) => !coexistedAsFields(old[i2], now[j], bodies));
  const renamedOld = new Set(renamed2.map(([i2]) => i2));
  const renamedNew = new Set(renamed2.map(([, j]) => j));
  const changes = [];
  for (const i2 of unmatchedOld) if (!renamedOld.has(i2)) changes.push({ operation: "REMOVE", before: old[i2] });
  for (const j of unmatchedNew) if (!renamedNew.has(j)) changes.push({ operation: "ADD", after: now[j] });
  for (const [i2, j] of renamed2) changes.push({ operation: "RENAME", before: old[i2], after: now[j] });
  for (const [i2, j] of rebound) changes.push(...boundNamesRenamed(old[i2], now[j]));
  const kept = [...pairs, ...renamed2].sort((a, b) => a[0] - b[0]);
  for (const [i2, j] of kept) if (typeChanged(old[i2].type, now[j].type)) changes.push({ operation: "CHANGE_TYPE", before: old[i2], after: now[j] });
  const keptNames = [...pairs].sort((a, b) => a[0] - b[0]);
  if (keptNames.some(([, j], k) => k > 0 && j < keptNames[k - 1][1])) {
    changes.push({ operation: "REORDER", before: kept.map(([i2]) => old[i2]), after: [...kept].sort((a, b) => a[1] - b[1]).map(([, j]) => now[j]) });
  }
  return changes;
}
function reboundInPlace(oldAt, newAt, old, now, bodies) {
  const [namesBefore, namesAfter] = [new Set(namesInBody(old, (p) => bare(p.name))), new Set(namesInBody(now, (p) => bare(p.name)))];
  const renamed2 = (from, to) => from === to || !namesAfter.has(from) && !namesBefore.has(to) && !bodies.after?.has(from) && !bodies.before?.has(to);
  const rebound = (a, b) => !!a && !!b && a.length === b.length && a.every((bound, k) => bound.key === b[k].key && renamed2(bound.name, b[k].name));
  return oldAt.filter((i2) => newAt.includes(i2) && rebound(old[i2].binds, now[i2].binds)).map((i2) => [i2, i2]);
}
function boundNamesRenamed(before, after) {
  const [was, is] = [before.binds ?? [], after.binds ?? []];
  return was.flatMap((bound, k) => bound.name === is[k].name ? [] : [{ operation: "RENAME", before: { name: bound.name }, after: { name: is[k].name } }]);
}
function remarked(p, old, now, newIndex) {
  const name2 = bare(p.name);
  if (!SIMPLE_PARAMETER.test(p.name) || old.filter((q) => bare(q.name) === name2).length !== 1) return void 0;
  const same = now.flatMap((q, j) => bare(q.name) === name2 && SIMPLE_PARAMETER.test(q.name) ? [j] : []);
  return same.length === 1 && newIndex.has(now[same[0]].name) && !old.some((q) => q.name === now[same[0]].name) ? same[0] : void 0;
}
function nameHandedOn(old, now, bodies) {
  if (!bodies.statements || now.length <= old.length) return void 0;
  const oldNames = new Set(old.map((p) => p.name));
  const candidates2 = old.flatMap((p, i2) => {
    const j = now.findIndex((q) => q.name === p.name);
    const taker = now[i2];
    const plain = [p, taker].every((q) => q.type === void 0 && marker(q.name) === "" && SIMPLE_PARAMETER.test(q.name));
    return j >= old.length && taker !== void 0 && !oldNames.has(taker.name) && plain && now[j].type === void 0 ? [[p.name, taker.name]] : [];
  });
  if (candidates2.length !== 1) return void 0;
  const [[n1, n2]] = candidates2;
  const statements = parameterStatementsReader(() => bodies.statements?.());
  return statements.firstReaderTook(n1, n2) ? n1 : void 0;
}
function renamesAmong(oldAt, newAt, old, now, bodies, bodiless) {
  if (oldAt.length === 0 || newAt.length === 0) return [];
  const pairs = [];
  const statements = parameterStatementsReader(() => bodies.statements?.(), () => bodies.extractedStatements?.() ?? [], () => bodies.nestedBodies?.());
  const takenByLocal = (p1, p2) => statements.localsApart(bare(p1.name), bare(p2.name)) && !becameItsElement(p1, p2, bodies);
  const inPlace = oldAt.length === newAt.length ? oldAt.map((i2, k) => [old[i2], now[newAt[k]]]) : [];
  const markedApart = inPlace.filter(([p1, p2]) => marker(p1.name) !== marker(p2.name));
  if (markedApart.some(([p1, p2]) => bare(p1.name) === bare(p2.name))) return void 0;
  if (oldAt.length === newAt.length && markedApart.length === 0) {
    for (let k = 0; k < oldAt.length; k++) {
      const [p1, p2] = [old[oldAt[k]], now[newAt[k]]];
      if (takenByLocal(p1, p2)) continue;
      const typed = p1.type !== void 0 || p2.type !== void 0;
      const kept = !typeChanged(p1.type, p2.type) && (typed || !valueReplaced(p1, p2, bodies, statements) && !readApart(p1, p2, bodies, statements));
      const placed = () => typed && oldAt[k] === newAt[k] && (oldAt.length === 1 && (bodiless || neitherRead(p1, p2, bodies)) || sharedWords2(p1, p2));
      if (kept || replacedInBody(p1, p2, bodies, statements, true) || becameItsElement(p1, p2, bodies) || placed()) pairs.push([oldAt[k], newAt[k]]);
    }
    return pairs;
  }
  if (!bodies.before || !bodies.after) {
    if (!bodiless) return void 0;
    const byType = renamesByUniqueType(oldAt, newAt, old, now);
    const named2 = [...byType, ...samePlaceSharedWords(oldAt, newAt, old, now, byType)];
    return [...named2, ...renamesReadByMembers(oldAt, newAt, old, now, bodies, named2)];
  }
  const taken = /* @__PURE__ */ new Set();
  const pair = (accept) => {
    for (const i2 of oldAt) {
      if (pairs.some(([paired]) => paired === i2)) continue;
      const j = newAt.find((j2) => !taken.has(j2) && accept(i2, j2) && !takenByLocal(old[i2], now[j2]) && replacedInBody(old[i2], now[j2], bodies, statements));
      if (j === void 0) continue;
      taken.add(j);
      pairs.push([i2, j]);
    }
  };
  const untyped = (i2, j) => old[i2].type === void 0 && now[j].type === void 0;
  const addedBeside = (j) => newAt.filter((k) => k !== j).map((k) => now[k]);
  const sameValue = (i2, j) => !untyped(i2, j) || !valueReplaced(old[i2], now[j], bodies, statements) && !splitInPlace(old[i2], now[j], addedBeside(j), bodies);
  pair((i2, j) => !typeChanged(old[i2].type, now[j].type) && sameValue(i2, j));
  const stayed = (side, index) => {
    const unmatched = new Set(side === "old" ? oldAt : newAt);
    const paired = new Set(pairs.map(([i2, j]) => side === "old" ? i2 : j));
    let count3 = 0;
    for (let k = 0; k < index; k++) if (!unmatched.has(k) || paired.has(k)) count3++;
    return count3;
  };
  for (const [i2, j] of samePlaceSharedWords(oldAt, newAt, old, now, pairs)) {
    taken.add(j);
    pairs.push([i2, j]);
  }
  pair((i2, j) => stayed("old", i2) === stayed("new", j) && sameValue(i2, j));
  const single = oneAddedForFirstRemoved(oldAt, newAt, old, now, bodies, pairs.length > 0, takenByLocal, statements);
  return single ? [single] : pairs;
}
function oneAddedForFirstRemoved(oldAt, newAt, old, now, bodies, pairedByBodies, takenByLocal, statements) {
  if (pairedByBodies || newAt.length !== 1 || oldAt.length === 0) return void 0;
  const [p1, p2] = [old[oldAt[0]], now[newAt[0]]];
  if ([...oldAt.map((i2) => old[i2]), p2].some((p) => p.type !== void 0)) return void 0;
  const n1 = bare(p1.name);
  const outside = bodies.afterTokensOutside?.(n1);
  const readOutside = outside ? localUses(outside).has(n1) : (bodies.localsAfter ?? bodies.after)?.has(n1);
  if (readOutside || takenByLocal(p1, p2)) return void 0;
  const readInOwn = !!outside && !!(bodies.localsAfter ?? bodies.after)?.has(n1);
  if (!readInOwn && valueReplaced(p1, p2, bodies, statements)) return void 0;
  return [oldAt[0], newAt[0]];
}
function renamesByUniqueType(oldAt, newAt, old, now) {
  const count3 = (at, list, type) => at.filter((k) => list[k].type === type).length;
  const pairs = [];
  for (const i2 of oldAt) {
    const type = old[i2].type;
    if (type === void 0 || count3(oldAt, old, type) !== 1 || count3(newAt, now, type) !== 1) continue;
    const j = newAt.find((k) => now[k].type === type);
    if (marker(old[i2].name) === marker(now[j].name)) pairs.push([i2, j]);
  }
  return pairs;
}
function renamesReadByMembers(oldAt, newAt, old, now, bodies, paired) {
  const restOld = oldAt.filter((i2) => !paired.some(([k]) => k === i2));
  const restNew = newAt.filter((j) => !paired.some(([, k]) => k === j));
  if (restOld.length === 0 || restNew.length === 0 || !bodies.memberBodies) return [];
  const { members, fieldsAfter } = bodies.memberBodies();
  const gone = restOld.filter((i2) => !fieldsAfter.has(bare(old[i2].name)));
  const names = (at, list) => at.map((k) => bare(list[k].name));
  return renamesByMembers(names(gone, old), names(restNew, now), members).map(([i2, j]) => [gone[i2], restNew[j]]);
}
function neitherRead(p1, p2, { before, after, localsBefore, localsAfter }) {
  const [usesBefore, usesAfter] = [localsBefore ?? before, localsAfter ?? after];
  return !!usesBefore && !!usesAfter && !usesBefore.has(bare(p1.name)) && !usesAfter.has(bare(p2.name));
}
function samePlaceSharedWords(oldAt, newAt, old, now, paired) {
  const [pairedOld, pairedNew] = [new Set(paired.map(([i2]) => i2)), new Set(paired.map(([, j]) => j))];
  return oldAt.filter((i2) => !pairedOld.has(i2) && !pairedNew.has(i2) && newAt.includes(i2)).filter((i2) => (old[i2].type !== void 0 || now[i2].type !== void 0) && marker(old[i2].name) === marker(now[i2].name) && sharedWords2(old[i2], now[i2])).map((i2) => [i2, i2]);
}
function sharedWords2(p1, p2) {
  const [w1, w2] = [words2(bare(p1.name)), words2(bare(p2.name))];
  const common = w1.filter((word) => w2.includes(word)).length;
  return common > 0 && common === Math.min(w1.length, w2.length);
}
function words2(name2) {
  const camel = name2.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/);
  return camel.length === 1 && name2.includes("_") ? name2.split("_").filter((word) => word !== "") : camel;
}
function valueReplaced(p1, p2, { beforeTokens, afterTokens }, statements) {
  const [n1, n2] = [bare(p1.name), bare(p2.name)];
  return !!beforeTokens && !!afterTokens && expressionSubstituted(beforeTokens, afterTokens, n1, n2) && !statements.replacedAsIs(n1, n2);
}
function splitInPlace(p1, p2, added, { beforeTokens, afterTokens }) {
  if (!beforeTokens || !afterTokens || added.length === 0) return false;
  const places2 = substitutionPlaces(beforeTokens, afterTokens, bare(p1.name), bare(p2.name));
  if (!places2 || places2.length === 0) return false;
  const addedNames = new Set(added.map((p) => bare(p.name)));
  const besideAdded = (tokens, at) => tokens[at + 1] === "," && addedNames.has(tokens[at + 2]) || tokens[at - 1] === "," && addedNames.has(tokens[at - 2]);
  return places2.every(([i2, j]) => besideAdded(afterTokens, j) && !besideAdded(beforeTokens, i2));
}
function becameItsElement(p1, p2, bodies) {
  const { before, after } = bodies;
  const [n1, n2] = [bare(p1.name), bare(p2.name)];
  if (!before || !after || !before.has(n1) || after.has(n1) || !after.has(n2)) return false;
  const mapped = bodies.statements?.();
  return !!mapped && iteratedElementBecame(mapped.before, mapped.after, n1, n2);
}
function readApart(p1, p2, { localsBefore, localsAfter }, statements) {
  const [n1, n2] = [bare(p1.name), bare(p2.name)];
  if (!localsBefore?.has(n1) || !localsAfter?.has(n2)) return false;
  return statements.tookPlace(n1, n2) === false;
}
function coexistedAsFields(p1, p2, { fieldsBefore }) {
  return !!fieldsBefore && fieldsBefore.has(bare(p1.name)) && fieldsBefore.has(bare(p2.name));
}
function replacedInBody(p1, p2, bodies, statements, inPlaceOfOld = false) {
  const { before, after, localsBefore, localsAfter, beforeTokens, afterTokens } = bodies;
  if (!before || !after) return false;
  const [n1, n2] = [bare(p1.name), bare(p2.name)];
  const [gone, unknown] = [!(localsAfter ?? after).has(n1), !(localsBefore ?? before).has(n2)];
  if (!(before.has(n1) && gone && after.has(n2) && unknown)) return false;
  if (p1.type === void 0 && p2.type === void 0 && statements.tookPlace(n1, n2) === false) return false;
  if (!beforeTokens || !afterTokens) return true;
  const types = { before: p1.type, after: p2.type };
  if (typeChanged(p1.type, p2.type) && expressionSubstituted(beforeTokens, afterTokens, n1, n2, types)) return false;
  const inPlace = substitutedInPlace(beforeTokens, afterTokens, n1, n2) ?? true;
  if (inPlace && (!typeChanged(p1.type, p2.type) || anchoredSubstitution(beforeTokens, afterTokens, n1, n2))) return true;
  if (!inPlaceOfOld || expressionSubstituted(beforeTokens, afterTokens, n1, n2, types)) return false;
  const mapped = bodies.statements?.();
  return !!mapped && nameReplacedInMappedStatements(mapped.before, mapped.after, n1, n2);
}
function expressionSubstituted(beforeTokens, afterTokens, n1, n2, types = {}) {
  const places2 = substitutionPlaces(beforeTokens, afterTokens, n1, n2);
  if (!places2 || places2.length === 0) return false;
  const drawnFrom = (tokens, at, otherType) => readThrough2(tokens, at) && !convertedTo(tokens, at, otherType);
  return places2.every(([i2, j]) => drawnFrom(beforeTokens, i2, types.after) !== drawnFrom(afterTokens, j, types.before));
}
function anchoredSubstitution(beforeTokens, afterTokens, n1, n2) {
  const places2 = substitutionPlaces(beforeTokens, afterTokens, n1, n2);
  if (!places2) return true;
  return places2.some(([i2, j]) => i2 > 0 && j > 0 && beforeTokens[i2 - 1] === afterTokens[j - 1] || beforeTokens[i2 + 1] !== void 0 && beforeTokens[i2 + 1] === afterTokens[j + 1]);
}
function uniquelyNamed(parameters) {
  const names = parameters.map((p) => p.name);
  return names.every((name2) => name2 !== "") && new Set(names).size === names.length;
}
function sameList(old, now) {
  return old.length === now.length && old.every((p, i2) => p.name === now[i2].name && !typeChanged(p.type, now[i2].type));
}
function marker(name2) {
  return SIMPLE_PARAMETER.exec(name2)?.[1] ?? "";
}
function bare(name2) {
  return SIMPLE_PARAMETER.exec(name2)?.[2] ?? name2;
}

// src/report/body-names.ts
function bodyNamesReader(before, after, relationships = [], read = relationships) {
  const differs = /* @__PURE__ */ new Map();
  const bodiesChanged = (relationship) => {
    let changed2 = differs.get(relationship);
    if (changed2 === void 0) differs.set(relationship, changed2 = bodiesDiffer(before, after, relationship));
    return changed2;
  };
  const extractedFrom = /* @__PURE__ */ new Map();
  for (const relationship of relationships) {
    if (relationship.type !== "EXTRACT" && relationship.type !== "EXTRACT_MOVE" || !isCallable(relationship.after)) continue;
    extractedFrom.set(relationship.before, [...extractedFrom.get(relationship.before) ?? [], relationship.after]);
  }
  const changed = read.filter((relationship) => isMatching(relationship.type) && isCallable(relationship.before) && isCallable(relationship.after) && bodiesChanged(relationship));
  const matchedAfter = new Map(relationships.filter((r) => isMatching(r.type)).map((r) => [r.before, r.after]));
  const matchedBefore = new Map(relationships.filter((r) => isMatching(r.type)).map((r) => [r.after, r.before]));
  const moved = /* @__PURE__ */ new Map();
  for (const relationship of relationships) {
    if (!MOVED_CODE.has(relationship.type) || !isCallable(relationship.before) || !isCallable(relationship.after)) continue;
    const inlined = relationship.type === "INLINE";
    const other = inlined ? matchedBefore.get(relationship.after) : matchedAfter.get(relationship.before);
    if (other && isCallable(other)) {
      moved.set(relationship, inlined ? { callerBefore: other, callerAfter: relationship.after, moved: relationship.before, inlined } : { callerBefore: relationship.before, callerAfter: other, moved: relationship.after, inlined });
    }
  }
  const readSet = read === relationships ? void 0 : new Set(read);
  const movedCode = [...moved].flatMap(([relationship, code]) => !readSet || readSet.has(relationship) ? [code] : []);
  const pairsOf = /* @__PURE__ */ new Map();
  const movedStatements = (relationship) => {
    if (pairsOf.has(relationship)) return pairsOf.get(relationship);
    const code = moved.get(relationship);
    const [callerBefore, callerAfter] = code ? [before.statementsOf?.(code.callerBefore), after.statementsOf?.(code.callerAfter)] : [];
    const body2 = code && (code.inlined ? before : after).statementsOf?.(code.moved);
    const callee = code && calleeOf(code.moved);
    const found = code && callee && callerBefore && callerAfter && body2 ? { callerBefore, callerAfter, moved: body2, pairs: movedStatementPairs(callerBefore, callerAfter, body2, callee, code.inlined).pairs } : void 0;
    pairsOf.set(relationship, found);
    return found;
  };
  const movedFrom = /* @__PURE__ */ new Map();
  for (const [relationship, code] of moved) {
    const caller = code.inlined ? code.callerAfter : code.callerBefore;
    movedFrom.set(caller, [...movedFrom.get(caller) ?? [], relationship]);
  }
  const movedAway = (relationship) => {
    const left = /* @__PURE__ */ new Set();
    for (const extraction of movedFrom.get(relationship.before) ?? []) if (!moved.get(extraction).inlined) movedStatements(extraction)?.pairs.forEach((pair) => left.add(pair.before));
    for (const inlining of movedFrom.get(relationship.after) ?? []) if (moved.get(inlining).inlined) movedStatements(inlining)?.pairs.forEach((pair) => left.add(pair.after));
    return left;
  };
  before.wantStatements?.([...changed.map((relationship) => relationship.before), ...movedCode.flatMap((m) => m.inlined ? [m.callerBefore, m.moved] : [m.callerBefore])]);
  after.wantStatements?.([...changed.map((relationship) => relationship.after), ...movedCode.flatMap((m) => m.inlined ? [m.callerAfter] : [m.callerAfter, m.moved])]);
  const helpersOf = (relationship) => (extractedFrom.get(relationship.before) ?? []).flatMap((callee) => {
    const body2 = after.statementsOf?.(callee);
    return body2 ? [{ body: body2, callee: calleeOf(callee) }] : [];
  });
  const newCallableOf = (relationship, name2) => {
    const siblings = relationship.after.parent?.children ?? after.nodes;
    const named2 = siblings.filter((node) => isCallable(node) && !matchedBefore.has(node) && node.simpleName === name2);
    return named2.length === 1 ? after.statementsOf?.(named2[0]) : void 0;
  };
  const shared = { before, after, matchedAfter, bodiesChanged, helpersOf, newCallableOf, movedStatements, movedAway };
  return (relationship) => new RelationshipBodies(shared, relationship);
}
var RelationshipBodies = class {
  constructor(shared, relationship) {
    this.shared = shared;
    this.relationship = relationship;
  }
  shared;
  relationship;
  tokens;
  sets;
  locals;
  read() {
    return this.tokens ??= [bodyTokens(this.shared.before, this.relationship.before), bodyTokens(this.shared.after, this.relationship.after)];
  }
  asSets() {
    const [tokensBefore, tokensAfter] = this.read();
    return this.sets ??= [tokensBefore && new Set(tokensBefore), tokensAfter && new Set(tokensAfter)];
  }
  asLocals() {
    const [tokensBefore, tokensAfter] = this.read();
    return this.locals ??= [tokensBefore && localUses(tokensBefore), tokensAfter && localUses(tokensAfter)];
  }
  get before() {
    return this.asSets()[0];
  }
  get after() {
    return this.asSets()[1];
  }
  get beforeTokens() {
    return this.read()[0];
  }
  get afterTokens() {
    return this.read()[1];
  }
  get localsBefore() {
    return this.asLocals()[0];
  }
  get localsAfter() {
    return this.asLocals()[1];
  }
  afterTokensOutside(name2) {
    return tokensOutsideShadows(this.shared.after, this.relationship.after, name2);
  }
  statements() {
    return this.shared.bodiesChanged(this.relationship) ? statementsOf(this.shared.before, this.shared.after, this.relationship) : void 0;
  }
  extractedStatements() {
    return this.shared.helpersOf(this.relationship).flatMap((helper) => flattenStatements(helper.body.statements));
  }
  extractedHelpers() {
    return this.shared.helpersOf(this.relationship);
  }
  newCallable(name2) {
    return this.shared.newCallableOf(this.relationship, name2);
  }
  extraction() {
    return extractionOf(this.shared.before, this.shared.after, this.relationship, this.shared.matchedAfter.get(this.relationship.before));
  }
  movedStatements() {
    return this.shared.movedStatements(this.relationship);
  }
  movedAway() {
    return this.shared.movedAway(this.relationship);
  }
  memberBodies() {
    return memberBodiesOf(this.shared.before, this.shared.after, this.relationship, this.shared.matchedAfter);
  }
  nestedBodies() {
    return nestedBodiesOf(this.shared.before, this.shared.after, this.relationship, this.shared.matchedAfter);
  }
  get fieldsBefore() {
    const type = this.relationship.before.parent;
    return type && new Set(type.children.filter((child) => child.type === "Field").map((field) => field.simpleName));
  }
};
function changeSignatureScope(relationships) {
  const callables = new Set(relationships.flatMap((r) => r.type === "CHANGE_SIGNATURE" ? [r.before, r.after] : []));
  if (callables.size === 0) return [];
  return relationships.filter((r) => r.type === "CHANGE_SIGNATURE" || MOVED_CODE.has(r.type) && (callables.has(r.before) || callables.has(r.after)));
}
function memberBodiesOf(before, after, relationship, matchedAfter) {
  const { before: old, after: now } = relationship;
  const typeBefore = old.parent;
  const typeAfter = now.parent;
  const constructors = hasStereotype(old, "TYPE_CONSTRUCTOR") && hasStereotype(now, "TYPE_CONSTRUCTOR");
  if (!typeBefore || !typeAfter || !constructors || old.location.bodyEnd > old.location.bodyBegin || now.location.bodyEnd > now.location.bodyBegin) return { members: [], fieldsAfter: /* @__PURE__ */ new Set() };
  const ownProperties = new Set(now.parameters.map((p) => p.name));
  const fieldsAfter = new Set(typeAfter.children.filter((child) => child.type === "Field" && !ownProperties.has(child.simpleName)).map((field) => field.simpleName));
  const members = typeBefore.children.flatMap((member2) => {
    const memberAfter = matchedAfter.get(member2);
    if (member2 === old || !memberAfter || memberAfter.parent !== typeAfter) return [];
    if (member2.type === "Field") {
      if (old.parameters.some((p) => p.name === member2.simpleName) || now.parameters.some((p) => p.name === memberAfter.simpleName)) return [];
      const [tokensBefore, tokensAfter] = [declarationTokens(before, member2), declarationTokens(after, memberAfter)];
      return tokensBefore && tokensAfter ? [{ tokensBefore, tokensAfter }] : [];
    }
    if (!isCallable(member2)) return [];
    const [statementsBefore, statementsAfter] = [before.statementsOf?.(member2), after.statementsOf?.(memberAfter)];
    return statementsBefore && statementsAfter ? [{ before: statementsBefore, after: statementsAfter }] : [];
  });
  return { members, fieldsAfter };
}
function nestedBodiesOf(before, after, relationship, matchedAfter) {
  const side = (root, callable2) => {
    const found = /* @__PURE__ */ new Map();
    const visit = (parent, scopes) => {
      for (const child of parent.children) {
        const body2 = isCallable(child) ? root.statementsOf?.(child) : void 0;
        const inner = body2 ? [...scopes, body2.locals] : scopes;
        if (body2) found.set(child, { body: body2, scopes: inner });
        visit(child, inner);
      }
    };
    visit(callable2, []);
    return found;
  };
  const [old, now] = [side(before, relationship.before), side(after, relationship.after)];
  const matched = [...old].flatMap(([node, nested]) => {
    const other = now.get(matchedAfter.get(node));
    return other ? [[nested, other]] : [];
  });
  return { before: [...old.values()], after: [...now.values()], matched };
}
function extractionOf(before, after, relationship, callerAfter) {
  if (relationship.type !== "EXTRACT" && relationship.type !== "EXTRACT_MOVE" || !callerAfter) return void 0;
  const callerBefore = before.statementsOf?.(relationship.before);
  const callerNow = after.statementsOf?.(callerAfter);
  const extracted = after.statementsOf?.(relationship.after);
  return callerBefore && callerNow && extracted ? { callerBefore, callerAfter: callerNow, extracted } : void 0;
}
var MOVED_CODE = /* @__PURE__ */ new Set(["EXTRACT", "EXTRACT_MOVE", "INLINE"]);
function statementsOf(before, after, relationship) {
  const { before: old, after: now } = relationship;
  const bodyBefore = before.statementsOf?.(old);
  const bodyAfter = after.statementsOf?.(now);
  return bodyBefore && bodyAfter ? { before: bodyBefore, after: bodyAfter } : void 0;
}
function bodiesDiffer(before, after, { before: old, after: now }) {
  const [l1, l2] = [old.location, now.location];
  if (l1.bodyEnd <= l1.bodyBegin || l2.bodyEnd <= l2.bodyBegin || !before.tokens.has(l1.file) || !after.tokens.has(l2.file)) return false;
  if (now.parameters.some((p) => !old.parameters.some((q) => q.name === p.name))) return true;
  if (sameTokenSequence(before, old, l1.bodyBegin, l1.bodyEnd, after, now, l2.bodyBegin, l2.bodyEnd)) return false;
  const tokensBefore = bodyTokens(before, old);
  const tokensAfter = bodyTokens(after, now);
  if (tokensBefore.length !== tokensAfter.length) return true;
  const counts = /* @__PURE__ */ new Map();
  for (const token of tokensBefore) counts.set(token, (counts.get(token) ?? 0) + 1);
  for (const token of tokensAfter) {
    const left = counts.get(token);
    if (!left) return true;
    counts.set(token, left - 1);
  }
  return false;
}
function declarationTokens(root, node) {
  return tokensBetween(root, node.location.file, node.location.begin, node.location.end);
}
function bodyTokens(root, node) {
  return tokensBetween(root, node.location.file, node.location.bodyBegin, node.location.bodyEnd);
}
function tokensOutsideShadows(root, callable2, name2) {
  const shadows = [];
  const visit = (node) => {
    for (const child of node.children) {
      if (isCallable(child) && child.parameters.some((p) => bare(p.name) === name2)) shadows.push([child.location.begin, child.location.end]);
      else visit(child);
    }
  };
  visit(callable2);
  if (shadows.length === 0) return void 0;
  const tokens = root.tokens.get(callable2.location.file);
  const { bodyBegin: begin, bodyEnd: end } = callable2.location;
  if (!tokens || end <= begin) return void 0;
  const texts2 = [];
  for (let i2 = firstTokenFrom(tokens.starts, begin); i2 < tokens.starts.length && tokens.starts[i2] < end; i2++) {
    const at = tokens.starts[i2];
    if (!shadows.some(([from, to]) => at >= from && at < to)) texts2.push(tokens.texts[i2]);
  }
  return texts2;
}
function tokensBetween(root, file, begin, end) {
  const tokens = root.tokens.get(file);
  if (!tokens || end <= begin) return void 0;
  const texts2 = [];
  for (let i2 = firstTokenFrom(tokens.starts, begin); i2 < tokens.starts.length && tokens.starts[i2] < end; i2++) texts2.push(tokens.texts[i2]);
  return texts2;
}
function calleeOf(callable2) {
  return { name: callable2.simpleName, parameters: callable2.parameters.map((p) => bare(p.name)) };
}

// src/engine/conflict-markers.ts
var OPEN = /^<{7}(?: |$)/;
var BASE = /^\|{7}(?: |$)/;
var SPLIT = /^={7}$/;
var CLOSE = /^>{7}(?: |$)/;
function withoutConflicts(file) {
  if (!file.content.includes("\n=======") && !file.content.startsWith("=======")) return void 0;
  const lines = file.content.split("\n");
  const blank3 = /* @__PURE__ */ new Set();
  for (let i2 = 0; i2 < lines.length; i2++) {
    if (!OPEN.test(text(lines[i2]))) continue;
    const conflict = conflictAt(lines, i2);
    if (!conflict) continue;
    for (let j = conflict.dropFrom; j <= conflict.close; j++) blank3.add(j);
    blank3.add(i2);
    i2 = conflict.close;
  }
  if (blank3.size === 0) return void 0;
  const content = lines.map((line, i2) => blank3.has(i2) ? line.replace(/[^\r]/g, " ") : line).join("\n");
  return { path: file.path, content };
}
function conflictAt(lines, open) {
  let dropFrom;
  let split;
  for (let j = open + 1; j < lines.length; j++) {
    const line = text(lines[j]);
    if (OPEN.test(line)) return void 0;
    if (split === void 0 && dropFrom === void 0 && BASE.test(line)) dropFrom = j;
    else if (split === void 0 && SPLIT.test(line)) {
      split = j;
      dropFrom ??= j;
    } else if (split !== void 0 && CLOSE.test(line)) return { dropFrom, close: j };
  }
  return void 0;
}
function text(line) {
  return line.endsWith("\r") ? line.slice(0, -1) : line;
}
function conflictWarning(path) {
  return `${path}: unresolved merge-conflict markers; read with "ours" only (the lines before each =======)`;
}

// src/engine/conversion.ts
function onlyTypesWrittenDown(relationship, languageBefore, languageAfter) {
  if (relationship.type !== "CHANGE_SIGNATURE") return false;
  const { before, after } = relationship;
  const sameNames = before.parameters.length === after.parameters.length && before.parameters.every((p, i2) => p.name === after.parameters[i2].name);
  if (!sameNames) return false;
  const parameters = before.parameters.map((p, i2) => [p.type, after.parameters[i2].type]);
  if (languageBefore !== languageAfter) {
    const same = sameAcross(languageBefore, languageAfter);
    const kept2 = (then, now) => then === void 0 || now === void 0 || same(then, now);
    return parameters.every(([then, now]) => kept2(then, now)) && kept2(before.returnType, after.returnType);
  }
  const kept = (then, now) => then === now || then === void 0;
  const written = (then, now) => then === void 0 && now !== void 0;
  if (!parameters.every(([then, now]) => kept(then, now)) || !kept(before.returnType, after.returnType)) return false;
  return parameters.some(([then, now]) => written(then, now)) || written(before.returnType, after.returnType);
}
function isTypeSpelling(refactoring, languageBefore, languageAfter) {
  if (languageBefore === languageAfter || refactoring.operation !== "CHANGE_TYPE" && refactoring.operation !== "CHANGE_RETURN_TYPE") return false;
  const { declaredType: then } = refactoring.before;
  const { declaredType: now } = refactoring.after;
  return then === void 0 || now === void 0 || sameAcross(languageBefore, languageAfter)(then, now);
}
function sameAcross(languageBefore, languageAfter) {
  return (then, now) => {
    const spelledThen = typeInFamily(languageBefore, then);
    const spelledNow = typeInFamily(languageAfter, now);
    return spelledThen === void 0 || spelledNow === void 0 || spelledThen.replace(/\s+/g, "") === spelledNow.replace(/\s+/g, "");
  };
}
function familySpellings(languageBefore, languageAfter) {
  if (languageBefore === languageAfter || !spellsTypesInFamily(languageBefore) || !spellsTypesInFamily(languageAfter)) return void 0;
  return { before: (type) => typeInFamily(languageBefore, type), after: (type) => typeInFamily(languageAfter, type) };
}

// src/engine/merge-csts.ts
function mergeCsts(roots) {
  if (roots.length === 1) return roots[0];
  const merged = emptyCstRoot();
  let offset = 0;
  for (const root of roots) {
    let highest = 0;
    forEachNode(root, (node) => {
      highest = Math.max(highest, node.id);
      node.id += offset;
    });
    for (const edge of root.edges) merged.edges.push({ ...edge, from: edge.from + offset, to: edge.to + offset });
    for (const node of root.nodes) merged.nodes.push(node);
    for (const [path, tokens] of root.tokens) merged.tokens.set(path, tokens);
    for (const warning of root.warnings) merged.warnings.push(warning);
    offset += highest;
  }
  const statementReaders = roots.flatMap((root) => root.statementsOf ? [root.statementsOf] : []);
  if (statementReaders.length > 0) {
    merged.statementsOf = (node) => {
      for (const read of statementReaders) {
        const body2 = read(node);
        if (body2) return body2;
      }
      return void 0;
    };
  }
  const statementWishes = roots.flatMap((root) => root.wantStatements ? [root.wantStatements] : []);
  if (statementWishes.length > 0) merged.wantStatements = (nodes) => statementWishes.forEach((want) => want(nodes));
  const releases = roots.flatMap((root) => root.release ? [root.release] : []);
  if (releases.length > 0) merged.release = () => releases.forEach((release) => release());
  const kindGroups = roots.flatMap((root) => root.interchangeableKinds ?? []);
  if (kindGroups.length > 0) merged.interchangeableKinds = kindGroups;
  return merged;
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

// src/engine/parse-split.ts
function worthSplitting(plugin, pool, before, after) {
  return pool !== void 0 && pool.workers > 0 && plugin.parseFile !== void 0 && plugin.link !== void 0 && sizeOf(before) + sizeOf(after) >= pool.minChars;
}
async function parseSplit(plugin, pool, before, after) {
  const shares = shareOut(before, after, pool.workers + 1);
  const inShare = (share2) => ({ before: before.filter((file) => share2.has(file.path)), after: after.filter((file) => share2.has(file.path)) });
  const others = shares.slice(1).map(inShare);
  const elsewhere = others.map(
    (files, worker) => pool.parse(worker, plugin.name, files.before, files.after).then(
      (data) => ({ files, data }),
      () => ({ files, data: void 0 })
    )
  );
  const parsedBefore = /* @__PURE__ */ new Map();
  const parsedAfter = /* @__PURE__ */ new Map();
  const keep = (files, parses) => {
    files.before.forEach((file, index) => parsedBefore.set(file, parses.before[index]));
    files.after.forEach((file, index) => parsedAfter.set(file, parses.after[index]));
  };
  const trees = { before: /* @__PURE__ */ new Map(), after: /* @__PURE__ */ new Map() };
  const remotes = [];
  const ownBodies = { before: /* @__PURE__ */ new Map(), after: /* @__PURE__ */ new Map() };
  try {
    const own = inShare(shares[0]);
    const ownParses = parseChangeApart(plugin, own.before, own.after);
    keep(own, ownParses);
    const replies = Promise.all(elsewhere);
    let settled = false;
    void replies.then(
      () => settled = true,
      () => settled = true
    );
    await ownStatementsWhileWaiting(plugin, own, ownParses, () => settled, ownBodies);
    const room = { before: KEPT_TREES_BUDGET - sizeOf(own.before), after: KEPT_TREES_BUDGET - sizeOf(own.after) };
    if (!settled) await treesWhileWaiting(plugin, others, replies, trees, room);
    for (const { files, data } of await replies) {
      if (data?.statements) remotes.push(data.statements);
      const held2 = (side, file) => takeTree(trees[side], file);
      if (data) keep(files, { before: data.before.map((item, i2) => ({ data: item, held: held2("before", files.before[i2]) })), after: data.after.map((item, i2) => ({ data: item, held: held2("after", files.after[i2]) })) });
      else keep(files, parseChangeApart(plugin, files.before, files.after));
    }
  } catch (error) {
    releaseAll([...parsedBefore.values(), ...parsedAfter.values()]);
    closeAll(remotes);
    throw error;
  } finally {
    for (const side of [trees.before, trees.after]) for (const tree of side.values()) tree.release();
  }
  let cstBefore;
  try {
    cstBefore = withRemotesClosed(plugin.link(before, before.map((file) => parsedBefore.get(file)), prebuiltOf(ownBodies, remotes, "before")), remotes);
    return { before: cstBefore, after: withRemotesClosed(plugin.link(after, after.map((file) => parsedAfter.get(file)), prebuiltOf(ownBodies, remotes, "after")), remotes) };
  } catch (error) {
    cstBefore?.release?.();
    closeAll(remotes);
    throw error;
  }
}
function prebuiltOf(own, remotes, side) {
  if (remotes.length === 0 && own[side].size === 0) return void 0;
  const ownSide = own[side];
  const lookups = remotes.map((remote) => remote.forSide(side));
  return (node) => {
    const built = ownSide.get(node.location.file)?.get(statementKey(node));
    if (built) return built;
    for (const lookup of lookups) {
      const body2 = lookup(node);
      if (body2) return body2;
    }
    return void 0;
  };
}
function withRemotesClosed(root, remotes) {
  if (remotes.length === 0) return root;
  const release = root.release;
  root.release = () => {
    closeAll(remotes);
    release?.();
  };
  return root;
}
function closeAll(remotes) {
  for (const remote of remotes) remote.close();
}
async function ownStatementsWhileWaiting(plugin, files, parses, settled, built) {
  if (!plugin.fileStatements) return;
  const bySide = (side) => new Map(files[side].map((file, index) => [file.path, { side, file, parse: parses[side][index] }]));
  const before = bySide("before");
  const after = bySide("after");
  for (const path of /* @__PURE__ */ new Set([...before.keys(), ...after.keys()])) {
    const sides = [before.get(path), after.get(path)];
    for (const [entry, counterpart] of [sides, [...sides].reverse()]) {
      if (!entry?.parse.held) continue;
      await new Promise((resolve5) => setImmediate(resolve5));
      if (settled()) return;
      built[entry.side].set(path, plugin.fileStatements(entry.file, entry.parse, counterpart));
    }
  }
}
function takeTree(trees, file) {
  const tree = trees.get(file);
  trees.delete(file);
  return tree;
}
async function treesWhileWaiting(plugin, shares, replies, trees, room) {
  if (!plugin.parseTree) return;
  let settled = false;
  void replies.then(
    () => settled = true,
    () => settled = true
  );
  const fresh = { data: void 0 };
  for (const share2 of shares) {
    const before = new Map(share2.before.map((file) => [file.path, file]));
    const after = new Map(share2.after.map((file) => [file.path, file]));
    for (const path of /* @__PURE__ */ new Set([...before.keys(), ...after.keys()])) {
      await new Promise((resolve5) => setImmediate(resolve5));
      if (settled) return;
      const fileBefore = before.get(path);
      const fileAfter = after.get(path);
      const [sizeBefore, sizeAfter] = [fileBefore?.content.length ?? 0, fileAfter?.content.length ?? 0];
      if (sizeBefore > room.before || sizeAfter > room.after) continue;
      room.before -= sizeBefore;
      room.after -= sizeAfter;
      const treeBefore = fileBefore && plugin.parseTree(fileBefore, fresh);
      if (fileBefore && treeBefore) trees.before.set(fileBefore, treeBefore);
      const treeAfter = fileAfter && plugin.parseTree(fileAfter, treeBefore ? { data: void 0, held: treeBefore } : fresh);
      if (fileAfter && treeAfter) trees.after.set(fileAfter, treeAfter);
    }
  }
}
function shareOut(before, after, count3) {
  const sizes = /* @__PURE__ */ new Map();
  for (const file of [...before, ...after]) sizes.set(file.path, (sizes.get(file.path) ?? 0) + file.content.length);
  const shares = Array.from({ length: count3 }, () => ({ paths: /* @__PURE__ */ new Set(), size: 0 }));
  for (const [path, size2] of [...sizes].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))) {
    const smallest = shares.reduce((least, share2) => share2.size < least.size ? share2 : least);
    smallest.paths.add(path);
    smallest.size += size2;
  }
  return shares.map((share2) => share2.paths);
}
function sizeOf(files) {
  return files.reduce((total, file) => total + file.content.length, 0);
}

// src/engine/same-code-paths.ts
function pathsWithSameCode(before, after, plugins, languageByPath) {
  const same = /* @__PURE__ */ new Set();
  const byName2 = new Map(plugins.map((plugin) => [plugin.name, plugin]));
  const textBefore = new Map(before.map((file) => [file.path, file.content]));
  for (const file of after) {
    const earlier = textBefore.get(file.path);
    const sameCode2 = byName2.get(languageByPath.get(file.path) ?? "")?.sameCode;
    if (earlier !== void 0 && earlier !== file.content && sameCode2?.(earlier, file.content)) same.add(file.path);
  }
  return same;
}

// src/report/fine-grained.ts
function fineGrainedRefactorings(relationship, language, bodies, parameterized = /* @__PURE__ */ new Set(), changesOfParameters = () => parameterChanges(relationship.before, relationship.after, bodies?.(relationship) ?? {})) {
  const { type, before, after } = relationship;
  if (!isMatching(type) || type === "CONVERT_TYPE" || before.type !== after.type && !(isCallable(before) && isCallable(after))) return [];
  if (before.type === "Field") {
    if (!typeChanged(before.fieldType, after.fieldType)) return [];
    const field = (node) => ({ ...codeElement(node), declaredType: node.fieldType });
    return [build(relationship, "CHANGE_TYPE", "Field", language, field(before), field(after), `${before.fieldType} to ${after.fieldType} in field ${qualifiedSignature(after)}`)];
  }
  if (!isCallable(before)) return [];
  const found = [];
  const changes = changesOfParameters();
  for (const change of changes ?? []) {
    if (change.operation === "ADD" && parameterized.has(bare(change.after.name))) continue;
    found.push(parameterRefactoring(relationship, change, language));
  }
  if (typeChanged(before.returnType, after.returnType)) {
    const callable2 = (node) => ({ ...codeElement(node), declaredType: node.returnType });
    const what = `${before.returnType} to ${after.returnType} in ${after.type.toLowerCase()} ${qualifiedSignature(after)}`;
    found.push(build(relationship, "CHANGE_RETURN_TYPE", after.type, language, callable2(before), callable2(after), what));
  }
  return changes ? found : found.length > 0 ? found : void 0;
}
var FINE_GRAINED_OPERATIONS = /* @__PURE__ */ new Set(["ADD", "REMOVE", "REORDER", "CHANGE_TYPE", "CHANGE_RETURN_TYPE"]);
function isFineGrained(refactoring) {
  return FINE_GRAINED_OPERATIONS.has(refactoring.operation) || refactoring.kind === "Parameter" || refactoring.kind === "Variable";
}
function parameterRefactoring(relationship, change, language) {
  const { before, after } = relationship;
  const where = `in ${after.type.toLowerCase()} ${qualifiedSignature(after)}`;
  switch (change.operation) {
    case "ADD":
      return build(relationship, "ADD", "Parameter", language, codeElement(before), parameter(after, change.after), `${change.after.name} ${where}`);
    case "REMOVE":
      return build(relationship, "REMOVE", "Parameter", language, parameter(before, change.before), codeElement(after), `${change.before.name} ${where}`);
    case "RENAME":
      return build(relationship, "RENAME", "Parameter", language, parameter(before, change.before), parameter(after, change.after), `${change.before.name} to ${change.after.name} ${where}`);
    case "CHANGE_TYPE": {
      const what = `${change.before.type} to ${change.after.type} of ${change.after.name} ${where}`;
      return build(relationship, "CHANGE_TYPE", "Parameter", language, parameter(before, change.before), parameter(after, change.after), what);
    }
    case "REORDER": {
      const list = (parameters) => `[${parameters.map((p) => p.name).join(", ")}]`;
      return build(relationship, "REORDER", "Parameter", language, codeElement(before), codeElement(after), `${list(change.before)} to ${list(change.after)} ${where}`);
    }
  }
}
function parameter(callable2, p) {
  return { ...codeElement(callable2), container: qualifiedSignature(callable2), name: p.name, signature: p.name, ...p.type ? { declaredType: p.type } : {} };
}
function qualifiedSignature(node) {
  const element = codeElement(node);
  return element.container ? `${element.container}.${element.signature}` : element.signature;
}
function build(relationship, operation, kind, language, before, after, what) {
  const type = refactoringTypeName(operation, kind);
  const refactoring = { type, operation, kind, language, before, after, description: `${type} ${what}` };
  if (relationship.similarity !== void 0) refactoring.similarity = Math.round(relationship.similarity * 1e3) / 1e3;
  return refactoring;
}
function callableWithChangedCalls(refactoring) {
  const { operation, kind, after } = refactoring;
  if (operation === "CHANGE_SIGNATURE" || operation === "REORDER" || operation === "CHANGE_RETURN_TYPE") return after.name;
  if (operation === "PARAMETERIZE") return simpleNameOfSignature(after.container);
  if (kind !== "Parameter") return void 0;
  if (operation === "ADD" || operation === "CHANGE_TYPE") return simpleNameOfSignature(after.container);
  if (operation === "REMOVE") return after.name;
  if (operation === "RENAME" && marker(refactoring.before.name) !== marker(after.name)) return simpleNameOfSignature(after.container);
  return void 0;
}
function simpleNameOfSignature(qualified) {
  const open = qualified.indexOf("(");
  const head = open < 0 ? qualified : qualified.slice(0, open);
  return head.slice(Math.max(head.lastIndexOf("."), head.lastIndexOf("/")) + 1);
}

// src/core/statements/copied-declarations.ts
function copiedDeclarationPairs(kept, body2, paired) {
  const pairs = [];
  const taken = /* @__PURE__ */ new Set();
  for (const copy of flattenStatements(body2.statements)) {
    if (paired.has(copy) || copy.declares.length === 0 || copy.children.length > 0) continue;
    const sources = kept.filter((statement) => !taken.has(statement) && statement.children.length === 0 && copiedWithNamesChanged(statement, copy));
    if (sources.length !== 1) continue;
    taken.add(sources[0]);
    pairs.push({ before: sources[0], after: copy, similarity: 1 });
  }
  return pairs;
}
function copiedWithNamesChanged(source, copy) {
  if (source.tokens.length !== copy.tokens.length || source.declares.length !== copy.declares.length) return false;
  const names = new Map(source.declares.map((name2, i2) => [name2, copy.declares[i2]]));
  if ([...names].every(([from, to]) => from === to)) return false;
  if (!source.tokens.some((token) => !names.has(token) && isWord(token))) return false;
  return source.tokens.every((token, i2) => token === copy.tokens[i2] || names.get(token) === copy.tokens[i2]);
}

// src/core/statements/held-values.ts
function heldValues(side, other, partner) {
  const held2 = /* @__PURE__ */ new Map();
  for (const [name2, list] of side.declared) {
    const [declared] = list;
    if (list.length !== 1 || declared.statement.declares.length !== 1 || partner.has(declared.statement)) continue;
    if (other.declared.has(name2) || other.used.has(name2) || side.parameters.has(name2) || other.parameters.has(name2)) continue;
    if (side.statements.some((s) => s !== declared.statement && s.tokens[0] === name2 && s.tokens[1] === "=")) continue;
    const value = initializerOf(declared.statement.tokens, name2);
    if (value) held2.set(name2, value);
  }
  return held2;
}
function withHeldValues(tokens, held2) {
  let written = tokens;
  for (let depth = 0; depth < MAX_HELD_DEPTH && held2.size > 0; depth++) {
    const current = written;
    if (!current.some((token, i2) => held2.has(token) && isUse(current, i2, token))) break;
    written = current.flatMap((token, i2) => held2.has(token) && isUse(current, i2, token) ? held2.get(token) : [token]);
  }
  return written;
}
var MAX_HELD_DEPTH = 3;

// src/core/statements/handed-on-names.ts
function renamesHandingOnTheName(context, pairs, known, alike2) {
  const { before, after } = context;
  const found = [];
  const judged = new Set(known.keys());
  for (const [b, a] of pairs) {
    const [from, to] = [b.name, a.name];
    if (from === to || judged.has(from) || isParameter(context, from) || isParameter(context, to)) continue;
    if (before.used.has(to) || before.declared.has(to)) continue;
    const [valueBefore, valueAfter] = [initializerOf(b.statement.tokens, from), initializerOf(a.statement.tokens, to)];
    if ((valueBefore ? valueBefore.length < 2 || !valueAfter : !!valueAfter) || !alike2(b, a)) continue;
    if (valueBefore && valueAfter && valueBefore.length > valueAfter.length && containsRun(valueBefore, valueAfter)) continue;
    const made = madeFrom(after, from, to, a.statement);
    if (!made) continue;
    if (!readsFollow(context, b, from, made)) continue;
    found.push({ operation: "RENAME", before: b, after: a });
    judged.add(from);
  }
  return found;
}
function madeFrom(side, name2, source, own) {
  const made = /* @__PURE__ */ new Set([source]);
  for (const statement of side.statements) {
    if (statement === own || statement.declares.length === 0) continue;
    const used = localUses(statement.tokens);
    if (![...used].some((local) => made.has(local) && !statement.declares.includes(local))) continue;
    for (const declared of statement.declares) made.add(declared);
    const value = statement.declares.includes(name2) ? initializerOf(statement.tokens, name2) : void 0;
    if (value && value.length === 1 && value[0] === source) return void 0;
    if (value) return { made, parts: new Set([...used].filter((local) => side.declared.has(local) && !statement.declares.includes(local))) };
  }
  return void 0;
}
function readsFollow(context, declaration, from, { made, parts: parts2 }) {
  const reads2 = (statement, name2) => usesOf(statement.tokens, name2) - (statement.declares.includes(name2) ? 1 : 0);
  return reachOf(context.before.statements, declaration.statement, from).every((statement) => {
    if (reads2(statement, from) <= 0) return true;
    const partner = context.partner.get(statement);
    return !partner || [...made].some((name2) => reads2(partner, name2) > 0) || partner.declares.some((name2) => parts2.has(name2));
  });
}

// src/core/statements/merged-locals.ts
function mergedLocalRenames(context, merged) {
  const found = [];
  for (const [to, froms] of merged) {
    const target = sole(context, "after", to);
    const sources = froms.map((from) => sole(context, "before", from));
    if (!target || sources.length < 2 || !sources.every((source) => !!source)) continue;
    const partnerOfTarget = context.partner.get(target.statement);
    const pairedAmong = sources.every((source) => [void 0, target.statement].includes(context.partner.get(source.statement)));
    if (!pairedAmong || partnerOfTarget && !sources.some((source) => source.statement === partnerOfTarget)) continue;
    const at = target.statement.declares.indexOf(to);
    const shaped = sources.every((source) => source.statement.declares.length === target.statement.declares.length && source.statement.declares.indexOf(source.name) === at);
    if (!shaped || context.before.used.has(to) || froms.some((from) => context.after.used.has(from))) continue;
    if (!mergedUsesAgree(context, sources, target)) continue;
    const [first] = [...sources].sort((x, y) => context.before.statements.indexOf(x.statement) - context.before.statements.indexOf(y.statement));
    const renamed2 = sources.find((source) => source.statement === partnerOfTarget) ?? first;
    found.push({ operation: "RENAME", before: renamed2, after: target }, ...unreadNeighbours(context, renamed2.statement, target.statement, at));
  }
  return found;
}
function sole(context, side, name2) {
  const list = context[side].declared.get(name2);
  return list?.length === 1 && !context[side].parameters.has(name2) ? list[0] : void 0;
}
function mergedUsesAgree(context, sources, target) {
  const declarations = /* @__PURE__ */ new Set([target.statement, ...sources.map((source) => source.statement)]);
  const oldUses = (statement) => sources.reduce((sum, source) => sum + usesOf(statement.tokens, source.name), 0);
  const agreeing = new Map(sources.map((source) => [source.name, 0]));
  for (const statement of context.before.statements) {
    if (declarations.has(statement) || oldUses(statement) === 0) continue;
    const partner = context.partner.get(statement);
    if (!partner || usesOf(partner.tokens, target.name) !== oldUses(statement)) return false;
    for (const source of sources) if (usesOf(statement.tokens, source.name) > 0) agreeing.set(source.name, agreeing.get(source.name) + 1);
  }
  for (const statement of context.after.statements) {
    if (declarations.has(statement) || usesOf(statement.tokens, target.name) === 0) continue;
    const partner = context.partner.get(statement);
    if (!partner || oldUses(partner) !== usesOf(statement.tokens, target.name)) return false;
  }
  return [...agreeing.values()].every((count3) => count3 > 0);
}
function unreadNeighbours(context, before, after, merged) {
  return before.declares.flatMap((from, i2) => {
    const to = after.declares[i2];
    if (i2 === merged || from === to || context.after.used.has(from) || context.before.used.has(to)) return [];
    const old = sole(context, "before", from);
    const now = sole(context, "after", to);
    const unread = (side, name2) => context[side].statements.every((statement) => usesOf(statement.tokens, name2) === 0 || statement.declares.includes(name2));
    return old && now && unread("before", from) && unread("after", to) ? [{ operation: "RENAME", before: old, after: now }] : [];
  });
}

// src/core/statements/value-moved-into-callee.ts
var MOVED_DECLARATION_SIMILARITY = 0.75;
function valuesMovedIntoCallees(context, newCallable) {
  if (!newCallable) return [];
  const unpaired = (side) => [...context[side].declared.values()].flatMap((list) => list.length === 1 && list[0].statement.declares.length === 1 && !context.partner.has(list[0].statement) ? [list[0]] : []);
  const olds = unpaired("before");
  if (olds.length === 0) return [];
  const found = [];
  for (const now of unpaired("after")) {
    const callee = calleeOfValue(now);
    const body2 = callee && newCallable(callee);
    if (!body2) continue;
    const declaring = flattenStatements(body2.statements).filter((statement) => statement.declares.includes(now.name));
    const old = olds.filter((candidate) => {
      if (candidate.name === now.name || context.after.declared.has(candidate.name) || context.before.declared.has(now.name)) return false;
      const respelt = renamed(candidate.statement.tokens, candidate.name, now.name);
      return declaring.some((statement) => statementSimilarity(respelt, statement.tokens) >= MOVED_DECLARATION_SIMILARITY);
    });
    if (old.length === 1) found.push([old[0], now]);
  }
  return found;
}
function calleeOfValue(declared) {
  const value = initializerOf(declared.statement.tokens, declared.name);
  const [call] = declared.statement.calls;
  if (!value || !call || declared.statement.calls.length !== 1 || value[value.length - 1] !== ")") return void 0;
  const at = value.indexOf(call.name);
  return at >= 0 && value[at + 1] === "(" && (at === 0 || at === 2 && value[1] === ".") ? call.name : void 0;
}

// src/core/statements/renamed-in-rewritten-uses.ts
function renamedInRewrittenUses(context) {
  const { before, after, partner } = context;
  const apart = (declared, name2) => {
    const list = declared.get(name2);
    return list?.length === 1 && !partner.has(list[0].statement);
  };
  const found = /* @__PURE__ */ new Map();
  const conflicting = /* @__PURE__ */ new Set();
  for (const pair of context.mapping.pairs) {
    const [b, a] = [pair.before.tokens, pair.after.tokens];
    if (b.length !== a.length) continue;
    for (let i2 = 0; i2 < b.length; i2++) {
      const [from, to] = [b[i2], a[i2]];
      if (from === to || !isUse(b, i2, from) || !isUse(a, i2, to)) continue;
      if (!before.declared.has(from) || !after.declared.has(to) || after.declared.has(from) || before.declared.has(to)) continue;
      if (!apart(before.declared, from) || !apart(after.declared, to) || !shareNameWord(from, to)) continue;
      if (found.has(from) && found.get(from) !== to) conflicting.add(from);
      found.set(from, to);
    }
  }
  return [...found].filter(([from]) => !conflicting.has(from));
}
function shareNameWord(one, other) {
  const singular = (word) => word.length > 3 && word.endsWith("s") ? word.slice(0, -1) : word;
  const words3 = (name2) => splitIdentifier(name2).map((word) => singular(word.toLowerCase())).filter((word) => word.length >= 3);
  const first = new Set(words3(one));
  return words3(other).some((word) => first.has(word));
}

// src/core/statements/declared-where-used.ts
function declaredWhereUsed(context) {
  const { before, after, partner } = context;
  const found = /* @__PURE__ */ new Map();
  const conflicting = /* @__PURE__ */ new Set();
  for (const pair of context.mapping.pairs) {
    if (pair.after.declares.length !== 1 || pair.before.declares.length > 0) continue;
    const [to] = pair.after.declares;
    if (after.declared.get(to)?.length !== 1 || before.declared.has(to) || before.used.has(to) || after.parameters.has(to)) continue;
    const readAfter = usedNames(pair.after.tokens);
    const read = new Set(pair.before.tokens.filter((token, i2) => before.declared.has(token) && isUse(pair.before.tokens, i2, token) && !readAfter.has(token)));
    if (read.size !== 1) continue;
    const [from] = read;
    const declarations = before.declared.get(from);
    if (declarations.length !== 1 || partner.has(declarations[0].statement) || after.declared.has(from) || after.used.has(from)) continue;
    if (usesOf(pair.before.tokens, from) !== 1 || !shareNameWord(from, to)) continue;
    if (found.has(from) && found.get(from) !== to) conflicting.add(from);
    found.set(from, to);
  }
  return [...found].filter(([from]) => !conflicting.has(from));
}

// src/core/statements/renamed-declarations.ts
function renamedDeclarationPairs(before, after, pairs) {
  const partner = /* @__PURE__ */ new Map();
  for (const pair of pairs) {
    partner.set(pair.before, pair.after);
    partner.set(pair.after, pair.before);
  }
  const [parentsBefore, parentsAfter] = [parentsOf(before), parentsOf(after)];
  const unpaired = (statements) => statements.filter((s) => s.declares.length > 0 && !partner.has(s));
  const candidatesAfter = unpaired(after);
  const counterparts = /* @__PURE__ */ new Map();
  const matchedAfter = /* @__PURE__ */ new Map();
  for (const b of unpaired(before)) {
    const parent = parentsBefore.get(b);
    const expectedParent = parent ? partner.get(parent) : void 0;
    if (parent && !expectedParent) continue;
    const list = candidatesAfter.filter((a) => parentsAfter.get(a) === expectedParent && sameButDeclaredNames(b, a));
    counterparts.set(b, list);
    for (const a of list) matchedAfter.set(a, (matchedAfter.get(a) ?? 0) + 1);
  }
  const found = [];
  for (const [b, list] of counterparts) if (list.length === 1 && matchedAfter.get(list[0]) === 1) found.push({ before: b, after: list[0], similarity: 1 });
  return found;
}
function parentsOf(statements) {
  const parents = /* @__PURE__ */ new Map();
  for (const statement of statements) for (const child of statement.children) parents.set(child, statement);
  return parents;
}
function sameButDeclaredNames(b, a) {
  if (b.kind !== a.kind || b.tokens.length !== a.tokens.length || b.declares.length !== a.declares.length) return false;
  let differs = false;
  for (let i2 = 0; i2 < b.tokens.length; i2++) {
    if (b.tokens[i2] === a.tokens[i2]) continue;
    if (!b.declares.includes(b.tokens[i2]) || !a.declares.includes(a.tokens[i2]) || !isUse(b.tokens, i2, b.tokens[i2])) return false;
    differs = true;
  }
  return differs;
}

// src/core/statements/same-callee.ts
function callTheSameMember(before, after) {
  const [old, now] = [calleeOf2(initializerOf(before.statement.tokens, before.name)), calleeOf2(initializerOf(after.statement.tokens, after.name))];
  return !!old && !!now && old.join(" ") === now.join(" ");
}
function calleeOf2(value) {
  const open = value?.indexOf("(") ?? -1;
  if (!value || open < 3) return void 0;
  const callee = value.slice(0, open);
  const chain = callee.every((token, i2) => i2 % 2 === 0 ? isName(token) : isMemberAccess(token));
  return chain && callee.length % 2 === 1 ? callee : void 0;
}

// src/core/statements/renamed-into-kept-name.ts
var RESPELT_STATEMENTS = 2;
function renamedIntoKeptName(context, from, to) {
  const { before, after, partner } = context;
  if (!before.redeclares || !after.redeclares || before.within || after.within || context.moved) return false;
  if (isParameter(context, from) || isParameter(context, to) || after.used.has(from) || !before.used.has(to)) return false;
  let respelt = 0;
  const partners = /* @__PURE__ */ new Set();
  for (const statement of before.statements) {
    const [old, now] = [usesOf(statement.tokens, from), usesOf(statement.tokens, to)];
    if (old === 0 && now === 0) continue;
    const other = partner.get(statement);
    if (!other || old > 0 && now > 0) return false;
    const expected = old > 0 ? renamed(statement.tokens, from, to) : statement.tokens;
    if (!sameTokens2(expected, other.tokens)) return false;
    if (old > 0) respelt++;
    partners.add(other);
  }
  return respelt >= RESPELT_STATEMENTS && after.statements.every((statement) => usesOf(statement.tokens, to) === 0 || partners.has(statement));
}

// src/core/statements/traded-locals.ts
var TRADING_STATEMENTS = 3;
function tradedLocal(context, old, now) {
  const { before, after } = context;
  const [readBefore, readAfter] = [usedNames(old), usedNames(now)];
  const gone = [...readBefore].filter((name2) => before.declared.has(name2) && !after.declared.has(name2) && !readAfter.has(name2));
  const come = [...readAfter].filter((name2) => after.declared.has(name2) && !before.declared.has(name2) && !readBefore.has(name2));
  return gone.length === 1 && come.length === 1 ? [gone[0], come[0]] : void 0;
}
function tradedInRewrittenUses(context) {
  const trades = /* @__PURE__ */ new Map();
  const conflicting = /* @__PURE__ */ new Set();
  const takenBy = /* @__PURE__ */ new Map();
  for (const pair of context.mapping.pairs) {
    const traded = tradedLocal(context, pair.before.tokens, pair.after.tokens);
    if (!traded) continue;
    const [from, to] = traded;
    const known = trades.get(from);
    if (known && known.to !== to || takenBy.has(to) && takenBy.get(to) !== from) {
      conflicting.add(from);
      conflicting.add(takenBy.get(to) ?? from);
      continue;
    }
    takenBy.set(to, from);
    const entry = known ?? { to, before: [], after: [] };
    entry.before.push(pair.before);
    entry.after.push(pair.after);
    trades.set(from, entry);
  }
  const found = [];
  for (const [from, { to, before, after }] of trades) {
    if (conflicting.has(from) || before.length < TRADING_STATEMENTS) continue;
    const old = visibleAt(context.before, from, before);
    const now = visibleAt(context.after, to, after);
    if (old && now) found.push([old, now]);
  }
  return found;
}
function visibleAt(side, name2, readers) {
  const visible = (side.declared.get(name2) ?? []).flatMap((declaration) => {
    const scope = side.scopes.of(declaration.statement);
    return !scope || readers.every((reader) => scope.has(reader)) ? [{ declaration, size: scope?.size ?? Infinity }] : [];
  });
  const nearest = Math.min(...visible.map((v) => v.size));
  const innermost = visible.filter((v) => v.size === nearest);
  return innermost.length === 1 ? innermost[0].declaration : void 0;
}

// src/core/statements/split-locals.ts
function splitLocals(context) {
  const { before, after, partner } = context;
  const takers = /* @__PURE__ */ new Map();
  const readers = /* @__PURE__ */ new Map();
  const spoilt = /* @__PURE__ */ new Set();
  for (const statement of before.statements) {
    const other = partner.get(statement);
    if (!other) continue;
    const swaps = substitutions(context, statement.tokens, other.tokens) ?? tradedOne(context, statement.tokens, other.tokens);
    if (!swaps) continue;
    const seen = /* @__PURE__ */ new Set();
    for (const [from, to] of swaps) {
      if (seen.has(`${from}\0${to}`)) continue;
      seen.add(`${from}\0${to}`);
      if (!takers.has(from)) takers.set(from, /* @__PURE__ */ new Map());
      takers.get(from).set(to, (takers.get(from).get(to) ?? 0) + 1);
      if (!readers.has(from)) readers.set(from, /* @__PURE__ */ new Set());
      readers.get(from).add(statement);
    }
    for (const [from] of swaps) if (usesOf(other.tokens, from) > 0) spoilt.add(from);
  }
  const found = [];
  for (const [from, counts] of takers) {
    const to = [...counts.keys()];
    if (to.length < 2 || spoilt.has(from)) continue;
    const old = declaredOnce(before, from);
    const now = to.map((name2) => declaredOnce(after, name2));
    if (!old || now.some((d) => !d) || after.used.has(from) || to.some((name2) => before.used.has(name2))) continue;
    if (partner.has(old.statement) || now.some((d) => partner.has(d.statement))) continue;
    const read = before.statements.filter((statement) => statement !== old.statement && usesOf(statement.tokens, from) > 0);
    if (read.length === 0 || read.some((statement) => !readers.get(from).has(statement))) continue;
    const most = Math.max(...counts.values());
    found.push([old, now[to.findIndex((name2) => counts.get(name2) === most)]]);
  }
  return found;
}
function declaredOnce(side, name2) {
  const list = side.declared.get(name2);
  if (list?.length !== 1 || list[0].statement.declares.length !== 1 || side.parameters.has(name2)) return void 0;
  return list[0];
}
function substitutions(context, old, now) {
  if (old.length !== now.length) return void 0;
  const swaps = [];
  for (let i2 = 0; i2 < old.length; i2++) {
    if (old[i2] === now[i2]) continue;
    if (!isUse(old, i2, old[i2]) || !isUse(now, i2, now[i2]) || !context.before.declared.has(old[i2]) || !context.after.declared.has(now[i2])) return void 0;
    swaps.push([old[i2], now[i2]]);
  }
  return swaps;
}
function tradedOne(context, old, now) {
  const traded = tradedLocal(context, old, now);
  return traded ? [traded] : void 0;
}

// src/core/statements/added-statements.ts
function onlyUndeclaringStatementsAdded(before, after) {
  const [flatBefore, flatAfter] = [withParents(before.statements), withParents(after.statements)];
  if (flatBefore.length === flatAfter.length) return false;
  const [shorter, longer] = flatBefore.length < flatAfter.length ? [flatBefore, flatAfter] : [flatAfter, flatBefore];
  const counterpart = /* @__PURE__ */ new Map();
  let next = 0;
  for (const { statement, parent } of shorter) {
    while (next < longer.length && !(alike(statement, longer[next].statement) && sameParent(parent, longer[next].parent, counterpart))) {
      if (declaresAny(longer[next].statement)) return false;
      next++;
    }
    if (next === longer.length) return false;
    counterpart.set(statement, longer[next].statement);
    next++;
  }
  for (; next < longer.length; next++) if (declaresAny(longer[next].statement)) return false;
  return true;
}
function withParents(statements) {
  const flat = [];
  const visit = (statement, parent) => {
    flat.push({ statement, parent });
    for (const child of statement.children) visit(child, statement);
  };
  for (const statement of statements) visit(statement, void 0);
  return flat;
}
function sameParent(parent, other, counterpart) {
  return parent === void 0 ? other === void 0 : other !== void 0 && counterpart.get(parent) === other;
}
function alike(a, b) {
  return a.kind === b.kind && a.depth === b.depth && !!a.inExpression === !!b.inExpression && !!a.classBody === !!b.classBody && !!a.bodyScoped === !!b.bodyScoped && sameTokens2(a.declares, b.declares) && sameTokens2(a.tokens, b.tokens);
}
function declaresAny(statement) {
  return statement.declares.length > 0 || (statement.destructured?.length ?? 0) > 0;
}

// src/core/statements/variables.ts
var RENAMED_DECLARATION_SIMILARITY = 0.75;
var CORROBORATED_DECLARATION_SIMILARITY = 0.7;
var CORROBORATING_USES = 2;
var MANY_AGREEING_USES = 4;
var UNPAIRED_DECLARATION_SIMILARITY = 0.5;
var REWRITTEN_DECLARATION_USES = 3;
function variableChanges(before, after, parameterRenames = /* @__PURE__ */ new Map(), movedAway, helpers = [], newCallable) {
  const untouched = parameterRenames.size === 0 && !movedAway?.size && helpers.length === 0 && sameTokens2(before.parameters, after.parameters);
  if (untouched && onlyUndeclaringStatementsAdded(before.body, after.body)) return [];
  return mappedVariableChanges(before, after, parameterRenames, movedAway, helpers, newCallable);
}
function mappedVariableChanges(before, after, parameterRenames = /* @__PURE__ */ new Map(), movedAway, helpers = [], newCallable) {
  const extracted = helpers.length > 0 ? { extracted: { before: before.body, after: after.body, helpers } } : {};
  const context = { ...mapBodies(before, after, new Set(parameterRenames.values())), ...movedAway?.size ? { movedAway } : {}, ...extracted, ...newCallable ? { newCallable } : {} };
  const renames = renamedVariables(context);
  const renameMap = new Map(renames.map((r) => [r.before.name, r.after.name]));
  const parameterized = parameterizedVariables(context, renameMap);
  const taken = /* @__PURE__ */ new Set([...renameMap.keys(), ...parameterized.map((p) => p.before.name)]);
  return [
    ...renames,
    ...typeChanges(context, renameMap),
    ...extractedVariables(context, respeltEverywhere(context, renameMap), taken, new Set(renames.flatMap((r) => [r.before.statement, r.after.statement]))),
    ...parameterized,
    ...localizedParameters(context)
  ];
}
function respeltEverywhere(context, renames) {
  if (!context.after.redeclares) return renames;
  return new Map([...renames].filter(([from]) => !context.after.declared.has(from)));
}
function movedVariableChanges(before, after, pairs) {
  const partner = /* @__PURE__ */ new Map();
  for (const pair of pairs) {
    partner.set(pair.before, pair.after);
    partner.set(pair.after, pair.before);
  }
  const [statementsBefore, statementsAfter] = [pairs.map((pair) => pair.before), pairs.map((pair) => pair.after)];
  const context = {
    mapping: { pairs: [...pairs], unmappedBefore: [], unmappedAfter: [] },
    partner,
    renamedParameters: /* @__PURE__ */ new Set(),
    before: { ...facts(before.body, statementsBefore, before.parameters), within: new Set(statementsBefore) },
    after: { ...facts(after.body, statementsAfter, after.parameters), within: new Set(statementsAfter) }
  };
  const renames = renamedVariables(context).filter((r) => sameButForLocals(context, r.before.statement.tokens, r.after.statement.tokens));
  const renameMap = new Map(renames.map((r) => [r.before.name, r.after.name]));
  const retyped = typeChanges(context, renameMap).filter((change) => change.operation === "CHANGE_TYPE" && renameMap.get(change.before.name) === change.after.name && change.before.name !== change.after.name);
  return [...renames, ...retyped];
}
function localizedParameters(context) {
  const { before, after } = context;
  return [...before.parameters].flatMap((name2) => {
    const local = after.declared.get(name2);
    if (after.parameters.has(name2) || before.declared.has(name2) || local?.length !== 1) return [];
    return usesAgree(context, name2, name2, [local[0].statement], false, true) ? [{ operation: "LOCALIZE", parameter: name2, after: local[0] }] : [];
  });
}
function movedCodeVariableChanges(before, lost, after, pairs) {
  const statementsAfter = flattenStatements(after.body.statements);
  const all = [...pairs, ...renamedDeclarationPairs(lost, statementsAfter, pairs)];
  const partner = /* @__PURE__ */ new Map();
  for (const pair of all) {
    partner.set(pair.before, pair.after);
    partner.set(pair.after, pair.before);
  }
  const mapping = { pairs: all, unmappedBefore: lost.filter((s) => !partner.has(s)), unmappedAfter: statementsAfter.filter((s) => !partner.has(s)) };
  const context = {
    mapping,
    partner,
    renamedParameters: /* @__PURE__ */ new Set(),
    before: { ...facts(before.body, lost, before.parameters), within: new Set(lost) },
    after: facts(after.body, statementsAfter, after.parameters),
    moved: true
  };
  const found = renamedVariables(context);
  const together = new Map(found.map((r) => [r.before.name, r.after.name]));
  const renames = found.filter((r) => context.partner.get(r.before.statement) === r.after.statement && sameTokens2(withRenames(r.before.statement.tokens, together), r.after.statement.tokens));
  const renameMap = new Map(renames.map((r) => [r.before.name, r.after.name]));
  const renamedStatements = new Set(renames.flatMap((r) => [r.before.statement, r.after.statement]));
  const extracted = extractedVariables(context, renameMap, new Set(renameMap.keys()), renamedStatements).filter((change) => change.operation === "EXTRACT");
  return [...renames, ...extracted];
}
function mapBodies(before, after, renamedParameters) {
  const { before: statementsBefore, after: statementsAfter, mapping: mapped } = bodyMapping(before.body, after.body);
  const mapping = { ...mapped, pairs: [...mapped.pairs, ...renamedDeclarationPairs(statementsBefore, statementsAfter, mapped.pairs)] };
  const partner = /* @__PURE__ */ new Map();
  for (const pair of mapping.pairs) {
    partner.set(pair.before, pair.after);
    partner.set(pair.after, pair.before);
  }
  return {
    mapping,
    partner,
    renamedParameters,
    before: facts(before.body, statementsBefore, before.parameters),
    after: facts(after.body, statementsAfter, after.parameters)
  };
}
function facts(body2, statements, parameters) {
  const redeclares = !!body2.redeclares;
  const declared = /* @__PURE__ */ new Map();
  const assignedParameters = /* @__PURE__ */ new Map();
  const used = /* @__PURE__ */ new Set();
  for (const statement of statements) {
    for (const name2 of statement.declares) {
      const into = redeclares && parameters.includes(name2) ? assignedParameters : declared;
      const type = statement.declaredTypes?.find((t) => t.name === name2)?.type;
      const list = into.get(name2) ?? [];
      list.push({ name: name2, ...type ? { type } : {}, statement });
      into.set(name2, list);
    }
    for (const name2 of localNames(statement.tokens)) used.add(name2);
  }
  return { statements, parameters: new Set(parameters), declared, assignedParameters, used, redeclares, scopes: new Scopes(body2, statements) };
}
function renamedVariables(context) {
  const candidates2 = /* @__PURE__ */ new Map();
  const conflicting = /* @__PURE__ */ new Set();
  const propose = (b, a) => {
    if (destructuredApart(b.statement, b.name, a.statement, a.name)) return;
    const previous = candidates2.get(b.name);
    if (previous && previous.to !== a.name) conflicting.add(b.name);
    else if (!previous) candidates2.set(b.name, { to: a.name, pairs: [[b, a]] });
    else if (!previous.pairs.some(([old, now]) => old === b && now === a)) previous.pairs.push([b, a]);
  };
  for (const [b, a] of declarationPairs(context)) if (b.name !== a.name) propose(b, a);
  const movedValues = valuesMovedIntoCallees(context, context.newCallable);
  for (const [b, a] of movedValues) propose(b, a);
  for (const [from, to] of substitutedLocals(context)) {
    const [b, a] = [context.before.declared.get(from), context.after.declared.get(to)];
    if (b?.length === 1 && a?.length === 1) propose(b[0], a[0]);
    else if (context.before.redeclares && context.after.redeclares && b && b.length === a?.length) propose(b[0], a[0]);
  }
  const filledIntoDeclarations = declaredWhereUsed(context);
  for (const [from, to] of [...renamedInRewrittenUses(context), ...filledIntoDeclarations]) if (!candidates2.has(from)) propose(context.before.declared.get(from)[0], context.after.declared.get(to)[0]);
  for (const [b, a] of tradedInRewrittenUses(context)) if (!candidates2.has(b.name)) propose(b, a);
  const targets = /* @__PURE__ */ new Map();
  for (const { to } of candidates2.values()) targets.set(to, (targets.get(to) ?? 0) + 1);
  const renamesAt = (from, to, before, after) => {
    const sameDeclaration = context.partner.get(before.statement) === after.statement && renamed(before.statement.tokens, from, to).join(" ") === after.statement.tokens.join(" ");
    const rewritten = !context.partner.has(before.statement) && (holdSameValue(context, before, after) || bothUnpaired(context, before, after) && agreeingUses(context, before, after) >= REWRITTEN_DECLARATION_USES);
    const paired = context.partner.get(before.statement) === after.statement;
    const sameButLocals = sameDeclaration || paired && sameButForLocals(context, before.statement.tokens, after.statement.tokens);
    const alike3 = () => paired && declarationSimilarity([before.statement, after.statement], /* @__PURE__ */ new Map([[from, to]])) >= RENAMED_DECLARATION_SIMILARITY;
    const widened = () => paired && localsWidened(context, before, after);
    const valued = (initializerOf(before.statement.tokens, from)?.length ?? 0) > 1 && (sameButLocals || alike3() || widened());
    const namedAlike = () => paired && shareNameWord(from, to) && declarationSimilarity([before.statement, after.statement], /* @__PURE__ */ new Map([[from, to]]), [before, after]) >= RENAMED_DECLARATION_SIMILARITY;
    const sameCall = bothUnpaired(context, before, after) && callTheSameMember(before, after);
    return isRenameOf(context, before, after, sameDeclaration || namedAlike() || sameCall, valued, rewritten || sameCall ? [before.statement, after.statement] : []);
  };
  const supported = [...candidates2].flatMap(([from, { to, pairs }]) => {
    if (conflicting.has(from) || targets.get(to) !== 1) return [];
    const inOrder = [...pairs].sort(([x], [y]) => context.before.statements.indexOf(x.statement) - context.before.statements.indexOf(y.statement));
    const pair = inOrder.find(([before, after]) => renamesAt(from, to, before, after));
    return pair ? [[from, { to, before: pair[0], after: pair[1] }]] : [];
  });
  const all = new Map([...parametersRenamedInPlace(context), ...supported.map(([from, { to }]) => [from, to])]);
  const found = [];
  for (const [, { before, after }] of supported) {
    if (holdSameValue(context, before, after) && agreeingUses(context, before, after) > 0) {
      found.push({ operation: "RENAME", before, after });
      continue;
    }
    const declarations = comparedDeclarations(context, before, after);
    const filled = filledIntoDeclarations.some(([from, to]) => from === before.name && to === after.name) && !context.partner.has(before.statement);
    if (filled && agreeingUses(context, before, after) > 0 && onlyMappedUses(context, before, after)) {
      found.push({ operation: "RENAME", before, after });
      continue;
    }
    if (!declarations && bothUnpaired(context, before, after) && agreeingUses(context, before, after) >= CORROBORATING_USES && onlyMappedUses(context, before, after)) {
      if (declarationSimilarity([before.statement, after.statement], all, void 0, true) >= UNPAIRED_DECLARATION_SIMILARITY) {
        found.push({ operation: "RENAME", before, after });
        continue;
      }
    }
    if (!declarations) {
      const valueless = !initializerOf(before.statement.tokens, before.name) || respeltAlike(before, after) || shareNameWord(before.name, after.name);
      let agreed;
      const agree = () => agreed ??= usesAgree(context, before.name, after.name, [before.statement, after.statement], false, false, false, [before, after]);
      if (bothUnpaired(context, before, after) && valueless && onlyMappedUses(context, before, after) && agree()) found.push({ operation: "RENAME", before, after });
      else if (bothUnpaired(context, before, after) && agreeingUses(context, before, after) >= REWRITTEN_DECLARATION_USES && agree()) found.push({ operation: "RENAME", before, after });
      else if (movedValues.some(([b, a]) => b === before && a === after) && agree()) found.push({ operation: "RENAME", before, after });
      else if (bothUnpaired(context, before, after) && callTheSameMember(before, after) && agreeingUses(context, before, after) > 0 && usesAgree(context, before.name, after.name, [before.statement, after.statement], false, true, false, [before, after])) found.push({ operation: "RENAME", before, after });
      continue;
    }
    const together = supported.filter(([, other]) => other.before !== before && other.before.statement === before.statement).length;
    const needed = agreeingUses(context, before, after) + together >= CORROBORATING_USES ? CORROBORATED_DECLARATION_SIMILARITY : RENAMED_DECLARATION_SIMILARITY;
    if (declarationSimilarity(declarations, all, agreeingUses(context, before, after) > 0 ? [before, after] : void 0) < needed) continue;
    found.push({ operation: "RENAME", before, after });
  }
  for (const [from, { to, pairs }] of candidates2) {
    if (conflicting.has(from) || targets.get(to) !== 1 || supported.some(([old]) => old === from) || !renamedIntoKeptName(context, from, to)) continue;
    const [before, after] = [...pairs].sort(([x], [y]) => context.before.statements.indexOf(x.statement) - context.before.statements.indexOf(y.statement))[0];
    found.push({ operation: "RENAME", before, after });
  }
  const merged = /* @__PURE__ */ new Map();
  for (const [from, { to }] of candidates2) if (!conflicting.has(from) && targets.get(to) > 1) merged.set(to, [...merged.get(to) ?? [], from]);
  found.push(...mergedLocalRenames(context, merged));
  for (const [b, a] of splitLocals(context)) if (!found.some((change) => change.before.name === b.name || change.after.name === a.name)) found.push({ operation: "RENAME", before: b, after: a });
  const unread = unreadRenames(context, found);
  const redeclared = redeclaredRenames(context, [...found, ...unread]);
  const known = new Map([...found, ...unread, ...redeclared].map((change) => [change.before.name, change.after.name]));
  const alike2 = (b, a) => declarationSimilarity([b.statement, a.statement], new Map([...known, [b.name, a.name]])) >= RENAMED_DECLARATION_SIMILARITY;
  return [...found, ...unread, ...redeclared, ...renamesHandingOnTheName(context, declarationPairs(context), known, alike2)];
}
function redeclaredRenames(context, found) {
  if (!context.before.redeclares || !context.after.redeclares) return [];
  const known = new Map(found.map((change) => [change.before.name, change.after.name]));
  const renames = [];
  for (const [b, a] of unreportedDeclarationPairs(context, found, known)) {
    if (!readsAgree(context, b, a)) continue;
    if (declarationSimilarity([b.statement, a.statement], new Map([...known, [b.name, a.name]])) < RENAMED_DECLARATION_SIMILARITY) continue;
    renames.push({ operation: "RENAME", before: b, after: a });
    known.set(b.name, a.name);
  }
  return renames;
}
function* unreportedDeclarationPairs(context, found, known) {
  const renamedBefore = new Set(found.map((change) => change.before));
  for (const [b, a] of declarationPairs(context)) {
    if (b.name === a.name || renamedBefore.has(b) || known.get(b.name) === a.name || isParameter(context, b.name) || isParameter(context, a.name)) continue;
    yield [b, a];
  }
}
function readsAgree(context, b, a) {
  const reads2 = (statement, name2) => usesOf(statement.tokens, name2) - (statement.declares.includes(name2) ? 1 : 0);
  const reachBefore = reachOf(context.before.statements, b.statement, b.name);
  const reachAfter = reachOf(context.after.statements, a.statement, a.name);
  const agree = (reach, name2, otherReach, other) => {
    let agreeing = 0;
    for (const statement of reach) {
      const count3 = reads2(statement, name2);
      if (count3 <= 0) continue;
      const partner = context.partner.get(statement);
      if (!partner || !otherReach.includes(partner) || reads2(partner, other) !== count3) return void 0;
      agreeing++;
    }
    return agreeing;
  };
  const forward = agree(reachBefore, b.name, reachAfter, a.name);
  return !!forward && agree(reachAfter, a.name, reachBefore, b.name) !== void 0;
}
function unreadRenames(context, found) {
  if (!context.before.redeclares || !context.after.redeclares) return [];
  const others = new Map(found.map((change) => [change.before.name, change.after.name]));
  const unread = [];
  for (const [b, a] of unreportedDeclarationPairs(context, found, others)) {
    if (renamed(withRenames(b.statement.tokens, others), b.name, a.name).join(" ") !== a.statement.tokens.join(" ")) continue;
    const read = reachOf(context.before.statements, b.statement, b.name).some((s) => usesOf(s.tokens, b.name) > (s.declares.includes(b.name) ? 1 : 0));
    if (!read) unread.push({ operation: "RENAME", before: b, after: a });
  }
  return unread;
}
function parametersRenamedInPlace({ before, after, moved }) {
  if (moved) return [];
  const [old, now] = [[...before.parameters], [...after.parameters]];
  if (old.length !== now.length) return [];
  return old.flatMap((name2, i2) => name2 !== now[i2] && !after.parameters.has(name2) && !before.parameters.has(now[i2]) ? [[name2, now[i2]]] : []);
}
function declarationSimilarity([before, after], renames, variables, declaredHalf = false) {
  const [old, now] = [withTypeRespelt(withBodiesInExpression(before), variables), withBodiesInExpression(after)];
  if (declaredHalf) {
    const [oldDeclared, nowDeclared] = [new Set(before.declares), new Set(after.declares)];
    const isOld = (token) => oldDeclared.has(token);
    const isNow = (token) => nowDeclared.has(token);
    return Math.max(statementSimilarity(withRenames(old, renames), now, isOld, isNow), statementSimilarity(withRenamesEverywhere(old, renames), now, isOld, isNow));
  }
  return Math.max(statementSimilarity(withRenames(old, renames), now), statementSimilarity(withRenamesEverywhere(old, renames), now));
}
function withTypeRespelt(tokens, variables) {
  const [typeBefore, typeAfter] = [variables?.[0].type, variables?.[1].type];
  if (!variables || !typeBefore || !typeAfter || !typeChanged(typeBefore, typeAfter)) return tokens;
  const spelt = typeRun(variables[1].statement.tokens, typeAfter);
  const at = typeRun(tokens, typeBefore);
  return spelt && at ? [...tokens.slice(0, at.start), ...variables[1].statement.tokens.slice(spelt.start, spelt.end), ...tokens.slice(at.end)] : tokens;
}
function typeRun(tokens, type) {
  const wanted = type.replace(/\s+/g, "");
  for (let start2 = 0; start2 < tokens.length; start2++) {
    let text2 = "";
    for (let end = start2; end < tokens.length && wanted.startsWith(text2 + tokens[end]); end++) {
      text2 += tokens[end];
      if (text2 === wanted) return { start: start2, end: end + 1 };
    }
  }
  return void 0;
}
function substitutedLocals(context) {
  const found = /* @__PURE__ */ new Map();
  for (const { before, after } of context.mapping.pairs) {
    const [b, a] = [before.tokens, after.tokens];
    if (b.length !== a.length) continue;
    const swaps = [];
    let only = true;
    for (let i2 = 0; i2 < b.length && only; i2++) {
      if (b[i2] === a[i2]) continue;
      const reordered = context.before.declared.has(a[i2]) || context.after.declared.has(b[i2]);
      if (!isUse(b, i2, b[i2]) || !isUse(a, i2, a[i2])) only = false;
      else if (context.before.declared.has(b[i2]) && context.after.declared.has(a[i2]) && !reordered) swaps.push([b[i2], a[i2]]);
      else if (!context.before.parameters.has(b[i2]) || !context.after.parameters.has(a[i2])) only = false;
    }
    if (only) {
      for (const [from, to] of swaps) if (!found.has(from)) found.set(from, to);
    }
  }
  return [...found];
}
function comparedDeclarations(context, before, after) {
  const [partnerBefore, partnerAfter] = [context.partner.get(before.statement), context.partner.get(after.statement)];
  if (partnerBefore === after.statement) return [before.statement, after.statement];
  if (partnerAfter && usesOf(partnerAfter.tokens, before.name) > 0) return [partnerAfter, after.statement];
  if (partnerBefore && usesOf(partnerBefore.tokens, after.name) > 0) return [before.statement, partnerBefore];
  return void 0;
}
function holdSameValue(context, before, after) {
  const partner = context.partner.get(before.statement);
  if (partner ? partner !== after.statement : context.partner.has(after.statement)) return false;
  if (before.statement.declares.length !== 1 || after.statement.declares.length !== 1) return false;
  const [valueBefore, valueAfter] = [initializerOf(before.statement.tokens, before.name), initializerOf(after.statement.tokens, after.name)];
  if (!valueBefore || !valueAfter || valueBefore.length < 2 || valueAfter.length < 2) return false;
  return containsRun(valueAfter, valueBefore) || containsRun(valueBefore, valueAfter);
}
function sameButForLocals(context, old, now) {
  if (old.length !== now.length) return false;
  const local = (side, tokens, i2) => (side.declared.has(tokens[i2]) || side.parameters.has(tokens[i2])) && isUse(tokens, i2, tokens[i2]);
  return old.every((token, i2) => token === now[i2] || local(context.before, old, i2) && local(context.after, now, i2));
}
function localsWidened(context, before, after) {
  const [old, now] = [initializerOf(before.statement.tokens, before.name), initializerOf(after.statement.tokens, after.name)];
  if (!old || !now) return false;
  const local = (token, i2) => (context.before.declared.has(token) || context.before.parameters.has(token)) && isUse(old, i2, token);
  const kept = old.filter((token, i2) => !local(token, i2));
  return kept.length < old.length && kept.length > 0 && isSubsequence(kept, now);
}
function respeltAlike(before, after) {
  const [old, now] = [before.statement.tokens, after.statement.tokens];
  const { inA: from, inB: to } = changedPlace([...before.name], [...after.name]);
  if (old.length !== now.length || from.length === 0) return false;
  const [part, respelt] = [from.join(""), to.join("")];
  return old.every((token, i2) => token === now[i2] || token.split(part).join(respelt) === now[i2]);
}
function bothUnpaired(context, before, after) {
  return !context.partner.has(before.statement) && !context.partner.has(after.statement);
}
function onlyMappedUses(context, before, after) {
  const mapped = (side, variable2) => visibleIn(side, variable2).every((statement) => statement === variable2.statement || usesOf(statement.tokens, variable2.name) === 0 || context.partner.has(statement));
  return mapped(context.before, before) && mapped(context.after, after);
}
var agreeingUses = memoizedByPair(countAgreeingUses);
function countAgreeingUses(context, before, after) {
  let count3 = 0;
  for (const statement of visibleIn(context.before, before)) {
    const partner = context.partner.get(statement);
    if (statement === before.statement || !partner || partner === after.statement) continue;
    const uses = usesOf(statement.tokens, before.name) || usesOf(withHeldValues(statement.tokens, heldOn(context, "before")), before.name);
    if (uses > 0 && (usesOf(partner.tokens, after.name) || usesOf(withHeldValues(partner.tokens, heldOn(context, "after")), after.name)) === uses) count3++;
  }
  return count3;
}
function derivedLocal(context, side, name2, other) {
  const list = side.declared.get(name2)?.filter((d) => !context.partner.has(d.statement) && d.statement.declares.length === 1);
  if (list?.length !== 1) return /* @__PURE__ */ new Map();
  const value = initializerOf(list[0].statement.tokens, name2);
  const alone = !!value && value.every((token, i2) => token === other || !isUse(value, i2, token) || !(side.declared.has(token) || side.parameters.has(token)));
  return value && alone && usesOf(value, other) > 0 ? /* @__PURE__ */ new Map([[name2, value]]) : /* @__PURE__ */ new Map();
}
function holdsOnItsWay(context, side, statement, name2, other) {
  const [local] = statement.declares;
  const held2 = heldOn(context, side);
  if (statement.declares.length !== 1 || !held2.has(local)) return false;
  const readers = context[side].statements.filter((reader) => reader !== statement && context.partner.has(reader) && usesOf(reader.tokens, local) > 0);
  const otherHeld = heldOn(context, side === "before" ? "after" : "before");
  return readers.length > 0 && readers.every((reader) => {
    const partner = context.partner.get(reader);
    return usesOf(withHeldValues(reader.tokens, held2), name2) === (usesOf(partner.tokens, other) || usesOf(withHeldValues(partner.tokens, otherHeld), other));
  });
}
var held = /* @__PURE__ */ new WeakMap();
function heldOn(context, side) {
  let both = held.get(context);
  if (!both) held.set(context, both = { before: heldValues(context.before, context.after, context.partner), after: heldValues(context.after, context.before, context.partner) });
  return both[side];
}
function declarationPairs(context) {
  const pairs = [];
  for (const { before, after } of context.mapping.pairs) {
    if (before.declares.length !== after.declares.length) {
      const split = splitDeclarationPair(context, before, after);
      if (split) pairs.push(split);
      continue;
    }
    before.declares.forEach((name2, i2) => {
      const b = context.before.declared.get(name2)?.find((d) => d.statement === before);
      const a = context.after.declared.get(after.declares[i2])?.find((d) => d.statement === after);
      if (b && a && !destructuredApart(before, name2, after, after.declares[i2])) pairs.push([b, a]);
    });
  }
  return pairs;
}
function destructuredApart(before, old, after, now) {
  const [b, a] = [destructuredEntry(before, old), destructuredEntry(after, now)];
  if (b && a) return keyRead(b.key) !== keyRead(a.key);
  const [pattern, other, name2] = b ? [b, after, now] : a ? [a, before, old] : [];
  const value = pattern && other && name2 ? initializerOf(other.tokens, name2) : void 0;
  const [access, member2] = [value?.at(-2), value?.at(-1)];
  const key2 = pattern && keyRead(pattern.key).split(".").at(-1);
  return !!key2 && isName(key2) && (access === "." || access === "?.") && !!member2 && member2 !== key2;
}
function keyRead(key2) {
  return key2.split(".").map((part) => /^(['"])[\p{L}_$][\p{L}\p{N}_$]*\1$/u.test(part) ? part.slice(1, -1) : part).join(".");
}
function splitDeclarationPair(context, before, after) {
  if (before.declares.length !== 1 || after.declares.length < 2) return void 0;
  const [old, now] = [before.declares[0], after.declares[0]];
  if (after.declares.includes(old)) return void 0;
  const [valueBefore, valueAfter] = [initializerOf(before.tokens, old), initializerOf(after.tokens, now)];
  if (!valueBefore || !valueAfter || !sameTokens2(valueBefore, valueAfter)) return void 0;
  const b = context.before.declared.get(old)?.find((d) => d.statement === before);
  const a = context.after.declared.get(now)?.find((d) => d.statement === after);
  return b && a ? [b, a] : void 0;
}
function isRenameOf(context, old, now, declarationRenamed, valueRenamed, ignored) {
  const { before, after } = context;
  const [from, to] = [old.name, now.name];
  const handedOn = context.renamedParameters.has(from);
  if (before.parameters.has(from) || after.parameters.has(from) && !handedOn || before.parameters.has(to) || after.parameters.has(to)) return false;
  const kept = (statement) => context.partner.has(statement);
  const keptOrValueless = (statement) => kept(statement) || !initializerOf(statement.tokens, from) && isSubsequence(old.statement.tokens, statement.tokens);
  if (usedWhereVisible(after, from, now, kept, context.partner) && !handedOn || declaredWhereVisible(after, from, now, keptOrValueless) || usedWhereVisible(before, to, old, kept, context.partner) || declaredWhereVisible(before, to, old, kept)) return false;
  return usesAgree(context, from, to, ignored, false, declarationRenamed, valueRenamed, [old, now]);
}
function visibleIn(side, variable2) {
  const scope = side.scopes.of(variable2.statement);
  if (!scope) return side.statements;
  const { within } = side;
  return within ? [...scope].filter((statement) => within.has(statement)) : [...scope];
}
function usedWhereVisible(side, name2, variable2, counted, partner) {
  const uncounted = (side.declared.get(name2) ?? []).filter((other) => !counted(other.statement));
  const others = uncounted.map((other) => side.scopes.of(other.statement));
  let reached;
  const ofOther = (statement) => others.some((scope) => scope?.has(statement)) || side.redeclares && uncounted.length > 0 && (reached ??= readsOfGoneVariables(side, name2, uncounted, partner)).has(statement);
  return visibleIn(side, variable2).some((statement) => counted(statement) && usesBeyondKeys(statement, name2) > 0 && !ofOther(statement));
}
function usesBeyondKeys(statement, name2) {
  return usesOf(statement.tokens, name2) - keysSpelt(statement, name2);
}
function readsOfGoneVariables(side, name2, declarations, partner) {
  const reach = (list) => new Set(list.flatMap((declaration) => reachOf(side.statements, declaration.statement, name2)));
  const byOthers = reach((side.declared.get(name2) ?? []).filter((declaration) => !declarations.includes(declaration)));
  const reads2 = [...reach(declarations)].filter((statement) => !byOthers.has(statement) && usesOf(statement.tokens, name2) > 0);
  const gone = reads2.every((statement) => usesOf(partner.get(statement)?.tokens ?? [], name2) === 0);
  return gone ? new Set(reads2) : /* @__PURE__ */ new Set();
}
function declaredWhereVisible(side, name2, variable2, counted) {
  return !!side.declared.get(name2)?.some((other) => counted(other.statement) && scopesMeet(side.scopes, other.statement, variable2.statement));
}
function usesAgree(context, from, to, ignored = [], exact = false, unmappedAllowed = false, rewrittenAllowed = false, within) {
  let agreeing = 0;
  let rewritten = 0;
  let readingTo = 0;
  const unmapped = [0, 0];
  const check = (statements, name2, other) => {
    const partnerSide = name2 === from ? context.after : context.before;
    let derived;
    const derivedOnce = () => derived ??= derivedLocal(context, partnerSide, name2, other);
    for (const statement of statements) {
      if (ignored.includes(statement)) continue;
      const count3 = usesBeyondKeys(statement, name2);
      if (count3 === 0) continue;
      if (name2 === to) readingTo++;
      const partner = context.partner.get(statement);
      if (!partner) {
        if (!context.movedAway?.has(statement) && !holdsOnItsWay(context, name2 === from ? "before" : "after", statement, name2, other)) unmapped[name2 === from ? 0 : 1]++;
        continue;
      }
      const readings = [
        () => usesBeyondKeys(partner, other),
        () => usesOf(withHeldValues(partner.tokens, heldOn(context, name2 === from ? "after" : "before")), other),
        () => usesOf(withHeldValues(partner.tokens, derivedOnce()), other)
      ];
      let ownHeld;
      const agrees = (uses) => uses === count3 || uses === (ownHeld ??= usesOf(withHeldValues(statement.tokens, heldOn(context, name2 === from ? "before" : "after")), name2));
      let partnerUses = 0;
      let agreed = false;
      for (const reading of readings) {
        const uses = reading();
        if (uses > 0 && agrees(uses)) {
          agreed = true;
          break;
        }
        partnerUses ||= uses;
      }
      if (!agreed && partnerUses === 0 && rewrittenAllowed && usesOf(partner.tokens, name2) === 0) {
        unmapped[name2 === from ? 0 : 1]++;
        rewritten++;
        continue;
      }
      if (!agreed) return false;
      if (exact && renamed(statement.tokens, name2, other).join(" ") !== partner.tokens.join(" ")) return false;
      agreeing++;
    }
    return true;
  };
  const [statementsBefore, statementsAfter] = within ? [visibleIn(context.before, within[0]), visibleIn(context.after, within[1])] : [context.before.statements, context.after.statements];
  if (!check(statementsBefore, from, to) || !check(statementsAfter, to, from)) return false;
  if (rewritten > 0 && readingTo < 2) return false;
  return agreeing / 2 >= 1 && (unmappedAllowed || agreeing / 2 >= Math.max(...unmapped) || agreeing / 2 >= MANY_AGREEING_USES);
}
function typeChanges(context, renames) {
  const found = [];
  const seen = /* @__PURE__ */ new Set();
  const consider = (b, a) => {
    const key2 = `${b.name}\0${a.name}`;
    if (seen.has(key2) || !typeChanged(b.type, a.type)) return;
    seen.add(key2);
    found.push({ operation: "CHANGE_TYPE", before: b, after: a });
  };
  for (const [b, a] of declarationPairs(context)) if (a.name === (renames.get(b.name) ?? b.name)) consider(b, a);
  for (const [name2, list] of context.before.declared) {
    const now = context.after.declared.get(renames.get(name2) ?? name2);
    if (list.length === 1 && now?.length === 1) consider(list[0], now[0]);
  }
  return found;
}
function usesRespelledAlike(context, from, to, ignored, unpaired) {
  const { partner } = context;
  const [unpairedBefore, unpairedAfter] = unpaired();
  let readers = 0;
  const alike2 = (statements, name2, other, otherUnpaired) => statements.every((statement) => {
    if (ignored.includes(statement) || usesOf(statement.tokens, name2) === 0) return true;
    readers++;
    const respelled = renamed(statement.tokens, name2, other).join(" ");
    const mapped = partner.get(statement);
    return mapped ? mapped.tokens.join(" ") === respelled : otherUnpaired.has(respelled);
  });
  return alike2(context.before.statements, from, to, unpairedAfter) && alike2(context.after.statements, to, from, unpairedBefore) && readers > 0;
}
function unpairedTexts(context) {
  let texts2;
  const of = (statements) => new Set(statements.filter((statement) => !context.partner.has(statement)).map((statement) => statement.tokens.join(" ")));
  return () => texts2 ??= [of(context.before.statements), of(context.after.statements)];
}
function inClassBodies(statements) {
  const nested = /* @__PURE__ */ new Set();
  const mark2 = (statement) => {
    nested.add(statement);
    statement.children.forEach(mark2);
  };
  for (const statement of statements) if (!nested.has(statement)) statement.children.filter((child) => child.classBody).forEach(mark2);
  return nested;
}
function parameterizedVariables(context, renames) {
  const { before, after } = context;
  const added = [...after.parameters].filter((p) => !before.parameters.has(p));
  const found = [];
  const used = /* @__PURE__ */ new Set();
  const unpaired = unpairedTexts(context);
  if (added.length === 0) return found;
  const nested = inClassBodies(before.statements);
  const local = (name2) => {
    const list = before.declared.get(name2);
    const once = list?.length === 1 || before.redeclares && !!list?.length;
    return list && once && !nested.has(list[0].statement) && !before.parameters.has(name2) && !after.declared.has(name2) && !renames.has(name2) ? list[0] : void 0;
  };
  for (const parameter2 of added) {
    const same = local(parameter2);
    if (same) {
      found.push({ operation: "PARAMETERIZE", before: same, parameter: parameter2 });
      used.add(parameter2);
    }
  }
  for (const parameter2 of added) {
    if (used.has(parameter2) || before.used.has(parameter2)) continue;
    const candidates2 = [...before.declared.keys()].filter((name2) => {
      if (used.has(name2) || !local(name2) || after.used.has(name2)) return false;
      const declaration = [local(name2).statement];
      return usesAgree(context, name2, parameter2, declaration, true) || usesRespelledAlike(context, name2, parameter2, declaration, unpaired);
    });
    if (candidates2.length !== 1) continue;
    found.push({ operation: "PARAMETERIZE", before: local(candidates2[0]), parameter: parameter2 });
    used.add(candidates2[0]);
  }
  return found;
}

// src/core/statements/extracted-code-variables.ts
function extractedCodeVariableChanges(callerBefore, callerAfter, extracted, callee) {
  const found = /* @__PURE__ */ new Map();
  const rounds = extractedPairs(callerBefore.body, callerAfter, extracted.body, callee);
  const [first] = rounds;
  if (first) {
    const lost = new Set(first.lost);
    const kept = flattenStatements(callerBefore.body.statements).filter((statement) => !lost.has(statement));
    const copies = copiedDeclarationPairs(kept, first.body, new Set(first.pairs.map((pair) => pair.after)));
    rounds[0] = { ...first, lost: [...first.lost, ...copies.map((pair) => pair.before)], pairs: [...first.pairs, ...copies] };
  }
  for (const { lost, body: body2, pairs } of rounds) {
    for (const change of movedCodeVariableChanges(callerBefore, lost, { body: body2, parameters: extracted.parameters }, pairs)) {
      const key2 = change.operation === "EXTRACT" ? `${change.after.statement.startLine}:${change.after.name}` : `${change.operation}:${"before" in change ? `${change.before.statement.startLine}:${change.before.name}` : ""}:${"after" in change ? change.after.name : ""}`;
      if (!found.has(key2)) found.set(key2, change);
    }
  }
  return [...found.values()];
}

// src/report/variable-refactorings.ts
function variableRefactorings(relationship, language, bodies, changesOfParameters = () => parameterChanges(relationship.before, relationship.after, bodies)) {
  const none = { refactorings: [], parameterized: /* @__PURE__ */ new Set() };
  const { type, before, after } = relationship;
  if (type === "EXTRACT" || type === "EXTRACT_MOVE") return { refactorings: extractedCodeRefactorings(relationship, language, bodies), parameterized: /* @__PURE__ */ new Set() };
  if (!isMatching(type) || type === "CONVERT_TYPE" || !isCallable(before) || !isCallable(after)) return none;
  if (inAnonymousType(before) || inAnonymousType(after)) return none;
  const statements = bodies?.statements?.();
  if (!statements) return none;
  const parameterRenames = new Map(
    (changesOfParameters() ?? []).flatMap((change) => change.operation === "RENAME" ? [[bare(change.before.name), bare(change.after.name)]] : [])
  );
  const renamedFrom = new Map([...parameterRenames].map(([from, to]) => [to, from]));
  const elementOfRenamed = (parameter2) => {
    const from = renamedFrom.get(parameter2);
    return from !== void 0 && iteratedElementBecame(statements.before, statements.after, from, parameter2);
  };
  const changes = variableChanges(
    { body: statements.before, parameters: namesInBody(before.parameters, (p) => bare(p.name)) },
    { body: statements.after, parameters: namesInBody(after.parameters, (p) => bare(p.name)) },
    parameterRenames,
    bodies?.movedAway?.(),
    bodies?.extractedHelpers?.(),
    // Bound: a reader's methods may read their object (report/body-names.ts).
    bodies?.newCallable && ((name2) => bodies.newCallable(name2))
  ).filter((change) => change.operation !== "PARAMETERIZE" || !elementOfRenamed(change.parameter));
  const parameterized = new Set(changes.flatMap((change) => change.operation === "PARAMETERIZE" ? [change.parameter] : []));
  const retyped = changes.flatMap((change) => {
    if (change.operation === "PARAMETERIZE") return parameterizedTypeChange(relationship, change, language);
    return change.operation === "LOCALIZE" ? localizedTypeChange(relationship, change, language) : [];
  });
  const reported = changes.filter((change) => change.operation !== "LOCALIZE");
  return { refactorings: [...reported.map((change) => toRefactoring(relationship, change, language)), ...retyped], parameterized };
}
function extractedCodeRefactorings(relationship, language, bodies) {
  const { before, after } = relationship;
  const bodiesOf = bodies?.extraction?.();
  if (!bodiesOf || !isCallable(before) || !isCallable(after)) return [];
  const changes = extractedCodeVariableChanges(
    { body: bodiesOf.callerBefore, parameters: namesInBody(before.parameters, (p) => bare(p.name)) },
    bodiesOf.callerAfter,
    { body: bodiesOf.extracted, parameters: namesInBody(after.parameters, (p) => bare(p.name)) },
    { name: after.simpleName, parameters: after.parameters.map((p) => p.name) }
  );
  return changes.flatMap((change) => change.operation === "LOCALIZE" ? [] : [toRefactoring(relationship, change, language)]);
}
function inAnonymousType(node) {
  return node.parent !== void 0 && hasStereotype(node.parent, "ANONYMOUS_TYPE");
}
function movedVariableRefactorings(relationship, language, bodies) {
  const { type, before, after } = relationship;
  if (type !== "EXTRACT" && type !== "EXTRACT_MOVE" && type !== "INLINE" || !isCallable(before) || !isCallable(after)) return [];
  const code = bodies?.movedStatements?.();
  if (!code) return [];
  const inlined = type === "INLINE";
  const parameters = (node) => namesInBody(node.parameters, (p) => bare(p.name));
  const source = { body: inlined ? code.moved : code.callerBefore, parameters: parameters(before) };
  const target = { body: inlined ? code.callerAfter : code.moved, parameters: parameters(after) };
  return movedVariableChanges(source, target, code.pairs).map((change) => toRefactoring(relationship, change, language));
}
function localizedTypeChange(relationship, change, language) {
  const parameter2 = parameterElement(relationship.before, change.parameter);
  if (!typeChanged(parameter2.declaredType, change.after.type)) return [];
  const what = `${parameter2.declaredType} to ${change.after.type} of ${change.after.name} in ${relationship.after.type.toLowerCase()} ${qualifiedSignature(relationship.after)}`;
  return [build(relationship, "CHANGE_TYPE", "Variable", language, parameter2, variable(relationship.after, change.after), what)];
}
function parameterizedTypeChange(relationship, change, language) {
  const parameter2 = parameterElement(relationship.after, change.parameter);
  const untyped = !!change.before.type && !parameter2.declaredType;
  if (!untyped && !typeChanged(change.before.type, parameter2.declaredType)) return [];
  const what = `${change.before.type} to ${parameter2.declaredType ?? "no written type"} of ${change.parameter} in ${relationship.after.type.toLowerCase()} ${qualifiedSignature(relationship.after)}`;
  return [build(relationship, "CHANGE_TYPE", "Variable", language, variable(relationship.before, change.before), parameter2, what)];
}
function parameterElement(callable2, name2) {
  const parameter2 = callable2.parameters.find((p) => bare(p.name) === name2);
  return { ...codeElement(callable2), container: qualifiedSignature(callable2), name: name2, signature: name2, ...parameter2?.type ? { declaredType: parameter2.type } : {} };
}
function toRefactoring(relationship, change, language) {
  const { before, after } = relationship;
  const where = `in ${after.type.toLowerCase()} ${qualifiedSignature(after)}`;
  switch (change.operation) {
    case "RENAME":
      return build(relationship, "RENAME", "Variable", language, variable(before, change.before), variable(after, change.after), `${change.before.name} to ${change.after.name} ${where}`);
    case "CHANGE_TYPE": {
      const what = `${change.before.type} to ${change.after.type} of ${change.after.name} ${where}`;
      return build(relationship, "CHANGE_TYPE", "Variable", language, variable(before, change.before), variable(after, change.after), what);
    }
    case "EXTRACT":
      return build(relationship, "EXTRACT", "Variable", language, codeElement(before), variable(after, change.after), `${change.after.name} ${where}`);
    case "INLINE":
      return build(relationship, "INLINE", "Variable", language, variable(before, change.before), codeElement(after), `${change.before.name} ${where}`);
    case "PARAMETERIZE":
      return build(relationship, "PARAMETERIZE", "Variable", language, variable(before, change.before), parameterElement(after, change.parameter), `${change.before.name} to ${change.parameter} ${where}`);
  }
}
function variable(callable2, declared) {
  return {
    ...codeElement(callable2),
    container: qualifiedSignature(callable2),
    name: declared.name,
    signature: declared.name,
    startLine: declared.statement.startLine,
    endLine: declared.statement.endLine,
    ...declared.type ? { declaredType: declared.type } : {}
  };
}

// src/report/from-relationships.ts
var OPERATIONS = {
  SAME: void 0,
  CONVERT_TYPE: "CONVERT_TYPE",
  CHANGE_SIGNATURE: "CHANGE_SIGNATURE",
  PULL_UP: "PULL_UP",
  PUSH_DOWN: "PUSH_DOWN",
  PULL_UP_SIGNATURE: "PULL_UP",
  PUSH_DOWN_IMPL: "PUSH_DOWN",
  RENAME: "RENAME",
  INTERNAL_MOVE: "MOVE",
  MOVE: "MOVE",
  INTERNAL_MOVE_RENAME: "MOVE_RENAME",
  MOVE_RENAME: "MOVE_RENAME",
  EXTRACT_SUPER: "EXTRACT_SUPER",
  EXTRACT: "EXTRACT",
  EXTRACT_MOVE: "EXTRACT_MOVE",
  INLINE: "INLINE",
  SPLIT: "SPLIT",
  MERGE: "MERGE"
};
var OPERATION_WORDS = {
  MOVE: "Move",
  RENAME: "Rename",
  MOVE_RENAME: "Move And Rename",
  EXTRACT: "Extract",
  EXTRACT_MOVE: "Extract And Move",
  INLINE: "Inline",
  PULL_UP: "Pull Up",
  PUSH_DOWN: "Push Down",
  CHANGE_SIGNATURE: "Change Signature",
  EXTRACT_SUPER: "Extract",
  CONVERT_TYPE: "Convert Type",
  ADD: "Add",
  REMOVE: "Remove",
  REORDER: "Reorder",
  CHANGE_TYPE: "Change",
  CHANGE_RETURN_TYPE: "Change Return Type",
  PARAMETERIZE: "Parameterize",
  SPLIT: "Split",
  MERGE: "Merge"
};
function refactoringTypeName(operation, kind) {
  if (operation === "EXTRACT_SUPER") return kind === "Class" ? "Extract Superclass" : `Extract ${kind}`;
  if (operation === "CHANGE_TYPE") return `Change ${kind} Type`;
  if (operation === "CHANGE_RETURN_TYPE") return OPERATION_WORDS[operation];
  return `${OPERATION_WORDS[operation]} ${kind}`;
}
function toRefactorings(relationship, language, bodies, withFineGrained = true, keepFineGrained = true) {
  if (!withFineGrained || !keepFineGrained && relationship.type !== "CHANGE_SIGNATURE") {
    const refactoring2 = toRefactoring2(relationship, language);
    return refactoring2 ? [refactoring2] : [];
  }
  const evidence = isCallable(relationship.before) && isCallable(relationship.after) ? bodies?.(relationship) : void 0;
  let changes;
  const parameterChangesOnce = () => (changes ??= { of: parameterChanges(relationship.before, relationship.after, evidence ?? {}) }).of;
  if (!keepFineGrained) return changeSignatureUnexplained(relationship, language, evidence, parameterChangesOnce);
  const variables = variableRefactorings(relationship, language, evidence, parameterChangesOnce);
  const fineGrained = fineGrainedRefactorings(relationship, language, evidence && (() => evidence), variables.parameterized, parameterChangesOnce);
  if (relationship.type === "CHANGE_SIGNATURE" && fineGrained && fineGrained.length + variables.parameterized.size > 0) return [...fineGrained, ...variables.refactorings];
  const refactoring = toRefactoring2(relationship, language);
  const moved = movedVariableRefactorings(relationship, language, evidence);
  return [...refactoring ? [refactoring] : [], ...fineGrained ?? [], ...moved.length > 0 ? uniqueByDescription([...variables.refactorings, ...moved]) : variables.refactorings];
}
function changeSignatureUnexplained(relationship, language, evidence, parameterChangesOnce) {
  const reported = () => {
    const refactoring = toRefactoring2(relationship, language);
    return refactoring ? [refactoring] : [];
  };
  const signature = fineGrainedRefactorings(relationship, language, evidence && (() => evidence), /* @__PURE__ */ new Set(), parameterChangesOnce);
  if (!signature) return reported();
  if (signature.length > 0) return [];
  return variableRefactorings(relationship, language, evidence, parameterChangesOnce).parameterized.size > 0 ? [] : reported();
}
function uniqueByDescription(refactorings) {
  const seen = /* @__PURE__ */ new Set();
  const place = (element) => `${element.file}:${element.startLine}-${element.endLine}`;
  return refactorings.filter((refactoring) => {
    const key2 = `${refactoring.description}|${place(refactoring.before)}|${place(refactoring.after)}`;
    return !seen.has(key2) && seen.add(key2) !== void 0;
  });
}
function toRefactoring2(relationship, language) {
  const operation = OPERATIONS[relationship.type];
  if (!operation) return void 0;
  const { before, after } = relationship;
  const kind = operation === "EXTRACT_SUPER" || operation === "EXTRACT" || operation === "EXTRACT_MOVE" ? after.type : before.type;
  const refactoring = {
    type: refactoringTypeName(operation, kind),
    operation,
    kind,
    language,
    before: codeElement(before),
    after: codeElement(after),
    description: ""
  };
  if (relationship.similarity !== void 0) refactoring.similarity = Math.round(relationship.similarity * 1e3) / 1e3;
  refactoring.description = describeRefactoring(refactoring, relationship);
  return refactoring;
}
function codeElement(node) {
  return {
    file: node.location.file,
    container: containerName(node),
    name: node.simpleName,
    signature: node.signature ?? node.localName,
    startLine: node.location.startLine,
    endLine: node.location.endLine
  };
}
function describeRefactoring(r, relationship) {
  const { before, after } = relationship;
  const qualified = (element) => element.container ? `${element.container}${r.kind === "File" ? "/" : "."}${element.signature}` : element.signature;
  switch (r.operation) {
    case "RENAME":
    case "CHANGE_SIGNATURE":
      return `${r.type} ${r.before.signature} to ${r.after.signature}${enclosedBy(after)}`;
    case "MOVE":
    case "MOVE_RENAME":
      return `${r.type} ${qualified(r.before)} to ${qualified(r.after)}`;
    case "EXTRACT":
      return `${r.type} ${r.after.signature} from ${r.before.signature}${enclosedBy(after)}`;
    case "EXTRACT_MOVE":
      return `${r.type} ${qualified(r.after)} from ${qualified(r.before)}`;
    case "INLINE":
      return `${r.type} ${qualified(r.before)} into ${qualified(r.after)}`;
    case "PULL_UP":
    case "PUSH_DOWN":
      return `${r.type} ${r.before.signature} from ${kindWord(before.parent)} ${r.before.container} to ${kindWord(after.parent)} ${r.after.container}`;
    case "EXTRACT_SUPER":
      return `${r.type} ${qualified(r.after)} from ${kindWord(before)} ${qualified(r.before)}`;
    case "CONVERT_TYPE":
      return `${r.type} ${qualified(r.before)} to ${after.type.toLowerCase()}`;
    // One refactoring per part: the sentence names the part it is about.
    case "SPLIT":
      return `${r.type} ${r.before.signature} into ${r.after.signature}${enclosedBy(after)}`;
    case "MERGE":
      return `${r.type} ${r.before.signature} into ${r.after.signature}${enclosedBy(after)}`;
    default:
      return r.type;
  }
}
function enclosedBy(node) {
  const container = containerName(node);
  if (!container) return "";
  return ` in ${node.parent ? kindWord(node.parent) : node.type === "File" ? "folder" : "package"} ${container}`;
}
function kindWord(node) {
  return node ? node.type.toLowerCase() : "scope";
}
function compareRefactorings(a, b) {
  return compareText(a.after.file, b.after.file) || a.after.startLine - b.after.startLine || compareText(a.type, b.type) || compareText(a.before.file, b.before.file) || a.before.startLine - b.before.startLine || compareText(a.before.signature, b.before.signature) || compareText(a.after.signature, b.after.signature);
}
function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/engine/analyze.ts
async function analyzeFiles(before, after, options = {}) {
  const started = performance.now();
  const languageByPath = languagesOfChange(before, after, options.languages);
  const present = supportedLanguages.filter((name2) => [...languageByPath.values()].includes(name2));
  const plugins = present.length > 0 ? await loadPlugins(present) : [];
  const loaded2 = performance.now();
  const timing = { indexMs: 0, matchMs: 0 };
  let parseMs = 0;
  let reportMs = 0;
  const settings = {
    ...DEFAULT_SETTINGS,
    ...options.settings,
    threshold: options.threshold ?? options.settings?.threshold ?? DEFAULT_SETTINGS.threshold,
    monitor: options.monitor
  };
  const result = {
    refactorings: [],
    filesBefore: 0,
    filesAfter: 0,
    nodesBefore: 0,
    nodesAfter: 0,
    elapsedMs: 0,
    phasesMs: { load: 0, parse: 0, index: 0, match: 0, report: 0 },
    warnings: []
  };
  const sameCode2 = pathsWithSameCode(before, after, plugins, languageByPath);
  if (sameCode2.size > 0) {
    before = before.filter((file) => !sameCode2.has(file.path));
    after = after.filter((file) => !sameCode2.has(file.path));
  }
  const bounded = withinChangeBudget(before, after, options.maxChangeBytes);
  const conflicted = [];
  before = withoutAnyConflicts(bounded.before, "before", conflicted);
  after = withoutAnyConflicts(bounded.after, "after", conflicted);
  const generated = /* @__PURE__ */ new Set();
  const skipGenerated = options.skipGenerated ?? true;
  const units = familyUnits(plugins).map((family) => ({ plugins: family, before: filesOf(family, before, languageByPath, skipGenerated, generated), after: filesOf(family, after, languageByPath, skipGenerated, generated) })).filter((unit) => unit.before.length > 0 || unit.after.length > 0);
  const warnings = new Map(units.map((unit) => [unit, []]));
  for (const unit of [...units].sort((a, b) => sizeOf2(a.before) + sizeOf2(a.after) - sizeOf2(b.before) - sizeOf2(b.after))) {
    if (options.stopBefore?.()) break;
    const { before: filesBefore, after: filesAfter } = unit;
    const parsing = performance.now();
    const sides = unit.plugins.map((plugin) => ({ plugin, before: ofLanguage(plugin, filesBefore, languageByPath), after: ofLanguage(plugin, filesAfter, languageByPath) }));
    await Promise.all(sides.map(({ plugin, before: before2, after: after2 }) => plugin.prepare?.([...before2, ...after2])));
    const { before: cstBefore, after: cstAfter } = await parseSides(sides, options);
    parseMs += performance.now() - parsing;
    result.filesBefore += filesBefore.length;
    result.filesAfter += filesAfter.length;
    result.nodesBefore += countNodes(cstBefore);
    result.nodesAfter += countNodes(cstAfter);
    warnings.get(unit).push(...cstBefore.warnings.map((w) => `before: ${w}`), ...cstAfter.warnings.map((w) => `after: ${w}`));
    const found = new Map(unit.plugins.map((plugin) => [plugin.name, []]));
    try {
      const relationships = findRelationships(cstBefore, cstAfter, settings, timing);
      const reporting = performance.now();
      const read = !(options.fineGrained ?? true) ? [] : options.keepFineGrained ?? true ? relationships : changeSignatureScope(relationships);
      const bodyNamesAsWritten = bodyNamesReader(cstBefore, cstAfter, relationships, read);
      const bodyNames = (relationship) => {
        const names = bodyNamesAsWritten(relationship);
        const typeSpellings = familySpellings(languageByPath.get(relationship.before.location.file), languageByPath.get(relationship.after.location.file));
        if (typeSpellings) names.typeSpellings = typeSpellings;
        return names;
      };
      for (const relationship of relationships) {
        const language = languageByPath.get(relationship.after.location.file);
        const languageBefore = languageByPath.get(relationship.before.location.file);
        const respelledOnly = onlyTypesWrittenDown(relationship, languageBefore, language);
        for (const refactoring of toRefactorings(relationship, language, bodyNames, options.fineGrained ?? true, options.keepFineGrained ?? true)) {
          if (respelledOnly && refactoring.kind !== "Variable") continue;
          if (!isTypeSpelling(refactoring, languageBefore, language)) found.get(language).push(refactoring);
        }
      }
      reportMs += performance.now() - reporting;
    } finally {
      cstBefore.release?.();
      cstAfter.release?.();
    }
    for (const [language, refactorings] of found) {
      result.refactorings.push(...refactorings);
      options.onLanguage?.({ language, refactorings: refactorings.sort(compareRefactorings) });
    }
  }
  result.warnings = [...conflicted, ...[...warnings.values()].flat()];
  if (bounded.leftOut.length > 0) result.warnings.push(changeBudgetWarning(bounded.leftOut, options.maxChangeBytes));
  if (generated.size > 0) result.warnings.push(generatedSummary([...generated].sort()));
  result.refactorings.sort(compareRefactorings);
  result.elapsedMs = Math.round(performance.now() - started);
  result.phasesMs = {
    load: Math.round(loaded2 - started),
    parse: Math.round(parseMs),
    index: Math.round(timing.indexMs),
    match: Math.round(timing.matchMs),
    report: Math.round(reportMs)
  };
  return result;
}
async function parseSides(sides, options) {
  const pool = options.parseCache ? void 0 : options.parsePool;
  const split = /* @__PURE__ */ new Map();
  for (const { plugin, before, after } of sides) {
    if (worthSplitting(plugin, pool, before, after)) split.set(plugin, await parseSplit(plugin, pool, before, after));
  }
  const cstBefore = mergeCsts(sides.map(({ plugin, before }) => split.get(plugin)?.before ?? parseRevision(plugin, before, options.parseCache)));
  const cstAfter = mergeCsts(sides.map(({ plugin, after }) => split.get(plugin)?.after ?? parseRevision(plugin, after, options.parseCache)));
  return { before: cstBefore, after: cstAfter };
}
function parseRevision(plugin, files, cache3) {
  if (!cache3 || !plugin.parseFile || !plugin.link) return plugin.parse(files);
  const budget = new HeldTreeBudget();
  const parses = [];
  try {
    for (const file of files) {
      let parse = cache3.get(plugin, file);
      if (!parse) {
        parse = plugin.parseFile(file);
        cache3.set(plugin, file, parse);
      }
      parses.push(budget.admit(parse, file.content.length));
    }
  } catch (error) {
    releaseAll(parses);
    throw error;
  }
  return plugin.link(files, parses);
}
function withoutAnyConflicts(files, side, warnings) {
  return files.map((file) => {
    const resolved = withoutConflicts(file);
    if (!resolved) return file;
    warnings.push(`${side}: ${conflictWarning(file.path)}`);
    return resolved;
  });
}
function familyUnits(plugins) {
  const families = /* @__PURE__ */ new Map();
  for (const plugin of plugins) {
    const family = familyOf(plugin.name);
    families.set(family, [...families.get(family) ?? [], plugin]);
  }
  return [...families.values()];
}
function ofLanguage(plugin, files, languageByPath) {
  return files.filter((file) => languageByPath.get(file.path) === plugin.name);
}
function filesOf(plugins, files, languageByPath, skipGenerated, generated) {
  return files.filter((file) => {
    const plugin = plugins.find((candidate) => candidate.name === languageByPath.get(file.path));
    if (!plugin) return false;
    if (!skipGenerated) return !plugin.isDeclarationOnly?.(file.path);
    if (!plugin.isIgnored(file.path, file.content)) return true;
    generated?.add(file.path);
    return false;
  });
}
function languagesOfChange(before, after, languages2) {
  const contents = /* @__PURE__ */ new Map();
  for (const file of before) contents.set(file.path, { path: file.path, before: file.content });
  for (const file of after) contents.set(file.path, { ...contents.get(file.path) ?? { path: file.path }, after: file.content });
  return assignLanguages([...contents.values()], languages2);
}
function generatedSummary(paths) {
  const named2 = paths.slice(0, 3).join(", ");
  const more = paths.length > 3 ? `, and ${paths.length - 3} more` : "";
  return `${paths.length} file${paths.length === 1 ? "" : "s"} skipped as minified or generated: ${named2}${more}`;
}
function withinChangeBudget(before, after, maxBytes) {
  if (maxBytes === void 0 || sizeOf2(before) <= maxBytes && sizeOf2(after) <= maxBytes) return { before, after, leftOut: [] };
  const sizes = /* @__PURE__ */ new Map();
  for (const file of before) sizes.set(file.path, { before: file.content.length, after: 0 });
  for (const file of after) sizes.set(file.path, { before: sizes.get(file.path)?.before ?? 0, after: file.content.length });
  const kept = /* @__PURE__ */ new Set();
  const leftOut = [];
  let usedBefore = 0;
  let usedAfter = 0;
  for (const [path, size2] of [...sizes].sort((a, b) => Math.max(a[1].before, a[1].after) - Math.max(b[1].before, b[1].after) || (a[0] < b[0] ? -1 : 1))) {
    if (usedBefore + size2.before > maxBytes || usedAfter + size2.after > maxBytes) {
      leftOut.push(path);
      continue;
    }
    usedBefore += size2.before;
    usedAfter += size2.after;
    kept.add(path);
  }
  return { before: before.filter((file) => kept.has(file.path)), after: after.filter((file) => kept.has(file.path)), leftOut: leftOut.sort() };
}
function changeBudgetWarning(paths, maxBytes) {
  const named2 = paths.slice(0, 3).join(", ");
  const more = paths.length > 3 ? `, and ${paths.length - 3} more` : "";
  return `${paths.length} file${paths.length === 1 ? "" : "s"} left out: the change holds more than analysis.maxChangeSize (${maxBytes} characters a side), the largest files: ${named2}${more}`;
}
function sizeOf2(files) {
  return files.reduce((total, file) => total + file.content.length, 0);
}
function countNodes(root) {
  let count3 = 0;
  forEachNode(root, () => count3++);
  return count3;
}

// src/policy/defaults.ts
function defaultPolicy() {
  return {
    version: 1,
    analysis: {
      languages: [],
      include: ["**"],
      exclude: [],
      threshold: 0.5,
      maxFileSize: 1024 * 1024,
      maxChangeSize: 8 * 1024 * 1024,
      types: [],
      fineGrained: true,
      skipGenerated: true
    },
    commitMessage: {
      enabled: true,
      style: "trailers",
      trailerKey: "Refactoring",
      maxItems: 10,
      skipSources: ["merge", "squash"],
      timeoutMs: 5e3,
      fineGrained: false
    },
    action: {
      summary: true,
      annotations: true,
      comment: false,
      reportPath: "refdiff-report",
      failOn: "error"
    },
    rules: []
  };
}

// src/report/render-text.ts
var ansi = (code) => (text2) => `\x1B[${code}m${text2}\x1B[0m`;
var STYLES = { bold: ansi("1"), dim: ansi("2"), cyan: ansi("36"), yellow: ansi("33") };

// src/sources/regular-file.ts
var import_node_fs2 = require("node:fs");
function readRegularFile(path, maxBytes) {
  const fd = (0, import_node_fs2.openSync)(path, import_node_fs2.constants.O_RDONLY | (import_node_fs2.constants.O_NONBLOCK ?? 0));
  try {
    const stats = (0, import_node_fs2.fstatSync)(fd);
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
      const read = (0, import_node_fs2.readSync)(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
    return { kind: "read", content: buffer.subarray(0, length) };
  } finally {
    (0, import_node_fs2.closeSync)(fd);
  }
}

// src/policy/read-policy-file.ts
var MAX_POLICY_BYTES = 1024 * 1024;

// src/policy/byte-size.ts
var UNITS = {
  b: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3
};

// src/policy/patterns.ts
var import_picomatch = __toESM2(require_picomatch2());
function compilePathGlobs(patterns) {
  const cleaned = patterns.map((pattern) => pattern.replace(/^(\.\/)+/, ""));
  const byName2 = anyGlob(cleaned.filter((pattern) => !pattern.includes("/")));
  const byPath = anyGlob(cleaned.filter((pattern) => pattern.includes("/")));
  return (path) => byPath(path) || byName2(path.slice(path.lastIndexOf("/") + 1));
}
function anyGlob(patterns) {
  const matchers2 = patterns.map(compileGlob);
  return (text2) => matchers2.some((matcher) => matcher(text2));
}
function compileGlob(pattern) {
  const compiled2 = import_picomatch.default.makeRe(pattern, { dot: true, noextglob: true });
  const regex = new RegExp(compiled2.source, `${compiled2.flags.replace("s", "")}s`);
  return (text2) => regex.test(text2);
}
function compileNamePatterns(patterns) {
  const matchers2 = patterns.map((pattern) => {
    const regex = parseRegexLiteral(pattern);
    if (regex) {
      const compiled2 = new RegExp(regex.source, regex.flags.replace("g", ""));
      return (text2) => compiled2.test(text2);
    }
    return compileGlob(pattern);
  });
  return (text2) => matchers2.some((matcher) => matcher(text2));
}
function parseRegexLiteral(pattern) {
  const match = /^\/(.+)\/([a-z]*)$/s.exec(pattern);
  return match ? { source: match[1], flags: match[2] } : void 0;
}

// src/policy/vocabulary.ts
var OPERATIONS2 = [
  "MOVE",
  "RENAME",
  "MOVE_RENAME",
  "EXTRACT",
  "EXTRACT_MOVE",
  "INLINE",
  "PULL_UP",
  "PUSH_DOWN",
  "CHANGE_SIGNATURE",
  "EXTRACT_SUPER",
  "CONVERT_TYPE",
  "ADD",
  "REMOVE",
  "REORDER",
  "CHANGE_TYPE",
  "CHANGE_RETURN_TYPE",
  "PARAMETERIZE",
  "SPLIT",
  "MERGE"
];
var KINDS = [.../* @__PURE__ */ new Set([...LANGUAGE_DESCRIPTORS.flatMap((language) => language.kinds), "Parameter", "Variable"])];
var typeName2 = refactoringTypeName;
var TYPES = [
  ...new Set(
    OPERATIONS2.flatMap(
      (operation) => (operation === "EXTRACT_SUPER" ? ["Class", "Interface"] : KINDS).map((kind) => typeName2(operation, kind))
    )
  )
];
var LANGUAGE_EXTENSIONS = Object.fromEntries(LANGUAGE_DESCRIPTORS.map((language) => [language.name, language.extensions]));
var languageForPath = languageOfPath;

// src/policy/type-selectors.ts
var WORDS = [...TYPES, ...OPERATIONS2, ...KINDS];
var BY_LOWER_CASE = new Map(WORDS.map((word) => [word.toLowerCase(), word]));

// src/policy/bookkeeping.ts
function bookkeepingFlags(lines) {
  return lines.map((line, index) => BOOKKEEPING.some((pattern) => pattern.test(line)) || isIncludeGuard(lines, index));
}
var BOOKKEEPING = [
  /^\s*$/,
  /^\s*(\/\/|\/\*|\*)/,
  /^\s*(import|package)\b/,
  /^\s*#\s*include\b/,
  /^\s*export\s+(\*|\{[^}]*\})\s*from\b/,
  /^\s*(const|let|var)\s+[^=]+=\s*require\s*\(/,
  /^\s*(['"])use strict\1;?\s*$/,
  /^\s*[{}()[\];,]+\s*$/,
  /^\s*#\s*(pragma\s+once|endif)\b/,
  /^\s*#\s*ifdef\s+__cplusplus\b/,
  /^\s*extern\s+"C"\s*\{\s*$/
];
function isIncludeGuard(lines, index) {
  const guarded = (ifndef, define2) => {
    const tested = ifndef === void 0 ? null : /^\s*#\s*ifndef\s+(\w+)\s*$/.exec(ifndef);
    const defined = define2 === void 0 ? null : /^\s*#\s*define\s+(\w+)\s*$/.exec(define2);
    return tested !== null && defined !== null && tested[1] === defined[1];
  };
  return guarded(lines[index], lines[index + 1]) || guarded(lines[index - 1], lines[index]);
}

// src/policy/line-map.ts
function mapRange(hunks, range, from) {
  return { startLine: mapLine(hunks, range.startLine, from, "start"), endLine: mapLine(hunks, range.endLine, from, "end") };
}
function mapLine(hunks, line, from, edge) {
  let delta = 0;
  for (const hunk of hunks) {
    const [fromStart, fromCount, toStart, toCount] = from === "before" ? [hunk.beforeStart, hunk.beforeLines.length, hunk.afterStart, hunk.afterLines.length] : [hunk.afterStart, hunk.afterLines.length, hunk.beforeStart, hunk.beforeLines.length];
    const fromEnd = fromCount > 0 ? fromStart + fromCount - 1 : fromStart;
    const toEnd = toCount > 0 ? toStart + toCount - 1 : toStart;
    if (fromCount > 0 ? line < fromStart : line <= fromStart) break;
    if (line <= fromEnd) {
      if (edge === "start") return toCount > 0 ? toStart : toStart + 1;
      return toEnd;
    }
    delta = toEnd - fromEnd;
  }
  return line + delta;
}

// src/policy/refactoring-footprint.ts
function refactoringFootprint(refactorings, facts2) {
  const regions = /* @__PURE__ */ new Map();
  const add = (side, file, range) => {
    const key2 = `${side}\0${file}`;
    regions.set(key2, [...regions.get(key2) ?? [], range]);
  };
  for (const r of refactorings) {
    add("before", r.before.file, r.before);
    add("after", r.after.file, r.after);
    const host = hostOf(r);
    if (!host) continue;
    const other = host.side === "before" ? "after" : "before";
    const file = facts2.files.find((f) => (host.side === "before" ? f.beforePath : f.afterPath) === host.element.file);
    const otherPath = file && (other === "before" ? file.beforePath : file.afterPath);
    if (file && otherPath) add(other, otherPath, mapRange(file.hunks, host.element, host.side));
  }
  const names = new Set(refactorings.flatMap((r) => [r.before.name, r.after.name]).filter((name2) => name2 !== ""));
  return {
    regions: (side, file) => regions.get(`${side}\0${file}`) ?? [],
    rename: renamer(refactorings),
    names,
    changedSignatures: [...new Set(refactorings.flatMap((r) => callableWithChangedCalls(r) ?? []))]
  };
}
function hostOf(r) {
  switch (r.operation) {
    case "EXTRACT":
    case "EXTRACT_MOVE":
    case "EXTRACT_SUPER":
      return { side: "before", element: r.before };
    case "INLINE":
      return { side: "after", element: r.after };
    default:
      return void 0;
  }
}
function renamer(refactorings) {
  const map = /* @__PURE__ */ new Map();
  const add = (from, to) => {
    if (from !== "" && to !== "" && from !== to && !map.has(from)) map.set(from, to);
  };
  for (const r of refactorings) {
    if (isFineGrained(r)) continue;
    if (r.before.container !== "" && r.after.container !== "") add(`${r.before.container}.${r.before.name}`, `${r.after.container}.${r.after.name}`);
    const [from, to] = [ownerName(r.before), ownerName(r.after)];
    if (from !== "" && to !== "") add(`${from}.${r.before.name}`, `${to}.${r.after.name}`);
    add(r.before.container, r.after.container);
    add(r.before.name, r.after.name);
  }
  if (map.size === 0) return (text2) => text2;
  const alternatives = [...map.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(?<![\\w$])(?:${alternatives.join("|")})(?![\\w$])`, "g");
  return (text2) => text2.replace(pattern, (found) => map.get(found) ?? found);
}
function ownerName(element) {
  const { container, file } = element;
  if (container === file) return (file.split("/").pop() ?? "").replace(/\.[^.]*$/, "");
  const inner = container.startsWith(`${file}.`) ? container.slice(file.length + 1) : container;
  return inner.split(".").pop() ?? "";
}
function escapeRegExp(text2) {
  return text2.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

// src/policy/element-mentions.ts
var NOT_A_TYPE = /* @__PURE__ */ new Set(["return", "else", "case", "goto", "new", "throw", "await", "yield", "typeof", "delete", "sizeof", "do", "if", "while", "for", "switch"]);
function declarationFlags(lines, names) {
  const flags2 = lines.map(() => false);
  if (names.size === 0) return flags2;
  const alternatives = [...names].map(escapeRegExp).join("|");
  const declaration = new RegExp(`^\\s*((?:[A-Za-z_$][\\w$]*(?:\\s*\\([^()]*\\))?[\\s*&]+)+)(?:${alternatives})\\s*\\(`);
  for (let i2 = 0; i2 < lines.length; i2++) {
    const found = declaration.exec(lines[i2]);
    if (!found || /[{=]/.test(lines[i2]) || found[1].split(/[^\w$]+/).some((word) => NOT_A_TYPE.has(word))) continue;
    flags2[i2] = true;
    while (!lines[i2].includes(";") && i2 + 1 < lines.length && !/[{=]/.test(lines[i2 + 1])) flags2[++i2] = true;
  }
  return flags2;
}
function exportedNames(line) {
  const found = /^\s*(?:(?:module\.)?exports(?:\.([\w$]+))?\s*=|export(?:\s+default)?(?=[\s{]))\s*([\w$\s,:{}]*?)\s*;?\s*$/.exec(line);
  if (!found) return void 0;
  const listed = found[2].match(/[\w$]+/g) ?? [];
  if (listed.some((word) => DECLARING2.has(word))) return void 0;
  return [...found[1] === void 0 ? [] : [found[1]], ...listed.filter((word) => word !== "as")];
}
var DECLARING2 = /* @__PURE__ */ new Set(["class", "function", "const", "let", "var", "async", "new"]);
function listsOnly(line, names) {
  const found = /^\s*([\w$]+(?:\s*[,:]\s*[\w$]+)*)\s*,?\s*$/.exec(line);
  return found !== null && found[1].split(/[\s,:]+/).every((name2) => names.has(name2));
}

// src/policy/change-facts.ts
function unexplainedChanges(facts2, refactorings, isSourcePath) {
  const footprint = refactoringFootprint(refactorings, facts2);
  const result = [];
  for (const file of facts2.files) {
    const path = file.afterPath ?? file.beforePath;
    if (path === null || !isSourcePath(path)) continue;
    const beforeRanges = file.beforePath === null ? [] : footprint.regions("before", file.beforePath);
    const afterRanges = file.afterPath === null ? [] : footprint.regions("after", file.afterPath);
    for (const hunk of file.hunks) {
      const before = codeLines(hunk.beforeLines, hunk.beforeStart, beforeRanges, footprint.names);
      const after = codeLines(hunk.afterLines, hunk.afterStart, afterRanges, footprint.names);
      if (before.length === 0 && after.length === 0) continue;
      if (sameCode(footprint.rename(before.map((line) => line.text).join("\n")), after.map((line) => line.text).join("\n"))) continue;
      const left = unpairedLines(before, after, footprint);
      if (left.after.length > 0 && file.afterPath !== null) result.push(lineSpan(file.afterPath, left.after, "after"));
      else if (left.before.length > 0 && file.beforePath !== null) result.push(lineSpan(file.beforePath, left.before, "before"));
    }
  }
  return result;
}
function codeLines(lines, start2, ranges, names) {
  const bookkeeping = bookkeepingFlags(lines);
  const declarations = declarationFlags(lines, names);
  return lines.map((text2, index) => ({ number: start2 + index, text: text2 })).filter((line, index) => {
    if (bookkeeping[index] || declarations[index] || listsOnly(line.text, names)) return false;
    if (ranges.some((range) => line.number >= range.startLine && line.number <= range.endLine)) return false;
    const exported2 = exportedNames(line.text);
    return exported2 === void 0 || exported2.some((name2) => !names.has(name2));
  });
}
function sameCode(a, b) {
  return a.replace(/\s+/g, "") === b.replace(/\s+/g, "");
}
function unpairedLines(before, after, footprint) {
  const calls = footprint.changedSignatures.map((name2) => new RegExp(`(?<![\\w$])${escapeRegExp(name2)}\\s*\\(`));
  const calledName2 = (text2) => calls.findIndex((call) => call.test(text2));
  const comparable = (text2) => {
    const exported2 = exportedNames(text2);
    if (exported2) return `exports:${exported2.filter((name2) => !footprint.names.has(name2)).sort().join(",")}`;
    return text2.replace(/\s+/g, "");
  };
  const removed = before.map((line) => {
    const renamed2 = footprint.rename(line.text);
    return { line, code: comparable(renamed2), call: calledName2(renamed2) };
  });
  const unpairedAfter = [];
  for (const line of after) {
    const code = comparable(line.text);
    const call = calledName2(line.text);
    let index = removed.findIndex((candidate) => candidate.code === code);
    if (index < 0 && call >= 0) index = removed.findIndex((candidate) => candidate.call === call);
    if (index < 0) unpairedAfter.push(line);
    else removed.splice(index, 1);
  }
  return { before: removed.map((candidate) => candidate.line), after: unpairedAfter };
}
function lineSpan(file, lines, side) {
  const numbers = lines.map((line) => line.number);
  return { file, startLine: Math.min(...numbers), endLine: Math.max(...numbers), side };
}
function parseUnifiedDiff(diff) {
  const files = [];
  const lines = diff.split("\n");
  let current;
  for (let i2 = 0; i2 < lines.length; i2++) {
    const line = lines[i2];
    if (line.startsWith("diff --git ")) {
      current = void 0;
    } else if (line.startsWith("--- ") && lines[i2 + 1]?.startsWith("+++ ")) {
      current = { beforePath: diffPath(line.slice(4), "a/"), afterPath: diffPath(lines[i2 + 1].slice(4), "b/"), hunks: [] };
      files.push(current);
      i2++;
    } else if (line.startsWith("@@ ") && current) {
      const header = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(line);
      if (!header) continue;
      const hunk = { beforeStart: Number(header[1]), beforeLines: [], afterStart: Number(header[3]), afterLines: [] };
      let removed = header[2] === void 0 ? 1 : Number(header[2]);
      let added = header[4] === void 0 ? 1 : Number(header[4]);
      while ((removed > 0 || added > 0) && i2 + 1 < lines.length) {
        const body2 = lines[++i2];
        if (body2.startsWith("-")) {
          hunk.beforeLines.push(body2.slice(1));
          removed--;
        } else if (body2.startsWith("+")) {
          hunk.afterLines.push(body2.slice(1));
          added--;
        } else if (body2.startsWith(" ")) {
          removed--;
          added--;
        }
      }
      current.hunks.push(hunk);
    }
  }
  return { files: files.filter((file) => file.hunks.length > 0) };
}
function diffPath(raw, prefix) {
  const text2 = raw.replace(/\t$/, "");
  if (text2 === "/dev/null") return null;
  const name2 = text2.startsWith('"') ? unquoteC(text2) : text2;
  return name2.startsWith(prefix) ? name2.slice(prefix.length) : name2;
}
function unquoteC(quoted) {
  const body2 = quoted.slice(1, -1);
  const bytes = [];
  const simple = { n: 10, t: 9, r: 13, '"': 34, "\\": 92, a: 7, b: 8, f: 12, v: 11 };
  for (let i2 = 0; i2 < body2.length; i2++) {
    const char = String.fromCodePoint(body2.codePointAt(i2) ?? 0);
    if (char !== "\\") {
      bytes.push(...Buffer.from(char, "utf8"));
      i2 += char.length - 1;
      continue;
    }
    const next = body2[++i2];
    if (/[0-7]/.test(next)) {
      bytes.push(parseInt(body2.slice(i2, i2 + 3), 8));
      i2 += 2;
    } else {
      bytes.push(simple[next] ?? next.charCodeAt(0));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

// src/policy/filter.ts
var cache2 = /* @__PURE__ */ new WeakMap();
function analysisFilter(analysis) {
  let filter = cache2.get(analysis);
  if (!filter) {
    filter = buildFilter(analysis);
    cache2.set(analysis, filter);
  }
  return filter;
}
function buildFilter(analysis) {
  const included = compilePathGlobs(analysis.include);
  const excluded = analysis.exclude.length > 0 ? compilePathGlobs(analysis.exclude) : () => false;
  const acceptsPath = (path) => included(path) && !excluded(path);
  const acceptsType = typeSelection(analysis.types);
  const languages2 = new Set(analysis.languages);
  return {
    acceptsPath,
    acceptsFileSize: (bytes) => bytes <= analysis.maxFileSize,
    acceptsRefactoring: (refactoring) => (languages2.size === 0 || languages2.has(refactoring.language)) && acceptsPath(refactoring.before.file) && acceptsPath(refactoring.after.file) && (analysis.fineGrained || !isFineGrained(refactoring)) && acceptsType(refactoring)
  };
}
function typeSelection(selectors) {
  const positive = selectors.filter((selector) => !selector.startsWith("!"));
  const negative = selectors.filter((selector) => selector.startsWith("!")).map((selector) => selector.slice(1));
  const selects = (selector, refactoring) => {
    if (OPERATIONS2.includes(selector)) return refactoring.operation === selector;
    if (KINDS.includes(selector)) return refactoring.kind === selector;
    return refactoring.type === selector;
  };
  return (refactoring) => (positive.length === 0 || positive.some((selector) => selects(selector, refactoring))) && !negative.some((selector) => selects(selector, refactoring));
}
function filterReport(policy, report) {
  const filter = analysisFilter(policy.analysis);
  return { ...report, refactorings: report.refactorings.filter((refactoring) => filter.acceptsRefactoring(refactoring)) };
}
function engineOptions(policy) {
  const { analysis } = policy;
  return {
    threshold: analysis.threshold,
    languages: [...analysis.languages],
    include: analysis.include.map(withoutDotSlash),
    exclude: analysis.exclude.map(withoutDotSlash),
    maxFileSizeBytes: analysis.maxFileSize,
    maxChangeBytes: analysis.maxChangeSize,
    fineGrained: analysis.fineGrained,
    skipGenerated: analysis.skipGenerated
  };
}
function withoutDotSlash(glob) {
  return glob.replace(/^(\.\/)+/, "");
}

// src/policy/match.ts
function compileMatch(match) {
  const tests = [];
  const within = (values, get) => {
    if (values) tests.push((refactoring) => values.includes(get(refactoring)));
  };
  const side = (patterns, compile, get) => {
    if (!patterns) return;
    const matcher = compile(patterns);
    tests.push((refactoring) => get(refactoring).some(matcher));
  };
  within(match.operation, (r) => r.operation);
  within(match.kind, (r) => r.kind);
  within(match.type, (r) => r.type);
  within(match.language, (r) => r.language);
  side(match.path, compilePathGlobs, (r) => [r.before.file, r.after.file]);
  side(match.beforePath, compilePathGlobs, (r) => [r.before.file]);
  side(match.afterPath, compilePathGlobs, (r) => [r.after.file]);
  side(match.name, compileNamePatterns, (r) => [r.before.name, r.after.name]);
  side(match.beforeName, compileNamePatterns, (r) => [r.before.name]);
  side(match.afterName, compileNamePatterns, (r) => [r.after.name]);
  return (refactoring) => tests.every((test) => test(refactoring));
}

// src/policy/trailers.ts
var SCISSORS = "------------------------ >8 ------------------------";
function parseTrailers(message, options = {}) {
  const commentChar = options.commentChar ?? "#";
  const lines = [];
  for (const line of message.replace(/\r\n/g, "\n").split("\n")) {
    if (line.startsWith(commentChar) && line.includes(SCISSORS)) break;
    if (!line.startsWith(commentChar)) lines.push(line.trimEnd());
  }
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  let subjectEnd = lines.indexOf("");
  if (subjectEnd < 0) subjectEnd = lines.length;
  let start2 = lines.length;
  while (start2 > 0 && lines[start2 - 1] !== "") start2--;
  if (start2 <= subjectEnd) return [];
  const trailers = [];
  for (const line of lines.slice(start2)) {
    const match = /^([A-Za-z0-9][A-Za-z0-9-]*)\s*:\s?(.*)$/.exec(line);
    if (match) trailers.push({ key: match[1], value: match[2].trim() });
    else if (/^\s/.test(line) && trailers.length > 0) {
      const last = trailers[trailers.length - 1];
      last.value = `${last.value} ${line.trim()}`.trim();
    }
  }
  return trailers;
}
function trailerValues(trailers, key2) {
  const wanted = key2.toLowerCase();
  return trailers.filter((trailer) => trailer.key.toLowerCase() === wanted && trailer.value !== "").map((trailer) => trailer.value);
}

// src/policy/evaluate.ts
function hasActiveRules(policy) {
  return policy.rules.some((rule) => rule.level !== "off");
}
function evaluatePolicy(policy, input) {
  const reported = filterReport(policy, input.report).refactorings;
  const trailers = input.commitMessage === void 0 ? [] : parseTrailers(input.commitMessage, { commentChar: input.commentChar });
  const violations = [];
  for (const rule of policy.rules) {
    if (rule.level === "off") continue;
    const matching = reported.filter(matcherFor(rule));
    const found = findings(rule, matching, policy, input);
    if (!found) continue;
    const approval = rule.approval ? { trailer: rule.approval.trailer, line: `${rule.approval.trailer}: <reason>`, reasons: trailerValues(trailers, rule.approval.trailer) } : null;
    violations.push({
      rule: rule.name,
      ruleKind: ruleKind(rule),
      level: rule.level,
      message: rule.message ?? DEFAULT_MESSAGES[ruleKind(rule)],
      detail: found.detail,
      refactorings: matching.map(describeRefactoring2),
      changes: found.changes,
      approval,
      approved: approval !== null && approval.reasons.length > 0
    });
  }
  return violations;
}
var matchers = /* @__PURE__ */ new WeakMap();
function matcherFor(rule) {
  let matcher = matchers.get(rule);
  if (!matcher) {
    matcher = compileMatch(rule.match);
    matchers.set(rule, matcher);
  }
  return matcher;
}
var DEFAULT_MESSAGES = {
  refactorings: "these refactorings need a deliberate decision",
  maxCount: "too many refactorings in one commit",
  mixedChanges: "refactorings are mixed with other code changes; commit them separately"
};
function ruleKind(rule) {
  if (rule.mixedChanges) return "mixedChanges";
  if (rule.maxCount !== void 0) return "maxCount";
  return "refactorings";
}
function findings(rule, matching, policy, input) {
  switch (ruleKind(rule)) {
    case "refactorings":
      return matching.length > 0 ? { detail: count2(matching.length), changes: [] } : void 0;
    case "maxCount": {
      const limit = rule.maxCount ?? 0;
      return matching.length > limit ? { detail: `${count2(matching.length)}, at most ${limit} allowed`, changes: [] } : void 0;
    }
    case "mixedChanges": {
      if (matching.length === 0 || !input.facts) return void 0;
      const filter = analysisFilter(policy.analysis);
      const isSource = (path) => filter.acceptsPath(path) && languageForPath(path, policy.analysis.languages) !== void 0;
      const changes = unexplainedChanges(input.facts, input.report.refactorings, isSource);
      if (changes.length === 0) return void 0;
      const files = new Set(changes.map((change) => change.file)).size;
      return { detail: `${count2(matching.length)} and ${changes.length} other change${changes.length === 1 ? "" : "s"} in ${files} file${files === 1 ? "" : "s"}`, changes };
    }
  }
}
function count2(n) {
  return `${n} refactoring${n === 1 ? "" : "s"}`;
}
function describeRefactoring2(refactoring) {
  return {
    type: refactoring.type,
    description: refactoring.description,
    location: `${refactoring.after.file}:${refactoring.after.startLine}`,
    beforeLocation: `${refactoring.before.file}:${refactoring.before.startLine}`,
    refactoring
  };
}

// src/sources/git/process.ts
var import_node_child_process = require("node:child_process");
var import_node_fs3 = require("node:fs");
var import_node_path2 = require("node:path");

// src/sources/git/errors.ts
var GitError = class extends RefdiffError {
};
var DEEPEN_HINT = "deepen it with `git fetch --deepen=N` or `git fetch --unshallow` (GitHub Actions: `fetch-depth: 0` on actions/checkout)";
var ShallowHistoryError = class extends GitError {
  constructor(commit) {
    super(`the parent of commit ${commit.slice(0, 12)} is not in this shallow clone; ${DEEPEN_HINT}`);
  }
};
var ShallowRevisionError = class extends GitError {
  constructor(rev) {
    super(`'${rev}' is beyond the history of this shallow clone; ${DEEPEN_HINT}`);
  }
};

// src/sources/git/process.ts
function gitEnvironment(env = process.env) {
  const result = { ...env };
  for (const name2 of ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY"]) {
    const value = result[name2];
    if (value && !(0, import_node_path2.isAbsolute)(value)) result[name2] = (0, import_node_path2.resolve)(value);
  }
  return result;
}
function assertDirectory(cwd) {
  if (!(0, import_node_fs3.existsSync)(cwd) || !(0, import_node_fs3.statSync)(cwd).isDirectory()) throw new GitError(`not a directory: ${cwd}`);
}
var spawnLocalGit = (cwd, args2) => (0, import_node_child_process.spawn)("git", args2, { cwd, env: gitEnvironment(), stdio: "pipe" });
var spawner = spawnLocalGit;
function setGitSpawner(replacement) {
  spawner = replacement;
}
function spawnGit(cwd, args2) {
  return spawner(cwd, args2);
}
var MAX_OUTPUT_BYTES = 1 << 30;
function runGit(cwd, args2, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawnGit(cwd, args2);
    const stdout = [];
    let stdoutBytes = 0;
    let stderr = "";
    let failed = false;
    child.stdout.on("data", (chunk) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes <= MAX_OUTPUT_BYTES) stdout.push(chunk);
    });
    child.stderr.on("data", (chunk) => stderr += chunk.toString("utf8"));
    child.on("error", (error) => {
      failed = true;
      reject(gitFailure(cwd, args2, error, stderr));
    });
    child.on("close", (exitCode) => {
      if (failed) return;
      if (stdoutBytes > MAX_OUTPUT_BYTES) return reject(new GitError(`git ${args2[0]} printed more than 1 GiB`));
      const code = exitCode ?? -1;
      if (code === 0 || options.okCodes?.includes(code)) return resolvePromise({ stdout: Buffer.concat(stdout), code });
      reject(gitFailure(cwd, args2, {}, stderr));
    });
    child.stdin.on("error", () => void 0);
    child.stdin.end(options.input);
  });
}
async function gitText(cwd, args2, options) {
  const { stdout } = await runGit(cwd, args2, options);
  return stdout.toString("utf8").replace(/\n$/, "");
}
function gitFailure(cwd, args2, error, stderr) {
  if (error.code === "ENOENT") {
    return (0, import_node_fs3.existsSync)(cwd) ? new GitError("git is not installed or not on PATH") : new GitError(`not a directory: ${cwd}`);
  }
  return describeGitStderr(stderr, `git ${args2[0]} failed`, cwd);
}
function describeGitStderr(stderr, fallback, cwd) {
  if (/not a git repository/i.test(stderr)) return new GitError(`not a git repository: ${(0, import_node_path2.resolve)(cwd)}`);
  const lines = stderr.split("\n").map((line2) => line2.trim()).filter(Boolean);
  const line = lines.find((l) => /^(fatal|error):/.test(l)) ?? lines[0];
  return new GitError(line ? line.replace(/^(fatal|error):\s*/, "") : fallback);
}

// src/policy/git-change-facts.ts
async function judgeChange(cwd, policy, change) {
  const needsFacts = policy.rules.some((rule) => rule.mixedChanges && rule.level !== "off");
  const facts2 = needsFacts ? await readChangeFacts(cwd, change.before, change.after) : void 0;
  return evaluatePolicy(policy, { report: change.report, commitMessage: change.commitMessage, commentChar: change.commentChar, facts: facts2 });
}
async function readChangeFacts(cwd, before, after) {
  const args2 = [
    "-c",
    "core.quotePath=false",
    "diff",
    "-U0",
    "-M",
    "--no-color",
    "--no-ext-diff",
    "--no-textconv",
    "--no-relative",
    "--src-prefix=a/",
    "--dst-prefix=b/",
    ...after === "index" ? ["--cached", before] : [before, after],
    "--"
  ];
  const { stdout } = await runGit(cwd, args2);
  return parseUnifiedDiff(stdout.toString("utf8"));
}

// src/version.ts
var VERSION = true ? "0.1.0" : null.version;

// src/report/types.ts
var SCHEMA_VERSION = 1;

// src/report/build.ts
function buildReport(result, before, after) {
  return {
    schemaVersion: SCHEMA_VERSION,
    tool: { name: "refdiff", version: VERSION },
    before,
    after,
    refactorings: result.refactorings,
    stats: {
      filesBefore: result.filesBefore,
      filesAfter: result.filesAfter,
      nodesBefore: result.nodesBefore,
      nodesAfter: result.nodesAfter,
      elapsedMs: result.elapsedMs,
      phasesMs: { ...result.phasesMs }
    }
  };
}

// src/sources/path-filter.ts
function pathFilter(include = [], exclude = []) {
  const positives = include.filter((glob) => !glob.startsWith("!"));
  const negatives = [...exclude, ...include.filter((glob) => glob.startsWith("!")).map((glob) => glob.slice(1))];
  const included = positives.length > 0 ? compilePathGlobs(positives) : () => true;
  const excluded = negatives.length > 0 ? compilePathGlobs(negatives) : () => false;
  return (path) => included(path) && !excluded(path);
}

// src/sources/git/changes.ts
var DIFF_OPTIONS = ["-r", "-z", "--raw", "--no-abbrev", "-M", "--no-ext-diff", "--no-textconv", "--no-relative"];
async function listIndexChanges(cwd, baseTree) {
  const { stdout } = await runGit(cwd, indexChangesArguments(baseTree));
  return parseRawDiff(stdout);
}
function indexChangesArguments(baseTree) {
  return ["diff-index", "--cached", ...DIFF_OPTIONS, baseTree, "--"];
}
var ZERO_OID = /^0+$/;
function parseRawDiff(output) {
  return parseRawFields(output.toString("utf8").split("\0"));
}
function parseRawFields(fields) {
  const changes = [];
  let i2 = 0;
  while (i2 < fields.length && fields[i2].startsWith(":")) {
    const [oldMode, newMode, oldOid, newOid, statusField] = fields[i2].slice(1).split(" ");
    const status = statusField[0];
    const score = statusField.length > 1 ? Number(statusField.slice(1)) : void 0;
    const firstPath = fields[i2 + 1];
    const twoPaths = status === "R" || status === "C";
    const secondPath = twoPaths ? fields[i2 + 2] : firstPath;
    i2 += twoPaths ? 3 : 2;
    const change = { status };
    if (score !== void 0) change.score = score;
    if (status !== "A" && !ZERO_OID.test(oldMode)) change.before = { path: firstPath, mode: oldMode, oid: oldOid };
    if (status === "C") delete change.before;
    if (status !== "D" && !ZERO_OID.test(newMode)) change.after = { path: secondPath, mode: newMode, oid: newOid };
    changes.push(change);
  }
  return changes;
}

// src/sources/git/content.ts
var LFS_POINTER = Buffer.from("version https://git-lfs.github.com/spec/");
var BINARY_PROBE_BYTES = 8e3;
var strictUtf8 = new TextDecoder("utf-8", { fatal: true });
function decodeBlob(path, bytes) {
  if (bytes.length < 1024 && bytes.subarray(0, LFS_POINTER.length).equals(LFS_POINTER)) {
    return { skipped: `${path}: Git LFS pointer, content not in the repository; skipped` };
  }
  if (bytes.subarray(0, BINARY_PROBE_BYTES).includes(0)) return { skipped: `${path}: binary file; skipped` };
  try {
    return { text: strictUtf8.decode(bytes) };
  } catch {
    return { text: bytes.toString("latin1"), warning: `${path}: not valid UTF-8; read as Latin-1` };
  }
}
function formatBytes(bytes) {
  if (bytes >= 1 << 20) return `${(bytes / (1 << 20)).toFixed(1).replace(/\.0$/, "")} MiB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1).replace(/\.0$/, "")} KiB`;
  return `${bytes} B`;
}

// src/sources/git/files.ts
var DEFAULT_MAX_FILE_SIZE_BYTES = 1 << 20;
async function readChangedFiles(repo, changes, options) {
  const maxBytes = options.maxFileSizeBytes ?? DEFAULT_MAX_FILE_SIZE_BYTES;
  const wanted = (entry) => entry !== void 0 && isRegularFile(entry.mode) && options.accept(entry.path);
  const beforeEntries = [];
  const afterEntries = [];
  for (const change of changes) {
    const { before: before2, after: after2 } = change;
    if (before2 && after2 && before2.oid === after2.oid && before2.path === after2.path) continue;
    if (wanted(before2)) beforeEntries.push(before2);
    if (wanted(after2)) afterEntries.push(after2);
  }
  const warnings = [];
  const read = (entries) => Promise.all(entries.map((entry) => readEntry(repo, entry, maxBytes, warnings)));
  const [before, after] = await Promise.all([read(beforeEntries), read(afterEntries)]);
  return { before: before.filter(isFile), after: after.filter(isFile), warnings };
}
function isRegularFile(mode) {
  return mode.startsWith("100");
}
function isFile(file) {
  return file !== void 0;
}
async function readEntry(repo, entry, maxBytes, warnings) {
  if (/^0+$/.test(entry.oid)) {
    warnings.push(`${entry.path}: staged without content (git add -N); skipped`);
    return void 0;
  }
  const object = await repo.objects.read(entry.oid, maxBytes);
  if (!object) throw new GitError(`cannot read object ${entry.oid} (${entry.path}): missing from the repository`);
  if (!object.content) {
    warnings.push(`${entry.path}: ${formatBytes(object.size)}, over the ${formatBytes(maxBytes)} limit; skipped`);
    return void 0;
  }
  const decoded = decodeBlob(entry.path, object.content);
  if ("skipped" in decoded) {
    warnings.push(decoded.skipped);
    return void 0;
  }
  if (decoded.warning) warnings.push(decoded.warning);
  return { path: entry.path, content: decoded.text };
}

// src/sources/git/repository.ts
var import_node_fs4 = require("node:fs");
var import_node_path3 = require("node:path");

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
  const size2 = Number(sizeText);
  if (!Number.isSafeInteger(size2)) return void 0;
  return { kind: "object", oid, type, size: size2 };
}

// src/sources/git/cat-file.ts
var CatFileBatch = class {
  constructor(cwd) {
    this.cwd = cwd;
    this.child = spawnGit(cwd, ["cat-file", "--batch"]);
    this.child.stdout.on("data", (chunk) => this.receive(chunk));
    this.child.stderr.on("data", (chunk) => this.stderr += chunk.toString("utf8"));
    this.child.on("error", (error) => this.fail(new GitError(`cannot run git cat-file: ${error.message}`)));
    this.child.on("close", (code) => {
      if (this.closed && code === 0) return;
      this.fail(describeGitStderr(this.stderr, `git cat-file exited with code ${code}`, this.cwd));
    });
    this.child.stdin.on("error", () => void 0);
  }
  cwd;
  child;
  pending = [];
  /** Names asked for since the last write to git. */
  unsent = [];
  state = { phase: "header" };
  buffered = Buffer.alloc(0);
  stderr = "";
  failure;
  closed = false;
  /**
   * Reads an object by id (or any name without a newline). Resolves `undefined` when it does not
   * exist. Objects over `maxBytes` come back without `content`.
   */
  read(name2, maxBytes = Number.POSITIVE_INFINITY) {
    if (/[\n\r]/.test(name2)) return Promise.reject(new GitError(`invalid object name: ${JSON.stringify(name2)}`));
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new GitError("git cat-file reader is closed"));
    return new Promise((resolve5, reject) => {
      this.pending.push({ name: name2, maxBytes, resolve: resolve5, reject });
      if (this.unsent.length === 0) queueMicrotask(() => this.send());
      this.unsent.push(name2);
    });
  }
  send() {
    const names = this.unsent.splice(0);
    if (names.length > 0) this.child.stdin.write(`${names.join("\n")}
`);
  }
  /** Whether it can still answer: not closed, not failed, its git process running. */
  get usable() {
    return !this.closed && this.failure === void 0 && this.child.exitCode === null;
  }
  /** Ends the git process once the pending requests are answered. */
  close() {
    if (this.closed) return Promise.resolve();
    this.send();
    this.closed = true;
    return new Promise((resolve5) => {
      if (this.child.exitCode !== null || this.failure) return resolve5();
      this.child.once("close", () => resolve5());
      this.child.stdin.end();
    });
  }
  receive(chunk) {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    while (this.step()) {
    }
  }
  /** Parses one piece of the stream; false when more bytes are needed. */
  step() {
    const state = this.state;
    if (state.phase === "header") {
      const end = this.buffered.indexOf(10);
      if (end < 0) return false;
      const header = this.buffered.subarray(0, end).toString("utf8");
      this.buffered = this.buffered.subarray(end + 1);
      const request = this.pending[0];
      if (!request) {
        this.fail(new GitError(`unexpected output from git cat-file: ${header}`));
        return false;
      }
      const parsed = parseBatchHeader(header);
      if (parsed?.kind === "object") {
        const object = { oid: parsed.oid, type: parsed.type, size: parsed.size };
        const keep = object.size <= request.maxBytes;
        this.state = { phase: "body", object, remaining: object.size, chunks: keep ? [] : void 0 };
        return true;
      }
      this.pending.shift();
      if (parsed?.kind === "missing") request.resolve(void 0);
      else request.reject(new GitError(`cannot read object ${request.name}: ${header}`));
      return true;
    }
    if (state.phase === "body") {
      if (this.buffered.length === 0) return false;
      const take = Math.min(state.remaining, this.buffered.length);
      state.chunks?.push(this.buffered.subarray(0, take));
      this.buffered = this.buffered.subarray(take);
      state.remaining -= take;
      if (state.remaining > 0) return false;
      if (state.chunks) state.object.content = Buffer.concat(state.chunks);
      this.state = { phase: "newline", object: state.object };
      return true;
    }
    if (this.buffered.length === 0) return false;
    this.buffered = this.buffered.subarray(1);
    this.state = { phase: "header" };
    this.pending.shift()?.resolve(state.object);
    return true;
  }
  fail(error) {
    if (this.failure) return;
    this.failure = error;
    for (const request of this.pending.splice(0)) request.reject(error);
  }
};

// src/sources/git/commits.ts
function parseCommitObject(sha, raw) {
  const text2 = raw.toString("utf8");
  const split = text2.indexOf("\n\n");
  const headerText = split < 0 ? text2 : text2.slice(0, split);
  const message = split < 0 ? "" : text2.slice(split + 2);
  let tree = "";
  let author = "";
  const parents = [];
  for (const line of headerText.split("\n")) {
    if (line.startsWith("tree ")) tree = line.slice(5);
    else if (line.startsWith("parent ")) parents.push(line.slice(7));
    else if (line.startsWith("author ")) author = line.slice(7).replace(/\s+\d+\s+[+-]\d{4}$/, "");
  }
  const subject = message.split(/\n\s*\n/)[0].replace(/\s*\n\s*/g, " ").trim();
  return { sha, tree, parents, subject, message, author };
}

// src/sources/git/repository.ts
var GitRepository = class _GitRepository {
  constructor(cwd, shallowFile, objects) {
    this.cwd = cwd;
    this.shallowFile = shallowFile;
    this.objects = objects;
  }
  cwd;
  shallowFile;
  objects;
  emptyTreeId;
  shallowCommits;
  /**
   * Opens the repository containing `cwd`; throws a GitError when there is none. `shallowFile`
   * (`git rev-parse --git-path shallow`), when the caller knows it, saves a git process.
   * `reader` makes its object reader (the daemon's keeps the blobs it read).
   */
  static async open(cwd, knownShallowFile, reader = (dir) => new CatFileBatch(dir)) {
    assertDirectory(cwd);
    const shallowFile = knownShallowFile ?? await gitText(cwd, ["rev-parse", "--git-path", "shallow"]);
    return new _GitRepository(cwd, (0, import_node_path3.resolve)(cwd, shallowFile), reader(cwd));
  }
  close() {
    return this.objects.close();
  }
  /** The full id of the commit `rev` names; a GitError naming `rev` when there is none. */
  async resolveCommit(rev) {
    if (rev.startsWith("-") || /[\n\r\0]/.test(rev)) throw new GitError(`invalid revision '${rev}'`);
    const { stdout, code } = await runGit(this.cwd, ["rev-parse", "--verify", "--quiet", `${rev}^{commit}`], { okCodes: [1, 128] });
    const sha = stdout.toString("utf8").trim();
    if (code !== 0 || !sha) {
      if (/[~^]/.test(rev) && this.isShallow()) throw new ShallowRevisionError(rev);
      throw new GitError(`unknown revision '${rev}'`);
    }
    return sha;
  }
  /**
   * Throws a GitError unless `cwd` is in a work tree: a bare repository (or its git directory)
   * has no index of its own, and `command` would report against an empty one.
   */
  async assertWorkTree(command) {
    if (await gitText(this.cwd, ["rev-parse", "--is-inside-work-tree"]) === "true") return;
    throw new GitError(`'${command}' needs a work tree; ${(0, import_node_path3.resolve)(this.cwd)} is not in one (a bare repository?)`);
  }
  /** HEAD's commit id, or undefined on an unborn branch (a repository without commits yet). */
  async headCommit() {
    const { stdout, code } = await runGit(this.cwd, ["rev-parse", "--verify", "--quiet", "HEAD^{commit}"], { okCodes: [1, 128] });
    return code === 0 ? stdout.toString("utf8").trim() : void 0;
  }
  async readCommit(sha) {
    const object = await this.objects.read(sha);
    if (!object?.content) throw new GitError(`cannot read commit ${sha}`);
    if (object.type !== "commit") throw new GitError(`${sha} is a ${object.type}, not a commit`);
    return parseCommitObject(object.oid, object.content);
  }
  /**
   * The parent a commit is compared with (1-based `parent`, first by default), or undefined for
   * a root commit. Throws when the parent is beyond a shallow clone's boundary.
   */
  async parentOf(commit, parent = 1) {
    if (commit.parents.length === 0) return void 0;
    if (parent < 1 || parent > commit.parents.length) {
      throw new GitError(`commit ${commit.sha.slice(0, 12)} has ${commit.parents.length} parent(s); --parent ${parent} is out of range`);
    }
    const sha = commit.parents[parent - 1];
    if (this.isShallowBoundary(commit.sha) || !await this.objects.read(sha, 0)) throw new ShallowHistoryError(commit.sha);
    return sha;
  }
  /** The id of the empty tree in this repository's hash (SHA-1 or SHA-256). */
  emptyTree() {
    this.emptyTreeId ??= gitText(this.cwd, ["hash-object", "-t", "tree", "--stdin"], { input: "" });
    return this.emptyTreeId;
  }
  isShallow() {
    return this.boundaryCommits().size > 0;
  }
  /** Commits whose parents a shallow clone cut off (`.git/shallow`). */
  isShallowBoundary(sha) {
    return this.boundaryCommits().has(sha);
  }
  boundaryCommits() {
    if (!this.shallowCommits) {
      let text2 = "";
      try {
        text2 = (0, import_node_fs4.readFileSync)(this.shallowFile, "utf8");
      } catch {
      }
      this.shallowCommits = new Set(text2.split("\n").filter(Boolean));
    }
    return this.shallowCommits;
  }
};

// src/sources/git/analyze.ts
function analyzeStagedIf(options, admit) {
  const { listed } = options;
  if (listed && !options.amend) {
    return withRepository({ ...options, shallowFile: listed.shallowFile }, (repo) => analyzeChanges(repo, listed.changes, listed.head, "index", options.analysis, admit));
  }
  const againstHead = options.amend ? void 0 : listIndexChanges(options.repository?.cwd ?? options.cwd, "HEAD").catch(() => void 0);
  return withRepository(options, async (repo) => {
    const head = await repo.headCommit();
    let base = head;
    if (options.amend) {
      if (!head) throw new GitError("nothing to amend: the current branch has no commits yet");
      base = await repo.parentOf(await repo.readCommit(head));
    }
    const before = base ?? await repo.emptyTree();
    const listed2 = head && !options.amend ? await againstHead : void 0;
    const changes = listed2 ?? await listIndexChanges(repo.cwd, before);
    return analyzeChanges(repo, changes, before, "index", options.analysis, admit);
  });
}
async function analyzeChanges(repo, changes, before, after, analysis, admit) {
  const started = performance.now();
  const selected = pathFilter(analysis.include, analysis.exclude);
  const files = await readChangedFiles(repo, changes, {
    accept: (path) => selected(path) && languageOfPath(path, analysis.languages) !== void 0,
    maxFileSizeBytes: analysis.maxFileSizeBytes
  });
  const read = performance.now() - started;
  if (admit && !admit(files)) return void 0;
  const result = await analyzeFiles(files.before, files.after, analysis);
  const report = buildReport(result, before, after);
  report.stats.elapsedMs = Math.round(performance.now() - started);
  report.stats.phasesMs = { read: Math.round(read), ...report.stats.phasesMs };
  return { before, after, report, warnings: [...files.warnings, ...result.warnings] };
}
async function withRepository(options, work) {
  if (options.repository) return work(options.repository);
  const repo = await GitRepository.open(options.cwd, options.shallowFile);
  try {
    return await work(repo);
  } finally {
    await repo.close();
  }
}

// src/hook/profile-marks.ts
var import_node_fs5 = require("node:fs");
var import_node_worker_threads = require("node:worker_threads");
var enabled = process.env.REFDIFF_HOOK_PROFILE === "1";
var processStart = performance.timeOrigin;
function setProcessStart(epochMs) {
  processStart = epochMs;
}
function mark(phase) {
  if (!enabled) return;
  const ms = performance.timeOrigin + performance.now() - processStart;
  (0, import_node_fs5.writeSync)(2, `refdiff-profile ${ms.toFixed(1).padStart(7)} ${import_node_worker_threads.threadId === 0 ? "hook  " : "worker"} ${phase}
`);
}

// src/daemon/kept-blobs.ts
var import_node_path4 = require("node:path");
var KEPT_BLOB_BYTES = 2 << 20;
var FULL_OID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
var BlobKeepingCatFile = class extends CatFileBatch {
  constructor(cwd, maxKeptBytes = KEPT_BLOB_BYTES) {
    super(cwd);
    this.maxKeptBytes = maxKeptBytes;
  }
  maxKeptBytes;
  blobs = /* @__PURE__ */ new Map();
  bytes = 0;
  read(name2, maxBytes = Number.POSITIVE_INFINITY) {
    const kept = this.blobs.get(name2);
    if (kept) {
      this.blobs.delete(name2);
      this.blobs.set(name2, kept);
      return Promise.resolve(kept.length <= maxBytes ? { oid: name2, type: "blob", size: kept.length, content: kept } : { oid: name2, type: "blob", size: kept.length });
    }
    return super.read(name2, maxBytes).then((object) => {
      if (object?.type === "blob" && object.content && object.oid === name2 && FULL_OID.test(name2)) this.keep(name2, object.content);
      return object;
    });
  }
  /**
   * Keeps `content` as the blob `oid` if it is that blob: git's id of it (SHA-1, or SHA-256 for a
   * 64-digit id) is `oid`. Anything else (a file changed since it was staged, converted line
   * endings, a filter) is not kept. True when kept.
   */
  offer(oid, content) {
    if (this.blobs.has(oid) || !FULL_OID.test(oid) || blobId(content, oid.length === 64 ? "sha256" : "sha1") !== oid) return false;
    this.keep(oid, content);
    return true;
  }
  /** Whether the blob `oid` is kept. */
  has(oid) {
    return this.blobs.has(oid);
  }
  /** Blobs kept and their bytes, for tests. */
  kept() {
    return { blobs: this.blobs.size, bytes: this.bytes };
  }
  keep(oid, content) {
    if (content.length > this.maxKeptBytes || this.blobs.has(oid)) return;
    if (content.byteLength !== content.buffer.byteLength) content = Buffer.from(content);
    this.blobs.set(oid, content);
    this.bytes += content.length;
    for (const [oldest, bytes] of this.blobs) {
      if (this.bytes <= this.maxKeptBytes) break;
      this.blobs.delete(oldest);
      this.bytes -= bytes.length;
    }
  }
};
function blobId(content, algorithm) {
  const { createHash } = require("node:crypto");
  return createHash(algorithm).update(`blob ${content.length}\0`).update(content).digest("hex");
}
var MAX_WORK_TREE_FILE_BYTES = 1 << 20;
var MAX_WORK_TREE_FILES = 500;
function keepStagedFromWorkTree(objects, top, changes) {
  if (!(objects instanceof BlobKeepingCatFile)) return;
  let budget = KEPT_BLOB_BYTES;
  for (const { after } of changes.slice(0, MAX_WORK_TREE_FILES)) {
    if (!after || !after.mode.startsWith("100") || objects.has(after.oid)) continue;
    try {
      const read = readRegularFile((0, import_node_path4.resolve)(top, after.path), Math.min(MAX_WORK_TREE_FILE_BYTES, budget));
      if (read.kind !== "read") continue;
      budget -= read.content.length;
      objects.offer(after.oid, read.content);
    } catch {
    }
  }
}

// src/hook/kept-repositories.ts
var PER_COMMIT_GIT = "INDEX_FILE|EDITOR|PREFIX|REFLOG_ACTION|(AUTHOR|COMMITTER)_(NAME|EMAIL|DATE)";
var NOT_ABOUT_OBJECTS = new RegExp(`^GIT_(${PER_COMMIT_GIT}|EXEC_PATH)$`);
var MAX_KEPT = 8;
var KeptRepositories = class {
  kept = /* @__PURE__ */ new Map();
  async take(cwd, env, shallowFile) {
    const key2 = keyOf(cwd, env);
    const found = this.kept.get(key2);
    this.kept.delete(key2);
    if (found?.objects.usable) {
      this.kept.set(key2, found);
      return found;
    }
    void found?.close();
    const opened = await GitRepository.open(cwd, shallowFile, (dir) => new BlobKeepingCatFile(dir));
    this.kept.set(key2, opened);
    for (const [oldest, repository] of this.kept) {
      if (this.kept.size <= MAX_KEPT) break;
      this.kept.delete(oldest);
      void repository.close();
    }
    return opened;
  }
  /** After a failed request: its repository is not trusted again. */
  drop(cwd, env) {
    const key2 = keyOf(cwd, env);
    void this.kept.get(key2)?.close();
    this.kept.delete(key2);
  }
  get size() {
    return this.kept.size;
  }
};
function keyOf(cwd, env) {
  return JSON.stringify([cwd, objectEnvironment(env)]);
}
function objectEnvironment(env) {
  return Object.entries(env).filter(([name2]) => name2.startsWith("GIT_") && !NOT_ABOUT_OBJECTS.test(name2)).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
}

// src/engine/parse-cache.ts
var MEMORY_PARSE_CACHE_CHARS = 2e6;
var MemoryParseCache = class {
  constructor(maxChars = MEMORY_PARSE_CACHE_CHARS) {
    this.maxChars = maxChars;
  }
  maxChars;
  entries = /* @__PURE__ */ new Map();
  chars = 0;
  get(plugin, file) {
    const key2 = keyOf2(plugin.name, file);
    const entry = this.entries.get(key2);
    if (!entry || entry.content !== file.content) return void 0;
    this.entries.delete(key2);
    this.entries.set(key2, entry);
    const held2 = entry.held?.share?.();
    return held2 ? { data: entry.data, held: held2 } : { data: entry.data };
  }
  set(plugin, file, parse) {
    const key2 = keyOf2(plugin.name, file);
    this.remove(key2);
    if (file.content.length > this.maxChars) return;
    const held2 = parse.held?.share?.();
    this.entries.set(key2, held2 ? { content: file.content, data: parse.data, held: held2 } : { content: file.content, data: parse.data });
    this.chars += file.content.length;
    for (const oldest of this.entries.keys()) {
      if (this.chars <= this.maxChars) break;
      this.remove(oldest);
    }
  }
  /** Files kept and their characters, for tests and the daemon's log. */
  size() {
    return { files: this.entries.size, chars: this.chars };
  }
  remove(key2) {
    const entry = this.entries.get(key2);
    if (!entry) return;
    this.entries.delete(key2);
    this.chars -= entry.content.length;
    entry.held?.release();
  }
};
function keyOf2(language, file) {
  return `${language}\0${file.path}`;
}

// src/hook/analysis-worker.ts
function runStagedWorker() {
  const port = import_node_worker_threads2.parentPort;
  if (!port) throw new Error("runStagedWorker must run in a worker thread");
  const data = import_node_worker_threads2.workerData;
  setProcessStart(data.processStart);
  mark("worker bundle loaded");
  let analysed;
  let ahead;
  port.on("message", (message) => {
    if (message.type === "warm-up") {
      warmUp(message.language).then(
        () => port.postMessage({ type: "warmed-up" }),
        (error) => port.postMessage({ type: "warmed-up", failure: messageOf3(error) })
      );
    } else if (message.type === "analyse-ahead") {
      const key2 = aheadKey(message.context.cwd, message.context.env, message);
      if (ahead?.key === key2) return;
      const previous = ahead;
      if (previous) previous.superseded = true;
      const entry = { key: key2, done: Promise.resolve(void 0) };
      entry.done = (previous?.done ?? Promise.resolve()).then(() => entry.superseded ? void 0 : analyseAhead(message));
      const handOn = !hasActiveRules(message.policy);
      void entry.done.then((done) => port.postMessage({ type: "analysed-ahead", key: message.reply, ...done && handOn ? { outcome: { report: done.report, before: done.before } } : {} }));
      ahead = entry;
    } else if (message.type === "analyse") {
      analysed = void 0;
      const found = ahead;
      ahead = void 0;
      void analyse(port, data, message, found).then((done) => analysed = done);
    } else if (analysed) {
      const { cwd, policy, report, before } = analysed;
      analysed = void 0;
      evaluate(cwd, policy, report, before, message).then(
        (violations) => port.postMessage({ type: "evaluated", violations }),
        (error) => port.postMessage({ type: "failed", message: messageOf3(error) })
      );
    }
  });
}
var keptRepositories = new KeptRepositories();
var keptParses = process.env.REFDIFF_PARSE_CACHE === "0" ? void 0 : new MemoryParseCache();
function aheadKey(cwd, env, request) {
  return JSON.stringify([cwd, objectEnvironment(env), request.amend, request.languages, request.policy, request.listed ?? null]);
}
var AHEAD_MAX_CHARS = 8e4;
async function analyseAhead(request) {
  const { cwd, env } = request.context;
  for (const name2 of Object.keys(process.env)) delete process.env[name2];
  Object.assign(process.env, env);
  setProcessStart(request.context.processStart);
  const languages2 = [];
  try {
    const analysis = { ...hookAnalysisOptions(request.policy, request.languages, (language, refactorings) => languages2.push([language, refactorings])), ...keptParses ? { parseCache: keptParses } : {} };
    const repository = await keptRepositories.take(cwd, process.env, request.listed.shallowFile);
    keepStagedFromWorkTree(repository.objects, cwd, request.listed.changes);
    const small = (files) => Math.max(sideChars(files.before), sideChars(files.after)) <= AHEAD_MAX_CHARS;
    const analysed = await analyzeStagedIf({ cwd, amend: false, analysis, listed: request.listed, repository }, small).catch((error) => {
      keptRepositories.drop(cwd, process.env);
      throw error;
    });
    mark(analysed ? "analysed ahead" : "too large to analyse ahead");
    return analysed && { languages: languages2, report: analysed.report, before: analysed.before };
  } catch {
    return void 0;
  }
}
function sideChars(side) {
  return side.reduce((total, file) => total + file.content.length, 0);
}
async function warmUp(language) {
  const sample = warmUpSample(language);
  if (!sample) return;
  const policy = { ...defaultPolicy(), source: void 0 };
  await analyzeFiles([{ path: sample.path, content: sample.before }], [{ path: sample.path, content: sample.after }], hookAnalysisOptions(policy, [language], () => void 0));
  mark(`warmed up: ${language}`);
}
async function analyse(port, data, request, ahead) {
  const send = (message) => port.postMessage(message);
  const wanted = ahead !== void 0 && request.context !== void 0 && ahead.key === aheadKey(request.context.cwd, request.context.env, request);
  if (ahead && !wanted) ahead.superseded = true;
  const done = ahead && await ahead.done;
  if (done && wanted && request.context) {
    setProcessStart(request.context.processStart);
    for (const name2 of Object.keys(process.env)) delete process.env[name2];
    Object.assign(process.env, request.context.env);
    mark("analysed ahead, used");
    for (const [language, refactorings] of done.languages) send({ type: "language", language, refactorings });
    send({ type: "analysed", report: filterReport(request.policy, done.report), base: done.before });
    return { cwd: request.context.cwd, policy: request.policy, report: done.report, before: done.before };
  }
  if (request.context) {
    for (const name2 of Object.keys(process.env)) delete process.env[name2];
    Object.assign(process.env, request.context.env);
    setProcessStart(request.context.processStart);
  }
  const cwd = request.context?.cwd ?? data.cwd;
  try {
    const { policy } = request;
    const onLanguage = (language, refactorings) => send({ type: "language", language, refactorings });
    const analysis = { ...hookAnalysisOptions(policy, request.languages, onLanguage), ...request.context && keptParses ? { parseCache: keptParses } : {} };
    const repository = request.context ? await keptRepositories.take(cwd, process.env, request.listed?.shallowFile) : void 0;
    if (repository && request.listed) keepStagedFromWorkTree(repository.objects, cwd, request.listed.changes);
    let analysed;
    try {
      const readAll = () => (mark("files read"), true);
      analysed = await analyzeStagedIf({ cwd, amend: request.amend, analysis, ...request.listed ? { listed: request.listed } : {}, ...repository ? { repository } : {} }, readAll);
    } catch (error) {
      if (repository) keptRepositories.drop(cwd, process.env);
      throw error;
    }
    mark("analysed");
    const report = filterReport(policy, analysed.report);
    const done2 = { cwd, policy, report: analysed.report, before: analysed.before };
    send({ type: "analysed", report, base: analysed.before });
    return done2;
  } catch (error) {
    send({ type: "failed", message: messageOf3(error) });
    return void 0;
  }
}
function evaluate(cwd, policy, report, base, request) {
  return judgeChange(cwd, policy, { report, before: base, after: "index", commitMessage: request.commitMessage, commentChar: request.commentChar });
}
function hookAnalysisOptions(policy, languages2, onLanguage) {
  if (languages2?.length) loadPlugins(languages2).then(() => mark("grammars compiled"), () => void 0);
  const accepts2 = analysisFilter(policy.analysis);
  return {
    ...gitAnalysisOptions(policy),
    keepFineGrained: keepsFineGrained(policy),
    ...languages2 ? { languages: languages2 } : {},
    onLanguage: ({ language, refactorings }) => onLanguage(language, refactorings.filter((r) => accepts2.acceptsRefactoring(r)))
  };
}
function keepsFineGrained(policy) {
  return policy.commitMessage.fineGrained || hasActiveRules(policy);
}
function gitAnalysisOptions(policy) {
  return {
    ...engineOptions(policy),
    include: policy.analysis.include,
    exclude: policy.analysis.exclude,
    maxFileSizeBytes: policy.analysis.maxFileSize
  };
}
function messageOf3(error) {
  return error instanceof Error ? error.message : String(error);
}

// src/hook/piped-blobs.ts
var piped;
var MAX_PIPED_BYTES = 4 << 20;
function takePipedBlobs() {
  const blobs = piped;
  piped = void 0;
  return blobs && ((cwd) => new PipedObjects(cwd, blobs));
}
var PipedObjects = class {
  constructor(cwd, blobs) {
    this.cwd = cwd;
    this.blobs = blobs;
  }
  cwd;
  blobs;
  fallback;
  async read(name2, maxBytes = Number.POSITIVE_INFINITY) {
    const object = (await this.blobs).get(name2);
    if (!object) return (this.fallback ??= new CatFileBatch(this.cwd)).read(name2, maxBytes);
    return object.size <= maxBytes ? object : { oid: object.oid, type: object.type, size: object.size };
  }
  get usable() {
    return this.fallback?.usable ?? true;
  }
  close() {
    return this.fallback?.close() ?? Promise.resolve();
  }
};

// src/hook/in-thread-analysis.ts
var analysedInThread = () => void 0;
async function analyseInThread(request) {
  const { cwd, policy } = request;
  const found = [];
  const languagesDone = [];
  let cut = false;
  const options = hookAnalysisOptions(policy, request.languages, (language, kept) => {
    found.push(...kept);
    languagesDone.push(language);
    request.onLanguage(language, kept);
  });
  const analysis = { ...options, stopBefore: () => cut ||= request.stopBefore() };
  const repository = await GitRepository.open(cwd, request.listed?.shallowFile, takePipedBlobs());
  const admit = (files) => (mark("files read"), void repository.close(), request.admit(files));
  let analysed;
  try {
    analysed = await analyzeStagedIf({ cwd, amend: request.amend, analysis, repository, ...request.listed ? { listed: request.listed } : {} }, admit);
  } finally {
    void repository.close();
  }
  if (!analysed) return void 0;
  mark("analysed");
  analysedInThread();
  if (cut) return { outcome: { complete: false, refactorings: found, languagesDone }, evaluate: () => Promise.resolve([]) };
  const report = filterReport(policy, analysed.report);
  return {
    outcome: { complete: true, report, base: analysed.before },
    evaluate: (commitMessage, commentChar) => evaluate(cwd, policy, analysed.report, analysed.before, { type: "evaluate", commitMessage, commentChar })
  };
}

// src/hook/early-git.ts
var import_node_path6 = require("node:path");

// src/hook/early-start.ts
var import_node_fs6 = require("node:fs");
var import_node_path5 = require("node:path");

// src/hook/early-worker.ts
var BOOT_WAIT_MS = 300;
var BOOTED = 1;
var FLAGS_SET = 2;
function waitForFlags(booted, timeoutMs = BOOT_WAIT_MS) {
  Atomics.wait(booted, 0, BOOTED, timeoutMs);
  return Atomics.load(booted, 0) === FLAGS_SET;
}

// src/hook/early-start.ts
var EARLY_CAT_FILE_ARGS = ["cat-file", "--batch"];
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
  return compileAhead((0, import_node_path5.join)(distDir, "wasm", "web-tree-sitter.wasm"));
}
function compileAhead(path) {
  try {
    return WebAssembly.compile((0, import_node_fs6.readFileSync)(path)).catch(() => void 0);
  } catch {
    return void 0;
  }
}

// src/hook/early-git.ts
function adoptEarlyGit(early) {
  if (!early) return () => void 0;
  let waiting = early;
  setGitSpawner((cwd, args2) => {
    const taken = waiting && takes(waiting, cwd, args2) ? waiting.child : void 0;
    if (taken) {
      waiting = void 0;
      return taken;
    }
    return spawnLocalGit(cwd, args2);
  });
  return () => {
    waiting?.child.stdin.end();
    waiting = void 0;
  };
}
function takes(early, cwd, args2) {
  return early.usable() && (0, import_node_path6.resolve)(early.cwd) === (0, import_node_path6.resolve)(cwd) && args2.length === early.args.length && args2.every((arg, i2) => arg === early.args[i2]);
}
function startGitAhead(cwd) {
  adoptEarlyGit(startEarlyGit(cwd, EARLY_CAT_FILE_ARGS));
}
function compileRuntimeAhead(booted, distDir) {
  if (!waitForFlags(booted)) return;
  const runtime = compileDistRuntime(distDir);
  if (runtime) useRuntimeCompiledAhead(runtime);
}

// src/hook/worker-entry.ts
if (!import_node_worker_threads3.isMainThread) void runStagedWorker();
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  analyseInThread,
  compileRuntimeAhead,
  startGitAhead
});
