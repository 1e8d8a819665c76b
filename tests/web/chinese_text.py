"""What a person reads on a page, and the English words in it that nobody translated.

Shared by the Chinese pages' checks over HTTP (test_chinese_pages.py) and in Chromium."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

# Product, format and provider names, and words that stay as they are in Chinese text.
PROPER_NOUNS = frozenset(
    """
    CV Agent JSON Resume PDF DOCX Word Markdown API MCP REST LinkedIn OpenAI DeepSeek
    SiliconFlow Zhipu Ollama vLLM llama cpp SmolLM2 GGUF Chromium Django GitHub URL URLs
    HTML CSS JavaScript JS Bearer HTTP HTTPS WebSocket ID IDs JSONL CSV ZIP zip txt md pdf
    docx json OAuth Claude Cursor Inspector Python Redis PostgreSQL SQLite Daphne htmx
    Playwright SVG Patch If-Match ETag OpenAPI Swagger Authorization cva Streamable
    English Enter Shift Ctrl Esc STAR README Providers Ada Lovelace GLM Qwen MB KB AI IDE LLM
    Rust COBOL PNG JPEG Tesseract OCR ATS
    """.split()  # noqa: SIM905 (a list of words reads best as words)
)
_SKIPPED = {"script", "style", "template", "code", "pre", "textarea", "svg", "kbd", "samp"}
_VOID = {"area", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"}
_READ_ATTRIBUTES = ("placeholder", "title", "aria-label", "alt")
_WORD = re.compile(r"[A-Za-z][A-Za-z'’]*")
# Tokens are split at spaces and at Chinese text and punctuation; a token with one of these
# characters (a hyphen inside a word too: `mcp-remote`, `en-name`), or a digit, is code.
_TOKEN = re.compile(r"[\s\u3000-\u303f\u3400-\u9fff\uff00-\uffef·•–—…“”‘’()\[\]{},;!?\"]+")
_CODE = re.compile(r"[_./@:=<>#$%&*+|\\0-9]|\w-\w")


class _VisibleText(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skipping: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, Any]]) -> None:
        attributes = dict(attrs)
        skip = self.skipping or tag in _SKIPPED
        if skip:
            if tag not in _VOID:
                self.skipping.append(tag)
            return
        self.parts += [str(attributes[name]) for name in _READ_ATTRIBUTES if attributes.get(name)]
        if tag == "input" and attributes.get("type") in ("submit", "button"):
            self.parts.append(str(attributes.get("value") or ""))

    def handle_endtag(self, tag: str) -> None:
        if self.skipping and tag not in _VOID:
            self.skipping.pop()

    def handle_data(self, data: str) -> None:
        if not self.skipping and data.strip():
            self.parts.append(data)


def visible_text(html: str) -> list[str]:
    """The texts of a page a person reads: text nodes and the attributes a screen shows
    or reads out, not scripts, styles, code or what a form holds."""
    parser = _VisibleText()
    parser.feed(html)
    return [" ".join(part.split()) for part in parser.parts if part.strip()]


def words_of(*values: Any) -> set[str]:
    """Every word of some content (a resume, a posting, a message), to allow it on a page:
    the texts of lists and of objects' values, never their keys."""
    found: set[str] = set()
    for value in values:
        if isinstance(value, dict):
            found |= words_of(*value.values())
        elif isinstance(value, list | tuple | set):
            found |= words_of(*value)
        elif value is not None:
            found |= {word.strip("'’") for word in _WORD.findall(str(value))}
    return found


def english_words(text: str, allowed: set[str]) -> list[str]:
    """The English words of `text` that are neither proper nouns nor in `allowed` (compared
    without case). Identifiers, addresses, versions and options (`vfs_write`, `manage.py`,
    `base@1`, `gpt-4o`, `--json`) are not words."""
    allowed = {word.lower() for word in allowed | PROPER_NOUNS}
    found = []
    for token in _TOKEN.split(text):
        if not token or _CODE.search(token) or token.startswith("-"):
            continue
        found += [
            word
            for word in _WORD.findall(token)
            if len(word) > 1 and word.lower().strip("'’") not in allowed
        ]
    return found


def english_left(texts: list[str], allowed: set[str]) -> list[str]:
    """The texts that hold an English word that is neither a proper noun nor content."""
    return [text for text in texts if english_words(text, allowed)]
