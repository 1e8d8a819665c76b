// Run by tests/web/test_browser_sandbox.py after sandbox_escape.js, in the next call.
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

report.leftover = typeof self.leftover + "/" + typeof globalThis.leftoverToo;
await attempt("indexedDB", () => openDb(fromPrototypes("indexedDB")));
await attempt("caches", () => fromPrototypes("caches").keys());
return report;
