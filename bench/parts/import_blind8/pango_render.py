"""Blind set 8's Pango/cairo engine, run by Debian's own python3 (PyGObject, pycairo and the
Pango typelibs are Debian packages, not the project's virtualenv): the drawing path GTK
programs and Firefox on Linux print through. Reads a job as JSON on stdin:

    {"layout": "sidebar" | "editor", "zh": bool, "page": {...} | "lines": [...],
     "title": "cv.txt", "size": 9.5, "format": "pdf" | "png", "dpi": 150, "out": PATH}

sidebar: a design page, a dark left column (contacts, skills, languages, certificates) in
white type beside the main column (name, title, summary, entries), each entry's dates at the
right; editor: a plain-text CV printed from a text editor in a monospaced font, a running
header (file name, 'Page 1 of 2') over a rule on every page. A4, more pages as needed."""

import json
import sys

import gi

gi.require_version("Pango", "1.0")
gi.require_version("PangoCairo", "1.0")
import cairo  # noqa: E402
from gi.repository import Pango, PangoCairo  # noqa: E402

W, H = 595.0, 842.0
SIDE = ("skills", "languages", "certificates")


def esc(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class Canvas:
    def __init__(self, job):
        self.job, self.zh = job, job["zh"]
        self.png = job["format"] == "png"
        self.pages = []
        self.scale = job.get("dpi", 150) / 72.0 if self.png else 1.0
        if not self.png:
            self.surface = cairo.PDFSurface(job["out"], W, H)
        self.new_page()

    def new_page(self):
        if self.png:
            surface = cairo.ImageSurface(cairo.FORMAT_RGB24, int(W * self.scale),
                                         int(H * self.scale))  # fmt: skip
            self.pages.append(surface)
            self.cr = cairo.Context(surface)
            self.cr.scale(self.scale, self.scale)
            self.cr.set_source_rgb(1, 1, 1)
            self.cr.paint()
        elif hasattr(self, "cr"):
            self.cr.show_page()
        else:
            self.cr = cairo.Context(self.surface)

    def text(self, x, y, width, markup, family, size, rgb=(0.1, 0.1, 0.1), align="left",
             wrap=Pango.WrapMode.WORD_CHAR):  # fmt: skip
        """Draws Pango markup wrapped to `width`; returns its height."""
        layout = PangoCairo.create_layout(self.cr)
        layout.set_font_description(Pango.FontDescription(f"{family} {size}"))
        layout.set_width(int(width * Pango.SCALE) if wrap is not None else -1)
        if wrap is not None:
            layout.set_wrap(wrap)
        if align == "right":
            layout.set_alignment(Pango.Alignment.RIGHT)
        layout.set_markup(markup, -1)
        self.cr.set_source_rgb(*rgb)
        self.cr.move_to(x, y)
        PangoCairo.show_layout(self.cr, layout)
        return layout.get_pixel_extents()[1].height

    def finish(self):
        if self.png:
            if len(self.pages) != 1:
                raise SystemExit(f"a scan shows one page, the layout has {len(self.pages)}")
            self.pages[0].write_to_png(self.job["out"])
        else:
            self.surface.finish()


def sidebar(c, p):
    sans = "Noto Sans CJK SC" if c.zh else "DejaVu Sans"
    left, main_x, main_w = 20.0, 232.0, 333.0

    def band():
        c.cr.set_source_rgb(0.18, 0.28, 0.35)
        c.cr.rectangle(0, 0, 212, H)
        c.cr.fill()

    band()
    y = 48.0
    white, pale = (1, 1, 1), (0.78, 0.86, 0.9)
    y += c.text(left, y, 150, "<b>" + ("联系方式" if c.zh else "CONTACT") + "</b>", sans, 9, pale)
    for line in p["contacts"]:  # an address on one line, as the designer checked
        markup = f'<span insert_hyphens="false">{esc(line)}</span>'
        y += c.text(left, y + 4, 184, markup, sans, 6.5, white, wrap=None) + 4
    for s in p["sections"]:
        if s["key"] not in SIDE:
            continue
        y += 18
        y += c.text(left, y, 150, f"<b>{esc(s['heading'].upper())}</b>", sans, 9, pale) + 4
        for line in s["lines"]:
            y += c.text(left, y, 150, esc(line), sans, 8, white) + 5
    y = 44.0
    y += c.text(main_x, y, main_w, f"<b>{esc(p['name'])}</b>", sans, 22, (0.18, 0.28, 0.35))
    y += c.text(main_x, y + 2, main_w, esc(p["label"]), sans, 12, (0.35, 0.45, 0.5)) + 14
    for s in p["sections"]:
        if s["key"] in SIDE:
            continue
        if y > H - 120:
            c.new_page()
            band()
            y = 48.0
        y += 10
        y += c.text(main_x, y, main_w, f"<b>{esc(s['heading'])}</b>", sans, 11,
                    (0.18, 0.28, 0.35)) + 2  # fmt: skip
        c.cr.set_source_rgb(0.7, 0.75, 0.78)
        c.cr.rectangle(main_x, y, main_w, 0.8)
        c.cr.fill()
        y += 6
        for line in s["lines"]:
            y += c.text(main_x, y, main_w, esc(line), sans, 9) + 4
        for e in s["entries"]:
            if y > H - 90:
                c.new_page()
                band()
                y = 48.0
            c.text(main_x, y, main_w, esc(e["when"]), sans, 7.5, (0.4, 0.4, 0.4), "right")
            y += c.text(main_x, y, main_w - 120, f"<b>{esc(e['title'])}</b>", sans, 9.5)
            org = ", ".join(x for x in (e["org"], e["place"]) if x)
            if org:
                y += c.text(main_x, y + 1, main_w, f"<i>{esc(org)}</i>", sans, 9,
                            (0.3, 0.3, 0.3)) + 1  # fmt: skip
            for line in e["lines"]:
                c.text(main_x, y + 2, 10, "•", sans, 8.5)
                y += c.text(main_x + 10, y + 2, main_w - 10, esc(line), sans, 8.5) + 2
            y += 8


def editor(c, lines, title, size):
    mono = "Noto Sans Mono CJK SC" if c.zh else "DejaVu Sans Mono"
    heights, y, pages = [], 0.0, [[]]
    probe = Pango.FontDescription(f"{mono} {size}")
    for line in lines:  # paginate first: the header says 'of N'
        layout = PangoCairo.create_layout(c.cr)
        layout.set_font_description(probe)
        layout.set_width(int(495 * Pango.SCALE))
        layout.set_wrap(Pango.WrapMode.WORD_CHAR)
        layout.set_text(line or " ", -1)
        h = layout.get_pixel_extents()[1].height
        if y + h > H - 130:
            pages.append([])
            y = 0.0
        pages[-1].append(line)
        heights.append(h)
        y += h
    for n, page_lines in enumerate(pages, 1):
        if n > 1:
            c.new_page()
        c.text(50, 40, 250, esc(title), "DejaVu Sans", 8, (0.3, 0.3, 0.3))
        head = f"第 {n} 页，共 {len(pages)} 页" if c.zh else f"Page {n} of {len(pages)}"
        c.text(295, 40, 250, head, "Noto Sans CJK SC" if c.zh else "DejaVu Sans", 8,
               (0.3, 0.3, 0.3), "right")  # fmt: skip
        c.cr.set_source_rgb(0.5, 0.5, 0.5)
        c.cr.rectangle(50, 56, 495, 0.6)
        c.cr.fill()
        y = 72.0
        for line in page_lines:
            y += c.text(50, y, 495, esc(line or " "), mono, size)


def main():
    job = json.load(sys.stdin)
    c = Canvas(job)
    if job["layout"] == "sidebar":
        sidebar(c, job["page"])
    else:
        editor(c, job["lines"], job["title"], job.get("size", 9.5))
    c.finish()


if __name__ == "__main__":
    main()
