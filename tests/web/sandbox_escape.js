// Run by tests/web/test_browser_sandbox.py as browser_js_eval code (PROBE: the probe server).
// Shared helpers: try something, note "blocked: <error>" or "reached: <value>".
const report = {};
async function attempt(name, action) {
  try {
    const value = await action();
    report[name] = "reached: " + String(value).slice(0, 60);
  } catch (error) {
    report[name] = "blocked: " + String((error && error.message) || error).slice(0, 100);
  }
}
// The roundabout way: a property found on the global's prototype chain, getter or value,
// called on `self`, even when the global's own property was replaced.
function fromPrototypes(name) {
  for (let object = Object.getPrototypeOf(self); object; object = Object.getPrototypeOf(object)) {
    const found = Object.getOwnPropertyDescriptor(object, name);
    if (found) { return found.get ? found.get.call(self) : found.value; }
  }
  throw new Error("no " + name + " on the prototype chain");
}
const viaFunction = (name) => (() => {}).constructor("return " + name)();
const openDb = (factory) => new Promise((resolve, reject) => {
  const request = factory.open("cvagent-escape");
  request.onsuccess = () => resolve("opened " + request.result.name);
  request.onerror = () => reject(request.error);
});

// --- the first call: every way out ---
const probe = "PROBE";
// The network, by name and roundabout.
await attempt("fetch", () => fetch(probe + "/fetch"));
await attempt("fetch via globalThis", () => globalThis["fe" + "tch"](probe + "/fetch-2"));
await attempt("fetch via prototypes", () => fromPrototypes("fetch").call(self, probe + "/fetch-3"));
await attempt("fetch via a Function", () => viaFunction("fetch")(probe + "/fetch-4"));
await attempt("fetch via Reflect", () => Reflect.apply(Reflect.get(self, "fetch"), self, [probe + "/fetch-5"]));
await attempt("XMLHttpRequest", () => {
  const request = new XMLHttpRequest(); request.open("GET", probe + "/xhr", false); request.send();
  return request.status;
});
await attempt("XMLHttpRequest via prototypes", () => {
  const Request = fromPrototypes("XMLHttpRequest"); const request = new Request();
  request.open("GET", probe + "/xhr-2", false); request.send(); return request.status;
});
const opens = (make) => new Promise((resolve, reject) => {
  const channel = make(); channel.onopen = () => resolve("open"); channel.onerror = () => reject(new Error("no connection"));
});
await attempt("WebSocket", () => opens(() => new WebSocket(probe.replace("http", "ws") + "/ws")));
await attempt("WebSocket via a Function", () => opens(() => new (viaFunction("WebSocket"))(probe.replace("http", "ws") + "/ws-2")));
await attempt("EventSource", () => opens(() => new EventSource(probe + "/events")));
await attempt("EventSource via prototypes", () => opens(() => new (fromPrototypes("EventSource"))(probe + "/events-2")));
await attempt("importScripts", () => importScripts(probe + "/import.js"));
await attempt("importScripts via prototypes", () => fromPrototypes("importScripts").call(self, probe + "/import-2.js"));
await attempt("import()", () => import(probe + "/module.js"));
await attempt("a nested worker", () => new Promise((resolve, reject) => {
  const Nested = fromPrototypes("Worker");
  const worker = new Nested(URL.createObjectURL(new Blob(["fetch('" + probe + "/nested')"])));
  worker.onerror = () => reject(new Error("nested worker failed")); setTimeout(() => resolve("started"), 300);
}));
// Storage, by name and roundabout.
await attempt("indexedDB", () => openDb(indexedDB));
await attempt("indexedDB via self", () => openDb(self["indexed" + "DB"]));
await attempt("indexedDB via prototypes", () => openDb(fromPrototypes("indexedDB")));
await attempt("indexedDB via a Function", () => openDb(viaFunction("indexedDB")));
await attempt("caches", () => caches.open("cvagent-escape"));
await attempt("caches via prototypes", () => fromPrototypes("caches").open("cvagent-escape"));
await attempt("navigator.storage", () => navigator.storage.getDirectory()
  .then((root) => root.getFileHandle("escape.txt", { create: true })));
await attempt("navigator.storage via prototypes", () => {
  let storage;
  for (let o = Object.getPrototypeOf(navigator); o && !storage; o = Object.getPrototypeOf(o)) {
    const found = Object.getOwnPropertyDescriptor(o, "storage");
    if (found && found.get) { storage = found.get.call(navigator); }
  }
  return storage.getDirectory().then((root) => root.getFileHandle("escape.txt", { create: true }));
});
// The page, by name and roundabout.
await attempt("BroadcastChannel", () => new BroadcastChannel("cvagent-escape").postMessage({ forged: 1 }));
await attempt("BroadcastChannel via prototypes", () => new (fromPrototypes("BroadcastChannel"))("cvagent-escape").postMessage({ forged: 2 }));
await attempt("postMessage", () => postMessage({ forged: 3 }));
await attempt("postMessage via prototypes", () => fromPrototypes("postMessage").call(self, { forged: 4 }));
await attempt("the page's window", () => self.parent.postMessage({ forged: 5 }, "*"));
await attempt("the page's document", () => document.cookie);
self.leftover = "from the first call";
globalThis.leftoverToo = 1;
return report;
