"""Tea Time on the screen."""
