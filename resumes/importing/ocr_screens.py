"""Screenshots of a phone or an app (layout family: a web or app profile captured on a phone,
one column of cards, often a long scrolling capture; in light or dark mode; a chat app's
preview of a document under its title bar and over its action bar), prepared before
Tesseract reads them and tidied after (`ocr.py` calls these; numpy and Pillow only)."""

from __future__ import annotations

import re

import numpy as np
from PIL import Image, ImageOps

from resumes.importing.lines import Line

# A phone screen and its scrolling captures are at least this much taller than wide (a sheet
# of paper: 1.29-1.41; a phone: 2.16 and more).
_TALL = 1.75
_DARK_PAPER = 100  # a picture whose background is darker than this is in dark mode
_CLOCK = re.compile(r"^\d{1,2}[:.]\d{2}\b")


def is_screen(width: int, height: int) -> bool:
    return height >= _TALL * width


def screen_psm(width: int, height: int) -> int:
    """Tesseract's page segmentation for a picture: a phone screen is one column of cards
    (`--psm 4`, a single column of text in various sizes), where the automatic layout analysis
    (`--psm 3`) took a card with a few short lines (语言, 英语 (CET-6)) for a picture and left
    it out; a page keeps the automatic analysis (columns, sidebars)."""
    return 4 if is_screen(width, height) else 3


def light_mode(gray: Image.Image) -> Image.Image:
    """A picture with light type on a dark background (an app's dark mode, a terminal, a
    slide) turned to dark type on light, as Tesseract reads best: it segments dark-on-light
    and read dark mode's grey-on-black cards as pictures, keeping a quarter of their words.
    Dark mode is dark over three quarters of the picture and more (measured on a coarse
    grid: type is thin); a page with a dark sidebar or banner is still mostly light and is
    left for `ocr_regions` to read region by region, and a photo of a page on a dark desk
    has the page's paper for its lighter part."""
    small = np.asarray(gray.resize((max(1, gray.width // 8), max(1, gray.height // 8))))
    if float(np.percentile(small, 75)) >= _DARK_PAPER:
        return gray
    return ImageOps.invert(gray)


def without_status_bar(lines: list[Line], width: float, height: float) -> list[Line]:
    """A phone screenshot's status bar (the clock, signal and battery across the top of the
    screen) dropped: a line within the top 4 % of a tall picture starting with a time; and a
    preview's action bar at the bottom (`_without_action_bar`)."""
    if not is_screen(round(width), round(height)):
        return lines
    kept = [
        line
        for line in lines
        if not (line.page == 0 and line.top < 0.04 * height and _CLOCK.match(line.text))
    ]
    return _without_action_bar(kept, height)


def _without_action_bar(lines: list[Line], height: float) -> list[Line]:
    """A document preview's action bar ('Open in another app', 用其他应用打开: layout family, a
    chat app's long screenshot of a file it previews) dropped: the last line of a tall
    capture, in its bottom 6 % and set off from the text above by more than two lines."""
    if len(lines) < 2:
        return lines
    last, above = lines[-1], lines[-2]
    if last.page == 0 and last.top > 0.94 * height and last.top - above.bottom > 2 * last.size:
        return lines[:-1]
    return lines
