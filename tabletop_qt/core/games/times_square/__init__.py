"""Times Square (Reiner Knizia): two players pull Saucy Sue and Champagne Charlie to their nightclubs."""

from __future__ import annotations
