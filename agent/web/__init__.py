"""The web front end: the live chat over Channels, views, rendering, and the run publisher."""
