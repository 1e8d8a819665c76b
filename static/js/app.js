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
      if (box && !box.disabled) { box.value = suggestion.dataset.suggestion; box.focus(); autoGrow(box); checkLength(box); }
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
    if (e.target.id === "composer-text") { autoGrow(e.target); checkLength(e.target); }
  });

  // Say it, don't cut it: the composer has no maxlength (which cut a paste silently); it
  // counts the message against the server's limit (data-max-chars, the same count as the
  // server's: characters, not UTF-16 units, without the outer spaces), shows the count near
  // the limit and, over it, refuses to send with the limit named. The text stays as typed.
  var NEAR_LIMIT = 0.9;
  function formatCount(n) {
    try { return n.toLocaleString(document.documentElement.lang || undefined); } catch (err) { return String(n); }
  }
  function checkLength(box) {
    var note = $("#composer-limit");
    var most = parseInt(box.dataset.maxChars || "0", 10);
    if (!note || !most) { return true; }
    var count = Array.from(box.value.trim()).length;
    var over = count > most;
    var template = over ? note.dataset.tooLong : note.dataset.count;
    note.textContent = (template || "").replace("{count}", formatCount(count)).replace("{limit}", formatCount(most));
    note.hidden = count < most * NEAR_LIMIT;
    note.classList.toggle("over", over);
    if (over) { box.setAttribute("aria-invalid", "true"); } else { box.removeAttribute("aria-invalid"); }
    return !over;
  }
  // Before htmx sends the form (capture phase, so its listener on the form never hears it).
  document.addEventListener("submit", function (e) {
    var form = e.target;
    if (!form || form.id !== "composer") { return; }
    var box = $("#composer-text", form);
    if (box && !checkLength(box)) {
      e.preventDefault();
      e.stopPropagation();
      var note = $("#composer-limit");
      if (note) { note.setAttribute("role", "alert"); }
      box.focus();
    }
  }, true);

  // Follow the transcript while the reader is at its end; leave it alone when they scrolled up.
  // Deterministic: the app's own scrolling is instant (no smooth scroll to race with) and is
  // never taken for the person's: only a scroll that follows their input (wheel, keys, a touch
  // or a drag of the scroll bar) and leaves the end stops the following; coming back to the
  // end starts it again. Every change of the transcript (a streamed token, a snapshot, a
  // step) is followed at once, before the next frame is drawn.
  var pinned = true;
  var userScrolling = false;
  var dragging = false;
  var NEAR_END = 40;
  var UP_KEYS = { ArrowUp: 1, PageUp: 1, Home: 1 };
  function transcriptScroller() { return $("#transcript-scroll"); }
  function atEnd(s) { return s.scrollHeight - s.scrollTop - s.clientHeight < NEAR_END; }
  function followTranscript(force) {
    var scroller = transcriptScroller();
    if (!scroller) { return; }
    if (force) { pinned = true; userScrolling = false; }
    if (pinned) { scroller.scrollTop = scroller.scrollHeight; }
  }
  function inTranscript(e) {
    var s = transcriptScroller();
    return Boolean(s && e.target && e.target.nodeType === 1 && s.contains(e.target));
  }
  document.addEventListener("wheel", function (e) {
    if (e.deltaY < 0 && inTranscript(e)) { userScrolling = true; }
  }, { passive: true, capture: true });
  document.addEventListener("keydown", function (e) {
    if (UP_KEYS[e.key] && inTranscript(e)) { userScrolling = true; }
  }, true);
  function pressed(e) { if (inTranscript(e)) { dragging = true; } }
  function released() { dragging = false; }
  document.addEventListener("pointerdown", pressed, true);
  document.addEventListener("touchstart", pressed, { passive: true, capture: true });
  ["pointerup", "pointercancel", "touchend", "touchcancel"].forEach(function (name) {
    document.addEventListener(name, released, true);
  });
  document.addEventListener("scroll", function (e) {
    var s = e.target;
    if (!s || s.id !== "transcript-scroll") { return; }
    if (atEnd(s)) {
      pinned = true;
      userScrolling = false;
    } else if (userScrolling || dragging) {
      pinned = false;
    }
  }, true);
  // The pane's own size (the composer grows, the window changes) is followed too; the
  // transcript's size is not watched: a step the person opens must stay where they read it.
  var sizeObserver = typeof ResizeObserver === "function"
    ? new ResizeObserver(function () { followTranscript(false); })
    : null;
  var changeObserver = typeof MutationObserver === "function"
    ? new MutationObserver(function () { followTranscript(false); })
    : null;
  function watchTranscript() {
    var s = transcriptScroller();
    if (!s) { return; }
    if (changeObserver) { changeObserver.observe(s, { childList: true, subtree: true, characterData: true }); }
    if (sizeObserver) { sizeObserver.observe(s); }
  }

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
      if (box) { box.value = ""; autoGrow(box); checkLength(box); }
      followTranscript(true);
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

  // Interview practice: the header's question count and Start button follow the transcript
  // (the coach's messages that ask something; the person's first message starts it).
  function syncPractice() {
    var count = $("#practice-questions");
    if (!count) { return; }
    var asked = $all("#transcript-scroll .msg-assistant").filter(function (el) {
      return /[?？]/.test(el.textContent || "");
    }).length;
    var pattern = asked === 1 ? count.dataset.one : count.dataset.many;
    // The patterns are the page's own translation for 1 and for 2, their number replaced.
    if (pattern) { count.textContent = pattern.replace(/\d+/, String(asked)); }
    var start = $("#practice-start");
    if (start && $("#transcript-scroll .msg-user")) { start.hidden = true; }
  }

  document.addEventListener("htmx:wsAfterMessage", function () {
    syncPractice();
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

  // A review action the server refused outright (404: the edit is gone or not this person's;
  // 400): say so on the card instead of doing nothing.
  document.addEventListener("htmx:responseError", function (e) {
    var elt = e.detail.elt;
    var card = elt && elt.closest ? elt.closest(".proposal, .proposal-batch") : null;
    if (!card) { return; }
    var box = card.querySelector(".proposal-alert");
    if (!box) {
      box = document.createElement("div");
      box.className = "proposal-alert";
      card.appendChild(box);
    }
    var message = document.createElement("div");
    message.className = "alert alert-error";
    message.setAttribute("role", "alert");
    message.textContent = ((e.detail.xhr && e.detail.xhr.responseText) || "").slice(0, 300);
    box.replaceChildren(message);
  });

  document.addEventListener("DOMContentLoaded", function () {
    watchTranscript();
    followTranscript(true);
    syncPractice();
    syncComposer();
    var box = $("#composer-text");
    if (box) { autoGrow(box); }
  });
})();
