// Blind set 9's web builder DOCX (bench/parts/import_blind9/webdocx.py): the npm `docx`
// package, as browser resume builders export Word files. Reads the page as JSON on stdin,
// writes the .docx to stdout.
const fs = require("fs");
const d = require("docx");

const page = JSON.parse(fs.readFileSync(0, "utf8"));
const font = page.zh
  ? { ascii: "Calibri", hAnsi: "Calibri", eastAsia: "Microsoft YaHei" }
  : "Calibri";
const accent = "1F5C99";
const none = { style: d.BorderStyle.NONE, size: 0, color: "FFFFFF" };
const noBorders = { top: none, bottom: none, left: none, right: none };
const run = (text, more = {}) => new d.TextRun({ text, font, size: 20, ...more });
const para = (children, more = {}) =>
  new d.Paragraph({ children, spacing: { after: 40 }, ...more });

function cell(children, width, align) {
  return new d.TableCell({
    children,
    borders: noBorders,
    width: { size: width, type: d.WidthType.PERCENTAGE },
    verticalAlign: d.VerticalAlign.CENTER,
  });
}

function header() {
  const left = [
    para([run(page.name, { bold: true, size: 40, color: accent })]),
    para([run(page.label, { size: 24, color: "595959" })]),
  ];
  const right = page.contacts.map((c) =>
    para([run(c, { size: 18 })], { alignment: d.AlignmentType.RIGHT })
  );
  return new d.Table({
    width: { size: 100, type: d.WidthType.PERCENTAGE },
    borders: { ...noBorders, insideHorizontal: none, insideVertical: none },
    rows: [new d.TableRow({ children: [cell(left, 60), cell(right, 40)] })],
  });
}

function heading(text) {
  return new d.Paragraph({
    children: [run(text, { bold: true, allCaps: !page.zh, size: 24, color: accent })],
    spacing: { before: 240, after: 80 },
    border: { bottom: { style: d.BorderStyle.SINGLE, size: 8, color: accent, space: 2 } },
  });
}

function entry(e) {
  const out = [
    para([run(e.title, { bold: true }), new d.TextRun({ children: [new d.Tab(), e.when], font, size: 20 })], {
      tabStops: [{ type: d.TabStopType.RIGHT, position: d.TabStopPosition.MAX }],
      spacing: { before: 120, after: 20 },
    }),
  ];
  const where = [e.org, e.place].filter(Boolean).join(page.zh ? " · " : ", ");
  if (where) out.push(para([run(where, { italics: true, color: "404040" })]));
  for (const line of e.lines) out.push(para([run(line)], { bullet: { level: 0 } }));
  return out;
}

function skillTable(lines) {
  const sep = page.zh ? "：" : ": ";
  const rows = lines.map((line) => {
    const [group, terms] = [line.slice(0, line.indexOf(sep)), line.slice(line.indexOf(sep) + sep.length)];
    return new d.TableRow({
      children: [cell([para([run(group, { bold: true })])], 28), cell([para([run(terms)])], 72)],
    });
  });
  return new d.Table({ width: { size: 100, type: d.WidthType.PERCENTAGE }, rows });
}

const body = [header()];
for (const s of page.sections) {
  body.push(heading(s.heading));
  for (const e of s.entries) body.push(...entry(e));
  if (s.key === "skills") body.push(skillTable(s.lines));
  else for (const line of s.lines) body.push(para([run(line)]));
}
const doc = new d.Document({
  creator: "Resume Builder",
  title: `${page.name} - Resume`,
  sections: [{ properties: { page: { margin: { top: 720, bottom: 720, left: 900, right: 900 } } }, children: body }],
});
d.Packer.toBuffer(doc).then((buf) => process.stdout.write(buf));
