"""High Noon Saloon on the screen."""
