// Blind set 9's client-side PDF (bench/parts/import_blind9/jspdf.py): jsPDF, as browser
// resume builders draw their "Download PDF". Reads JSON on stdin, writes the PDF to stdout.
// {page, font} draws a sidebar design line by line; {images} wraps JPEG pages (an
// html2canvas-style export: the page as a picture, no text).
const fs = require("fs");
const { jsPDF } = require("jspdf");

const spec = JSON.parse(fs.readFileSync(0, "utf8"));
const doc = new jsPDF({ unit: "pt", format: "a4", compress: true });
const W = 595.28, H = 841.89;

function images(list) {
  list.forEach((b64, n) => {
    if (n) doc.addPage();
    doc.addImage("data:image/jpeg;base64," + b64, "JPEG", 0, 0, W, H);
  });
}

function design(page, fontFile) {
  let regular = "helvetica", bold = "helvetica";
  if (fontFile) {
    doc.addFileToVFS("cjk.ttf", fs.readFileSync(fontFile).toString("base64"));
    doc.addFont("cjk.ttf", "cjk", "normal");
    regular = bold = "cjk";
  }
  const side = 190, pad = 18, mainX = side + 24, mainW = W - mainX - 30;
  const sideKeys = new Set(["skills", "languages", "certificates"]);
  doc.setFillColor(31, 59, 77);
  doc.rect(0, 0, side, H, "F");
  const put = (text, x, y, size, style, colour, opts = {}) => {
    doc.setFont(style === "bold" ? bold : regular, style === "bold" && !fontFile ? "bold" : "normal");
    doc.setFontSize(size);
    doc.setTextColor(...colour);
    doc.text(text, x, y, opts);
  };
  const wrap = (text, width, size) => {
    doc.setFontSize(size);
    return doc.splitTextToSize(text, width);
  };
  // sidebar: contact, skills, languages, certificates in white
  let y = 48;
  const white = [255, 255, 255], pale = [200, 215, 225];
  const sideHeading = (text) => {
    put(text.toUpperCase(), pad, y, 10.5, "bold", [120, 190, 230]);
    y += 16;
  };
  sideHeading(page.contact);
  for (const c of page.contacts) for (const l of wrap(c, side - 2 * pad, 8.5)) { put(l, pad, y, 8.5, "", white); y += 12; }
  for (const s of page.sections.filter((s) => sideKeys.has(s.key))) {
    y += 12;
    sideHeading(s.heading);
    for (const line of s.lines) {
      for (const l of wrap(line, side - 2 * pad, 8.5)) { put(l, pad, y, 8.5, "", pale); y += 12; }
      y += 3;
    }
  }
  if (y > H - 20) throw new Error("sidebar runs off the page");
  // main column
  y = 58;
  put(page.name, mainX, y, 24, "bold", [31, 59, 77]);
  y += 22;
  put(page.label, mainX, y, 12, "", [90, 90, 90]);
  y += 24;
  for (const s of page.sections.filter((s) => !sideKeys.has(s.key))) {
    put(s.heading.toUpperCase(), mainX, y, 11, "bold", [31, 59, 77]);
    doc.setDrawColor(31, 59, 77);
    doc.line(mainX, y + 4, mainX + mainW, y + 4);
    y += 18;
    for (const e of s.entries) {
      put(e.title, mainX, y, 10, "bold", [20, 20, 20]);
      if (e.when) put(e.when, mainX + mainW, y, 9, "", [90, 90, 90], { align: "right" });
      y += 13;
      const where = [e.org, e.place].filter(Boolean).join(page.zh ? " | " : " · ");
      if (where) { put(where, mainX, y, 9, "", [70, 110, 140]); y += 13; }
      for (const line of e.lines) {
        const ls = wrap(line, mainW - 12, 9);
        put("•", mainX + 2, y, 9, "", [20, 20, 20]);
        for (const l of ls) { put(l, mainX + 12, y, 9, "", [20, 20, 20]); y += 12; }
      }
      y += 5;
    }
    for (const line of s.lines) for (const l of wrap(line, mainW, 9.5)) { put(l, mainX, y, 9.5, "", [20, 20, 20]); y += 13; }
    y += 8;
  }
  if (y > H - 20) throw new Error("main column runs off the page");
}

if (spec.images) images(spec.images);
else design(spec.page, spec.font);
process.stdout.write(Buffer.from(doc.output("arraybuffer")));
