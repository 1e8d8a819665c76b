"""Evaluation: how well each provider, model, strategy and capability version edits resumes.

A task set (data files under `tasks/<set>/`) is run once per cell (provider x model x
strategy x capability version) through the same engine the `chat` command drives
(`agent.engine.turns.prepare_turn` + `agent.engine.loop.execute_run`, no Channels); each
task's document and transcript are checked deterministically. Also here: the provider probe
(`probe.py`), capability version history (`versions.py`) and usage statistics (`usage.py`).
"""
