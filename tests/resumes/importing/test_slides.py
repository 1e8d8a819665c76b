"""One-slide CVs (`resumes/importing/slides.py`): text frames side by side as presentation
tools export them, drawn here with reportlab's canvas (rows placed at each frame's left edge,
wrapped at its right edge as Impress wraps them): a Chinese row of items set apart by
ideographic spaces cut mid-item at the frame's edge, a box of sentences first in the wide
frame under a heading nothing names, a "Training" box of degrees."""

from __future__ import annotations

import os
import shutil
import subprocess
from xml.sax.saxutils import escape

import pytest

from resumes.importing.lexicon import section_of
from resumes.importing.lines import Line, Part
from resumes.importing.parse import parse_bytes
from resumes.importing.slides import frame_edges, frame_wrapped

NS = (
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
    'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
    'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
    'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" '
    'xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0"'
)


def _style(size: float, bold: bool) -> str:
    weight = ' fo:font-weight="bold" style:font-weight-asian="bold"' if bold else ""
    return (
        f'<style:style style:name="{_name(size, bold)}" style:family="paragraph">'
        '<style:paragraph-properties fo:margin-top="0.1cm"/><style:text-properties '
        'fo:font-family="DejaVu Sans" style:font-family-asian="Noto Sans CJK SC" '
        f'fo:font-size="{size}pt" style:font-size-asian="{size}pt"{weight}/></style:style>'
    )


def _name(size: float, bold: bool) -> str:
    return f"s{int(size * 10)}{'b' if bold else ''}"


def _frame(x: float, y: float, width: float, rows: list[tuple[str, float, bool]]) -> str:
    paras = "".join(
        f'<text:p text:style-name="{_name(size, bold)}">{escape(text)}</text:p>'
        for text, size, bold in rows
    )
    return (
        f'<draw:frame draw:style-name="g" svg:x="{x}cm" svg:y="{y}cm" svg:width="{width}cm" '
        f'svg:height="24cm"><draw:text-box>{paras}</draw:text-box></draw:frame>'
    )


def _fodp(left: list, right: list) -> bytes:
    """An A4 portrait slide: a title frame, a narrow frame (6 cm) beside a wide one."""
    top = [("邓建国", 22, True), ("deng.jianguo@example.cn  |  135 8806 4192  |  深圳", 8.5, False)]
    sizes = {(size, bold) for _t, size, bold in [*top, *left, *right]}
    frames = _frame(0.8, 0.6, 19.0, top) + _frame(0.8, 4, 6.0, left) + _frame(7.4, 4, 12.8, right)
    return (
        f'<?xml version="1.0" encoding="UTF-8"?><office:document {NS} office:version="1.3" '
        'office:mimetype="application/vnd.oasis.opendocument.presentation">'
        '<office:styles/><office:automatic-styles><style:style style:name="g" '
        'style:family="graphic"><style:graphic-properties draw:stroke="none" draw:fill="none" '
        'draw:auto-grow-height="false" draw:textarea-vertical-align="top" fo:padding="0.1cm"/>'
        f"</style:style>{''.join(_style(s, b) for s, b in sizes)}<style:page-layout "
        'style:name="PM1"><style:page-layout-properties fo:margin-top="0cm" '
        'fo:margin-bottom="0cm" fo:margin-left="0cm" fo:margin-right="0cm" '
        'fo:page-width="21cm" fo:page-height="29.7cm"/></style:page-layout><style:style '
        'style:name="dp" style:family="drawing-page"/></office:automatic-styles>'
        '<office:master-styles><style:master-page style:name="Default" '
        'style:page-layout-name="PM1" draw:style-name="dp"/></office:master-styles>'
        '<office:body><office:presentation><draw:page draw:name="CV" '
        f'draw:master-page-name="Default">{frames}</draw:page></office:presentation>'
        "</office:body></office:document>"
    ).encode()


SIDE = [
    ("专长", 10.5, True), ("维修：机芯拆装、摆轮游丝调校、计时机构", 8.5, False),
    ("检测：校表仪、防水检测", 8.5, False),
    ("语言", 10.5, True), ("英语（CET-4）", 8.5, False), ("粤语（熟练）", 8.5, False),
    ("资质证书", 10.5, True),
    ("2019年　钟表维修工（高级技师）　广东省人力资源和社会保障厅", 8.5, False),
]  # fmt: skip
MAIN = [
    ("工作经历", 10.5, True), ("2017年3月 - 至今", 7.5, False), ("高级维修技师", 9, True),
    ("亨得利钟表（深圳）有限公司 · 深圳", 8.5, False),
    ("▸ 负责高端机械表整机保养，年维修量约900只", 8.5, False),
    ("▸ 培训新入职维修技师", 8.5, False),
    ("2011年8月 - 2017年2月", 7.5, False), ("维修技师", 9, True),
    ("广州钟表维修中心 · 广州", 8.5, False), ("▸ 负责石英表与机械表的日常维修", 8.5, False),
    ("教育背景", 10.5, True), ("2008 - 2011", 7.5, False), ("钟表维修 大专", 9, True),
    ("广州市轻工职业学校", 8.5, False),
]  # fmt: skip
SUMMARY = "十四年机械表维修经验，熟悉瑞士与国产机芯的拆装、校时与防水检测。"
SIDE_EN = [("SKILLS", 10.5, True), ("Diving: Scuba, Rebreather", 8.5, False),
           ("Survey: Transects, Quadrats", 8.5, False)]  # fmt: skip
SCHOOLING = [("TRAINING", 10.5, True), ("2009 – 2012", 7.5, False),
             ("BSc, Marine Biology", 9, True), ("University of Plymouth", 8.5, False)]  # fmt: skip
COURSES = [("TRAINING", 10.5, True),
           ("CPR Instructor, Red Cross, 2021", 8.5, False)]  # fmt: skip
MAIN_EN = [
    ("CAREER", 10.5, True), ("Mar 2016 – Present", 7.5, False), ("Reef Ecologist", 9, True),
    ("Marine Conservation Society · Ross-on-Wye", 8.5, False),
    ("▸ Lead seagrass surveys along the south coast", 8.5, False),
    ("Sep 2012 – Feb 2016", 7.5, False), ("Field Assistant", 9, True),
    ("Seasearch · Plymouth", 8.5, False), ("▸ Logged dive transects for volunteers", 8.5, False),
]  # fmt: skip


@pytest.fixture(scope="module")
def slides(tmp_path_factory) -> dict[str, bytes]:
    """The test's slides exported to PDF by LibreOffice Impress, one soffice run for all."""
    if not shutil.which("soffice"):
        pytest.skip("LibreOffice is not installed (scripts/bootstrap.sh installs it)")
    tmp = tmp_path_factory.mktemp("slides")
    sources = {
        "wrapped": (SIDE, MAIN),
        "summary": (SIDE[:6], [("写在前面", 10.5, True), (SUMMARY, 8.5, False), *MAIN]),
        "schooling": (SIDE_EN + SCHOOLING, MAIN_EN),
        "courses": (SIDE_EN + COURSES, MAIN_EN),
    }
    for name, (left, right) in sources.items():
        (tmp / f"{name}.fodp").write_bytes(_fodp(left, right))
    command = ["soffice", f"-env:UserInstallation=file://{tmp}/profile", "--headless",
               "--norestore", "--convert-to", "pdf", "--outdir", str(tmp / "out"),
               *(str(tmp / f"{name}.fodp") for name in sources)]  # fmt: skip
    env = {**os.environ, "HOME": str(tmp)}
    subprocess.run(command, capture_output=True, timeout=300, env=env, check=True)
    return {name: (tmp / "out" / f"{name}.pdf").read_bytes() for name in sources}


def test_a_chinese_row_of_spaced_items_cut_at_its_frames_edge_goes_on(slides):
    document = parse_bytes(slides["wrapped"]).document

    assert [(c.get("name"), c.get("issuer")) for c in document["certificates"]] == [
        ("钟表维修工（高级技师）", "广东省人力资源和社会保障厅")
    ]


def _line(texts: list[tuple[str, float, float]], top: float, size: float = 8.5) -> Line:
    parts = [Part(t, x0, x1, size=size) for t, x0, x1 in texts]
    return Line(parts=parts, top=top, x0=parts[0].x0, x1=parts[-1].x1, size=size)


def test_a_grids_cells_are_not_a_wrapped_row():
    """Cells a grid sets farther apart than an ideographic space, the next row under the
    first cell: a row of its own, however full the row above."""
    above = _line([("姓名", 30, 47), ("邓建国", 100, 125.5), ("籍贯", 150, 167),
                   ("广东", 169, 186)], 100)  # fmt: skip
    under = _line([("城市", 30, 47), ("深圳", 90, 107)], 112)
    spaced = _line(
        [("2019年", 30, 58), ("钟表维修工（高级技师）", 67, 168), ("广", 177.5, 186)], 100
    )
    rest = _line([("东省人力资源和社会保障厅", 30, 132)], 112)
    full = _line([("维修：机芯拆装、摆轮游丝调校、计时机", 30, 183)], 76)

    assert not frame_wrapped(above, under, frame_edges([full, above, under]))
    assert frame_wrapped(spaced, rest, frame_edges([full, spaced, rest]))


def test_a_row_longer_than_every_other_row_reached_no_frames_edge():
    """A single-column page: the longest row of its skills ends where its words end, and
    the next row is a group of its own."""
    long = _line(
        [("工程化：", 34, 82), ("（熟练）Webpack、单元测试、CI/CD、性能监控", 84, 271)], 65
    )
    rest = _line([("后", 34, 46)], 80, size=12)
    short = _line([("前端框架：", 34, 94), ("（精通）Vue、React", 96, 245)], 50)
    for line in (long, short):
        line.size = 12

    assert not frame_wrapped(long, rest, frame_edges([short, long, rest]))


def test_a_box_of_sentences_first_in_the_wide_frame_is_the_summary(slides):
    document = parse_bytes(slides["summary"]).document

    assert document["basics"]["summary"] == SUMMARY


def test_a_training_box_of_degrees_is_education_and_of_certificates_stays(slides):
    schooled = parse_bytes(slides["schooling"]).document
    trained = parse_bytes(slides["courses"]).document

    assert [(e.get("institution"), e.get("studyType")) for e in schooled["education"]] == [
        ("University of Plymouth", "BSc")
    ]
    assert not schooled.get("certificates")
    assert [c["name"] for c in trained["certificates"]] == ["CPR Instructor"]


@pytest.mark.parametrize(
    ("heading", "section"),
    [("At a Glance", "summary"), ("个人概况", "summary"), ("求学经历", "education"),
     ("职业履历", "work"), ("Distinctions", "awards"), ("Licences & Certificates",
                                                        "certificates"), ("论著", "publications")],
)  # fmt: skip
def test_the_names_slides_and_typeset_cvs_give_their_boxes(heading, section):
    assert section_of(heading) == section
