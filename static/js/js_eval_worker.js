// The sandbox of browser_js_eval: a dedicated worker (no DOM) that runs one piece of code as the
// body of an async function, relays console output and reports the returned value. Network and
// storage APIs are removed before the code runs; the Content-Security-Policy this script is
// served with (default-src 'none') makes the browser refuse any request the code still tries.
(function () {
  "use strict";

  var post = self.postMessage.bind(self);
  var MAX_LOG_LINES = 200;
  var MAX_LOG_CHARS = 20000;
  var MAX_VALUE_CHARS = 50000;
  var BLOCKED = [
    "fetch", "XMLHttpRequest", "importScripts", "WebSocket", "EventSource", "WebTransport",
    "Worker", "SharedWorker", "BroadcastChannel", "indexedDB", "caches", "postMessage",
  ];

  function blockedStub(name) {
    return function () {
      throw new Error(name + " is blocked in this sandbox: the code has no network or storage access");
    };
  }

  BLOCKED.forEach(function (name) {
    try {
      Object.defineProperty(self, name, {
        value: blockedStub(name), writable: false, configurable: false, enumerable: false,
      });
    } catch (e) {
      try { delete self[name]; } catch (ignored) { /* the policy still blocks it */ }
    }
  });

  function text(value) {
    if (typeof value === "string") { return value; }
    try {
      var json = JSON.stringify(value);
      if (json !== undefined) { return json; }
    } catch (e) { /* fall through to String() */ }
    return String(value);
  }

  var logChars = 0;
  var logLines = 0;
  ["log", "info", "warn", "error", "debug"].forEach(function (level) {
    console[level] = function () {
      if (logLines >= MAX_LOG_LINES || logChars >= MAX_LOG_CHARS) { return; }
      var line = Array.prototype.map.call(arguments, text).join(" ");
      if (level !== "log" && level !== "info") { line = level + ": " + line; }
      line = line.slice(0, MAX_LOG_CHARS - logChars);
      logLines += 1;
      logChars += line.length;
      post({ kind: "log", line: line });
    };
  });

  function describeError(error) {
    if (error && typeof error === "object" && error.name) {
      return error.name + ": " + error.message;
    }
    return text(error);
  }

  function report(value) {
    if (value === undefined) {
      post({ kind: "done", ok: true, value: null, undefined: true });
      return;
    }
    var json;
    try {
      json = JSON.stringify(value);
    } catch (e) { /* not JSON: a cycle, a BigInt... */ }
    if (json === undefined) {
      post({ kind: "done", ok: true, value: String(value).slice(0, MAX_VALUE_CHARS), converted: true });
    } else if (json.length > MAX_VALUE_CHARS) {
      post({ kind: "done", ok: true, value: json.slice(0, MAX_VALUE_CHARS), truncated: true });
    } else {
      post({ kind: "done", ok: true, value: JSON.parse(json) });
    }
  }

  var AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;
  var started = false;
  // The page starts the code's clock from here, not from the script's download.
  post({ kind: "ready" });

  self.onmessage = function (event) {
    if (started) { return; }
    started = true;
    var code = event.data && typeof event.data.code === "string" ? event.data.code : "";
    var body;
    try {
      body = new AsyncFunction(code);
    } catch (error) {
      post({ kind: "done", ok: false, error: describeError(error) });
      return;
    }
    Promise.resolve()
      .then(function () { return body.call(undefined); })
      .then(report, function (error) {
        post({ kind: "done", ok: false, error: describeError(error) });
      });
  };
})();
