"""High Noon Saloon: its computer players."""
