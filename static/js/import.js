// Import: drag and drop onto the drop zone, submit on choosing a file, refuse a file over the
// limit before uploading it, and show progress (the upload, then the server reading the file).
(function () {
  "use strict";

  function formOf(el) { return el && el.closest && el.closest("form.import-upload"); }

  function showError(form, text) {
    var box = form.querySelector(".import-client-error");
    if (!box) { return; }
    box.textContent = text;
    box.hidden = !text;
  }

  function tooLarge(form, input) {
    var limit = parseInt(form.dataset.maxBytes || "0", 10);
    var file = input.files && input.files[0];
    if (limit && file && file.size > limit) {
      var box = form.querySelector(".import-client-error");
      showError(form, box ? box.dataset.tooLarge : "");
      return true;
    }
    showError(form, "");
    return false;
  }

  function stage(form, name, percent) {
    var wrap = form.querySelector(".import-progress");
    if (!wrap) { return; }
    var bar = wrap.querySelector("progress");
    var label = wrap.querySelector(".import-stage");
    wrap.hidden = false;
    form.classList.add("is-importing");
    if (percent === null) { bar.removeAttribute("value"); } else { bar.value = percent; }
    label.textContent = label.dataset[name] || "";
  }

  function submit(form) {
    if (form.requestSubmit) { form.requestSubmit(); } else { form.submit(); }
  }

  document.addEventListener("change", function (e) {
    var input = e.target;
    var form = formOf(input);
    if (!form || input.type !== "file") { return; }
    if (tooLarge(form, input)) { input.value = ""; return; }
    if (form.hasAttribute("data-autosubmit-file") && input.files.length) { submit(form); }
  });

  document.addEventListener("submit", function (e) {
    var form = formOf(e.target);
    if (!form) { return; }
    var input = form.querySelector("input[type=file]");
    if (input && tooLarge(form, input)) { e.preventDefault(); e.stopImmediatePropagation(); }
  }, true);

  ["dragenter", "dragover"].forEach(function (type) {
    document.addEventListener(type, function (e) {
      var zone = e.target.closest && e.target.closest(".dropzone");
      if (!zone) { return; }
      e.preventDefault();
      zone.classList.add("is-over");
    });
  });
  ["dragleave", "drop"].forEach(function (type) {
    document.addEventListener(type, function (e) {
      var zone = e.target.closest && e.target.closest(".dropzone");
      if (zone) { zone.classList.remove("is-over"); }
    });
  });
  document.addEventListener("drop", function (e) {
    var zone = e.target.closest && e.target.closest(".dropzone");
    if (!zone) { return; }
    e.preventDefault();
    var files = e.dataTransfer && e.dataTransfer.files;
    var input = zone.querySelector("input[type=file]");
    if (!files || !files.length || !input) { return; }
    input.files = files;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });

  document.addEventListener("htmx:beforeRequest", function (e) {
    var form = formOf(e.detail.elt);
    if (form) { stage(form, "uploading", 0); }
  });
  document.addEventListener("htmx:xhr:progress", function (e) {
    var form = formOf(e.detail.elt || e.target);
    if (!form || !e.detail.lengthComputable) { return; }
    var percent = Math.round((e.detail.loaded / e.detail.total) * 100);
    if (percent >= 100) { stage(form, "reading", null); } else { stage(form, "uploading", percent); }
  });
  document.addEventListener("htmx:xhr:loadend", function (e) {
    var form = formOf(e.detail.elt || e.target);
    if (form) { form.classList.remove("is-importing"); }
  });
  // Once the upload has gone out, the server is reading the file.
  document.addEventListener("htmx:beforeSend", function (e) {
    var form = formOf(e.detail.elt);
    if (!form) { return; }
    var xhr = e.detail.xhr;
    if (xhr && xhr.upload) {
      xhr.upload.addEventListener("load", function () { stage(form, "reading", null); });
    }
  });
})();
