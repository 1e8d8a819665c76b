// Tools the agent runs in this page (browser_js_eval): the server sends a call as JSON over the
// chat's WebSocket; the code runs in a fresh sandbox worker that is killed after the call's time
// limit, and the answer goes back over the same socket with the call's nonce.
(function () {
  "use strict";

  var script = document.currentScript;
  var workerUrl = script && script.dataset.workerUrl;
  var running = {};
  var START_MS = 4000;

  function answer(socket, call, result) {
    socket.send(JSON.stringify({
      action: "browser_result", call_id: call.call_id, nonce: call.nonce, result: result,
    }));
  }

  function runJsEval(call, socket) {
    var logs = [];
    var finished = false;
    var worker = null;
    var timer = null;

    function finish(result, silent) {
      if (finished) { return; }
      finished = true;
      clearTimeout(timer);
      if (worker) { worker.terminate(); }
      delete running[call.call_id];
      if (!silent) {
        result.logs = logs;
        answer(socket, call, result);
      }
    }

    running[call.call_id] = { cancel: function () { finish(null, true); } };
    try {
      worker = new Worker(workerUrl, { name: "browser_js_eval" });
    } catch (error) {
      finish({ ok: false, error: "the sandbox could not start: " + error });
      return;
    }
    timer = setTimeout(function () {
      finish({ ok: false, error: "the sandbox did not start within " + START_MS / 1000 + " seconds" });
    }, START_MS);
    worker.onmessage = function (event) {
      var data = event.data || {};
      if (data.kind === "ready") {
        clearTimeout(timer);
        timer = setTimeout(function () {
          finish({ ok: false, timed_out: true });
        }, call.timeout_ms || 3000);
      } else if (data.kind === "log") {
        logs.push(String(data.line));
      } else if (data.kind === "done") {
        finish({
          ok: data.ok === true,
          value: data.value === undefined ? null : data.value,
          error: data.error,
          undefined: data.undefined === true,
          converted: data.converted === true,
          truncated: data.truncated === true,
        });
      }
    };
    worker.onerror = function (event) {
      event.preventDefault();
      finish({ ok: false, error: event.message || "the sandbox failed" });
    };
    worker.postMessage({ code: String((call.payload || {}).code || "") });
  }

  document.addEventListener("htmx:wsOpen", function (event) {
    if (workerUrl) {
      event.detail.socketWrapper.send(JSON.stringify({ action: "browser_ready" }));
    }
  });

  // Calls arrive as JSON among the HTML fragments; they are taken out before htmx swaps.
  document.addEventListener("htmx:wsBeforeMessage", function (event) {
    var message = event.detail.message;
    if (typeof message !== "string" || message.charAt(0) !== "{") { return; }
    var data;
    try { data = JSON.parse(message); } catch (error) { return; }
    if (!data || (data.cvagent !== "browser_call" && data.cvagent !== "browser_cancel")) { return; }
    event.preventDefault();
    if (data.cvagent === "browser_cancel") {
      if (running[data.call_id]) { running[data.call_id].cancel(); }
      return;
    }
    if (data.tool === "browser_js_eval") {
      runJsEval(data, event.detail.socketWrapper);
    } else {
      answer(event.detail.socketWrapper, data, { ok: false, error: "this page has no tool " + data.tool });
    }
  });
})();
