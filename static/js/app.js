// CV Agent: the small amount of behaviour htmx does not cover (tabs, dialogs, composer keys,
// scroll-follow, highlight of edited sections, connection state). No framework, no build step.
(function () {
  "use strict";

  function $(sel, root) { return (root || document).querySelector(sel); }
  function $all(sel, root) { return Array.prototype.slice.call((root || document).querySelectorAll(sel)); }

  // Selects that submit their form on change (language switch, pickers).
  document.addEventListener("change", function (e) {
    var el = e.target;
    if (el.matches && el.matches("select[data-autosubmit]") && el.form) {
      if (el.form.requestSubmit) { el.form.requestSubmit(); } else { el.form.submit(); }
    }
  });

  // Tabs: a [role=tablist] of buttons with aria-controls; state kept in the URL hash-free way.
  document.addEventListener("click", function (e) {
    var tab = e.target.closest && e.target.closest("[role=tab]");
    if (tab) {
      var list = tab.closest("[role=tablist]");
      $all("[role=tab]", list).forEach(function (t) {
        var on = t === tab;
        t.setAttribute("aria-selected", on ? "true" : "false");
        var panel = document.getElementById(t.getAttribute("aria-controls"));
        if (panel) { panel.hidden = !on; }
      });
      if (tab.dataset.view) {
        var host = list.parentElement.closest("[data-view]");
        if (host) { host.dataset.view = tab.dataset.view; }
        if (tab.dataset.view === "chat") { followTranscript(true); }
      }
      return;
    }
    var opener = e.target.closest && e.target.closest("[data-open-dialog]");
    if (opener) {
      var dlg = document.getElementById(opener.dataset.openDialog);
      if (dlg && dlg.showModal) { dlg.showModal(); }
      return;
    }
    var closer = e.target.closest && e.target.closest("[data-close-dialog]");
    if (closer) {
      var d = closer.closest("dialog");
      if (d) { d.close(); }
      return;
    }
    var suggestion = e.target.closest && e.target.closest("[data-suggestion]");
    if (suggestion) {
      var box = $("#composer-text");
      if (box && !box.disabled) { box.value = suggestion.dataset.suggestion; box.focus(); autoGrow(box); }
    }
  });

  // A share link's text field selects itself when focused, ready to copy.
  document.addEventListener("focusin", function (e) {
    if (e.target.matches && e.target.matches("input[data-select-on-focus]")) { e.target.select(); }
  });

  // Close an open dropdown (<details class=menu>) when clicking elsewhere.
  document.addEventListener("click", function (e) {
    $all("details.menu[open], details.conv-switch[open]").forEach(function (d) {
      if (!d.contains(e.target)) { d.removeAttribute("open"); }
    });
  });

  // Composer: Enter sends, Shift+Enter is a new line; the box grows with its text.
  function autoGrow(box) {
    box.style.height = "auto";
    box.style.height = Math.min(box.scrollHeight + 2, 180) + "px";
  }
  document.addEventListener("keydown", function (e) {
    var box = e.target;
    if (box.id !== "composer-text") { return; }
    if (e.key === "Enter" && !e.shiftKey && !e.isComposing) {
      e.preventDefault();
      if (box.disabled || !box.value.trim()) { return; }
      var form = box.form;
      if (form) { form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true })); }
    }
  });
  document.addEventListener("input", function (e) {
    if (e.target.id === "composer-text") { autoGrow(e.target); }
  });

  // Follow the transcript while the reader is at its end; leave it alone when they scrolled up.
  var stickToEnd = true;
  function followTranscript(force) {
    var scroller = $("#transcript-scroll");
    if (!scroller) { return; }
    if (force || stickToEnd) { scroller.scrollTop = scroller.scrollHeight; }
  }
  document.addEventListener("scroll", function (e) {
    if (e.target && e.target.id === "transcript-scroll") {
      var s = e.target;
      stickToEnd = s.scrollHeight - s.scrollTop - s.clientHeight < 60;
    }
  }, true);

  function setConnection(online) {
    var badge = $("#connection");
    if (!badge) { return; }
    badge.classList.toggle("offline", !online);
    var label = badge.querySelector(".connection-label");
    if (label) { label.textContent = online ? badge.dataset.online : badge.dataset.offline; }
  }

  document.addEventListener("htmx:wsOpen", function () { setConnection(true); });
  document.addEventListener("htmx:wsClose", function () { setConnection(false); });
  document.addEventListener("htmx:wsAfterSend", function (e) {
    var form = e.target.closest ? e.target.closest("form") : null;
    if (form && form.id === "composer") {
      var box = $("#composer-text");
      if (box) { box.value = ""; autoGrow(box); }
      stickToEnd = true;
    }
  });
  // The composer follows the run state the server sends (#composer-state[data-running]).
  function syncComposer() {
    var state = $("#composer-state");
    var box = $("#composer-text");
    if (!state || !box) { return; }
    var running = state.dataset.running === "true";
    var wasDisabled = box.disabled;
    box.disabled = running;
    var send = $("#send-button");
    var stop = $("#stop-button");
    if (send) { send.hidden = running; }
    if (stop) { stop.hidden = !running; }
    if (wasDisabled && !running) { box.focus(); }
  }

  document.addEventListener("htmx:wsAfterMessage", function () {
    syncComposer();
    followTranscript(false);
    var preview = $("#preview[data-changed]");
    if (preview) { highlightSections(preview); }
  });

  // Briefly highlight the sections an edit touched; the preview names them in data-changed.
  function highlightSections(preview) {
    var names = (preview.dataset.changed || "").split(" ").filter(Boolean);
    preview.removeAttribute("data-changed");
    names.forEach(function (name) {
      var selector = name === "basics"
        ? ".cv-header"
        : '.cv-section--' + name + ', [data-section="' + name + '"]';
      $all(selector, preview).forEach(function (el) {
        el.classList.remove("flash-edit");
        void el.offsetWidth;
        el.classList.add("flash-edit");
        if (el.scrollIntoView) { el.scrollIntoView({ block: "nearest", behavior: "smooth" }); }
      });
    });
  }
  document.addEventListener("htmx:afterSettle", function () {
    var preview = $("#preview[data-changed]");
    if (preview) { highlightSections(preview); }
  });

  document.addEventListener("DOMContentLoaded", function () {
    followTranscript(true);
    syncComposer();
    var box = $("#composer-text");
    if (box) { autoGrow(box); }
  });
})();
