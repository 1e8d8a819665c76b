"""The form fields that recur across the apps' forms, made in one place (as `modelfields.py`
does for models): a box of several lines of text."""

from __future__ import annotations

from typing import Any

from django import forms


def text_box(
    label: Any, rows: int, *, required: bool = False, help_text: Any = ""
) -> forms.CharField:
    """Several lines of text in a box `rows` lines high; optional unless `required`."""
    return forms.CharField(
        label=label,
        widget=forms.Textarea(attrs={"rows": rows}),
        required=required,
        help_text=help_text,
    )
