"""Application forms (履历表) drawn as ruled grids, written as a content stream for MuPDF's
`mutool create` with Chinese in a non-embedded CID font (UniGB-UTF16-H) and Latin runs in
DejaVu: label cells beside value cells above the first section, a job's row of dates,
employer and position with its duties one a line in the cell under it, tickets under
"Qualifications", an award's row with its body first."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from resumes.importing.parse import parse_bytes

pytestmark = pytest.mark.skipif(shutil.which("mutool") is None, reason="mutool absent")
LATIN = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def _text(x: float, y: float, text: str, size: float = 9) -> str:
    """One text object: Chinese runs in the CID font, Latin runs in DejaVu, each run set
    where the one before ended."""
    ops, run = [], ""
    for ch in [*text, "\0"]:
        if run and (ch == "\0" or (ord(ch) >= 0x2E80) != (ord(run[0]) >= 0x2E80)):
            if ord(run[0]) >= 0x2E80:
                ops.append(f"/Song {size} Tf <{run.encode('utf-16-be').hex().upper()}> Tj")
            else:
                ops.append(f"/Lat {size} Tf ({run}) Tj")
            run = ""
        run += ch
    return f"BT {x:.1f} {y:.1f} Td " + " ".join(ops) + " ET"


def _form(rows: list[tuple[float, float, str, float]], tmp_path) -> bytes:
    ops = ["%%MediaBox 0 0 595 842", f"%%Font Lat {LATIN}", "%%CJKFont Song zh-Hans H serif"]
    ops.append("0.6 w")
    for x, y, text, size in rows:
        ops.append(_text(x, y, text, size))
    ops += [f"48 {y - 8} 499 20 re S" for _x, y, _t, _s in rows if y < 770]
    source = tmp_path / "form.txt"
    source.write_text("\n".join(ops), encoding="utf-8")
    out = tmp_path / "form.pdf"
    subprocess.run(["mutool", "create", "-o", str(out), str(source)], check=True, timeout=60)
    return out.read_bytes()


def test_a_chinese_form_grid_reads_its_label_cells_its_job_row_and_the_duties_under_it(
    tmp_path,
):
    rows = [
        (250, 790, "个 人 履 历 表", 16),
        (54, 745, "姓名", 9), (164, 745, "钟晓彤", 9),
        (54, 723, "应聘岗位", 9), (164, 723, "园艺治疗师", 9),
        (54, 701, "电子邮箱", 9), (164, 701, "zhong.xt@example.cn", 9),
        (478, 690, "照片", 9),
        (48, 660, "个人特长与自评", 11),
        (56, 640, "七年园艺治疗实践，熟悉康复花园设计、团体活动带领与疗效评估记录。", 8.5),
        (48, 610, "工作简历", 11),
        (53, 590, "2019/04 - 至今", 8.5), (173, 590, "广州康宁康复医院，广州", 8.5),
        (373, 590, "园艺治疗师", 8.5),
        (56, 570, "为脑卒中患者设计园艺康复训练", 8.5),
        (56, 557, "带领每周三次的团体种植活动", 8.5),
        (48, 520, "奖励情况", 11),
        (53, 500, "2022", 8.5), (173, 500, "广东省康复医学会", 8.5),
        (373, 500, "优秀康复案例奖", 8.5),
    ]  # fmt: skip
    document = parse_bytes(_form(rows, tmp_path)).document

    basics = document["basics"]
    assert (basics["name"], basics["label"]) == ("钟晓彤", "园艺治疗师")
    assert "location" not in basics  # the photo box's label is no place
    assert basics["summary"].startswith("七年园艺治疗实践")
    job = document["work"][0]
    assert (job["name"], job["position"], job["location"]) == (
        "广州康宁康复医院", "园艺治疗师", "广州")  # fmt: skip
    assert job["highlights"] == ["为脑卒中患者设计园艺康复训练", "带领每周三次的团体种植活动"]
    assert [(a["title"], a["awarder"]) for a in document["awards"]] == [
        ("优秀康复案例奖", "广东省康复医学会")
    ]
    assert "skills" not in document


def test_an_english_form_grid_reads_qualifications_of_tickets_as_certificates(tmp_path):
    rows = [
        (220, 790, "APPLICATION FORM", 16),
        (54, 745, "Name", 9), (164, 745, "Ewan Mackie", 9),
        (54, 723, "Position applied for", 9), (164, 723, "Lighthouse Keeper", 9),
        (48, 690, "Employment Record", 11),
        (53, 670, "Mar 2015 - Present", 8.5), (173, 670, "Northern Lighthouse Board, Oban", 8.5),
        (373, 670, "Relief Keeper", 8.5),
        (56, 650, "Kept the lamp and fog signal log on three stations", 8.5),
        (56, 637, "Repaired diesel generators between supply runs", 8.5),
        (48, 600, "Qualifications", 11),
        (56, 580, "Marine Radio Operator, Ofcom, 2014", 8.5),
        (56, 567, "Sea Survival, RYA, 2016", 8.5),
    ]  # fmt: skip
    document = parse_bytes(_form(rows, tmp_path)).document

    assert document["basics"]["name"] == "Ewan Mackie"
    assert document["basics"]["label"] == "Lighthouse Keeper"
    assert document["work"][0]["highlights"] == [
        "Kept the lamp and fog signal log on three stations",
        "Repaired diesel generators between supply runs",
    ]
    names = [c["name"] for c in document["certificates"]]
    assert names == ["Marine Radio Operator", "Sea Survival"]
    assert "education" not in document
