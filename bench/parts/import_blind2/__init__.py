"""Blind held-out import documents (issue 27, second set): see make.py."""
