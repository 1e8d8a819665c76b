"""A management command run in this process, as the shell would see it."""

from __future__ import annotations

import io

from django.core.management import CommandError, call_command


def command(name: str, *args: str) -> tuple[int, str, str]:
    """Run `manage.py NAME ARGS...` here; returns (exit code, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    try:
        call_command(name, *args, stdout=out, stderr=err)
    except SystemExit as exit_:
        return int(exit_.code), out.getvalue(), err.getvalue()
    except CommandError as error:
        return error.returncode, out.getvalue(), err.getvalue() + str(error)
    return 0, out.getvalue(), err.getvalue()
