"""The engine: one agent turn from message to stored results, with no web or Channels code."""
