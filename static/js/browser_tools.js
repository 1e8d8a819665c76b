// Tools the agent runs in this page (browser_js_eval): the server sends a call as JSON over the
// chat's WebSocket; the code runs in a fresh sandbox (a hidden frame of an opaque origin with
// no network, and a worker inside it: static/js/js_eval_sandbox.js) that is thrown away after
// the call or its time limit, and the answer goes back over the same socket with the nonce.
(function () {
  "use strict";

  var script = document.currentScript;
  var sandboxUrl = script && script.dataset.sandboxUrl;
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
    var timer = null;
    var frame = document.createElement("iframe");

    function finish(result, silent) {
      if (finished) { return; }
      finished = true;
      clearTimeout(timer);
      window.removeEventListener("message", onMessage);
      frame.remove();  // the frame's worker goes with it
      delete running[call.call_id];
      if (!silent) {
        result.logs = logs;
        answer(socket, call, result);
      }
    }

    function onMessage(event) {
      // Only the frame of this call speaks here, and only in the shapes it relays.
      if (event.source !== frame.contentWindow) { return; }
      var data = event.data || {};
      if (data.kind === "loaded") {
        frame.contentWindow.postMessage({ code: String((call.payload || {}).code || "") }, "*");
      } else if (data.kind === "ready") {
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
    }

    running[call.call_id] = { cancel: function () { finish(null, true); } };
    window.addEventListener("message", onMessage);
    timer = setTimeout(function () {
      finish({ ok: false, error: "the sandbox did not start within " + START_MS / 1000 + " seconds" });
    }, START_MS);
    frame.setAttribute("sandbox", "allow-scripts");
    frame.setAttribute("aria-hidden", "true");
    frame.className = "js-eval-sandbox";
    frame.hidden = true;
    frame.src = sandboxUrl;
    document.body.appendChild(frame);
  }

  document.addEventListener("htmx:wsOpen", function (event) {
    if (sandboxUrl) {
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
