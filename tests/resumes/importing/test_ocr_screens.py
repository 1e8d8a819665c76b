"""Phone and app screenshots (`ocr_screens.py`): a dark-mode capture is turned dark type on
light before Tesseract reads it (its name and e-mail are read; a page with a dark sidebar is
left as it was), and a phone's status bar (the clock across the top of a tall capture) is not
taken for a line of the resume."""

from __future__ import annotations

import io

import numpy as np
from PIL import Image, ImageDraw, ImageFont

from resumes.importing.lines import Line, Part
from resumes.importing.ocr_screens import is_screen, light_mode, screen_psm, without_status_bar
from resumes.importing.parse import parse_bytes

SANS = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
SANS_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"


def _dark_screen() -> bytes:
    """A dark-mode profile at phone size (780 x 1700, device scale 2): light grey type on
    near black, a card a shade lighter for each section, teal section labels."""
    shot = Image.new("RGB", (780, 1700), (18, 18, 18))
    draw = ImageDraw.Draw(shot)
    body, bold = ImageFont.truetype(SANS, 27), ImageFont.truetype(SANS_BOLD, 42)
    draw.text((40, 60), "9:41", font=ImageFont.truetype(SANS_BOLD, 28), fill=(240, 240, 240))
    draw.text((40, 160), "Oriel Vantongeren", font=bold, fill=(255, 255, 255))
    draw.text((40, 225), "Harbour Pilot", font=body, fill=(190, 190, 190))
    draw.text((40, 280), "oriel.vantongeren@example.net", font=body, fill=(220, 220, 220))
    draw.text((40, 330), "+31 10 555 0142", font=body, fill=(220, 220, 220))
    y = 430
    for heading, rows in (
        ("EXPERIENCE", ["Senior Pilot", "Port of Rotterdam", "Mar 2016 - Present",
                        "Brought container ships of up to 400 m to berth"]),
        ("EDUCATION", ["Maritime Institute Willem Barentsz", "Bachelor of Nautical Science",
                       "2008 - 2012"]),
    ):  # fmt: skip
        draw.rectangle((0, y - 30, 780, y + 55 + 48 * len(rows)), fill=(30, 30, 30))  # a card
        draw.text((40, y), heading, font=body, fill=(77, 208, 196))
        y += 55
        for row in rows:
            draw.text((40, y), row, font=body, fill=(225, 225, 225))
            y += 48
        y += 50
    out = io.BytesIO()
    shot.save(out, "PNG")
    return out.getvalue()


def test_a_dark_mode_screenshot_is_read_light():
    document = parse_bytes(_dark_screen()).document
    basics = document["basics"]
    assert basics["name"] == "Oriel Vantongeren"
    assert basics["email"] == "oriel.vantongeren@example.net"
    text = str(document)
    assert "Port of Rotterdam" in text and "Willem Barentsz" in text
    assert "9:41" not in text  # the status bar


def test_light_mode_turns_only_a_dark_background():
    dark = Image.new("L", (390, 844), 20)
    ImageDraw.Draw(dark).text((20, 20), "Name", fill=230)
    assert np.asarray(light_mode(dark)).mean() > 200
    # A page with a dark sidebar is mostly light: left for the dark-region readers.
    page = Image.new("L", (1240, 1754), 255)
    ImageDraw.Draw(page).rectangle((0, 0, 400, 1754), fill=30)
    assert light_mode(page) is page


def _line(text: str, top: float) -> Line:
    part = Part(text=text, x0=20, x1=80, size=10)
    return Line(parts=[part], top=top, bottom=top + 10, x0=20, x1=80, size=10)


def test_the_status_bar_of_a_tall_capture_is_dropped():
    lines = [_line("9:41", 10), _line("Oriel Vantongeren", 80), _line("10:30 - 12:00", 300)]
    kept = without_status_bar(lines, 390, 1700)
    assert [line.text for line in kept] == ["Oriel Vantongeren", "10:30 - 12:00"]
    # A page (A4's shape) keeps a time at its top: no phone's status bar there.
    assert len(without_status_bar(lines, 595, 842)) == 3
    assert is_screen(390, 844) and not is_screen(595, 842)


def test_a_previews_action_bar_at_the_bottom_is_dropped():
    """Layout family: a chat app's long screenshot of a document preview, with 'Open in
    another app' in a bar under the card; the bar was imported as a skill."""
    lines = [_line("Oriel Vantongeren", 80), _line("Radio, Rigging", 1500)]
    bar = _line("Open in another app", 1660)
    assert [line.text for line in without_status_bar([*lines, bar], 390, 1700)] == [
        "Oriel Vantongeren",
        "Radio, Rigging",
    ]
    # The resume's own last line at the bottom, right under the one above, stays.
    lines = [_line("Oriel Vantongeren", 80), _line("Radio, Rigging", 1600)]
    last = _line("German (Fluent)", 1615)
    assert len(without_status_bar([*lines, last], 390, 1700)) == 3


def test_a_photo_of_a_page_on_a_dark_desk_is_not_dark_mode():
    photo = Image.new("L", (1240, 1614), 40)  # the desk
    ImageDraw.Draw(photo).rectangle((300, 200, 1000, 1200), fill=235)  # the page, 35 %
    assert light_mode(photo) is photo


def test_a_phone_screen_is_read_as_one_column():
    assert screen_psm(780, 2783) == 4  # one column of cards: no card taken for a picture
    assert screen_psm(1654, 2339) == 3  # a page: columns and sidebars found automatically


def _preview(lines: list[str]) -> bytes:
    """A chat app's preview of a plain-text CV at phone size (1080 px): each line drawn as
    the viewer wraps it, a wrapped item's rest back at the '*' (no hanging indent)."""
    font = ImageFont.truetype(SANS, 34)
    probe = ImageDraw.Draw(Image.new("RGB", (10, 10)))
    rows: list[str] = []
    for line in lines:
        row = ""
        for word in line.split(" "):
            trial = f"{row} {word}" if row else word
            if row and probe.textlength(trial, font=font) > 880:
                rows.append(row)
                row = word
            else:
                row = trial
        rows.append(row)
    shot = Image.new("RGB", (1080, 300 + 53 * len(rows)), (255, 255, 255))
    draw = ImageDraw.Draw(shot)
    for n, row in enumerate(rows):
        draw.text((70, 150 + 53 * n), row, font=font, fill=(25, 25, 25))
    out = io.BytesIO()
    shot.save(out, "PNG")
    return out.getvalue()


def test_a_previews_wrapped_item_goes_on_under_its_star():
    item = "Lift precast stair cores and steel beams with a signaller on the radio"
    lines = ["Rhys Pritchard", "Tower Crane Operator", "rhys.pritchard@example.com", "",
             "EXPERIENCE", "Tower Crane Operator, Select Plant Hire, Cardiff",
             "Sep 2016 - Present", f"* {item}", "* Keep the crane log", "",
             "EDUCATION", "Diploma, Plant Operations, Coleg Gwent", "2009 - 2011"]  # fmt: skip

    work = parse_bytes(_preview(lines)).document["work"]

    assert work[0]["highlights"][0] == item
    assert len(work) == 1
