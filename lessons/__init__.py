"""Lessons: content as data, its model, loader and checker (imports notation/ only)."""
