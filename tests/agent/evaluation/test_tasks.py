"""Task files: what staff write is checked, and every problem names its file."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent.evaluation.tasks import TaskError, load_set

GOOD = """\
id: mine
title: Mine
language: en
kinds: [single_edit]
document: {basics: {name: A}}
turns: [Set my name to B]
allowed_paths: [basics.name]
checks:
  - equals: {path: basics.name, value: B}
"""


def write(folder: Path, name: str, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(text, encoding="utf-8")
    return folder


def test_a_small_set_loads(tmp_path):
    task_set = load_set(str(write(tmp_path / "s", "a.yaml", GOOD)))
    assert [task.id for task in task_set.tasks] == ["mine"]
    assert task_set.tasks[0].turns[0].text == "Set my name to B"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("id: [", "a.yaml: not valid YAML"),
        ("- just a list", "a.yaml: a task file holds one mapping"),
        (GOOD.replace("language: en", "language: fr"), "a.yaml: language"),
        (GOOD.replace("single_edit", "flying"), "unknown kind 'flying'"),
        (GOOD.replace("equals:", "equal:"), "a.yaml: check 1: unknown check 'equal'"),
        (GOOD.replace("[basics.name]", "['basics..name']"), "a.yaml: allowed_paths"),
        (GOOD.replace("{basics: {name: A}}", "{work: nope}"), "not valid JSON Resume"),
        (GOOD.replace("{basics: {name: A}}", "nowhere"), "no document documents/nowhere.yaml"),
        (GOOD.replace("id: mine", "id: ../x"), "a.yaml: id"),
        (GOOD + "surprise: 1\n", "a.yaml: surprise"),
    ],
)
def test_problems_name_the_file(tmp_path, text, message):
    with pytest.raises(TaskError, match=message.replace("[", r"\[").replace(".", r"\.")):
        load_set(str(write(tmp_path / "s", "a.yaml", text)))


def test_duplicate_ids_are_refused(tmp_path):
    folder = write(tmp_path / "s", "a.yaml", GOOD)
    write(folder, "b.yaml", GOOD)
    with pytest.raises(TaskError, match=r"b\.yaml: id .mine. is also used by a\.yaml"):
        load_set(str(folder))


def test_unknown_set_names_the_sets():
    with pytest.raises(TaskError, match="Sets: core"):
        load_set("nope")
    with pytest.raises(TaskError, match="give a set name"):
        load_set("../etc")
