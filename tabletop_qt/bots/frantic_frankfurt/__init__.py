"""Frantic Frankfurt: its computer players."""
