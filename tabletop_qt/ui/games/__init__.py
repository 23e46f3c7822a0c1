"""Each game's Qt side, one folder per game: its board, scene, items, layout, words and replay pieces."""
