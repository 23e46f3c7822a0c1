"""Frantic Frankfurt on the screen."""
