"""Resume exports: JSON Resume, Markdown, PDF and DOCX, all read from the same sections."""
