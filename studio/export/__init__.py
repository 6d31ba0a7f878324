"""Trictrac Studio."""
