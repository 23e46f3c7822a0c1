"""Times Square: its computer players."""
