// Blind set 8's web résumé builder engine: pdfmake (the client-side PDF library many online
// builders ship) run by node. Reads {"doc": <docDefinition>, "out": PATH} on stdin.
const fs = require("fs");
const PdfPrinter = require("pdfmake");

const fonts = {
  DejaVu: {
    normal: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    bold: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    italics: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf",
    bolditalics: "/usr/share/fonts/truetype/dejavu/DejaVuSans-BoldOblique.ttf",
  },
  NotoCJK: {
    normal: ["/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "NotoSansCJKsc-Regular"],
    bold: ["/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", "NotoSansCJKsc-Bold"],
    italics: ["/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "NotoSansCJKsc-Regular"],
    bolditalics: ["/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", "NotoSansCJKsc-Bold"],
  },
};

const job = JSON.parse(fs.readFileSync(0, "utf8"));
const printer = new PdfPrinter(fonts);
const pdf = printer.createPdfKitDocument(job.doc);
const out = fs.createWriteStream(job.out);
pdf.pipe(out);
pdf.end();
out.on("finish", () => process.exit(0));
