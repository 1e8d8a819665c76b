"""Task sets: resume-editing tasks as data files, so staff can write their own.

A set is a folder of YAML files, one task each, with the starting documents they share in
`documents/<name>.yaml`. The built-in sets live in `agent/evaluation/tasks/<set>/`; staff put
theirs in a folder listed in `CVAGENT_EVAL_TASK_DIRS` (a set is `<folder>/<set>/`), or name a
folder directly (`eval_agent --tasks path/to/folder`). A task file:

    id: en-name                 # unique in its set: letters, digits, - and _
    title: Set the name
    language: en                # en or zh
    kinds: [single_edit]        # what it exercises (see KINDS)
    document: simple_en         # documents/simple_en.yaml, or the document itself (a mapping)
    turns:                      # what the person says; later turns are a short dialogue
      - Set my name to Ada Lovelace
      - {text: "Stripe, since 2024-02", only_if_asked: true}   # sent only after an askHuman
    allowed_paths: [basics.name]   # edits anywhere else fail the task ([] = change nothing)
    checks:                     # every one must pass (see agent/evaluation/checks.py)
      - equals: {path: basics.name, value: Ada Lovelace}
    posting:                    # optional: a job posting the conversation is about
      title: Senior Engineer    # (interview practice: run such a set with the
      company: Acme             # interview-coach capability, `--capability interview-coach`)
      text: We need Python...
    reference:                  # what a good model does, step by step (tests replay it)
      - calls: [{name: CVEditor, arguments: {path: basics.name, action: update,
                                             value: Ada Lovelace}}]
      - text: Done.

Every problem in a file is reported with the file's name; nothing half-loaded is used.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any, Literal

import yaml
from django.conf import settings
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from agent.evaluation.checks import check_problem, scope_problem
from resumes.schema import DocumentInvalid, validate_document

BUILTIN_DIR = Path(__file__).resolve().parent / "tasks"
DEFAULT_SET = "core"
SET_NAME = re.compile(r"^[A-Za-z0-9_-]{1,60}$")
MAX_TASK_FILE_BYTES = 512 * 1024
MAX_TASKS = 500

KINDS = (
    "single_edit",
    "batch_edit",
    "read_first",
    "delete",
    "reorder",
    "long_resume",
    "chinese",
    "ask_human",
    "no_invention",
    "no_change",
    "interview",
)


class TaskError(Exception):
    """A task set that cannot be used; the message names the file and what to fix."""


class Turn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    text: str = Field(min_length=1, max_length=8000)
    only_if_asked: bool = False


class ReferenceCall(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str
    arguments: dict[str, Any] = Field(default_factory=dict)


class ReferenceStep(BaseModel):
    """One response of a good model: some text and/or tool calls."""

    model_config = ConfigDict(extra="forbid")

    text: str = ""
    calls: list[ReferenceCall] = Field(default_factory=list)


class PostingSpec(BaseModel):
    """A job posting made for the task's conversation (interview practice)."""

    model_config = ConfigDict(extra="forbid")

    title: str = Field(min_length=1, max_length=200)
    company: str = Field("", max_length=200)
    text: str = Field(min_length=1, max_length=20_000)


class Task(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str = Field(pattern=r"^[A-Za-z0-9_-]{1,80}$")
    title: str = Field(min_length=1, max_length=200)
    language: Literal["en", "zh"]
    kinds: list[str] = Field(min_length=1)
    document: dict[str, Any] | str
    turns: list[Turn] = Field(min_length=1, max_length=10)
    allowed_paths: list[str]
    checks: list[dict[str, Any]] = Field(min_length=1)
    reference: list[ReferenceStep] = Field(default_factory=list)
    posting: PostingSpec | None = None
    source: str = ""

    @field_validator("turns", mode="before")
    @classmethod
    def _plain_turns(cls, value: Any) -> Any:
        if isinstance(value, list):
            return [{"text": item} if isinstance(item, str) else item for item in value]
        return value

    @field_validator("kinds")
    @classmethod
    def _known_kinds(cls, value: list[str]) -> list[str]:
        unknown = [kind for kind in value if kind not in KINDS]
        if unknown:
            raise ValueError(f"unknown kind {unknown[0]!r}; kinds are {', '.join(KINDS)}")
        return value

    @property
    def first_text(self) -> str:
        return self.turns[0].text


class TaskSet(BaseModel):
    name: str
    folder: str
    tasks: list[Task]


def search_dirs() -> list[Path]:
    """Where named sets are looked for: the built-in folder, then the staff folders."""
    extra = settings.CVAGENT.get("EVAL_TASK_DIRS") or []
    return [BUILTIN_DIR, *(Path(folder).expanduser() for folder in extra)]


def available_sets() -> list[str]:
    names: list[str] = []
    for folder in search_dirs():
        if folder.is_dir():
            for child in sorted(folder.iterdir()):
                usable = child.is_dir() and SET_NAME.match(child.name)
                if usable and child.name not in names and any(child.glob("*.yaml")):
                    names.append(child.name)
    return names


def find_set(name_or_path: str) -> Path:
    """The folder of a set: a folder path as given, or a set name in the search folders."""
    given = Path(name_or_path).expanduser()
    if ("/" in name_or_path or name_or_path.startswith(".")) and given.is_dir():
        return given.resolve()
    if not SET_NAME.match(name_or_path):
        raise TaskError(
            f"No task set {name_or_path!r}: give a set name ({', '.join(available_sets())}) "
            "or the path of a folder of task files."
        )
    for folder in search_dirs():
        candidate = folder / name_or_path
        if candidate.is_dir():
            return candidate.resolve()
    raise TaskError(
        f"No task set {name_or_path!r}. Sets: {', '.join(available_sets()) or 'none'}; "
        "staff sets go in a folder listed in CVAGENT_EVAL_TASK_DIRS."
    )


def _read_yaml(path: Path) -> Any:
    if path.stat().st_size > MAX_TASK_FILE_BYTES:
        raise TaskError(f"{path.name}: larger than {MAX_TASK_FILE_BYTES // 1024} KiB.")
    try:
        return yaml.safe_load(path.read_text(encoding="utf-8"))
    except (yaml.YAMLError, UnicodeDecodeError) as exc:
        raise TaskError(f"{path.name}: not valid YAML ({exc}).") from None


def _document(task: Task, folder: Path) -> dict[str, Any]:
    if isinstance(task.document, str):
        if not SET_NAME.match(task.document):
            raise TaskError(f"{task.source}: document {task.document!r} is not a document name.")
        path = folder / "documents" / f"{task.document}.yaml"
        if not path.is_file():
            raise TaskError(f"{task.source}: no document {path.relative_to(folder)}.")
        data = _read_yaml(path)
    else:
        data = task.document
    if not isinstance(data, dict):
        raise TaskError(f"{task.source}: the document must be a mapping (a JSON Resume).")
    try:
        return validate_document(data)
    except DocumentInvalid as exc:
        raise TaskError(f"{task.source}: the document is not valid JSON Resume: {exc}") from None


def load_task_file(path: Path, folder: Path) -> Task:
    raw = _read_yaml(path)
    if not isinstance(raw, dict):
        raise TaskError(f"{path.name}: a task file holds one mapping (id, title, turns...).")
    try:
        task = Task.model_validate({**raw, "source": path.name})
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        where = ".".join(str(part) for part in first["loc"]) or "(file)"
        raise TaskError(f"{path.name}: {where}: {first['msg']}") from None
    task.document = _document(task, folder)
    for number, spec in enumerate(task.checks, start=1):
        problem = check_problem(spec)
        if problem:
            raise TaskError(f"{path.name}: check {number}: {problem}")
    for allowed in task.allowed_paths:
        problem = scope_problem(allowed)
        if problem:
            raise TaskError(f"{path.name}: allowed_paths: {problem}")
    return task


def load_set(name_or_path: str = DEFAULT_SET) -> TaskSet:
    """Every task of a set, validated (documents, checks, paths), in file-name order."""
    folder = find_set(name_or_path)
    files = sorted(folder.glob("*.yaml"))
    if not files:
        raise TaskError(f"The task set folder {folder} holds no .yaml task files.")
    if len(files) > MAX_TASKS:
        raise TaskError(f"{folder}: {len(files)} task files; a set holds at most {MAX_TASKS}.")
    tasks = [load_task_file(path, folder) for path in files]
    seen: dict[str, str] = {}
    for task in tasks:
        if task.id in seen:
            raise TaskError(f"{task.source}: id {task.id!r} is also used by {seen[task.id]}.")
        seen[task.id] = task.source
    named = folder.parent in {path.resolve() for path in search_dirs()}
    name = folder.name if named else str(folder)
    return TaskSet(name=name, folder=str(folder), tasks=tasks)


@cache
def builtin_set(name: str = DEFAULT_SET) -> TaskSet:
    return load_set(name)
