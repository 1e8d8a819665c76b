"""The virtual file store tools: list, read, write and delete the text files of one conversation.

Files live in `VirtualFile` rows. Paths are relative and normalised (`./a//b.md` is `a/b.md`);
`..`, absolute paths, backslashes and control characters are refused, and the size of one
file and of a conversation's whole store are capped. Every refusal says how to call again.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass

from django.conf import settings
from django.db import transaction
from django.db.models import Count, Sum
from pydantic import BaseModel, Field

from agent.engine.tools.base import Tool, ToolContext, ToolOutcome
from agent.models import VirtualFile

PATH_MAX_CHARS = 200
DEFAULT_LIMITS = {
    "VFS_MAX_FILE_BYTES": 64 * 1024,
    "VFS_MAX_CONVERSATION_BYTES": 1024 * 1024,
    "VFS_MAX_FILES": 200,
}
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_DRIVE = re.compile(r"^[A-Za-z]:")
PATH_HELP = (
    "A relative path inside this conversation's file store, with '/' between folders, "
    "for example 'notes/todo.md' or 'data.json'."
)


class VFSPathError(ValueError):
    """A path the store refuses; the message tells the model how to write it instead."""


def limit(name: str) -> int:
    """A store limit: `settings.CVAGENT[name]` when set, else the default above."""
    return int(getattr(settings, "CVAGENT", {}).get(name, DEFAULT_LIMITS[name]))


def normalize_path(raw: str, *, folder: bool = False) -> str:
    """The stored form of a path, or `VFSPathError`. With `folder`, "" and a trailing '/' pass."""
    text = unicodedata.normalize("NFC", (raw or "").strip())
    if _CONTROL.search(text):
        raise VFSPathError("The path contains a control character (such as NUL or a newline).")
    if "\\" in text:
        raise VFSPathError(
            f"Use '/' between folders, not backslashes: {text.replace(chr(92), '/')!r}."
        )
    if text.startswith(("/", "~")) or _DRIVE.match(text) or "://" in text:
        raise VFSPathError(
            f"{text!r} is an absolute path or a URL. Paths are relative to this "
            "conversation's file store: write 'notes/todo.md', not '/notes/todo.md'."
        )
    segments = [segment for segment in text.split("/") if segment not in ("", ".")]
    if ".." in segments:
        raise VFSPathError(
            "'..' is not allowed in a path: files can only be addressed inside this "
            "conversation's store. " + PATH_HELP
        )
    path = "/".join(segments)
    if folder:
        if path and text.endswith("/"):
            path += "/"
    elif not path:
        raise VFSPathError("The path is empty. " + PATH_HELP)
    elif text.endswith("/"):
        raise VFSPathError(
            f"{text!r} ends with '/', which names a folder. Give a file name, e.g. '{path}/a.md'."
        )
    if len(path) > PATH_MAX_CHARS:
        raise VFSPathError(
            f"The path is {len(path)} characters long; the limit is {PATH_MAX_CHARS}. "
            "Use a shorter name."
        )
    return path


@dataclass(frozen=True)
class StoreUsage:
    files: int
    bytes: int

    def describe(self) -> str:
        return (
            f"The store now holds {self.files} file{'s' if self.files != 1 else ''}, "
            f"{self.bytes:,} of {limit('VFS_MAX_CONVERSATION_BYTES'):,} bytes."
        )


def store_usage(conversation_id: int, *, excluding: str | None = None) -> StoreUsage:
    """How many files and bytes a conversation's store holds (optionally without one path)."""
    files = VirtualFile.objects.filter(conversation_id=conversation_id)
    if excluding is not None:
        files = files.exclude(path=excluding)
    totals = files.aggregate(count=Count("pk"), size=Sum("size"))
    return StoreUsage(files=totals["count"] or 0, bytes=totals["size"] or 0)


class VFSListArgs(BaseModel):
    prefix: str = Field(
        default="",
        description="Only list files whose path starts with this, e.g. 'notes/'. Empty: all.",
    )


class VFSReadArgs(BaseModel):
    path: str = Field(description=PATH_HELP)


class VFSWriteArgs(BaseModel):
    path: str = Field(description=PATH_HELP + " An existing file is replaced.")
    content: str = Field(description="The whole text of the file.")


class VFSDeleteArgs(BaseModel):
    path: str = Field(description=PATH_HELP + " The file is removed for good.")


def _error(message: str) -> ToolOutcome:
    return ToolOutcome(status="error", content=message)


def list_files(args: VFSListArgs, context: ToolContext) -> ToolOutcome:
    try:
        prefix = normalize_path(args.prefix, folder=True)
    except VFSPathError as exc:
        return _error(f"{exc} Nothing was listed.")
    rows = VirtualFile.objects.filter(
        conversation_id=context.conversation.pk, path__startswith=prefix
    ).order_by("path")
    files = [{"path": path, "size": size} for path, size in rows.values_list("path", "size")]
    usage = store_usage(context.conversation.pk)
    return ToolOutcome(
        status="ok",
        content=json.dumps(
            {
                "prefix": prefix,
                "files": files,
                "store_files": usage.files,
                "store_bytes": usage.bytes,
                "store_limit_bytes": limit("VFS_MAX_CONVERSATION_BYTES"),
            },
            ensure_ascii=False,
            separators=(",", ":"),
        ),
    )


def _known_paths(conversation_id: int, most: int = 20) -> str:
    paths = list(
        VirtualFile.objects.filter(conversation_id=conversation_id)
        .order_by("path")
        .values_list("path", flat=True)[: most + 1]
    )
    if not paths:
        return "The store has no files yet."
    shown = ", ".join(paths[:most]) + (", …" if len(paths) > most else "")
    return f"Files: {shown}."


def read_file(args: VFSReadArgs, context: ToolContext) -> ToolOutcome:
    try:
        path = normalize_path(args.path)
    except VFSPathError as exc:
        return _error(str(exc))
    row = VirtualFile.objects.filter(conversation_id=context.conversation.pk, path=path).first()
    if row is None:
        return _error(
            f"There is no file {path!r} in this conversation. "
            f"{_known_paths(context.conversation.pk)} Use vfs_list to see them."
        )
    if not row.content:
        return ToolOutcome(status="ok", content=f"(The file {path} is empty.)")
    return ToolOutcome(status="ok", content=row.content)


def write_file(args: VFSWriteArgs, context: ToolContext) -> ToolOutcome:
    try:
        path = normalize_path(args.path)
    except VFSPathError as exc:
        return _error(f"{exc} Nothing was written.")
    if "\x00" in args.content:
        return _error(
            "The content contains a NUL character; files hold text only. Nothing was written."
        )
    size = len(args.content.encode("utf-8"))
    most = limit("VFS_MAX_FILE_BYTES")
    if size > most:
        return _error(
            f"The content is {size:,} bytes; one file may hold at most {most:,} bytes. "
            "Split it into several files (e.g. part1.md, part2.md). Nothing was written."
        )
    conversation_id = context.conversation.pk
    with transaction.atomic():
        existing = VirtualFile.objects.filter(conversation_id=conversation_id, path=path).first()
        others = store_usage(conversation_id, excluding=path)
        if existing is None and others.files >= limit("VFS_MAX_FILES"):
            return _error(
                f"The store already holds {others.files} files, the most one conversation may "
                "keep. Delete (vfs_delete) or overwrite a file you no longer need. "
                "Nothing was written."
            )
        total = limit("VFS_MAX_CONVERSATION_BYTES")
        if others.bytes + size > total:
            return _error(
                f"Writing {size:,} bytes would bring this conversation's store to "
                f"{others.bytes + size:,} bytes; the limit is {total:,}. Write less, or "
                "delete (vfs_delete) a file you no longer need. Nothing was written."
            )
        if existing is None:
            VirtualFile.objects.create(
                conversation_id=conversation_id, path=path, content=args.content, size=size
            )
            done = f"Created {path} ({size:,} bytes)."
        else:
            previous = existing.size
            existing.content = args.content
            existing.size = size
            existing.save(update_fields=["content", "size", "updated_at"])
            done = f"Replaced {path} ({previous:,} bytes before, {size:,} bytes now)."
    usage = StoreUsage(files=others.files + 1, bytes=others.bytes + size)
    return ToolOutcome(status="ok", content=f"{done} {usage.describe()}")


def delete_file(args: VFSDeleteArgs, context: ToolContext) -> ToolOutcome:
    try:
        path = normalize_path(args.path)
    except VFSPathError as exc:
        return _error(f"{exc} Nothing was deleted.")
    conversation_id = context.conversation.pk
    deleted, _ = VirtualFile.objects.filter(conversation_id=conversation_id, path=path).delete()
    if not deleted:
        return _error(
            f"There is no file {path!r} in this conversation, so nothing was deleted. "
            f"{_known_paths(conversation_id)}"
        )
    return ToolOutcome(
        status="ok", content=f"Deleted {path}. {store_usage(conversation_id).describe()}"
    )


vfs_list = Tool(
    name="vfs_list",
    description=(
        "List the files of this conversation's virtual file store (path and size in "
        "bytes), optionally only those under a prefix such as 'notes/'. The store is "
        "private to this conversation and persists between turns."
    ),
    args_model=VFSListArgs,
    handler=list_files,
)

vfs_read = Tool(
    name="vfs_read",
    description="Read the whole text of one file of this conversation's file store. " + PATH_HELP,
    args_model=VFSReadArgs,
    handler=read_file,
)

vfs_write = Tool(
    name="vfs_write",
    description=(
        "Create a text file in this conversation's file store, or replace one. "
        f"{PATH_HELP} No '..' and no leading '/'. One file and the whole store have "
        "size limits; a refused write says how much fits."
    ),
    args_model=VFSWriteArgs,
    handler=write_file,
)

vfs_delete = Tool(
    name="vfs_delete",
    description=(
        "Delete one file of this conversation's file store, to make room or to remove "
        f"what is no longer needed. {PATH_HELP} Folders are not deleted as a whole: "
        "delete their files one by one."
    ),
    args_model=VFSDeleteArgs,
    handler=delete_file,
)

# Playground tools: offered only where a whitelist or a playground toggle names them.
TOOLS = (vfs_list, vfs_read, vfs_write, vfs_delete)
