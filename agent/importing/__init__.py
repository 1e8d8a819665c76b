"""The agent's side of import: the model's correction of an imported resume.

`resumes` parses a file into a resume by itself (`resumes/importing/`) and never imports the
agent; its correction step is a seam (`resumes.importing.correction`) that `register` fills
from `AgentConfig.ready()`:

- `correction.py`: which provider may correct (`check`, `correction_provider`), the one
  message it gets (`import_message`), the run itself (`correct`: the `import` capability,
  every edit held to the file's text by `resumes.trust.source_check`), and `start`, which
  queues it for a web import;
- the background task that runs it is with the other tasks (`agent/tasks/importing.py`), its
  pages with the person's other tasks (`agent/web/owner_tasks_views.py`).
"""

from __future__ import annotations

from agent.importing.correction import check, correct, start
from resumes.importing.correction import Corrector, register_corrector


def register() -> None:
    register_corrector(Corrector(check=check, correct=correct, start=start))
