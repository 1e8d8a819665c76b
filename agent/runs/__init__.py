"""The run machinery, below every front end: a turn executed as a task of the process, its
events published to whoever shows them, and a stop that reaches it from any process.

- `driver`: start a run (`start_run`, `launch`), execute one here (`drive`), read one's events
  as they come (`stream_run`), stop one (`cancel_run`, `request_stop`, `stop_listener`);
- `publisher`: a run's events numbered, text merged per frame (`relay`, `publish`,
  `unsaved_text`);
- `hub`: the events to the pages of this process, and through the channel layer to others;
- `groups`: the channel-layer groups of a run (its events, its control messages).

The web's socket, the REST API and `manage.py chat` use it; it imports none of them (an
import-linter contract). It uses Channels' layer (`channels.layers`) to reach other
processes, never a consumer. Only the web hands in the page's tools (`client_tools`).
"""
