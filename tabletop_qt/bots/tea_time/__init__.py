"""Tea Time: its computer players."""
