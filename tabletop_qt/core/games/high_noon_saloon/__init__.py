"""High Noon Saloon: its content (map, decks, characters) as data, and (to come) its rules engine."""
