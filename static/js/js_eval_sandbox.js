// The sandbox of browser_js_eval, one per call. This script runs in a hidden frame of the
// playground page, served by /chat/playground/js-eval-sandbox/ with a policy that makes the
// frame an opaque origin ("sandbox allow-scripts": no cookies, no storage, no access to the
// page) with no network ("connect-src 'none'", no scripts but this one). The frame starts a
// worker (no DOM) from a blob: URL; such a worker inherits the frame's origin and policy, so the
// code it runs has no network, no storage and nothing of the page, whatever name it reaches an
// API by. The frame and its worker are thrown away after the call: nothing is kept.
//
// Messages: the page sends {code} once; the frame hands the code and one end of a private
// MessageChannel to the worker, and relays only well-formed "ready", "log" and "done" messages
// from that channel to the page. The code cannot reach the channel (it lives in a closure), and
// the worker's own postMessage reaches nothing, since the frame does not listen to it.
(function () {
  "use strict";

  var MAX_LOG_CHARS = 20000;
  var MAX_VALUE_CHARS = 50000;
  var parentWindow = window.parent;
  var worker = null;
  var finished = false;

  // Runs inside the worker (its source text becomes the worker's script).
  function runner() {
    "use strict";
    var MAX_LOG_LINES = 200;
    var MAX_LOG_CHARS = 20000;
    var MAX_VALUE_CHARS = 50000;
    var BLOCKED = [
      "fetch", "XMLHttpRequest", "importScripts", "WebSocket", "EventSource", "WebTransport",
      "Worker", "SharedWorker", "BroadcastChannel", "indexedDB", "caches", "postMessage",
    ];

    self.onmessage = function (event) {
      self.onmessage = null;
      var port = event.ports && event.ports[0];
      if (!port) { return; }
      var post = port.postMessage.bind(port);
      var code = event.data && typeof event.data.code === "string" ? event.data.code : "";

      // Clear messages for the obvious names; the frame's origin and policy stop the rest.
      BLOCKED.forEach(function (name) {
        try {
          Object.defineProperty(self, name, {
            get: function () {
              throw new Error(name + " is blocked in this sandbox: the code has no network or storage access");
            },
            configurable: false, enumerable: false,
          });
        } catch (e) { /* not removable: the origin and the policy still block it */ }
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
        try { json = JSON.stringify(value); } catch (e) { /* a cycle, a BigInt... */ }
        if (json === undefined) {
          post({ kind: "done", ok: true, value: String(value).slice(0, MAX_VALUE_CHARS), converted: true });
        } else if (json.length > MAX_VALUE_CHARS) {
          post({ kind: "done", ok: true, value: json.slice(0, MAX_VALUE_CHARS), truncated: true });
        } else {
          post({ kind: "done", ok: true, value: JSON.parse(json) });
        }
      }

      var AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;
      var body;
      try {
        body = new AsyncFunction(code);
      } catch (error) {
        post({ kind: "done", ok: false, error: describeError(error) });
        return;
      }
      // The page starts the code's clock from here, not from the frame's loading.
      post({ kind: "ready" });
      Promise.resolve()
        .then(function () { return body.call(undefined); })
        .then(report, function (error) {
          post({ kind: "done", ok: false, error: describeError(error) });
        });
    };
  }

  function toPage(message) {
    parentWindow.postMessage(message, "*");
  }

  function clean(value) {
    // Only plain JSON reaches the page, however the worker's globals were tampered with.
    try {
      var json = JSON.stringify(value === undefined ? null : value);
      return json === undefined ? null : JSON.parse(json.slice(0, MAX_VALUE_CHARS + 2));
    } catch (e) {
      return String(value).slice(0, MAX_VALUE_CHARS);
    }
  }

  function relay(event) {
    if (finished) { return; }
    var data = event.data || {};
    if (data.kind === "ready") {
      toPage({ kind: "ready" });
    } else if (data.kind === "log") {
      toPage({ kind: "log", line: String(data.line).slice(0, MAX_LOG_CHARS) });
    } else if (data.kind === "done") {
      finished = true;
      toPage({
        kind: "done",
        ok: data.ok === true,
        value: clean(data.value),
        error: data.error === undefined ? undefined : String(data.error).slice(0, MAX_LOG_CHARS),
        undefined: data.undefined === true,
        converted: data.converted === true,
        truncated: data.truncated === true,
      });
      worker.terminate();
    }
  }

  function start(code) {
    var source = "(" + runner.toString() + ")();";
    var url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
    try {
      worker = new Worker(url, { name: "browser_js_eval" });
    } catch (error) {
      toPage({ kind: "done", ok: false, error: "the sandbox could not start: " + error });
      return;
    }
    worker.onerror = function (event) {
      event.preventDefault();
      if (!finished) {
        finished = true;
        toPage({ kind: "done", ok: false, error: event.message || "the sandbox failed" });
      }
    };
    var channel = new MessageChannel();
    channel.port1.onmessage = relay;
    worker.postMessage({ code: code }, [channel.port2]);
  }

  var started = false;
  window.addEventListener("message", function (event) {
    if (event.source !== parentWindow || started) { return; }
    var data = event.data || {};
    if (typeof data.code !== "string") { return; }
    started = true;
    start(data.code);
  });
  toPage({ kind: "loaded" });
})();
