"""Every file path and dotted module name the docs mention, checked against the tree.

    .venv/bin/python scripts/doc_paths.py      # prints each stale mention; exit 1 if any

A path is a word that starts with one of the project's top folders (`agent/web/views.py`,
`templates/agent/chat.html`, `tests/agent/engine/`); a dotted name starts with `agent.`,
`resumes.` or `cvsite.` (`agent.runs.driver`, `resumes.services.edit_resume`). A path must
exist; a dotted name must be a module or package, or a name that its module (the longest
prefix that is one) defines or imports. Paths under `var/`, `media/` and the like are made at
run time and are not checked. tests/test_docs.py runs it, so a move that leaves the docs
behind fails the suite."""

from __future__ import annotations

import os
import re
import sys
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
TOP = ("agent", "resumes", "cvsite", "tests", "scripts", "bench", "templates", "static", "docs")
PATH = re.compile(r"(?<![\w./-])((?:" + "|".join(TOP) + r")/[\w./<>*-]*[\w/])")
# A file named by its path inside a package (`postings/letter_files.py`, `jobs/list.html`):
# some file of the tree must end so.
RELATIVE = re.compile(r"`([\w.-]+(?:/[\w.-]+)+\.(?:py|html|css|js|md|txt|json|toml|sh))`")
# Paths the docs show as examples of input, not as files of the tree (the playground's
# virtual files, docs/playground.md).
EXAMPLES = {"a/b.md"}
# Folders that hold no file the docs describe.
UNTRACKED = {".git", ".venv", "node_modules", "__pycache__", "media", "var", "staticfiles"}
DOTTED = re.compile(r"(?<![\w./-])((?:agent|resumes|cvsite)(?:\.[A-Za-z_]\w*)+)")
# Ends that are not part of a path or name: "agent/web/." at a sentence's end is cut above.
SKIP = ("<", "*")
# A dotted word ending so is a file's name, not a module's.
FILES = (".md", ".py", ".html", ".json", ".js", ".css", ".txt", ".toml", ".po", ".mo")
# A placeholder in a pattern: `tests/APP/PACKAGE/`.
PLACEHOLDER = re.compile(r"/[A-Z]{2,}(?:/|$)")


def _module_file(dotted: str) -> Path | None:
    base = ROOT.joinpath(*dotted.split("."))
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def _defines(source: str, name: str) -> bool:
    """Whether module source defines or imports `name` (a def, class, assignment or import;
    a word in a docstring does not count)."""
    n = re.escape(name)
    pattern = (
        rf"^\s*(?:async\s+def|def|class)\s+{n}\b|^\s*{n}\s*[:=]|^from\s.*\bimport\b.*\b{n}\b"
        rf"|^import\s.*\b{n}\b|^\s+{n},?\s*$|^\s+\w+ as {n},?\s*$"
    )
    return re.search(pattern, source, re.MULTILINE) is not None


@cache
def _tree() -> frozenset[str]:
    """Every file of the tree, as a path from the root with forward slashes."""
    found = set()
    for folder, subfolders, names in os.walk(ROOT):
        subfolders[:] = [d for d in subfolders if d not in UNTRACKED and not d.startswith(".")]
        base = Path(folder).relative_to(ROOT).as_posix()
        found.update(name if base == "." else f"{base}/{name}" for name in names)
    return frozenset(found)


def relative_exists(text: str) -> bool:
    """Whether some file of the tree is `text` or ends with `/text`."""
    if text in EXAMPLES or PLACEHOLDER.search("/" + text) or ".." in text.split("/"):
        return True  # an example, a pattern or a path the docs show as input
    if text.startswith("shared/"):
        return True  # the design folder beside the repository
    return text in _tree() or any(path.endswith("/" + text) for path in _tree())


def path_exists(text: str) -> bool:
    if any(mark in text for mark in SKIP) or PLACEHOLDER.search(text):
        return True
    text = text.rstrip("/")
    # A template is named as Django finds it: relative to templates/.
    return (ROOT / text).exists() or (
        text.endswith(".html") and (ROOT / "templates" / text).exists()
    )


def name_exists(dotted: str) -> bool:
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        module = ".".join(parts[:cut])
        found = _module_file(module)
        if found is None:
            if cut == len(parts) and (ROOT.joinpath(*parts)).is_dir():
                return True  # a namespace folder (templates' or tests' mirror)
            continue
        rest = parts[cut:]
        if not rest or (cut == 1 and len(rest) == 1 and rest[0][0].isupper()):
            # The module itself, or `app.Model` (Django's app label and model name).
            return True
        # A name the module defines or imports (one level: `module.name`, or
        # `module.Class.attribute`, whose class the module defines).
        source = found.read_text(encoding="utf-8")
        return _defines(source, rest[0])
    return False


def stale_mentions(docs: list[Path] | None = None) -> list[str]:
    """`doc:line: mention` for every path or dotted name that names nothing in the tree."""
    stale = []
    for doc in DOCS if docs is None else docs:
        name = doc.relative_to(ROOT) if doc.is_relative_to(ROOT) else doc.name
        for number, line in enumerate(doc.read_text(encoding="utf-8").splitlines(), 1):
            where = f"{name}:{number}"
            for match in PATH.finditer(line):
                text = match.group(1)
                if not path_exists(text.rstrip(".")):
                    stale.append(f"{where}: {text}")
            for match in RELATIVE.finditer(line):
                if match.group(1).split("/")[0] in TOP:
                    continue  # a path from the root, checked above
                if not relative_exists(match.group(1)):
                    stale.append(f"{where}: {match.group(1)}")
            for match in DOTTED.finditer(line):
                text = match.group(1)
                if "/" in line[match.end() : match.end() + 1] or text.endswith(FILES):
                    continue  # a path's folder or a file name (`resumes.md`), not a module
                if not name_exists(text):
                    stale.append(f"{where}: {text}")
    return stale


def main() -> int:
    stale = stale_mentions()
    for mention in stale:
        print(mention)
    print(f"stale mentions: {len(stale)}", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
