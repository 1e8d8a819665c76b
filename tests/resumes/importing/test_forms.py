"""Info grids as OCR reads them (`forms._scanned_cells`, layout family: the 个人简历 table,
scanned or photographed): table borders read as bars, a stray mark after a label or inside
its spaced characters, a label run into its value where the gap is narrow."""

from __future__ import annotations

import pytest

from resumes.importing.forms import split_cells
from resumes.importing.lines import Line, Part
from resumes.importing.parse import parse_bytes
from resumes.importing.pipeline import build_draft


def _row(*parts: str) -> Line:
    return Line(parts=[Part(p) for p in parts])


@pytest.mark.parametrize(
    "parts",
    [
        ("| 姓名， | 林晓彤", "求职意向产品运营"),
        ("姓名：", "林晓彤", "| 求职意向", "| 产品运营"),
        ("“姓名”", "林晓彤", "求职意向。", "产品运营"),
    ],
    ids=["bars-and-comma", "bars-before-cells", "quote-marks"],
)
def test_a_scanned_grid_row_gives_label_value_pairs(parts):
    cells = [line.text for line in split_cells([_row(*parts)])]

    assert cells == ["姓名：林晓彤", "求职意向：产品运营"]


def test_a_row_without_grid_labels_is_left_as_it_is():
    cells = [line.text for line in split_cells([_row("| 负责月度结账 |", "推动报销电子化")])]

    assert cells == ["| 负责月度结账 | 推动报销电子化"]


SCANNED_GRID = """个人简历
| 姓名， | 林晓彤    求职意向产品运营
联系电话    138 0013 8000    电子邮箱    lin.xiaotong@example.cn    照片
现居地    上海    工作年限    六年
工作经历
2020.03 - 至今    上海优品网络科技有限公司    产品运营经理
负责会员增长策略
"""


def test_a_scanned_grid_gives_the_name_and_the_desired_position():
    basics = parse_bytes(SCANNED_GRID.encode()).document["basics"]

    assert basics["name"] == "林晓彤"
    assert basics["label"] == "产品运营"
    assert basics["phone"].replace(" ", "") == "13800138000"


def test_a_skills_table_row_starting_with_a_label_word_is_no_grid():
    """ "专业领域" begins with the grid label 专业 but no cell of the row is a label by itself."""
    cells = [line.text for line in split_cells([_row("专业领域", "公司并购、跨境投资")])]

    assert cells == ["专业领域 公司并购、跨境投资"]


def test_a_grid_label_is_never_split_inside_a_longer_one():
    """ "联系电话" holds the label "电话": the row's cells are still 联系电话 and 电子邮箱."""
    cells = [line.text for line in split_cells([_row("联系电话：136 0000 4521\t电子邮箱：a@b.cn")])]

    assert cells == ["联系电话：136 0000 4521", "电子邮箱：a@b.cn"]


def _grid_page(*rows: tuple[str, ...]) -> list[Line]:
    """Rows of a 个人简历 grid printed to PDF: every cell in the same size, no bold."""
    lines = []
    for index, cells in enumerate(rows):
        line = Line(parts=[Part(c, size=12.0) for c in cells], size=12.0, top=20.0 * index)
        line.block_start = True
        line.source = [" ".join(cells)]
        lines.append(line)
    return lines


def test_a_grid_row_whose_label_cell_names_a_section_opens_that_section():
    """The 个人简历 grid's lower rows: "技能特长 | a、b", "语言能力 | 英语六级", "自我评价 | …"
    (label cell, content cell); the photo box and 最高学历 of the rows above are cells too."""
    lines = _grid_page(
        ("个人简历",),
        ("姓名", "罗文静", "性别", "女"),
        ("求职意向", "药剂师", "工作年限", "5年", "照片"),
        ("现居地", "苏州", "最高学历", "硕士"),
        ("工作经历",),
        ("2019.07 - 至今", "苏州市立医院", "临床药师"),
        ("技能特长", "处方审核、药物咨询、静脉配置"),
        ("语言能力", "英语六级"),
        ("自我评价", "五年医院药学工作经验，熟悉抗菌药物管理。"),
        ("证书", "无"),  # an empty field: nothing to place
    )
    document = build_draft(lines, kind="pdf").document

    assert document["basics"]["location"]["city"] == "苏州"
    assert document["basics"]["summary"] == "五年医院药学工作经验，熟悉抗菌药物管理。"
    assert [s["name"] for s in document["skills"]] == ["处方审核", "药物咨询", "静脉配置"]
    assert document["languages"] == [{"language": "英语", "fluency": "六级"}]
    assert not any("处方审核" in u or "照片" in u for u in document.get("x-unplaced", []))
    assert not document.get("certificates")
