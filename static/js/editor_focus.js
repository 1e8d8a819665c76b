// The resume page opened at one place of the editor: ?edit=SECTION[&entry=N][&field=NAME]
// (links of the ATS check). Shows the Edit tab, opens the section (htmx loads its forms),
// then scrolls to the entry and focuses the field.
(function () {
  "use strict";
  var params = new URLSearchParams(window.location.search);
  var section = params.get("edit");
  if (!section || !/^[a-z]+$/.test(section)) { return; }
  var entry = params.get("entry");
  var field = params.get("field");

  function reach() {
    var body = document.getElementById("section-" + section);
    if (!body) { return false; }
    var target = body;
    if (entry !== null && /^\d+$/.test(entry)) {
      target = document.getElementById("entry-" + section + "-" + entry);
      if (!target) { return false; }
    }
    var input = null;
    if (field) {
      // Entry forms prefix their fields ("work-1-endDate"); the basics form does not.
      var name = field.replace(/[^\w-]/g, "");
      var names = entry !== null ? [section + "-" + entry + "-" + name, name] : [name];
      for (var i = 0; i < names.length && !input; i += 1) {
        input = target.querySelector('[name="' + names[i] + '"]');
      }
    }
    if (!input && section !== "basics" && !target.querySelector("form, input, textarea")) { return false; }
    var spot = input || target;
    spot.scrollIntoView({ block: "center" });
    if (input) { input.focus({ preventScroll: true }); }
    spot.classList.add("focus-flash");
    spot.setAttribute("data-focused-from-link", "true");
    return true;
  }

  function start() {
    var mobile = document.querySelector('.mobile-tabs [data-view="resume"]');
    if (mobile && mobile.getAttribute("aria-selected") !== "true") { mobile.click(); }
    var tab = document.getElementById("tab-edit");
    if (tab) { tab.click(); }
    var details = document.getElementById("details-" + section);
    if (details && !details.open) { details.open = true; }
    if (reach()) { return; }
    var tries = 0;
    function onSettle() {
      tries += 1;
      if (reach() || tries > 20) { document.body.removeEventListener("htmx:afterSettle", onSettle); }
    }
    document.body.addEventListener("htmx:afterSettle", onSettle);
  }

  if (document.readyState === "complete") { start(); } else { window.addEventListener("load", start); }
})();
